// Deals the unseen cards to the other seats, uniformly over every deal that agrees with
// a Knowledge (hand sizes, known cards, allowed cards).
//
// The unseen cards fall into at most seven classes by which of the three other seats may
// hold them; cards of one class are interchangeable. A table counts, for each class and
// each pair of remaining hand sizes, the deals that complete it (exact 64-bit integers:
// there are at most 39!/(13!)^3 < 2^57 deals), so a sample is one walk down the table
// followed by a shuffle within each class. No rejection, no retry, and it never fails
// when some deal agrees.
#pragma once

#include <array>
#include <cstdint>

#include "ai/knowledge.h"
#include "core/card.h"
#include "core/rng.h"

namespace hearts::ai {

class DealSampler {
 public:
  // False when no deal agrees with `k` (a view of a real game always has one).
  bool prepare(const Knowledge& k);
  // Every seat's current hand: the sampler's seat gets its own hand.
  void sample(Rng& rng, std::array<CardSet, 4>& hands) const;
  // How many deals agree.
  std::uint64_t dealCount() const { return ways_[0][need_[0]][need_[1]]; }

 private:
  struct Class {
    std::array<Card, 52> cards{};
    int size = 0;
    unsigned seats = 0;  // bit i: others_[i] may hold these cards
  };
  std::uint64_t weight(int cls, int a, int b, int x0, int x1) const;

  int me_ = 0;
  CardSet myHand_;
  std::array<int, 3> others_{};
  std::array<CardSet, 3> known_{};
  std::array<int, 3> need_{};
  std::array<Class, 8> classes_{};
  int classCount_ = 0;
  std::array<int, 9> remaining_{};  // cards in classes k.. onwards
  // ways_[k][a][b]: deals of classes k.. giving others_[0] a cards, others_[1] b cards and
  // others_[2] the rest.
  std::array<std::array<std::array<std::uint64_t, 14>, 14>, 9> ways_{};
};

}  // namespace hearts::ai

// Information-set Monte Carlo tree search (single observer) for the play of a hand.
//
// Flat search judges each move by what follows when everybody then plays the policy, so
// its answers stop improving after a few thousand playouts. This search grows one tree
// over the sequence of cards played from the current position, shared by all sampled
// deals: each iteration picks a deal, walks down the tree choosing among the children
// that are legal in that deal (UCB with availability counts, each seat maximising its own
// value), adds one node, finishes the hand with the policy and credits every node on the
// path with the value for the seat that chose it. With more iterations the seat's own
// later choices and the opponents' replies are searched rather than assumed.
//
// Deals come from a pool drawn at the start and picked in proportion to their weight
// under the opponent model; building the pool is part of the work counted by step().
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "ai/evaluation.h"
#include "ai/policy.h"
#include "core/card.h"
#include "core/play_state.h"
#include "core/rng.h"

namespace hearts::ai {

class TreeSearch {
 public:
  struct Setup {
    PlayState root;         // the position; hidden hands are filled from each deal
    CardSet rootMoves;      // the seat's candidate cards (one per interchangeable group)
    Card preferred;         // the policy's card, tried first
    int seat = 0;
    int poolSize = 0;       // deals to draw before searching
    std::int64_t iterations = 0;
    std::uint32_t playoutNoise = 0;
    double exploration = 0;  // UCB constant, in points
    bool opponentsInTree = true;  // false: the opponents play the policy, not the tree
  };

  // Starts a search; `nodeCapacity` bounds the tree (memory is reserved once and reused).
  void begin(const Setup& setup, const PolicyParams& params, const Evaluator& evaluator,
             std::uint64_t seed, int nodeCapacity);
  // Adds a deal to the pool (before searching) with its weight.
  bool poolFull() const { return poolCount_ >= setup_.poolSize; }
  void addDeal(const std::array<CardSet, 4>& hands, std::int64_t weight);
  // One iteration (a walk, an expansion, a playout); precondition: poolFull().
  void iterate();

  std::int64_t iterationsDone() const { return done_; }
  // The root card with the most visits (ties: the better mean, then the lower card).
  Card bestCard() const;

 private:
  // Children are allocated kChunk at a time in consecutive slots, so that scanning them
  // touches a few cache lines rather than one per child.
  static constexpr int kChunk = 4;
  struct Node {
    std::int64_t reward = 0;  // sum of the values of the seat that played `card`
    std::int32_t visits = 0;
    std::int32_t avail = 0;   // iterations in which `card` was legal here
    std::int32_t firstChild = -1;
    std::int32_t lastChild = -1;
    std::int32_t nextSibling = -1;
    Card card;
    std::uint8_t mover = 0;
  };
  int addChild(int parent, Card card, int mover);
  int pickDeal();

  Setup setup_{};
  PolicyParams params_{};
  Evaluator evaluator_{};
  Rng rng_;
  std::vector<Node> nodes_;
  int nodeCount_ = 0;
  int nodeCapacity_ = 0;
  std::vector<std::array<CardSet, 4>> pool_;
  std::vector<std::int64_t> cumulative_;  // running sums of the pool's weights
  int poolCount_ = 0;
  std::int64_t done_ = 0;
  std::array<int, 64> path_{};
};

}  // namespace hearts::ai

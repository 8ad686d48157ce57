// What a finished hand is worth to one seat, under the rules in force and the game score.
//
// Most of a game, a hand is worth its points: fewer of one's own, and somewhat more for
// the others. When this hand may end the game (someone can reach the target, or it is the
// last hand the rules allow), who wins the game matters more than points, so the value
// adds the seat's chance of winning: 1 for a win, shared by those tied, and an estimate
// from the totals when the game goes on.
//
// Values are integers (sixteenths of a point) so that sums and comparisons come out the
// same on every platform; the few floating-point steps use only + - * / and sqrt, which
// IEEE 754 rounds identically everywhere.
#pragma once

#include <array>
#include <cstdint>

#include "core/card.h"
#include "core/game.h"

namespace hearts::ai {

class Evaluator {
 public:
  Evaluator() = default;
  Evaluator(const Rules& rules, const std::array<int, 4>& totals, int handNumber,
            double othersWeight = kOthersWeight);

  // Can this hand end the game?
  bool gameAtStake() const { return atStake_; }
  // The value for `seat` of a hand whose tricks gave each seat these cards. A moon under
  // ShooterChooses is scored as the shooter's own evaluation would choose.
  std::int32_t value(const std::array<CardSet, 4>& won, int seat) const;
  // How the rules score a hand whose tricks gave each seat these cards (a moon chosen as
  // value() would): HandResult::delta is each seat's change of score.
  HandResult score(const std::array<CardSet, 4>& won) const;
  // value() for every seat at once.
  std::array<std::int32_t, 4> values(const std::array<CardSet, 4>& won) const;
  // The same for a hand already scored.
  std::int32_t valueOfResult(const HandResult& result, int seat) const;
  // The same for a change of the scores.
  std::int32_t valueOfDelta(const std::array<int, 4>& delta, int seat) const;
  // What `shooter` should choose, given each seat's points this hand.
  MoonChoice bestMoonChoice(const std::array<int, 4>& points, int shooter) const;
  // Estimated chance (0..1) that `seat` wins the game from these totals, the game going on.
  double winChance(const std::array<int, 4>& totals, int seat) const;

  // How much the others' average points count against one's own (0: only one's own
  // matter; 1: only the difference does).
  static constexpr double kOthersWeight = 0.25;
  // A whole game won, in points: how much more a win matters than a hand's points.
  static constexpr double kGameWeight = 80.0;

 private:
  double rawValue(const std::array<int, 4>& delta, int seat) const;

  Rules rules_{};
  double othersWeight_ = kOthersWeight;
  std::array<int, 4> totals_{};
  int handNumber_ = 1;
  bool atStake_ = false;
};

}  // namespace hearts::ai

#include "ai/evaluation.h"

#include <cmath>

namespace hearts::ai {

namespace {

std::int32_t sixteenths(double points) {
  return static_cast<std::int32_t>(std::llround(points * 16.0));
}

}  // namespace

Evaluator::Evaluator(const Rules& rules, const std::array<int, 4>& totals, int handNumber,
                     double othersWeight)
    : rules_(rules),
      othersWeight_(othersWeight),
      totals_(totals),
      handNumber_(handNumber) {
  int high = totals[0];
  for (int t : totals) high = t > high ? t : high;
  // A moon can add 26 to a seat that took nothing; nothing else adds more.
  atStake_ = high + 26 >= rules.targetScore ||
             (rules.maxHands > 0 && handNumber >= rules.maxHands);
}

double Evaluator::winChance(const std::array<int, 4>& totals, int seat) const {
  int low = totals[0];
  int high = totals[0];
  for (int t : totals) {
    low = t < low ? t : low;
    high = t > high ? t : high;
  }
  // The leader gains about 7 points a hand; the spread between two players grows with the
  // square root of the hands left.
  double handsLeft = static_cast<double>(rules_.targetScore - high) / 7.0 + 1.0;
  if (handsLeft < 1.0) handsLeft = 1.0;
  if (rules_.maxHands > 0) {
    const double cap = static_cast<double>(rules_.maxHands - handNumber_);
    if (cap < handsLeft) handsLeft = cap < 1.0 ? 1.0 : cap;
  }
  const double spread = 9.0 * std::sqrt(handsLeft);
  double mine = 0.0;
  double sum = 0.0;
  for (int s = 0; s < 4; ++s) {
    const double d = 1.0 + static_cast<double>(totals[s] - low) / spread;
    const double w = 1.0 / (d * d * d);
    if (s == seat) mine = w;
    sum += w;
  }
  return mine / sum;
}

double Evaluator::rawValue(const std::array<int, 4>& delta, int seat) const {
  int others = 0;
  for (int s = 0; s < 4; ++s)
    if (s != seat) others += delta[s];
  double v = -static_cast<double>(delta[seat]) + othersWeight_ * static_cast<double>(others) / 3.0;
  if (!atStake_) return v;
  std::array<int, 4> after = totals_;
  for (int s = 0; s < 4; ++s) after[s] += delta[s];
  unsigned winners = 0;
  double win;
  if (GameState::gameEnds(rules_, after, handNumber_, &winners)) {
    win = ((winners >> seat) & 1u) ? 1.0 / static_cast<double>(std::popcount(winners)) : 0.0;
  } else {
    win = winChance(after, seat);
  }
  return v + kGameWeight * win;
}

std::int32_t Evaluator::valueOfDelta(const std::array<int, 4>& delta, int seat) const {
  return sixteenths(rawValue(delta, seat));
}

std::int32_t Evaluator::valueOfResult(const HandResult& result, int seat) const {
  return valueOfDelta(result.delta, seat);
}

MoonChoice Evaluator::bestMoonChoice(const std::array<int, 4>& points, int shooter) const {
  if (rules_.moon != MoonRule::ShooterChooses) return MoonChoice::AddToOthers;
  if (rules_.moonSubtractAbove >= 0 && totals_[shooter] <= rules_.moonSubtractAbove)
    return MoonChoice::AddToOthers;
  const HandResult add =
      GameState::scoreHand(rules_, totals_, points, shooter, MoonChoice::AddToOthers);
  const HandResult sub =
      GameState::scoreHand(rules_, totals_, points, shooter, MoonChoice::SubtractFromSelf);
  // Both options gain the shooter 26 on everybody; outside the endgame the difference is
  // how close they bring the game's end, which helps the leader. Ask the win estimate.
  std::array<int, 4> afterAdd = totals_;
  std::array<int, 4> afterSub = totals_;
  for (int s = 0; s < 4; ++s) {
    afterAdd[s] += add.delta[s];
    afterSub[s] += sub.delta[s];
  }
  auto chance = [&](const std::array<int, 4>& after) {
    unsigned winners = 0;
    if (GameState::gameEnds(rules_, after, handNumber_, &winners))
      return ((winners >> shooter) & 1u) ? 1.0 / static_cast<double>(std::popcount(winners)) : 0.0;
    return winChance(after, shooter);
  };
  return chance(afterSub) > chance(afterAdd) ? MoonChoice::SubtractFromSelf
                                             : MoonChoice::AddToOthers;
}

HandResult Evaluator::score(const std::array<CardSet, 4>& won) const {
  std::array<int, 4> points{};
  int shooter = -1;
  for (int s = 0; s < 4; ++s) {
    points[s] = penaltyPoints(rules_, won[s]);
    if (won[s].containsAll(kPointCards)) shooter = s;
  }
  const MoonChoice choice =
      shooter >= 0 ? bestMoonChoice(points, shooter) : MoonChoice::AddToOthers;
  return GameState::scoreHand(rules_, totals_, points, shooter, choice);
}

std::int32_t Evaluator::value(const std::array<CardSet, 4>& won, int seat) const {
  return valueOfResult(score(won), seat);
}

std::array<std::int32_t, 4> Evaluator::values(const std::array<CardSet, 4>& won) const {
  const HandResult r = score(won);
  return {valueOfResult(r, 0), valueOfResult(r, 1), valueOfResult(r, 2), valueOfResult(r, 3)};
}

}  // namespace hearts::ai

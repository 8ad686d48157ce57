// A finished hand, told again: the deal as dealt, the passes, then every trick. Built from
// the match's history by replaying it, so it shows exactly what happened.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "core/match.h"

namespace hearts::session {

struct ReviewTrick {
  std::array<Card, 4> cards{};  // in play order from the leader
  int leader = 0;
  int winner = 0;
  int points = 0;
  int seatOf(int i) const { return (leader + i) & 3; }
};

struct HandReview {
  int handNumber = 0;
  PassDirection passDirection = PassDirection::None;
  std::array<CardSet, 4> dealt{};   // each seat's cards as dealt
  std::array<CardSet, 4> passed{};  // what each seat gave (empty without passing)
  std::vector<ReviewTrick> tricks;  // all 13
  HandResult result;

  // The steps a review walks through: the deal, the passes (when there were any), then
  // each trick.
  int stepCount() const;
  // Which trick step `step` shows (0-based), or -1 for the deal and the passes.
  int trickAt(int step) const;
  bool showsPasses(int step) const { return passDirection != PassDirection::None && step == 1; }
  // The cards each seat holds when step `step` is shown: before the trick at that step, and
  // after the passes once they are shown.
  std::array<CardSet, 4> handsAt(int step) const;
};

// Hand `handNumber` (1-based) of the match, once it has been scored; nothing otherwise.
std::optional<HandReview> reviewHand(const Match& match, int handNumber);

}  // namespace hearts::session

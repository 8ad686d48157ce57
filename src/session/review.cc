#include "session/review.h"

#include "core/history.h"

namespace hearts::session {

int HandReview::stepCount() const {
  return 1 + (passDirection != PassDirection::None ? 1 : 0) + static_cast<int>(tricks.size());
}

int HandReview::trickAt(int step) const {
  const int first = passDirection != PassDirection::None ? 2 : 1;
  return step >= first && step - first < static_cast<int>(tricks.size()) ? step - first : -1;
}

std::array<CardSet, 4> HandReview::handsAt(int step) const {
  std::array<CardSet, 4> hands = dealt;
  if (step == 0) return hands;
  for (int s = 0; s < 4; ++s) hands[s] -= passed[s];
  for (int s = 0; s < 4; ++s) hands[passTarget(s, passDirection)] |= passed[s];
  const int trick = trickAt(step);
  for (int t = 0; t < trick; ++t)
    for (int i = 0; i < 4; ++i) hands[tricks[t].seatOf(i)].remove(tricks[t].cards[i]);
  return hands;
}

std::optional<HandReview> reviewHand(const Match& match, int handNumber) {
  if (handNumber < 1 || handNumber > static_cast<int>(match.hands().size())) return std::nullopt;
  Replay replay(match);
  if (!replay.toHandStart(handNumber)) return std::nullopt;
  HandReview r;
  r.handNumber = handNumber;
  const GameState& start = replay.state();
  r.passDirection = start.passDirection();
  for (int s = 0; s < 4; ++s) r.dealt[s] = start.dealt(s);
  if (!replay.toHandEnd(handNumber)) return std::nullopt;
  const GameState& end = replay.state();
  for (int s = 0; s < 4; ++s) r.passed[s] = end.passed(s);
  for (int t = 0; t < end.tricksPlayed(); ++t) {
    const Trick trick = end.completedTrick(t);
    ReviewTrick rt;
    rt.cards = trick.cards;
    rt.leader = trick.leader;
    rt.winner = end.trickWinner(t);
    CardSet cards;
    for (Card c : trick.cards) cards.add(c);
    rt.points = penaltyPoints(match.rules(), cards);
    r.tricks.push_back(rt);
  }
  r.result = end.lastHand();
  return r;
}

}  // namespace hearts::session

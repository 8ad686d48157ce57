// The table: claiming the rest of a hand, by the player or by a bot (core/claim.h decides
// when the rest is decided). The plays of a claim are ordinary plays in the record, so saving,
// replaying and reviewing a game need to know nothing about claims.
#include "session/seats.h"
#include "session/table.h"
#include "session/wording.h"

namespace hearts::session {

ClaimKind ClaimCache::kind(const GameState& s, std::uint64_t version, int seat) const {
  if (seat < 0 || seat > 3) return ClaimKind::None;
  if (version_ != version) {
    version_ = version;
    known_ = 0;
  }
  const auto i = static_cast<std::size_t>(seat);
  if (!((known_ >> seat) & 1u)) {
    kinds_[i] = claimKind(s, seat);
    known_ |= 1u << seat;
  }
  return kinds_[i];
}

ClaimKind Table::claimable(int seat) const { return claims_.kind(state(), version_, seat); }

ClaimMade Table::claimOfHand() const {
  const bool thisHand = claim_.at >= match_.handStart() && claim_.at < match_.actions().size();
  return thisHand ? claim_ : ClaimMade{};
}

void Table::playOutClaim(int seat, double now) {
  const ClaimKind kind = claimable(seat);
  const GameState& before = state();
  const int handNumber = before.handNumber();
  const int pointsBefore = before.pointsTaken(seat);
  const Playout playout = playOut(before.playState(), before.rules());
  CardSet rest;
  for (Card c : playout.plays) rest.add(c);
  const int gained = playout.points[static_cast<std::size_t>(seat)] - pointsBefore;
  // The claim first, then what it plays out, as the tricks would have told it: listeners
  // that speak or sound each event may pass over those after a claim.
  news_.events.add({EventKind::Claimed, seat, {}, rest, gained, handNumber, 0});
  claim_ = {match_.actions().size(), seat};
  for (Card c : playout.plays) {
    const bool wasBroken = state().heartsBroken();
    const int mover = state().firstToAct();
    const int tricks = state().tricksPlayed();
    match_.apply(Action::makePlay(mover, c));
    applied();
    const GameState& s = state();
    addPlayEvents(news_.events, s, mover, c, wasBroken);
    if (s.tricksPlayed() > tricks) {
      const Trick t = s.completedTrick(tricks);
      CardSet trick;
      for (Card tc : t.cards) trick.add(tc);
      addTrickEvents(news_.events, s.rules(), s.trickWinner(tricks), trick, handNumber);
    }
  }
  timeline_.clear(now);
  if (seat == kPlayerSeat) playerPass_.received = CardSet();
  showPoints();
  say(claimText(seat, kind, gained), false, now);
  // The empty table shows the claim's notice a moment before the score sheet (or the moon).
  claimHoldUntil_ = now + pacing_.trickHoldMs;
}

bool Table::endClaimHold(double now) {
  if (claimHoldUntil_ < 0 || now < claimHoldUntil_) return false;
  claimHoldUntil_ = -1;
  const GameState& s = state();
  stage_ = stageFor(s);
  if (s.phase() == Phase::HandOver || s.phase() == Phase::GameOver) noteHandScored();
  return true;
}

}  // namespace hearts::session

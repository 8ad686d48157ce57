// GameSession: claiming the rest of a hand, by the player or by a bot (core/claim.h decides
// when the rest is decided). The plays of a claim are ordinary plays in the record, so saving,
// replaying and reviewing a game need to know nothing about claims.
#include "session/game_session.h"
#include "session/seats.h"
#include "session/wording.h"

namespace hearts::session {

ClaimKind GameSession::claimable(int seat) const {
  if (seat < 0 || seat > 3) return ClaimKind::None;
  if (claimCheckedAt_ != version_) {
    claimCheckedAt_ = version_;
    claimCheckedSeats_ = 0;
  }
  if (!((claimCheckedSeats_ >> seat) & 1u)) {
    claimChecked_[static_cast<std::size_t>(seat)] = claimKind(state(), seat);
    claimCheckedSeats_ |= 1u << seat;
  }
  return claimChecked_[static_cast<std::size_t>(seat)];
}

bool GameSession::canClaim() const {
  // With one card left a claim saves no play.
  return !autoplay_ && playerToPlay() && state().hand(kPlayerSeat).size() >= 2 &&
         claimable(kPlayerSeat) != ClaimKind::None;
}

bool GameSession::claim(double now) {
  if (!canClaim()) return false;
  playOutClaim(kPlayerSeat, now);
  return true;
}

void GameSession::playOutClaim(int seat, double now) {
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
  events_.add({EventKind::Claimed, seat, {}, rest, gained, handNumber, 0});
  claimedAt_ = match_.actions().size();
  claimant_ = seat;
  for (Card c : playout.plays) {
    const bool wasBroken = state().heartsBroken();
    const int mover = state().toMove();
    const int tricks = state().tricksPlayed();
    match_.apply(Action::makePlay(mover, c));
    applied();
    const GameState& s = state();
    addPlayEvents(events_, s, mover, c, wasBroken);
    if (s.tricksPlayed() > tricks) {
      const Trick t = s.completedTrick(tricks);
      CardSet trick;
      for (Card tc : t.cards) trick.add(tc);
      addTrickEvents(events_, s.rules(), s.trickWinner(tricks), trick, handNumber);
    }
  }
  bots_.stop();
  table_.clear(now);
  if (seat == kPlayerSeat) receivedMark_ = CardSet();
  showPoints();
  setMessage(claimText(seat, kind, gained), false, now);
  // The empty table shows the claim's notice a moment before the score sheet (or the moon).
  claimHoldUntil_ = now + pacing_.trickHoldMs;
}

bool GameSession::endClaimHold(double now) {
  if (claimHoldUntil_ < 0 || now < claimHoldUntil_) return false;
  claimHoldUntil_ = -1;
  const GameState& s = state();
  stage_ = stageFor(s);
  if (s.phase() == Phase::HandOver || s.phase() == Phase::GameOver) noteHandScored();
  return true;
}

}  // namespace hearts::session

#include "session/table.h"

#include <algorithm>
#include <bit>
#include <utility>

#include "core/overloaded.h"
#include "session/seats.h"
#include "session/wording.h"

namespace hearts::session {

Table::Table(Match match, const Pacing& pacing) : match_(std::move(match)), pacing_(pacing) {
  timeline_.setPacing(pacing_);
}

void Table::start(Listener& listener, double now) {
  listener_ = &listener;
  enterStageFromState(now);
}

void Table::setPacing(const Pacing& p) {
  pacing_ = p;
  timeline_.setPacing(p);
}

void Table::say(std::string text, bool error, double now) {
  news_.status.show(std::move(text), error, now, pacing_.messageMs);
}

double Table::exchangeProgress(double now) const {
  if (stage_ != Stage::Exchange || pacing_.passMs <= 0) return 2;
  return std::clamp((now - exchangeAt_) / pacing_.passMs, 0.0, 2.0);
}

// --- who acts -------------------------------------------------------------------------------

unsigned Table::seatsWaitedFor() const {
  const GameState& s = state();
  bool open = false;
  switch (stage_) {
    case Stage::Passing:
    case Stage::PassWaiting: open = s.phase() == Phase::Passing; break;
    case Stage::Playing: open = s.phase() == Phase::Playing; break;
    case Stage::MoonChoice: open = s.phase() == Phase::MoonChoice; break;
    default: break;
  }
  return open ? s.seatsToAct() : 0;
}

int Table::seatToMove() const {
  if (timeline_.full() || (stage_ != Stage::Playing && stage_ != Stage::MoonChoice)) return -1;
  const unsigned mask = seatsWaitedFor();
  return mask ? std::countr_zero(mask) : -1;
}

bool Table::playerToPlay() const { return stage_ == Stage::Playing && seatToMove() == kPlayerSeat; }

// --- actions --------------------------------------------------------------------------------

void Table::change(const TableChange& c, double now) {
  std::visit(Overloaded{[&](const Action& a) {
                          switch (a.kind) {
                            case Action::Kind::Pass: pass(a.seat, a.cards, now); break;
                            case Action::Kind::Play: play(a.seat, a.card, now); break;
                            case Action::Kind::Moon: chooseMoon(a.seat, a.moon); break;
                          }
                        },
                        [&](DealNextHand) { nextHand(now); },
                        [&](TakeBack b) { takeBack(b.actions, now); },
                        [&](PlayOutClaim p) { playOutClaim(p.seat, now); }},
             c);
}

void Table::applied() {
  ++version_;
  listener_->matchChanged();
}

void Table::pass(int seat, CardSet cards, double now) {
  match_.apply(Action::makePass(seat, cards));
  applied();
  if (seat == kPlayerSeat) {
    playerPass_.passed = cards;
    stage_ = Stage::PassWaiting;
  }
  if (state().phase() != Phase::Passing) startExchange(now);
}

void Table::play(int seat, Card c, double now) {
  const bool wasBroken = state().heartsBroken();
  match_.apply(Action::makePlay(seat, c));
  applied();
  if (seat == kPlayerSeat) {
    playerPass_.received = CardSet();
    news_.status.clear();
  }
  const GameState& s = state();
  if (addPlayEvents(news_.events, s, seat, c, wasBroken)) say(heartsBrokenText(seat, c), false, now);
  timeline_.add(c, seat, now, s.tricksPlayed() > 0 ? s.trickWinner(s.tricksPlayed() - 1) : -1);
}

void Table::chooseMoon(int seat, MoonChoice m) {
  match_.apply(Action::makeMoon(seat, m));
  applied();
  stage_ = stageFor(state());
  noteHandScored();
}

void Table::nextHand(double now) {
  match_.startNextHand();
  news_.status.clear();
  enterStageFromState(now);
}

void Table::takeBack(std::size_t n, double now) {
  if (claim_.at != SIZE_MAX && n <= claim_.at) claim_ = {};
  Match earlier = match_.prefix(n);
  ++earlier.assists().undos;
  match_ = std::move(earlier);
  applied();
  enterStageFromState(now);
}

void Table::countAssist(int Assists::*which) {
  ++(match_.assists().*which);
  ++version_;
}

// --- the flow of the game -------------------------------------------------------------------

void Table::enterStageFromState(double now) {
  const GameState& s = state();
  timeline_.clear(now);
  claimHoldUntil_ = -1;
  showPoints();
  playerPass_.received = CardSet();
  playerPass_.passed = s.passed(kPlayerSeat);
  stage_ = stageFor(s);
  listener_->stageEntered((stage_ == Stage::HandSummary || stage_ == Stage::GameOver) &&
                          !s.played().empty());
  // Dealt: nothing of the hand has happened yet (a play or pass taken back deals nothing).
  if (match_.actions().size() == match_.handStart() &&
      (s.phase() == Phase::Passing || s.phase() == Phase::Playing))
    news_.events.add({EventKind::HandDealt, -1, {}, {}, 0, s.handNumber(), 0});
  if (stage_ != Stage::Playing) return;
  // A restored trick in progress lies on the table already.
  const Trick& t = s.currentTrick();
  timeline_.restore(t, now);
  bool playerPlayed = false;
  for (const auto& tc : timeline_.cards()) playerPlayed |= tc.seat == kPlayerSeat;
  if (s.tricksPlayed() == 0 && !playerPlayed) playerPass_.received = s.received(kPlayerSeat);
  if (s.tricksPlayed() == 0 && t.count == 0 && passTargetSeat(s) < 0) say(noPassingText(), false, now);
}

void Table::startExchange(double now) {
  const GameState& s = state();
  playerPass_.passed = s.passed(kPlayerSeat);
  playerPass_.received = s.received(kPlayerSeat);
  exchangeAt_ = now;
  stage_ = Stage::Exchange;
  const int from = passSourceSeat(s);
  if (from >= 0 && !playerPass_.received.empty()) {
    say(passedYouText(from, playerPass_.received), false, now);
    news_.events.add({EventKind::CardsPassed, from, {}, playerPass_.received, 0, s.handNumber(), 0});
  }
}

bool Table::advance(double now) {
  bool changed = false;
  if (stage_ == Stage::Exchange && exchangeProgress(now) >= 2) {
    stage_ = Stage::Playing;
    timeline_.clear(now);
    changed = true;
  }
  if (stage_ == Stage::Playing && timeline_.collected(now)) {
    finishCollect(now);
    changed = true;
  }
  return endClaimHold(now) || changed;
}

void Table::finishCollect(double now) {
  CardSet trick;
  for (const auto& tc : timeline_.cards()) trick.add(tc.card);
  const GameState& s = state();
  addTrickEvents(news_.events, s.rules(), timeline_.winner(), trick, s.handNumber());
  timeline_.clear(now);
  showPoints();
  stage_ = stageFor(s);
  if (s.phase() == Phase::HandOver || s.phase() == Phase::GameOver) noteHandScored();
}

void Table::showPoints() {
  const GameState& s = state();
  const bool scored = s.phase() == Phase::HandOver || s.phase() == Phase::GameOver;
  const CardSet counting = s.rules().jackOfDiamonds != 0 ? kPointCards | CardSet::of(kJackOfDiamonds)
                                                         : kPointCards;
  for (std::size_t seat = 0; seat < 4; ++seat) {
    plates_.points[seat] = scored ? s.lastHand().delta[seat] : s.pointsTaken(static_cast<int>(seat));
    plates_.taken[seat] = s.won(static_cast<int>(seat)) & counting;
  }
}

void Table::noteHandScored() {
  showPoints();
  const GameState& s = state();
  const HandResult& r = s.lastHand();
  if (r.moonShooter >= 0)
    news_.events.add({EventKind::MoonShot, r.moonShooter, {}, {}, 26, r.handNumber, 0});
  news_.events.add({EventKind::HandOver, -1, {}, {}, 0, r.handNumber, 0});
  listener_->handScored();
  if (s.phase() == Phase::GameOver)
    news_.events.add({EventKind::GameOver, -1, {}, {}, 0, r.handNumber, s.winners()});
}

}  // namespace hearts::session

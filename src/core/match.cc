#include "core/match.h"

#include <algorithm>
#include <utility>

#include "core/history.h"

namespace hearts {

Action Action::makePass(int seat, CardSet cards) {
  Action a;
  a.kind = Kind::Pass;
  a.seat = seat;
  a.cards = cards;
  return a;
}

Action Action::makePlay(int seat, Card card) {
  Action a;
  a.kind = Kind::Play;
  a.seat = seat;
  a.card = card;
  return a;
}

Action Action::makeMoon(int seat, MoonChoice choice) {
  Action a;
  a.kind = Kind::Moon;
  a.seat = seat;
  a.moon = choice;
  return a;
}

ActionError checkAction(const GameState& state, const Action& a) {
  switch (a.kind) {
    case Action::Kind::Pass: return state.checkPass(a.seat, a.cards);
    case Action::Kind::Play: return state.checkPlay(a.seat, a.card);
    case Action::Kind::Moon: return state.checkMoonChoice(a.seat, a.moon);
  }
  return ActionError::WrongPhase;
}

void applyAction(GameState& state, const Action& a) {
  switch (a.kind) {
    case Action::Kind::Pass: state.pass(a.seat, a.cards); break;
    case Action::Kind::Play: state.play(a.card); break;
    case Action::Kind::Moon: state.chooseMoon(a.moon); break;
  }
}

Match::Match(const Rules& rules, std::uint64_t seed)
    : state_(GameState::newGame(rules, seed)) {}

ActionError Match::check(const Action& a) const { return checkAction(state_, a); }

ActionError Match::apply(const Action& a) {
  const ActionError e = check(a);
  if (e != ActionError::None) return e;
  applyAction(state_, a);
  actions_.push_back(a);
  if (state_.phase() == Phase::HandOver || state_.phase() == Phase::GameOver)
    hands_.push_back(state_.lastHand());
  return ActionError::None;
}

void Match::startNextHand() {
  if (state_.phase() != Phase::HandOver) return;
  state_.startNextHand();
  handStart_ = actions_.size();
}

Match Match::prefix(std::size_t n) const {
  n = std::min(n, actions_.size());
  Replay replay(*this);
  replay.stepTo(n);
  Match m = std::move(replay).take();
  if (n >= handStart_ && m.state_.handNumber() < state_.handNumber()) m.startNextHand();
  m.assists_ = assists_;
  return m;
}

}  // namespace hearts

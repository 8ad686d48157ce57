#include "core/match.h"

#include <algorithm>

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

Match::Match(const Rules& rules, std::uint64_t seed)
    : state_(GameState::newGame(rules, seed)) {}

ActionError Match::check(const Action& a) const {
  switch (a.kind) {
    case Action::Kind::Pass: return state_.checkPass(a.seat, a.cards);
    case Action::Kind::Play: return state_.checkPlay(a.seat, a.card);
    case Action::Kind::Moon: return state_.checkMoonChoice(a.seat, a.moon);
  }
  return ActionError::WrongPhase;
}

ActionError Match::apply(const Action& a) {
  const ActionError e = check(a);
  if (e != ActionError::None) return e;
  switch (a.kind) {
    case Action::Kind::Pass: state_.pass(a.seat, a.cards); break;
    case Action::Kind::Play: state_.play(a.card); break;
    case Action::Kind::Moon: state_.chooseMoon(a.moon); break;
  }
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
  Match m(rules(), seed());
  n = std::min(n, actions_.size());
  for (std::size_t i = 0; i < n; ++i) {
    if (m.state_.phase() == Phase::HandOver) m.startNextHand();
    m.apply(actions_[i]);
  }
  if (n >= handStart_ && m.state_.handNumber() < state_.handNumber()) m.startNextHand();
  m.assists_ = assists_;
  return m;
}

}  // namespace hearts

#include "core/history.h"

namespace hearts {

ActionError applyInTurn(Match& match, const Action& a) {
  if (match.state().phase() == Phase::HandOver) match.startNextHand();
  return match.apply(a);
}

Replay::Replay(const Match& game) : actions_(&game.actions()), match_(game.rules(), game.seed()) {}

bool Replay::beforeNext() {
  if (atEnd()) return false;
  if (state().phase() == Phase::HandOver) match_.startNextHand();
  return true;
}

void Replay::step() {
  if (!atEnd()) applyInTurn(match_, next());
}

void Replay::stepTo(std::size_t n) {
  while (applied() < n && !atEnd()) step();
}

bool Replay::toHandStart(int handNumber) {
  while (beforeNext() && state().handNumber() < handNumber) step();
  return state().handNumber() == handNumber && match_.handStart() == applied();
}

bool Replay::toHandEnd(int handNumber) {
  const auto scored = [this] { return static_cast<int>(match_.hands().size()); };
  while (scored() < handNumber && !atEnd()) step();
  return scored() == handNumber && state().handNumber() == handNumber;
}

}  // namespace hearts

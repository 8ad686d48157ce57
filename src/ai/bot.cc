#include "ai/bot.h"

namespace hearts::ai {

Decision decide(Bot& bot, const GameState& state, int seat, const Budget& budget) {
  bot.begin(state.viewFor(seat), seat, budget);
  while (!bot.think(1 << 30)) {
  }
  return bot.decision();
}

int seatToDecide(const GameState& state) {
  if (state.phase() != Phase::Passing) return state.toMove();
  int seat = 0;
  while (seat < 3 && state.hasPassed(seat)) ++seat;
  return seat;
}

Action actionFor(const GameState& state, int seat, const Decision& d) {
  switch (state.phase()) {
    case Phase::Passing: return Action::makePass(seat, d.pass);
    case Phase::MoonChoice: return Action::makeMoon(seat, d.moon);
    default: return Action::makePlay(seat, d.play);
  }
}

}  // namespace hearts::ai

#include "ai/bot.h"

namespace hearts::ai {

Decision decide(Bot& bot, const GameState& state, int seat, const Budget& budget) {
  bot.begin(state.viewFor(seat), seat, budget);
  while (!bot.think(1 << 30)) {
  }
  return bot.decision();
}

int seatToDecide(const GameState& state) { return state.firstToAct(); }

Action actionFor(const GameState& state, int seat, const Decision& d) {
  switch (state.phase()) {
    case Phase::Passing: return Action::makePass(seat, d.pass);
    case Phase::MoonChoice: return Action::makeMoon(seat, d.moon);
    default: return Action::makePlay(seat, d.play);
  }
}

}  // namespace hearts::ai

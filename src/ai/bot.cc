#include "ai/bot.h"

namespace hearts::ai {

Decision decide(Bot& bot, const GameState& state, int seat, const Budget& budget) {
  bot.begin(state.viewFor(seat), seat, budget);
  while (!bot.think(1 << 30)) {
  }
  return bot.decision();
}

}  // namespace hearts::ai

#include "ai/bot.h"

#include "ai/random_bot.h"

namespace hearts::ai {

bool isBotLevel(std::string_view level) { return level == "random"; }

std::unique_ptr<Bot> makeBot(std::string_view level, std::uint64_t seed) {
  if (level == "random") return std::make_unique<RandomBot>(seed);
  return nullptr;
}

Decision decide(Bot& bot, const GameState& state, int seat, const Budget& budget) {
  bot.begin(state.viewFor(seat), seat, budget);
  while (!bot.think(1 << 30)) {
  }
  return bot.decision();
}

}  // namespace hearts::ai

#include "ai/bot.h"

#include <array>

#include "ai/easy_bot.h"
#include "ai/medium_bot.h"
#include "ai/random_bot.h"
#include "ai/search_bot.h"

namespace hearts::ai {

namespace {
constexpr std::array<std::string_view, 5> kLevels = {"random", "easy", "medium", "hard", "expert"};
}  // namespace

bool isBotLevel(std::string_view level) {
  for (auto l : kLevels)
    if (l == level) return true;
  return false;
}

std::unique_ptr<Bot> makeBot(std::string_view level, std::uint64_t seed) {
  if (level == "random") return std::make_unique<RandomBot>(seed);
  if (level == "easy") return std::make_unique<EasyBot>(seed);
  if (level == "medium") return std::make_unique<MediumBot>();
  if (level == "hard") return std::make_unique<SearchBot>(SearchSettings::hard(), seed);
  if (level == "expert") return std::make_unique<SearchBot>(SearchSettings::expert(), seed);
  return nullptr;
}

Decision decide(Bot& bot, const GameState& state, int seat, const Budget& budget) {
  bot.begin(state.viewFor(seat), seat, budget);
  while (!bot.think(1 << 30)) {
  }
  return bot.decision();
}

}  // namespace hearts::ai

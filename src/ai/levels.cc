#include "ai/levels.h"

#include <array>
#include <utility>

#include "ai/easy_bot.h"
#include "ai/medium_bot.h"
#include "ai/random_bot.h"
#include "ai/search_bot.h"

namespace hearts::ai {

bool canBeTold(BotLevel level) {
  return level == BotLevel::Medium || level == BotLevel::Hard || level == BotLevel::Expert;
}

std::unique_ptr<Bot> makeBot(const BotConfig& config, std::uint64_t seed) {
  switch (config.level) {
    case BotLevel::Random: return std::make_unique<RandomBot>(seed);
    case BotLevel::Easy: return std::make_unique<EasyBot>(seed);
    case BotLevel::Medium: return std::make_unique<MediumBot>(config.toldShooter);
    case BotLevel::Hard:
    case BotLevel::Expert: break;
  }
  SearchLevel level = config.level == BotLevel::Hard ? SearchLevel::hard() : SearchLevel::expert();
  level.toldShooter = config.toldShooter;
  return std::make_unique<SearchBot>(std::move(level), seed);
}

}  // namespace hearts::ai

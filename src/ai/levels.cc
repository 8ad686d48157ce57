#include "ai/levels.h"

#include <array>
#include <utility>

#include "ai/easy_bot.h"
#include "ai/medium_bot.h"
#include "ai/random_bot.h"
#include "ai/search_bot.h"

namespace hearts::ai {

namespace {
constexpr std::array<BotLevel, 5> kLevels = {BotLevel::Random, BotLevel::Easy, BotLevel::Medium,
                                             BotLevel::Hard, BotLevel::Expert};
constexpr std::array<std::string_view, 5> kNames = {"random", "easy", "medium", "hard", "expert"};
}  // namespace

std::span<const BotLevel> botLevels() { return kLevels; }

std::string_view levelName(BotLevel level) { return kNames[static_cast<std::size_t>(level)]; }

std::optional<BotLevel> parseLevel(std::string_view name) {
  for (std::size_t i = 0; i < kNames.size(); ++i)
    if (kNames[i] == name) return static_cast<BotLevel>(i);
  return std::nullopt;
}

bool isBotLevel(std::string_view name) { return parseLevel(name).has_value(); }

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

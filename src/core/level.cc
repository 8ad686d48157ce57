#include "core/level.h"

#include <array>

namespace hearts {

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

}  // namespace hearts

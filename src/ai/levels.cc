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
constexpr std::array<BotLevel, 1> kArenaOnly = {BotLevel::Shooter};
constexpr std::array<std::string_view, 6> kNames = {"random", "easy",   "medium",
                                                    "hard",   "expert", "shooter"};

// The search's values of a search level.
SearchLevel searchLevel(BotLevel level) {
  switch (level) {
    case BotLevel::Hard: return SearchLevel::hard();
    case BotLevel::Expert: return SearchLevel::expert();
    default: return SearchLevel::shooter();
  }
}

bool isSearchLevel(BotLevel level) {
  return level == BotLevel::Hard || level == BotLevel::Expert || level == BotLevel::Shooter;
}

}  // namespace

std::span<const BotLevel> botLevels() { return kLevels; }
std::span<const BotLevel> arenaOnlyLevels() { return kArenaOnly; }

std::string_view levelName(BotLevel level) { return kNames[static_cast<std::size_t>(level)]; }

std::optional<BotLevel> parseLevel(std::string_view name) {
  for (std::size_t i = 0; i < kNames.size(); ++i)
    if (kNames[i] == name) return static_cast<BotLevel>(i);
  return std::nullopt;
}

bool isBotLevel(std::string_view name) {
  const std::optional<BotLevel> level = parseLevel(name);
  return level && *level != BotLevel::Shooter;
}

bool canBeTold(BotLevel level) { return level == BotLevel::Medium || isSearchLevel(level); }

std::unique_ptr<Bot> makeBot(const BotConfig& config, std::uint64_t seed) {
  switch (config.level) {
    case BotLevel::Random: return std::make_unique<RandomBot>(seed);
    case BotLevel::Easy: return std::make_unique<EasyBot>(seed);
    case BotLevel::Medium: return std::make_unique<MediumBot>(config.toldShooter);
    case BotLevel::Hard:
    case BotLevel::Expert:
    case BotLevel::Shooter: break;
  }
  SearchLevel level = config.search ? *config.search : searchLevel(config.level);
  level.toldShooter = config.toldShooter;
  return std::make_unique<SearchBot>(std::move(level), seed);
}

namespace {

// A search level with some of its values changed, "LEVEL:key=value,...", or an error text.
std::string variantLevel(std::string_view spec, BotConfig& out) {
  const auto colon = spec.find(':');
  const std::string_view name = spec.substr(0, colon);
  const std::optional<BotLevel> level = parseLevel(name);
  if (!level || !isSearchLevel(*level))
    return "only hard, expert and shooter have settings to change, not \"" + std::string(name) + "\"";
  SearchLevel values = searchLevel(*level);
  values.name = std::string(spec);
  std::string_view rest = spec.substr(colon + 1);
  if (rest.empty()) return "no settings after \"" + std::string(name) + ":\"";
  while (!rest.empty()) {
    const auto comma = rest.find(',');
    const std::string_view item = rest.substr(0, comma);
    rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
    const auto eq = item.find('=');
    if (eq == std::string_view::npos) return "\"" + std::string(item) + "\" is not key=value";
    std::string error = values.set(item.substr(0, eq), item.substr(eq + 1));
    if (!error.empty()) return error;
  }
  out.level = *level;
  out.toldShooter = values.toldShooter;
  out.search = std::move(values);
  return {};
}

// Medium's one setting, "medium:told_shooter=K" (K from 1 to 3), or an error text.
std::string mediumVariant(std::string_view spec, BotConfig& out) {
  constexpr std::string_view kTold = "medium:told_shooter=";
  if (spec.size() == kTold.size() + 1 && spec.substr(0, kTold.size()) == kTold &&
      spec.back() >= '1' && spec.back() <= '3') {
    out = BotConfig(BotLevel::Medium, spec.back() - '0');
    return {};
  }
  return "medium has one setting, told_shooter=1, 2 or 3, not \"" + std::string(spec) + "\"";
}

}  // namespace

std::string parseBotSpec(std::string_view spec, BotConfig& out) {
  if (const std::optional<BotLevel> level = parseLevel(spec)) {
    out = BotConfig(*level);
    return {};
  }
  if (spec.find(':') == std::string_view::npos) return "\"" + std::string(spec) + "\" is not a bot level";
  if (spec.substr(0, 7) == "medium:") return mediumVariant(spec, out);
  return variantLevel(spec, out);
}

std::string checkBotSpec(std::string_view spec) {
  BotConfig config;
  return parseBotSpec(spec, config);
}

std::unique_ptr<Bot> makeBot(std::string_view spec, std::uint64_t seed) {
  BotConfig config;
  if (!parseBotSpec(spec, config).empty()) return nullptr;
  return makeBot(config, seed);
}

}  // namespace hearts::ai

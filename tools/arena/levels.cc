#include "arena/levels.h"

#include <utility>

#include "ai/search_bot.h"
#include "arena/search_values.h"

namespace hearts::arena {

ai::SearchLevel shooterLevel() {
  ai::SearchLevel s = ai::SearchLevel::hard();
  s.name = std::string(kShooter);
  s.moonDefence = false;
  s.iterations = 2000;
  s.stopWhenClear = false;
  s.moonPlans = ai::MoonPlans::EveryCard;
  s.moonPassSets = 6;
  s.planDefence = ai::PlanDefence::Policy;  // its plans face the policy's defence, as before hard planned any
  s.moonBonus = 26;
  return s;
}

namespace {

// The search level of that name, and the game's level it is or came from.
std::optional<std::pair<ai::SearchLevel, ai::BotLevel>> searchLevel(std::string_view name) {
  if (name == kShooter) return std::pair(shooterLevel(), ai::BotLevel::Hard);
  const std::optional<ai::BotLevel> level = ai::parseLevel(name);
  if (level == ai::BotLevel::Hard) return std::pair(ai::SearchLevel::hard(), *level);
  if (level == ai::BotLevel::Expert) return std::pair(ai::SearchLevel::expert(), *level);
  return std::nullopt;
}

// A search level with some of its values changed, "LEVEL:key=value,...", or an error text.
std::string variantLevel(std::string_view text, BotSpec& out) {
  const auto colon = text.find(':');
  const std::string_view name = text.substr(0, colon);
  auto level = searchLevel(name);
  if (!level) return "only hard, expert and shooter have settings to change, not \"" + std::string(name) + "\"";
  ai::SearchLevel& values = level->first;
  values.name = std::string(text);
  std::string_view rest = text.substr(colon + 1);
  if (rest.empty()) return "no settings after \"" + std::string(name) + ":\"";
  while (!rest.empty()) {
    const auto comma = rest.find(',');
    const std::string_view item = rest.substr(0, comma);
    rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
    const auto eq = item.find('=');
    if (eq == std::string_view::npos) return "\"" + std::string(item) + "\" is not key=value";
    std::string error = setSearchValue(values, item.substr(0, eq), item.substr(eq + 1));
    if (!error.empty()) return error;
  }
  out.config = ai::BotConfig(level->second, values.toldShooter);
  out.search = std::move(values);
  return {};
}

// Medium's one setting, "medium:told_shooter=K" (K from 1 to 3), or an error text.
std::string mediumVariant(std::string_view text, BotSpec& out) {
  constexpr std::string_view kTold = "medium:told_shooter=";
  if (text.size() == kTold.size() + 1 && text.substr(0, kTold.size()) == kTold &&
      text.back() >= '1' && text.back() <= '3') {
    out = BotSpec{ai::BotConfig(ai::BotLevel::Medium, text.back() - '0'), std::nullopt};
    return {};
  }
  return "medium has one setting, told_shooter=1, 2 or 3, not \"" + std::string(text) + "\"";
}

}  // namespace

std::string parseBotSpec(std::string_view text, BotSpec& out) {
  if (text == kShooter) {
    out = BotSpec{ai::BotConfig(ai::BotLevel::Hard), shooterLevel()};
    return {};
  }
  if (const std::optional<ai::BotLevel> level = ai::parseLevel(text)) {
    out = BotSpec{ai::BotConfig(*level), std::nullopt};
    return {};
  }
  if (text.find(':') == std::string_view::npos) return "\"" + std::string(text) + "\" is not a bot level";
  if (text.substr(0, 7) == "medium:") return mediumVariant(text, out);
  return variantLevel(text, out);
}

std::string checkBotSpec(std::string_view text) {
  BotSpec spec;
  return parseBotSpec(text, spec);
}

bool canBeTold(const BotSpec& spec) { return spec.search || ai::canBeTold(spec.config.level); }

std::unique_ptr<ai::Bot> makeBot(const BotSpec& spec, std::uint64_t seed) {
  if (!spec.search) return ai::makeBot(spec.config, seed);
  ai::SearchLevel level = *spec.search;
  level.toldShooter = spec.config.toldShooter;
  return std::make_unique<ai::SearchBot>(std::move(level), seed);
}

std::unique_ptr<ai::Bot> makeBot(std::string_view text, std::uint64_t seed) {
  BotSpec spec;
  if (!parseBotSpec(text, spec).empty()) return nullptr;
  return makeBot(spec, seed);
}

}  // namespace hearts::arena

#include "ai/levels.h"

#include <array>
#include <utility>

#include "ai/easy_bot.h"
#include "ai/medium_bot.h"
#include "ai/random_bot.h"
#include "ai/search_bot.h"

namespace hearts::ai {

namespace {
constexpr std::array<std::string_view, 5> kLevels = {"random", "easy", "medium", "hard", "expert"};
constexpr std::array<std::string_view, 1> kArenaOnly = {"shooter"};
}  // namespace

std::span<const std::string_view> botLevels() { return kLevels; }
std::span<const std::string_view> arenaOnlyLevels() { return kArenaOnly; }

bool isBotLevel(std::string_view level) {
  for (auto l : kLevels)
    if (l == level) return true;
  return false;
}

namespace {

// A search level with some of its values changed, "LEVEL:key=value,...", or an error text.
std::string variantLevel(std::string_view spec, SearchLevel& out) {
  const auto colon = spec.find(':');
  const std::string_view level = spec.substr(0, colon);
  if (level == "hard") out = SearchLevel::hard();
  else if (level == "expert") out = SearchLevel::expert();
  else if (level == "shooter") out = SearchLevel::shooter();
  else return "only hard, expert and shooter have settings to change, not \"" + std::string(level) + "\"";
  out.name = std::string(spec);
  std::string_view rest = spec.substr(colon + 1);
  if (rest.empty()) return "no settings after \"" + std::string(level) + ":\"";
  while (!rest.empty()) {
    const auto comma = rest.find(',');
    const std::string_view item = rest.substr(0, comma);
    rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
    const auto eq = item.find('=');
    if (eq == std::string_view::npos) return "\"" + std::string(item) + "\" is not key=value";
    std::string error = out.set(item.substr(0, eq), item.substr(eq + 1));
    if (!error.empty()) return error;
  }
  return {};
}

// Medium's one setting, "medium:told_shooter=K" (K from 1 to 3); the told seat or an error.
std::string mediumVariant(std::string_view spec, int& told) {
  constexpr std::string_view kTold = "medium:told_shooter=";
  if (spec.size() == kTold.size() + 1 && spec.substr(0, kTold.size()) == kTold &&
      spec.back() >= '1' && spec.back() <= '3') {
    told = spec.back() - '0';
    return {};
  }
  return "medium has one setting, told_shooter=1, 2 or 3, not \"" + std::string(spec) + "\"";
}

}  // namespace

std::string checkBotSpec(std::string_view spec) {
  if (isBotLevel(spec)) return {};
  for (auto l : kArenaOnly)
    if (l == spec) return {};
  if (spec.find(':') == std::string_view::npos) return "\"" + std::string(spec) + "\" is not a bot level";
  int told = 0;
  if (spec.substr(0, 7) == "medium:") return mediumVariant(spec, told);
  SearchLevel variant;
  return variantLevel(spec, variant);
}

std::unique_ptr<Bot> makeBot(std::string_view level, std::uint64_t seed) {
  if (level.substr(0, 7) == "medium:") {
    int told = 0;
    if (!mediumVariant(level, told).empty()) return nullptr;
    return std::make_unique<MediumBot>(told);
  }
  if (level.find(':') != std::string_view::npos) {
    SearchLevel variant;
    if (!variantLevel(level, variant).empty()) return nullptr;
    return std::make_unique<SearchBot>(std::move(variant), seed);
  }
  if (level == "random") return std::make_unique<RandomBot>(seed);
  if (level == "easy") return std::make_unique<EasyBot>(seed);
  if (level == "medium") return std::make_unique<MediumBot>();
  if (level == "hard") return std::make_unique<SearchBot>(SearchLevel::hard(), seed);
  if (level == "expert") return std::make_unique<SearchBot>(SearchLevel::expert(), seed);
  if (level == "shooter") return std::make_unique<SearchBot>(SearchLevel::shooter(), seed);
  return nullptr;
}

}  // namespace hearts::ai

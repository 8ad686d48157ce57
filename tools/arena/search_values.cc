#include "arena/search_values.h"

#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <span>
#include <string>
#include <type_traits>
#include <variant>

namespace hearts::arena {

using ai::MoonPlans;
using ai::PlanDefence;
using ai::SearchLevel;

namespace {

constexpr std::array<std::string_view, 2> kMoonPlansNames = {"plan_card", "every_card"};
constexpr std::array<std::string_view, 2> kPlanDefenceNames = {"policy", "medium"};

std::span<const std::string_view> namesOf(MoonPlans) { return kMoonPlansNames; }
std::span<const std::string_view> namesOf(PlanDefence) { return kPlanDefenceNames; }

constexpr double kNoLimit = std::numeric_limits<double>::infinity();

// One value the command line may set: its name, where it lives, and the range a number must
// lie in (flags and modes are checked by name).
struct Setting {
  std::string_view key;
  std::variant<std::int64_t SearchLevel::*, int SearchLevel::*, double SearchLevel::*,
               bool SearchLevel::*, MoonPlans SearchLevel::*, PlanDefence SearchLevel::*>
      member;
  double min = 0;
  double max = kNoLimit;
};

const Setting kSettings[] = {
    {"iterations", &SearchLevel::iterations, 1},
    {"play_work", &SearchLevel::playWork},
    {"pass_candidates", &SearchLevel::passCandidates, 1, ai::kMaxPassSets},
    {"stop_when_clear", &SearchLevel::stopWhenClear},
    {"spend_time", &SearchLevel::spendTime},
    {"others_weight", &SearchLevel::othersWeight},
    {"moon_bonus", &SearchLevel::moonBonus},
    {"moon_plans", &SearchLevel::moonPlans},
    {"moon_pass_sets", &SearchLevel::moonPassSets, 0, ai::kMaxPassSets},
    {"plan_defence", &SearchLevel::planDefence},
    {"moon_defence", &SearchLevel::moonDefence},
    {"told_shooter", &SearchLevel::toldShooter, 0, 3},
};

template <typename T>
bool parseNumber(std::string_view text, T& out) {
  T v{};
  const char* end = text.data() + text.size();
  auto [p, ec] = std::from_chars(text.data(), end, v);
  if (ec != std::errc() || p != end) return false;
  out = v;
  return true;
}

// std::from_chars for floating point is missing from some standard libraries (Emscripten's).
bool parseNumber(std::string_view text, double& out) {
  const std::string copy(text);
  char* end = nullptr;
  const double v = std::strtod(copy.c_str(), &end);
  if (copy.empty() || end != copy.c_str() + copy.size() || !std::isfinite(v)) return false;
  out = v;
  return true;
}

// Parses `text` into `field`, within [min, max] for a number; false (and `field` as it
// was) when it is not a value of the field.
template <typename T>
bool parseInto(std::string_view text, T& field, double min, double max) {
  if constexpr (std::is_same_v<T, bool>) {
    if (text == "1" || text == "true") field = true;
    else if (text == "0" || text == "false") field = false;
    else return false;
    return true;
  } else if constexpr (std::is_enum_v<T>) {
    const auto names = namesOf(T{});
    for (std::size_t i = 0; i < names.size(); ++i) {
      if (names[i] != text) continue;
      field = static_cast<T>(i);
      return true;
    }
    return false;
  } else {
    T v{};
    if (!parseNumber(text, v)) return false;
    const auto d = static_cast<double>(v);
    if (d < min || d > max) return false;
    field = v;
    return true;
  }
}

}  // namespace

std::string setSearchValue(ai::SearchLevel& level, std::string_view key, std::string_view value) {
  for (const Setting& s : kSettings) {
    if (s.key != key) continue;
    const bool ok = std::visit([&](auto member) { return parseInto(value, level.*member, s.min, s.max); },
                               s.member);
    return ok ? std::string() : "bad value \"" + std::string(value) + "\" for " + std::string(key);
  }
  std::string known;
  for (const Setting& s : kSettings) {
    if (!known.empty()) known += ", ";
    known += s.key;
  }
  return "unknown setting \"" + std::string(key) + "\" (" + known + ")";
}

}  // namespace hearts::arena

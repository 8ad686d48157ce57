#include "ai/search_level.h"

#include <array>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <span>
#include <type_traits>
#include <variant>

namespace hearts::ai {

SearchLevel SearchLevel::hard() {
  SearchLevel s;
  s.name = "hard";
  // Between medium and expert, a clear step from each: with 1,000 playouts hard was
  // within 0.6 points per hand of expert (the two share the model of the play, and more
  // playouts past a thousand gain little), so a player met the same strength at both. With
  // 75 it takes about 1.7 points per hand fewer than three medium players take, and 1.9
  // more than expert at the same table (docs/BENCHMARKS.md, "Hard between medium and
  // expert").
  s.iterations = 75;
  s.passCandidates = 6;
  s.stopWhenClear = true;
  // Its own moon plans, at the pass and in play, judged against medium's defence as
  // expert's are: 0.11 points per hand fewer against three medium (two seeds), no change
  // measurable against three hard or three random players (docs/BENCHMARKS.md, "Moons").
  s.moonPlans = MoonPlans::PlanCard;
  s.moonPassSets = 2;
  s.planDefence = PlanDefence::Medium;
  s.moonDefence = true;
  return s;
}

SearchLevel SearchLevel::expert() {
  // A flat search over many more deals than hard's, weighed by the opponent model, that
  // spends its whole budget: every playout of an iteration budget, all of a time budget.
  SearchLevel s;
  s.name = "expert";
  s.iterations = 62500;
  s.playWork = 3250000;
  s.passCandidates = 20;
  s.spendTime = true;
  s.moonPlans = MoonPlans::PlanCard;
  s.moonPassSets = 4;
  // Its moon plans judged against medium's defence rather than the policy's: fewer tries
  // that fail half way, 0.26 points per hand fewer against three hard players and 0.24
  // against three medium; and, while the moon is open to it, its quiet playouts face that
  // defence too: 0.12 fewer against three medium, no change against three hard
  // (docs/BENCHMARKS.md, "The step from hard to expert").
  s.planDefence = PlanDefence::Medium;
  s.moonDefence = true;
  return s;
}

SearchLevel SearchLevel::shooter() {
  // Hard's search with the moon counted as worth far more than it is: it goes for the moon
  // whenever the playouts give it a fair chance, and plays like hard once the moon is lost.
  SearchLevel s = hard();
  s.name = "shooter";
  s.moonDefence = false;
  s.iterations = 2000;
  s.stopWhenClear = false;
  s.moonPlans = MoonPlans::EveryCard;
  s.moonPassSets = 6;
  s.planDefence = PlanDefence::Policy;  // its plans face the policy's defence, as before hard planned any
  s.moonBonus = 26;
  return s;
}

namespace {

constexpr std::array<std::string_view, 2> kMoonPlansNames = {"plan_card", "every_card"};
constexpr std::array<std::string_view, 2> kPlanDefenceNames = {"policy", "medium"};

std::span<const std::string_view> namesOf(MoonPlans) { return kMoonPlansNames; }
std::span<const std::string_view> namesOf(PlanDefence) { return kPlanDefenceNames; }

constexpr double kNoLimit = std::numeric_limits<double>::infinity();

// One value the arena's command line may set: its name, where it lives, and the range a
// number must lie in (flags and modes are checked by name).
struct Setting {
  std::string_view key;
  std::variant<std::int64_t SearchLevel::*, int SearchLevel::*, std::uint32_t SearchLevel::*,
               double SearchLevel::*, bool SearchLevel::*, MoonPlans SearchLevel::*,
               PlanDefence SearchLevel::*>
      member;
  double min = 0;
  double max = kNoLimit;
};

const Setting kSettings[] = {
    {"iterations", &SearchLevel::iterations, 1},
    {"play_work", &SearchLevel::playWork},
    {"pass_candidates", &SearchLevel::passCandidates, 1, kMaxPassSets},
    {"stop_when_clear", &SearchLevel::stopWhenClear},
    {"spend_time", &SearchLevel::spendTime},
    {"others_weight", &SearchLevel::othersWeight},
    {"moon_bonus", &SearchLevel::moonBonus},
    {"moon_plans", &SearchLevel::moonPlans},
    {"moon_pass_sets", &SearchLevel::moonPassSets, 0, kMaxPassSets},
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

std::string SearchLevel::set(std::string_view key, std::string_view value) {
  for (const Setting& s : kSettings) {
    if (s.key != key) continue;
    const bool ok = std::visit([&](auto member) { return parseInto(value, this->*member, s.min, s.max); },
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

}  // namespace hearts::ai

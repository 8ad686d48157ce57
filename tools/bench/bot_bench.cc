// hearts-bot-bench: time per decision of a bot level, the same program natively and in
// WebAssembly (under node), so the two can be compared side by side.
//
// The level plays seat 0 of seeded hands against three medium bots; every decision of seat
// 0 (passes and plays) is timed with the level's default budget or the one given. The
// signature is a checksum of every seat's decisions: with an iteration budget it must be the
// same on every platform.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>

#include "ai/levels.h"
#include "ai/match_loop.h"
#include "core/match.h"
#include "core/rng.h"

namespace {

using namespace hearts;

void usage() {
  std::puts(
      "usage: hearts-bot-bench [--level L] [--hands N] [--seed S] [--iterations N] [--preset P]\n"
      "Times every decision of LEVEL (default expert) in seat 0 over N hands (default 4)\n"
      "against three medium bots and prints the mean and maximum milliseconds per decision.");
}

}  // namespace

int main(int argc, char** argv) {
  std::string level = "expert";
  std::string preset = "standard";
  int hands = 4;
  std::uint64_t seed = 1;
  ai::Budget budget;
  for (int i = 1; i < argc; ++i) {
    const bool hasValue = i + 1 < argc;
    if (!std::strcmp(argv[i], "--level") && hasValue) {
      level = argv[++i];
    } else if (!std::strcmp(argv[i], "--hands") && hasValue) {
      hands = std::atoi(argv[++i]);
    } else if (!std::strcmp(argv[i], "--seed") && hasValue) {
      seed = std::strtoull(argv[++i], nullptr, 10);
    } else if (!std::strcmp(argv[i], "--iterations") && hasValue) {
      budget.iterations = std::atoll(argv[++i]);
    } else if (!std::strcmp(argv[i], "--preset") && hasValue) {
      preset = argv[++i];
    } else if (!std::strcmp(argv[i], "--help") || !std::strcmp(argv[i], "-h")) {
      usage();
      return 0;
    } else {
      std::fprintf(stderr, "hearts-bot-bench: unknown argument '%s'\n", argv[i]);
      usage();
      return 2;
    }
  }
  const auto rules = presetRules(preset);
  const std::optional<ai::BotLevel> timedLevel = ai::parseLevel(level);
  if (!rules || hands <= 0 || !timedLevel) {
    std::fprintf(stderr, "hearts-bot-bench: unknown level or preset, or bad hand count\n");
    return 2;
  }

  auto timed = ai::makeBot(*timedLevel, seed);
  auto others = ai::makeBot(ai::BotLevel::Medium, seed + 1);
  double total = 0, worst = 0;
  std::uint64_t signature = 0;
  long decisions = 0;
  int played = 0;
  const ai::Chooser timedChoose = [&](const GameState& g, int seat) -> std::optional<ai::Decision> {
    ai::Bot& bot = seat == 0 ? *timed : *others;
    const auto start = std::chrono::steady_clock::now();
    const ai::Decision d = ai::decide(bot, g, seat, seat == 0 ? budget : ai::Budget{});
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    if (seat == 0) {
      total += ms;
      worst = std::max(worst, ms);
      ++decisions;
    }
    // Every decision of every seat, so that the same seed and iteration budget can be
    // checked to decide the same natively and in WebAssembly.
    signature = mix64(signature ^ (d.pass.bits() * 0x9E3779B97F4A7C15ull) ^
                      (static_cast<std::uint64_t>(d.play.index) << 8) ^
                      static_cast<std::uint64_t>(d.moon));
    return d;
  };
  for (std::uint64_t game = 0; played < hands; ++game) {
    Match m(*rules, seed * 1000003 + game);
    const ai::PlayResult r =
        ai::playGame(m, timedChoose, [&played, hands](const GameState&) { return ++played < hands; });
    if (!r.ok()) {
      std::fprintf(stderr, "hearts-bot-bench: %s made an illegal decision\n", level.c_str());
      return 1;
    }
  }
  std::printf("level: %s\n", level.c_str());
  std::printf("decisions: %ld\n", decisions);
  std::printf("ms_per_decision_mean: %.2f\n", decisions ? total / static_cast<double>(decisions) : 0.0);
  std::printf("ms_per_decision_max: %.2f\n", worst);
  std::printf("signature: %016llx\n", static_cast<unsigned long long>(signature));
  return 0;
}

// hearts-advice-bench: how long the player's help takes: a hint (the expert's advice on one
// decision, session/hint.h) and the analysis of a whole hand after it (session/analysis.h).
// The same program natively and in WebAssembly (under node), for side-by-side figures.
//
// Seat 0 is played by a medium bot against three medium bots, over seeded hands. At each of
// seat 0's decisions with a choice, a hint is worked out as the game does, but without its
// one-second cap, so the time shown is what the advice needs; after each hand, that hand is
// analysed. Neither is cut into frames: the times are the work itself.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <optional>
#include <string>

#include "ai/levels.h"
#include "ai/match_loop.h"
#include "core/match.h"
#include "core/rng.h"
#include "session/analysis.h"
#include "session/hint.h"

namespace {

using namespace hearts;

double wallMs() {
  using namespace std::chrono;
  return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
}

struct Tally {
  double total = 0, worst = 0;
  long count = 0;
  void add(double ms) {
    total += ms;
    worst = std::max(worst, ms);
    ++count;
  }
  void print(const char* name) const {
    std::printf("%s: %ld\n", name, count);
    std::printf("%s_ms_mean: %.1f\n", name, count ? total / static_cast<double>(count) : 0.0);
    std::printf("%s_ms_max: %.1f\n", name, worst);
  }
};

void usage() {
  std::puts(
      "usage: hearts-advice-bench [--hands N] [--seed S] [--preset P]\n"
      "Times the expert's hint at every decision of seat 0 (a medium bot against three medium\n"
      "bots) over N hands (default 4), and the analysis of each hand after it.");
}

}  // namespace

int main(int argc, char** argv) {
  int hands = 4;
  std::uint64_t seed = 1;
  std::string preset = "standard";
  for (int i = 1; i < argc; ++i) {
    const bool hasValue = i + 1 < argc;
    if (!std::strcmp(argv[i], "--hands") && hasValue) {
      hands = std::atoi(argv[++i]);
    } else if (!std::strcmp(argv[i], "--seed") && hasValue) {
      seed = std::strtoull(argv[++i], nullptr, 10);
    } else if (!std::strcmp(argv[i], "--preset") && hasValue) {
      preset = argv[++i];
    } else if (!std::strcmp(argv[i], "--help") || !std::strcmp(argv[i], "-h")) {
      usage();
      return 0;
    } else {
      std::fprintf(stderr, "hearts-advice-bench: unknown argument '%s'\n", argv[i]);
      usage();
      return 2;
    }
  }
  const auto rules = presetRules(preset);
  if (!rules || hands <= 0) {
    std::fprintf(stderr, "hearts-advice-bench: unknown preset, or bad hand count\n");
    return 2;
  }
  const double forever = std::numeric_limits<double>::infinity();
  const session::Slicer::Clock wall = wallMs;
  auto bot = ai::makeBot(ai::BotLevel::Medium, seed);
  session::HintRunner hints;
  session::AnalysisRunner analyser;
  Tally hintTimes, analysisTimes;
  long playouts = 0;
  int played = 0;
  for (std::uint64_t game = 0; played < hands; ++game) {
    Match m(*rules, seed * 1000003 + game);
    // A hint at each of seat 0's decisions, then the medium bot's answer.
    const auto hintAndDecide = [&](const GameState& g, int seat) -> std::optional<ai::Decision> {
      if (seat == 0 && g.phase() != Phase::MoonChoice) {
        hints.start(g.viewFor(0), 0, mix64(seed ^ m.actions().size()), wallMs(), forever);
        hints.think(wall, forever);
        const session::Hint h = hints.result();
        if (!h.forced) {
          hintTimes.add(h.thinkMs);
          playouts += static_cast<long>(h.playouts);
        }
      }
      return ai::decide(*bot, g, seat, ai::Budget{});
    };
    // The analysis of each hand as it ends.
    const auto analyse = [&](const GameState&) {
      analyser.start(m, mix64(seed ^ game), wallMs());
      analyser.think(wall, forever);
      analysisTimes.add(analyser.result().thinkMs);
      return ++played < hands;
    };
    if (!ai::playGame(m, hintAndDecide, analyse).ok()) {
      std::fprintf(stderr, "hearts-advice-bench: an illegal decision\n");
      return 1;
    }
  }
  hintTimes.print("hints");
  std::printf("hint_playouts_mean: %.0f\n",
              hintTimes.count ? static_cast<double>(playouts) / static_cast<double>(hintTimes.count) : 0.0);
  analysisTimes.print("analyses");
  return 0;
}

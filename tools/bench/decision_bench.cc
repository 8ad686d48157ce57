// hearts-decision-bench: how much a search level's decisions lose to the noise of sampling.
//
// Positions are taken from hands played by four hard bots: every pass, and every play with
// a choice with probability 1/K. In each, a reference search (expert's flat search, every
// candidate searched to the end with a large budget) values every candidate; then each
// level given decides there at its own budget. Its regret is the reference value of the
// best candidate minus that of the one it chose (points of the evaluation, 0 when it chose
// the best): what more playouts, or a better use of them, could win back, and no more (the
// search's model of the play is the same for all). Prints the mean regret per kind of
// decision with a 95% interval, and the time per decision.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "ai/interchangeable.h"
#include "ai/levels.h"
#include "ai/match_loop.h"
#include "arena/levels.h"
#include "ai/search_bot.h"
#include "core/match.h"
#include "core/rng.h"

using namespace hearts;

namespace {

void usage() {
  std::puts(
      "usage: hearts-decision-bench [--positions N] [--seed S] [--reference N] [--every K]\n"
      "                             [--threads T] [--iterations N] [--level SPEC]...\n"
      "Values every candidate of N positions (default 200) with a reference search of N\n"
      "playouts (default 1000000), then prints for each level (default hard and expert)\n"
      "the mean regret of its decisions in points and its time per decision.");
}

struct Position {
  GameState state;
  int seat = 0;
};

// Positions from hands played by four hard bots: every pass, and each play with a choice
// with probability 1/every.
std::vector<Position> collect(const Rules& rules, std::uint64_t seed, int count, int every) {
  std::vector<Position> out;
  Rng pick(seed ^ 0xD1CEull);
  auto bot = ai::makeBot(ai::BotLevel::Hard, seed);
  const auto full = [&out, count] { return static_cast<int>(out.size()) >= count; };
  const ai::Chooser keepAndDecide = [&](const GameState& g, int seat) -> std::optional<ai::Decision> {
    if (full()) return std::nullopt;
    const bool choice = g.phase() == Phase::Playing && g.playState().legal().size() > 1;
    if (g.phase() == Phase::Passing ||
        (choice && pick.below(static_cast<std::uint32_t>(every)) == 0))
      out.push_back({g, seat});
    return ai::decide(*bot, g, seat, ai::Budget{});
  };
  for (std::uint64_t game = 0; !full(); ++game) {
    Match m(rules, seed * 1000003 + game);
    if (!ai::playGame(m, keepAndDecide, [&full](const GameState&) { return !full(); }).ok()) {
      std::fprintf(stderr, "hearts-decision-bench: an illegal decision\n");
      std::exit(1);
    }
  }
  return out;
}

struct Result {
  bool pass = false;
  bool matched = true;
  double regret = 0;
  double ms = 0;
};

// The reference value of the candidate the decision chose; false when it has none.
bool referenceValue(const std::vector<ai::SearchBot::CandidateStats>& stats, const Position& p,
                    const ai::Decision& d, double& value) {
  const GameState& g = p.state;
  for (const auto& c : stats) {
    const bool same =
        g.phase() == Phase::Passing
            ? c.cards == d.pass
            : (c.cards.lowest() == d.play ||
               ai::interchangeable(c.cards.lowest(), d.play,
                                   g.hand(p.seat) | g.playState().played, g.rules()));
    if (same) {
      value = c.value;
      return true;
    }
  }
  return false;
}

struct Stat {
  double mean = 0, ci = 0;
  int n = 0;
};

Stat summary(const std::vector<double>& xs) {
  Stat s;
  s.n = static_cast<int>(xs.size());
  if (s.n == 0) return s;
  for (double x : xs) s.mean += x;
  s.mean /= s.n;
  if (s.n < 2) return s;
  double v = 0;
  for (double x : xs) v += (x - s.mean) * (x - s.mean);
  s.ci = 1.96 * std::sqrt(v / (s.n - 1) / s.n);
  return s;
}

}  // namespace

int main(int argc, char** argv) {
  int positions = 200;
  std::uint64_t seed = 1;
  std::int64_t reference = 1000000;
  int every = 7;
  int threads = 1;
  ai::Budget budget;
  std::vector<std::string> levels;
  for (int i = 1; i < argc; ++i) {
    const bool hasValue = i + 1 < argc;
    if (!std::strcmp(argv[i], "--positions") && hasValue) positions = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--seed") && hasValue) seed = std::strtoull(argv[++i], nullptr, 10);
    else if (!std::strcmp(argv[i], "--reference") && hasValue) reference = std::atoll(argv[++i]);
    else if (!std::strcmp(argv[i], "--every") && hasValue) every = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--threads") && hasValue) threads = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--iterations") && hasValue) budget.iterations = std::atoll(argv[++i]);
    else if (!std::strcmp(argv[i], "--level") && hasValue) levels.emplace_back(argv[++i]);
    else if (!std::strcmp(argv[i], "--help") || !std::strcmp(argv[i], "-h")) {
      usage();
      return 0;
    } else {
      std::fprintf(stderr, "hearts-decision-bench: unknown argument '%s'\n", argv[i]);
      usage();
      return 2;
    }
  }
  if (levels.empty()) levels = {"hard", "expert"};
  if (positions <= 0 || reference <= 0 || every <= 0 || threads <= 0) {
    usage();
    return 2;
  }
  std::vector<arena::BotSpec> bots(levels.size());
  for (std::size_t l = 0; l < levels.size(); ++l) {
    const std::string error = arena::parseBotSpec(levels[l], bots[l]);
    if (!error.empty()) {
      std::fprintf(stderr, "hearts-decision-bench: %s\n", error.c_str());
      return 2;
    }
  }
  const Rules rules = *presetRules("standard");
  const std::vector<Position> all = collect(rules, seed, positions, every);

  // results[level][position]
  std::vector<std::vector<Result>> results(levels.size(), std::vector<Result>(all.size()));
  auto work = [&](int part) {
    ai::SearchLevel refLevel = ai::SearchLevel::expert();
    refLevel.spendTime = false;
    for (std::size_t i = part; i < all.size(); i += threads) {
      const Position& p = all[i];
      ai::SearchBot ref(refLevel, seed + i);
      ai::Budget refBudget;
      refBudget.iterations = reference;
      ai::decide(ref, p.state, p.seat, refBudget);
      const auto stats = ref.candidateStats();
      double best = -1e300;
      for (const auto& c : stats) best = std::max(best, c.value);
      for (std::size_t l = 0; l < levels.size(); ++l) {
        auto bot = arena::makeBot(bots[l], seed * 7919 + i);
        const auto start = std::chrono::steady_clock::now();
        const ai::Decision d = ai::decide(*bot, p.state, p.seat, budget);
        Result& r = results[l][i];
        r.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        r.pass = p.state.phase() == Phase::Passing;
        double v = 0;
        r.matched = stats.empty() || referenceValue(stats, p, d, v);
        r.regret = stats.empty() ? 0 : best - v;
      }
    }
  };
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) pool.emplace_back(work, t);
  for (auto& t : pool) t.join();

  std::printf("positions: %zu (reference %lld playouts)\n", all.size(), static_cast<long long>(reference));
  std::printf("%-40s %22s %22s %10s %9s\n", "level", "pass regret +- 95%", "play regret +- 95%",
              "ms/dec", "unmatched");
  for (std::size_t l = 0; l < levels.size(); ++l) {
    std::vector<double> pass, play;
    double ms = 0;
    int unmatched = 0;
    for (const Result& r : results[l]) {
      ms += r.ms;
      if (!r.matched) {
        ++unmatched;
        continue;
      }
      (r.pass ? pass : play).push_back(r.regret);
    }
    const Stat a = summary(pass), b = summary(play);
    std::printf("%-40s %9.4f +- %6.4f (%3d) %9.4f +- %6.4f (%3d) %10.1f %9d\n", levels[l].c_str(),
                a.mean, a.ci, a.n, b.mean, b.ci, b.n, ms / static_cast<double>(all.size()), unmatched);
  }
  return 0;
}

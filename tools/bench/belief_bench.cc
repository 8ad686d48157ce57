// hearts-belief-bench: how much of its belief a search level puts where the unseen cards are.
//
// Hard and expert decide over deals of the unseen cards: each deal is drawn uniformly from
// those that agree with what the seat knows (ai::DealSampler), then weighed by how well the
// policy explains the opponents' plays in it (SearchBot::dealWeight). Those weighted deals
// are the search's belief about where each card is. This tool replays the games of arena
// records (hearts-arena ... --records DIR), where every hand is known afterwards, and at
// every play that the level would search (more than one distinct card, any seat), draws
// --deals deals from the seat's view, as the search does, and reports for each belief:
//
//   - the mean log-loss (natural log) per card in doubt: -log P(the seat that really holds
//     it), over the cards the seat cannot see whose holder its knowledge leaves open (a card
//     passed to a seat and not yet played is known, and not counted);
//   - the mean probability on the right hand for the Q♠ and for the A♥ and K♥, where in
//     doubt;
//   - for the weighted belief, the effective share of its deals ((Σw)² / Σw² / deals).
//
// Rows: "uniform" (every agreeing deal alike) and the level's weighting, by trick. A belief
// with probability p on a card's true seat is scored with (1 - 1/100) p + 1/100 of a share
// spread evenly over the seats that may hold it, so that a finite sample never scores an
// infinite loss; the same for every row.
//
// Usage: hearts-belief-bench --records DIR [--level SPEC] [--deals N] [--files N]
//                            [--threads T] [--seed S]
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "ai/knowledge.h"
#include "ai/sampler.h"
#include "ai/search_bot.h"
#include "arena/levels.h"
#include "core/history.h"
#include "core/match.h"
#include "core/rng.h"
#include "record_files.h"
#include "records/record.h"

namespace {

using namespace hearts;

[[noreturn]] void usage(const std::string& problem) {
  bench::exitWithUsage("hearts-belief-bench", problem,
                       "usage: hearts-belief-bench --records DIR [--level SPEC] [--deals N] [--files N]\n"
                       "                           [--threads T] [--seed S]\n");
}

struct Options {
  std::string level = "expert";
  arena::BotSpec bot;
  std::string records;
  int deals = 200;
  std::size_t files = 0;  // 0: all
  int threads = 1;
  std::uint64_t seed = 1;
};

long wholeNumber(const std::string& arg, const std::string& value, long low, long high) {
  char* end = nullptr;
  const long n = std::strtol(value.c_str(), &end, 10);
  if (end == value.c_str() || *end != '\0' || n < low || n > high)
    usage(arg + " takes a whole number from " + std::to_string(low) + " to " + std::to_string(high));
  return n;
}

Options parse(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (i + 1 >= argc) usage("missing value after " + arg);
    const std::string value = argv[++i];
    if (arg == "--level") o.level = value;
    else if (arg == "--records") o.records = value;
    else if (arg == "--deals") o.deals = static_cast<int>(wholeNumber(arg, value, 1, 100000));
    else if (arg == "--files") o.files = static_cast<std::size_t>(wholeNumber(arg, value, 0, 1L << 30));
    else if (arg == "--threads") o.threads = static_cast<int>(wholeNumber(arg, value, 1, 256));
    else if (arg == "--seed") o.seed = static_cast<std::uint64_t>(wholeNumber(arg, value, 0, 1L << 40));
    else usage("unknown option " + arg);
  }
  if (o.records.empty()) usage("--records is required");
  if (!arena::parseBotSpec(o.level, o.bot).empty()) usage("unknown level " + o.level);
  return o;
}

constexpr int kTricks = 13;
enum Belief { kUniform, kWeighted, kBeliefs };
constexpr std::array<const char*, kBeliefs> kBeliefNames{"uniform", "weighted"};
constexpr double kSpread = 0.01;  // the share spread evenly over the seats that may hold a card

struct Tally {
  long positions = 0;
  long cards = 0;
  std::array<double, kBeliefs> logLoss{};
  long queens = 0;
  std::array<double, kBeliefs> queenRight{};
  long topHearts = 0;
  std::array<double, kBeliefs> topHeartsRight{};
  double effectiveShare = 0;  // summed over positions

  void add(const Tally& t) {
    positions += t.positions;
    cards += t.cards;
    queens += t.queens;
    topHearts += t.topHearts;
    effectiveShare += t.effectiveShare;
    for (int b = 0; b < kBeliefs; ++b) {
      logLoss[b] += t.logLoss[b];
      queenRight[b] += t.queenRight[b];
      topHeartsRight[b] += t.topHeartsRight[b];
    }
  }
};
using Tallies = std::array<Tally, kTricks>;

constexpr Card kAceOfHearts{Suit::Hearts, kAce};
constexpr Card kKingOfHearts{Suit::Hearts, kKing};

// How many of the other seats may hold `c`, as far as the seat of `k` knows: a card is in
// doubt when more than one may.
int possibleHolders(const ai::Knowledge& k, Card c) {
  int holders = 0;
  for (int s = 0; s < 4; ++s) holders += s != k.seat && k.allowed[s].contains(c);
  return holders;
}

// One decision: `truth` is every seat's real hand.
void measure(const GameState& view, int seat, const std::array<CardSet, 4>& truth,
             const Options& o, std::uint64_t seed, Tally& t) {
  std::unique_ptr<ai::Bot> bot = arena::makeBot(o.bot, seed);
  auto* search = dynamic_cast<ai::SearchBot*>(bot.get());
  if (search == nullptr) usage(o.level + " is not a search level");
  search->begin(view, seat, ai::Budget{});
  if (!search->samplesDeals()) return;
  const ai::Knowledge k = ai::Knowledge::fromView(view, seat);
  ai::DealSampler sampler;
  if (!sampler.prepare(k)) return;
  // Weight of each (card, seat) under each belief, and the weights' sums.
  std::array<std::array<std::array<double, 4>, 64>, kBeliefs> mass{};
  std::array<double, kBeliefs> total{};
  double squares = 0;
  Rng rng(seed);
  std::array<CardSet, 4> hands{};
  const CardSet unseen = CardSet::deck() - k.myHand - k.played;
  for (int d = 0; d < o.deals; ++d) {
    sampler.sample(rng, hands);
    const std::array<double, kBeliefs> w{1.0, static_cast<double>(search->dealWeight(hands))};
    squares += w[kWeighted] * w[kWeighted];
    for (int b = 0; b < kBeliefs; ++b) total[b] += w[b];
    for (int s = 0; s < 4; ++s) {
      if (s == seat) continue;
      for (Card c : hands[s] & unseen)
        for (int b = 0; b < kBeliefs; ++b) mass[b][c.index][s] += w[b];
    }
  }
  ++t.positions;
  t.effectiveShare += total[kWeighted] * total[kWeighted] / squares / o.deals;
  for (Card c : unseen) {
    const int holders = possibleHolders(k, c);
    int holder = -1;
    for (int s = 0; s < 4; ++s)
      if (s != seat && k.allowed[s].contains(c) && truth[s].contains(c)) holder = s;
    if (holders < 2 || holder < 0) continue;
    ++t.cards;
    const bool queen = c == kQueenOfSpades;
    const bool top = c == kAceOfHearts || c == kKingOfHearts;
    t.queens += queen;
    t.topHearts += top;
    for (int b = 0; b < kBeliefs; ++b) {
      const double p = mass[b][c.index][holder] / total[b];
      t.logLoss[b] -= std::log((1.0 - kSpread) * p + kSpread / holders);
      if (queen) t.queenRight[b] += p;
      if (top) t.topHeartsRight[b] += p;
    }
  }
}

// Every searched play of one record; false (with `error`) when it cannot be read or replayed.
bool measureFile(const std::filesystem::path& path, const Options& o, Tallies& tallies,
                 std::string& error) {
  const LoadedRecord loaded = loadRecord(bench::readText(path));
  if (!loaded.match) {
    error = loaded.error;
    return false;
  }
  const Match& done = *loaded.match;
  const std::uint64_t fileSeed =
      mix64(o.seed ^ std::hash<std::string>{}(path.filename().string()));
  std::uint64_t decisions = 0;
  for (Replay replay(done); replay.beforeNext(); replay.step()) {
    const GameState& s = replay.state();
    const Action& a = replay.next();
    if (a.kind == Action::Kind::Play && s.legalPlays().size() > 1) {
      std::array<CardSet, 4> truth{};
      for (int seat = 0; seat < 4; ++seat) truth[seat] = s.hand(seat);
      const int trick = std::min(s.tricksPlayed(), kTricks - 1);
      measure(s.viewFor(a.seat), a.seat, truth, o, mix64(fileSeed + ++decisions),
              tallies[static_cast<std::size_t>(trick)]);
    }
  }
  return true;
}

void printRow(const char* label, const Tally& t) {
  if (t.cards == 0) return;
  const auto mean = [](double sum, long n) { return sum / static_cast<double>(n); };
  // Two columns of mean probabilities, or dashes where no such card was in doubt.
  const auto pair = [&](const std::array<double, kBeliefs>& sums, long n) {
    if (n == 0) return std::string("    -      -  ");
    char text[32];
    std::snprintf(text, sizeof text, "%6.3f %6.3f", mean(sums[kUniform], n), mean(sums[kWeighted], n));
    return std::string(text);
  };
  const double u = mean(t.logLoss[kUniform], t.cards);
  const double w = mean(t.logLoss[kWeighted], t.cards);
  std::printf("%-7s %9ld %9ld   %8.4f %8.4f %+7.1f%%   %s   %s   %6.3f\n", label, t.positions,
              t.cards, u, w, (w - u) / u * 100.0, pair(t.queenRight, t.queens).c_str(),
              pair(t.topHeartsRight, t.topHearts).c_str(), mean(t.effectiveShare, t.positions));
}

}  // namespace

int main(int argc, char** argv) {
  const Options o = parse(argc, argv);
  std::string problem;
  const auto files = bench::recordFiles(o.records, o.files, problem);
  if (!problem.empty()) usage(problem);
  if (files.empty()) usage("no .json records in " + o.records);

  std::vector<Tallies> perFile(files.size());
  const auto errors = bench::replayFiles(files, o.threads, [&](std::size_t i, std::string& error) {
    return measureFile(files[i], o, perFile[i], error);
  });
  for (const std::string& e : errors) std::fprintf(stderr, "hearts-belief-bench: %s\n", e.c_str());
  if (!errors.empty()) return 1;

  Tallies byTrick{};
  for (const Tallies& f : perFile)
    for (int i = 0; i < kTricks; ++i) byTrick[static_cast<std::size_t>(i)].add(f[static_cast<std::size_t>(i)]);
  Tally all, middle;
  for (int i = 0; i < kTricks; ++i) {
    all.add(byTrick[static_cast<std::size_t>(i)]);
    if (i >= 2 && i <= 9) middle.add(byTrick[static_cast<std::size_t>(i)]);
  }
  std::printf("hearts-belief-bench: %zu records of %s, %s's weighting, %d deals a decision\n\n",
              files.size(), o.records.c_str(), o.level.c_str(), o.deals);
  std::printf("                              log-loss per card in doubt     Q♠ right        A♥ K♥ right     effective\n");
  std::printf("trick   decisions     cards    %-8s %-8s change    %-6s %-6s   %-6s %-6s   share\n",
              kBeliefNames[kUniform], kBeliefNames[kWeighted], "unif.", "weigh.", "unif.", "weigh.");
  for (int i = 0; i < kTricks; ++i)
    printRow(std::to_string(i + 1).c_str(), byTrick[static_cast<std::size_t>(i)]);
  printRow("3-10", middle);
  printRow("all", all);
  return 0;
}

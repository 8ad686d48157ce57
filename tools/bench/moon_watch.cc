// hearts-moon-watch: how well a search level sees a moon coming.
//
// Replays the games of arena records (hearts-arena ... --duplicate --records DIR) and, at
// every play with a choice made by a seat that is not the shooter's, asks LEVEL (a search
// level: hard, expert or a variant) for its decision from that seat's view. The search
// weighs its sampled deals and models an opponent as going for the moon in some of them;
// the largest such share of the weight is what moonTiebreakShare is compared with
// (SearchBot::moonShares). Each decision is counted by that share and by how its hand
// ended: with a moon by the opponent seen (a moon coming, seen), by another player, or
// none. With a shooter at the table, the decisions of the hands it shot show how early
// and how clearly the moon was seen; without one (--shooter -1, say four hard players),
// the decisions that saw a share show what a defence keyed to it would cost.
//
// --shooter P is the shooter's position on the arena's command line (0 to 3; in rotation r
// it sits in seat (P + r) mod 4); its own plays are not asked about.
// --tsv FILE writes one line per decision: file, hand, trick, seat, the opponent with the
// largest share, the share, the hand's moon shooter (-1 for none), the card played in the
// record, the card LEVEL chose and the card a defender keeping its stoppers would play
// against that opponent (the moon tie-break's card; "-" when no opponent was seen) and
// how much better LEVEL valued its own card than that one, in points.
//
// Usage: hearts-moon-watch --level SPEC --records DIR [--shooter P] [--threads T]
//                          [--files N] [--tsv FILE]
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "ai/interchangeable.h"
#include "ai/levels.h"
#include "ai/policy.h"
#include "ai/search_bot.h"
#include "core/match.h"
#include "core/rng.h"
#include "records/record.h"
#include "record_files.h"

namespace {

using namespace hearts;

[[noreturn]] void usage(const std::string& problem) {
  bench::exitWithUsage("hearts-moon-watch", problem,
                       "usage: hearts-moon-watch --level SPEC --records DIR [--shooter P] [--threads T]\n"
                       "                         [--files N] [--tsv FILE]\n");
}

struct Options {
  std::string level;
  ai::BotConfig bot;  // level as read
  std::string records;
  int shooter = -1;
  int threads = 1;
  std::size_t files = 0;  // 0: all
  std::string tsv;
};

Options parse(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (i + 1 >= argc) usage("missing value after " + arg);
    const std::string value = argv[++i];
    if (arg == "--level") o.level = value;
    else if (arg == "--records") o.records = value;
    else if (arg == "--tsv") o.tsv = value;
    else if (arg == "--shooter" || arg == "--threads" || arg == "--files") {
      char* end = nullptr;
      const long n = std::strtol(value.c_str(), &end, 10);
      if (end == value.c_str() || *end != '\0') usage(arg + " needs a whole number");
      if (arg == "--shooter") {
        if (n < -1 || n > 3) usage("--shooter takes -1 (none) or 0 to 3");
        o.shooter = static_cast<int>(n);
      } else if (arg == "--threads") {
        if (n < 1 || n > 256) usage("--threads takes 1 to 256");
        o.threads = static_cast<int>(n);
      } else {
        if (n < 0) usage("--files takes 0 (all) or more");
        o.files = static_cast<std::size_t>(n);
      }
    } else {
      usage("unknown option " + arg);
    }
  }
  if (o.level.empty() || o.records.empty()) usage("--level and --records are required");
  if (!ai::parseBotSpec(o.level, o.bot).empty()) usage("unknown level " + o.level);
  return o;
}

struct Row {
  int hand = 0;
  int trick = 0;
  int seat = 0;
  int seen = -1;  // the opponent with the largest share
  double share = 0;
  int moon = -1;  // the hand's moon shooter
  Card played{};
  Card chosen{};
  Card defender{};  // what a defender keeping its stoppers plays against `seen`
  double gap = 0;   // the search's value of `chosen` less that of `defender`, in points
};

// Every decision of one record; false (with `error`) when it cannot be read or replayed.
bool watchFile(const std::filesystem::path& path, const Options& o, std::vector<Row>& rows,
               std::string& error) {
  const LoadedRecord loaded = loadRecord(bench::readText(path));
  if (!loaded.match) {
    error = loaded.error;
    return false;
  }
  const int rotation = bench::rotationOf(path.filename().string());
  const int shooterSeat = o.shooter < 0 || rotation < 0 ? -1 : (o.shooter + rotation) % 4;
  const Match& done = *loaded.match;
  Match m(done.rules(), done.seed());
  std::vector<Row> hand;
  int handIndex = 0;
  std::uint64_t decisions = 0;
  const auto finishHand = [&](int moon) {
    for (Row& r : hand) r.moon = moon;
    rows.insert(rows.end(), hand.begin(), hand.end());
    hand.clear();
    ++handIndex;
  };
  for (const Action& a : done.actions()) {
    if (m.state().phase() == Phase::HandOver) {
      finishHand(m.hands().back().moonShooter);
      m.startNextHand();
    }
    if (a.kind == Action::Kind::Play && a.seat != shooterSeat &&
        m.state().legalPlays().size() > 1) {
      auto bot = ai::makeBot(o.bot, mix64(std::hash<std::string>{}(path.filename().string()) ^
                                            ++decisions));
      auto* search = dynamic_cast<ai::SearchBot*>(bot.get());
      if (search == nullptr) {
        error = o.level + " is not a search level";
        return false;
      }
      const ai::Decision d = ai::decide(*search, m.state().viewFor(a.seat), a.seat, ai::Budget{});
      const auto shares = search->moonShares();
      Row r;
      r.hand = handIndex;
      r.trick = m.state().tricksPlayed() + 1;
      r.seat = a.seat;
      const auto top = std::max_element(shares.begin(), shares.end());
      r.share = *top;
      r.seen = r.share > 0 ? static_cast<int>(top - shares.begin()) : -1;
      r.played = a.card;
      r.chosen = d.play;
      if (r.seen >= 0) {
        const GameState view = m.state().viewFor(a.seat);
        ai::PolicyParams defence = ai::PolicyParams::forRules(view.rules());
        defence.moonShooter = r.seen;
        defence.keepStoppers = true;
        defence.followLow = true;
        r.defender = ai::policyChoice(view.playState(), view.legalPlays(), defence);
        // A candidate stands for the cards interchangeable with it.
        const CardSet ownOrGone = view.hand(a.seat) | view.played();
        const auto same = [&](Card x, Card y) {
          return x == y || ai::interchangeable(x, y, ownOrGone, view.rules());
        };
        double chosenValue = 0, defenderValue = 0;
        for (const auto& c : search->candidateStats()) {
          if (same(c.cards.lowest(), r.chosen)) chosenValue = c.value;
          if (same(c.cards.lowest(), r.defender)) defenderValue = c.value;
        }
        r.gap = chosenValue - defenderValue;
      }
      hand.push_back(r);
    }
    if (m.apply(a) != ActionError::None) {
      error = "an action the rules refuse";
      return false;
    }
  }
  if (m.state().phase() == Phase::HandOver || m.state().phase() == Phase::GameOver) {
    if (!m.hands().empty()) finishHand(m.hands().back().moonShooter);
  }
  return true;
}

constexpr std::array<double, 7> kBounds{0.0, 0.001, 0.10, 0.25, 0.50, 0.75, 1.0001};

int bucketOf(double share) {
  for (std::size_t b = 1; b < kBounds.size(); ++b)
    if (share < kBounds[b]) return static_cast<int>(b) - 1;
  return static_cast<int>(kBounds.size()) - 2;
}

}  // namespace

int main(int argc, char** argv) {
  const Options o = parse(argc, argv);
  std::string problem;
  const std::vector<std::filesystem::path> files = bench::recordFiles(o.records, o.files, problem);
  if (!problem.empty()) usage(problem);
  if (files.empty()) usage("no .json records in " + o.records);

  std::vector<std::vector<Row>> perFile(files.size());
  const auto errors = bench::replayFiles(files, o.threads, [&](std::size_t i, std::string& error) {
    return watchFile(files[i], o, perFile[i], error);
  });
  for (const std::string& e : errors) std::fprintf(stderr, "hearts-moon-watch: %s\n", e.c_str());

  // By the largest share seen: decisions, and of them those in hands where the opponent
  // seen shot the moon, and where someone else did.
  const auto percent = [](long part, long whole) {
    return whole > 0 ? 100.0 * static_cast<double>(part) / static_cast<double>(whole) : 0.0;
  };
  constexpr int kBuckets = static_cast<int>(kBounds.size()) - 1;
  std::array<long, kBuckets> count{}, seenShot{}, otherShot{};
  std::array<long, 14> shotByTrick{}, seenByTrick{};
  long total = 0;
  std::FILE* tsv = o.tsv.empty() ? nullptr : std::fopen(o.tsv.c_str(), "w");
  if (!o.tsv.empty() && tsv == nullptr) usage("cannot write " + o.tsv);
  if (tsv) std::fprintf(tsv, "file\thand\ttrick\tseat\tseen\tshare\tmoon\tplayed\tchosen\tdefender\tgap\n");
  for (std::size_t i = 0; i < files.size(); ++i) {
    for (const Row& r : perFile[i]) {
      const int b = bucketOf(r.share);
      ++count[b];
      ++total;
      if (r.moon >= 0 && r.moon != r.seat) {
        if (r.moon == r.seen) ++seenShot[b];
        else ++otherShot[b];
        ++shotByTrick[r.trick];
        if (r.moon == r.seen && r.share >= 0.5) ++seenByTrick[r.trick];
      }
      if (tsv)
        std::fprintf(tsv, "%s\t%d\t%d\t%d\t%d\t%.4f\t%d\t%s\t%s\t%s\t%.3f\n",
                     files[i].filename().string().c_str(), r.hand, r.trick, r.seat, r.seen,
                     r.share, r.moon, cardName(r.played).c_str(), cardName(r.chosen).c_str(),
                     r.seen >= 0 ? cardName(r.defender).c_str() : "-", r.gap);
    }
  }
  if (tsv) std::fclose(tsv);

  std::printf("hearts-moon-watch: %s on %zu records of %s, %ld plays with a choice by the "
              "seats other than the shooter's\n\n", o.level.c_str(), files.size(),
              o.records.c_str(), total);
  std::printf("largest moon share   decisions   in hands the opponent seen shot   "
              "in hands another player shot\n");
  for (int b = 0; b < kBuckets; ++b) {
    char label[32];
    if (b == 0) std::snprintf(label, sizeof label, "0");
    else std::snprintf(label, sizeof label, "%.0f%% to %.0f%%", kBounds[b] * 100,
                       std::min(100.0, kBounds[b + 1] * 100));
    std::printf("%-18s %11ld %14ld (%5.1f%%) %22ld (%5.1f%%)\n", label, count[b], seenShot[b],
                percent(seenShot[b], count[b]), otherShot[b], percent(otherShot[b], count[b]));
  }
  std::printf("\nby trick, decisions in hands another player shot, and of them those that saw "
              "the shooter in half the weight or more:\n");
  for (int t = 1; t <= 13; ++t)
    std::printf("  trick %2d: %5ld  %5ld (%5.1f%%)\n", t, shotByTrick[t], seenByTrick[t],
                percent(seenByTrick[t], shotByTrick[t]));
  return errors.empty() ? 0 : 1;
}

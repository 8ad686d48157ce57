// hearts-policy-fit: how often the policy plays what the players of arena records played.
//
// The policy (src/ai/policy.h) is the search levels' model of their opponents (a sampled
// deal is weighed by how many of the opponents' plays the policy would not have made in it)
// and the player that finishes their playouts, for every seat. Where it plays unlike the
// players the search meets, both are off. This tool replays the games of arena records
// (hearts-arena ... --duplicate --records DIR) and, for each of the four positions on the
// arena's command line (in rotation r, position P sits in seat (P + r) mod 4), counts the
// plays with a choice and those where the policy, from the same position, would have played
// the same card or one interchangeable with it; by situation (the first trick, a lead, a
// follow that could stay under the trick's winning card, a follow that had to go over, a
// discard) and by part of the hand. And for each pass, how many of its cards the policy's
// pass shares with it.
//
// The model compared is the one the search levels use (PolicyParams::forRules of the
// records' rules, as hard and expert model their opponents); --medium compares medium's
// own policy instead (its moon defence switched on).
//
// Last, for the moon: each hand of each position by how many more of the seat's plays, while
// the moon was open to it, the policy would not have made than the moon's plan (shootChoice)
// would not, with the moons the seat shot in those hands; and the hands after the first of
// each record (the arena keeps a player in one seat for the record's hands) by whether the
// seat had played like a shooter (3 or more) earlier in the record: what a player that
// remembered who went for the moon would have had to go on. Those counts are
// ai::moonSignOf's, always against the policy's defaults (src/ai/moon_watch.h).
//
// --tsv FILE writes one line per play with a choice: file, hand, trick, position, situation,
// the card played and the policy's card.
//
// Usage: hearts-policy-fit --records DIR [--files N] [--medium] [--tsv FILE]
#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "ai/interchangeable.h"
#include "ai/moon_watch.h"
#include "ai/policy.h"
#include "core/match.h"
#include "record_files.h"
#include "records/record.h"

namespace {

using namespace hearts;

[[noreturn]] void usage(const std::string& problem) {
  bench::exitWithUsage("hearts-policy-fit", problem,
                       "usage: hearts-policy-fit --records DIR [--files N] [--medium] [--tsv FILE]\n");
}

enum Situation { kFirstTrick, kLead, kUnder, kOver, kDiscard, kSituations };
constexpr std::array<const char*, kSituations> kSituationNames{
    "first trick", "lead", "follow, could stay under", "follow, had to go over", "discard"};
enum Part { kEarly, kMiddle, kLate, kParts };
constexpr std::array<const char*, kParts> kPartNames{"tricks 2-4", "tricks 5-9", "tricks 10-13"};

struct Tally {
  long plays = 0;
  long same = 0;
  void add(bool agrees) {
    ++plays;
    same += agrees;
  }
};

struct Position {
  std::array<Tally, kSituations> bySituation{};
  std::array<Tally, kParts> byPart{};
  Tally all;
  Tally leadSuit;  // leads: the policy's card of the same suit as the card led
  std::array<long, 4> passShared{};  // passes sharing 0..3 cards with the policy's
  long passes = 0;
  // Hands by how many more of the seat's plays (while the moon was open to it) the policy
  // missed than the moon's plan, 0 or fewer .. 4 or more, and of them those the seat shot;
  // the hands after a record's first by whether the seat had tried (3 or more) in an
  // earlier hand of it, and of them those it shot.
  std::array<long, 5> tryHands{};
  std::array<long, 5> tryMoons{};
  std::array<long, 2> laterHands{};
  std::array<long, 2> laterMoons{};
};

Situation situationOf(const PlayState& s, CardSet legal) {
  if (s.tricksDone == 0) return kFirstTrick;
  if (s.trick.count == 0) return kLead;
  if (!legal.intersects(s.ledSuitCards())) return kDiscard;
  return legal.intersects(belowInSuit(s.winningCard())) ? kUnder : kOver;
}

bool tallyFile(const std::filesystem::path& path, const ai::PolicyParams& base,
               std::array<Position, 4>& positions, std::FILE* tsv, std::string& error) {
  const LoadedRecord loaded = loadRecord(bench::readText(path));
  if (!loaded.match) {
    error = loaded.error;
    return false;
  }
  const int rotation = bench::rotationOf(path.filename().string());
  if (rotation < 0 || rotation > 3) {
    error = "not named hands-NNNNN-rR.json";
    return false;
  }
  const Match& done = *loaded.match;
  Match m(done.rules(), done.seed());
  ai::PolicyParams params = base;
  params.rules = done.rules();
  int hand = 0;
  std::array<int, 4> policyMisses{}, shooterMisses{};
  std::array<bool, 4> triedBefore{};
  const auto endHand = [&] {
    const HandResult& r = m.hands().back();
    for (int seat = 0; seat < 4; ++seat) {
      Position& p = positions[static_cast<std::size_t>((seat - rotation + 4) % 4)];
      const int d = std::clamp(policyMisses[seat] - shooterMisses[seat], 0, 4);
      const bool shot = r.moonShooter == seat;
      ++p.tryHands[static_cast<std::size_t>(d)];
      p.tryMoons[static_cast<std::size_t>(d)] += shot;
      if (hand > 0) {
        ++p.laterHands[triedBefore[seat]];
        p.laterMoons[triedBefore[seat]] += shot;
      }
      if (d >= ai::kMoonTrySigns) triedBefore[seat] = true;
    }
    policyMisses = {};
    shooterMisses = {};
  };
  for (const Action& a : done.actions()) {
    if (m.state().phase() == Phase::HandOver) {
      endHand();
      m.startNextHand();
      ++hand;
    }
    const int position = (a.seat - rotation + 4) % 4;
    Position& p = positions[static_cast<std::size_t>(position)];
    if (a.kind == Action::Kind::Pass) {
      const CardSet dealt = m.state().hand(a.seat);
      const CardSet policy = ai::policyPass(dealt, a.cards.size(), params);
      ++p.passShared[static_cast<std::size_t>(std::min(3, (policy & a.cards).size()))];
      ++p.passes;
    } else if (a.kind == Action::Kind::Play) {
      const GameState& state = m.state();
      const PlayState& s = state.playState();
      const CardSet legal = state.legalPlays();
      const CardSet ownOrGone = state.hand(a.seat) | state.played();
      if (ai::distinctMoves(legal, ownOrGone, a.card, done.rules()).size() > 1) {
        const Card policy = ai::policyChoice(s, legal, params);
        const bool agrees = policy == a.card || ai::interchangeable(policy, a.card, ownOrGone, done.rules());
        const Situation situation = situationOf(s, legal);
        p.bySituation[situation].add(agrees);
        if (tsv)
          std::fprintf(tsv, "%s\t%d\t%d\t%d\t%s\t%s\t%s\n", path.filename().string().c_str(), hand,
                       s.tricksDone + 1, position, kSituationNames[situation],
                       cardName(a.card).c_str(), cardName(policy).c_str());
        if (s.tricksDone > 0) p.byPart[s.tricksDone < 4 ? kEarly : s.tricksDone < 9 ? kMiddle : kLate].add(agrees);
        p.all.add(agrees);
        if (s.trick.count == 0 && s.tricksDone > 0) p.leadSuit.add(policy.suit() == a.card.suit());
        const ai::MoonSign sign = ai::moonSignOf(state, a.card);
        policyMisses[a.seat] += sign.unlikePolicy;
        shooterMisses[a.seat] += sign.unlikePlan;
      }
    }
    if (m.apply(a) != ActionError::None) {
      error = "an action the rules refuse";
      return false;
    }
  }
  if (m.state().phase() == Phase::HandOver || m.state().phase() == Phase::GameOver) endHand();
  return true;
}

double percent(long part, long whole) {
  return whole > 0 ? 100.0 * static_cast<double>(part) / static_cast<double>(whole) : 0.0;
}

// One line of the table: a tally of each position.
template <typename Pick>
void printRow(const char* label, const std::array<Position, 4>& positions, Pick pick) {
  std::printf("%-26s", label);
  for (const Position& p : positions) {
    const Tally& t = pick(p);
    std::printf("  %7ld %5.1f%%", t.plays, percent(t.same, t.plays));
  }
  std::printf("\n");
}

}  // namespace

int main(int argc, char** argv) {
  std::string records;
  std::size_t limit = 0;
  bool medium = false;
  std::string tsvPath;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--medium") {
      medium = true;
    } else if (arg == "--tsv" && i + 1 < argc) {
      tsvPath = argv[++i];
    } else if (arg == "--records" && i + 1 < argc) {
      records = argv[++i];
    } else if (arg == "--files" && i + 1 < argc) {
      char* end = nullptr;
      const long n = std::strtol(argv[++i], &end, 10);
      if (*end != '\0' || n < 0) usage("--files takes 0 (all) or more");
      limit = static_cast<std::size_t>(n);
    } else {
      usage("unknown or incomplete option " + arg);
    }
  }
  if (records.empty()) usage("--records is required");
  std::string problem;
  const auto files = bench::recordFiles(records, limit, problem);
  if (!problem.empty()) usage(problem);
  if (files.empty()) usage("no .json records in " + records);

  ai::PolicyParams params;
  if (medium) {
    // As MediumBot plays (src/ai/medium_bot.cc).
    params.keepStoppers = true;
    params.followLow = true;
    params.stopThreshold = 16;
  }
  std::FILE* tsv = tsvPath.empty() ? nullptr : std::fopen(tsvPath.c_str(), "w");
  if (!tsvPath.empty() && tsv == nullptr) usage("cannot write " + tsvPath);
  if (tsv) std::fprintf(tsv, "file\thand\ttrick\tposition\tsituation\tplayed\tpolicy\n");
  std::array<Position, 4> positions{};
  int failed = 0;
  for (const auto& file : files) {
    std::string error;
    if (!tallyFile(file, params, positions, tsv, error)) {
      std::fprintf(stderr, "hearts-policy-fit: %s: %s\n", file.string().c_str(), error.c_str());
      ++failed;
    }
  }

  if (tsv) std::fclose(tsv);
  std::printf("hearts-policy-fit: %s policy against %zu records of %s\n\n",
              medium ? "medium's" : "the search levels'", files.size(), records.c_str());
  std::printf("plays with a choice, and the policy's share of them played alike, by position:\n");
  std::printf("%-26s", "");
  for (int p = 0; p < 4; ++p) std::printf("  %14s", ("position " + std::to_string(p)).c_str());
  std::printf("\n");
  for (std::size_t s = 0; s < kSituations; ++s)
    printRow(kSituationNames[s], positions, [s](const Position& p) { return p.bySituation[s]; });
  for (std::size_t part = 0; part < kParts; ++part)
    printRow(kPartNames[part], positions, [part](const Position& p) { return p.byPart[part]; });
  printRow("every play", positions, [](const Position& p) { return p.all; });
  printRow("leads, the same suit", positions, [](const Position& p) { return p.leadSuit; });
  std::printf("\npasses, and how many of their cards the policy's pass shares (0 1 2 3):\n");
  for (int p = 0; p < 4; ++p) {
    const Position& pos = positions[static_cast<std::size_t>(p)];
    std::printf("position %d  %6ld passes ", p, pos.passes);
    for (long n : pos.passShared)
      std::printf(" %5.1f%%", percent(n, pos.passes));
    std::printf("\n");
  }
  std::printf("\nhands by the policy's misses minus the moon plan's while the moon was open\n"
              "(0- 1 2 3 4+), each with the moons the seat shot; then later hands of a record\n"
              "by whether the seat tried (3+) earlier in it, with the moons shot:\n");
  for (int p = 0; p < 4; ++p) {
    const Position& pos = positions[static_cast<std::size_t>(p)];
    std::printf("moon tries, position %d ", p);
    for (std::size_t d = 0; d < 5; ++d) std::printf(" %6ld (%4ld)", pos.tryHands[d], pos.tryMoons[d]);
    std::printf("   not tried %6ld (%4ld)  tried %6ld (%4ld)\n", pos.laterHands[0], pos.laterMoons[0],
                pos.laterHands[1], pos.laterMoons[1]);
  }
  return failed == 0 ? 0 : 1;
}

// Whole arena runs with built-in bots: reproducibility, duplicate mode, blocks, games.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

#include "ai/levels.h"
#include "arena/arena.h"
#include "arena_test_support.h"
#include "records/record.h"

namespace hearts::arena {
namespace {

using test::config;

// Everything in a result that depends on the play (not on the clock).
std::string playedPart(const ArenaResult& r) {
  std::ostringstream out;
  out << r.handsPlayed << ' ' << r.gamesPlayed << ' ' << r.samples << ' ' << r.matches << '\n';
  for (const PlayerResult& p : r.players) {
    out.precision(17);
    out << p.name << ' ' << p.totalPoints << ' ' << p.pointsPerHand.mean << ' ' << p.pointsPerHand.ci95
        << ' ' << p.diffToOthers.mean << ' ' << p.diffToOthers.ci95 << ' ' << p.moonsShot << ' '
        << p.moonsSuffered << ' ' << p.gamesWon << ' ' << p.moves << ' ' << p.hands << '\n';
  }
  return out.str();
}

TEST_CASE("the same seed plays the same matches, on one thread or several") {
  ArenaConfig c = config({"random", "easy", "random", "medium"}, 40);
  c.duplicate = true;
  c.seed = 99;
  const std::string one = playedPart(runArena(c));
  CHECK(one == playedPart(runArena(c)));
  c.threads = 3;
  CHECK(one == playedPart(runArena(c)));
  c.seed = 100;
  CHECK(one != playedPart(runArena(c)));
}

TEST_CASE("hands mode plays exactly the deals asked, each scored on its own") {
  ArenaConfig c = config({"random", "random", "random", "random"}, 10);
  const ArenaResult r = runArena(c);
  CHECK(r.handsPlayed == 10);
  CHECK(r.samples == 10);
  CHECK(r.matches == 3);  // blocks of 4, 4 and 2 hands
  double total = 0;
  for (const PlayerResult& p : r.players) {
    CHECK(p.hands == 10);
    CHECK(p.moves == 10 * 13 + 8);  // 13 plays a hand, a pass on the 8 hands that pass
    CHECK(p.msPerMove >= 0);
    CHECK(p.msMax >= p.msPerMove);
    CHECK(p.faults == 0);
    total += p.totalPoints;
  }
  // Each hand hands out 26 points, or 78 when a moon is shot.
  int moons = 0;
  for (const PlayerResult& p : r.players) moons += p.moonsShot;
  CHECK(total == 26 * 10 + 52 * moons);
}

TEST_CASE("duplicate mode plays every deal in four rotations; a sample is one deal") {
  ArenaConfig c = config({"random", "random", "random", "random"}, 12);
  c.duplicate = true;
  const ArenaResult r = runArena(c);
  CHECK(r.handsPlayed == 48);
  CHECK(r.samples == 12);
  CHECK(r.matches == 12);
  double diffs = 0;
  int shot = 0;
  int suffered = 0;
  for (const PlayerResult& p : r.players) {
    CHECK(p.hands == 48);
    diffs += p.diffToOthers.mean;
    shot += p.moonsShot;
    suffered += p.moonsSuffered;
  }
  CHECK(diffs == doctest::Approx(0).epsilon(1e-9));
  CHECK(suffered == 3 * shot);
}

TEST_CASE("blocks are shortened when the rules could end a game sooner") {
  CHECK(handsPerBlock(presetRules("standard").value()) == 4);
  CHECK(handsPerBlock(presetRules("pass-two").value()) == 4);
  Rules r = presetRules("standard").value();
  r.targetScore = 50;
  CHECK(handsPerBlock(r) == 2);
  r.targetScore = 26;
  CHECK(handsPerBlock(r) == 1);
  r = presetRules("standard").value();
  r.maxHands = 3;
  CHECK(handsPerBlock(r) == 3);

  ArenaConfig c = config({"random", "random", "random", "random"}, 9);
  c.rules.targetScore = 30;
  c.duplicate = true;
  const ArenaResult result = runArena(c);
  CHECK(result.handsPlayed == 36);
  CHECK(result.samples == 9);
}

TEST_CASE("games mode plays whole games and counts wins") {
  ArenaConfig c = config({"random", "random", "random", "random"}, 3);
  c.gamesMode = true;
  c.rules = presetRules("pass-two").value();  // four hands at most: quick
  c.duplicate = true;
  const ArenaResult r = runArena(c);
  CHECK(r.gamesPlayed == 12);
  CHECK(r.samples == 3);
  CHECK(r.handsPlayed <= 48);
  CHECK(r.handsPlayed >= 12);
  int wins = 0;
  for (const PlayerResult& p : r.players) wins += p.gamesWon;
  CHECK(wins >= 12);  // shared wins count for each winner
  CHECK(wins <= 48);
}

TEST_CASE("a better bot shows as better in duplicate mode") {
  if (!ai::isBotLevel("medium")) return;
  ArenaConfig c = config({"random", "medium", "random", "random"}, 60);
  c.duplicate = true;
  const ArenaResult r = runArena(c);
  const PlayerResult& m = r.players[1];
  CHECK(m.diffToOthers.mean + m.diffToOthers.ci95 < 0);
  CHECK(m.pointsPerHand.mean < r.players[0].pointsPerHand.mean);
}

TEST_CASE("players that watch for moons tell a frequent shooter from the others, and say so") {
  // The shooter tries for the moon in many of its hands; the watchers take it for a shooter
  // after enough of them and are told so in later matches, the other two never.
  ArenaConfig c = config({"hard:iterations=100", "shooter", "medium", "easy"}, 120);
  std::ostringstream log;
  c.log = &log;
  c.watchMoons = 0b1101u;
  runArena(c);
  const std::string said = log.str();
  CAPTURE(said);
  const auto told = [&](int watcher, int watched) {
    const std::string head = "player " + std::to_string(watcher) + " watched player " + std::to_string(watched) + ":";
    const auto at = said.find(head);
    REQUIRE(at != std::string::npos);
    const auto in = said.find("told a shooter in ", at) + 18;
    return std::stoi(said.substr(in));
  };
  CHECK(told(0, 1) > 0);
  CHECK(told(2, 1) > 0);
  CHECK(told(0, 2) == 0);
  CHECK(told(0, 3) == 0);
  CHECK(told(2, 3) == 0);
  CHECK(told(3, 1) == 0);  // easy only watches: it cannot be told
  CHECK(said.find("player 1 watched") == std::string::npos);
}

TEST_CASE("every match can be saved as a game record that loads again") {
  const auto top = std::filesystem::temp_directory_path() /
                   ("hearts-arena-records-" + std::to_string(::getpid()));
  const auto dir = top / "made" / "by-the-arena";  // the arena makes the missing directories
  ArenaConfig c = config({"random", "random", "random", "random"}, 6);
  c.duplicate = true;
  c.recordsDir = dir.string();
  runArena(c);
  std::string seed;
  for (int r = 0; r < 4; ++r) {
    std::ifstream in(dir / ("hands-00002-r" + std::to_string(r) + ".json"));
    REQUIRE(in.good());
    std::stringstream text;
    text << in.rdbuf();
    const LoadedRecord loaded = loadRecord(text.str());
    REQUIRE_MESSAGE(loaded.match.has_value(), loaded.error);
    CHECK(loaded.match->hands().size() == 2);  // the second block holds deals 5 and 6
    // The four rotations replay the same deals.
    if (r == 0) seed = std::to_string(loaded.match->seed());
    CHECK(std::to_string(loaded.match->seed()) == seed);
  }
  std::filesystem::remove_all(top);
}

TEST_CASE("a records directory that cannot be made stops the arena before it plays, saying why") {
  const auto file = std::filesystem::temp_directory_path() /
                    ("hearts-arena-not-a-dir-" + std::to_string(::getpid()));
  std::ofstream(file) << "a file, not a directory\n";
  ArenaConfig c = config({"random", "random", "random", "random"}, 4);
  c.recordsDir = file.string();
  CHECK_THROWS_WITH_AS(runArena(c), doctest::Contains("cannot make the records directory"),
                       std::runtime_error);
  c.recordsDir = (file / "below").string();
  CHECK_THROWS_WITH_AS(runArena(c), doctest::Contains(file.string().c_str()), std::runtime_error);
  std::filesystem::remove(file);
}

TEST_CASE("the JSON report has the players in seat order with the promised keys") {
  ArenaConfig c = config({"random", "easy", "random", "random"}, 4);
  const ArenaResult r = runArena(c);
  const auto j = reportJson(c, r);
  REQUIRE(j["players"].size() == 4);
  for (std::size_t s = 0; s < 4; ++s) {
    const auto& p = j["players"][s];
    CHECK(p["seat"] == s);
    for (const char* key : {"name", "points_per_hand", "ci95", "moons_shot", "moons_suffered", "faults",
                            "ms_per_move", "ms_per_move_max", "diff_to_others", "diff_ci95", "games_won"})
      CHECK_MESSAGE(p.contains(key), key);
  }
  CHECK(j["players"][1]["name"] == "easy");
  CHECK(j["forfeit"] == false);
  std::ostringstream table;
  printReport(table, c, r);
  CHECK(table.str().find("pts/hand") != std::string::npos);
  CHECK(table.str().find("easy") != std::string::npos);
}

}  // namespace
}  // namespace hearts::arena

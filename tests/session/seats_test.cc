// The seats at the table: each opponent's level (a custom table as well as a preset), the
// bots made seat by seat, and the player's name as the score sheet, the statistics and the
// share text show it.
#include <doctest/doctest.h>

#include <map>
#include <memory>
#include <set>
#include <string>

#include "ai/levels.h"
#include "ai/random_bot.h"
#include "core/level.h"
#include "records/record.h"
#include "session/bot_runner.h"
#include "session/daily.h"
#include "session/game_session.h"
#include "session/player_name.h"
#include "session/statistics.h"
#include "session/wording.h"
#include "test_games.h"

using namespace hearts;
using namespace hearts::session;

namespace {
const TableLevels kMixed{BotLevel::Random, BotLevel::Expert, BotLevel::Expert};
Rules classic() { return *presetRules("classic"); }
}  // namespace

TEST_CASE("a table of levels: one level for every seat, or each seat its own, named for files and links") {
  const TableLevels hard = BotLevel::Hard;
  CHECK(hard.same() == BotLevel::Hard);
  CHECK_FALSE(hard.mixed());
  for (int seat = 0; seat < 4; ++seat) CHECK(hard.of(seat) == BotLevel::Hard);
  CHECK(levelsKey(hard) == "hard");

  CHECK(kMixed.mixed());
  CHECK(kMixed.of(1) == BotLevel::Random);
  CHECK(kMixed.of(2) == BotLevel::Expert);
  CHECK(kMixed.of(0) == BotLevel::Expert);  // a bot in the player's seat plays at the strongest
  CHECK(levelsKey(kMixed) == "random/expert/expert");
  CHECK(parseLevelsKey("random/expert/expert") == kMixed);
  CHECK(parseLevelsKey("random,expert,expert") == kMixed);
  CHECK(parseLevelsKey("hard") == hard);
  for (const char* bad : {"", "grandmaster", "random/expert", "random/expert/expert/easy", "random//expert",
                          "random/expert/"})
    CHECK_FALSE(parseLevelsKey(bad).has_value());
}

TEST_CASE("the bot runner makes each seat's bot at that seat's level, with the seeds of one level for all") {
  const GameState start = GameState::newGame(classic(), 4);
  std::map<int, ai::BotConfig> made;
  std::map<int, std::uint64_t> seeds;
  int seatNow = 0;
  BotRunner bots(9, [] { return 0.0; }, [&](const ai::BotConfig& config, std::uint64_t seed) {
    made[seatNow] = config;
    seeds[seatNow] = seed;
    return std::make_unique<ai::RandomBot>(seed);
  });
  bots.seat(kMixed, 0b1110u);
  for (seatNow = 1; seatNow < 4; ++seatNow) bots.begin(seatNow, start.viewFor(seatNow), 100, 0);
  CHECK(made[1].level == BotLevel::Random);
  CHECK(made[2].level == BotLevel::Expert);
  CHECK(made[3].level == BotLevel::Expert);
  // The same seats, moments and seed at one level: the same seeds (ai::decisionSeed).
  const std::map<int, std::uint64_t> mixedSeeds = seeds;
  bots.seat(BotLevel::Expert, 0b1110u);
  for (seatNow = 1; seatNow < 4; ++seatNow) bots.begin(seatNow, start.viewFor(seatNow), 100, 0);
  CHECK(seeds == mixedSeeds);
  for (int seat = 1; seat < 4; ++seat) CHECK(made[seat].level == BotLevel::Expert);
}

TEST_CASE("a game whose opponents play at different levels seats them so and keeps them in its record") {
  std::multiset<BotLevel> kinds;
  GameSpec spec{Match(classic(), 12), kMixed, Pacing::fast(), 5};
  GameSession g(std::move(spec), 0, [] { return 0.0; }, [&](const ai::BotConfig& config, std::uint64_t seed) {
    kinds.insert(config.level);
    return std::make_unique<ai::RandomBot>(seed);
  });
  CHECK(g.levels() == kMixed);
  double now = 0;
  for (int step = 0; step < 4000 && g.match().actions().size() < 20; ++step) {
    testing::playerMoves(g, now);
    g.update(now += 50, 5);
  }
  REQUIRE(g.match().actions().size() >= 20);
  // Seat 1 is random, seats 2 and 3 expert: two expert bots made for each random one.
  CHECK(kinds.count(BotLevel::Random) > 0);
  CHECK(kinds.count(BotLevel::Expert) >= kinds.count(BotLevel::Random));
  CHECK(kinds.count(BotLevel::Random) + kinds.count(BotLevel::Expert) == kinds.size());

  const LoadedRecord back = loadRecord(g.record());
  REQUIRE(back.match);
  CHECK(back.levels == kMixed);
  CHECK(back.level.empty());  // "levels" instead of "level"
  CHECK(g.record().find(R"("levels":["random","expert","expert"])") != std::string::npos);

  // A table of one level again: the record names it as before, and the change is told.
  Choices choices;
  choices.levels = BotLevel::Hard;
  g.follow(choices);
  CHECK(g.levels() == TableLevels(BotLevel::Hard));
  CHECK(loadRecord(g.record()).level == "hard");
  CHECK_FALSE(loadRecord(g.record()).levels.has_value());
  CHECK(g.takeNotice() == "The bots play at Hard from their next move");
  choices.levels = kMixed;
  g.follow(choices);
  CHECK(g.takeNotice() == "The bots play at Ava Random, Ben Expert, Cleo Expert from their next move");
}

TEST_CASE("the bots' names with their levels, and the levels of a table in words") {
  CHECK(nameWithLevel(1, kMixed) == "Ava \u00b7 random");
  CHECK(nameWithLevel(3, kMixed) == "Cleo \u00b7 expert");
  CHECK(levelsText(BotLevel::Hard) == "Hard");
  CHECK(levelsText(kMixed) == "Ava Random, Ben Expert, Cleo Expert");
}

TEST_CASE("a game against a custom table of levels is a line of the statistics of its own") {
  Statistics s;
  GameSummary g;
  g.level = levelsKey(kMixed);
  g.preset = "classic";
  g.hands = 5;
  g.won = true;
  s.add(g);
  g.level = "expert";
  g.won = false;
  s.add(g);
  REQUIRE(s.find("random/expert/expert", "classic"));
  CHECK(s.find("random/expert/expert", "classic")->games == 1);
  CHECK(s.find("random/expert/expert", "classic")->wins == 1);
  CHECK(s.find("expert", "classic")->wins == 0);
  Statistics back;
  std::string error;
  REQUIRE(back.fromJson(s.toJson(), &error));
  REQUIRE(back.find("random/expert/expert", "classic"));
  CHECK(back.find("random/expert/expert", "classic")->games == 1);
  CHECK(back.total().games == 2);
}

TEST_CASE("the player's name: trimmed, at most 16 characters the game's letters can show, the default when empty") {
  CHECK(checkPlayerName("  Sam ").name == "Sam");
  CHECK(checkPlayerName("  Sam ").ok());
  CHECK(checkPlayerName("").name == "You");
  CHECK(checkPlayerName("   ").name == "You");
  CHECK(checkPlayerName("Zo\u00eb \u0160imi\u0107").ok() == false);  // ć is not among the font's letters
  CHECK(checkPlayerName("Zo\u00eb \u0160imon").name == "Zo\u00eb \u0160imon");
  // Sixteen characters of two bytes each are allowed; seventeen are not.
  std::string sixteen;
  for (int i = 0; i < 16; ++i) sixteen += "\u00e9";
  CHECK(checkPlayerName(sixteen).ok());
  CHECK(checkPlayerName(sixteen + "e").error == "A name may have at most 16 characters");
  const NameCheck emoji = checkPlayerName("Sam \U0001F600");
  CHECK_FALSE(emoji.ok());
  CHECK(emoji.error.find("\U0001F600") != std::string::npos);
  CHECK_FALSE(checkPlayerName("Sam\xff").ok());
  CHECK_FALSE(checkPlayerName("Sam\xc3").ok());
  CHECK(dropLastCodePoint("Zo\u00eb") == "Zo");
  CHECK(dropLastCodePoint("") == "");
}

TEST_CASE("the player's name in the statistics' title and the daily deal's share text; the default reads as before") {
  CHECK(statisticsTitle("You") == "Statistics");
  CHECK(statisticsTitle("Sam") == "Sam\u2019s statistics");
  DailyResult r;
  r.date = Date{2026, 11, 28};
  r.score = 17;
  r.par = 21;
  const std::string plain = dailyShareText(r, "https://x/?daily=2026-11-28", false);
  CHECK(plain.rfind("Hearts \u00b7 Daily deal 2026-11-28", 0) == 0);
  CHECK(dailyShareText(r, "https://x/?daily=2026-11-28", false, "You") == plain);
  CHECK(dailyShareText(r, "https://x/?daily=2026-11-28", false, "Sam").rfind(
            "Hearts \u00b7 Sam \u00b7 Daily deal 2026-11-28: 17, par 21", 0) == 0);
}

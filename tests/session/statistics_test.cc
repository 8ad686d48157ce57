// The player's statistics: what each finished game counts for, how they add up, and how they
// are kept across versions of the save.
#include <doctest/doctest.h>

#include "ai/moon_watch.h"
#include "core/rules.h"
#include "session/review.h"
#include "session/statistics.h"
#include "../core/test_support.h"
#include "test_games.h"

using namespace hearts;
using namespace hearts::session;

namespace {

// A whole game in which every seat plays its lowest legal card and the player its highest.
Match wholeGame(std::uint64_t seed, const char* preset = "standard") {
  return test::scriptedGame(*presetRules(preset), seed, test::Picks::PlayerHighest);
}

}  // namespace

TEST_CASE("a finished game counts its hands, score, moons, Q♠ and help, as the match says") {
  Match m = wholeGame(3);
  m.assists().hints = 4;
  m.assists().undos = 2;
  const GameSummary g = summarize(m, "hard");
  CHECK(g.level == "hard");
  CHECK(g.preset == "standard");
  CHECK(g.finalScore == m.state().score(0));
  CHECK(g.won == ((m.state().winners() & 1u) != 0));
  CHECK(g.hands == static_cast<int>(m.hands().size()));
  CHECK(g.hints == 4);
  CHECK(g.undos == 2);
  int shot = 0, suffered = 0, queens = 0;
  for (const HandResult& h : m.hands()) {
    shot += h.moonShooter == 0;
    suffered += h.moonShooter > 0;
    // Who took the Q♠, from the hand's tricks as the review tells them.
    const auto r = reviewHand(m, h.handNumber);
    REQUIRE(r);
    for (const ReviewTrick& t : r->tricks)
      for (Card c : t.cards) queens += c == kQueenOfSpades && t.winner == 0;
  }
  CHECK(queens > 0);
  CHECK(g.moonsShot == shot);
  CHECK(g.moonsSuffered == suffered);
  CHECK(g.queensTaken == queens);
}

TEST_CASE("a game in which the played-cards tracker was looked at is marked, as hints and undos are") {
  Match m = wholeGame(7);
  m.assists().tracker = 3;
  const GameSummary g = summarize(m, "expert");
  CHECK(g.tracker == 3);
  Statistics s;
  s.add(g);
  s.add(summarize(wholeGame(8), "expert"));  // one without
  const StatLine* l = s.find("expert", "standard");
  REQUIRE(l);
  CHECK(l->games == 2);
  CHECK(l->tracker == 3);
  CHECK(l->trackerGames == 1);
  CHECK(s.total().trackerGames == 1);
  // Kept with the statistics; a save from before the tracker reads as never used.
  Statistics back;
  std::string error;
  REQUIRE(back.fromJson(s.toJson(), &error));
  CHECK(back.find("expert", "standard")->trackerGames == 1);
  CHECK(back.find("expert", "standard")->tracker == 3);
  const char* before = R"({"format":"hearts-stats","version":1,"lines":[{"level":"hard","preset":"classic","games":2,"hints":1}]})";
  REQUIRE(back.fromJson(before, &error));
  CHECK(back.find("hard", "classic")->trackerGames == 0);
}

TEST_CASE("statistics add up over games: wins, streaks, best and worst, points per hand") {
  StatLine l;
  const auto game = [](bool won, int score, int hands) {
    GameSummary g;
    g.won = won;
    g.finalScore = score;
    g.hands = hands;
    return g;
  };
  l.add(game(true, 40, 8));
  l.add(game(true, 55, 10));
  l.add(game(false, 101, 9));
  l.add(game(true, 30, 7));
  CHECK(l.games == 4);
  CHECK(l.wins == 3);
  CHECK(l.winRate() == doctest::Approx(0.75));
  CHECK(l.bestGame == 30);
  CHECK(l.worstGame == 101);
  CHECK(l.streak == 1);
  CHECK(l.bestStreak == 2);
  CHECK(l.pointsPerHand() == doctest::Approx((40 + 55 + 101 + 30) / 34.0));
  CHECK(l.recent == std::vector<int>{40, 55, 101, 30});
  for (int i = 0; i < 100; ++i) l.add(game(false, i, 5));
  CHECK(l.recent.size() == StatLine::kRecentGames);
  CHECK(l.recent.back() == 99);
}

TEST_CASE("statistics are kept per level and preset, and total over all of them") {
  Statistics s;
  for (std::uint64_t seed : {1, 2, 3}) s.add(summarize(wholeGame(seed), "hard"));
  s.add(summarize(wholeGame(4, "classic"), "expert"));
  REQUIRE(s.find("hard", "standard"));
  CHECK(s.find("hard", "standard")->games == 3);
  CHECK(s.find("expert", "classic")->games == 1);
  CHECK(!s.find("expert", "standard"));
  CHECK(s.total().games == 4);
}

TEST_CASE("statistics survive a round trip, and a save of version 1 still reads") {
  Statistics s;
  for (std::uint64_t seed : {5, 6}) s.add(summarize(wholeGame(seed), "medium"));
  Statistics back;
  std::string error;
  REQUIRE(back.fromJson(s.toJson(), &error));
  CHECK(back.lines() == s.lines());
  // Written by the first version of the game: read as it is; a field from a later version
  // is skipped, a missing one counts as zero.
  const char* v1 =
      R"({"format":"hearts-stats","version":1,"lines":[{"level":"hard","preset":"classic",)"
      R"("games":3,"wins":2,"hands":25,"points":150,"moons_shot":1,"moons_suffered":0,)"
      R"("queens_taken":4,"best_game":20,"worst_game":104,"streak":0,"best_streak":2,)"
      R"("hints":0,"undos":1,"recent":[20,26,104],"future_field":7}]})";
  Statistics old;
  REQUIRE(old.fromJson(v1, &error));
  const StatLine* l = old.find("hard", "classic");
  REQUIRE(l);
  CHECK(l->games == 3);
  CHECK(l->points == 150);
  CHECK(l->recent == std::vector<int>{20, 26, 104});
  const char* later = R"({"format":"hearts-stats","version":2,"lines":[{"level":"easy","preset":"standard","games":1}]})";
  Statistics newer;
  REQUIRE(newer.fromJson(later, &error));
  CHECK(newer.find("easy", "standard")->games == 1);
  CHECK(newer.find("easy", "standard")->wins == 0);
  int unreadable = -1;
  REQUIRE(newer.fromJson(later, &error, &unreadable));
  CHECK(unreadable == 0);
}

TEST_CASE("lines and values of the wrong type are left out and counted") {
  const char* text =
      R"({"format":"hearts-stats","version":1,"lines":[{"level":"hard","preset":"classic",)"
      R"("games":"3","points":150,"recent":[20,"x",26]},{"level":5,"preset":"classic"},"line"]})";
  Statistics s;
  std::string error;
  int unreadable = 0;
  REQUIRE(s.fromJson(text, &error, &unreadable));
  CHECK(unreadable == 4);
  const StatLine* l = s.find("hard", "classic");
  REQUIRE(l);
  CHECK(l->games == 0);
  CHECK(l->points == 150);
  CHECK(l->recent == std::vector<int>{20, 26});
  CHECK(s.lines().size() == 1);
}

TEST_CASE("text that is not statistics is refused with the reason, and nothing is changed") {
  Statistics s;
  s.add(summarize(wholeGame(7), "hard"));
  const auto before = s.lines();
  std::string error;
  CHECK(!s.fromJson("{not json", &error));
  CHECK(error == "the statistics are not valid JSON");
  CHECK(!s.fromJson(R"({"format":"hearts-record","version":1})", &error));
  CHECK(error == "not a statistics file");
  CHECK(s.lines() == before);
}

TEST_CASE("the player's tries for the moon are counted over games and kept with the statistics") {
  // What a game counts is ai::moonTrySigns over the player's hands.
  const Match m = wholeGame(3);
  int tries = 0;
  for (int signs : ai::moonTrySigns(m, 0)) tries += signs >= ai::kMoonTrySigns;
  CHECK(summarize(m, "hard").moonTries == tries);

  // Two tries in each of two games of ten hands: the bots take the player for a shooter.
  Statistics s;
  GameSummary g;
  g.level = "expert";
  g.preset = "classic";
  g.hands = 10;
  g.moonTries = 2;
  s.add(g);
  CHECK_FALSE(s.moonHabit().likelyShooter);  // ten hands are too few
  g.level = "hard";                             // at every level together
  s.add(g);
  CHECK(s.moonHabit().hands == doctest::Approx(20));
  CHECK(s.moonHabit().tries == doctest::Approx(4));
  CHECK(s.moonHabit().likelyShooter);
  Statistics back;
  std::string error;
  int unreadable = -1;
  REQUIRE(back.fromJson(s.toJson(), &error, &unreadable));
  CHECK(unreadable == 0);
  CHECK(back.moonHabit() == s.moonHabit());
  back.reset();
  CHECK(back.moonHabit() == session::MoonHabit{});

  // A watch that cannot be read is left out and counted; the lines are kept.
  for (const char* watch : {R"("x")", R"({"hands":"20","tries":4})", R"({"hands":20,"tries":30})",
                            R"({"hands":-1,"tries":0})", R"({"tries":1})"}) {
    CAPTURE(watch);
    const std::string text = std::string(R"({"format":"hearts-stats","version":1,"lines":[{"level":"hard",)") +
                             R"("preset":"classic","games":2}],"moon_watch":)" + watch + "}";
    Statistics read;
    REQUIRE(read.fromJson(text, &error, &unreadable));
    CHECK(unreadable == 1);
    CHECK(read.moonHabit() == session::MoonHabit{});
    CHECK(read.find("hard", "classic")->games == 2);
  }
}

TEST_CASE("statistics merged by two writers keep every game, and merging twice counts once") {
  const auto tallied = [](std::uint64_t seed, const char* id) {
    GameSummary g = summarize(wholeGame(seed), "hard");
    g.id = id;
    return TalliedGame{g, std::nullopt, false};
  };
  const TalliedGame a1 = tallied(1, "a1"), a2 = tallied(2, "a2"), b1 = tallied(3, "b1");
  Statistics stored;
  // Writer A merges its first game into what is stored; B, which read the statistics before
  // A wrote, merges its own into what is stored now; then A its second.
  Statistics a = stored, b = stored;
  a.merge(a1);
  stored = a;
  b = stored;
  b.merge(b1);
  stored = b;
  a = stored;
  a.merge(a2);
  stored = a;
  const int hands = a1.game.hands + a2.game.hands + b1.game.hands;
  CHECK(stored.total().games == 3);
  CHECK(stored.total().hands == hands);
  // Idempotent: the same games merged again (a save retried, a tally kept) change nothing.
  const std::string before = stored.toJson();
  for (const TalliedGame& t : {a1, a2, b1}) CHECK_FALSE(stored.merge(t).has_value());
  CHECK(stored.toJson() == before);
  // The ids survive the round trip, so a merge after a reload still knows them.
  Statistics read;
  REQUIRE(read.fromJson(before, nullptr));
  CHECK(read.counted("b1"));
  CHECK_FALSE(read.merge(b1).has_value());
  CHECK(read.total().games == 3);
  // A game without an id (from before ids) is added as before.
  TalliedGame old = tallied(4, "");
  CHECK(read.merge(old) == DailyHistory::Counted::First);
  CHECK(read.total().games == 4);
}

TEST_CASE("a daily result merged twice is the day's result once, not a replay") {
  GameSummary g = summarize(wholeGame(5), "expert");
  g.id = "d1";
  DailyResult r;
  r.date = Date{2026, 3, 1};
  r.score = 40;
  r.par = 50;
  const TalliedGame t{g, r, true};
  Statistics s;
  CHECK(s.merge(t) == DailyHistory::Counted::First);
  CHECK_FALSE(s.merge(t).has_value());
  REQUIRE(s.daily().find(r.date) != nullptr);
  CHECK(s.daily().find(r.date)->replays == 0);
}

TEST_CASE("only the last games' ids are kept") {
  Statistics s;
  GameSummary g = summarize(wholeGame(6), "hard");
  for (std::size_t i = 0; i < Statistics::kCountedIds + 5; ++i) {
    g.id = "g" + std::to_string(i);
    s.add(g);
  }
  CHECK_FALSE(s.counted("g0"));
  CHECK(s.counted("g" + std::to_string(Statistics::kCountedIds + 4)));
  Statistics read;
  REQUIRE(read.fromJson(s.toJson(), nullptr));
  CHECK_FALSE(read.counted("g4"));
  CHECK(read.counted("g5"));
}

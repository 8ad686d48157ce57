// The daily deal: the seed from the UTC date (the same natively and in WebAssembly: this
// suite runs under node in the page's build), its rules, its result against par, the first
// finished attempt of a day counted and the others replays, the streak across a reload and
// across midnight.
#include <doctest/doctest.h>

#include "core/game.h"
#include "core/match.h"
#include "session/daily.h"
#include "session/statistics.h"
#include "session/wording.h"

using namespace hearts;
using namespace hearts::session;

namespace {

Date date(const char* text) {
  const auto d = parseDate(text);
  REQUIRE_MESSAGE(d.has_value(), text);
  return *d;
}

DailyResult result(const char* day, int score, int par) {
  DailyResult r;
  r.date = date(day);
  r.score = score;
  r.par = par;
  // Four hands that add up: the last one takes what the first three leave.
  for (int h = 1; h <= kDailyHands; ++h)
    r.hands.push_back({h, h < kDailyHands ? 0 : score, h < kDailyHands ? 0 : par});
  return r;
}

}  // namespace

TEST_CASE("the daily deal's seed comes from the UTC date: mix64(days since 1970-01-01 ^ \"DailyDea\")") {
  // The values of the documented derivation (README, session/daily.h), worked out apart from
  // this code: fixed dates, fixed seeds, on every platform.
  const std::pair<const char*, std::uint64_t> fixed[] = {
      {"1970-01-01", 9950047086140893528ull}, {"2000-02-29", 8724943176013239227ull},
      {"2026-11-28", 8182792564200501184ull}, {"2026-11-29", 8790894654927139616ull},
      {"2026-12-31", 4168597158556413851ull}, {"2027-01-01", 1591517609546184621ull},
      {"2028-02-29", 13453845657489428136ull}, {"1969-12-31", 7427966767886471414ull},
  };
  for (const auto& known : fixed) {
    const char* day = known.first;
    CAPTURE(day);
    CHECK(dailySeed(date(day)) == known.second);
  }
  // And so the same cards: the first hand of 2026-11-28, dealt from that seed.
  const auto hands = dealHands(dailySeed(date("2026-11-28")), 1);
  CHECK(hands == GameState::newGame(dailyRules(), 8182792564200501184ull).playState().hands);
}

TEST_CASE("the daily deal is four hands of classic play, then the lowest total wins") {
  const Rules r = dailyRules();
  const Rules classic = *presetRules("classic");
  CHECK(r.passCount == classic.passCount);
  CHECK(r.qsBreaksHearts == classic.qsBreaksHearts);
  CHECK(r.moon == classic.moon);
  CHECK(r.pointsOnFirstTrick == classic.pointsOnFirstTrick);
  CHECK(r.jackOfDiamonds == classic.jackOfDiamonds);
  CHECK(r.maxHands == 4);
  CHECK(presetOf(r) == "daily");
  // Four hands and no more, whatever the totals (a tie is shared, never played on).
  Match m(r, dailySeed(date("2026-11-28")));
  int hands = 0;
  while (m.state().phase() != Phase::GameOver && hands < 10) {
    const GameState& s = m.state();
    if (s.phase() == Phase::HandOver) {
      m.startNextHand();
      continue;
    }
    if (s.phase() == Phase::Passing) {
      for (int seat = 0; seat < 4; ++seat) {
        CardSet pass;
        for (Card c : m.state().hand(seat))
          if (pass.size() < 3) pass.add(c);
        m.apply(Action::makePass(seat, pass));
      }
      continue;
    }
    if (s.phase() == Phase::MoonChoice) {
      m.apply(Action::makeMoon(s.firstToAct(), MoonChoice::AddToOthers));
      continue;
    }
    m.apply(Action::makePlay(s.firstToAct(), s.legalPlays().lowest()));
    if (m.state().phase() == Phase::HandOver || m.state().phase() == Phase::GameOver) ++hands;
  }
  CHECK(hands == 4);
  CHECK(m.state().phase() == Phase::GameOver);
  CHECK(m.state().passDirection() == PassDirection::None);
}

TEST_CASE("the daily result: the player's total against par, one symbol a hand to share") {
  DailyResult r = result("2026-11-28", 17, 21);
  r.hands = {{1, 5, 9}, {2, 0, 0}, {3, 12, 6}, {4, 0, 6}};
  CHECK(dailyResultText(r) == "Daily deal 2026-11-28: 17, par 21 (4 better)");
  CHECK(dailySymbols(r) == "\U0001F7E9\U0001F7E8\U0001F7E5\U0001F7E9");
  const std::string link = "https://example.org/hearts/?daily=2026-11-28";
  CHECK(dailyShareText(r, link, false) ==
        "Hearts \u00b7 Daily deal 2026-11-28: 17, par 21 (4 better)\n"
        "\U0001F7E9\U0001F7E8\U0001F7E5\U0001F7E9\nhttps://example.org/hearts/?daily=2026-11-28");
  CHECK(dailyShareText(r, link, true).find("(a replay)") != std::string::npos);
  // The link holds the date and nothing of the cards.
  CHECK(dailyShareText(r, link, false).find("seed") == std::string::npos);
  CHECK(dailyResultText(result("2026-11-28", 30, 21)) == "Daily deal 2026-11-28: 30, par 21 (9 worse)");
  CHECK(dailyResultText(result("2026-11-28", 21, 21)) == "Daily deal 2026-11-28: 21, par 21 (level with par)");
}

TEST_CASE("the first finished attempt of a day counts; later ones are replays; an earlier day's is practice") {
  DailyHistory h;
  CHECK(h.add(result("2026-11-28", 17, 21), true) == DailyHistory::Counted::First);
  CHECK(h.add(result("2026-11-28", 3, 21), true) == DailyHistory::Counted::Replay);
  CHECK(h.add(result("2026-11-28", 40, 21), false) == DailyHistory::Counted::Replay);
  REQUIRE(h.find(date("2026-11-28")));
  CHECK(h.find(date("2026-11-28"))->score == 17);
  CHECK(h.find(date("2026-11-28"))->replays == 2);
  // A deal of an earlier day, begun after that day (a friend's link): played, not counted.
  CHECK(h.add(result("2026-11-20", 5, 21), false) == DailyHistory::Counted::Practice);
  CHECK_FALSE(h.find(date("2026-11-20")));
  CHECK(h.results().size() == 1);
}

TEST_CASE("the streak: days in a row, kept until the day after tomorrow, across midnight and a reload") {
  DailyHistory h;
  CHECK(h.streak(date("2026-11-28")) == 0);
  h.add(result("2026-11-26", 10, 12), true);
  h.add(result("2026-11-27", 10, 12), true);
  CHECK(h.streak(date("2026-11-27")) == 2);
  // The next day, today's deal not played yet: the streak still stands.
  CHECK(h.streak(date("2026-11-28")) == 2);
  // A deal begun at 23:58 on the 28th (its own day), finished after midnight: it counts for
  // the 28th, and on the 29th the streak is three.
  CHECK(h.add(result("2026-11-28", 8, 12), true) == DailyHistory::Counted::First);
  CHECK(h.streak(date("2026-11-29")) == 3);
  CHECK(h.streak(date("2026-11-28")) == 3);
  // A day missed breaks it.
  CHECK(h.streak(date("2026-11-30")) == 0);
  h.add(result("2026-12-01", 8, 12), true);
  CHECK(h.streak(date("2026-12-01")) == 1);
  CHECK(h.bestStreak() == 3);
  // Across a month's and a year's end.
  DailyHistory y;
  for (const char* d : {"2026-12-30", "2026-12-31", "2027-01-01"}) y.add(result(d, 1, 2), true);
  CHECK(y.streak(date("2027-01-01")) == 3);

  // A reload: the statistics written and read again keep the history, the streak, the replays.
  Statistics stats;
  stats.daily() = h;
  stats.daily().add(result("2026-12-01", 30, 12), true);
  Statistics again;
  int unreadable = -1;
  REQUIRE(again.fromJson(stats.toJson(), nullptr, &unreadable));
  CHECK(unreadable == 0);
  CHECK(again.daily() == stats.daily());
  CHECK(again.daily().streak(date("2026-12-02")) == 1);
  CHECK(again.daily().find(date("2026-12-01"))->replays == 1);
  CHECK(again.daily().bestStreak() == 3);
}

TEST_CASE("statistics written before the daily deal and the expert in your chair still load") {
  const char* old =
      R"({"format":"hearts-stats","version":1,"lines":[{"level":"hard","preset":"classic","games":3,)"
      R"("wins":1,"hands":20,"points":180,"recent":[70,50,60],"best_game":50,"worst_game":70,)"
      R"("streak":0,"best_streak":1,"moons_shot":0,"moons_suffered":1,"queens_taken":4,"hints":2,"undos":0}],)"
      R"("moon_watch":{"hands":20,"tries":1}})";
  Statistics s;
  int unreadable = -1;
  REQUIRE(s.fromJson(old, nullptr, &unreadable));
  CHECK(unreadable == 0);
  REQUIRE(s.find("hard", "classic"));
  CHECK(s.find("hard", "classic")->games == 3);
  CHECK(s.find("hard", "classic")->comparedHands == 0);
  CHECK(s.find("hard", "classic")->recentOverExpert.empty());
  CHECK(s.daily().empty());
  // A damaged day is left out and counted; the others stay.
  const char* damaged =
      R"({"format":"hearts-stats","version":1,"lines":[],"daily":[)"
      R"({"date":"2026-11-28","score":17,"par":21,"hands":[[5,9],[0,0],[12,6],[0,6]],"replays":1},)"
      R"({"date":"2026-02-30","score":1,"par":2,"hands":[]},{"score":3}]})";
  REQUIRE(s.fromJson(damaged, nullptr, &unreadable));
  CHECK(unreadable == 2);
  REQUIRE(s.daily().results().size() == 1);
  CHECK(s.daily().results()[0].hands[2] == ExpertHand{3, 12, 6});
}

TEST_CASE("the statistics keep the points against the expert in your chair per level and rules") {
  Statistics s;
  GameSummary g;
  g.level = "hard";
  g.preset = "classic";
  g.hands = 8;
  g.finalScore = 60;
  g.comparedHands = 8;
  g.overExpert = 12;
  s.add(g);
  g.overExpert = -4;
  s.add(g);
  g.comparedHands = 0;  // a game played with the expert in your chair turned off
  g.overExpert = 0;
  s.add(g);
  const StatLine* l = s.find("hard", "classic");
  REQUIRE(l);
  CHECK(l->games == 3);
  CHECK(l->comparedHands == 16);
  CHECK(l->overExpert == 8);
  CHECK(l->overExpertPerHand() == doctest::Approx(0.5));
  CHECK(l->recentOverExpert == std::vector<int>{12, -4});
  Statistics again;
  REQUIRE(again.fromJson(s.toJson(), nullptr));
  CHECK(*again.find("hard", "classic") == *l);
  CHECK(again.total().comparedHands == 16);
}

// Advice on the player's decisions: every legal card gets its expected points, the advice
// comes from the expert's search, and the recommended choice costs the least.
#include <doctest/doctest.h>

#include "ai/advisor.h"
#include "ai/search_bot.h"
#include "ai_test_support.h"

using namespace hearts;
using namespace hearts::ai;

using aitest::advise;

TEST_CASE("advice covers every legal card once, the best first, costs measured from it") {
  // Seat 0 to play after a few tricks, with cards of several suits to choose from.
  Match m = test::scriptedGame(*presetRules("standard"), 31, test::Picks::Lowest, 4 + 12);
  const GameState& g = m.state();
  REQUIRE(g.phase() == Phase::Playing);
  const int seat = g.firstToAct();
  const Advice a = advise(g, seat, 4000);
  REQUIRE(!a.forced);
  CardSet covered;
  for (const Advice::Option& o : a.options) {
    CHECK(!covered.intersects(o.cards));
    covered |= o.cards;
    CHECK(o.cost >= 0);
    CHECK(o.cost >= a.options.front().cost);
    CHECK(o.expectedPoints >= -26);
    CHECK(o.expectedPoints <= 26 + 26);
  }
  CHECK(covered == g.legalPlays());
  CHECK(a.options.front().cost == 0);
  CHECK(a.playouts == 4000);
}

TEST_CASE("advice is the expert's search judging the seat's own points, the same however it is sliced") {
  Match m = test::scriptedGame(*presetRules("standard"), 32, test::Picks::Lowest, 4 + 9);
  const GameState& g = m.state();
  REQUIRE(g.phase() == Phase::Playing);
  const int seat = g.firstToAct();
  const Advice a = advise(g, seat, 3000, 7);
  // The same search as a bot: its decision is the advice's first option.
  SearchLevel s = SearchLevel::expert();
  s.othersWeight = 0;
  SearchBot bot(s, 7);
  Budget budget;
  budget.iterations = 3000;
  const Decision d = decide(bot, g, seat, budget);
  CHECK(a.options.front().cards.contains(d.play));
  // Sliced in other sizes, the advice is the same.
  Advisor sliced(7);
  sliced.begin(g.viewFor(seat), seat, 3000);
  while (!sliced.think(7)) {
  }
  const Advice b = sliced.advice();
  REQUIRE(b.options.size() == a.options.size());
  for (std::size_t i = 0; i < a.options.size(); ++i) {
    CHECK(b.options[i].cards == a.options[i].cards);
    CHECK(b.options[i].expectedPoints == a.options[i].expectedPoints);
  }
}

TEST_CASE("a single legal card, or cards all alike, are not advised on") {
  // The first lead: the 2♣ is the only card.
  Match m = test::scriptedGame(*presetRules("standard"), 3, test::Picks::Lowest, 4);
  const GameState& first = m.state();
  REQUIRE(first.phase() == Phase::Playing);
  const Advice a = advise(first, first.firstToAct(), 1000);
  CHECK(a.forced);
  REQUIRE(a.options.size() == 1);
  CHECK(a.options.front().cards == CardSet::of(kTwoOfClubs));
}

TEST_CASE("advice on a pass names whole pass sets, and says when the game is at stake") {
  const GameState g = GameState::newGame(*presetRules("standard"), 41);
  REQUIRE(g.phase() == Phase::Passing);
  const Advice a = advise(g, 0, 2000);
  CHECK(a.passing);
  CHECK(!a.gameAtStake);
  REQUIRE(a.options.size() > 1);
  for (const Advice::Option& o : a.options) {
    CHECK(o.cards.size() == 3);
    CHECK(g.hand(0).containsAll(o.cards));
  }
  // Near the end of a game the hand can end it.
  GameState late;
  REQUIRE(GameState::fromDeal(*presetRules("standard"), dealHands(41, 1), 4, {95, 60, 70, 80}, late));
  CHECK(advise(late, late.firstToAct(), 500).gameAtStake);
}

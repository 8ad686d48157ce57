// The moon plan's pieces: who may be shooting, the shooter's card, its pass.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>

#include "ai/levels.h"
#include "ai/moon.h"
#include "ai/policy.h"
#include "ai/search_bot.h"
#include "ai_test_support.h"

namespace hearts {
namespace {

using aitest::card;
using aitest::cards;
using aitest::dealt;
using aitest::playAll;

GameState queenTaken() {
  // Seat 3 wins the first trick, then takes the Q♠ under its K♠.
  GameState g = dealt(*presetRules("standard"), "2C JC QC KC AS 2S AH KH QH JH TH 3D 4D",
                      "3C 6C QS 3S 2H 3H 4H 2D 5D 6D 7D 8D 9D",
                      "4C 7C 8C 4S 5S 6S 5H 6H 7H TD JD QD KD");
  playAll(g, "2C 3C 4C AC");
  playAll(g, "KS 2S QS 4S");
  return g;
}

TEST_CASE("the moon is open to a seat until someone else takes a point card") {
  const GameState g = queenTaken();
  const PlayState& s = g.playState();
  CHECK(ai::moonOpen(s, 3));
  CHECK_FALSE(ai::moonOpen(s, 0));
  CHECK(ai::moonCollector(s, 0) == 3);
  CHECK(ai::moonCollector(s, 3) == -1);
}

TEST_CASE("a seat playing for the moon leads a card nothing out can beat") {
  GameState g = queenTaken();
  playAll(g, "9S");  // seat 3 leads; seat 0 follows with the A♠ and wins
  playAll(g, "AS 3S 5S");
  REQUIRE(g.firstToAct() == 0);
  const PlayState& s = g.playState();
  const Card c = ai::shootChoice(s, s.legal());
  const CardSet out = CardSet::deck() - s.played - s.hands[0];
  CHECK_FALSE(out.intersects(aboveInSuit(c)));
}

TEST_CASE("a pass for the moon gives away low hearts and keeps the Q♠ and the winners") {
  const CardSet hand = cards("2H 3H AH KH QS AS KS AC KC QC JC AD 2D");
  CHECK(ai::moonPassDanger(hand, card("2H")) > ai::moonPassDanger(hand, card("AH")));
  CHECK(ai::moonPassDanger(hand, card("2H")) > ai::moonPassDanger(hand, card("2D")));
  CHECK(ai::moonPassDanger(hand, card("QS")) < ai::moonPassDanger(hand, card("AC")));
}

// Seat 1 wins the first two tricks with the A♣ and K♣; nobody has taken a point card.
GameState twoTricksToSeatOne() {
  GameState g = dealt(*presetRules("standard"), "2C 3C 2D 3D 4D 5D 6D 7D 8D 2S 3S 4S 5S",
                      "AC KC AD KD QD JD 6S 7S 8S 9S TS JS KS",
                      "4C 5C 6C 7C 8C TD 9D AS 2H 3H 4H 5H 6H");
  playAll(g, "2C AC 4C 9C");
  playAll(g, "KC 5C TC 3C");
  return g;
}

TEST_CASE("a seat that wins two tricks in three before any point is taken is watched early") {
  const GameState g = twoTricksToSeatOne();
  const PlayState& s = g.playState();
  CHECK(ai::moonCollector(s, 0) == -1);
  CHECK(ai::moonCollector(s, 0, true) == 1);
  CHECK(ai::moonCollector(s, 2, true) == 1);
  CHECK(ai::moonCollector(s, 1, true) == -1);
}

TEST_CASE("a defender who knows who goes for the moon gives it nothing and keeps its winners") {
  GameState g = twoTricksToSeatOne();
  playAll(g, "AD TD");  // seat 3, void in diamonds, throws on seat 1's trick
  REQUIRE(g.firstToAct() == 3);
  const PlayState& s = g.playState();
  ai::PolicyParams p = ai::PolicyParams::forRules(*presetRules("standard"));
  // Not knowing, it is rid of the Q♠ on a trick it cannot win.
  CHECK(ai::policyChoice(s, s.legal(), p) == card("QS"));
  // Knowing seat 1 shoots: no point card, and the riskiest club goes.
  p.moonShooter = 1;
  CHECK(ai::policyChoice(s, s.legal(), p) == card("QC"));
  // Keeping its stoppers: the club least likely ever to win a trick.
  p.keepStoppers = true;
  CHECK(ai::policyChoice(s, s.legal(), p) == card("JC"));
  // Medium told that the player two seats after it goes for the moon plays so too.
  CHECK(ai::decide(*ai::makeBot(ai::BotLevel::Medium, 1), g, 3, ai::Budget{}).play == card("QS"));
  CHECK(ai::decide(*ai::makeBot(ai::BotConfig(ai::BotLevel::Medium, 2), 1), g, 3, ai::Budget{}).play == card("JC"));
  CHECK(ai::decide(*ai::makeBot(ai::BotConfig(ai::BotLevel::Medium, 1), 1), g, 3, ai::Budget{}).play == card("QS"));
}

TEST_CASE("stopping a running collector, medium keeps the cards that may still win") {
  // Seat 1 has won all four tricks and the two hearts thrown on them: a moon threat. Seat 2,
  // void in diamonds, throws on its Q♦: a club, not the A♠ that could win a spade trick.
  GameState g = twoTricksToSeatOne();
  playAll(g, "AD TD 7H 2D");
  playAll(g, "KD 9D 8H 3D");
  playAll(g, "QD");
  REQUIRE(g.firstToAct() == 2);
  REQUIRE(g.pointsTaken(1) == 2);
  const PlayState& s = g.playState();
  ai::PolicyParams p = ai::PolicyParams::forRules(*presetRules("standard"));
  CHECK(ai::policyChoice(s, s.legal(), p) == card("AS"));
  p.keepStoppers = true;
  CHECK(ai::policyChoice(s, s.legal(), p) == card("6C"));
  auto medium = ai::makeBot(ai::BotLevel::Medium, 1);
  CHECK(ai::decide(*medium, g, 2, ai::Budget{}).play == card("6C"));
}

TEST_CASE("under the shooter's winning card, a defender following low plays its lowest") {
  // Seat 1 goes for the moon and leads the A♠; seat 2 cannot beat it. Rid of its K♠ as
  // usual, it would leave seat 1's J♠ and 10♠ the best spades out; its 3♠ keeps the K♠,
  // which may still take a spade trick, and with it a point, from the shooter.
  GameState g = dealt(*presetRules("standard"), "2C 3C 4C 5C 2D 3D 4D 5D 6D 2H 3H 4H 5H",
                      "AC KC QC AS JS TS AD KD QD AH KH QH JH",
                      "6C 7C 8C KS 3S 4S 7D 8D 9D 6H 7H 8H 9H");
  playAll(g, "2C AC 8C JC");
  playAll(g, "AS");
  REQUIRE(g.firstToAct() == 2);
  const PlayState& s = g.playState();
  ai::PolicyParams p = ai::PolicyParams::forRules(*presetRules("standard"));
  p.moonShooter = 1;
  p.keepStoppers = true;
  CHECK(ai::policyChoice(s, s.legal(), p) == card("KS"));
  p.followLow = true;
  CHECK(ai::policyChoice(s, s.legal(), p) == card("3S"));
  // Medium plays so once the moon is a threat: here, knowing nothing yet, it is rid of the K♠.
  auto medium = ai::makeBot(ai::BotLevel::Medium, 1);
  CHECK(ai::decide(*medium, g, 2, ai::Budget{}).play == card("KS"));
}

TEST_CASE("medium defends against a collector from 16 points taken alone") {
  // Seat 1 has taken the Q♠ and three hearts (16 points) in two tricks of four: not a
  // running collector, and short of the policy's usual 20. It leads the Q♣; seat 2, void in
  // clubs, gives it no heart when it defends.
  GameState g = dealt(*presetRules("standard"), "2C AD 2S 3H 6D 7D 8D 4S 5S 6S 5H 6H 7H",
                      "3C 4C 6C 7C 8C 9C TC JC QC KC AS 4D 5D",
                      "AC 2D 3S 4H 9D TD JD 7S 8S 9S 8H 9H TH");
  playAll(g, "2C 4C AC 5C");
  playAll(g, "2D 3D AD 4D");
  playAll(g, "2S AS 3S QS");
  playAll(g, "KC 4H 2H 3H");
  playAll(g, "QC");
  REQUIRE(g.firstToAct() == 2);
  REQUIRE(g.pointsTaken(1) == 16);
  const PlayState& s = g.playState();
  ai::PolicyParams p = ai::PolicyParams::forRules(*presetRules("standard"));
  p.keepStoppers = true;
  const Card undefended = ai::policyChoice(s, s.legal(), p);
  CHECK(kPointCards.contains(undefended));
  p.stopThreshold = 16;
  const Card defended = ai::policyChoice(s, s.legal(), p);
  CHECK_FALSE(kPointCards.contains(defended));
  auto medium = ai::makeBot(ai::BotLevel::Medium, 1);
  CHECK(ai::decide(*medium, g, 2, ai::Budget{}).play == defended);
}

// The same 16 points to seat 1 as above; seat 2, void in clubs, holds only top diamonds
// and spades besides low hearts, and is to throw on seat 1's Q♣.
GameState defenderWithWinnersAndLowHearts() {
  GameState g = dealt(*presetRules("standard"), "2C AD 2S 3H 6D 7D 8D 4S 5S 6S 8H 9H TH",
                      "3C 4C 6C 7C 8C 9C TC JC QC KC AS 4D 5D",
                      "AC 2D 3S 4H KD QD JD KS JS TS 5H 6H 7H");
  playAll(g, "2C 4C AC 5C");
  playAll(g, "2D 3D AD 4D");
  playAll(g, "2S AS 3S QS");
  playAll(g, "KC 4H 2H 3H");
  playAll(g, "QC");
  return g;
}

TEST_CASE("a defender whose every other card is a winner gives the shooter a low heart") {
  // Keeping its stoppers, medium throws its lowest heart: the moon still needs every point,
  // and each winner kept may take one from the shooter.
  const GameState g = defenderWithWinnersAndLowHearts();
  REQUIRE(g.firstToAct() == 2);
  REQUIRE(g.pointsTaken(1) == 16);
  const PlayState& s = g.playState();
  ai::PolicyParams p = ai::PolicyParams::forRules(*presetRules("standard"));
  p.keepStoppers = true;
  p.stopThreshold = 16;
  CHECK_FALSE(kPointCards.contains(ai::policyChoice(s, s.legal(), p)));
  p.followLow = true;
  CHECK(ai::policyChoice(s, s.legal(), p) == card("5H"));
  auto medium = ai::makeBot(ai::BotLevel::Medium, 1);
  CHECK(ai::decide(*medium, g, 2, ai::Budget{}).play == card("5H"));
}

TEST_CASE("seeing a moon coming, the search levels give the shooter a low heart, not a winner") {
  // The position above. By their playouts alone hard and expert throw the K♠, whose trick
  // the moon does not need; where the sampled deals see seat 1 going for the moon, the
  // defender's card within half a point of the best is played instead (the tie-break): the
  // 5♥ keeps every card that may still take a trick, and a point, from the shooter.
  const GameState g = defenderWithWinnersAndLowHearts();
  REQUIRE(g.firstToAct() == 2);
  const ai::Budget budget{2500, 0};
  for (const ai::SearchLevel& level : {ai::SearchLevel::hard(), ai::SearchLevel::expert()}) {
    CAPTURE(level.name);
    for (std::uint64_t seed : {1, 2, 3}) {
      CAPTURE(seed);
      ai::SearchBot bot(level, seed);
      CHECK(ai::decide(bot, g, 2, budget).play == card("5H"));
      CHECK(bot.guardedShooter() == 1);
      const auto stats = bot.candidateStats();
      const auto best = std::max_element(stats.begin(), stats.end(),
                                         [](const auto& a, const auto& b) { return a.value < b.value; });
      REQUIRE(best != stats.end());
      CHECK(best->cards == cards("KS"));
    }
  }
}

// Seat 0 has won four of seven tricks, with the K♥, the A♥ and the Q♠ (15 points), and leads;
// it holds Q♣ Q♥ T♥ 9♥ 7♥ 6♥. The hearts out are J♥ 8♥ 4♥ 3♥ (seat 1) and 5♥ 2♥ (seat 3).
// Led from the top, the hearts take every trick only if seat 1 follows with its highest; a
// defender following low keeps the J♥ for the fourth round, which the 7♥ cannot beat.
GameState moonAgainstAKeptStopper() {
  GameState g = dealt(*presetRules("standard"), "7C QC KC 6D QD 6H 7H 9H TH QH 4S 6S KS",
                      "4C 5D 7D 8D JD 3H 4H 8H JH KH AH JS AS",
                      "2C 5C 8C 9C TC JC AC TD KD 5S 7S 9S QS");
  playAll(g, "2C 6C 7C 4C  QD JD KD AD  2S 4S JS 9S  5D TD 9D 6D");
  playAll(g, "5C 3C KC AS  6S AH 5S 3S  KS KH QS TS");
  return g;
}

TEST_CASE("hard and expert do not go for a moon that a defender keeping its stoppers would stop") {
  // Judged against the policy's defence (it waits for 20 points and follows high), leading
  // the Q♥ for the moon looks best by far; judged against medium's defence (from 16 points,
  // following low, keeping its stoppers: SearchLevel::planDefence), the moon fails at the
  // J♥ and leaves seat 0 with most of the hearts, so both levels play quietly.
  const GameState g = moonAgainstAKeptStopper();
  REQUIRE(g.firstToAct() == 0);
  REQUIRE(g.pointsTaken(0) == 15);
  const ai::Budget budget{3000, 0};
  for (const ai::SearchLevel& level : {ai::SearchLevel::hard(), ai::SearchLevel::expert()}) {
    CAPTURE(level.name);
    ai::SearchLevel againstPolicy = level;
    againstPolicy.planDefence = ai::PlanDefence::Policy;
    for (std::uint64_t seed : {17, 18, 19}) {
      CAPTURE(seed);
      ai::SearchBot bot(level, seed);
      CHECK(ai::decide(bot, g, 0, budget).play != card("QH"));
      ai::SearchBot planAgainstPolicy(againstPolicy, seed);
      CHECK(ai::decide(planAgainstPolicy, g, 0, budget).play == card("QH"));
    }
  }
}

TEST_CASE("with a hand for the moon, hard and expert start for it at the pass") {
  // The top hearts, spades and clubs and the A♦: passed its three low hearts, the hand has a
  // winner for nearly every trick and keeps the Q♠ to take it itself; searched only among
  // the passes the policy likes, it gives away its top spades with the Q♠ and plays on
  // quietly.
  const GameState g = dealt(*presetRules("standard"), "AH KH QH 2H 3H 4H AS KS QS JS AC KC AD",
                            "2C 3C 4C 5C 6C 7C 2S 3S 4S 2D 3D 5D 6D",
                            "8C 9C TC JC QC 5S 6S 7S 7D 8D 9D TD JD", 1);
  REQUIRE(g.phase() == Phase::Passing);
  const ai::Budget budget{3000, 0};
  for (const ai::SearchLevel& level : {ai::SearchLevel::hard(), ai::SearchLevel::expert()}) {
    CAPTURE(level.name);
    ai::SearchLevel noMoonPasses = level;
    noMoonPasses.moonPassSets = 0;
    for (std::uint64_t seed : {5, 6}) {
      CAPTURE(seed);
      ai::SearchBot bot(level, seed);
      CHECK(ai::decide(bot, g, 0, budget).pass == cards("2H 3H 4H"));
      ai::SearchBot quiet(noMoonPasses, seed);
      CHECK_FALSE(ai::decide(quiet, g, 0, budget).pass.intersects(cards("2H 3H 4H")));
    }
  }
}

TEST_CASE("the search's moon shares name the opponent it sees going for the moon") {
  // The same position: seat 1 has won every trick and every point so far. The share of the
  // sampled deals' weight in which it is modelled as going for the moon is what the tie-break
  // above is keyed to; nobody else is seen shooting.
  const GameState g = defenderWithWinnersAndLowHearts();
  ai::SearchBot bot(ai::SearchLevel::hard(), 1);
  CHECK(bot.moonShares() == std::array<double, 4>{});
  ai::decide(bot, g, 2, ai::Budget{2500, 0});
  const auto shares = bot.moonShares();
  CHECK(shares[1] >= 0.5);
  CHECK(shares[1] <= 1.0);
  CHECK(shares[0] == 0);
  CHECK(shares[2] == 0);
  CHECK(shares[3] == 0);
}

TEST_CASE("an opponent the seat is told goes for the moon is modelled so in every deal") {
  // Seat 1 has won the first two tricks and leads the A♦; nobody has taken a point, so the
  // moon is open to every seat. Told which opponent it is (by its place after the seat),
  // seat 3, void in diamonds, models it, and only it, going for the moon in every sampled
  // deal.
  GameState g = twoTricksToSeatOne();
  playAll(g, "AD TD");
  REQUIRE(g.firstToAct() == 3);
  for (int told : {1, 2, 3}) {
    CAPTURE(told);
    ai::SearchLevel level = ai::SearchLevel::hard();
    level.toldShooter = told;
    ai::SearchBot bot(level, 1);
    ai::decide(bot, g, 3, ai::Budget{500, 0});
    const auto shares = bot.moonShares();
    for (int seat = 0; seat < 4; ++seat) CHECK(shares[seat] == (seat == ((3 + told) & 3) ? 1.0 : 0.0));
  }
  // Once another seat has taken a point card the moon is closed to it: no deal models it.
  const GameState closed = defenderWithWinnersAndLowHearts();
  REQUIRE(closed.firstToAct() == 2);
  ai::SearchLevel level = ai::SearchLevel::hard();
  level.toldShooter = 1;  // seat 3
  ai::SearchBot bot(level, 1);
  ai::decide(bot, closed, 2, ai::Budget{500, 0});
  CHECK(bot.moonShares() == std::array<double, 4>{});
}

}  // namespace
}  // namespace hearts

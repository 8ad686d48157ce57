// Exact situations every level above easy must get right.
#include <doctest/doctest.h>

#include "ai/evaluation.h"
#include "ai_test_support.h"

namespace hearts {
namespace {

using aitest::card;
using aitest::dealt;
using aitest::playAll;

constexpr ai::BotLevel kThinkers[] = {ai::BotLevel::Medium, ai::BotLevel::Hard, ai::BotLevel::Expert};
constexpr ai::Budget kBudget{3000, 0};

Card decidePlay(ai::BotLevel level, const GameState& g) {
  auto bot = ai::makeBot(level, 17);
  return ai::decide(*bot, g, g.firstToAct(), kBudget).play;
}

// Seat 3 wins the first trick and leads the 5♠; seat 2 plays last, holding the Q♠.
GameState spadeTrickWithQueen(const std::string& botSpades) {
  const Rules rules = *presetRules("standard");
  GameState g = dealt(rules, "2C 3S 2D 3D 4D 5D 6D 7D 8D 9D TD 2H 3H",
                      "3C 4S JD QD KD AD 4H 5H 6H 7H 8H 9H TH",
                      "4C 5C 6C 7C 8C JH QH 6S 7S 8S 9S " + botSpades);
  playAll(g, "2C 3C 4C AC 5S 3S 4S");
  return g;
}

TEST_CASE("a bot that can duck a spade trick does not take its own queen of spades") {
  GameState g = spadeTrickWithQueen("2S QS");
  REQUIRE(g.firstToAct() == 2);
  for (ai::BotLevel level : kThinkers) {
    const std::string name(ai::levelName(level));
    CAPTURE(name);
    CHECK(decidePlay(level, g) != kQueenOfSpades);
  }
}

TEST_CASE("a bot that must win a spade trick wins it with another spade, not the queen") {
  GameState g = spadeTrickWithQueen("AS QS");
  REQUIRE(g.firstToAct() == 2);
  for (ai::BotLevel level : kThinkers) {
    const std::string name(ai::levelName(level));
    CAPTURE(name);
    CHECK(decidePlay(level, g) != kQueenOfSpades);
  }
}

TEST_CASE("a bot drops the queen of spades under a higher spade") {
  // Seat 3 leads the king of spades; seat 0 holds the queen and a low spade.
  const Rules rules = *presetRules("standard");
  GameState g = dealt(rules, "2C QS 3S 2D 3D 4D 5D 6D 7D 8D 9D TD JD",
                      "3C 4S KD AD QD 2H 3H 4H 5H 6H 7H 8H 9H",
                      "4C 5C 6C 7C 8C 9C TC JC QC KC TH JH QH");
  playAll(g, "2C 3C 4C AC KS");
  REQUIRE(g.firstToAct() == 0);
  for (ai::BotLevel level : kThinkers) {
    const std::string name(ai::levelName(level));
    CAPTURE(name);
    CHECK(decidePlay(level, g) == kQueenOfSpades);
  }
}

// Seat 3 holds twelve clubs and the K♥ and takes every trick; the others throw their
// points on it: 16 points after four tricks. Seat 0 holds A♥ and 2♥ and no clubs, so its
// ace can win a trick only when hearts are led.
GameState moonOpening(const Rules& rules, std::array<int, 4> scores = {}) {
  GameState g = dealt(rules, "2C AH 2H 2D 3D 4D 5D 6D 7D 8D 9D TD JD",
                      "QS 3H 4H 5H 6H 7H 8H 9H TH JH QD KD AD",
                      "QH 2S 3S 4S 5S 6S 7S 8S 9S TS JS KS AS", 4, scores);
  playAll(g, "2C AD 2S AC");
  playAll(g, "KC 2D QS QH");
  playAll(g, "QC 3D 3H KS");
  playAll(g, "JC 4D 4H AS");
  return g;
}

// The same hand played on: with 23 points taken seat 3 leads the K♥, and the A♥ and 2♥
// are the last hearts out. Ducking lets seat 3 take every point (26 to each other
// player); the ace costs a few points and stops it.
GameState moonInProgress(const Rules& rules, std::array<int, 4> scores = {}) {
  GameState g = moonOpening(rules, scores);
  playAll(g, "TC 5D 5H JS");
  playAll(g, "9C 6D 6H TS");
  playAll(g, "8C 7D 7H 9S");
  playAll(g, "7C 8D 8H 8S");
  playAll(g, "6C 9D 9H 7S");
  playAll(g, "5C TD TH 6S");
  playAll(g, "4C JD JH 5S");
  playAll(g, "KH");
  return g;
}

TEST_CASE("a bot stops an obvious moon by taking a heart trick") {
  GameState g = moonInProgress(*presetRules("standard"));
  REQUIRE(g.firstToAct() == 0);
  REQUIRE(g.pointsTaken(3) == 23);
  for (ai::BotLevel level : kThinkers) {
    const std::string name(ai::levelName(level));
    CAPTURE(name);
    CHECK(decidePlay(level, g) == card("AH"));
  }
}

TEST_CASE("a bot stops a moon at its last chance to take a heart, with few points taken") {
  // Seat 3 leads the K♥ with 16 points: seat 0's ace wins now or never (it has no clubs,
  // and seat 3 will lead clubs to the end, so the ace must fall on a club trick).
  GameState g = moonOpening(*presetRules("standard"));
  playAll(g, "KH");
  REQUIRE(g.firstToAct() == 0);
  REQUIRE(g.pointsTaken(3) == 16);
  for (ai::BotLevel level : kThinkers) {
    const std::string name(ai::levelName(level));
    CAPTURE(name);
    CHECK(decidePlay(level, g) == card("AH"));
  }
}

// Seat 3 took the Q♠ with the K♠ (trick 4) and leads its spades; seat 0, void in spades,
// holds A♥ Q♥ 9♥ 8♥ and the A♦. Thrown on the collector's trick, the A♥ would give it its
// first heart and leave seat 0 without its best stopper; a diamond or a club gives nothing.
GameState collectorLeadsSpades() {
  GameState g = dealt(*presetRules("standard"), "TC JC 5D 9D JD KD AD 8H 9H QH AH QS AS",
                      "5C 6C 2D 3D 6D TD QD 3H 6H 2S 6S 8S JS",
                      "2C 3C 4C 7C 8C 9C QC KC 2H TH 3S 4S 7S");
  playAll(g, "2C AC JC 6C");
  playAll(g, "7D KD TD 7C");
  playAll(g, "AS JS 7S 5S");
  playAll(g, "QS 2S 4S KS");
  playAll(g, "9S");
  return g;
}

TEST_CASE("a defender does not throw its A♥ on the trick of a collector who holds the Q♠") {
  const GameState g = collectorLeadsSpades();
  REQUIRE(g.firstToAct() == 0);
  REQUIRE(g.pointsTaken(3) == 13);
  for (ai::BotLevel level : {ai::BotLevel::Hard, ai::BotLevel::Expert}) {
    const std::string name(ai::levelName(level));
    CAPTURE(name);
    const Card c = decidePlay(level, g);
    CHECK(c != card("AH"));
    CHECK(!kPointCards.contains(c));
  }
}

TEST_CASE("a bot does not take the queen of spades to stop a collector with little chance") {
  // Seat 2 has taken two hearts and wins this spade trick with the K♠, the Q♠ under it;
  // seat 0 could overtake with the A♠. Thirteen points for certain is far more than the
  // risk of a moon from a seat that has won one trick in three, so seat 0 ducks.
  GameState g = dealt(*presetRules("standard"), "2C 7C 8C 9C AS 2S 4S 6H 7H 8H 9H TH JH",
                      "AC KC 2D JD QD KD 3S 5S 6S TS JS QH KH",
                      "3C 5C AD KS AH 3D 4D 5D 6D 7D 8D 9D TD");
  playAll(g, "2C AC 3C 4C");
  playAll(g, "2D AD 5H 6H");
  playAll(g, "5C 6C 7C KC");
  playAll(g, "3S KS QS");
  REQUIRE(g.firstToAct() == 0);
  for (ai::BotLevel level : kThinkers) {
    const std::string name(ai::levelName(level));
    CAPTURE(name);
    CHECK(decidePlay(level, g) != card("AS"));
  }
}

TEST_CASE("a bot with every point but its own last heart cashes it: the shot is on") {
  // Seat 0 takes the Q♠ and cashes diamonds and hearts; two cards left, it holds the T♥,
  // the last heart, and the 3♣. Leading the heart wins it and the moon; leading the club
  // gives seat 3 the lead, and seat 0, void in clubs, must throw the heart on its trick.
  GameState g = dealt(*presetRules("standard"), "2C 3C AS KS AH KH QH JH TH AD KD QD JD",
                      "4C QS 3S 8S 9S 2H 3H 4H 2D 3D 4D 5D 6D",
                      "5C 4S 5S 6S TS JS 5H 6H 7H 7D 8D 9D TD");
  playAll(g, "2C 4C 5C AC  2S KS QS 4S  AS 3S 5S 7S");
  playAll(g, "AD 2D 7D 8H  KD 3D 8D 9H  QD 4D 9D 6C  JD 5D TD 7C");
  playAll(g, "AH 2H 5H 8C  KH 3H 6H 9C  QH 4H 7H TC  JH 8S 6S JC");
  REQUIRE(g.firstToAct() == 0);
  REQUIRE(g.pointsTaken(0) == 25);
  for (ai::BotLevel level : kThinkers) {
    const std::string name(ai::levelName(level));
    CAPTURE(name);
    CHECK(decidePlay(level, g) == card("TH"));
  }
}

TEST_CASE("the moon choice under shooter_chooses is decided by the game score") {
  const Rules rules = *presetRules("shooter-chooses");
  auto finishMoon = [&](std::array<int, 4> scores) {
    GameState g = moonInProgress(rules, scores);
    playAll(g, "2H QD 4S 3C AH KD 3S");  // seat 0 ducks; seat 3 takes everything
    REQUIRE(g.phase() == Phase::MoonChoice);
    REQUIRE(g.firstToAct() == 3);
    return g;
  };
  SUBCASE("adding 26 to the others ends the game with the shooter lowest: add") {
    const GameState g = finishMoon({90, 85, 88, 70});
    for (ai::BotLevel level : kThinkers) {
      auto bot = ai::makeBot(level, 1);
      const std::string name(ai::levelName(level));
      CAPTURE(name);
      CHECK(ai::decide(*bot, g, 3, kBudget).moon == MoonChoice::AddToOthers);
    }
  }
  SUBCASE("adding 26 would hand the game to someone else: subtract") {
    const GameState g = finishMoon({30, 85, 60, 60});
    for (ai::BotLevel level : kThinkers) {
      auto bot = ai::makeBot(level, 1);
      const std::string name(ai::levelName(level));
      CAPTURE(name);
      CHECK(ai::decide(*bot, g, 3, kBudget).moon == MoonChoice::SubtractFromSelf);
    }
  }
}

TEST_CASE("late in a game a points-for-others evaluation gives way to winning") {
  const Rules rules = *presetRules("standard");
  const ai::Evaluator eval(rules, {95, 40, 50, 60}, 9);
  CHECK(eval.gameAtStake());
  // Seat 1 leads by far: a hand that ends the game now is worth more to it than a
  // hand with fewer points that lets the game go on.
  CHECK(eval.valueOfDelta({6, 4, 8, 8}, 1) > eval.valueOfDelta({2, 5, 9, 10}, 1));
  const ai::Evaluator early(rules, {10, 20, 15, 5}, 2);
  CHECK_FALSE(early.gameAtStake());
  CHECK(early.valueOfDelta({6, 0, 10, 10}, 1) > early.valueOfDelta({6, 1, 10, 9}, 1));
}

}  // namespace
}  // namespace hearts

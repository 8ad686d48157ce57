// The moon plan's pieces: who may be shooting, the shooter's card, its pass.
#include <doctest/doctest.h>

#include "ai/moon.h"
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
  REQUIRE(g.toMove() == 0);
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

}  // namespace
}  // namespace hearts

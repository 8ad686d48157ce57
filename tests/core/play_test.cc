#include <doctest/doctest.h>

#include "core/game.h"
#include "test_support.h"

using namespace hearts;
using namespace hearts::test;

namespace {
Rules standard() { return *presetRules("standard"); }

// Seat 1 has no clubs but diamonds, hearts and Q♠; seat 2 must follow clubs.
GameState voidInClubsDeal(const Rules& r) {
  return dealt(r, "2C 3C 4C 5C 6C 7C 2D 3D 4D 5D 6D 7D 8D",
               "2H 3H 4H 5H 6H 7H 8H 9D TD JD QD KD QS",
               "8C 9C TC JC QC KC AC AD 2S 3S 4S 5S 6S");
}

// A deal that reaches a lead by seat 0 with hearts unbroken after two tricks.
GameState leadDeal(const Rules& r) {
  GameState g = dealt(r, "2C AC 2H 3H 4H 2D 3D 4D 2S 3S 4S 5S 6S",
                      "3C 4C 5C 5H 6H 7H 5D 6D 7D 7S 8S 9S TS",
                      "6C 7C 8C 8H 9H TH 8D 9D TD JS QS KS AS");
  playAll(g, "2C 3C 6C 9C");  // seat 3 wins with 9C
  playAll(g, "KC AC 4C 7C");  // seat 0 wins with AC
  REQUIRE(g.firstToAct() == 0);
  return g;
}
}  // namespace

TEST_CASE("players must follow the suit led when they can") {
  GameState g = voidInClubsDeal(standard());
  playAll(g, "2C 9D");
  CHECK(g.firstToAct() == 2);
  CHECK(g.checkPlay(2, card("AD")) == ActionError::MustFollowSuit);
  CHECK(g.errorText(ActionError::MustFollowSuit) == "You must follow suit (clubs)");
  CHECK(g.legalPlays() == g.hand(2).inSuit(Suit::Clubs));
}

TEST_CASE("a player void in the suit led may play any other card after the first trick") {
  GameState g = leadDeal(standard());
  playAll(g, "2D 5D 8D");  // seat 3 holds diamonds: follows
  playAll(g, "JD");
  // Seat 3 won with JD and leads clubs; seat 0 has no clubs left: any card but hearts rule
  // applies only to leads, so a heart may be discarded.
  REQUIRE(g.firstToAct() == 3);
  playAll(g, "TC");
  CHECK(g.firstToAct() == 0);
  CHECK(g.legalPlays() == g.hand(0));
  CHECK(g.checkPlay(0, card("2H")) == ActionError::None);
}

TEST_CASE("the highest card of the suit led wins the trick; higher cards of other suits do not") {
  GameState g = voidInClubsDeal(standard());
  playAll(g, "2C KD 8C 7S");
  CHECK(g.tricksPlayed() == 1);
  CHECK(g.trickWinner(0) == 2);
}

TEST_CASE("the winner of a trick leads the next one") {
  GameState g = voidInClubsDeal(standard());
  playAll(g, "2C KD 8C 7S");
  CHECK(g.firstToAct() == 2);
  CHECK(g.currentTrick().leader == 2);
  CHECK(g.currentTrick().count == 0);
}

TEST_CASE("no hearts on the first trick, even when void in clubs") {
  GameState g = voidInClubsDeal(standard());
  playAll(g, "2C");
  CHECK(g.checkPlay(1, card("2H")) == ActionError::NoPointsOnFirstTrick);
  CHECK(g.errorText(ActionError::NoPointsOnFirstTrick) == "No points on the first trick");
  CHECK(g.legalPlays() == cards("9D TD JD QD KD"));
}

TEST_CASE("no queen of spades on the first trick, even when void in clubs") {
  GameState g = voidInClubsDeal(standard());
  playAll(g, "2C");
  CHECK(g.checkPlay(1, kQueenOfSpades) == ActionError::NoPointsOnFirstTrick);
}

TEST_CASE("a hand holding nothing but hearts and the queen may play them on the first trick") {
  GameState g = dealt(standard(), "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
                      "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH QS",
                      "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD");
  playAll(g, "2C");
  CHECK(g.legalPlays() == g.hand(1));
  playAll(g, "QS 2D");
  // Seat 3 holds AH and spades without the queen: the heart is still refused.
  CHECK(g.checkPlay(3, card("AH")) == ActionError::NoPointsOnFirstTrick);
  CHECK(g.legalPlays() == g.hand(3).inSuit(Suit::Spades));
}

TEST_CASE("option points_on_first_trick: hearts and the queen may be discarded on the first trick") {
  Rules r = standard();
  r.pointsOnFirstTrick = true;
  GameState g = voidInClubsDeal(r);
  playAll(g, "2C");
  CHECK(g.checkPlay(1, kQueenOfSpades) == ActionError::None);
  CHECK(g.checkPlay(1, card("2H")) == ActionError::None);
}

TEST_CASE("hearts may not be led until hearts are broken") {
  GameState g = leadDeal(standard());
  CHECK_FALSE(g.heartsBroken());
  CHECK(g.checkPlay(0, card("2H")) == ActionError::HeartsNotBroken);
  CHECK(g.errorText(ActionError::HeartsNotBroken) == "Hearts have not been broken");
  CHECK(g.checkPlay(0, card("2D")) == ActionError::None);
  CHECK(g.legalPlays() == g.hand(0) - kHeartsMask);
}

TEST_CASE("a heart discarded on an earlier trick breaks hearts") {
  GameState g = leadDeal(standard());
  playAll(g, "2S 7S AS JH");  // seat 3 has no spades and discards a heart
  CHECK(g.heartsBroken());
  CHECK(g.firstToAct() == 2);
  CHECK(g.checkPlay(2, card("8H")) == ActionError::None);
}

TEST_CASE("a hand of nothing but hearts may lead a heart before hearts are broken") {
  GameState g = dealt(standard(), "AC 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
                      "2C 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD",
                      "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS");
  playAll(g, "2C 2S 3C AC");
  REQUIRE(g.firstToAct() == 0);
  CHECK_FALSE(g.heartsBroken());
  CHECK(g.legalPlays() == g.hand(0));
  playAll(g, "2H");
  CHECK(g.heartsBroken());
}

TEST_CASE("the queen of spades may be played at any time and does not break hearts (text 000)") {
  GameState g = leadDeal(*presetRules("classic"));
  playAll(g, "2S 7S QS JD");  // seat 2 wins with the queen; seat 3 discards a diamond
  CHECK_FALSE(g.heartsBroken());
  CHECK(g.firstToAct() == 2);
  CHECK(g.checkPlay(2, card("8H")) == ActionError::HeartsNotBroken);
}

TEST_CASE("option qs_breaks_hearts: after the queen of spades hearts may be led") {
  Rules r = standard();
  r.qsBreaksHearts = true;
  GameState g = leadDeal(r);
  playAll(g, "2S 7S QS JD");
  CHECK(g.heartsBroken());
  CHECK(g.checkPlay(2, card("8H")) == ActionError::None);
}

TEST_CASE("only the seat to move may play, and only cards it holds") {
  GameState g = voidInClubsDeal(standard());
  CHECK(g.checkPlay(1, card("9D")) == ActionError::NotYourTurn);
  CHECK(g.checkPlay(0, card("AC")) == ActionError::NotInHand);
  CHECK(g.checkPlay(7, card("2C")) == ActionError::BadSeat);
  CHECK(g.errorText(ActionError::NotYourTurn) == "It is not your turn");
}

TEST_CASE("a seat's revealed voids are remembered") {
  GameState g = voidInClubsDeal(standard());
  playAll(g, "2C 9D");
  CHECK(g.voidSuits(1) == 1u << static_cast<int>(Suit::Clubs));
  CHECK(g.voidSuits(0) == 0u);
}

TEST_CASE("a seat's view hides the other hands") {
  GameState g = GameState::newGame(standard(), 5);
  const GameState v = g.viewFor(2);
  CHECK(v.hand(2) == g.hand(2));
  for (int s : {0, 1, 3}) {
    CHECK(v.hand(s).empty());
    CHECK(v.dealt(s).empty());
  }
  CHECK(v.handSize(0) == 13);
}

#include <doctest/doctest.h>

#include "core/game.h"
#include "core/match.h"
#include "test_support.h"

using namespace hearts;
using namespace hearts::test;

namespace {
Rules standard() { return *presetRules("standard"); }

// Seat 0 holds every club, so it wins all 13 tricks and takes every point card.
GameState moonDeal(const Rules& r, std::array<int, 4> scores = {}) {
  return dealt(r, "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
               "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
               "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH", 4, scores);
}

// Plays the hand out: every seat plays its lowest legal card.
void playOut(GameState& g) {
  while (g.phase() == Phase::Playing) g.play(g.legalPlays().lowest());
}
}  // namespace

TEST_CASE("each heart is one point and the queen of spades thirteen") {
  const Rules r = standard();
  CHECK(penaltyPoints(r, cards("2H 3H")) == 2);
  CHECK(penaltyPoints(r, cards("QS")) == 13);
  CHECK(penaltyPoints(r, cards("QS AH KS 2C JD")) == 14);
  CHECK(penaltyPoints(r, kPointCards) == 26);
}

TEST_CASE("the points of a hand add up to 26") {
  for (std::uint64_t seed = 1; seed <= 50; ++seed) {
    GameState g;
    const GameState src = GameState::newGame(standard(), seed);
    std::array<CardSet, 4> deal{};
    for (int s = 0; s < 4; ++s) deal[s] = src.hand(s);
    REQUIRE(GameState::fromDeal(standard(), deal, 4, {}, g));
    playOut(g);
    const HandResult& h = g.lastHand();
    if (h.moonShooter >= 0) continue;
    CHECK(h.points[0] + h.points[1] + h.points[2] + h.points[3] == 26);
    for (int s = 0; s < 4; ++s) CHECK(g.score(s) == h.points[s]);
  }
}

TEST_CASE("option jack_of_diamonds: the jack of diamonds counts minus ten") {
  Rules r = standard();
  r.jackOfDiamonds = -10;
  CHECK(penaltyPoints(r, cards("JD")) == -10);
  CHECK(penaltyPoints(r, cards("JD QS 2H")) == 4);
  GameState g = moonDeal(r);
  playOut(g);
  // The shooter took the jack too: the moon replaces the 26, the jack still counts.
  CHECK(g.scores() == std::array<int, 4>{-10, 26, 26, 26});
}

TEST_CASE("taking every heart and the queen shoots the moon: 26 to every other player (000, 003, 004)") {
  GameState g = moonDeal(standard());
  playOut(g);
  CHECK(g.lastHand().moonShooter == 0);
  CHECK(g.lastHand().points == std::array<int, 4>{26, 0, 0, 0});
  CHECK(g.scores() == std::array<int, 4>{0, 26, 26, 26});
  CHECK(g.phase() == Phase::HandOver);
}

TEST_CASE("moon rule subtract_from_self: the shooter loses 26") {
  Rules r = standard();
  r.moon = MoonRule::SubtractFromSelf;
  GameState g = moonDeal(r, {40, 10, 10, 10});
  playOut(g);
  CHECK(g.scores() == std::array<int, 4>{14, 10, 10, 10});
}

TEST_CASE("moon rule shooter_chooses (001): the shooter chooses to add 26 to the others") {
  GameState g = moonDeal(*presetRules("shooter-chooses"), {30, 10, 10, 10});
  playOut(g);
  REQUIRE(g.phase() == Phase::MoonChoice);
  CHECK(g.firstToAct() == 0);
  CHECK(g.checkMoonChoice(1, MoonChoice::AddToOthers) == ActionError::NotYourTurn);
  g.chooseMoon(MoonChoice::AddToOthers);
  CHECK(g.scores() == std::array<int, 4>{30, 36, 36, 36});
}

TEST_CASE("moon rule shooter_chooses (001): the shooter chooses to subtract 26 from itself") {
  GameState g = moonDeal(*presetRules("shooter-chooses"), {30, 10, 10, 10});
  playOut(g);
  REQUIRE(g.phase() == Phase::MoonChoice);
  g.chooseMoon(MoonChoice::SubtractFromSelf);
  CHECK(g.scores() == std::array<int, 4>{4, 10, 10, 10});
  CHECK(g.lastHand().moonChoice == MoonChoice::SubtractFromSelf);
}

TEST_CASE("moon rule shooter_chooses (001): subtracting is offered only above 26 points") {
  GameState g = moonDeal(*presetRules("shooter-chooses"), {26, 10, 10, 10});
  playOut(g);
  // At 26 the shooter has no choice: the others get 26.
  CHECK(g.phase() == Phase::HandOver);
  CHECK(g.scores() == std::array<int, 4>{26, 36, 36, 36});
}

TEST_CASE("moon rule protective (002): add 26 to the others when that does not end the game") {
  GameState g = moonDeal(*presetRules("protective-moon"), {50, 20, 30, 40});
  playOut(g);
  CHECK(g.scores() == std::array<int, 4>{50, 46, 56, 66});
}

TEST_CASE("moon rule protective (002): add when the game ends with the shooter lowest") {
  GameState g = moonDeal(*presetRules("protective-moon"), {60, 80, 70, 75});
  playOut(g);
  CHECK(g.scores() == std::array<int, 4>{60, 106, 96, 101});
  CHECK(g.phase() == Phase::GameOver);
  CHECK(g.winners() == 1u);
}

TEST_CASE("moon rule protective (002): subtract when adding would hand the game to another") {
  GameState g = moonDeal(*presetRules("protective-moon"), {70, 80, 60, 40});
  playOut(g);
  CHECK(g.lastHand().moonChoice == MoonChoice::SubtractFromSelf);
  CHECK(g.scores() == std::array<int, 4>{44, 80, 60, 40});
  CHECK(g.phase() == Phase::HandOver);
}

TEST_CASE("the game ends when someone reaches 100 at the end of a hand, and the lowest wins") {
  const Rules r = standard();
  unsigned w = 0;
  CHECK(GameState::gameEnds(r, {100, 50, 40, 60}, 7, &w));
  CHECK(w == 1u << 2);
  CHECK_FALSE(GameState::gameEnds(r, {99, 50, 40, 60}, 7, &w));
  CHECK(GameState::gameEnds(r, {130, 50, 40, 60}, 7, &w));
}

TEST_CASE("a game over 100 ends the match and names the winner") {
  GameState g = moonDeal(standard(), {0, 95, 95, 95});
  playOut(g);
  CHECK(g.phase() == Phase::GameOver);
  CHECK(g.winners() == 1u);
}

TEST_CASE("a tie for the lowest total plays on until one player is lowest alone (000)") {
  const Rules r = *presetRules("classic");
  unsigned w = 0;
  CHECK_FALSE(GameState::gameEnds(r, {100, 50, 50, 70}, 9, &w));
  CHECK(GameState::gameEnds(r, {100, 50, 51, 70}, 9, &w));
  CHECK(w == 2u);
}

TEST_CASE("where a text is silent, players tied for the lowest total share the win") {
  const Rules r = standard();
  unsigned w = 0;
  CHECK(GameState::gameEnds(r, {100, 50, 50, 70}, 9, &w));
  CHECK(w == 0b0110u);
}

TEST_CASE("option max_hands: the game also ends after four hands (003)") {
  const Rules r = *presetRules("pass-two");
  unsigned w = 0;
  CHECK_FALSE(GameState::gameEnds(r, {10, 20, 30, 40}, 3, &w));
  CHECK(GameState::gameEnds(r, {10, 20, 30, 40}, 4, &w));
  CHECK(w == 1u);
  CHECK(GameState::gameEnds(r, {100, 20, 30, 40}, 2, &w));
  CHECK_FALSE(GameState::gameEnds(standard(), {10, 20, 30, 40}, 4, &w));
}

TEST_CASE("hand results add up to the totals on the score sheet") {
  Match m(standard(), 2024);
  int guard = 0;
  while (m.state().phase() != Phase::GameOver && ++guard < 10000) {
    const GameState& g = m.state();
    if (g.phase() == Phase::HandOver) {
      m.startNextHand();
    } else if (g.phase() == Phase::Passing) {
      for (int s = 0; s < 4; ++s) {
        if (m.state().hasPassed(s)) continue;
        CardSet h = m.state().hand(s), pick;
        for (int i = 0; i < 3; ++i) { pick.add(h.highest()); h.remove(h.highest()); }
        REQUIRE(m.apply(Action::makePass(s, pick)) == ActionError::None);
      }
    } else {
      REQUIRE(m.apply(Action::makePlay(g.firstToAct(), g.legalPlays().lowest())) == ActionError::None);
    }
  }
  REQUIRE(m.state().phase() == Phase::GameOver);
  std::array<int, 4> sum{};
  for (const HandResult& h : m.hands())
    for (int s = 0; s < 4; ++s) sum[s] += h.delta[s];
  CHECK(sum == m.state().scores());
  CHECK(static_cast<int>(m.hands().size()) == m.state().handNumber());
}

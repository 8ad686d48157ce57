// The stage machine: one function maps the engine's state to the stage the table shows, one
// says who the engine waits for.
#include <doctest/doctest.h>

#include "core/match.h"
#include "core/rules.h"
#include "session/stage.h"
#include "test_games.h"

using namespace hearts;
using namespace hearts::session;

TEST_CASE("while passing, every seat that has not passed must act, and the player's pass moves the stage on") {
  Match m(*presetRules("classic"), 21);
  CHECK(stageFor(m.state()) == Stage::Passing);
  CHECK(m.state().seatsToAct() == 0xFu);
  CardSet pass;
  for (Card c : m.state().hand(0)) {
    if (pass.size() == 3) break;
    pass.add(c);
  }
  REQUIRE(m.apply(Action::makePass(0, pass)) == ActionError::None);
  CHECK(stageFor(m.state()) == Stage::PassWaiting);
  CHECK(m.state().seatsToAct() == 0xEu);
}

TEST_CASE("while playing, only the seat to move acts; between hands nobody does") {
  Match m = testing::gameAfter(*presetRules("classic"), 21, 5);
  REQUIRE(m.state().phase() == Phase::Playing);
  CHECK(stageFor(m.state()) == Stage::Playing);
  CHECK(m.state().seatsToAct() == 1u << m.state().firstToAct());
  Match done = testing::gameAfter(*presetRules("classic"), 21, 52);
  REQUIRE(done.state().phase() == Phase::HandOver);
  CHECK(stageFor(done.state()) == Stage::HandSummary);
  CHECK(done.state().seatsToAct() == 0u);
}

TEST_CASE("the shooter alone acts at a moon choice") {
  auto m = testing::playerShootsTheMoon();
  REQUIRE(m);
  CHECK(stageFor(m->state()) == Stage::MoonChoice);
  CHECK(m->state().seatsToAct() == 1u);
}

TEST_CASE("firstSeat picks the lowest seat that may act") {
  CHECK(firstSeat(0xEu, [](int) { return true; }) == 1);
  CHECK(firstSeat(0xFu, [](int s) { return s != 0; }) == 1);
  CHECK(firstSeat(0x1u, [](int s) { return s != 0; }) == -1);
  CHECK(firstSeat(0u, [](int) { return true; }) == -1);
}

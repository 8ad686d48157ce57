#include <doctest/doctest.h>

#include <set>
#include <string>

#include "core/match.h"
#include "core/rng.h"
#include "core/rules.h"

using namespace hearts;

TEST_CASE("text 000 is preset classic: pass 3, the queen never breaks hearts, moon adds, a tie plays on") {
  const Rules r = *presetRules("classic");
  CHECK(r.passCount == 3);
  CHECK_FALSE(r.qsBreaksHearts);
  CHECK_FALSE(r.pointsOnFirstTrick);
  CHECK(r.moon == MoonRule::AddToOthers);
  CHECK(r.targetScore == 100);
  CHECK(r.maxHands == 0);
  CHECK(r.tie == TieRule::PlayOn);
}

TEST_CASE("text 001 is preset shooter-chooses: the shooter chooses, subtracting only above 26") {
  const Rules r = *presetRules("shooter-chooses");
  CHECK(r.passCount == 3);
  CHECK(r.moon == MoonRule::ShooterChooses);
  CHECK(r.moonSubtractAbove == 26);
  CHECK_FALSE(r.pointsOnFirstTrick);
}

TEST_CASE("text 002 is preset protective-moon: the moon adds unless that hands the game to another") {
  const Rules r = *presetRules("protective-moon");
  CHECK(r.passCount == 3);
  CHECK(r.moon == MoonRule::Protective);
  CHECK(r.targetScore == 100);
}

TEST_CASE("text 003 is preset pass-two: pass 2, game over at 100 or after four hands") {
  const Rules r = *presetRules("pass-two");
  CHECK(r.passCount == 2);
  CHECK(r.moon == MoonRule::AddToOthers);
  CHECK(r.maxHands == 4);
}

TEST_CASE("text 004 is preset standard: pass 3, moon adds 26, game to 100") {
  const Rules r = *presetRules("standard");
  CHECK(r.passCount == 3);
  CHECK(r.moon == MoonRule::AddToOthers);
  CHECK(r.maxHands == 0);
  CHECK(r.jackOfDiamonds == 0);
}

TEST_CASE("preset names are unique and every preset's rules are valid") {
  std::set<std::string> names;
  for (const Preset& p : presets()) {
    CHECK(names.insert(p.name).second);
    CHECK(validateRules(p.rules).empty());
    CHECK(findPreset(p.rules) == &p);
  }
  CHECK_FALSE(presetRules("no-such-preset").has_value());
}

TEST_CASE("whole seeded games of every preset run from the first deal to a winner") {
  for (const Preset& p : presets()) {
    CAPTURE(p.name);
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      Match m(p.rules, seed);
      Rng rng(seed);  // random players: random passes, random legal cards
      int guard = 0;
      while (m.state().phase() != Phase::GameOver && ++guard < 100000) {
        const GameState& g = m.state();
        if (g.phase() == Phase::HandOver) { m.startNextHand(); continue; }
        if (g.phase() == Phase::Passing) {
          for (int s = 0; s < 4; ++s) {
            if (m.state().hasPassed(s)) continue;
            const CardSet pass = randomCards(rng, m.state().hand(s), p.rules.passCount);
            REQUIRE(m.apply(Action::makePass(s, pass)) == ActionError::None);
          }
          continue;
        }
        if (g.phase() == Phase::MoonChoice) {
          REQUIRE(m.apply(Action::makeMoon(g.firstToAct(), MoonChoice::SubtractFromSelf)) == ActionError::None);
          continue;
        }
        REQUIRE(m.apply(Action::makePlay(g.firstToAct(), randomCard(rng, g.legalPlays()))) ==
                ActionError::None);
      }
      REQUIRE(m.state().phase() == Phase::GameOver);
      CHECK(m.state().winners() != 0u);
      if (p.rules.maxHands > 0) CHECK(m.state().handNumber() <= p.rules.maxHands);
    }
  }
}

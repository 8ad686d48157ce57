// The fast rule-based player stays within the rules (the rules themselves are tested with
// the play state, in tests/core/play_state_test.cc).
#include <doctest/doctest.h>

#include "ai/policy.h"
#include "ai_test_support.h"
#include "core/play_state.h"
#include "core/rules.h"

namespace hearts {
namespace {

TEST_CASE("the policy always plays a legal card and passes cards it holds") {
  for (const Preset& preset : presets()) {
    const ai::PolicyParams params = ai::PolicyParams::forRules(preset.rules);
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
      GameState g = GameState::newGame(preset.rules, seed);
      const CardSet hand = g.hand(0);
      const CardSet pass = ai::policyPass(hand, preset.rules.passCount, params);
      CHECK(pass.size() == preset.rules.passCount);
      CHECK(hand.containsAll(pass));
      PlayState s = PlayState::start({g.hand(0), g.hand(1), g.hand(2), g.hand(3)}, preset.rules);
      Rng rng(seed);
      while (!s.over()) {
        const Card card = ai::policyPlay(s, params, rng, 100);
        REQUIRE(s.legal().contains(card));
        s.play(card);
      }
    }
  }
}

// Seat 1 wins the first trick with the A♣ and must lead a spade (hearts are not broken);
// the Q♠ is seat 3's, with the T♠, K♠ and A♠.
GameState spadesToLead() {
  GameState g = aitest::dealt(*presetRules("standard"), "2C 4C 5C 2S 4S 5S 6S 7S 8S 2D 3D 4D 5D",
                              "AC 3S 9S JS 2H 3H 4H 5H 6H 7H 8H 9H TH",
                              "3C 6C 7C 8C 9C TC JC QC KC 6D 7D 8D 9D");
  aitest::playAll(g, "2C AC 3C TD");
  return g;
}

TEST_CASE("with lead_style 1 the policy leads its highest spade below the Q♠, else its lowest") {
  const GameState g = spadesToLead();
  REQUIRE(g.toMove() == 1);
  const PlayState& s = g.playState();
  ai::PolicyParams params = ai::PolicyParams::forRules(g.rules());
  CHECK(ai::policyChoice(s, s.legal(), params) == aitest::card("3S"));
  params.leadStyle = 1;
  CHECK(ai::policyChoice(s, s.legal(), params) == aitest::card("JS"));
  params.leadStyle = 2;  // clubs and diamonds only
  CHECK(ai::policyChoice(s, s.legal(), params) == aitest::card("3S"));
}

TEST_CASE("forced over the winning card with a player to come, over_low plays the lowest card over") {
  GameState g = spadesToLead();
  aitest::playAll(g, "3S 6D");
  REQUIRE(g.toMove() == 3);
  const PlayState& s = g.playState();
  ai::PolicyParams params = ai::PolicyParams::forRules(g.rules());
  CHECK(ai::policyChoice(s, s.legal(), params) == aitest::card("AS"));
  params.overLow = true;
  CHECK(ai::policyChoice(s, s.legal(), params) == aitest::card("TS"));
}

}  // namespace
}  // namespace hearts

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

}  // namespace
}  // namespace hearts

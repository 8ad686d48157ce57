// The playout state must follow the rules exactly as the referee does.
#include <doctest/doctest.h>

#include "ai/policy.h"
#include "core/play_state.h"
#include "ai_test_support.h"

namespace hearts {
namespace {

TEST_CASE("playout state allows exactly the referee's legal cards and gives the same tricks") {
  for (const Preset& preset : presets()) {
    Rules rules = preset.rules;
    for (int variant = 0; variant < 2; ++variant) {
      rules.pointsOnFirstTrick = variant == 1;
      for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        GameState g = GameState::newGame(rules, seed);
        Rng rng(seed);
        while (g.phase() == Phase::Passing) {
          const int seat = aitest::seatToAct(g);
          ai::RandomBot r(seed);
          g.pass(seat, ai::decide(r, g, seat, ai::Budget{}).pass);
        }
        PlayState s = g.playState();
        while (g.phase() == Phase::Playing) {
          REQUIRE(s.toMove() == g.toMove());
          REQUIRE(s.legal() == g.legalPlays());
          REQUIRE(s == g.playState());
          const Card card = randomCard(rng, s.legal());
          s.play(card);
          g.play(card);
        }
        REQUIRE(s.over());
        for (int seat = 0; seat < 4; ++seat) {
          CHECK(s.won[seat] == g.won(seat));
          CHECK(penaltyPoints(rules, s.won[seat]) == g.lastHand().points[seat]);
        }
      }
    }
  }
}

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

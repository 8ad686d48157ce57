// The playout state must follow the rules exactly as the referee does.
#include <doctest/doctest.h>

#include "ai/play_state.h"
#include "ai/policy.h"
#include "ai_test_support.h"

namespace hearts {
namespace {

using ai::Mask;

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
        ai::PlayState s = ai::PlayState::fromGame(g);
        while (g.phase() == Phase::Playing) {
          REQUIRE(s.toMove == g.toMove());
          REQUIRE(s.legal() == g.legalPlays().bits());
          // Rebuilding from the referee mid-trick gives the same state.
          const ai::PlayState rebuilt = ai::PlayState::fromGame(g);
          if (s.count > 0) {
            CHECK(rebuilt.winner == s.winner);
            CHECK(rebuilt.winCard == s.winCard);
          }
          CHECK(rebuilt.heartsBroken == s.heartsBroken);
          const int card = ai::randomMember(s.legal(), rng);
          s.play(card);
          g.play(Card(static_cast<std::uint8_t>(card)));
        }
        REQUIRE(s.over());
        for (int seat = 0; seat < 4; ++seat) {
          CHECK(s.won[seat] == g.won(seat).bits());
          CHECK(ai::penaltyOf(s.won[seat], rules.jackOfDiamonds) == g.lastHand().points[seat]);
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
      const Mask hand = g.hand(0).bits();
      const Mask pass = ai::policyPass(hand, preset.rules.passCount, params);
      CHECK(ai::count(pass) == preset.rules.passCount);
      CHECK((pass & ~hand) == 0);
      ai::PlayState s = ai::PlayState::start(
          {g.hand(0).bits(), g.hand(1).bits(), g.hand(2).bits(), g.hand(3).bits()},
          preset.rules);
      Rng rng(seed);
      while (!s.over()) {
        const int card = ai::policyPlay(s, params, rng, 100);
        REQUIRE(((s.legal() >> card) & 1u) == 1u);
        s.play(card);
      }
    }
  }
}

}  // namespace
}  // namespace hearts

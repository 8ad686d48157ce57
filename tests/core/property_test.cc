// Invariants over many seeded random hands, all presets.
#include <doctest/doctest.h>

#include "core/game.h"

using namespace hearts;

namespace {

struct Totals {
  long hands = 0, moons = 0, games = 0;
};

// Plays whole games with random legal choices, checking every invariant on the way.
void checkGames(const Rules& rules, std::uint64_t seed, long handsWanted, Totals& t) {
  Rng rng(seed);
  while (t.hands < handsWanted) {
    GameState g = GameState::newGame(rules, rng.next());
    std::array<int, 4> expected{};
    ++t.games;
    for (;;) {
      // --- one hand ---
      CardSet dealtAll;
      for (int s = 0; s < 4; ++s) {
        REQUIRE(g.hand(s).size() == 13);
        REQUIRE_FALSE(dealtAll.intersects(g.hand(s)));
        dealtAll |= g.hand(s);
      }
      REQUIRE(dealtAll == CardSet::deck());
      if (g.phase() == Phase::Passing) {
        for (int s = 0; s < 4; ++s) {
          const CardSet pick = randomCards(rng, g.hand(s), rules.passCount);
          REQUIRE(g.checkPass(s, pick) == ActionError::None);
          g.pass(s, pick);
        }
      }
      CardSet playedAll;
      int plays = 0;
      while (g.phase() == Phase::Playing) {
        const CardSet legal = g.legalPlays();
        REQUIRE_FALSE(legal.empty());
        REQUIRE(g.hand(g.firstToAct()).containsAll(legal));
        const Card c = randomCard(rng, legal);
        REQUIRE_FALSE(playedAll.contains(c));
        playedAll.add(c);
        g.play(c);
        ++plays;
      }
      REQUIRE(plays == 52);
      REQUIRE(playedAll == CardSet::deck());
      REQUIRE(g.tricksPlayed() == 13);
      if (g.phase() == Phase::MoonChoice) {
        g.chooseMoon(rng.below(2) ? MoonChoice::AddToOthers : MoonChoice::SubtractFromSelf);
      }
      const HandResult& h = g.lastHand();
      int sum = 0, wonCards = 0;
      for (int s = 0; s < 4; ++s) {
        sum += h.points[s];
        wonCards += g.won(s).size();
      }
      REQUIRE(wonCards == 52);
      const int jack = rules.jackOfDiamonds;
      REQUIRE(sum == 26 + jack);
      if (h.moonShooter >= 0) {
        ++t.moons;
        REQUIRE(g.won(h.moonShooter).containsAll(kPointCards));
        int deltaSum = 0;
        for (int s = 0; s < 4; ++s) deltaSum += h.delta[s];
        REQUIRE((deltaSum == 78 + jack || deltaSum == -26 + jack));
      } else {
        REQUIRE(h.delta == h.points);
      }
      for (int s = 0; s < 4; ++s) expected[s] += h.delta[s];
      REQUIRE(g.scores() == expected);
      ++t.hands;

      // The game ends exactly when the rules say.
      int low = expected[0], high = expected[0], lowCount = 0;
      for (int v : expected) { low = std::min(low, v); high = std::max(high, v); }
      for (int v : expected) lowCount += v == low;
      bool shouldEnd = high >= rules.targetScore ||
                       (rules.maxHands > 0 && g.handNumber() >= rules.maxHands);
      if (rules.tie == TieRule::PlayOn && lowCount > 1) shouldEnd = false;
      REQUIRE((g.phase() == Phase::GameOver) == shouldEnd);
      if (shouldEnd) {
        for (int s = 0; s < 4; ++s)
          REQUIRE((((g.winners() >> s) & 1u) != 0) == (expected[s] == low));
        break;
      }
      g.startNextHand();
    }
  }
}

}  // namespace

TEST_CASE("invariants hold over 100,000 seeded random hands of every preset") {
  const long perPreset = 100000 / static_cast<long>(presets().size()) + 1;
  long all = 0;
  for (const Preset& p : presets()) {
    CAPTURE(p.name);
    Totals t;
    checkGames(p.rules, 0xC0FFEE + static_cast<std::uint64_t>(all), perPreset, t);
    all += t.hands;
    CHECK(t.games > 0);
  }
  CHECK(all >= 100000);
}

TEST_CASE("invariants hold with every rule option switched on") {
  Rules r = *presetRules("standard");
  r.pointsOnFirstTrick = true;
  r.qsBreaksHearts = true;
  r.jackOfDiamonds = -10;
  r.moon = MoonRule::SubtractFromSelf;
  Totals t;
  checkGames(r, 99, 5000, t);
  r.moon = MoonRule::Protective;
  r.passCount = 2;
  r.tie = TieRule::PlayOn;
  checkGames(r, 98, 10000, t);
  CHECK(t.hands >= 10000);
}

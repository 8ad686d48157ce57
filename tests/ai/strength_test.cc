// Small duplicate matches as a guard against changes that weaken a level. Seeded and
// iteration-budgeted, so each result is exact and repeatable; the margins are wide.
#include <doctest/doctest.h>

#include "ai_test_support.h"

namespace hearts {
namespace {

// Plays `deals` deals four times each, the levels rotating through the seats, and returns
// how many points per hand `level` takes more than `other` (negative: it takes fewer).
double duplicateMargin(const char* level, const char* other, int deals, std::int64_t iterations) {
  const Rules rules = *presetRules("standard");
  double margin = 0;
  for (int d = 0; d < deals; ++d) {
    const GameState first = GameState::newGame(rules, 1000 + static_cast<std::uint64_t>(d));
    std::array<CardSet, 4> deal{};
    for (int s = 0; s < 4; ++s) deal[s] = first.hand(s);
    for (int rot = 0; rot < 4; ++rot) {
      GameState g;
      REQUIRE(GameState::fromDeal(rules, deal, d % 4 + 1, {}, g));
      std::unique_ptr<ai::Bot> bots[4];
      for (int s = 0; s < 4; ++s)
        bots[s] = ai::makeBot(s == rot ? level : other, static_cast<std::uint64_t>(d * 4 + s));
      while (g.phase() == Phase::Passing || g.phase() == Phase::Playing ||
             g.phase() == Phase::MoonChoice) {
        const int seat = aitest::seatToAct(g);
        const ai::Decision dec = ai::decide(*bots[seat], g, seat, ai::Budget{iterations, 0});
        REQUIRE(aitest::legalDecision(g, seat, dec));
        if (g.phase() == Phase::Passing) g.pass(seat, dec.pass);
        else if (g.phase() == Phase::Playing) g.play(dec.play);
        else g.chooseMoon(dec.moon);
      }
      int others = 0;
      for (int s = 0; s < 4; ++s)
        if (s != rot) others += g.lastHand().delta[s];
      margin += g.lastHand().delta[rot] - others / 3.0;
    }
  }
  return margin / (deals * 4);
}

TEST_CASE("easy takes fewer points than random players") {
  CHECK(duplicateMargin("easy", "random", 100, 0) < -3.0);
}

TEST_CASE("medium takes fewer points than easy players") {
  CHECK(duplicateMargin("medium", "easy", 100, 0) < -1.0);
}

TEST_CASE("hard, at its own budget, takes fewer points than medium players") {
  CHECK(duplicateMargin("hard", "medium", 100, 0) < -0.75);
}

TEST_CASE("hard with more playouts takes fewer points than hard at its own budget") {
  // Hard's budget places it between medium and expert; more playouts of the same search
  // are stronger, the step the level above it is built on.
  CHECK(duplicateMargin("hard:iterations=600", "hard", 60, 0) < -1.0);
}

}  // namespace
}  // namespace hearts

// Helpers for the bot tests: exact situations from scripted deals, and seeded random
// situations from anywhere in a game.
#pragma once

#include <array>
#include <doctest/doctest.h>
#include <optional>
#include <string>

#include "ai/advisor.h"
#include "ai/bot.h"
#include "ai/levels.h"
#include "ai/match_loop.h"
#include "ai/random_bot.h"
#include "core/game.h"
#include "core/rng.h"
#include "../core/test_support.h"

namespace hearts::aitest {

// The scripted-deal helpers are the rule tests' own.
using hearts::test::card;
using hearts::test::cards;
using hearts::test::dealt;
using hearts::test::playAll;

// The seat that must act now (Passing: the first that has not passed).
inline int seatToAct(const GameState& g) { return ai::seatToDecide(g); }

// A game played by random players from `seed` for about `steps` actions (dealing the next
// hand counts as one), stopped where somebody has a decision to make (passing or playing).
inline GameState randomSituation(const Rules& rules, std::uint64_t seed, int steps) {
  GameState g = GameState::newGame(rules, seed);
  ai::RandomBot random(seed ^ 0x5EEDull);
  int left = steps;
  ai::playGame(
      g,
      [&random, &left](const GameState& s, int seat) -> std::optional<ai::Decision> {
        if (left == 0) return std::nullopt;
        --left;
        return ai::decide(random, s, seat, ai::Budget{});
      },
      [&left](const GameState&) {
        if (left == 0) return false;
        --left;
        return true;
      });
  if (g.phase() == Phase::HandOver) g.startNextHand();
  if (g.phase() == Phase::GameOver || g.phase() == Phase::MoonChoice)
    return randomSituation(rules, seed + 1000003, steps);
  return g;
}

// The advice for `seat` in `state` after `playouts` of the advisor's search.
inline ai::Advice advise(const GameState& state, int seat, std::int64_t playouts, std::uint64_t seed = 5) {
  ai::Advisor advisor(seed);
  advisor.begin(state.viewFor(seat), seat, playouts);
  while (!advisor.think(64)) {
  }
  return advisor.advice();
}

// Is `d` a legal answer for `seat` in `g`?
inline bool legalDecision(const GameState& g, int seat, const ai::Decision& d) {
  switch (g.phase()) {
    case Phase::Passing: return g.checkPass(seat, d.pass) == ActionError::None;
    case Phase::Playing: return g.checkPlay(seat, d.play) == ActionError::None;
    case Phase::MoonChoice: return g.checkMoonChoice(seat, d.moon) == ActionError::None;
    default: return false;
  }
}

}  // namespace hearts::aitest

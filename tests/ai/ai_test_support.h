// Helpers for the bot tests: exact situations from scripted deals, and seeded random
// situations from anywhere in a game.
#pragma once

#include <array>
#include <doctest/doctest.h>
#include <string>

#include "ai/bot.h"
#include "ai/random_bot.h"
#include "core/game.h"
#include "core/rng.h"

namespace hearts::aitest {

inline CardSet cards(const std::string& names) {
  auto s = parseCardSet(names);
  REQUIRE_MESSAGE(s.has_value(), "bad card list in test: " << names);
  return *s;
}

inline Card card(const std::string& name) {
  auto c = parseCard(name);
  REQUIRE_MESSAGE(c.has_value(), "bad card in test: " << name);
  return *c;
}

// Seats 0..2 get the given cards, seat 3 the rest. Hand 4 by default: no passing.
inline GameState dealt(const Rules& rules, const std::string& s0, const std::string& s1,
                       const std::string& s2, int handNumber = 4,
                       std::array<int, 4> scores = {}) {
  std::array<CardSet, 4> deal{cards(s0), cards(s1), cards(s2), {}};
  deal[3] = CardSet::deck() - deal[0] - deal[1] - deal[2];
  GameState g;
  REQUIRE(GameState::fromDeal(rules, deal, handNumber, scores, g));
  return g;
}

// Plays the cards in order; each must be legal for the seat to move.
inline void playAll(GameState& g, const std::string& names) {
  std::size_t i = 0;
  while (i < names.size()) {
    if (names[i] == ' ') { ++i; continue; }
    const Card c = card(names.substr(i, 2));
    const ActionError e = g.checkPlay(g.toMove(), c);
    REQUIRE_MESSAGE(e == ActionError::None, "seat " << g.toMove() << " may not play "
                                                    << cardName(c) << ": " << g.errorText(e));
    g.play(c);
    i += 2;
  }
}

// The seat that must act now (Passing: the first that has not passed).
inline int seatToAct(const GameState& g) {
  if (g.phase() == Phase::Passing)
    for (int s = 0; s < 4; ++s)
      if (!g.hasPassed(s)) return s;
  return g.toMove();
}

// A game played by random players from `seed` for about `steps` actions, stopped where
// somebody has a decision to make (passing or playing).
inline GameState randomSituation(const Rules& rules, std::uint64_t seed, int steps) {
  GameState g = GameState::newGame(rules, seed);
  ai::RandomBot random(seed ^ 0x5EEDull);
  for (int i = 0; i < steps; ++i) {
    if (g.phase() == Phase::HandOver) {
      g.startNextHand();
      continue;
    }
    if (g.phase() == Phase::GameOver) break;
    const int seat = seatToAct(g);
    const ai::Decision d = ai::decide(random, g, seat, ai::Budget{});
    if (g.phase() == Phase::Passing) g.pass(seat, d.pass);
    else if (g.phase() == Phase::Playing) g.play(d.play);
    else g.chooseMoon(d.moon);
  }
  if (g.phase() == Phase::HandOver) g.startNextHand();
  if (g.phase() == Phase::GameOver || g.phase() == Phase::MoonChoice)
    return randomSituation(rules, seed + 1000003, steps);
  return g;
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

inline constexpr const char* kLevels[] = {"random", "easy", "medium", "hard", "expert"};

}  // namespace hearts::aitest

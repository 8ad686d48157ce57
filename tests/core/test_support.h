// Small helpers for building exact situations in rule tests.
#pragma once

#include <array>
#include <doctest/doctest.h>
#include <string>

#include "core/game.h"

namespace hearts::test {

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

// Deals seats 0..2 the given cards and seat 3 the rest of the deck. Hand 4 by default, so
// play starts at once (no passing).
inline GameState dealt(const Rules& rules, const std::string& s0, const std::string& s1,
                       const std::string& s2, int handNumber = 4,
                       std::array<int, 4> scores = {}) {
  std::array<CardSet, 4> deal{cards(s0), cards(s1), cards(s2), {}};
  deal[3] = CardSet::deck() - deal[0] - deal[1] - deal[2];
  GameState g;
  REQUIRE(GameState::fromDeal(rules, deal, handNumber, scores, g));
  return g;
}

// Plays the given cards in order (each must be legal for the seat to move).
inline void playAll(GameState& g, const std::string& names) {
  std::size_t i = 0;
  while (i < names.size()) {
    if (names[i] == ' ') { ++i; continue; }
    const Card c = card(names.substr(i, 2));
    const ActionError e = g.checkPlay(g.toMove(), c);
    REQUIRE_MESSAGE(e == ActionError::None,
                    "seat " << g.toMove() << " may not play " << cardName(c) << ": " << g.errorText(e));
    g.play(c);
    i += 2;
  }
}

}  // namespace hearts::test

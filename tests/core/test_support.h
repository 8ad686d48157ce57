// Small helpers for building exact situations in rule tests.
#pragma once

#include <array>
#include <climits>
#include <doctest/doctest.h>
#include <string>

#include "core/game.h"
#include "core/match.h"

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
    const ActionError e = g.checkPlay(g.firstToAct(), c);
    REQUIRE_MESSAGE(e == ActionError::None,
                    "seat " << g.firstToAct() << " may not play " << cardName(c) << ": " << g.errorText(e));
    g.play(c);
    i += 2;
  }
}

// How the players of a scripted game choose: everyone its lowest cards, everyone its highest,
// or everyone its lowest but the player (seat 0), who plays its highest.
enum class Picks { Lowest, Highest, PlayerHighest };

// A game played by fixed choices (a moon adds to the others), the next hand dealt whenever
// one ends, until `maxActions` actions, `maxHands` finished hands, or the end of the game.
inline Match scriptedGame(const Rules& rules, std::uint64_t seed, Picks picks,
                          int maxActions = INT_MAX, int maxHands = INT_MAX) {
  Match m(rules, seed);
  for (int applied = 0; applied < maxActions && m.state().phase() != Phase::GameOver &&
                        static_cast<int>(m.hands().size()) < maxHands;) {
    const GameState& g = m.state();
    Action a;
    switch (g.phase()) {
      case Phase::HandOver: m.startNextHand(); continue;
      case Phase::Passing: {
        const int s = g.firstToAct();
        CardSet h = g.hand(s), pick;
        for (int k = 0; k < rules.passCount; ++k) {
          const Card c = picks == Picks::Highest ? h.highest() : h.lowest();
          pick.add(c);
          h.remove(c);
        }
        a = Action::makePass(s, pick);
        break;
      }
      case Phase::Playing: {
        const bool high = picks == Picks::Highest || (picks == Picks::PlayerHighest && g.firstToAct() == 0);
        a = Action::makePlay(g.firstToAct(), high ? g.legalPlays().highest() : g.legalPlays().lowest());
        break;
      }
      case Phase::MoonChoice: a = Action::makeMoon(g.firstToAct(), MoonChoice::AddToOthers); break;
      case Phase::GameOver: continue;
    }
    REQUIRE(m.apply(a) == ActionError::None);
    ++applied;
  }
  return m;
}

}  // namespace hearts::test

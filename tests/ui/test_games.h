// Games in particular states, for the tests that need one.
#pragma once

#include <optional>

#include "core/match.h"
#include "core/rules.h"

namespace hearts::ui::testing {

// Everyone passes their lowest cards; then `plays` cards are played, each the lowest legal.
inline Match gameAfter(const Rules& rules, std::uint64_t seed, int plays) {
  Match m(rules, seed);
  if (m.state().phase() == Phase::Passing) {
    for (int s = 0; s < 4; ++s) {
      CardSet pass;
      for (Card c : m.state().hand(s)) {
        if (pass.size() == rules.passCount) break;
        pass.add(c);
      }
      m.apply(Action::makePass(s, pass));
    }
  }
  for (int i = 0; i < plays && m.state().phase() == Phase::Playing; ++i)
    m.apply(Action::makePlay(m.state().toMove(), m.state().legalPlays().lowest()));
  return m;
}

// A first hand at the moon choice with the player as the shooter: found by letting the
// player play high and the bots low over many deals (under shooter-chooses, with taking
// 26 off always allowed so that the choice is offered).
inline std::optional<Match> playerShootsTheMoon() {
  Rules r = *presetRules("shooter-chooses");
  r.moonSubtractAbove = -1;
  for (std::uint64_t seed = 1; seed < 20000; ++seed) {
    Match m = gameAfter(r, seed, 0);
    bool othersClean = true;
    while (m.state().phase() == Phase::Playing && othersClean) {
      const GameState& st = m.state();
      const CardSet legal = st.legalPlays();
      m.apply(Action::makePlay(st.toMove(), st.toMove() == 0 ? legal.highest() : legal.lowest()));
      for (int s = 1; s < 4; ++s) othersClean &= m.state().pointsTaken(s) == 0;
    }
    if (othersClean && m.state().phase() == Phase::MoonChoice) return m;
  }
  return std::nullopt;
}

}  // namespace hearts::ui::testing

// Cards that are interchangeable for the player holding them: playing either has the same
// consequences, so a search tries one card of each group and the opponent model does not
// count the choice between them as a surprise.
#pragma once

#include <algorithm>

#include "core/card.h"
#include "core/rules.h"

namespace hearts::ai {

// Two cards a player holds are interchangeable when nobody else holds a card between them
// and neither carries special points. `ownOrGone`: the player's hand and every card played.
constexpr bool interchangeable(Card a, Card b, CardSet ownOrGone, const Rules& rules) {
  const auto special = [&rules](Card c) {
    return c == kQueenOfSpades || (rules.jackOfDiamonds != 0 && c == kJackOfDiamonds);
  };
  if (a.suit() != b.suit() || special(a) || special(b)) return false;
  const CardSet between = belowInSuit(std::max(a, b)) & aboveInSuit(std::min(a, b));
  return (between - ownOrGone).empty();
}

// One card from each group of interchangeable cards of `legal`; `preferred` (one of them)
// represents its own group, the lowest card each other group.
constexpr CardSet distinctMoves(CardSet legal, CardSet ownOrGone, Card preferred,
                                const Rules& rules) {
  CardSet reps = CardSet::of(preferred);
  for (Card c : legal - CardSet::of(preferred)) {
    bool covered = false;
    for (Card r : reps) {
      covered = interchangeable(c, r, ownOrGone, rules);
      if (covered) break;
    }
    if (!covered) reps.add(c);
  }
  return reps;
}

}  // namespace hearts::ai

// Everything one seat knows about where the unseen cards are, read off its view.
//
// Hard facts only: its own hand, every card played, the suits each seat has shown it
// lacks, the cards it passed (still in the receiver's hand unless played since), and what
// the rules let a seat play (a point card on the first trick means a hand of nothing but
// point cards; leading a heart before hearts are broken means a hand of nothing but
// hearts). Soft evidence (what a player's choices suggest) is weighed elsewhere.
#pragma once

#include <array>

#include "core/card.h"
#include "core/game.h"

namespace hearts::ai {

struct Knowledge {
  int seat = 0;
  CardSet myHand;
  CardSet played;                     // played this hand, the trick in progress included
  std::array<CardSet, 4> known{};     // unplayed cards known to be in that seat's hand
  std::array<CardSet, 4> allowed{};   // cards that seat may hold now (known ones included)
  std::array<int, 4> handSize{};
  std::array<CardSet, 4> playedBy{};  // what each seat has played this hand

  // The plays of this hand in order; the first is the 2♣.
  std::array<Card, 52> plays{};
  int playCount = 0;

  static Knowledge fromView(const GameState& view, int seat);

  // Does this full deal (every seat's current hand) agree with everything above?
  bool consistent(const std::array<CardSet, 4>& hands) const;
};

}  // namespace hearts::ai

// Everything one seat knows about where the unseen cards are, read off its view.
//
// Hard facts only: its own hand, every card played, the suits each seat has shown it
// lacks, the cards it passed (still in the receiver's hand unless played since), and what
// the rules let a seat play (a point card on the first trick means a hand of nothing but
// point cards; leading a heart before hearts are broken means a hand of nothing but
// hearts). Soft evidence (what a player's choices suggest) is weighed elsewhere.
#pragma once

#include <array>
#include <cstdint>

#include "ai/play_state.h"
#include "core/game.h"

namespace hearts::ai {

struct Knowledge {
  int seat = 0;
  Mask myHand = 0;
  Mask played = 0;                 // played this hand, the trick in progress included
  std::array<Mask, 4> known{};     // unplayed cards known to be in that seat's hand
  std::array<Mask, 4> allowed{};   // cards that seat may hold now (known ones included)
  std::array<int, 4> handSize{};
  std::array<Mask, 4> playedBy{};  // what each seat has played this hand

  // The plays of this hand in order (card indices); the first is the 2♣.
  std::array<std::uint8_t, 52> plays{};
  int playCount = 0;

  static Knowledge fromView(const GameState& view, int seat);

  // Does this full deal (every seat's current hand) agree with everything above?
  bool consistent(const std::array<Mask, 4>& hands) const;
};

}  // namespace hearts::ai

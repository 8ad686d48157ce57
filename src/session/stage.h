// The stage machine: what the player's table is showing, and who must act.
//
// The engine's Phase says what the rules wait for; a Stage says what the table shows, which
// adds the moments between (the player has passed and waits, the passed cards travel).
// stageFor() maps the engine's state to the stage that shows it; who the engine waits for is
// core's GameState::seatsToAct().
#pragma once

#include <cstdint>

#include "core/game.h"

namespace hearts::session {

enum class Stage : std::uint8_t {
  Passing,      // the player picks cards (the bots pick theirs meanwhile)
  PassWaiting,  // the player has passed; the bots have not all decided yet
  Exchange,     // passed cards leave and received ones arrive
  Playing,      // tricks, including a full one being shown and collected
  MoonChoice,   // a player shot the moon and chooses how it counts
  HandSummary,  // the score sheet after a hand
  GameOver,     // the final score sheet
};

const char* stageName(Stage s);

// The stage that shows `s` to the player in seat 0, with nothing left to animate.
Stage stageFor(const GameState& s);

// Who gets the player's cards in the pass of `s`, and who gives the player cards: -1 on a
// hand without passing.
int passTargetSeat(const GameState& s);
int passSourceSeat(const GameState& s);

// The lowest seat of a mask (GameState::seatsToAct()) that `mayAct` accepts, or -1.
template <typename Pred>
int firstSeat(unsigned mask, Pred mayAct) {
  for (int seat = 0; seat < 4; ++seat)
    if (((mask >> seat) & 1u) && mayAct(seat)) return seat;
  return -1;
}

}  // namespace hearts::session

// The one interface every computer player implements: built-in levels in the browser, the
// desktop and the arena alike.
//
// A bot is anytime. The driver calls begin() with what the seat may see, then think() in
// slices (between frames in the app, in a loop in the arena) until think() reports it is
// done or the driver's own time is up; decision() is legal at every moment after begin().
// With a seed and an iteration budget the same decision comes out every time, on every
// platform; a time budget trades that for a bound on waiting.
#pragma once

#include <cstdint>
#include <string>

#include "core/game.h"
#include "core/match.h"

namespace hearts::ai {

struct Budget {
  // Playouts (or the level's own unit of work) per decision; 0 = the level's default.
  std::int64_t iterations = 0;
  // Wall-clock milliseconds per decision; 0 = none. When both are set, whichever ends first.
  double millis = 0;
  // With millis and no iterations: whether the time is a budget to spend (the arena's
  // --move-ms) or only a limit (the app's "at most a second"). A level that spends its whole
  // budget (expert) then thinks until the time is up instead of stopping at its default work.
  bool spendTime = false;
};

// One answer, for whichever kind of decision was asked.
struct Decision {
  CardSet pass;                      // Phase::Passing
  Card play{};                       // Phase::Playing
  MoonChoice moon = MoonChoice::AddToOthers;  // Phase::MoonChoice
};

class Bot {
 public:
  virtual ~Bot() = default;
  virtual std::string name() const = 0;

  // A new decision for `seat`: `view` is GameState::viewFor(seat) of the real state, in
  // Passing (seat has not passed yet), Playing (seat to move) or MoonChoice (seat shot).
  virtual void begin(const GameState& view, int seat, const Budget& budget) = 0;
  // Work for at most `maxUnits` units (playouts); true when the decision is final.
  virtual bool think(std::int64_t maxUnits) = 0;
  // The best answer so far; always legal after begin().
  virtual Decision decision() const = 0;
};

// Runs a bot to completion in one go (the arena and tests; the app slices instead).
Decision decide(Bot& bot, const GameState& state, int seat, const Budget& budget);

// The seat with a decision to make (GameState::firstToAct): the one to move, or while
// passing the first seat that has not passed (passes are asked for in seat order); -1
// between hands and at the end.
int seatToDecide(const GameState& state);
// The action that carries out `d` for `seat` in the state's phase.
Action actionFor(const GameState& state, int seat, const Decision& d);

}  // namespace hearts::ai

// How long the table takes over each thing it shows: a card's flight, a finished trick held
// in view and collected, the pass, a notice; and how long a bot may think (wall clock).
#pragma once

namespace hearts::session {

struct Pacing {
  double flightMs = 170;      // a played card travelling to the table
  double botDelayMs = 200;    // least time from one card landing to a bot's next card
  double trickHoldMs = 550;   // a full trick stays in view
  double collectMs = 250;     // then slides to its winner
  double passMs = 350;        // passed cards leave, then received ones arrive
  double botBudgetMs = 1000;  // the most a bot may think about one decision (wall clock)
  double messageMs = 2800;    // how long a notice stays before the default text returns

  // The player waits about 2 s between turns, the bots' thinking aside: three bots' cards,
  // each shown for a moment, and the full trick long enough to see who took it
  // (docs/BENCHMARKS.md, "Pace of the table").
  static Pacing normal() { return {}; }
  // Time to follow every card: about 4 s between the player's turns.
  static Pacing relaxed() { return {300, 520, 1150, 420, 450, 1000, 2800}; }
  // About 1.3 s between the player's turns.
  static Pacing quick() { return {110, 90, 350, 150, 220, 1000, 2800}; }
  // Short delays for tests and impatient players; bots still think, but briefly.
  static Pacing fast() { return {40, 0, 120, 60, 60, 150, 2800}; }
  // Nothing moves: cards jump to their places. A full trick still stays in view a moment,
  // and bots think as long as usual.
  static Pacing still() { return {0, 150, 700, 0, 0, 1000, 2800}; }
};

}  // namespace hearts::session

// How long the table takes over each thing it shows: a card's flight, a finished trick held
// in view and collected, the pass, a notice; and how long a bot may think (wall clock).
#pragma once

namespace hearts::session {

struct Pacing {
  double flightMs = 300;      // a played card travelling to the table
  double botDelayMs = 520;    // least time from one card landing to a bot's next card
  double trickHoldMs = 1150;  // a full trick stays in view
  double collectMs = 420;     // then slides to its winner
  double passMs = 450;        // passed cards leave, then received ones arrive
  double botBudgetMs = 1000;  // the most a bot may think about one decision (wall clock)
  double messageMs = 2800;    // how long a notice stays before the default text returns

  static Pacing normal() { return {}; }
  // Short delays for tests and impatient players; bots still think, but briefly.
  static Pacing fast() { return {40, 0, 120, 60, 60, 150, 2800}; }
  // Nothing moves: cards jump to their places. A full trick still stays in view a moment,
  // and bots think as long as usual.
  static Pacing still() { return {0, 150, 700, 0, 0, 1000, 2800}; }
};

}  // namespace hearts::session

// The player's part of a game played by the tests: the first cards passed, the lowest legal
// card played, a moon counted the plain way, the next hand begun.
#pragma once

#include "session/game_session.h"

namespace hearts::ui::uitest {

// One action of the player's, where the table waits for one (the next hand after a score
// sheet too); nothing otherwise.
inline void playerMoves(session::GameSession& g, double now) {
  using session::Stage;
  const Stage stage = g.table().stage();
  if (stage == Stage::Passing) {
    int n = 0;
    for (Card c : g.state().hand(0))
      if (n++ < g.state().rules().passCount) g.desk().clickCard(c, now);
    g.desk().confirmPass(now);
  } else if (g.desk().playerToPlay()) {
    g.desk().clickCard(g.desk().legalForPlayer().lowest(), now);
  } else if (stage == Stage::MoonChoice && g.table().seatToMove() == 0) {
    g.desk().chooseMoon(MoonChoice::AddToOthers, now);
  } else if (stage == Stage::HandSummary) {
    g.desk().continueAfterHand(now);
  }
}

}  // namespace hearts::ui::uitest

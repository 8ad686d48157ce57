// The notice of a game played in another window: while it is up nothing else opens over the
// table and nothing closes it; only the app (Play here, once this window holds the game) puts
// it away.
#include <doctest/doctest.h>

#include "ui/sheet_state.h"

using namespace hearts::ui;

TEST_CASE("the notice of a game played elsewhere stays until this window plays it again") {
  SheetState s;
  s.openMenu(MenuTab::Game);
  s.showElsewhere(false);
  CHECK(s.overlay() == Overlay::Elsewhere);
  // Neither a key, a tap beside it, nor a button that opens a sheet takes it away.
  s.close();
  s.open(Overlay::None);
  s.open(Overlay::Statistics);
  s.toggle(Overlay::Scores);
  s.askLinkedDeal("deal 5");
  CHECK(s.overlay() == Overlay::Elsewhere);
  s.playHere();
  CHECK(s.overlay() == Overlay::None);
  // Taken by another window since: the same notice, in its other words.
  s.showElsewhere(true);
  CHECK(s.overlay() == Overlay::Elsewhere);
  s.playHere();
  // Play here puts away that notice alone.
  s.open(Overlay::Menu);
  s.playHere();
  CHECK(s.overlay() == Overlay::Menu);
}

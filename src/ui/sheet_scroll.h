// Scrolling a sheet's rows (SheetScroll, sheet_view.h): the rows moved to an offset, the
// offset that shows a given row, and where the open sheet stands (ScrollState): how far the
// player scrolled it, and a finger dragging its rows. SheetState keeps the state and forgets
// a sheet's place when the player opens another; the game's own sheet (the score sheet after a
// hand, at the end) keeps its place until the game moves on.
#pragma once

#include <optional>

#include "ui/geometry.h"
#include "ui/sheet_view.h"

namespace hearts::ui {

// The sheet's scrolled rows moved to `offset` (kept within their range); nothing for a sheet
// whose rows do not scroll.
void scrollSheet(SheetView& v, float offset);
// The offset nearest to the present one at which `r` (a row as it lies now) shows whole, or
// as much of it as the window holds.
float offsetShowing(const SheetScroll& s, const Rect& r);

// Which sheet a scroll belongs to: the sheet, its page (a tab, a hand under review) and, for
// the sheets the game shows, the stage and the hand they show.
struct ScrollKey {
  int sheet = -1;
  int page = 0;
  int stage = 0;
  int hand = 0;
  // A sheet the game shows (the score sheet after a hand, at the end), not one the player
  // opened: it keeps its place while the player looks at others over it (a hand's review).
  bool games = false;
  bool operator==(const ScrollKey&) const = default;
};

class ScrollState {
 public:
  // A finger on the rows: where it came down, and the offset they stood at then.
  struct Drag {
    Point from;
    float offset = 0;
    bool dragging = false;  // moved far enough to be a drag, not a tap
  };

  // How far the sheet `key` was scrolled; none while it stands where it opened.
  std::optional<float> offset(const ScrollKey& key) const;
  void set(const ScrollKey& key, float offset);
  // The player opened or closed a sheet: the next opens where it opens. The game's own sheet
  // keeps its place.
  void reset();
  // Another game: every sheet opens where it opens.
  void forget();

  // A finger comes down on the rows at `at`, with them scrolled to `offset`.
  void hold(Point at, float offset) { drag_ = Drag{at, offset, false}; }
  const std::optional<Drag>& held() const { return drag_; }
  // The finger moves to `at`: once it has gone `dragFrom` pixels it drags the rows, and the
  // offset it drags them to is returned.
  std::optional<float> dragTo(Point at, float dragFrom);
  // The finger lifts: what it held, if anything.
  std::optional<Drag> release();

 private:
  struct Place {
    ScrollKey key;
    float offset = 0;
  };
  std::optional<Place> opened_;  // of the sheet the player opened
  std::optional<Place> games_;   // of the game's own sheet
  std::optional<Drag> drag_;
};

}  // namespace hearts::ui

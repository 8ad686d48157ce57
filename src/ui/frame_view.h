// What one frame shows, worked out once as it is drawn (Screen::draw, ScreenModel::frame): the
// hand with each card's marks, the sheet over the table, the buttons and the notices. The
// painters draw it, and the test hook and the page's mirror report it; none of them works it
// out again.
#pragma once

#include <optional>
#include <vector>

#include "core/card.h"
#include "ui/buttons.h"
#include "ui/geometry.h"
#include "ui/layout.h"
#include "ui/notices.h"
#include "ui/sheet_view.h"

namespace hearts::ui {

// One card of the player's hand as shown now.
struct CardView {
  Card card;
  Rect rect;       // where it rests (raised when chosen)
  Rect visible;    // a part no other card covers
  bool playable = false;  // the player may click it now (to play, or to choose for passing)
  bool dim = false;       // the player's turn, and this card may not be played
  bool raised = false;    // chosen to pass (or passed, while the others choose), or tapped
                          // once to play when cards are played by a second tap
  bool chosen = false;    // in the selection for passing
  bool received = false;  // just passed in
  bool hovered = false;   // under the pointer or the keyboard's focus, and playable
  bool focused = false;   // the keyboard's place in the hand
  bool dragged = false;   // a finger drags it: drawn over the hand, where the finger is
  // A hint is up: the card's expected points for the rest of the hand (a play), and whether
  // it is (one of) the expert's choice: the best card, or a card of the best pass.
  std::optional<double> hintPoints;
  bool hintBest = false;
};

struct HandView {
  std::vector<CardView> cards;
  HandLayout layout;  // the same places, for hit-testing
};

struct FrameView {
  HandView hand;
  std::optional<SheetView> sheet;
  std::vector<Button> buttons;  // every button that can be pressed now, in hit-test order (first wins)
  std::vector<Notices::Box> noticeBoxes;
};

}  // namespace hearts::ui

// Draws what lies over the table: any sheet (sheet_view.h), the notices and the buttons.
// Keeps nothing between frames: a sheet's rows that scroll are drawn through their window, and
// drawing ends unclipped.
#pragma once

#include <SDL.h>

#include <optional>
#include <vector>

#include "ui/buttons.h"
#include "ui/card_painter.h"
#include "ui/painter.h"
#include "ui/screen_model.h"
#include "ui/sheet_view.h"
#include "ui/text.h"

namespace hearts::ui {

class SheetPainter {
 public:
  SheetPainter(SDL_Renderer* r, Text& text, CardPainter& cards)
      : text_(text), cards_(cards), paint_(r) {}

  void drawSheet(const SheetView& sheet, const TableLayout& layout);
  // The notices as the frame shows them (FrameView::noticeBoxes).
  void drawNotices(const TableLayout& layout, const std::vector<Notices::Box>& boxes);
  void drawButtons(const ScreenModel& model, const std::vector<Button>& buttons);
  // The felt a shape of Ink::Felt shows.
  void setFelt(Felt felt) { felt_ = felt; }

 private:
  // Draws from now on only inside `clip` (none: anywhere); false, with nothing changed, when
  // `r` lies wholly outside it.
  bool clipFor(const std::optional<Rect>& clip, const Rect& r);
  // Shows that the rows scroll: a bar with its thumb, and where more lies beyond the window's
  // edge, a fade and an arrow.
  void drawScroll(const SheetScroll& s, float font);

  Text& text_;
  CardPainter& cards_;
  Painter paint_;
  std::optional<Rect> clip_;
  Felt felt_ = Felt::Green;  // what is drawn shows only inside this, while drawing a sheet
};

}  // namespace hearts::ui

// Draws what lies over the table: any sheet (sheet_view.h), the notices and the buttons.
// Keeps nothing between frames.
#pragma once

#include <SDL.h>

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

 private:
  Text& text_;
  CardPainter& cards_;
  Painter paint_;
};

}  // namespace hearts::ui

// Draws what lies over the table: the score sheet, the menu, the moon dialog, the notices and
// the buttons. Reads the session and the screen model; keeps nothing between frames.
#pragma once

#include <SDL.h>

#include <vector>

#include "session/game_session.h"
#include "ui/buttons.h"
#include "ui/painter.h"
#include "ui/screen_model.h"
#include "ui/text.h"

namespace hearts::ui {

class SheetPainter {
 public:
  SheetPainter(SDL_Renderer* r, Text& text) : text_(text), paint_(r) {}

  // The sheet, menu or dialog that is open, if any.
  void drawOverlay(const session::GameSession& game, const ScreenModel& model);
  void drawNotices(const ScreenModel& model, double now);
  void drawButtons(const ScreenModel& model, const std::vector<Button>& buttons);

 private:
  void drawPanel(const TableLayout& l, const Rect& r);
  void drawScoreSheet(const session::GameSession& game, const ScreenModel& model);
  void drawMenu(const session::GameSession& game, const ScreenModel& model);
  void drawMoonDialog(const TableLayout& l);

  Text& text_;
  Painter paint_;
};

}  // namespace hearts::ui

#include "ui/screen.h"

#include <algorithm>
#include <limits>

#include "ui/test_hook.h"

namespace hearts::ui {

Screen::Screen(SDL_Renderer* r, Text& text, CardPainter& cards)
    : r_(r), text_(text), cards_(cards), model_(text), table_(r, text, cards), sheets_(r, text, cards) {}

void Screen::dropTextures() {
  model_.setDirty(true);
}

void Screen::resize(float pixelW, float pixelH, float dpr) {
  model_.resize(pixelW, pixelH, dpr);
  table_.resized();
}

void Screen::draw(double now) {
  model_.holdWaitingNotices(now);
  model_.notices().expire(now);
  SDL_SetRenderDrawBlendMode(r_, SDL_BLENDMODE_BLEND);
  // The faces follow the settings as they are now (a change makes them again).
  const UiSettings& s = model_.settings();
  cards_.setStyle({s.fourColour, s.largeIndex});
  cards_.beginFrame(6);
  table_.drawFelt(model_.layout());
  if (game_) {
    table_.draw(*game_, model_, now);
    const auto sheet = model_.sheet();
    if (sheet) sheets_.drawSheet(*sheet, model_.layout());
    sheets_.drawButtons(model_, model_.buttons());
    // Over everything, sheets and menus too, where they cover nothing the player needs.
    sheets_.drawNotices(model_, now);
  }
  text_.endFrame();
  cards_.endFrame();
  wasAnimating_ = game_ && game_->busy(now) && game_->table().moving(now);
  drawnQuietKey_ = quietKey(now);
  model_.setDirty(cards_.pending() || table_.handMoving());
  ++framesDrawn_;
}

bool Screen::needsFrame(double now) const {
  if (model_.dirty() || wasAnimating_) return true;
  if (game_ && game_->busy(now) && game_->table().moving(now)) return true;
  // What changes without moving: a bot's turn, the status line, a hint or the analysis that
  // has just come (its work done, the game is no longer busy), a hand the expert in the
  // player's chair has finished.
  if (game_ && quietKey(now) != drawnQuietKey_) return true;
  return wakeAt(now) <= now;
}

std::string Screen::quietKey(double now) const {
  if (!game_) return {};
  const std::string message = model_.statusMessage(now);
  return std::to_string(game_->table().version()) + '/' + std::to_string(static_cast<int>(game_->table().stage())) +
         '/' + std::to_string(game_->table().seatToMove()) + '/' +
         std::to_string(model_.thinkingDot(now)) + '/' + message + '/' +
         (game_->coach().hint() && game_->coach().hint()->ready ? "hint" : "") + '/' +
         (game_->coach().analysisUnderWay() ? std::to_string(game_->coach().analysisUnderWay()->handNumber) + ':' +
                                          std::to_string(game_->coach().analysisUnderWay()->judged) +
                                          (game_->coach().analysisUnderWay()->done ? "done" : "")
                                    : std::string()) +
         '/' + (game_->coach().chair() ? std::to_string(game_->coach().chair()->handsDone()) : std::string());
}

double Screen::wakeAt(double now) const {
  const double t = game_ ? game_->wakeAt(now) : std::numeric_limits<double>::infinity();
  return std::min(t, model_.notices().wakeAt(now));
}

std::string Screen::testState(double now) const {
  if (!game_) return "{}";
  FrameInfo frame;
  frame.idle = !game_->busy(now) && !table_.handMoving() && !cards_.pending();
  frame.framesDrawn = framesDrawn_;
  return ui::testState(*game_, model_, frame, now);
}

}  // namespace hearts::ui

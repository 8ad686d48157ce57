#include "ui/screen.h"

#include <algorithm>
#include <limits>

#include "ui/mirror_state.h"
#include "ui/table_marks.h"
#include "ui/test_hook.h"

namespace hearts::ui {

Screen::Screen(SDL_Renderer* r, Text& text, CardPainter& cards)
    : r_(r), text_(text), cards_(cards), model_(text), table_(r, text, cards), sheets_(r, text, cards) {}

void Screen::dropTextures() {
  changed();
  model_.setDirty(true);
}

void Screen::resize(float pixelW, float pixelH, float dpr) {
  changed();
  window_.width = pixelW;
  window_.height = pixelH;
  window_.dpr = dpr;
  model_.layOut(window_);
  table_.resized();
}

void Screen::setCardAspect(float a) {
  changed();
  window_.cardAspect = a;
  model_.layOut(window_);
}

void Screen::setTouch(bool touch) {
  changed();
  window_.touch = touch;
  model_.layOut(window_);
}

void Screen::draw(double now) {
  model_.followLanguage();
  model_.ageNotices(now);
  SDL_SetRenderDrawBlendMode(r_, SDL_BLENDMODE_BLEND);
  // The faces follow the settings as they are now (a change makes them again).
  const UiSettings& s = model_.given().settings;
  cards_.setStyle({s.fourColour, s.largeIndex});
  cards_.setBack(s.back);
  table_.setFelt(s.felt);
  sheets_.setFelt(s.felt);
  cards_.beginFrame(6);
  table_.drawFelt(model_.layout());
  frameAt_ = kNotShown;
  if (game_) {
    frame_ = model_.frame(now);
    table_.draw(*game_, model_, frame_.hand, now);
    if (frame_.sheet) sheets_.drawSheet(*frame_.sheet, model_.layout());
    sheets_.drawButtons(model_, frame_.buttons);
    // Over everything, sheets and menus too, where they cover nothing the player needs.
    sheets_.drawNotices(model_.layout(), frame_.noticeBoxes);
    frameAt_ = now;
  }
  text_.endFrame();
  cards_.endFrame();
  wasAnimating_ = game_ && game_->busy(now) && game_->table().moving(now);
  drawnQuiet_.reset();
  if (game_) drawnQuiet_ = quietState(now);
  model_.setDirty(cards_.pending() || table_.handMoving());
  ++framesDrawn_;
}

bool Screen::needsFrame(double now) const {
  if (model_.dirty() || wasAnimating_) return true;
  if (game_ && game_->busy(now) && game_->table().moving(now)) return true;
  // What changes without moving: a bot's turn, the status line, a hint or the analysis that
  // has just come (its work done, the game is no longer busy), a hand the expert in the
  // player's chair has finished.
  if (game_ && quietState(now) != drawnQuiet_) return true;
  return wakeAt(now) <= now;
}

Screen::QuietState Screen::quietState(double now) const {
  QuietState q;
  if (!game_) return q;
  const session::Table& table = game_->table();
  q.version = table.version();
  q.stage = table.stage();
  q.seatToMove = table.seatToMove();
  q.thinkingDot = thinkingDot(*game_, now);
  q.message = model_.statusMessage(now);
  const session::Coach& coach = game_->coach();
  q.hintReady = coach.hint() && coach.hint()->ready;
  if (const auto& analysis = coach.analysisUnderWay()) {
    q.analysisHand = analysis->handNumber;
    q.analysisJudged = analysis->judged;
    q.analysisDone = analysis->done;
  }
  if (coach.chair()) q.chairHandsDone = coach.chair()->handsDone();
  return q;
}

double Screen::wakeAt(double now) const {
  const double t = game_ ? game_->wakeAt(now) : std::numeric_limits<double>::infinity();
  return std::min(t, model_.notices().wakeAt(now));
}

bool Screen::shows(double now) const {
  return game_ && frameAt_ == now && drawnQuiet_ && quietState(now) == *drawnQuiet_;
}

const FrameView& Screen::frameFor(double now, FrameView& fresh) const {
  if (shows(now)) return frame_;
  fresh = model_.frame(now);
  return fresh;
}

std::string Screen::testState(double now) const {
  if (!game_) return "{}";
  FrameInfo info;
  info.idle = !game_->busy(now) && !table_.handMoving() && !cards_.pending();
  info.framesDrawn = framesDrawn_;
  FrameView fresh;
  return ui::testState(*game_, model_, frameFor(now, fresh), info, now);
}

std::string Screen::mirrorState(double now) const {
  if (!game_) return "{}";
  FrameView fresh;
  return ui::mirrorState(model_, frameFor(now, fresh), now);
}

}  // namespace hearts::ui

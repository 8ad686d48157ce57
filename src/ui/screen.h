// The screen: puts together the model (state and input, screen_model.h), the painters of the
// table and of the sheets, and the test hook, and decides when a frame must be drawn. The app
// hands it input events and the frame's time; it never sees SDL events.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "session/game_session.h"
#include "ui/card_painter.h"
#include "ui/frame_view.h"
#include "ui/input.h"
#include "ui/screen_model.h"
#include "ui/sheet_painter.h"
#include "ui/table_painter.h"
#include "ui/text.h"

namespace hearts::ui {

class Screen {
 public:
  Screen(SDL_Renderer* r, Text& text, CardPainter& cards);
  Screen(const Screen&) = delete;
  Screen& operator=(const Screen&) = delete;
  // After the renderer lost its textures.
  void dropTextures();

  void setSession(session::GameSession* s) { changed(); model_.setSession(s); game_ = s; }
  void setSettings(const UiSettings& s) { changed(); model_.setSettings(s); }
  const UiSettings& settings() const { return model_.given().settings; }
  void setLevels(std::vector<BotLevel> levels) { changed(); model_.setLevels(std::move(levels)); }
  void setStatistics(const session::Statistics* s) { changed(); model_.setStatistics(s); }
  void setToday(Date d) { changed(); model_.setToday(d); }
  void setCardAspect(float a);
  // See TablePainter::setFeltBehind.
  void setFeltBehind(bool behind) { table_.setFeltBehind(behind); }
  // The drawable size in pixels and pixels per CSS pixel (window point).
  void resize(float pixelW, float pixelH, float dpr);
  // Fingers point here: every control is drawn at least a fingertip tall (LayoutParams).
  void setTouch(bool touch);
  const TableLayout& layout() const { return model_.layout(); }
  const ScreenModel& model() const { return model_; }

  UiRequest handle(const Input& in, double now) {
    changed();
    model_.followLanguage();
    return model_.handle(in, now);
  }
  // What the page's DOM mirror activated ("card:QS", "button:pass"; ScreenModel::activate).
  UiRequest activate(const std::string& target, double now) { changed(); return model_.activate(target, now); }
  // A notice shown for a while at the top of the table (and to the test hook); see notices.h.
  void notify(const std::string& text, double now) { changed(); model_.notify(text, now); }
  // See ScreenModel::askLinkedDeal.
  bool askLinkedDeal(std::string deal) { changed(); return model_.askLinkedDeal(std::move(deal)); }
  // See ScreenModel::showElsewhere.
  void showElsewhere(bool taken) { changed(); model_.showElsewhere(taken); }
  void playHere() { changed(); model_.playHere(); }
  // See ScreenModel::typingName and answerName.
  bool typingName() const { return model_.typingName().has_value(); }
  UiRequest answerName(const std::optional<std::string>& typed, double now) {
    changed();
    return model_.answerName(typed, now);
  }

  void draw(double now);
  // Must the next frame be drawn? (Something moves, or something changed since the last.)
  bool needsFrame(double now) const;
  // When nothing moves: the time the picture changes by itself next.
  double wakeAt(double now) const;
  void markDirty() { changed(); model_.setDirty(true); }

  // The state for the end-to-end test (test_hook.h) and the page's DOM mirror
  // (mirror_state.h): views of the frame drawn at `now`, or when input came since it was
  // drawn (or none was drawn then), of the frame as it would be drawn now.
  std::string testState(double now) const;
  std::string mirrorState(double now) const;

 private:
  // The parts of the picture that can change while the game is busy but nothing moves (a
  // bot thinking): the actions applied, the stage, whose turn, the status line, the
  // thinking dots, a hint or an analysis that has come, a hand the expert in the player's
  // chair has finished. A new frame is due only when this differs from the last frame's.
  struct QuietState {
    std::uint64_t version = 0;
    session::Stage stage = session::Stage::Passing;
    int seatToMove = -1;
    int thinkingDot = -1;
    std::string message;
    bool hintReady = false;
    // The analysis under way: its hand (0: none), the decisions judged, whether it is done.
    int analysisHand = 0;
    int analysisJudged = 0;
    bool analysisDone = false;
    int chairHandsDone = -1;  // -1: no expert in the player's chair
    bool operator==(const QuietState&) const = default;
  };
  QuietState quietState(double now) const;
  // Something may have changed that the frame drawn last does not show.
  void changed() { frameAt_ = kNotShown; }
  // The frame drawn at `now` is still what the screen shows.
  bool shows(double now) const;
  // The frame drawn at `now` while it is still shown; else `fresh`, filled with the frame as
  // it would be drawn now.
  const FrameView& frameFor(double now, FrameView& fresh) const;

  SDL_Renderer* r_;
  Text& text_;
  CardPainter& cards_;
  ScreenModel model_;
  LayoutParams window_;  // what the table is laid out for
  TablePainter table_;
  SheetPainter sheets_;
  session::GameSession* game_ = nullptr;
  std::uint64_t framesDrawn_ = 0;
  bool wasAnimating_ = false;
  // What the last frame showed of a game busy with nothing in motion (quietState()).
  std::optional<QuietState> drawnQuiet_;
  // The last frame drawn, and its time while nothing changed since (else kNotShown).
  static constexpr double kNotShown = -std::numeric_limits<double>::infinity();
  FrameView frame_;
  double frameAt_ = kNotShown;
};

}  // namespace hearts::ui

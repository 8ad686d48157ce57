// The table as the player sees and touches it: draws the game from a GameController, turns
// pointer and key input into the controller's actions or into requests for the app (a new
// game, changed settings), and describes itself for the browser test hook.
#pragma once

#include <SDL.h>

#include <map>
#include <string>
#include <vector>

#include "ui/card_painter.h"
#include "ui/game_controller.h"
#include "ui/layout.h"
#include "ui/painter.h"
#include "ui/text.h"

namespace hearts::ui {

struct UiSettings {
  std::string preset;  // the rules for the next new game
  std::string level;   // the bots
  bool fast = false;   // short animations
  bool operator==(const UiSettings&) const = default;
};

enum class UiRequest { None, NewGame, SettingsChanged };

class Screen {
 public:
  Screen(SDL_Renderer* r, Text& text, CardPainter& cards);
  ~Screen();
  Screen(const Screen&) = delete;
  Screen& operator=(const Screen&) = delete;
  // After the renderer lost its textures.
  void dropTextures();

  void setController(GameController* c);
  void setSettings(const UiSettings& s) { settings_ = s; dirty_ = true; }
  const UiSettings& settings() const { return settings_; }
  void setLevels(std::vector<std::string> levels) { levels_ = std::move(levels); }
  void setCardAspect(float a);

  // The drawable size in pixels and pixels per CSS pixel (window point).
  void resize(float pixelW, float pixelH, float dpr);
  const TableLayout& layout() const { return layout_; }

  // Input, in drawable pixels.
  UiRequest pointerDown(Point p, double now);
  void pointerMove(Point p, double now);
  void pointerLeave();
  UiRequest key(SDL_Keycode k, double now);
  // A notice shown for a while at the top of the table (and to the test hook). It gives way
  // to the trick: once a card is on the table, a notice up for kNoticeReadMs fades out.
  void notify(const std::string& text, double now);
  static constexpr double kNoticeMs = 8000;
  static constexpr double kNoticeReadMs = 3000;
  static constexpr double kNoticeFadeMs = 400;

  void draw(double now);
  // Must the next frame be drawn? (Something moves, or something changed since the last.)
  bool needsFrame(double now) const;
  // When nothing moves: the time the picture changes by itself next.
  double wakeAt(double now) const;
  void markDirty() { dirty_ = true; }

  // The state for the end-to-end test, as JSON; on the web it becomes window.heartsTest
  // after every drawn frame. Read-only: input still goes through the canvas. Coordinates are
  // CSS pixels from the canvas's top-left corner.
  //   phase        the engine's phase: passing, playing, moon_choice, hand_over, game_over
  //   stage        what the screen shows: passing, pass_waiting, exchange, playing,
  //                moon_choice, hand_summary, game_over
  //   idle         nothing moves and no bot thinks: the game waits for the player, and no
  //                frame is drawn until something happens
  //   handNumber, toMove (seat whose turn it is, -1 when nobody's), passCount,
  //   passDirection, tricksPlayed, heartsBroken, preset, level, seed
  //   cards        the player's hand, left to right: {card:"QS", x, y, w, h (a part of the
  //                card no other covers: click its middle), legal (may be clicked now),
  //                selected (chosen to pass), received (just passed in)}
  //   buttons      what can be pressed: {id, x, y, w, h, enabled}; ids: pass, continue,
  //                new_game, moon_add, moon_subtract, menu, menu_close, scores,
  //                scores_close, preset:<name>, level:<name>, speed:normal, speed:fast
  //   scoreSheet, menu, moonChoice   which overlay is open
  //   scores, pointsThisHand, handsPlayed, table [{card, seat}], winners [seats]
  //   message      the status line; notices: the notes shown at the top (odd URL values,
  //                a saved game that could not be read)
  //   framesDrawn  counts drawn frames (an idle page draws none); canvas {width, height, dpr}
  std::string testState(double now) const;

  // Every button that can be pressed now, in hit-test order (first wins).
  std::vector<Button> buttons() const;

 private:
  enum class Overlay { None, Menu, Scores };
  struct Toast {
    std::string text;
    double shownAt = 0;
    double until = 0;
  };
  // Shortens the notices that cover a trick in play (see notify()).
  void giveWayToTrick(double now);

  // The hand as shown now: cards in display order and their geometry.
  struct HandView {
    std::vector<Card> cards;
    HandLayout layout;
  };
  HandView handView(double now) const;
  std::vector<Card> shownHandCards(double now) const;
  std::uint32_t raisedMask(const std::vector<Card>& cards) const;
  bool sheetVisible() const;
  bool moonDialogVisible() const;
  UiRequest press(const std::string& id, double now);

  void drawFelt();
  void drawTable(double now);
  void drawPlates(double now);
  void drawOpponents();
  void drawPassing();
  void drawTrick(double now);
  void drawHand(double now);
  void drawExchange(double now);
  void drawStatus(double now);
  void drawButtons(const std::vector<Button>& bs);
  void drawScoreSheet();
  void drawMenu();
  void drawMoonDialog();
  void drawToasts(double now);
  // Where each notice is drawn, with its lines.
  struct ToastBox {
    Rect rect;
    std::vector<std::string> lines;
  };
  std::vector<ToastBox> toastBoxes();
  void drawPanel(const Rect& r);
  void drawArrow(const Rect& box, PassDirection d, Color c);
  void cardShadow(const Rect& r, float strength = 1, float angle = 0);

  SDL_Renderer* r_;
  Text& text_;
  CardPainter& cards_;
  Painter paint_;
  // The felt's gradient, drawn once per window size.
  SDL_Texture* felt_ = nullptr;
  int feltW_ = 0, feltH_ = 0;
  GameController* game_ = nullptr;
  UiSettings settings_;
  std::vector<std::string> levels_;
  float aspect_ = 1.4f;
  TableLayout layout_;
  Overlay overlay_ = Overlay::None;
  std::vector<Toast> toasts_;
  std::map<int, Rect> flightFrom_;  // card index -> where the player's card left the hand
  // Where each card of the hand was drawn last: cards glide to new places (a card played,
  // one chosen for passing) instead of jumping.
  std::map<int, Rect> handShown_;
  bool handMoving_ = false;
  double lastDrawAt_ = -1;
  int shownHandNumber_ = 0;  // a new hand's cards glide out from the table's middle
  Point pointer_{-1, -1};
  int hoverCard_ = -1;
  int keyFocus_ = -1;  // the card the arrow keys walked to
  std::string hoverButton_;
  bool dirty_ = true;
  std::uint64_t framesDrawn_ = 0;
  bool wasAnimating_ = false;
  // What the last frame showed of a game busy with nothing in motion (quietKey()).
  std::string drawnQuietKey_;
  // The parts of the picture that can change while the game is busy but nothing moves (a
  // bot thinking): the actions applied, the stage, whose turn, the status line and the
  // thinking dots. A new frame is due only when this differs from the last frame's.
  std::string quietKey(double now) const;
  // Which of the three dots beside a bot taking its time is lit (they step every 300 ms),
  // or -1 when no dots are shown; `message` is the status line, game_->message(now).
  int thinkingDot(double now, const std::string& message) const;
};

}  // namespace hearts::ui

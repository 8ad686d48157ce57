// The screen's state and what input does to it, without SDL: which sheet is open over the
// table, the buttons that can be pressed and where, the hand as shown with each card's marks,
// the pointer's hover and the keyboard's focus, and the notices. Input becomes typed intents:
// what the player asks of the game (session/intent.h), handed to the game; a change of the
// settings or a request for the app (UiRequest), returned to the app, which owns the settings
// and gives the screen a copy to draw with. Drawing (table_painter.h, sheet_painter.h) and the
// test hook (test_hook.h) read this class; only input changes it.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "session/game_session.h"
#include "session/intent.h"
#include "session/statistics.h"
#include "ui/buttons.h"
#include "ui/input.h"
#include "ui/layout.h"
#include "ui/notices.h"
#include "ui/sheet_view.h"
#include "ui/sheets.h"
#include "ui/text_metrics.h"

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

class ScreenModel {
 public:
  enum class Overlay { None, Menu, Scores, LastTrick, Review, Statistics, ConfirmReset, CustomRules, ConfirmNewGame,
                       ConfirmLinkedDeal, Tracker, ConfirmDaily };

  explicit ScreenModel(TextMetrics& metrics) : metrics_(metrics) {}

  void setSession(session::GameSession* s);
  const session::GameSession* session() const { return game_; }
  // The settings as the app keeps them, to draw with.
  void setSettings(const UiSettings& s);
  const UiSettings& settings() const { return settings_; }
  // The levels the menu offers.
  void setLevels(std::vector<BotLevel> levels) { levels_ = std::move(levels); }
  const std::vector<BotLevel>& levels() const { return levels_; }
  // The statistics shown in their sheet (owned by the app; may be null).
  void setStatistics(const session::Statistics* s) { statistics_ = s; dirty_ = true; }
  // Today's date (UTC), for the daily deal's words.
  void setToday(Date d) {
    if (d != today_) dirty_ = true;
    today_ = d;
  }
  Date today() const { return today_; }
  // A review shows the expert's play of the hand (the expert in the player's chair).
  bool reviewExpert() const { return reviewExpert_; }
  StatsTab statsTab() const { return statsTab_; }
  void setCardAspect(float a);
  // The drawable size in pixels and pixels per CSS pixel (window point).
  void resize(float pixelW, float pixelH, float dpr);
  // Fingers point here: every control is drawn at least a fingertip tall (LayoutParams).
  void setTouch(bool touch);
  const TableLayout& layout() const { return layout_; }

  UiRequest handle(const Input& in, double now);
  // What a control of the page's DOM mirror does (ui/mirror_state.h): "card:QS" chooses or plays
  // that card of the hand, "button:<hook name>" presses that button; anything else, or a
  // card or button that cannot be used now, does nothing.
  UiRequest activate(std::string_view target, double now);
  void notify(const std::string& text, double now) { notices_.add(text, now); dirty_ = true; }
  Notices& notices() { return notices_; }
  const Notices& notices() const { return notices_; }
  std::vector<Notices::Box> noticeBoxes(double now) const;
  // The same, with the buttons() worked out already.
  std::vector<Notices::Box> noticeBoxes(const std::vector<Button>& buttons, double now) const;
  // What a notice must not cover: every button, and over the open table the seats, the
  // hand, the status line and where the trick's cards land.
  std::vector<Rect> noticeKeepClear() const;
  std::vector<Rect> noticeKeepClear(const std::vector<Button>& buttons) const;
  // The page was opened with a link to a deal (`deal` names it) over a saved game: while that
  // game is in progress, asks whether to give it up for the deal (true; the answer comes as
  // AppRequest::PlayLinkedDeal, or nothing when the player keeps the game).
  bool askLinkedDeal(std::string deal);
  // Keeps the clocks of notices that wait for room stopped (Notices::holdWaiting).
  void holdWaitingNotices(double now);

  // --- what is shown ----------------------------------------------------------------------
  Overlay overlay() const { return overlay_; }
  // The sheet over the table, if any: one opened by the player, or the one the game shows
  // (the score sheet between hands, the moon dialog).
  std::optional<SheetView> sheet() const;
  // The score sheet is up (between hands, at the end, or opened).
  bool sheetVisible() const;
  bool moonDialogVisible() const;
  // Nothing covers the table: the hand can be played.
  bool tableOpen() const { return overlay_ == Overlay::None && !sheetVisible() && !moonDialogVisible(); }
  // Every button that can be pressed now, in hit-test order (first wins).
  std::vector<Button> buttons() const;
  // The same, with the sheet() worked out already.
  std::vector<Button> buttons(const std::optional<SheetView>& sheet) const;
  bool hovered(const Button& b) const { return hoverButton_ && hoverButton_->sameAs(b); }
  // The button the arrow keys walked to over a sheet, while it can be pressed.
  std::optional<Button> focusedButton() const;
  bool focused(const Button& b) const { return keyButton_ && keyButton_->sameAs(b); }
  HandView handView(double now) const;
  // Where a card the player played left the hand (its flight starts there).
  std::optional<Rect> flightFrom(Card c) const;
  // Which of the three dots beside a bot taking its time is lit (they step every 300 ms), or
  // -1 when no dots are shown (GameSession::botThinking).
  int thinkingDot(double now) const;
  // Tricks each seat has taken, as the table shows them (the one being collected not yet).
  int tricksShown(int seat) const;
  // The card tapped once to be played, while it still may be.
  std::optional<Card> pendingPlay() const;
  // The status line under the table: with "tap a card twice", after the first tap, what the
  // second does; else the game's message.
  std::string statusMessage(double now) const;
  InputWay inputWay() const { return inputWay_; }

  // Something changed that the next frame must show.
  bool dirty() const { return dirty_; }
  void setDirty(bool d) { dirty_ = d; }

 private:
  std::vector<Card> shownHandCards(double now) const;
  void markHint(CardView& cv) const;
  std::vector<Button> tableButtons() const;
  // What the player asks of the game, handed to it (GameSession::apply); true when done.
  bool act(const session::Intent& intent, double now);
  // A button pressed: what it asks of the game, of the settings or of the app, or what it
  // shows on the screen.
  UiRequest press(const Button& b, double now);
  static std::optional<session::Intent> gameIntent(const Button& b);
  std::optional<SettingChange> settingChange(const Button& b) const;
  std::optional<AppRequest> appRequest(const Button& b);
  void show(const Button& b, double now);
  UiRequest pointerDown(Point p, bool touch, double now);
  void pointerMove(Point p, bool touch, double now);
  void pointerUp(Point p, double now);
  void pointerLeave();
  UiRequest key(const Input& in, double now);
  UiRequest letter(char c, double now);
  void toggleOverlay(Overlay o);
  void jumpToSuit(Suit suit, double now);
  void walkButtons(int step);
  // M: the sound muted, or back on.
  UiRequest mute(double now);
  // Clicks card `i` of the hand as shown.
  void clickHandCard(const HandView& hv, int i, double now);
  void openReview(int handNumber, double now);
  // Opens the played-cards tracker (counted as an assist), or closes it when it is open.
  void toggleTracker(double now);
  // The player has passed, or cards have been played, in a game that has not ended.
  bool gameInProgress() const;
  // A new game or the daily deal: with `ask` (a game with cards already passed or played,
  // given up only when the player says so) the sheet that asks, `confirm`; else `request`.
  std::optional<AppRequest> askFirst(bool ask, Overlay confirm, AppRequest request);

  TextMetrics& metrics_;
  session::GameSession* game_ = nullptr;
  const session::Statistics* statistics_ = nullptr;
  UiSettings settings_;
  std::vector<BotLevel> levels_;
  float aspect_ = 1.4f;
  // A finger on a card the player may play: a tap plays it when the finger lifts, a drag up to
  // the table plays it there, a drag let go over the hand puts it back.
  struct TouchPress {
    Card card;
    Point from;
    Point at;
    bool dragging = false;
  };
  std::optional<TouchPress> touchPress_;
  bool touch_ = false;
  TableLayout layout_;
  Overlay overlay_ = Overlay::None;
  // With "tap a card twice": the card tapped once, at the player's turn of this many actions.
  std::optional<Card> pendingCard_;
  // How the player last reached the game (a mouse, a finger, the keys): the words follow it.
  InputWay inputWay_ = InputWay::Mouse;
  std::uint64_t pendingAt_ = 0;
  MenuTab menuTab_ = MenuTab::Game;
  int reviewHand_ = 0;
  bool reviewExpert_ = false;
  StatsTab statsTab_ = StatsTab::Games;
  Date today_;
  int lastTrickAsked_ = -1;
  std::string linkedDeal_;  // the deal a link asked for, while the player is asked  // whose pile was tapped for the last trick (-1: by key)
  int reviewStep_ = 0;
  Notices notices_;
  std::map<int, Rect> flightFrom_;  // card index -> where the player's card left the hand
  int hoverCard_ = -1;
  int keyFocus_ = -1;  // the card the arrow keys walked to
  std::optional<Button> hoverButton_;
  std::optional<Button> keyButton_;  // over a sheet: the button the arrows walked to
  bool dirty_ = true;
};

}  // namespace hearts::ui

// The screen's state and what input does to it, without SDL. It puts together what the app
// gives the screen to draw with (Given), the table's layout, the sheets over the table
// (SheetState, sheet_state.h), the player's attention (Attention, attention.h) and the
// notices, and offers what a frame shows (FrameView, frame_view.h). Input becomes typed
// intents: what the player asks of the game (session/intent.h), handed to the game; a change
// of the settings or a request for the app (UiRequest), returned to the app, which owns the
// settings and gives the screen a copy to draw with. Drawing (table_painter.h,
// sheet_painter.h) and the test hook (test_hook.h) read this class; only input changes it.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/date.h"
#include "session/game_session.h"
#include "session/intent.h"
#include "session/statistics.h"
#include "ui/attention.h"
#include "ui/buttons.h"
#include "ui/frame_view.h"
#include "ui/input.h"
#include "ui/layout.h"
#include "ui/notices.h"
#include "ui/sheet_state.h"
#include "ui/sheet_view.h"
#include "ui/text_metrics.h"
#include "words/language.h"

namespace hearts::ui {

// The widths of the table's words (its buttons' labels, the hearts badge's) in the language in
// use, measured at a table's `font` size, for its layout (LayoutParams::words).
TableWords tableWords(TextMetrics& metrics, float font);
// The hearts badge's words: "Hearts broken", or "Not broken".
std::string heartsBadgeText(bool broken);

class ScreenModel {
 public:
  // What the app gives the screen to draw with. The app owns them; of the settings the screen
  // keeps a copy.
  struct Given {
    session::GameSession* game = nullptr;
    const session::Statistics* statistics = nullptr;  // shown in their sheet; may be null
    UiSettings settings;
    std::vector<BotLevel> levels;  // the levels the menu offers
    Date today;                    // UTC, for the daily deal's words
  };

  explicit ScreenModel(TextMetrics& metrics) : metrics_(metrics) {}

  const Given& given() const { return given_; }
  // A new session: the sheet the player opened closes, and the hand's places are forgotten.
  void setSession(session::GameSession* s);
  void setSettings(const UiSettings& s);
  void setLevels(std::vector<BotLevel> levels) { given_.levels = std::move(levels); }
  void setStatistics(const session::Statistics* s) { given_.statistics = s; dirty_ = true; }
  void setToday(Date d) {
    if (d != given_.today) dirty_ = true;
    given_.today = d;
  }
  // Lays the table out for the window: its drawable size in pixels, pixels per CSS pixel
  // (window point), the cards' aspect, and whether fingers point (every control at least a
  // fingertip tall).
  // The table's words are measured for the layout (tableWords), in the language in use.
  void layOut(const LayoutParams& window);
  // Lays the table out again where the language changed since (its words are other widths).
  void followLanguage();
  const TableLayout& layout() const { return layout_; }

  // --- input -------------------------------------------------------------------------------
  UiRequest handle(const Input& in, double now);
  // What a control of the page's DOM mirror does (ui/mirror_state.h): "card:QS" chooses or plays
  // that card of the hand, "button:<hook name>" presses that button; anything else, or a
  // card or button that cannot be used now, does nothing.
  UiRequest activate(std::string_view target, double now);
  // The page was opened with a link to a deal (`deal` names it) over a saved game: while that
  // game is in progress, asks whether to give it up for the deal (true; the answer comes as
  // AppRequest::PlayLinkedDeal, or nothing when the player keeps the game).
  bool askLinkedDeal(std::string deal);
  // The game is played in another window (SheetState::showElsewhere), or here again.
  void showElsewhere(bool taken) {
    sheets_.showElsewhere(taken);
    dirty_ = true;
  }
  void playHere() {
    sheets_.playHere();
    dirty_ = true;
  }
  void notify(const std::string& text, double now) { notices_.add(text, now); dirty_ = true; }
  // --- the player's name typed (screen_name.cc) ---
  // The name being typed in the Options, if it is: the app then passes typed text (SDL's
  // text input natively; the page asks in a prompt of its own and hands the answer to
  // answerName instead).
  const std::optional<NameEdit>& typingName() const { return nameEdit_; }
  // The page's prompt answered: a name to keep (checked as typed in the game), or none
  // (cancelled). A name that cannot be kept is refused in a notice that says why.
  UiRequest answerName(const std::optional<std::string>& typed, double now);

  // --- what is shown -----------------------------------------------------------------------
  // What the frame at `now` shows, each part worked out once.
  FrameView frame(double now) const;
  const SheetState& sheets() const { return sheets_; }
  const Attention& attention() const { return attention_; }
  const Notices& notices() const { return notices_; }
  // What a notice must not cover: every button (`buttons`, as the frame shows them); over a
  // sheet (`sheet`, as the frame shows it) what it keeps clear, such as the totals; over the
  // open table the seats, the hand, the status line and where the trick's cards land.
  std::vector<Rect> noticeKeepClear(const std::optional<SheetView>& sheet, const std::vector<Button>& buttons) const;
  // Before a frame: the clocks of notices that wait for room stay stopped
  // (Notices::holdWaiting), and those shown long enough go.
  void ageNotices(double now);
  // Nothing covers the table: the hand can be played.
  bool tableOpen() const { return sheets_.tableOpen(given_.game); }
  // Where a card the player played left the hand (its flight starts there).
  std::optional<Rect> flightFrom(Card c) const;
  // The card tapped once to be played, while it still may be.
  std::optional<Card> pendingPlay() const;
  // The status line under the table: with "tap a card twice", after the first tap, what the
  // second does; else the game's message.
  std::string statusMessage(double now) const;

  // Something changed that the next frame must show.
  bool dirty() const { return dirty_; }
  void setDirty(bool d) { dirty_ = d; }

 private:
  // The sheet over the table, if any (SheetState::view).
  std::optional<SheetView> sheet() const;
  // Every button that can be pressed now, with the sheet() worked out already.
  std::vector<Button> buttons(const std::optional<SheetView>& sheet) const;
  std::vector<Button> tableButtons() const;
  HandView handView(double now) const;
  std::vector<Card> shownHandCards(double now) const;
  void markHint(CardView& cv) const;
  // What the player asks of the game, handed to it (GameSession::apply); true when done.
  bool act(const session::Intent& intent, double now);
  // A button pressed: what it asks of the game, of the settings or of the app, or what it
  // shows on the screen.
  UiRequest press(const Button& b, double now);
  static std::optional<session::Intent> gameIntent(const Button& b);
  std::optional<SettingChange> settingChange(const Button& b) const;
  std::optional<AppRequest> appRequest(const Button& b);
  void show(const Button& b, double now);
  // The custom rules sheet's draft kept as the next game's rules (RulesKeep: back to the
  // menu's Rules; RulesNewGame: and a new game, asked first where one is in progress).
  UiRequest keepRules(ButtonId id);
  UiRequest pointerDown(Point p, bool touch, double now);
  // What the pointer pressed at `p` does, with the sheet `s` shown.
  UiRequest pressAt(Point p, bool touch, const std::optional<SheetView>& s, double now);
  void pointerMove(Point p, bool touch, double now);
  UiRequest pointerUp(Point p, double now);
  // --- a sheet's rows that scroll (screen_scroll.cc) ---
  // The rows of `shown`, the sheet shown now, scrolled to `offset`.
  void scrollRows(const SheetView& shown, float offset);
  void wheel(const Input& in);
  // PageUp, PageDown, Home and End over a sheet; false for any other key.
  bool pageRows(Key k);
  // The button the arrows walked to, brought into sight.
  void showFocused();
  // A finger comes down on a sheet whose rows scroll, where no button that stays put is:
  // held, to drag the rows or, lifted where it came down, to press there. True when held.
  bool holdRows(Point p, const std::optional<SheetView>& s);
  // The finger holding the rows moves; true while it holds them.
  bool dragRows(Point p);
  // After a new layout, the rows the player scrolled stay within their range.
  void keepScrollInRange();
  UiRequest key(const Input& in, double now);
  // Text, Backspace, Enter and Escape while the name is typed.
  UiRequest typeName(const Input& in, double now);
  // The name typed is kept, where it may be; else the edit stays open with the reason.
  UiRequest keepName();
  UiRequest letter(char c, double now);
  void jumpToSuit(Suit suit, double now);
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
  Given given_;
  LayoutParams window_;
  TableLayout layout_;
  std::pair<words::Language, bool> laidOutIn_{};  // the language, and whether it had its catalog
  SheetState sheets_;
  Attention attention_;
  Notices notices_;
  std::optional<NameEdit> nameEdit_;
  std::map<int, Rect> flightFrom_;  // card index -> where the player's card left the hand
  bool dirty_ = true;
};

}  // namespace hearts::ui

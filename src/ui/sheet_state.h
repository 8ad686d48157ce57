// Which sheet lies over the table, and where each sheet stands: the sheet the player opened
// (Overlay), the menu's tab, the hand under review with its step and whose play it shows, the
// statistics' tab, whose pile was tapped for the last trick, and the deal a link asked for
// while the player is asked. The game shows sheets of its own (the score sheet between hands,
// the moon dialog): the sheet over the table is the one opened, else one of those. Where its
// rows scroll, how far the player scrolled them (sheet_scroll.h), until another sheet opens
// (the game's own sheet keeps its place under a review opened from it).
// ScreenModel keeps it and changes it as input asks; building a sheet is sheets.h.
#pragma once

#include <optional>
#include <string>

#include "core/match.h"
#include "session/game_session.h"
#include "ui/buttons.h"
#include "ui/sheet_scroll.h"
#include "ui/sheet_view.h"
#include "ui/sheets.h"

namespace hearts::ui {

// The sheet the player opened over the table (None: the table, or a sheet of the game's own).
enum class Overlay { None, Menu, Scores, LastTrick, Review, Statistics, ConfirmReset, CustomRules, ConfirmNewGame,
                     ConfirmLinkedDeal, Tracker, ConfirmDaily, Elsewhere, Languages };

class SheetState {
 public:
  Overlay overlay() const { return overlay_; }
  void open(Overlay o) {
    // Nothing else opens while the game is played in another window.
    if (overlay_ == Overlay::Elsewhere) return;
    if (o != Overlay::CustomRules) rulesDraft_.reset();
    overlay_ = o;
    scroll_.reset();
  }
  // Closes the sheet the player opened; the dialog that asks to reset the statistics goes
  // back to them, the list of languages to the menu.
  void close() {
    open(overlay_ == Overlay::ConfirmReset ? Overlay::Statistics
         : overlay_ == Overlay::Languages  ? Overlay::Menu
                                           : Overlay::None);
  }
  // The menu, at `tab`.
  void openMenu(MenuTab tab) {
    open(Overlay::Menu);
    menuTab_ = tab;
  }
  // Opens `o` over the open table, or closes it when it is the sheet open (R, T).
  void toggle(Overlay o);
  // A button that changes only what the sheets show: a sheet opened or closed, a tab, a
  // step of the review, whose play it shows. Any other button does nothing here.
  void show(const Button& b);
  // Hand `handNumber` under review, from its first step, as the player played it.
  void openReview(int handNumber);
  // The arrows step through the review (`back`: a step back), no further than its last step.
  void walkReview(bool back, const Match& match);
  // The custom rules sheet, over a draft of the next game's rules (`next`): its chips change
  // the draft alone (chooseRule: false where the choice cannot be made); the draft is kept
  // only when the player says so (ScreenModel: RulesKeep, RulesNewGame), and Back drops it.
  void openCustomRules(const Rules& next);
  bool chooseRule(const std::string& keyValue);
  const std::optional<Rules>& rulesDraft() const { return rulesDraft_; }
  // Asks whether to give up the game in progress for the deal a link asked for (`deal`).
  void askLinkedDeal(std::string deal);
  // The game is played in another window: open there when this one started, or `taken` by
  // it since. Only Play here is left to press (Overlay::Elsewhere); nothing for the table.
  void showElsewhere(bool taken);
  // This window plays the game again: the table, without a sheet.
  void playHere();
  // A review shows the expert's play of the hand (the expert in the player's chair).
  bool reviewExpert() const { return reviewExpert_; }
  StatsTab statsTab() const { return statsTab_; }

  // The score sheet is up (between hands, at the end, or opened).
  bool scoresUp(const session::GameSession* game) const;
  // The player shot the moon and chooses how it counts.
  static bool moonChoiceUp(const session::GameSession* game);
  // Nothing covers the table: the hand can be played.
  bool tableOpen(const session::GameSession* game) const;
  // The sheet over the table, if any: the one the player opened, or the one the game shows
  // (the score sheet between hands, the moon dialog), its rows scrolled where the player
  // scrolled them, else where it opens.
  std::optional<SheetView> view(const SheetContext& c) const;

  // The rows of `shown`, the sheet over the table as built now, scrolled to `offset` (kept
  // within their range: none for a sheet that fits) from now on.
  void scrollTo(const session::GameSession& game, const SheetView& shown, float offset);
  // The player has scrolled the sheet over the table.
  bool scrolled(const session::GameSession& game) const { return scroll_.offset(scrollKey(game)).has_value(); }
  // A finger dragging the rows; every place forgotten for another game.
  ScrollState& scroll() { return scroll_; }
  const ScrollState& scroll() const { return scroll_; }

 private:
  std::optional<SheetView> build(const SheetContext& c) const;
  // Which sheet shows over the table, for its scroll.
  ScrollKey scrollKey(const session::GameSession& game) const;

  Overlay overlay_ = Overlay::None;
  MenuTab menuTab_ = MenuTab::Game;
  int reviewHand_ = 0;
  int reviewStep_ = 0;
  bool reviewExpert_ = false;
  StatsTab statsTab_ = StatsTab::Games;
  int lastTrickAsked_ = -1;  // whose pile was tapped for the last trick (-1: by key)
  std::string linkedDeal_;   // the deal a link asked for, while the player is asked
  bool elsewhereTaken_ = false;  // another window took the game from this one
  std::optional<Rules> rulesDraft_;  // while the custom rules sheet is open
  ScrollState scroll_;
};

}  // namespace hearts::ui

// The sheets that lie over the table, each built as a SheetView (sheet_view.h): pure
// functions of the window's layout, the session and the player's settings.
#pragma once

#include <string>
#include <vector>

#include "session/game_session.h"
#include "session/statistics.h"
#include "ui/layout.h"
#include "ui/settings.h"
#include "ui/sheet_view.h"
#include "ui/text_metrics.h"

namespace hearts::ui {

// The player's name being typed in the Options: the text so far, and why the last one could
// not be kept (empty when it could, or before any was tried).
struct NameEdit {
  std::string draft;
  std::string error;
};

struct SheetContext {
  const TableLayout& layout;
  TextMetrics& metrics;
  const session::GameSession& game;
  const UiSettings& settings;
  const std::vector<BotLevel>& levels;
  const session::Statistics* statistics = nullptr;
  Date today{};  // UTC
  const NameEdit* nameEdit = nullptr;  // the player's name being typed, if it is
};

// The score sheet: after a hand, at the end of the game, or on request (`onRequest`).
SheetView scoreSheet(const SheetContext& c, bool onRequest);
SheetView menuSheet(const SheetContext& c, MenuTab tab);
// Every rule option, for custom rules (sheet_rules.cc): `draft` as chosen on the sheet so far,
// beside the rules the next new game will use (the settings').
SheetView customRulesSheet(const SheetContext& c, const Rules& draft);
// The player shot the moon and chooses how it counts.
SheetView moonDialog(const SheetContext& c);
// The trick taken last (only that one may be looked at). `askedSeat` is the seat whose
// pile was tapped (-1 for none): where another seat took the last trick, the sheet says so.
SheetView lastTrickSheet(const SheetContext& c, int askedSeat = -1);
// Hand `handNumber` of the game, at step `step` (session/review.h): the player's, or with
// `expert` the same hand as the expert in the player's chair played it.
SheetView reviewSheet(const SheetContext& c, int handNumber, int step, bool expert = false);
SheetView statisticsSheet(const SheetContext& c, StatsTab tab = StatsTab::Games);
// The played-cards tracker (sheet_tracker.cc): for each suit, which cards have been played
// this hand, which are the player's, which are still out.
SheetView trackerSheet(const SheetContext& c);
SheetView confirmResetDialog(const SheetContext& c);
// Whether to give up the game in progress for a new one.
SheetView confirmNewGameDialog(const SheetContext& c);
// Whether to give up the game in progress for the deal a link asked for (`deal` names it).
SheetView confirmLinkedDealDialog(const SheetContext& c, const std::string& deal);
// Whether to give up the game in progress for today's daily deal.
SheetView confirmDailyDialog(const SheetContext& c);
// Every language the game speaks, each by its own name, and "Automatic" (the browser's or
// the system's) (sheet_language.cc).
SheetView languageSheet(const SheetContext& c);
// The game is open in another window (or, `taken`, another window took it from this one):
// Play here.
SheetView elsewhereDialog(const SheetContext& c, bool taken);

}  // namespace hearts::ui

// The menu's rows about who plays (sheet_players.cc): the opponents' levels, one for all or
// a custom table with one a seat and whether the bots' levels show beside their names (Game
// tab), and the player's name (Table tab).
#pragma once

#include <string>

#include "ui/sheet_builder.h"
#include "ui/sheets.h"

namespace hearts::ui {

// "Opponents": a chip for each level (every seat at it) and "Custom…"; with the custom
// table open, or the seats at different levels, a row of levels for each seat.
void opponentRows(SheetBuilder& b, const SheetContext& c);
// "Your name": the name and a button to change it, or, while it is typed, the text so far,
// why it could not be kept, and Keep and Cancel.
void nameRows(SheetBuilder& b, const SheetContext& c);
// The player's name as the sheets show it: the one typed, or the table's name for the player
// ("You", in the player's language) where none was.
std::string shownPlayerName(const UiSettings& s);
// "The bots' levels beside their names": shown or hidden.
void levelsShownRow(SheetBuilder& b, const SheetContext& c);

}  // namespace hearts::ui

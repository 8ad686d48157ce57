// The language the player reads, in the menu (sheet_language.cc): the Options' row, and the
// sheet that lists every language by its own name (sheets.h: languageSheet).
#pragma once

#include "ui/sheet_builder.h"
#include "ui/sheets.h"

namespace hearts::ui {

// "Language": the language in use by its own name ("Deutsch", "Deutsch (automatic)" where it
// is the browser's or the system's), and a button to the list.
void languageRow(SheetBuilder& b, const SheetContext& c);

}  // namespace hearts::ui

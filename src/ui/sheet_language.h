// The language the player reads, in the menu (sheet_language.cc): the Options' row, and the
// sheet that lists every language by its own name (sheets.h: languageSheet).
#pragma once

#include <optional>

#include "ui/sheet_builder.h"
#include "ui/sheets.h"

namespace hearts::ui {

// "Language: Deutsch" (or "Deutsch (automatic)", where it is the browser's or the system's
// language) and a button to the list of them. On a desktop's landscape window on the right of
// the menu's title row (`title`), which leaves most of its row empty, so that the Options keep
// to the window; elsewhere (portrait, or a touch screen, whose buttons are a fingertip tall) a
// row of its own at the end of the Options (no `title`). Does nothing where the other place
// is the row's.
void languageRow(SheetBuilder& b, const SheetContext& c, std::optional<Rect> title = std::nullopt);

}  // namespace hearts::ui

// The screen as the page's DOM mirror shows it to a screen reader (web/mirror.js draws it
// beside the canvas): only what the player may know. The player's hand as cards to press,
// each with whether it can be used now and why not; the cards on the table and who played
// them; the scores; the words of the sheet that is open; every button that can be pressed,
// under the name ScreenModel::activate() takes; the notices up now, and whether the status
// line says why something was refused, for the page to read out as they appear. No SDL:
// tested natively.
#pragma once

#include <string>

#include "ui/frame_view.h"
#include "ui/screen_model.h"

namespace hearts::ui {

// The mirror as JSON:
//   {"status": "...", "statusError": false, "notices": ["Link copied", ...],
//    "handTitle": "Your hand, 13 cards",
//    "hand": [{"key": "card:QS", "name": "queen of spades", "enabled": true,
//              "pressed": false, "note": ""}],
//    "table": [{"seat": "Ava", "card": "queen of spades"}],
//    "scores": [{"name": "You", "hand": 3, "total": 20}],
//    "sheet": ["words of the open sheet", ...],
//    "controls": [{"key": "button:pass", "label": "Pass", "enabled": true, "pressed": false}]}
// Of the frame shown (frame_view.h; Screen::mirrorState), or worked out at `now`.
std::string mirrorState(const ScreenModel& model, const FrameView& shown, double now);
std::string mirrorState(const ScreenModel& model, double now);

}  // namespace hearts::ui

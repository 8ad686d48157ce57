// The buttons of the screen as a typed set: input dispatches on the id, drawing picks the
// look from it, and the test hook reports each by its name.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ui/geometry.h"

namespace hearts::ui {

enum class ButtonId : std::uint8_t {
  Pass,
  Continue,      // the next hand
  NewGame,
  MoonAdd,       // +26 to the others
  MoonSubtract,  // -26 to the shooter
  Menu,
  MenuClose,
  Scores,
  ScoresClose,
  Preset,        // a rules preset chip; Button::value is its name
  Level,         // a bot level chip; Button::value is the level
  Speed,         // an animation speed chip; Button::value is "normal", "fast" or "none"
  UndoOption,    // whether plays may be taken back; Button::value is "on" or "off"
  Tab,           // a tab of the menu; Button::value is its name
  Hint,          // the expert's advice for the player's decision
  TakeBack,      // undo the player's last pass or play
  LastTrick,     // show the last trick taken
  Close,         // close the sheet that is open
  Review,        // review a finished hand; Button::value is its number
  HandRow,       // a row of the score sheet: review that hand; Button::value is its number
  ReviewBack,    // a step back in a review
  ReviewNext,    // a step on
  ReplayHand,    // play the hand just finished again from its deal
  PlayAgain,     // a new game with the same seed: the same deals again
  Share,         // the link to this deal
  Export,        // the game as a record file
  Import,        // a game from a record file
  Statistics,    // the statistics sheet
  ResetStats,    // asks whether to reset the statistics
  ResetConfirm,  // yes: reset them
  NewGameConfirm,  // yes: give up the game in progress for a new one
  LinkedDealConfirm,  // yes: give up the game in progress for the deal the link asked for
  CustomRules,   // the sheet of every rule option
  RuleOption,    // a choice of one rule option; Button::value is "key=value" (session/rule_options.h)
  Setting,       // an on/off choice of how the game behaves; Button::value is "key=on" or "key=off"
  Claim,         // claim the rest of the hand (only when it is decided)
  Volume,        // a sound volume chip; Button::value is the percentage ("0" is off)
};

// How a button looks: a big call to action, a choice chip, a control on the felt, a plain
// button in a panel, or a row of a table (drawn by the table itself; only hovered).
enum class ButtonStyle : std::uint8_t { Primary, Chip, OnTable, Plain, Row };

struct Button {
  ButtonId id = ButtonId::Menu;
  std::string value;   // for chips: which preset, level or speed
  std::string label;
  Rect rect;
  bool enabled = true;
  bool selected = false;  // for chips: the current choice

  // The name the test hook reports: "pass", "new_game", "preset:classic", "level:hard".
  std::string hookName() const;
  ButtonStyle style() const;
  // The same button (id and value), wherever it is drawn.
  bool sameAs(const Button& o) const { return id == o.id && value == o.value; }
};

const char* buttonIdName(ButtonId id);

// The least a button answers a tap over, on each side, in CSS pixels (window points
// natively): about a fingertip, the usual 44-point touch target, however small the button
// is drawn.
inline constexpr float kTouchTarget = 44;

// A button's rectangle grown about its centre to at least `minSide` wide and high (a larger
// side stays as it is).
Rect touchArea(const Rect& r, float minSide);

// The enabled button drawn under `p`; nullptr if none.
const Button* buttonAt(const std::vector<Button>& buttons, Point p);
// The enabled button whose touch area holds `p` although it is not drawn there: where two
// areas overlap, the one whose drawn rectangle is nearer. nullptr if none.
const Button* buttonNear(const std::vector<Button>& buttons, Point p, float minSide);

}  // namespace hearts::ui

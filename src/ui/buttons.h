// The buttons of the screen as a typed set: input dispatches on the id, drawing picks the
// look from it, and the test hook reports each by its name.
#pragma once

#include <cstdint>
#include <string>
#include <optional>
#include <utility>
#include <vector>

#include "ui/geometry.h"
#include "ui/settings.h"

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
  Level,         // a bot level chip; Button::value is the level's name
  Speed,         // a pace chip; Button::value is the Speed
  UndoOption,    // whether plays may be taken back; Button::value is an UndoChoice
  Tab,           // a tab of the menu; Button::value is the MenuTab
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
  PlayHere,      // the game open in another window is played in this one instead
  CustomRules,   // the sheet of every rule option
  RuleOption,    // a choice of one rule option; Button::value is "key=value" (session/rule_options.h)
  RulesKeep,     // the custom rules sheet's choices kept for the next new game
  RulesNewGame,  // the same, and a new game with them
  Setting,       // an on/off choice of how the game behaves; Button::value is a ToggleChoice
  Claim,         // claim the rest of the hand (only when it is decided)
  Volume,        // a sound volume chip; Button::value is the percentage (0 is off)
  Tracker,       // the played-cards tracker: which cards of each suit are played, which out
  DailyDeal,     // today's daily deal, in the menu
  DailyOnTable,  // the same, on the table at a game's start
  DailyConfirm,  // yes: give up the game in progress for today's daily deal
  ReviewWho,     // whose play of the hand a review shows; Button::value is a ReviewPlay
  StatsTab,      // a page of the statistics; Button::value is a StatsTab
  CardBack,      // a card back chip in the Options; Button::value is the CardBack
  Felt,          // a table colour chip in the Options; Button::value is the Felt
  LevelTable,    // the custom table of levels, a level for each opponent
  SeatLevel,     // a level chip of one seat in that table; Button::value is a setting::SeatLevel
  PlayerName,    // the player's name: typing a new one starts
  NameKeep,      // the name typed is kept
  NameCancel,    // the name typed is dropped
  Language,      // the list of languages, from the Options
  LanguageChoice,  // a language in that list; Button::value is a setting::Language
};

// The tabs of the menu.
enum class MenuTab : std::uint8_t { Game, Rules, Table, Options };
const char* menuTabName(MenuTab t);  // "game", "rules", "table", "options"
// The pages of the statistics: the games at a level and rules, and the daily deals.
enum class StatsTab : std::uint8_t { Games, Daily };
const char* statsTabName(StatsTab t);  // "games", "daily"
// Whose play of a hand the review shows: the player's, or the expert's in the player's chair.
enum class ReviewPlay : std::uint8_t { Yours, Expert };
const char* reviewPlayName(ReviewPlay p);  // "you", "expert"

// Whether plays may be taken back.
struct UndoChoice {
  bool allowed = true;
  bool operator==(const UndoChoice&) const = default;
};

// What a button chooses, of the type its id says: a name (a preset, a level, a rule option's
// "key=value"), a number (a hand, a seat's pile, a volume), a pace, a tab or a setting.
class ButtonValue {
 public:
  ButtonValue() = default;
  ButtonValue(const char* name) : kind_(Kind::Name), name_(name) {}
  ButtonValue(std::string name) : kind_(Kind::Name), name_(std::move(name)) {}
  ButtonValue(int number) : kind_(Kind::Number), number_(number) {}
  ButtonValue(Speed speed) : kind_(Kind::Speed), speed_(speed) {}
  ButtonValue(MenuTab tab) : kind_(Kind::Tab), tab_(tab) {}
  ButtonValue(ToggleChoice toggle) : kind_(Kind::Toggle), toggle_(toggle) {}
  ButtonValue(UndoChoice undo) : kind_(Kind::Undo), undo_(undo) {}
  ButtonValue(StatsTab page) : kind_(Kind::StatsPage), statsTab_(page) {}
  ButtonValue(ReviewPlay play) : kind_(Kind::Play), play_(play) {}
  ButtonValue(BotLevel level) : kind_(Kind::Level), level_(level) {}
  ButtonValue(CardBack back) : kind_(Kind::Back), back_(back) {}
  ButtonValue(Felt felt) : kind_(Kind::Felt), felt_(felt) {}
  ButtonValue(setting::SeatLevel seatLevel) : kind_(Kind::SeatLevel), seatLevel_(seatLevel) {}
  ButtonValue(setting::Language language) : kind_(Kind::Language), language_(language) {}

  // Each is there only when the value is of its type.
  const std::string* name() const { return kind_ == Kind::Name ? &name_ : nullptr; }
  std::optional<int> number() const { return when(Kind::Number, number_); }
  std::optional<Speed> speed() const { return when(Kind::Speed, speed_); }
  std::optional<MenuTab> tab() const { return when(Kind::Tab, tab_); }
  std::optional<ToggleChoice> toggle() const { return when(Kind::Toggle, toggle_); }
  std::optional<UndoChoice> undo() const { return when(Kind::Undo, undo_); }
  std::optional<StatsTab> statsTab() const { return when(Kind::StatsPage, statsTab_); }
  std::optional<ReviewPlay> play() const { return when(Kind::Play, play_); }
  std::optional<BotLevel> level() const { return when(Kind::Level, level_); }
  std::optional<CardBack> back() const { return when(Kind::Back, back_); }
  std::optional<Felt> felt() const { return when(Kind::Felt, felt_); }
  std::optional<setting::SeatLevel> seatLevel() const { return when(Kind::SeatLevel, seatLevel_); }
  std::optional<setting::Language> language() const { return when(Kind::Language, language_); }

  // As the test hook and the screen-reader mirror name it: "easy", "3", "fast", "options",
  // "confirm_card=on", "on", a language's code ("pt_BR") or "system"; empty for none.
  std::string str() const;
  bool operator==(const ButtonValue&) const = default;

 private:
  enum class Kind : std::uint8_t { None, Name, Number, Speed, Tab, Toggle, Undo, StatsPage, Play, Level, Back,
                                   Felt, SeatLevel, Language };
  template <typename T>
  std::optional<T> when(Kind k, T v) const {
    return kind_ == k ? std::optional<T>(v) : std::nullopt;
  }
  Kind kind_ = Kind::None;
  std::string name_;
  int number_ = 0;
  Speed speed_ = Speed::Normal;
  MenuTab tab_ = MenuTab::Game;
  ToggleChoice toggle_;
  UndoChoice undo_;
  StatsTab statsTab_ = StatsTab::Games;
  ReviewPlay play_ = ReviewPlay::Yours;
  BotLevel level_ = BotLevel::Random;
  CardBack back_ = CardBack::Lattice;
  Felt felt_ = Felt::Green;
  setting::SeatLevel seatLevel_;
  setting::Language language_;
};

// How a button looks: a big call to action, a choice chip, a control on the felt, a plain
// button in a panel, or a row of a table (drawn by the table itself; only hovered).
enum class ButtonStyle : std::uint8_t { Primary, Chip, OnTable, Plain, Row };

struct Button {
  ButtonId id = ButtonId::Menu;
  ButtonValue value;   // for chips: which preset, level, pace or setting
  std::string label;
  Rect rect;
  bool enabled = true;
  bool selected = false;  // for chips: the current choice
  // A button among a sheet's scrolled rows (SheetScroll) shows only inside their window:
  // `clip` is that window, and the button is pressed only where it shows.
  std::optional<Rect> clip{};

  // The part of the button that shows: empty when its row is scrolled out of sight.
  Rect shown() const { return clip ? intersect(rect, *clip) : rect; }

  // The name the test hook reports: "pass", "new_game", "preset:classic", "level:hard",
  // "setting:auto_play=on".
  std::string hookName() const;
  ButtonStyle style() const;
  // The same button (id and value), wherever it is drawn.
  bool sameAs(const Button& o) const { return id == o.id && value == o.value; }
};

const char* buttonIdName(ButtonId id);
// The label of a button the table shows (Pass, Claim the rest, Undo, Hint, Cards, Daily deal,
// Menu, Scores), in the player's language; empty for others.
std::string tableLabel(ButtonId id);

// The sizes the painter draws buttons' labels at, in the table's fonts (SheetPainter::drawButtons):
// a primary button's, and a chip's or a plain button's.
inline constexpr float kPrimaryText = 1.0f;
inline constexpr float kChipText = 0.88f;
// How much of a button's width and height its label leaves on each side, in the table's fonts.
inline constexpr float kLabelInsetX = 0.4f;
inline constexpr float kLabelInsetY = 0.15f;

// The least a button answers a tap over, on each side, in CSS pixels (window points
// natively): about a fingertip, the usual 44-point touch target, however small the button
// is drawn.
inline constexpr float kTouchTarget = 44;

// A button's rectangle grown about its centre to at least `minSide` wide and high (a larger
// side stays as it is).
Rect touchArea(const Rect& r, float minSide);

// The enabled button that shows under `p`; nullptr if none.
const Button* buttonAt(const std::vector<Button>& buttons, Point p);
// The enabled button whose touch area holds `p` although it is not drawn there: where two
// areas overlap, the one whose drawn rectangle is nearer. nullptr if none.
const Button* buttonNear(const std::vector<Button>& buttons, Point p, float minSide);

}  // namespace hearts::ui

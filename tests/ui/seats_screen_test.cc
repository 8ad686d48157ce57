// Who plays, on the screen: the opponents' levels chosen one for all or seat by seat, the
// player's name typed in the Options and shown on the score sheet and the statistics, and the
// bots' levels beside their names.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/rules.h"
#include "session/game_session.h"
#include "session/statistics.h"
#include "ui/screen_model.h"
#include "ui/sheets.h"
#include "table_rig.h"
#include "ui_test_support.h"

using namespace hearts;
using namespace hearts::ui;
using namespace hearts::ui::uitest;

namespace {

const TableLevels kMixed{BotLevel::Random, BotLevel::Easy, BotLevel::Easy};

bool says(const SheetView& v, const std::string& words) {
  for (const SheetText& t : v.texts)
    if (t.text.find(words) != std::string::npos) return true;
  return false;
}

void openMenuTab(TableRig& t, const char* tab) {
  const std::optional<Button> menu = t.button(ButtonId::Menu);
  REQUIRE(menu);
  t.tap(menu->rect);
  const std::optional<Button> chip = t.button(ButtonId::Tab, tab);
  REQUIRE(chip);
  t.tap(chip->rect);
}

}  // namespace

TEST_CASE("the custom table of levels gives each opponent its own level; a preset gives all the same") {
  TableRig t(3);
  openMenuTab(t, "game");
  CHECK_FALSE(t.button(ButtonId::SeatLevel, "1=easy"));  // one level for all: no table
  const std::optional<Button> custom = t.button(ButtonId::LevelTable);
  REQUIRE(custom);
  CHECK(custom->hookName() == "level_table");
  CHECK(changesSettings(t.tap(custom->rect)));
  CHECK(t.model.given().settings.levelTable);
  for (const char* seat : {"2=easy", "3=easy"}) {
    const std::optional<Button> chip = t.button(ButtonId::SeatLevel, seat);
    REQUIRE(chip);
    CHECK(changesSettings(t.tap(chip->rect)));
  }
  CHECK(t.model.given().settings.levels == kMixed);
  CHECK(t.game.levels() == kMixed);  // the game follows from the bots' next decision
  CHECK(t.button(ButtonId::SeatLevel, "2=easy")->selected);
  CHECK(t.button(ButtonId::LevelTable)->selected);
  CHECK_FALSE(t.button(ButtonId::Level, "easy")->selected);
  // A preset again: every seat at it, the table closed.
  CHECK(changesSettings(t.tap(t.button(ButtonId::Level, "easy")->rect)));
  CHECK(t.game.levels() == TableLevels(BotLevel::Easy));
  CHECK_FALSE(t.model.given().settings.levelTable);
  CHECK_FALSE(t.button(ButtonId::SeatLevel, "1=easy"));
}

TEST_CASE("the menu's rows of who plays fit the window at every size") {
  for (const Size& size : kSizes) {
    CAPTURE(size.name);
    ProportionalMetrics metrics;
    session::GameSession game(session::GameSpec{Match(*presetRules("classic"), 3), kMixed, session::Pacing::fast(), 1}, 0);
    UiSettings settings = testSettings("classic");
    settings.levels = kMixed;
    const std::vector<BotLevel> levels(botLevels().begin(), botLevels().end());
    const TableLayout layout = tableFor(size);
    const NameEdit edit{"Sam", "A name may have at most 16 characters"};
    for (const MenuTab tab : {MenuTab::Game, MenuTab::Table}) {
      const SheetView v = menuSheet({layout, metrics, game, settings, levels, nullptr, {}, &edit}, tab);
      CHECK(inside(v.panel, layout));
      for (const Button& b : v.buttons) CHECK((v.scroll || inside(b.rect, layout)));
    }
  }
}

TEST_CASE("the player's name is typed in the Options: Backspace, Enter keeps it, a bad one is refused with the reason") {
  TableRig t(3);
  openMenuTab(t, "table");
  const std::optional<Button> change = t.button(ButtonId::PlayerName);
  REQUIRE(change);
  CHECK(asksNothing(t.tap(change->rect)));
  REQUIRE(t.model.typingName());
  CHECK(t.model.typingName()->draft == "You");
  for (int i = 0; i < 3; ++i) t.key(Key::Backspace);
  // While a name is typed, letters are text: R opens no score sheet.
  CHECK(asksNothing(t.letter('r')));
  CHECK(t.model.sheets().overlay() == Overlay::Menu);
  t.model.handle(Input::typed("Zo\u00eb"), t.now);
  CHECK(t.model.typingName()->draft == "Zo\u00eb");
  t.key(Key::Backspace);
  t.model.handle(Input::typed("\u00eb \U0001F600"), t.now);
  CHECK(asksNothing(t.key(Key::Enter)));  // the emoji is not among the game's letters
  REQUIRE(t.model.typingName());
  CHECK(t.model.typingName()->error.find("\U0001F600") != std::string::npos);
  // The reason shows on the sheet, in red.
  bool shown = false;
  const FrameView frame = t.model.frame(t.now);
  REQUIRE(frame.sheet);
  for (const SheetText& text : frame.sheet->texts) shown |= text.ink == Ink::Bad;
  CHECK(shown);
  t.key(Key::Backspace);
  const UiRequest kept = t.key(Key::Enter);
  REQUIRE(changesSettings(kept));
  CHECK_FALSE(t.model.typingName());
  CHECK(t.model.given().settings.playerName == "Zo\u00eb");
  // Escape drops what was typed.
  t.tap(t.button(ButtonId::PlayerName)->rect);
  t.model.handle(Input::typed("xyz"), t.now);
  t.key(Key::Escape);
  CHECK_FALSE(t.model.typingName());
  CHECK(t.model.given().settings.playerName == "Zo\u00eb");
}

TEST_CASE("the page's prompt answers the name: kept, refused in a notice, or cancelled") {
  TableRig t(3);
  openMenuTab(t, "table");
  t.tap(t.button(ButtonId::PlayerName)->rect);
  CHECK(changesSettings(followSettings(t.model.answerName(std::string(" Sam "), t.now), t.game, t.model)));
  CHECK(t.model.given().settings.playerName == "Sam");
  t.tap(t.button(ButtonId::PlayerName)->rect);
  CHECK(asksNothing(t.model.answerName(std::string("abcdefghijklmnopqrstu"), t.now)));
  CHECK_FALSE(t.model.typingName());
  CHECK(t.model.notices().shown(t.now).front() == "A name may have at most 16 characters");
  t.tap(t.button(ButtonId::PlayerName)->rect);
  CHECK(asksNothing(t.model.answerName(std::nullopt, t.now)));
  CHECK(t.model.given().settings.playerName == "Sam");
}

TEST_CASE("the score sheet and the statistics show the player's name, and the bots' levels when asked") {
  ProportionalMetrics metrics;
  session::GameSession game(session::GameSpec{Match(*presetRules("classic"), 3), kMixed, session::Pacing::fast(), 1}, 0);
  UiSettings settings = testSettings("classic");
  const std::vector<BotLevel> levels{BotLevel::Random, BotLevel::Easy};
  const TableLayout layout = tableFor({1280, 800, 1, "laptop"});
  session::Statistics stats;
  const SheetView plain = scoreSheet({layout, metrics, game, settings, levels, &stats}, true);
  CHECK(says(plain, "You"));
  CHECK_FALSE(says(plain, "easy"));
  settings.playerName = "Sam";
  settings.showLevels = true;
  const SheetView named = scoreSheet({layout, metrics, game, settings, levels, &stats}, true);
  CHECK(says(named, "Sam"));
  CHECK_FALSE(says(named, "You"));
  CHECK(says(named, "random"));
  CHECK(says(named, "easy"));

  session::GameSummary g;
  g.level = levelsKey(kMixed);
  g.preset = "classic";
  g.won = true;
  g.hands = 5;
  stats.add(g);
  const SheetView st = statisticsSheet({layout, metrics, game, settings, levels, &stats});
  CHECK(says(st, "Sam\u2019s statistics"));
  CHECK(says(st, "Against Ava Random, Ben Easy, Cleo Easy"));
  CHECK_FALSE(says(st, "No finished games yet"));  // the mixed table's own line
}

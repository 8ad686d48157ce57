// The daily deal and the expert in your chair on the screen: the daily deal offered on a
// game's first screen and in the menu (asked first over a game in progress), a daily deal
// played without hints or undo, the comparison on the score sheet, the expert's play of a
// hand in the review, the statistics' daily page, and the fair play line of the rules.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/rules.h"
#include "session/daily.h"
#include "session/game_session.h"
#include "session/rules_text.h"
#include "session/statistics.h"
#include "../session/test_games.h"
#include "ui/screen_model.h"
#include "table_rig.h"
#include "ui_test_support.h"

using namespace hearts;
using namespace hearts::ui;
using namespace hearts::session;
using uitest::asks;
using uitest::asksNothing;
using uitest::changesSettings;
using uitest::TableRig;

namespace {

bool sheetSays(const TableRig& rig, const std::string& words) {
  const auto sheet = rig.model.frame(rig.now).sheet;
  if (!sheet) return false;
  for (const SheetText& t : sheet->texts)
    if (t.text.find(words) != std::string::npos) return true;
  return false;
}

// Plays the player's lowest cards to the end of the hand.
void playHand(TableRig& t) {
  for (int i = 0; i < 100000 && t.game.table().stage() != Stage::HandSummary &&
                  t.game.table().stage() != Stage::GameOver;
       ++i) {
    session::testing::playerMoves(t.game, t.now);
    t.game.update(t.now += 1000.0 / 60, 5);
  }
}

}  // namespace

TEST_CASE("the daily deal is offered on a game's first screen and in the menu, asked first over a game in progress") {
  TableRig t(5);
  t.model.setToday(*parseDate("2026-11-28"));
  t.settle();
  const std::optional<Button> onTable = t.button(ButtonId::DailyOnTable);
  REQUIRE(onTable);
  CHECK(onTable->hookName() == "daily_table");
  CHECK(onTable->style() == ButtonStyle::OnTable);
  CHECK(asks(t.tap(onTable->rect), AppRequest::DailyDeal));
  // Once the player has passed, the table has a game to lose: no more offer on the table,
  // and the menu's asks first.
  int n = 0;
  for (Card c : t.game.state().hand(0))
    if (n++ < 3) t.game.desk().clickCard(c, t.now);
  t.game.desk().confirmPass(t.now);
  CHECK_FALSE(t.button(ButtonId::DailyOnTable));
  t.tap(t.button(ButtonId::Menu)->rect);
  CHECK(sheetSays(t, "Daily deal 2026-11-28"));
  const std::optional<Button> inMenu = t.button(ButtonId::DailyDeal);
  REQUIRE(inMenu);
  CHECK(asksNothing(t.tap(inMenu->rect)));
  CHECK(t.model.sheets().overlay() == Overlay::ConfirmDaily);
  CHECK(sheetSays(t, "Play today's daily deal?"));
  const std::optional<Button> yes = t.button(ButtonId::DailyConfirm);
  REQUIRE(yes);
  CHECK(asks(t.tap(yes->rect), AppRequest::DailyDeal));
  CHECK(t.model.sheets().overlay() == Overlay::None);
}

TEST_CASE("a daily deal is played without hints or undo, at its own level whatever is chosen") {
  GameSpec spec{Match(*presetRules("classic"), 5), BotLevel::Random, Pacing::fast(), 1};
  spec.daily = DailyTag{Date{2026, 11, 28}, true};
  TableRig t(std::move(spec));
  t.settle();
  CHECK_FALSE(t.button(ButtonId::Hint));
  CHECK_FALSE(t.button(ButtonId::TakeBack));
  CHECK_FALSE(t.button(ButtonId::DailyOnTable));
  CHECK_FALSE(t.game.coach().canHint());
  t.tap(t.button(ButtonId::Menu)->rect);
  const TableLevels level = t.game.levels();
  t.tap(t.button(ButtonId::Level, "easy")->rect);
  CHECK(t.model.given().settings.levels == BotLevel::Easy);
  CHECK(t.game.levels() == level);
  t.tap(t.button(ButtonId::Tab, "options")->rect);
  t.tap(t.button(ButtonId::UndoOption, "on")->rect);
  CHECK_FALSE(t.game.desk().undoAllowed());
}

TEST_CASE("the score sheet puts the expert in your chair beside the player, and the review walks the expert's play") {
  TableRig t(8);
  t.game.coach().setExpertInChair(true);
  playHand(t);
  REQUIRE(t.game.table().stage() == Stage::HandSummary);
  for (int i = 0; i < 200000 && t.game.coach().expertPending(); ++i) t.game.update(t.now += 1000.0 / 60, 20);
  t.model.setDirty(true);
  CHECK(sheetSays(t, "The expert in your chair, with your cards"));
  CHECK(sheetSays(t, "Hand 1: you "));
  t.tap(t.button(ButtonId::Review, "1")->rect);
  REQUIRE(t.model.sheets().overlay() == Overlay::Review);
  const std::optional<Button> expert = t.button(ButtonId::ReviewWho, "expert");
  REQUIRE(expert);
  CHECK_FALSE(expert->selected);
  CHECK(t.button(ButtonId::ReviewWho, "you")->selected);
  t.tap(expert->rect);
  CHECK(t.model.sheets().reviewExpert());
  CHECK(t.button(ButtonId::ReviewWho, "expert")->selected);
  CHECK(sheetSays(t, "Expert"));
  for (int i = 0; i < 20; ++i) t.tap(t.button(ButtonId::ReviewNext)->rect.center());
  CHECK(sheetSays(t, "Points: the expert"));
}

TEST_CASE("the statistics have a daily page: streak, days played, each day against par") {
  TableRig t(2);
  Statistics stats;
  DailyResult r;
  r.date = *parseDate("2026-11-27");
  r.score = 17;
  r.par = 21;
  r.hands = {{1, 5, 9}, {2, 0, 0}, {3, 12, 6}, {4, 0, 6}};
  stats.daily().add(r, true);
  r.date = *parseDate("2026-11-28");
  r.score = 30;
  stats.daily().add(r, true);
  t.model.setStatistics(&stats);
  t.model.setToday(*parseDate("2026-11-28"));
  t.tap(t.button(ButtonId::Menu)->rect);
  t.tap(t.button(ButtonId::Statistics)->rect);
  const std::optional<Button> daily = t.button(ButtonId::StatsTab, "daily");
  REQUIRE(daily);
  t.tap(daily->rect);
  CHECK(t.model.sheets().statsTab() == StatsTab::Daily);
  CHECK(sheetSays(t, "Streak"));
  CHECK(sheetSays(t, "Daily deal 2026-11-28: 30, par 21 (9 worse)"));
  CHECK(sheetSays(t, "Daily deal 2026-11-27: 17, par 21 (4 better)"));
  t.tap(t.button(ButtonId::StatsTab, "games")->rect);
  CHECK(t.model.sheets().statsTab() == StatsTab::Games);
}

TEST_CASE("the rules say how fair play is guaranteed and tested") {
  TableRig t(2);
  t.tap(t.button(ButtonId::Menu)->rect);
  t.tap(t.button(ButtonId::Tab, "rules")->rect);
  CHECK(sheetSays(t, "Fair play"));
  CHECK(fairPlayText().find("seed alone") != std::string::npos);
  CHECK(fairPlayText().find("own view only") != std::string::npos);
  CHECK(fairPlayText().find("seed is shown after each hand") != std::string::npos);
}

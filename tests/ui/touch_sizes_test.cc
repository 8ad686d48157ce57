// On a touch screen every control is drawn at least a fingertip tall (kTouchMinCss CSS pixels,
// as many drawn pixels as the device pixel ratio makes them) and as wide: every button of every
// sheet and menu page, and the table's own. A sheet that then outgrows the window scrolls, and
// each of its buttons can be brought whole into sight. Without touch the sheets keep their
// sizes.
#include <doctest/doctest.h>

#include <climits>
#include <cmath>
#include <functional>
#include <string>
#include <vector>

#include "core/rules.h"
#include "session/game_session.h"
#include "session/statistics.h"
#include "session/wording.h"
#include "ui/sheet_scroll.h"
#include "ui/sheets.h"
#include "table_rig.h"
#include "../core/test_support.h"

using namespace hearts;
using namespace hearts::ui;
using namespace hearts::ui::uitest;

namespace {

// The touch screens: phones upright at 1x and 3x, a small old phone, a phone on its side.
const Size kTouchSizes[] = {{390, 844, 1, "phone 390x844"},
                            {390, 844, 3, "phone 390x844 at 3x"},
                            {320, 480, 1, "small phone 320x480"},
                            {320, 480, 2, "small phone 320x480 at 2x"},
                            {844, 390, 3, "phone on its side at 3x"}};

session::GameSpec specOf(Match m) {
  return session::GameSpec{std::move(m), BotLevel::Random, session::Pacing::fast(), 1};
}

// `hands` whole hands of a game that does not end before.
Match handsPlayed(int hands) {
  Rules r = *presetRules("classic");
  r.targetScore = 100000;
  return test::scriptedGame(r, 9, test::Picks::Lowest, INT_MAX, hands);
}

// The games the sheets are shown over: 30 hands played (the score sheet after a hand, every
// review), a game over, and a hand five tricks in (the last trick, the tracker).
struct Games {
  session::GameSession thirtyHands{specOf(handsPlayed(30)), 0};
  session::GameSession over{specOf(test::scriptedGame(*presetRules("classic"), 9, test::Picks::Lowest)), 0};
  session::GameSession midHand{specOf(test::scriptedGame(*presetRules("classic"), 9, test::Picks::Lowest, 4 + 20)),
                               0};
  session::Statistics stats;
  Games() { stats.add(session::summarize(handsPlayed(3), "random")); }
};

struct NamedSheet {
  std::string name;
  SheetView view;
};

// Every sheet and every page of the menu, over the games above, laid out for `t`.
std::vector<NamedSheet> everySheet(const TableLayout& t, Games& g, TextMetrics& metrics) {
  const UiSettings settings = testSettings("classic");
  const std::vector<BotLevel> levels{BotLevel::Random, BotLevel::Easy, BotLevel::Medium, BotLevel::Hard,
                                     BotLevel::Expert};
  const SheetContext c{t, metrics, g.thirtyHands, settings, levels, &g.stats};
  const SheetContext over{t, metrics, g.over, settings, levels, &g.stats};
  const SheetContext mid{t, metrics, g.midHand, settings, levels, &g.stats};
  Rules every = *presetRules("classic");  // custom rules whose options all apply
  every.moon = MoonRule::ShooterChooses;
  std::vector<NamedSheet> out{{"menu: game", menuSheet(c, MenuTab::Game)},
                              {"menu: rules", menuSheet(c, MenuTab::Rules)},
                              {"menu: table", menuSheet(c, MenuTab::Table)},
                              {"menu: options", menuSheet(c, MenuTab::Options)},
                              {"custom rules", customRulesSheet(c, *presetRules("classic"))},
                              {"custom rules, every option", customRulesSheet(c, every)},
                              {"score sheet after a hand", scoreSheet(c, false)},
                              {"score sheet on request", scoreSheet(c, true)},
                              {"score sheet at the game's end", scoreSheet(over, false)},
                              {"statistics: games", statisticsSheet(c, StatsTab::Games)},
                              {"statistics: daily deal", statisticsSheet(c, StatsTab::Daily)},
                              {"last trick", lastTrickSheet(mid)},
                              {"played-cards tracker", trackerSheet(mid)},
                              {"moon dialog", moonDialog(c)},
                              {"new game dialog", confirmNewGameDialog(c)},
                              {"linked deal dialog", confirmLinkedDealDialog(c, "seed 5, classic")},
                              {"daily deal dialog", confirmDailyDialog(c)},
                              {"reset dialog", confirmResetDialog(c)},
                              {"languages", languageSheet(c)}};
  for (int step : {0, 1, 7, 14})
    out.push_back({"review, step " + std::to_string(step), reviewSheet(c, 30, step)});
  return out;
}

// A fingertip in the window's pixels.
float fingertip(const Size& s) { return kTouchMinCss * s.dpr; }

// Each button drawn at least a fingertip tall, and `widthShare` of one wide.
void checkFingertipSized(const std::vector<Button>& buttons, const Size& s, float widthShare = 1) {
  for (const Button& b : buttons) {
    CAPTURE(b.hookName());
    CHECK(b.rect.h >= fingertip(s) - 0.5f);
    CHECK(b.rect.w >= widthShare * fingertip(s) - 0.5f);
  }
}

// Each button of the sheet shows whole inside the window, as it opens or once its rows are
// scrolled to it.
void checkReachable(const SheetView& v, const TableLayout& t) {
  CHECK(inside(v.panel, t));
  for (std::size_t i = 0; i < v.buttons.size(); ++i) {
    const Button& b = v.buttons[i];
    CAPTURE(b.hookName());
    SheetView moved = v;
    if (b.clip) {
      REQUIRE(moved.scroll);
      scrollSheet(moved, offsetShowing(*moved.scroll, b.rect));
    }
    const Button& there = moved.buttons[i];
    CHECK(there.shown().h >= there.rect.h - 0.5f);
    CHECK(inside(there.rect, t));
  }
}

}  // namespace

TEST_CASE("on a touch screen every button of every sheet and menu page is drawn a fingertip tall and can be reached") {
  ProportionalMetrics metrics;
  Games games;
  for (const Size& s : kTouchSizes) {
    CAPTURE(std::string(s.name));
    const TableLayout t = tableFor(s, true);
    for (const NamedSheet& sheet : everySheet(t, games, metrics)) {
      CAPTURE(sheet.name);
      CHECK(!sheet.view.buttons.empty());
      checkFingertipSized(sheet.view.buttons, s);
      checkReachable(sheet.view, t);
    }
  }
}

TEST_CASE("on a touch screen a sheet too tall for the window scrolls rather than shrink its text past reading") {
  ProportionalMetrics metrics;
  Games games;
  for (const Size& s : kTouchSizes) {
    CAPTURE(std::string(s.name));
    const TableLayout t = tableFor(s, true);
    for (const NamedSheet& sheet : everySheet(t, games, metrics)) {
      CAPTURE(sheet.name);
      // Texts are sized in the layout's font, the smallest 0.75 of it: none drawn smaller than
      // that at the least scale.
      float least = 100;
      for (const SheetText& text : sheet.view.texts) least = std::min(least, text.size * t.font);
      CHECK(least >= 0.7f * kTouchLeastFontCss * s.dpr);
    }
  }
  // The menu's options at 320x480 are taller than the window: they scroll, the buttons as
  // tall as ever.
  const Size small{320, 480, 1, "small"};
  const TableLayout t = tableFor(small, true);
  const UiSettings settings = testSettings("classic");
  const std::vector<BotLevel> levels{BotLevel::Random};
  const SheetContext c{t, metrics, games.thirtyHands, settings, levels, nullptr};
  const SheetView options = menuSheet(c, MenuTab::Options);
  REQUIRE(options.scroll);
  CHECK(options.scroll->range() > 0);
}

TEST_CASE("the table's own buttons are a fingertip tall on a touch screen, from the deal to the play") {
  for (const Size& s : kTouchSizes) {
    CAPTURE(std::string(s.name));
    TableRig rig(1);
    rig.model.layOut({s.w * s.dpr, s.h * s.dpr, s.dpr, 1.4f, true});
    // The won tricks' piles are pictures of the cards, tapped as they are; every other
    // button is drawn as one. Undo, Hint and Cards share a narrow phone's row with the plate,
    // the pile and the hearts badge: there they are three quarters of a fingertip wide.
    const auto check = [&] {
      std::vector<Button> drawn;
      for (const Button& b : rig.model.frame(rig.now).buttons)
        if (b.id != ButtonId::LastTrick) drawn.push_back(b);
      CHECK(!drawn.empty());
      checkFingertipSized(drawn, s, 0.75f);
    };
    rig.settle();
    check();  // passing: Pass, the menu, the scores, the daily deal, the tools
    const auto cards = session::displayOrder(rig.game.state().hand(0));
    for (int i = 0; i < 3; ++i) rig.game.desk().clickCard(cards[static_cast<std::size_t>(i)], rig.now);
    rig.game.desk().confirmPass(rig.now);
    rig.playToChoice();
    check();  // playing
  }
}

TEST_CASE("without touch the sheets keep their sizes: tabs, chips, buttons and rows as they were") {
  ProportionalMetrics metrics;
  Games games;
  const Size desktop{1280, 800, 1, "desktop"};
  const TableLayout t = tableFor(desktop);
  REQUIRE(t.font == 19);
  REQUIRE(t.touchMin == 0);
  const auto heightOf = [](const SheetView& v, ButtonId id) {
    for (const Button& b : v.buttons)
      if (b.id == id) return b.rect.h;
    return -1.0f;
  };
  const UiSettings settings = testSettings("classic");
  const std::vector<BotLevel> levels{BotLevel::Random};
  const SheetContext c{t, metrics, games.thirtyHands, settings, levels, &games.stats};
  const SheetView menu = menuSheet(c, MenuTab::Game);
  CHECK(heightOf(menu, ButtonId::Tab) == 38);       // 2.0 fonts
  CHECK(heightOf(menu, ButtonId::Level) == 42);     // 2.2 fonts
  CHECK(heightOf(menu, ButtonId::NewGame) == 49);   // 2.6 fonts
  // The Options and the Table tab fit the window at full size.
  const SheetView options = menuSheet(c, MenuTab::Options);
  CHECK(heightOf(options, ButtonId::Tab) == 38);
  CHECK(heightOf(options, ButtonId::Speed) == 42);
  CHECK_FALSE(options.scroll);
  const SheetView look = menuSheet(c, MenuTab::Table);
  CHECK(heightOf(look, ButtonId::Tab) == 38);
  CHECK(heightOf(look, ButtonId::CardBack) == 42);
  CHECK(heightOf(look, ButtonId::Felt) == 42);
  CHECK_FALSE(look.scroll);
  CHECK(heightOf(statisticsSheet(c), ButtonId::StatsTab) == 36);  // 1.9 fonts
  const SheetView scores = scoreSheet(c, false);
  CHECK(heightOf(scores, ButtonId::HandRow) == 29);  // 1.55 fonts
  CHECK(heightOf(scores, ButtonId::Continue) == 49);
  REQUIRE(scores.scroll);
  CHECK(scores.scroll->line == 29);
  CHECK(heightOf(customRulesSheet(c, *presetRules("classic")), ButtonId::RuleOption) == 36);  // 1.9 fonts
}

// The settings in the menu: every rule option as custom rules (and the preset they match),
// animation speed, a single legal card played by itself, a card played by a second tap, and
// the cards' look (four colours, large indices).
#include <doctest/doctest.h>

#include <string>

#include "core/rules.h"
#include "session/game_session.h"
#include "table_rig.h"

using namespace hearts;
using namespace hearts::ui;
using namespace hearts::session;
using uitest::asks;
using uitest::asksNothing;
using uitest::changesSettings;
using uitest::TableRig;

namespace {

std::string sheetText(const TableRig& t) {
  std::string all;
  const auto sheet = t.model.frame(t.now).sheet;
  if (sheet)
    for (const SheetText& s : sheet->texts) all += s.text + "\n";
  return all;
}

}  // namespace

TEST_CASE("custom rules: each option is a chip, and the sheet names the preset they match") {
  TableRig t(3);
  t.settle();
  t.tap(t.button(ButtonId::Menu)->rect);
  t.tap(t.button(ButtonId::Tab, "rules")->rect);
  const std::optional<Button> custom = t.button(ButtonId::CustomRules);
  REQUIRE(custom);
  CHECK(!custom->selected);
  t.tap(custom->rect);
  REQUIRE(t.model.sheets().overlay() == Overlay::CustomRules);
  CHECK(sheetText(t).find("These are the preset Classic") != std::string::npos);
  // Every option that applies has its chips, the current choice selected.
  const std::optional<Button> target100 = t.button(ButtonId::RuleOption, "target=100");
  REQUIRE(target100);
  CHECK(target100->selected);
  CHECK(t.button(ButtonId::RuleOption, "tie=play_on")->selected);
  CHECK(!t.button(ButtonId::RuleOption, "subtract_above=26"));  // only when the shooter chooses

  // A chip changes what the sheet shows, not yet the settings.
  CHECK(asksNothing(t.tap(t.button(ButtonId::RuleOption, "target=50")->rect)));
  CHECK(t.model.given().settings.preset == "classic");
  CHECK(t.button(ButtonId::RuleOption, "target=50")->selected);
  CHECK(sheetText(t).find("Custom: no preset has these rules") != std::string::npos);
  CHECK(sheetText(t).find("Not kept yet: the next new game uses the preset Classic.") != std::string::npos);
  // A notice leaves what the sheet says of the rules in view.
  t.model.notify("Welcome to Hearts! Avoid hearts and the Q\u2660: the lowest score wins.", t.now);
  const FrameView frame = t.model.frame(t.now);
  REQUIRE(!frame.noticeBoxes.empty());
  for (const SheetText& s : frame.sheet->texts)
    if (s.text.rfind("Not kept yet", 0) == 0 || s.text == "Rules for the next game")
      for (const auto& box : frame.noticeBoxes) CHECK(intersect(box.rect, s.rect).empty());
  // The game in play keeps its rules until a new game.
  CHECK(t.game.state().rules().targetScore == 100);

  t.tap(t.button(ButtonId::RuleOption, "moon=shooter_chooses")->rect);
  REQUIRE(t.button(ButtonId::RuleOption, "subtract_above=26"));
  t.tap(t.button(ButtonId::RuleOption, "subtract_above=26")->rect);
  t.tap(t.button(ButtonId::RuleOption, "tie=shared_win")->rect);
  t.tap(t.button(ButtonId::RuleOption, "target=100")->rect);
  // Now the choices are those of rules text 001; New game keeps them and starts one.
  CHECK(sheetText(t).find("These are the preset Shooter chooses") != std::string::npos);
  CHECK(t.model.given().settings.preset == "classic");
  const UiRequest r = t.tap(t.button(ButtonId::RulesNewGame)->rect);
  CHECK(asks(r, AppRequest::NewGame));
  CHECK(changesSettings(r));
  CHECK(t.model.given().settings.preset == "shooter-chooses");
}

TEST_CASE("custom rules: Back drops what was only looked at, Keep keeps it") {
  TableRig t(3);
  t.settle();
  t.tap(t.button(ButtonId::Menu)->rect);
  t.tap(t.button(ButtonId::Tab, "rules")->rect);
  t.tap(t.button(ButtonId::CustomRules)->rect);
  for (const char* choice : {"jack=-10", "qs_breaks=yes", "tie=shared_win"}) {
    REQUIRE(t.button(ButtonId::RuleOption, choice));
    t.tap(t.button(ButtonId::RuleOption, choice)->rect);
    CHECK(t.button(ButtonId::RuleOption, choice)->selected);
  }
  CHECK(asksNothing(t.tap(t.button(ButtonId::Tab, "rules")->rect)));  // Back
  CHECK(t.model.sheets().overlay() == Overlay::Menu);
  CHECK(t.model.given().settings.preset == "classic");
  CHECK(t.button(ButtonId::Preset, "classic")->selected);
  // Opened again, the sheet shows the rules kept, not those looked at.
  t.tap(t.button(ButtonId::CustomRules)->rect);
  CHECK(!t.button(ButtonId::RuleOption, "tie=shared_win")->selected);
  CHECK(sheetText(t).find("The next new game uses these rules.") != std::string::npos);
  t.tap(t.button(ButtonId::RuleOption, "pass=2")->rect);
  CHECK(changesSettings(t.tap(t.button(ButtonId::RulesKeep)->rect)));
  CHECK(t.model.sheets().overlay() == Overlay::Menu);
  CHECK(t.model.given().settings.preset == "custom");
  CHECK(t.model.given().settings.nextRules().passCount == 2);
  CHECK(t.button(ButtonId::CustomRules)->selected);
  // The game in play keeps its rules until a new game.
  CHECK(t.game.state().rules().passCount == 3);
}

TEST_CASE("a preset chosen after custom rules replaces them; Back returns to the menu") {
  TableRig t(3);
  t.settle();
  t.tap(t.button(ButtonId::Menu)->rect);
  t.tap(t.button(ButtonId::Tab, "rules")->rect);
  t.tap(t.button(ButtonId::CustomRules)->rect);
  t.tap(t.button(ButtonId::RuleOption, "pass=2")->rect);
  t.tap(t.button(ButtonId::RulesKeep)->rect);
  CHECK(t.model.given().settings.nextRules().passCount == 2);
  CHECK(t.model.sheets().overlay() == Overlay::Menu);
  CHECK(t.button(ButtonId::CustomRules)->selected);
  t.tap(t.button(ButtonId::Preset, "omnibus")->rect);
  CHECK(t.model.given().settings.preset == "omnibus");
  CHECK(t.model.given().settings.nextRules() == *presetRules("omnibus"));
}

TEST_CASE("no animation: the session gets still pacing") {
  TableRig t(3);
  t.tap(t.button(ButtonId::Menu)->rect);
  t.tap(t.button(ButtonId::Tab, "options")->rect);
  CHECK(changesSettings(t.tap(t.button(ButtonId::Speed, "none")->rect)));
  CHECK(t.model.given().settings.speed == Speed::None);
  CHECK(t.game.table().pacing().flightMs == 0);
  CHECK(t.game.table().pacing().collectMs == 0);
  CHECK(t.game.table().pacing().passMs == 0);
}

TEST_CASE("with 'tap twice' the first tap raises the card and only the second plays it") {
  TableRig t(5);
  t.settle();
  t.tap(t.button(ButtonId::Menu)->rect);
  t.tap(t.button(ButtonId::Tab, "options")->rect);
  CHECK(changesSettings(t.tap(t.button(ButtonId::Setting, "confirm_card=on")->rect)));
  CHECK(t.model.given().settings.confirmCard);
  t.tap(t.button(ButtonId::MenuClose)->rect);
  // Pass three cards, then wait for a turn with a choice.
  for (Card c : t.game.state().hand(0)) {
    if (t.game.desk().selection().size() == 3) break;
    t.game.desk().clickCard(c, t.now);
  }
  REQUIRE(t.game.desk().confirmPass(t.now));
  for (int i = 0; i < 13; ++i) {
    t.settle();
    if (t.game.table().playerToPlay()) break;
  }
  REQUIRE(t.game.table().playerToPlay());
  auto legalView = [&] {
    for (const CardView& cv : t.model.frame(t.now).hand.cards)
      if (t.game.desk().legalForPlayer().contains(cv.card)) return cv;
    return CardView{};
  };
  const CardView first = legalView();
  const std::size_t before = t.game.match().actions().size();
  t.tap(first.visible);
  CHECK(t.game.match().actions().size() == before);
  bool raised = false;
  for (const CardView& cv : t.model.frame(t.now).hand.cards) raised |= cv.card == first.card && cv.raised;
  CHECK(raised);
  // The status line says what the second tap does, in the words of the input used.
  CHECK(t.model.statusMessage(t.now) == "Tap the " + cardLabel(first.card) + " again to play it");
  t.key(Key::Down);
  CHECK(t.model.statusMessage(t.now) == "Press Enter on the " + cardLabel(first.card) + " again to play it");
  t.model.handle(Input::pointerMove({1, 1}), t.now);
  CHECK(t.model.statusMessage(t.now) == "Click the " + cardLabel(first.card) + " again to play it");
  // The raised card's resting place moved up: tap it where it is drawn now.
  for (const CardView& cv : t.model.frame(t.now).hand.cards)
    if (cv.card == first.card) t.tap(cv.visible);
  CHECK(t.game.match().actions().size() == before + 1);
  CHECK(!t.game.state().hand(0).contains(first.card));
  CHECK(t.model.statusMessage(t.now).find("again to play") == std::string::npos);
}

TEST_CASE("a single legal card is played by itself when the player wants it, not otherwise") {
  for (const bool on : {true, false}) {
    // A deal where the player holds the 2♣ and must lead it.
    bool found = false;
    for (std::uint64_t seed = 1; seed < 60 && !found; ++seed) {
      Rules r = *presetRules("classic");
      r.passCount = 0;
      GameSession g(GameSpec{Match(r, seed), BotLevel::Random, Pacing::fast(), 1}, 0);
      if (g.state().phase() != Phase::Playing || g.state().firstToAct() != 0) continue;
      g.desk().setAutoPlaySingle(on);
      double now = 0;
      for (int i = 0; i < 120; ++i) g.update(now += 1000.0 / 60, 2);  // two seconds
      CHECK(g.state().hand(0).contains(kTwoOfClubs) == !on);
      found = true;
    }
    CHECK(found);
  }
}

TEST_CASE("the four-colour deck and large indices are chips in the menu's Table tab, off at first") {
  TableRig t(3);
  t.tap(t.button(ButtonId::Menu)->rect);
  t.tap(t.button(ButtonId::Tab, "table")->rect);
  for (const char* key : {"four_colour", "large_index"}) {
    CAPTURE(key);
    const std::string k = key;
    REQUIRE(t.button(ButtonId::Setting, k + "=on"));
    CHECK(t.button(ButtonId::Setting, k + "=off")->selected);
    CHECK(t.button(ButtonId::Setting, k + "=on")->hookName() == "setting:" + k + "=on");
    CHECK(changesSettings(t.tap(t.button(ButtonId::Setting, k + "=on")->rect)));
    CHECK(t.button(ButtonId::Setting, k + "=on")->selected);
  }
  CHECK(t.model.given().settings.fourColour);
  CHECK(t.model.given().settings.largeIndex);
  CHECK(changesSettings(t.tap(t.button(ButtonId::Setting, "four_colour=off")->rect)));
  CHECK(!t.model.given().settings.fourColour);
  CHECK(t.model.given().settings.largeIndex);
}

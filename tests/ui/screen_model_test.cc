// The screen's logic without a window: input events reach the right card and button, keys
// walk the hand, sheets and menus open and close, and notices go away when tapped. Text is
// measured by a fake font (every character 10 pixels wide), so no SDL renderer is made.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/rules.h"
#include "session/game_session.h"
#include "session/wording.h"
#include "ui/screen_model.h"

using namespace hearts;
using namespace hearts::ui;
using namespace hearts::session;

namespace {

class FakeMetrics final : public TextMetrics {
 public:
  Point measure(const std::string& s, float size, bool) override {
    return {10.0f * static_cast<float>(s.size()), size};
  }
  std::vector<std::string> wrap(const std::string& s, float width, float, bool) override {
    std::vector<std::string> lines;
    const std::size_t perLine = std::max<std::size_t>(1, static_cast<std::size_t>(width / 10));
    for (std::size_t i = 0; i < s.size(); i += perLine) lines.push_back(s.substr(i, perLine));
    return lines;
  }
};

struct Table {
  FakeMetrics metrics;
  GameSession game;
  ScreenModel model;
  double now = 0;
  explicit Table(std::uint64_t seed, float w = 1280, float h = 720)
      : game(Match(*presetRules("classic"), seed), "random", Pacing::fast(), 1, 0), model(metrics) {
    model.setLevels({"random", "easy"});
    model.setSettings({"classic", "random", true});
    model.resize(w, h, 1);
    model.setSession(&game);
  }
  UiRequest tap(Point p) { return model.handle(Input::pointerDown(p), now); }
  UiRequest tap(const Rect& r) { return tap(r.center()); }
  UiRequest key(Key k) { return model.handle(Input::keyDown(k), now); }
  const Button* button(ButtonId id, const std::string& value = "") {
    buttons = model.buttons();
    for (const Button& b : buttons)
      if (b.id == id && b.value == value) return &b;
    return nullptr;
  }
  void settle() {
    for (int i = 0; i < 20000 && game.busy(now); ++i) game.update(now += 1000.0 / 60, 5);
  }
  std::vector<Button> buttons;
};

}  // namespace

TEST_CASE("a tap on a card's visible part chooses exactly that card for passing") {
  Table t(5);
  t.settle();
  const HandView hv = t.model.handView(t.now);
  REQUIRE(hv.cards.size() == 13);
  for (int i : {0, 5, 12}) t.tap(hv.cards[static_cast<std::size_t>(i)].visible);
  CHECK(t.game.selection().size() == 3);
  for (int i : {0, 5, 12}) CHECK(t.game.selection().contains(hv.cards[static_cast<std::size_t>(i)].card));
  // The chosen cards now stand raised, and Pass can be pressed.
  int raised = 0;
  for (const CardView& cv : t.model.handView(t.now).cards) raised += cv.raised;
  CHECK(raised == 3);
  const Button* pass = t.button(ButtonId::Pass);
  REQUIRE(pass);
  CHECK(pass->enabled);
  CHECK(pass->hookName() == "pass");
  t.tap(pass->rect);
  CHECK(t.game.stage() != Stage::Passing);
}

TEST_CASE("buttons are a typed set with the names the test hook reports") {
  Table t(3);
  const Button* menu = t.button(ButtonId::Menu);
  REQUIRE(menu);
  CHECK(menu->hookName() == "menu");
  CHECK(menu->style() == ButtonStyle::OnTable);
  t.tap(menu->rect);
  CHECK(t.model.overlay() == ScreenModel::Overlay::Menu);
  const Button* easy = t.button(ButtonId::Level, "easy");
  REQUIRE(easy);
  CHECK(easy->hookName() == "level:easy");
  CHECK(easy->style() == ButtonStyle::Chip);
  CHECK(t.tap(easy->rect) == UiRequest::SettingsChanged);
  CHECK(t.model.settings().level == "easy");
  CHECK(t.game.level() == "easy");
  const Button* options = t.button(ButtonId::Tab, "options");
  REQUIRE(options);
  t.tap(options->rect);
  const Button* fast = t.button(ButtonId::Speed, "normal");
  REQUIRE(fast);
  CHECK(t.tap(fast->rect) == UiRequest::SettingsChanged);
  CHECK(!t.model.settings().fast);
  CHECK(t.game.pacing().flightMs == Pacing::normal().flightMs);
  // A tap outside the menu's panel closes it.
  t.tap(Point{1, 1});
  CHECK(t.model.overlay() == ScreenModel::Overlay::None);
}

TEST_CASE("the keys walk the hand, choose with Up, pass with Enter, and open the menu with Escape") {
  Table t(6);
  t.settle();
  t.key(Key::Right);
  t.key(Key::Up);
  t.key(Key::Right);
  t.key(Key::Right);
  t.key(Key::Up);
  t.key(Key::Left);
  t.key(Key::Up);
  const HandView hv = t.model.handView(t.now);
  CHECK(t.game.selection().size() == 3);
  for (int i : {0, 1, 2}) CHECK(t.game.selection().contains(hv.cards[static_cast<std::size_t>(i)].card));
  CHECK(hv.cards[1].focused);
  t.key(Key::Enter);
  CHECK(t.game.state().hasPassed(0));
  t.key(Key::Escape);
  CHECK(t.model.overlay() == ScreenModel::Overlay::Menu);
  t.key(Key::Escape);
  CHECK(t.model.overlay() == ScreenModel::Overlay::None);
  t.model.handle(Input::letterDown('s'), t.now);
  CHECK(t.model.overlay() == ScreenModel::Overlay::Scores);
  CHECK(t.model.sheetVisible());
}

TEST_CASE("the pointer hovers a button or a card, and leaving forgets both") {
  Table t(8);
  t.settle();
  const HandView hv = t.model.handView(t.now);
  t.model.handle(Input::pointerMove(hv.cards[4].visible.center()), t.now);
  CHECK(t.model.handView(t.now).cards[4].hovered);
  const Button* menu = t.button(ButtonId::Menu);
  REQUIRE(menu);
  t.model.handle(Input::pointerMove(menu->rect.center()), t.now);
  CHECK(t.model.hovered(*menu));
  CHECK(!t.model.handView(t.now).cards[4].hovered);
  t.model.handle(Input::pointerLeave(), t.now);
  CHECK(!t.model.hovered(*menu));
}

TEST_CASE("a tap on a notice puts it away, and a notice never blocks a button") {
  Table t(9);
  t.model.notify("A saved game could not be read", t.now);
  const auto boxes = t.model.noticeBoxes(t.now);
  REQUIRE(boxes.size() == 1);
  CHECK(boxes[0].opacity == 1);
  t.tap(boxes[0].rect);
  CHECK(t.model.notices().shown(t.now).empty());
  // Pass is pressed even where a notice lies over it.
  t.settle();
  for (const CardView& cv : t.model.handView(t.now).cards) {
    if (t.game.selection().size() == 3) break;
    t.tap(cv.visible);
  }
  const Button* pass = t.button(ButtonId::Pass);
  REQUIRE(pass);
  t.model.notify(std::string(400, 'x'), t.now);
  t.tap(pass->rect);
  CHECK(t.game.stage() != Stage::Passing);
}

TEST_CASE("while a sheet covers the table, taps on the hand do nothing") {
  Table t(10);
  t.settle();
  const HandView hv = t.model.handView(t.now);
  t.model.handle(Input::letterDown('s'), t.now);
  REQUIRE(t.model.sheetVisible());
  for (const CardView& cv : t.model.handView(t.now).cards) CHECK(!cv.playable);
  t.tap(hv.cards[0].visible);
  CHECK(t.game.selection().empty());
}

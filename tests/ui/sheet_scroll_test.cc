// A sheet whose rows outgrow the window scrolls: the final score sheet of a long game reaches
// every hand's row by the wheel, by the keys and by a finger's drag, at a phone's size and at
// a laptop's; a row out of sight cannot be pressed, one in sight can; the mirror lists every
// row; a sheet that fits does not scroll.
#include <doctest/doctest.h>

#include <climits>
#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "core/rules.h"
#include "session/game_session.h"
#include "table_rig.h"
#include "ui/mirror_state.h"
#include "../core/test_support.h"

using namespace hearts;
using namespace hearts::ui;
using namespace hearts::ui::uitest;
using session::Stage;

namespace {

// A game played to its end under rules that end it only at `target` points: many hands.
Match longGame(int target) {
  Rules r = *presetRules("classic");
  r.targetScore = target;
  return test::scriptedGame(r, 9, test::Picks::Lowest);
}

// `hands` whole hands of a game that does not end before.
Match handsPlayed(int hands) {
  Rules r = *presetRules("classic");
  r.targetScore = 100000;
  return test::scriptedGame(r, 9, test::Picks::Lowest, INT_MAX, hands);
}

session::GameSpec spec(Match m) {
  return session::GameSpec{std::move(m), BotLevel::Random, session::Pacing::fast(), 1};
}

const SheetScroll& rowsOf(const FrameView& f) {
  REQUIRE(f.sheet);
  REQUIRE(f.sheet->scroll);
  return *f.sheet->scroll;
}

// The hands whose rows a click reaches now: a click on the middle of what shows of the row
// presses that row, and the row shows at least half its height.
std::set<int> reachableRows(const FrameView& f) {
  std::set<int> out;
  for (const Button& b : f.buttons) {
    if (b.id != ButtonId::HandRow) continue;
    const Rect r = b.shown();
    if (r.h < b.rect.h / 2) continue;
    const Button* at = buttonAt(f.buttons, r.center());
    if (at && at->sameAs(b)) out.insert(*b.value.number());
  }
  return out;
}

// No row out of sight is pressed by a click where it would lie.
void checkHiddenRowsUnreachable(const FrameView& f) {
  for (const Button& b : f.buttons) {
    if (b.id != ButtonId::HandRow || !b.shown().empty()) continue;
    const Button* at = buttonAt(f.buttons, b.rect.center());
    CHECK_FALSE((at && at->sameAs(b)));
  }
}

std::set<int> allHands(int n) {
  std::set<int> out;
  for (int i = 1; i <= n; ++i) out.insert(i);
  return out;
}

struct Window {
  float w, h;
};
const Window kWindows[] = {{320, 480}, {1280, 800}};

// A rig at the end of a long game: the final score sheet is up.
struct FinalSheet {
  TableRig t;
  int hands;
  FinalSheet(const Match& m, Window win) : t(spec(m), win.w, win.h), hands(static_cast<int>(m.hands().size())) {
    REQUIRE(t.game.table().stage() == Stage::GameOver);
  }
  FrameView frame() { return t.model.frame(t.now); }
  void wheel(float notches) { t.model.handle(Input::wheelTurn(rowsOf(frame()).view.center(), notches), t.now); }
  // Scrolls by `step` until the rows stand at their top (200 steps at most); the rows that
  // could be pressed on the way.
  template <typename Step>
  std::set<int> scrollToTop(Step step) {
    std::set<int> seen = reachableRows(frame());
    for (int i = 0; i < 200 && rowsOf(frame()).offset > 0; ++i) {
      step();
      seen.merge(reachableRows(frame()));
    }
    return seen;
  }
};

}  // namespace

TEST_CASE("the final score sheet of a long game opens on the latest hands and shows that it scrolls") {
  const Match m = longGame(300);
  REQUIRE(m.state().phase() == Phase::GameOver);
  REQUIRE(m.hands().size() >= 20);
  for (const Window win : kWindows) {
    CAPTURE(win.w);
    FinalSheet s(m, win);
    const FrameView f = s.frame();
    const SheetScroll& rows = rowsOf(f);
    CHECK(rows.range() > 0);
    CHECK(rows.offset == rows.range());
    CHECK(rows.moreAbove());
    CHECK_FALSE(rows.moreBelow());
    const std::set<int> shown = reachableRows(f);
    CHECK(shown.count(s.hands) == 1);
    CHECK(shown.count(1) == 0);
    checkHiddenRowsUnreachable(f);
    // The rows' window lies in the panel, and what stays put (the buttons at the foot) shows.
    CHECK(rows.view.y >= f.sheet->panel.y);
    CHECK(rows.view.bottom() <= f.sheet->panel.bottom());
    bool newGame = false;
    for (const Button& b : f.buttons) newGame |= b.id == ButtonId::NewGame && !b.clip && !b.shown().empty();
    CHECK(newGame);
  }
}

TEST_CASE("the wheel reaches every hand's row of a long game's final score sheet") {
  const Match m = longGame(300);
  for (const Window win : kWindows) {
    CAPTURE(win.w);
    FinalSheet s(m, win);
    // Up to the first hand, then down to the last.
    const std::set<int> seen = s.scrollToTop([&] {
      s.wheel(-1);
      checkHiddenRowsUnreachable(s.frame());
    });
    CHECK(rowsOf(s.frame()).offset == 0);
    CHECK(reachableRows(s.frame()).count(1) == 1);
    CHECK(seen == allHands(s.hands));
    s.wheel(-1);  // no further than the first row
    CHECK(rowsOf(s.frame()).offset == 0);
    for (int i = 0; i < 200 && rowsOf(s.frame()).moreBelow(); ++i) s.wheel(1);
    CHECK(reachableRows(s.frame()).count(s.hands) == 1);
    s.wheel(3);
    CHECK(rowsOf(s.frame()).offset == rowsOf(s.frame()).range());
  }
}

TEST_CASE("Page Up, Page Down, Home and End reach every hand's row; the arrows bring each row walked to into sight") {
  const Match m = longGame(300);
  for (const Window win : kWindows) {
    CAPTURE(win.w);
    FinalSheet s(m, win);
    s.t.key(Key::Home);
    CHECK(rowsOf(s.frame()).offset == 0);
    CHECK(reachableRows(s.frame()).count(1) == 1);
    std::set<int> seen = reachableRows(s.frame());
    for (int i = 0; i < 100 && rowsOf(s.frame()).moreBelow(); ++i) {
      s.t.key(Key::PageDown);
      seen.merge(reachableRows(s.frame()));
    }
    CHECK(seen == allHands(s.hands));
    CHECK(reachableRows(s.frame()).count(s.hands) == 1);
    s.t.key(Key::PageUp);
    CHECK(rowsOf(s.frame()).moreBelow());
    s.t.key(Key::End);
    CHECK(rowsOf(s.frame()).offset == rowsOf(s.frame()).range());

    // The arrows walk every button, the rows among them; each row walked to shows whole.
    std::set<int> walked;
    for (int i = 0; i < 3 * s.hands; ++i) {
      s.t.key(Key::Up);
      const FrameView f = s.frame();
      const auto focused = s.t.model.attention().focusedIn(f.buttons);
      REQUIRE(focused);
      if (focused->id != ButtonId::HandRow) continue;
      walked.insert(*focused->value.number());
      CHECK(focused->rect.y >= rowsOf(f).view.y - 0.5f);
      CHECK(focused->rect.bottom() <= rowsOf(f).view.bottom() + 0.5f);
      CHECK(reachableRows(f).count(*focused->value.number()) == 1);
    }
    CHECK(walked == allHands(s.hands));
  }
}

TEST_CASE("a finger's drag reaches every hand's row; a tap on a row in sight opens its review") {
  const Match m = longGame(300);
  for (const Window win : kWindows) {
    CAPTURE(win.w);
    FinalSheet s(m, win);
    // Dragged down, the rows show the earlier hands.
    const std::set<int> seen = s.scrollToTop([&] {
      const Rect v = rowsOf(s.frame()).view;
      const float before = rowsOf(s.frame()).offset;
      s.t.drag({v.center().x, v.y + 0.2f * v.h}, {v.center().x, v.y + 0.8f * v.h});
      CHECK(rowsOf(s.frame()).offset < before);
    });
    CHECK(seen == allHands(s.hands));
    // A drag opens nothing; the sheet stays.
    CHECK(s.t.model.sheets().overlay() == Overlay::None);
    CHECK(s.t.game.table().stage() == Stage::GameOver);
    // Dragged up, the later ones.
    const Rect v = rowsOf(s.frame()).view;
    s.t.drag({v.center().x, v.y + 0.8f * v.h}, {v.center().x, v.y + 0.2f * v.h});
    CHECK(rowsOf(s.frame()).offset > 0);

    // A tap on the first row, once it is in sight, opens the first hand's review.
    s.t.key(Key::Home);
    std::optional<Button> first = s.t.button(ButtonId::HandRow, "1");
    REQUIRE(first);
    s.t.tap(first->shown().center());
    CHECK(s.t.model.sheets().overlay() == Overlay::Review);
    CHECK(s.t.model.frame(s.t.now).sheet->texts.front().text == "Hand 1");
  }
}

TEST_CASE("a tap where a row lies out of sight does not open it") {
  FinalSheet s(longGame(300), {320, 480});
  const FrameView f = s.frame();
  std::optional<Button> first = s.t.button(ButtonId::HandRow, "1");
  REQUIRE(first);
  REQUIRE(first->shown().empty());
  s.t.tap(first->rect.center());
  CHECK(s.t.model.sheets().overlay() == Overlay::None);
  s.t.click(first->rect.center());
  CHECK(s.t.model.sheets().overlay() == Overlay::None);
  // Where it would lie in the rows' window, another row is.
  s.t.key(Key::End);
  const Rect v = rowsOf(s.frame()).view;
  s.t.click(v.center());
  CHECK(s.t.model.sheets().overlay() == Overlay::Review);
  CHECK(s.t.model.frame(s.t.now).sheet->texts.front().text != "Hand 1");
}

TEST_CASE("the mirror lists every hand's row, and its control opens a row out of sight") {
  FinalSheet s(longGame(300), {320, 480});
  const nlohmann::json mirror = nlohmann::json::parse(mirrorState(s.t.model, s.t.now));
  std::set<int> listed;
  for (const nlohmann::json& c : mirror["controls"]) {
    const std::string key = c["key"];
    if (key.rfind("button:hand:", 0) == 0) listed.insert(std::stoi(key.substr(12)));
  }
  CHECK(listed == allHands(s.hands));
  REQUIRE(s.t.button(ButtonId::HandRow, "1")->shown().empty());
  s.t.model.activate("button:hand:1", s.t.now);
  CHECK(s.t.model.sheets().overlay() == Overlay::Review);
}

TEST_CASE("a sheet opens where it opens; a resize keeps its rows within their range") {
  TableRig t(spec(handsPlayed(30)), 1280, 800);
  REQUIRE(t.game.table().stage() == Stage::HandSummary);
  REQUIRE(rowsOf(t.model.frame(t.now)).range() > 0);
  t.key(Key::Home);
  CHECK(rowsOf(t.model.frame(t.now)).offset == 0);
  // The scores opened over the table open on the latest hands, whatever the sheet before.
  t.key(Key::Enter);  // the next hand
  REQUIRE(t.model.tableOpen());
  t.letter('r');
  const SheetScroll opened = rowsOf(t.model.frame(t.now));
  CHECK(opened.offset == opened.range());
  t.key(Key::Home);
  t.letter('r');
  t.letter('r');
  CHECK(rowsOf(t.model.frame(t.now)).offset == opened.range());
  // Scrolled to its last rows at a small size, then a larger one: within the new range, and
  // there it stays.
  t.model.layOut({1280, 480, 1});
  t.key(Key::End);
  const float deep = rowsOf(t.model.frame(t.now)).offset;
  t.model.layOut({1280, 720, 1});
  const SheetScroll larger = rowsOf(t.model.frame(t.now));
  CHECK(larger.offset <= larger.range());
  CHECK(larger.range() < deep);
  t.model.layOut({1280, 480, 1});
  CHECK(rowsOf(t.model.frame(t.now)).offset <= larger.range());
}

TEST_CASE("a score sheet that fits does not scroll, and the wheel and keys leave it as it is") {
  for (const Window win : kWindows) {
    CAPTURE(win.w);
    TableRig t(spec(handsPlayed(2)), win.w, win.h);
    REQUIRE(t.game.table().stage() == Stage::HandSummary);
    const FrameView before = t.model.frame(t.now);
    REQUIRE(before.sheet);
    CHECK_FALSE(before.sheet->scroll);
    std::vector<Rect> rows;
    for (const Button& b : before.buttons)
      if (b.id == ButtonId::HandRow) {
        CHECK_FALSE(b.clip);
        rows.push_back(b.rect);
      }
    CHECK(rows.size() == 2);
    t.model.handle(Input::wheelTurn(before.sheet->panel.center(), 3), t.now);
    t.key(Key::PageUp);
    t.key(Key::Home);
    std::vector<Rect> after;
    for (const Button& b : t.model.frame(t.now).buttons)
      if (b.id == ButtonId::HandRow) after.push_back(b.rect);
    REQUIRE(after.size() == rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) CHECK(after[i].y == rows[i].y);
  }
}

TEST_CASE("back from a hand's review, the final score sheet stands where the player left it") {
  FinalSheet s(longGame(300), {1280, 800});
  s.t.key(Key::Home);
  const std::optional<Button> first = s.t.button(ButtonId::HandRow, "1");
  REQUIRE(first);
  s.t.click(first->shown().center());
  REQUIRE(s.t.model.sheets().overlay() == Overlay::Review);
  s.t.key(Key::Escape);
  REQUIRE(s.t.model.sheets().overlay() == Overlay::None);
  CHECK(rowsOf(s.frame()).offset == 0);
  // Another game: its sheets open where they open.
  session::GameSession other(spec(longGame(300)), 0);
  s.t.model.setSession(&other);
  CHECK(rowsOf(s.frame()).offset == rowsOf(s.frame()).range());
}

// Notices: the newest first, the same text once, each up long enough to read, drawn where they
// cover no card, seat or button of the table (over a sheet: none of its buttons), and put
// away by a tap or by Escape.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "session/wording.h"
#include "ui/notices.h"
#include "table_rig.h"
#include "../session/test_games.h"
#include "ui_test_support.h"

using namespace hearts;
using namespace hearts::ui;
using namespace hearts::ui::uitest;

namespace {

const std::string kLong =
    "Unknown rules \"nonsense\" (known: classic, shooter-chooses, protective-moon, pass-two, "
    "standard, omnibus); using classic";

bool coversNone(const Rect& r, const std::vector<Rect>& keep) {
  return std::none_of(keep.begin(), keep.end(), [&](const Rect& k) { return !intersect(r, k).empty(); });
}

// Every notice that shows lies inside the window and covers nothing the screen keeps clear.
void checkPlaced(const TableRig& t, double now) {
  const FrameView frame = t.model.frame(now);
  const auto& boxes = frame.noticeBoxes;
  REQUIRE(!boxes.empty());
  const auto keep = t.model.noticeKeepClear(frame.sheet, frame.buttons);
  for (const auto& b : boxes) {
    CAPTURE(b.lines.front());
    CHECK(inside(b.rect, t.model.layout()));
    CHECK(coversNone(b.rect, keep));
  }
}

}  // namespace

TEST_CASE("a notice shows for longer the longer it is, within bounds") {
  CHECK(Notices::showMs("Link copied") == Notices::kMinShowMs);
  CHECK(Notices::showMs(kLong) > Notices::showMs(kLong.substr(0, 60)));
  CHECK(Notices::showMs(kLong) >= Notices::kBaseMs + Notices::kPerCharMs * 100);
  CHECK(Notices::showMs(std::string(2000, 'x')) == Notices::kMaxShowMs);
  // Characters, not bytes: "♥" is three bytes of UTF-8 and one character.
  CHECK(Notices::showMs(std::string(100, 'x')) == Notices::showMs(std::string(99, 'x') + "\u2665"));
}

TEST_CASE("the newest notice shows first, and the same text twice shows once") {
  ProportionalMetrics metrics;
  const TableLayout t = tableFor({1280, 800, 1, "desktop"});
  Notices n;
  n.add("The file could not be opened", 0);
  n.add("Sound on (M mutes it)", 100);
  n.add("Link copied", 200);
  auto boxes = n.boxes(t, metrics, {}, 200);
  REQUIRE(boxes.size() == 3);
  CHECK(boxes[0].lines.front() == "Link copied");
  CHECK(boxes[0].rect.y < boxes[1].rect.y);
  n.add("The file could not be opened", 300);
  CHECK(n.shown(300) == std::vector<std::string>{"The file could not be opened", "Link copied",
                                                 "Sound on (M mutes it)"});
  // Its time starts again: it outlives the ones added before it.
  const double later = 300 + Notices::showMs("The file could not be opened") - 50;
  n.expire(later);
  CHECK(n.shown(later) == std::vector<std::string>{"The file could not be opened"});
}

TEST_CASE("notices cover no card, seat, button or status line at any window size, in any stage") {
  for (const Size& s : kSizes) {
    CAPTURE(std::string(s.name));
    TableRig t(7, s.w * s.dpr, s.h * s.dpr);
    t.model.layOut({s.w * s.dpr, s.h * s.dpr, s.dpr});
    t.model.notify("A saved game could not be read, so a new one starts", t.now);
    t.model.notify("Link copied", t.now);
    t.settle();
    REQUIRE(t.game.table().stage() == session::Stage::Passing);
    checkPlaced(t, t.now);
    // The tricks' places are kept clear from the exchange on, empty or not.
    const auto cards = session::displayOrder(t.game.state().hand(0));
    for (int i = 0; i < 3; ++i) t.game.desk().clickCard(cards[static_cast<std::size_t>(i)], t.now);
    t.game.desk().confirmPass(t.now);
    for (int i = 0; i < 2000 && t.game.table().timeline().cards().size() < 2; ++i) t.game.update(t.now += 1000.0 / 60, 5);
    t.model.notify("Sound on (M mutes it)", t.now);
    const FrameView frame = t.model.frame(t.now);
    const auto keep = t.model.noticeKeepClear(frame.sheet, frame.buttons);
    for (int seat = 0; seat < 4; ++seat) {
      const Rect trick = t.model.layout().trick[static_cast<std::size_t>(seat)];
      CHECK(std::any_of(keep.begin(), keep.end(), [&](const Rect& k) {
        return k.x == trick.x && k.y == trick.y && k.w == trick.w && k.h == trick.h;
      }));
    }
    checkPlaced(t, t.now);
  }
}

TEST_CASE("over a sheet the notices show above it, clear of its buttons") {
  TableRig t(7);
  t.key(Key::Escape);  // the menu
  REQUIRE(t.model.sheets().overlay() == Overlay::Menu);
  t.model.notify("The game was saved to /home/player/Documents/hearts-classic-7.json", t.now);
  checkPlaced(t, t.now);
  for (const Button& b : t.model.frame(t.now).buttons) {
    CAPTURE(b.hookName());
    for (const auto& box : t.model.frame(t.now).noticeBoxes) CHECK(intersect(box.rect, b.rect).empty());
  }
}

TEST_CASE("over the score sheet a notice leaves the totals clear") {
  for (const Size& size : {kSizes.front(), kSizes.back()}) {
    CAPTURE(size.name);
    TableRig t(7);
    t.model.layOut({size.w * size.dpr, size.h * size.dpr, size.dpr});
    for (int i = 0; i < 100000 && t.game.table().stage() != session::Stage::HandSummary; ++i) {
      session::testing::playerMoves(t.game, t.now);
      t.game.update(t.now += 1000.0 / 60, 5);
    }
    t.settle();
    REQUIRE(t.game.table().stage() == session::Stage::HandSummary);
    t.model.notify("Daily deal 2026-12-05: 71, par 56 (15 worse). Share it from the score sheet.", t.now);
    const FrameView frame = t.model.frame(t.now);
    REQUIRE(frame.sheet);
    const auto total = std::find_if(frame.sheet->texts.begin(), frame.sheet->texts.end(),
                                    [](const SheetText& s) { return s.text == "Total"; });
    REQUIRE(total != frame.sheet->texts.end());
    const auto keep = t.model.noticeKeepClear(frame.sheet, frame.buttons);
    CHECK(std::any_of(keep.begin(), keep.end(), [&](const Rect& k) { const Rect in = intersect(k, total->rect); return in.w == total->rect.w && in.h == total->rect.h; }));
    for (const auto& box : frame.noticeBoxes) CHECK(intersect(box.rect, total->rect).empty());
    checkPlaced(t, t.now);
  }
}

TEST_CASE("notices without room wait their turn, their time stopped") {
  ProportionalMetrics metrics;
  const TableLayout t = tableFor({360, 640, 1, "phone"});
  Notices n;
  n.add(kLong + " 1", 0);
  n.add(kLong + " 2", 0);
  // Room for one notice only: a band at the top of the window.
  const float one = n.boxes(t, metrics, {}, 0).front().rect.h;
  REQUIRE(t.pad + one < t.middle.y);
  const std::vector<Rect> keep{{0, t.pad + one + 1, t.width, t.height}};
  n.holdWaiting(t, metrics, keep, 0);
  REQUIRE(n.boxes(t, metrics, keep, 0).size() == 1);
  const double firstGone = Notices::showMs(kLong + " 2");
  n.holdWaiting(t, metrics, keep, firstGone - 1);
  n.expire(firstGone);
  const auto next = n.boxes(t, metrics, keep, firstGone);
  REQUIRE(next.size() == 1);
  CHECK(next.front().lines.back().back() == '1');
  // It shows for its whole time from when it showed.
  n.holdWaiting(t, metrics, keep, firstGone);
  n.expire(firstGone + Notices::showMs(kLong + " 1") - 100);
  CHECK(n.boxes(t, metrics, keep, firstGone + Notices::showMs(kLong + " 1") - 100).size() == 1);
}

TEST_CASE("a tap on a notice puts that one away; Escape puts away those that show, then opens the menu") {
  TableRig t(9);
  t.model.notify("first", t.now);
  t.model.notify("second", t.now);
  const auto before = t.model.frame(t.now).noticeBoxes;
  REQUIRE(!before.empty());
  CHECK(before[0].lines.front() == "second");
  t.tap(before[0].rect);
  const auto after = t.model.frame(t.now).noticeBoxes;
  REQUIRE(after.size() == 1);
  CHECK(after[0].lines.front() == "first");
  CHECK(after[0].rect.y == before[0].rect.y);
  t.key(Key::Escape);
  CHECK(t.model.notices().shown(t.now).empty());
  CHECK(t.model.sheets().overlay() == Overlay::None);
  t.key(Key::Escape);
  CHECK(t.model.sheets().overlay() == Overlay::Menu);
}

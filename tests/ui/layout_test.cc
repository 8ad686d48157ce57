// The table's geometry at the window sizes players have: every card of the hand can be hit
// where it is visible, nothing leaves the window, and degenerate windows do not break it.
#include <doctest/doctest.h>

#include <cmath>
#include <string>
#include <vector>

#include "core/rules.h"
#include "ui/layout.h"
#include "ui/plate_row.h"
#include "ui_test_support.h"

using namespace hearts::ui;
using namespace hearts::ui::uitest;


TEST_CASE("every card of the hand is hit where it shows, at every window size and hand size") {
  for (const Size& s : kSizes) {
    CAPTURE(std::string(s.name));
    const TableLayout t = tableFor(s);
    for (int count = 1; count <= 13; ++count) {
      for (std::uint32_t raised : {0u, 0b101u, 0x1FFFu, 1u << (count - 1)}) {
        CAPTURE(count);
        CAPTURE(raised);
        const HandLayout h = layoutHand(t, count, raised);
        REQUIRE(h.count == count);
        for (int i = 0; i < count; ++i) {
          CAPTURE(i);
          const Rect v = h.visible[static_cast<std::size_t>(i)];
          REQUIRE(!v.empty());
          CHECK(hitTestHand(h, v.center()) == i);
          // Corners of the visible part too (just inside them).
          CHECK(hitTestHand(h, {v.x + 0.5f, v.y + 0.5f}) == i);
          CHECK(hitTestHand(h, {v.right() - 0.5f, v.bottom() - 0.5f}) == i);
          CHECK(inside(h.cards[static_cast<std::size_t>(i)], t));
        }
      }
    }
  }
}

TEST_CASE("the visible part of each card is wide and tall enough to touch and to read") {
  for (const Size& s : kSizes) {
    CAPTURE(std::string(s.name));
    const TableLayout t = tableFor(s);
    const HandLayout h = layoutHand(t, 13, 0);
    for (int i = 0; i < 13; ++i) {
      const Rect v = h.visible[static_cast<std::size_t>(i)];
      // At least 22 CSS pixels wide and a corner index tall, even on a phone.
      CHECK(v.w / t.dpr >= 22);
      CHECK(v.h >= 0.3f * t.cardH);
    }
    CHECK(t.cardW / t.dpr >= 50);
  }
}

TEST_CASE("points beside, above and below the hand hit no card") {
  for (const Size& s : kSizes) {
    CAPTURE(std::string(s.name));
    const TableLayout t = tableFor(s);
    const HandLayout h = layoutHand(t, 13, 0);
    float left = t.width, top = t.height, right = 0;
    for (int i = 0; i < 13; ++i) {
      left = std::min(left, h.cards[static_cast<std::size_t>(i)].x);
      right = std::max(right, h.cards[static_cast<std::size_t>(i)].right());
      top = std::min(top, h.cards[static_cast<std::size_t>(i)].y);
    }
    CHECK(hitTestHand(h, {left - 1, t.height - t.cardH / 2 - t.pad}) == -1);
    CHECK(hitTestHand(h, {right + 1, t.height - t.cardH / 2 - t.pad}) == -1);
    CHECK(hitTestHand(h, {t.width / 2, top - 1}) == -1);
    CHECK(hitTestHand(h, {t.width / 2, t.height - 0.5f}) == -1);  // the bottom margin
  }
}

TEST_CASE("a raised card is hit in its raised place and no longer in its old one") {
  const TableLayout t = tableFor({1280, 720, 1, "laptop"});
  const HandLayout flat = layoutHand(t, 13, 0);
  const HandLayout up = layoutHand(t, 13, 1u << 4);
  const Rect was = flat.cards[4];
  const Rect now = up.cards[4];
  CHECK(now.y == doctest::Approx(was.y - t.raise));
  CHECK(hitTestHand(up, {now.x + 2, now.y + 2}) == 4);
  CHECK(hitTestHand(flat, {now.x + 2, now.y + 2}) == -1);
}

TEST_CASE("the table's parts stay inside the window and apart from each other, touch or not") {
  for (const Size& s : kSizes)
  for (const bool touch : {false, true}) {
    CAPTURE(std::string(s.name));
    CAPTURE(touch);
    const TableLayout t = tableFor(s, touch);
    // On a touch screen every control is at least a fingertip tall.
    if (touch)
      for (const Rect& control : {t.undoButton, t.hintButton, t.trackerButton, t.menuButton, t.scoresButton,
                                  t.primaryButton, t.claimButton})
        CHECK(control.h >= kTouchMinCss * t.dpr - 0.5f);
    CHECK(inside(t.claimButton, t));
    CHECK(!overlaps(t.claimButton, t.handArea));
    for (const Rect& trick : t.trick) CHECK(!overlaps(t.claimButton, trick));
    for (int seat = 0; seat < 4; ++seat) {
      CAPTURE(seat);
      CHECK(inside(t.plate[seat], t));
      CHECK(inside(t.trick[seat], t));
      CHECK(!overlaps(t.trick[seat], t.handArea));
      for (int other = 0; other < 4; ++other) CHECK(!overlaps(t.trick[seat], t.plate[other]));
    }
    for (int a = 0; a < 4; ++a)
      for (int b = a + 1; b < 4; ++b) CHECK(!overlaps(t.plate[a], t.plate[b]));
    CHECK(!overlaps(t.plate[0], t.handArea));
    CHECK(!overlaps(t.status, t.handArea));
    CHECK(!overlaps(t.primaryButton, t.handArea));
    CHECK(!overlaps(t.menuButton, t.plate[2]));
    CHECK(!overlaps(t.scoresButton, t.plate[2]));
    CHECK(!overlaps(t.menuButton, t.scoresButton));
    CHECK(inside(t.menuButton, t));
    CHECK(inside(t.scoresButton, t));
    CHECK(inside(t.primaryButton, t));
    CHECK(inside(t.heartsMark, t));
    // The player's tools sit in the player's row, clear of everything else there.
    for (const Rect& tool : {t.undoButton, t.hintButton, t.trackerButton}) {
      CHECK(inside(tool, t));
      CHECK(!overlaps(tool, t.plate[0]));
      CHECK(!overlaps(tool, t.heartsMark));
      CHECK(!overlaps(tool, t.status));
      CHECK(!overlaps(tool, t.handArea));
      CHECK(tool.w >= 2.5f * t.font);
    }
    CHECK(!overlaps(t.undoButton, t.hintButton));
    CHECK(!overlaps(t.hintButton, t.trackerButton));
    CHECK(!overlaps(t.undoButton, t.trackerButton));
    // Wide enough for its label ("Cards", at the size tools are drawn).
    CHECK(t.trackerButton.w >= 3.4f * t.font);
    // Each seat's pile of won tricks stays on the table, clear of the trick, the plates,
    // the player's row and hand.
    for (int seat = 0; seat < 4; ++seat) {
      CAPTURE(seat);
      CHECK(inside(t.pile[seat], t));
      CHECK(inside(t.pileCount[seat], t));  // the number of tricks too, whole
      for (int other = 0; other < 4; ++other) {
        CHECK(!overlaps(t.pile[seat], t.trick[other]));
        CHECK(!overlaps(t.pile[seat], t.plate[other]));
        CHECK(!overlaps(t.pileCount[seat], t.plate[other]));
      }
      CHECK(!overlaps(t.pile[seat], t.status));
      CHECK(!overlaps(t.pile[seat], t.undoButton));
      CHECK(!overlaps(t.pile[seat], t.hintButton));
      CHECK(!overlaps(t.pile[seat], t.trackerButton));
      CHECK(!overlaps(t.pileCount[seat], t.undoButton));
      CHECK(!overlaps(t.pile[seat], t.handArea));
    }
  }
}

TEST_CASE("opponents' fans sit at their own edges") {
  const TableLayout t = tableFor({1280, 720, 1, "laptop"});
  for (int seat = 1; seat < 4; ++seat) {
    const auto backs = layoutBacks(t, seat, 13);
    REQUIRE(backs.size() == 13);
    for (const auto& b : backs) {
      if (seat == 1) CHECK(b.center.x < t.width / 4);
      if (seat == 2) CHECK(b.center.y < t.height / 4);
      if (seat == 3) CHECK(b.center.x > t.width * 3 / 4);
    }
  }
  CHECK(layoutBacks(t, 0, 13).empty());
  CHECK(layoutBacks(t, 2, 0).empty());
}

TEST_CASE("a phone in portrait gets two rows of larger cards; a laptop one row") {
  const TableLayout phone = tableFor({360, 640, 2, "phone"});
  const TableLayout laptop = tableFor({1280, 720, 1, "laptop"});
  CHECK(phone.portrait);
  CHECK(phone.handRows == 2);
  CHECK(layoutHand(phone, 13, 0).rows == 2);
  CHECK(layoutHand(phone, 6, 0).rows == 1);  // a short hand fits one row
  CHECK(!laptop.portrait);
  CHECK(laptop.handRows == 1);
}

TEST_CASE("the same CSS size at a higher pixel ratio is the same layout, scaled") {
  const TableLayout one = tableFor({360, 640, 1, "1x"});
  const TableLayout three = tableFor({360, 640, 3, "3x"});
  CHECK(three.font == doctest::Approx(one.font * 3).epsilon(0.05));
  CHECK(three.cardW == doctest::Approx(one.cardW * 3).epsilon(0.05));
  CHECK(three.handRows == one.handRows);
}

TEST_CASE("a 1x1 window, a sliver and nonsense input do not crash or divide by zero") {
  const std::vector<LayoutParams> odd = {
      {1, 1, 1, 1.4f},      {1, 1, 3, 1.4f},     {0, 0, 0, 0},          {-5, -5, -1, -1},
      {3000, 2, 1, 1.4f},   {2, 3000, 1, 1.4f},  {50, 30, 1, 1.4f},     {1e9f, 1e9f, 1, 1.4f},
      {NAN, NAN, NAN, NAN}, {200, 150, 8, 1.4f}, {INFINITY, 10, 1, 1.4f}};
  for (const LayoutParams& p : odd) {
    const TableLayout t = layoutTable(p);
    CHECK(std::isfinite(t.font));
    CHECK(t.width >= 1);
    CHECK(t.height >= 1);
    CHECK(finite(t.handArea));
    CHECK(finite(t.middle));
    for (int seat = 0; seat < 4; ++seat) {
      CHECK(finite(t.plate[seat]));
      CHECK(finite(t.trick[seat]));
    }
    for (int count : {0, 1, 13, 20, -3}) {
      const HandLayout h = layoutHand(t, count, 0xFFFFFFFFu);
      CHECK(h.count >= 0);
      CHECK(h.count <= 13);
      for (int i = 0; i < h.count; ++i) CHECK(finite(h.cards[static_cast<std::size_t>(i)]));
      const int hit = hitTestHand(h, {t.width / 2, t.height / 2});
      CHECK(hit >= -1);
      CHECK(hit < std::max(1, h.count));
    }
    CHECK(finite(t.undoButton));
    CHECK(finite(t.hintButton));
    CHECK(finite(t.trackerButton));
    for (int seat = 0; seat < 4; ++seat) CHECK(finite(t.pile[seat]));
  }
}


TEST_CASE("a plate's name gets the room its taken marks leave, at every window size") {
  ProportionalMetrics metrics;
  // The Q♠, thirteen hearts and the J♦: the widest the marks get.
  hearts::CardSet taken = hearts::CardSet::of(hearts::kQueenOfSpades) | hearts::CardSet::of(hearts::kJackOfDiamonds);
  for (int r = hearts::kTwo; r <= hearts::kAce; ++r) taken.add(hearts::Card(hearts::Suit::Hearts, r));
  for (const Size& size : kSizes) {
    CAPTURE(size.name);
    const TableLayout l = layoutTable(LayoutParams{size.w * size.dpr, size.h * size.dpr, size.dpr});
    for (int seat = 0; seat < 4; ++seat) {
      const Rect plate = l.plate[seat];
      const Rect row{plate.x + 0.55f * l.font, plate.y, plate.w - 1.1f * l.font, 1.15f * l.font};
      const PlateRow p = layoutPlateRow(metrics, taken, row, l.font, "You", 0.9f * l.font, true);
      REQUIRE(p.marks.size() == 3);
      CHECK(p.marks[1].text == "\u266513");
      CHECK(p.marks[1].heart);
      CHECK(p.name.x == row.x);
      CHECK(p.name.right() <= p.marks.front().rect.x);  // the name never runs into the marks
      CHECK(p.name.w >= row.w / 3 - 0.5f);
      // "You" fits at 70 % of its size at least, where a third of the row holds the marks.
      if (row.w * 2 / 3 >= metrics.measure("You", 0.63f * l.font, true).x + 0.3f * l.font)
        CHECK(p.name.w + 0.01f >= metrics.measure("You", 0.63f * l.font, true).x);
      for (std::size_t i = 0; i + 1 < p.marks.size(); ++i)
        CHECK(p.marks[i].rect.right() <= p.marks[i + 1].rect.x);
      CHECK(p.marks.back().rect.right() <= row.right() + 0.01f);
    }
  }
  // Nothing taken: the whole row is the name's.
  const Rect row{0, 0, 100, 12};
  const PlateRow empty = layoutPlateRow(metrics, hearts::CardSet(), row, 10, "Ava", 9, false);
  CHECK(empty.marks.empty());
  CHECK(empty.name.w == row.w);
}

TEST_CASE("a card's tab sits on its top edge, and above the keyboard's focus outline when it has the focus") {
  const float f = 12;
  const Rect card{100, 400, 60, 84};
  const Rect visible{100, 400, 20, 84};  // the next card covers the rest
  const Rect plain = cardTab(card, visible, f, false);
  CHECK(plain.y < card.y);
  CHECK(plain.bottom() > card.y);  // over the edge
  CHECK(plain.center().x == doctest::Approx(visible.center().x));
  const Rect focused = cardTab(card, visible, f, true);
  const Rect outline = focusOutline(card, f);
  CHECK(outline.y < card.y);
  CHECK(focused.bottom() < outline.y);  // the outline is not under the tab
  CHECK(focused.w == plain.w);
}

// Notices over the table: as many as fit above the pass arrow show at once, the others wait
// their turn with their time stopped, and a tap puts one away.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "ui/notices.h"
#include "ui_test_support.h"

using namespace hearts::ui;
using namespace hearts::ui::uitest;

namespace {

const std::string kLong =
    "Unknown rules \"nonsense\" (known: classic, shooter-chooses, protective-moon, pass-two, "
    "standard, omnibus); using classic";

}  // namespace

TEST_CASE("notices stack above the pass arrow; those without room wait, their time stopped") {
  ProportionalMetrics metrics;
  int waited = 0;
  for (const Size& s : kSizes) {
    CAPTURE(std::string(s.name));
    const TableLayout t = tableFor(s);
    Notices n;
    for (int i = 0; i < 4; ++i) n.add(kLong + " " + std::to_string(i), 0);
    n.holdWaiting(t, metrics, 0);
    const auto shown = n.boxes(t, metrics, 0);
    REQUIRE(!shown.empty());
    // Only the first may reach the arrow, where the window has no room for even one.
    for (std::size_t i = 1; i < shown.size(); ++i) CHECK(shown[i].rect.bottom() <= t.passArrow.y);
    if (shown.size() == 4) continue;
    ++waited;
    CHECK(n.shown(0).size() == 4);  // every one still to come
    // The first ones run out; the next shows for its whole time from then on.
    const double later = Notices::kShowMs + 1000;
    n.holdWaiting(t, metrics, later - 1);
    n.expire(later);
    const auto next = n.boxes(t, metrics, later);
    REQUIRE(!next.empty());
    CHECK(next.front().lines.back().back() == std::to_string(shown.size()).back());
    n.holdWaiting(t, metrics, later);
    n.expire(later + Notices::kShowMs - 100);
    CHECK(!n.boxes(t, metrics, later + Notices::kShowMs - 100).empty());
  }
  CHECK(waited > 0);
}

TEST_CASE("a tap on a notice puts that one away and the next moves up") {
  ProportionalMetrics metrics;
  const TableLayout t = tableFor({390, 844, 3, "phone"});
  Notices n;
  n.add("first", 0);
  n.add("second", 0);
  const auto before = n.boxes(t, metrics, 0);
  REQUIRE(before.size() == 2);
  CHECK(!n.dismissAt({1, 1}, t, metrics));
  CHECK(n.dismissAt(before[0].rect.center(), t, metrics));
  const auto after = n.boxes(t, metrics, 0);
  REQUIRE(after.size() == 1);
  CHECK(after[0].lines.front() == "second");
  CHECK(after[0].rect.y == before[0].rect.y);
}

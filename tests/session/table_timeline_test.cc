// The cards on the table and their timing: flights, a full trick held and collected, a tap
// that hurries it, and when a bot may put down its next card.
#include <doctest/doctest.h>

#include "session/table_timeline.h"

using namespace hearts;
using namespace hearts::session;

namespace {
Pacing pacing() {
  Pacing p;
  p.flightMs = 100;
  p.botDelayMs = 50;
  p.trickHoldMs = 1000;
  p.collectMs = 200;
  return p;
}
}  // namespace

TEST_CASE("a played card flies for the flight time, and the next card waits for the bot delay") {
  TableTimeline t;
  t.setPacing(pacing());
  t.clear(0);
  t.add(Card(Suit::Clubs, kTwo), 1, 0, -1);
  CHECK(t.flightProgress(t.cards()[0], 50) == doctest::Approx(0.5));
  CHECK(t.busy(50));
  CHECK(!t.busy(100));
  CHECK(!t.readyForNextCard(120));  // landed at 100, the delay ends at 150
  CHECK(t.readyForNextCard(150));
}

TEST_CASE("a full trick is held, then slides to its winner; a tap starts the slide at once") {
  TableTimeline t;
  t.setPacing(pacing());
  t.clear(0);
  for (int i = 0; i < 4; ++i) t.add(Card(Suit::Clubs, i), i, 10.0 * i, 2);
  REQUIRE(t.full());
  CHECK(t.winner() == 2);
  CHECK(!t.readyForNextCard(5000));  // nobody plays onto a full trick
  const double landed = 30 + 100;
  CHECK(t.collectProgress(landed + 999) == 0);
  CHECK(t.collectProgress(landed + 1100) == doctest::Approx(0.5));
  CHECK(t.collected(landed + 1200));
  TableTimeline h = t;
  h.hurry(landed + 10);
  CHECK(h.collectProgress(landed + 110) == doctest::Approx(0.5));
}

TEST_CASE("a restored trick lies on the table already") {
  TableTimeline t;
  t.setPacing(pacing());
  Trick trick;
  trick.leader = 3;
  trick.count = 2;
  trick.cards[0] = Card(Suit::Hearts, kFive);
  trick.cards[1] = Card(Suit::Hearts, kAce);
  t.restore(trick, 1000);
  REQUIRE(t.cards().size() == 2);
  CHECK(t.cards()[0].seat == 3);
  CHECK(t.cards()[1].seat == 0);
  CHECK(t.flightProgress(t.cards()[1], 1000) == 1);
  CHECK(!t.busy(1000));
}

// A match: a game with its history, which can be taken back to any earlier point.
#include <doctest/doctest.h>

#include "core/match.h"
#include "core/rules.h"
#include "test_support.h"

using namespace hearts;

namespace {
// `count` actions, every seat passing its lowest cards and playing its lowest legal card.
Match played(std::uint64_t seed, int count) {
  return test::scriptedGame(*presetRules("classic"), seed, test::Picks::Lowest, count);
}
}  // namespace

TEST_CASE("a match taken back to any earlier action is the match that stopped there") {
  const Match full = played(77, 130);  // two hands and a part of the third
  REQUIRE(full.state().handNumber() == 3);
  for (std::size_t n : {std::size_t{0}, std::size_t{5}, std::size_t{56}, std::size_t{57},
                        std::size_t{100}, full.actions().size()}) {
    CAPTURE(n);
    const Match earlier = full.prefix(n);
    CHECK(earlier.actions().size() == n);
    Match replayed(full.rules(), full.seed());
    for (std::size_t i = 0; i < n; ++i) {
      if (replayed.state().phase() == Phase::HandOver) replayed.startNextHand();
      replayed.apply(full.actions()[i]);
    }
    if (n == full.actions().size()) CHECK(earlier.state() == full.state());
    else CHECK(earlier.state() == replayed.state());
  }
}

TEST_CASE("the hand in play starts where the last hand's actions end") {
  Match m = played(78, 56);  // one whole hand: 4 passes and 52 plays
  REQUIRE(m.state().phase() == Phase::HandOver);
  CHECK(m.handStart() == 0);
  m.startNextHand();
  CHECK(m.handStart() == 56);
  // Taken back to the start of the new hand, the match is in that hand, not the last.
  const Match atStart = m.prefix(56);
  CHECK(atStart.state().handNumber() == 2);
  CHECK(atStart.state().phase() == Phase::Passing);
  CHECK(atStart.handStart() == 56);
}

TEST_CASE("taking actions back keeps the help the player had") {
  Match m = played(79, 20);
  m.assists().hints = 2;
  m.assists().undos = 1;
  CHECK(m.prefix(10).assists() == m.assists());
}

// A finished hand told again: deal, passes, tricks, as they happened.
#include <doctest/doctest.h>

#include "core/rules.h"
#include "session/review.h"
#include "test_games.h"

using namespace hearts;
using namespace hearts::session;

namespace {
// Two whole hands and a part of the third, every seat playing its lowest legal card.
Match twoHandsAndABit() {
  Match m = testing::gameAfter(*presetRules("classic"), 12, 52);
  REQUIRE(m.state().phase() == Phase::HandOver);
  m.startNextHand();
  Match second = m;
  for (int s = 0; s < 4; ++s) {
    CardSet pass;
    for (Card c : second.state().hand(s)) {
      if (pass.size() == 3) break;
      pass.add(c);
    }
    second.apply(Action::makePass(s, pass));
  }
  while (second.state().phase() == Phase::Playing)
    second.apply(Action::makePlay(second.state().firstToAct(), second.state().legalPlays().lowest()));
  second.startNextHand();
  return second;
}
}  // namespace

TEST_CASE("a review shows the deal, the passes and each trick of a finished hand as played") {
  const Match m = twoHandsAndABit();
  for (int hand : {1, 2}) {
    CAPTURE(hand);
    const auto r = reviewHand(m, hand);
    REQUIRE(r);
    CHECK(r->handNumber == hand);
    CHECK(r->passDirection == passDirectionForHand(hand));
    CHECK(r->dealt == dealHands(m.seed(), hand));
    CHECK(r->tricks.size() == 13);
    CHECK(r->stepCount() == 15);
    CHECK(r->result == m.hands()[static_cast<std::size_t>(hand - 1)]);
    // Every card is played once, each trick led by the last one's winner, and the points of
    // the tricks are the hand's points.
    CardSet played;
    std::array<int, 4> points{};
    for (std::size_t t = 0; t < r->tricks.size(); ++t) {
      const ReviewTrick& trick = r->tricks[t];
      if (t > 0) CHECK(trick.leader == r->tricks[t - 1].winner);
      for (Card c : trick.cards) {
        CHECK(!played.contains(c));
        played.add(c);
      }
      points[static_cast<std::size_t>(trick.winner)] += trick.points;
    }
    CHECK(played == CardSet::deck());
    CHECK(points == r->result.points);
    for (int s = 0; s < 4; ++s) CHECK(r->passed[s].size() == 3);
  }
}

TEST_CASE("a review's hands shrink trick by trick, after the passes have changed them") {
  const auto r = reviewHand(twoHandsAndABit(), 1);
  REQUIRE(r);
  CHECK(r->handsAt(0) == r->dealt);
  CHECK(r->trickAt(0) == -1);
  CHECK(r->showsPasses(1));
  const auto afterPass = r->handsAt(1);
  CHECK(afterPass[1].containsAll(r->passed[0]));  // hand 1 passes left: seat 0 gives seat 1
  CHECK(r->trickAt(2) == 0);
  for (int step = 2; step < r->stepCount(); ++step) {
    const auto hands = r->handsAt(step);
    for (int s = 0; s < 4; ++s) CHECK(hands[s].size() == 13 - r->trickAt(step));
  }
}

TEST_CASE("a hand not yet scored, or one that never was, has no review") {
  const Match m = twoHandsAndABit();
  CHECK(!reviewHand(m, 3));
  CHECK(!reviewHand(m, 0));
  CHECK(!reviewHand(Match(*presetRules("classic"), 1), 1));
}

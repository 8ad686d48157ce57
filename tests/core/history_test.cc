// A game's history read back (core/history.h): a replay is, after any number of actions, the
// game replayed straight from its deal; it starts each hand at its deal and ends it where it
// was scored; walked to the end it holds the game's hands.
#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

#include "core/history.h"
#include "core/match.h"
#include "core/rules.h"
#include "test_support.h"

using namespace hearts;

namespace {

using test::Picks;

// A game whose shooter is asked how to score the moon: a Moon action among its actions.
Match gameWithMoonChoice() {
  for (std::uint64_t seed = 1; seed < 200; ++seed) {
    Match m = test::scriptedGame(*presetRules("shooter-chooses"), seed, Picks::PlayerHighest);
    for (const Action& a : m.actions())
      if (a.kind == Action::Kind::Moon) return m;
  }
  FAIL("no scripted game has a moon choice");
  return Match(*presetRules("shooter-chooses"), 0);
}

// Games ended every way a history can end: over, in the middle of a hand, at a hand's end,
// and with the next hand dealt and nothing of it played; one with a moon choice.
std::vector<Match> games() {
  const Rules classic = *presetRules("classic");
  std::vector<Match> out;
  out.push_back(test::scriptedGame(classic, 77, Picks::Lowest));
  out.push_back(test::scriptedGame(*presetRules("pass-two"), 5, Picks::Highest));
  out.push_back(test::scriptedGame(classic, 77, Picks::Lowest, 130));
  out.push_back(test::scriptedGame(classic, 78, Picks::Lowest, 112));
  Match dealt = out.back();
  REQUIRE(dealt.state().phase() == Phase::HandOver);
  dealt.startNextHand();
  out.push_back(dealt);
  out.push_back(gameWithMoonChoice());
  return out;
}

// The first `n` actions of `game` applied by hand, the next hand dealt before an action
// whenever the last was scored.
void replayStraight(Match& m, const Match& game, std::size_t n) {
  for (std::size_t i = m.actions().size(); i < n; ++i) {
    if (m.state().phase() == Phase::HandOver) m.startNextHand();
    REQUIRE(m.apply(game.actions()[i]) == ActionError::None);
  }
}

// Hand `n` dealt, none of it played: the point where a straight replay deals it.
void checkHandStart(const Replay& replay, const Match& game, int n) {
  const GameState& s = replay.state();
  CHECK(s.handNumber() == n);
  CHECK(s.tricksPlayed() == 0);
  CHECK(replay.match().handStart() == replay.applied());
  CHECK(replay.match().hands().size() == static_cast<std::size_t>(n - 1));
  const std::array<CardSet, 4> deal = dealHands(game.seed(), n);
  for (int seat = 0; seat < 4; ++seat) CHECK(s.hand(seat) == deal[seat]);
  // The first action applied from here is the hand's first.
  Match straight(game.rules(), game.seed());
  replayStraight(straight, game, replay.applied() + 1);
  CHECK(straight.state().handNumber() == n);
  CHECK(straight.handStart() == replay.applied());
}

// Hand `n` as it was scored, by the last action applied and not one later.
void checkHandEnd(const Replay& replay, const Match& game, int n) {
  const GameState& s = replay.state();
  CHECK(s.handNumber() == n);
  CHECK(s.tricksPlayed() == kHandSize);
  CHECK((s.phase() == Phase::HandOver || s.phase() == Phase::GameOver));
  CHECK(s.lastHand() == game.hands()[static_cast<std::size_t>(n - 1)]);
  CHECK(replay.match().hands().size() == static_cast<std::size_t>(n));
  Match straight(game.rules(), game.seed());
  replayStraight(straight, game, replay.applied() - 1);
  CHECK(straight.hands().size() == static_cast<std::size_t>(n - 1));
}

}  // namespace

TEST_CASE("a replay after any number of actions is the game replayed straight to there") {
  for (const Match& game : games()) {
    CAPTURE(game.seed());
    Replay replay(game);
    Match straight(game.rules(), game.seed());
    for (std::size_t n = 0; n <= game.actions().size(); ++n) {
      replay.stepTo(n);
      replayStraight(straight, game, n);
      REQUIRE(replay.applied() == n);
      REQUIRE(replay.state() == straight.state());
      REQUIRE(replay.match().hands() == straight.hands());
    }
    CHECK(replay.match().actions() == game.actions());
  }
}

TEST_CASE("each action is seen in the state it is applied to, its hand dealt") {
  for (const Match& game : games()) {
    CAPTURE(game.seed());
    Replay replay(game);
    Match straight(game.rules(), game.seed());
    std::size_t seen = 0;
    while (replay.beforeNext()) {
      if (straight.state().phase() == Phase::HandOver) straight.startNextHand();
      REQUIRE(replay.state() == straight.state());
      REQUIRE(replay.next() == game.actions()[seen]);
      REQUIRE(straight.apply(replay.next()) == ActionError::None);
      replay.step();
      ++seen;
    }
    CHECK(seen == game.actions().size());
    CHECK(replay.atEnd());
  }
}

TEST_CASE("a replay starts each hand at its deal and ends it where it was scored") {
  for (const Match& game : games()) {
    CAPTURE(game.seed());
    Replay replay(game);
    const int hands = static_cast<int>(game.hands().size());
    for (int n = 1; n <= hands; ++n) {
      CAPTURE(n);
      REQUIRE(replay.toHandStart(n));
      checkHandStart(replay, game, n);
      REQUIRE(replay.toHandEnd(n));
      checkHandEnd(replay, game, n);
    }
    CHECK_FALSE(replay.toHandEnd(hands + 1));
    CHECK(replay.atEnd());
  }
}

TEST_CASE("a replay walked to the end holds the game's hands, at the point the game reached") {
  for (const Match& game : games()) {
    CAPTURE(game.seed());
    Replay replay(game);
    replay.stepTo(std::numeric_limits<std::size_t>::max());
    CHECK(replay.atEnd());
    CHECK_FALSE(replay.beforeNext());
    CHECK(replay.match().actions() == game.actions());
    CHECK(replay.match().hands() == game.hands());
    const Match taken = std::move(replay).take();
    if (game.handStart() == game.actions().size() && !game.actions().empty()) {
      // A deal with nothing played is no action: the replay stops at the hand before it.
      CHECK(taken.state().phase() == Phase::HandOver);
      CHECK(taken.state().handNumber() + 1 == game.state().handNumber());
    } else {
      CHECK(taken.state() == game.state());
    }
  }
}

TEST_CASE("a replay goes forward only: a hand it is past is not found again") {
  const Match game = test::scriptedGame(*presetRules("classic"), 77, Picks::Lowest);
  REQUIRE(game.hands().size() >= 3);
  Replay replay(game);
  CHECK_FALSE(replay.toHandStart(0));
  REQUIRE(replay.toHandEnd(2));
  CHECK(replay.toHandEnd(2));
  CHECK_FALSE(replay.toHandStart(2));
  CHECK_FALSE(replay.toHandEnd(1));
  REQUIRE(replay.toHandStart(3));
  CHECK_FALSE(replay.toHandEnd(2));
  replay.step();
  CHECK_FALSE(replay.toHandStart(3));
  CHECK(replay.state().handNumber() == 3);
}

TEST_CASE("an action in turn deals the next hand first when the last was scored") {
  const Match game = test::scriptedGame(*presetRules("classic"), 78, Picks::Lowest, 60);
  Match m(game.rules(), game.seed());
  for (std::size_t i = 0; i < 56; ++i)
    REQUIRE(applyInTurn(m, game.actions()[i]) == ActionError::None);
  REQUIRE(m.state().phase() == Phase::HandOver);
  // A refused action is not applied, and deals nothing more than the hand it would be in.
  CHECK(applyInTurn(m, Action::makeMoon(0, MoonChoice::AddToOthers)) != ActionError::None);
  CHECK(m.actions().size() == 56);
  CHECK(m.state().handNumber() == 2);
  CHECK(applyInTurn(m, game.actions()[56]) == ActionError::None);
  CHECK(m.state().handNumber() == 2);
  CHECK(m.handStart() == 56);
  CHECK(m.actions().size() == 57);
}

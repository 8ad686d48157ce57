// Claims at the table: the player claims a decided rest and the hand plays out at once, as
// ordinary plays that a record replays; bots claim on their turn with a notice; undo takes
// the player's claim back whole.
#include <doctest/doctest.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "core/claim.h"
#include "core/match.h"
#include "core/rules.h"
#include "records/record.h"
#include "session/game_session.h"
#include "session/wording.h"
#include "test_games.h"

using namespace hearts;
using namespace hearts::session;

namespace {

constexpr double kFrame = 1000.0 / 60;

std::vector<GameEvent> eventsOf(GameSession& g, EventKind kind) {
  std::vector<GameEvent> out;
  for (const GameEvent& e : g.takeEvents())
    if (e.kind == kind) out.push_back(e);
  return out;
}

// The player claims in `m` (their turn): checks the play-out and its record.
void playerClaims(Match m) {
  const Match before = m;
  const Playout expected = playOut(m.state().playState(), m.rules());
  GameSession g(GameSpec{std::move(m), BotLevel::Random, Pacing::fast(), 1}, 0);
  REQUIRE(g.table().playerToPlay());
  REQUIRE(g.desk().canClaim());
  g.takeEvents();
  REQUIRE(g.desk().claim(10));
  // The rest played out at once, each card an ordinary play of the seat to move.
  const auto& actions = g.match().actions();
  REQUIRE(actions.size() == before.actions().size() + expected.plays.size());
  for (std::size_t i = 0; i < expected.plays.size(); ++i) {
    const Action& a = actions[before.actions().size() + i];
    CHECK(a.kind == Action::Kind::Play);
    CHECK(a.card == expected.plays[i]);
  }
  CHECK(g.state().phase() != Phase::Playing);
  CHECK(g.match().hands().back().points == expected.points);
  // The empty table shows the claim a moment, then the score sheet comes up.
  CHECK(testing::statusLine(g, 10).rfind("You claim the rest", 0) == 0);
  CHECK(g.table().stage() == Stage::Playing);
  CHECK_FALSE(g.table().playerToPlay());
  CHECK(g.busy(10));
  double now = 10;
  while (g.table().stage() == Stage::Playing && now < 10000) g.update(now += kFrame, 5);
  CHECK(g.table().stage() == Stage::HandSummary);
  const auto claims = eventsOf(g, EventKind::Claimed);
  REQUIRE(claims.size() == 1);
  CHECK(claims[0].seat == 0);
  CHECK(claims[0].cards.size() == static_cast<int>(expected.plays.size()));
  // The record replays to the same game.
  const LoadedRecord loaded = loadRecord(g.record());
  REQUIRE(loaded.match);
  CHECK(loaded.match->state() == g.state());
  CHECK(loaded.match->actions() == g.match().actions());
  // Undo takes the whole claim back: the player's turn again, able to claim.
  REQUIRE(g.desk().canUndo());
  REQUIRE(g.desk().undo(now));
  CHECK(g.state() == before.state());
  CHECK(g.match().actions() == before.actions());
  CHECK(g.table().playerToPlay());
  CHECK(g.desk().canClaim());
}

}  // namespace

TEST_CASE("the player claims when every trick left is theirs: the hand plays out at once") {
  const auto m = testing::claimMoment(0, [](ClaimKind k) { return k == ClaimKind::TakesAll; });
  REQUIRE(m);
  playerClaims(*m);
}

TEST_CASE("the player claims when no points are left to fall") {
  const auto m = testing::claimMoment(0, [](ClaimKind k) { return k == ClaimKind::NoPointsLeft; });
  REQUIRE(m);
  playerClaims(*m);
}

TEST_CASE("no claim while the rest of the hand is open") {
  const auto m = testing::claimMoment(0, [](ClaimKind k) { return k == ClaimKind::None; });
  REQUIRE(m);
  GameSession g(GameSpec{Match(*m), BotLevel::Random, Pacing::fast(), 1}, 0);
  REQUIRE(g.table().playerToPlay());
  CHECK_FALSE(g.desk().canClaim());
  CHECK_FALSE(g.desk().claim(0));
  CHECK(g.match().actions() == m->actions());
}

TEST_CASE("a bot whose rest of the hand is decided claims it on its turn, with a notice") {
  for (int seat = 1; seat < 4; ++seat) {
    CAPTURE(seat);
    const auto m = testing::claimMoment(seat, [](ClaimKind k) { return k != ClaimKind::None; });
    REQUIRE(m);
    const ClaimKind kind = claimKind(m->state(), seat);
    const Playout expected = playOut(m->state().playState(), m->rules());
    GameSession g(GameSpec{Match(*m), BotLevel::Random, Pacing::fast(), 1}, 0);
    g.takeEvents();
    double now = 0;
    while (g.state().phase() == Phase::Playing && now < 60000) g.update(now += kFrame, 5);
    CHECK(g.match().hands().back().points == expected.points);
    CHECK(testing::statusLine(g, now) == claimText(seat, kind, expected.points[static_cast<std::size_t>(seat)] -
                                                       m->state().pointsTaken(seat)));
    CHECK(testing::statusLine(g, now).rfind(std::string(playerName(seat)) + " claims the rest", 0) == 0);
    const auto claims = eventsOf(g, EventKind::Claimed);
    REQUIRE(claims.size() == 1);
    CHECK(claims[0].seat == seat);
    // Undo does not take a bot's claim back on its own: the player's last play goes with it.
    if (g.desk().canUndo()) {
      REQUIRE(g.desk().undo(now));
      CHECK(g.match().actions().size() < m->actions().size());
    }
  }
}

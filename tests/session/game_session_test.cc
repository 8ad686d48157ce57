// The game as the player experiences it: pacing, passing, playing, reasons for refusals, the
// bots' sliced thinking, restoring a saved game. Driven with a virtual clock, no SDL.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "ai/levels.h"
#include "core/match.h"
#include "core/rules.h"
#include "session/bot_runner.h"
#include "session/game_session.h"
#include "session/wording.h"
#include "test_games.h"

using namespace hearts;
using namespace hearts::session;

namespace {

constexpr double kFrame = 1000.0 / 60;

Rules classic() { return *presetRules("classic"); }

// Runs frames until `done` holds or `limitMs` of virtual time pass; returns the time.
template <typename Done>
double runUntil(GameSession& g, double now, Done done, double limitMs = 60000) {
  const double end = now + limitMs;
  while (!done() && now < end) {
    now += kFrame;
    g.update(now, 5);
  }
  return now;
}

// The player's side of a game: passes the first cards, plays the first legal card, goes on
// after each hand, chooses to add on a moon.
double playerActs(GameSession& g, double now) {
  switch (g.table().stage()) {
    case Stage::Passing: {
      const auto cards = displayOrder(g.state().hand(0));
      for (int i = 0; i < g.state().rules().passCount; ++i) g.desk().clickCard(cards[static_cast<std::size_t>(i)], now);
      g.desk().confirmPass(now);
      break;
    }
    case Stage::Playing:
      if (g.table().playerToPlay()) g.desk().clickCard(g.desk().legalForPlayer().lowest(), now);
      break;
    case Stage::MoonChoice:
      if (g.state().firstToAct() == 0) g.desk().chooseMoon(MoonChoice::AddToOthers, now);
      break;
    case Stage::HandSummary: g.desk().continueAfterHand(now); break;
    default: break;
  }
  return now;
}

// Bots that think until stopped, with a 40 ms budget, on a fake wall clock: every reading
// of it, once per think() call, costs 0.25 ms.
struct EndlessTable {
  int calls = 0;
  std::int64_t maxUnits = 0;
  double wall = 0;
  std::unique_ptr<GameSession> game;
  EndlessTable() {
    Pacing p = Pacing::fast();
    p.botBudgetMs = 40;
    game = testing::endlessGame(3, p, wall, 0.25, &calls, &maxUnits);
  }
};

}  // namespace

TEST_CASE("a whole game plays to its end through the player's actions, with paced bots") {
  GameSession g(GameSpec{Match(classic(), 42), BotLevel::Random, Pacing::fast(), 1}, 0);
  double now = 0;
  int steps = 0;
  std::uint64_t lastVersion = g.table().version();
  while (g.table().stage() != Stage::GameOver && steps < 200000) {
    now = playerActs(g, now);
    now += kFrame;
    g.update(now, 5);
    ++steps;
    CHECK(g.table().version() >= lastVersion);
    lastVersion = g.table().version();
  }
  REQUIRE(g.table().stage() == Stage::GameOver);
  CHECK(g.state().phase() == Phase::GameOver);
  CHECK(g.match().hands().size() >= 1);
  CHECK(g.state().winners() != 0u);
  // The analysis of the last hand is the only thing left; then nothing moves.
  REQUIRE(g.coach().analysis());
  for (int i = 0; i < 100000 && g.busy(now); ++i) g.update(now += kFrame, 5);
  CHECK(g.coach().analysis()->done);
  CHECK(!g.busy(now));
  // Every action applied went through the match's history.
  CHECK(g.table().version() == g.match().actions().size());
}

TEST_CASE("passing: pick exactly the rules' count, see it refused otherwise, then confirm") {
  GameSession g(GameSpec{Match(classic(), 7), BotLevel::Random, Pacing::normal(), 1}, 0);
  REQUIRE(g.table().stage() == Stage::Passing);
  CHECK(passTargetSeat(g.state()) == 1);  // hand 1 passes left
  const auto cards = displayOrder(g.state().hand(0));
  CHECK(!g.desk().confirmPass(0));
  CHECK(g.table().news().status.error(0));
  CHECK(testing::statusLine(g, 0).find("exactly 3") != std::string::npos);
  for (int i = 0; i < 3; ++i) CHECK(g.desk().clickCard(cards[static_cast<std::size_t>(i)], 0));
  CHECK(g.desk().canConfirmPass());
  // A fourth card is refused with a reason; tapping a chosen one puts it back.
  CHECK(!g.desk().clickCard(cards[3], 0));
  CHECK(g.table().news().status.error(0));
  CHECK(g.desk().clickCard(cards[0], 0));
  CHECK(!g.desk().canConfirmPass());
  CHECK(g.desk().clickCard(cards[3], 0));
  const CardSet chosen = g.desk().selection();
  REQUIRE(g.desk().confirmPass(10));
  const double now = runUntil(g, 10, [&] { return g.table().stage() == Stage::Playing; });
  CHECK(g.table().stage() == Stage::Playing);
  // What was passed is gone, what was received is marked.
  CHECK(!g.state().hand(0).intersects(chosen));
  CHECK(g.table().playerPass().received.size() == 3);
  CHECK(g.state().hand(0).containsAll(g.table().playerPass().received));
  CHECK(g.table().playerPass().received == g.state().received(0));
  // The marks stay until the player's first card.
  runUntil(g, now, [&] { return g.table().playerToPlay(); }, 20000);
}

TEST_CASE("received cards stay marked until the player plays a card") {
  GameSession g(GameSpec{Match(classic(), 11), BotLevel::Random, Pacing::fast(), 1}, 0);
  double now = playerActs(g, 0);
  now = runUntil(g, now, [&] { return g.table().playerToPlay(); });
  REQUIRE(g.table().playerToPlay());
  CHECK(!g.table().playerPass().received.empty());
  REQUIRE(g.desk().clickCard(g.desk().legalForPlayer().lowest(), now));
  CHECK(g.table().playerPass().received.empty());
}

TEST_CASE("an illegal card is refused with the engine's reason, and nothing is played") {
  GameSession g(GameSpec{Match(classic(), 3), BotLevel::Random, Pacing::fast(), 1}, 0);
  double now = playerActs(g, 0);
  now = runUntil(g, now, [&] { return g.table().playerToPlay(); });
  REQUIRE(g.table().playerToPlay());
  const CardSet legal = g.desk().legalForPlayer();
  const CardSet illegal = g.state().hand(0) - legal;
  if (illegal.empty()) return;  // this deal offers no illegal card here
  const Card bad = illegal.lowest();
  const std::uint64_t before = g.table().version();
  CHECK(!g.desk().clickCard(bad, now));
  CHECK(g.table().version() == before);
  CHECK(g.table().news().status.error(now));
  CHECK(testing::statusLine(g, now) == g.state().errorText(g.state().checkPlay(0, bad)));
  // The reason fades after a while.
  CHECK(!g.table().news().status.error(now + g.table().pacing().messageMs + 1));
}

TEST_CASE("clicking while it is not the player's turn says so") {
  GameSession g(GameSpec{Match(classic(), 5), BotLevel::Random, Pacing::normal(), 1}, 0);
  double now = playerActs(g, 0);
  now = runUntil(g, now, [&] {
    return g.table().stage() == Stage::Playing && g.state().firstToAct() != 0 && !g.table().timeline().full();
  });
  REQUIRE(g.state().firstToAct() != 0);
  CHECK(!g.desk().clickCard(g.state().hand(0).lowest(), now));
  CHECK(testing::statusLine(g, now) == "Wait for your turn");
}

TEST_CASE("bots' cards come one at a time, no sooner than the pacing allows") {
  Pacing p = Pacing::normal();
  GameSession g(GameSpec{Match(classic(), 9), BotLevel::Random, p, 1}, 0);
  double now = playerActs(g, 0);
  now = runUntil(g, now, [&] { return g.table().stage() == Stage::Playing; });
  // Watch the table grow: between two bot cards at least flight + delay passes.
  double lastPlayed = -1;
  std::size_t lastCount = g.table().timeline().cards().size();
  for (int i = 0; i < 3000 && g.match().hands().empty(); ++i) {
    now = playerActs(g, now);
    now += kFrame;
    g.update(now, 5);
    if (g.table().timeline().cards().size() > lastCount) {
      const TableCard& tc = g.table().timeline().cards().back();
      if (tc.seat != 0 && lastPlayed >= 0 && g.table().timeline().cards().size() > 1)
        CHECK(tc.playedAt - lastPlayed >= p.flightMs + p.botDelayMs - kFrame);
      lastPlayed = tc.playedAt;
    }
    lastCount = g.table().timeline().cards().size();
  }
}

TEST_CASE("a full trick stays in view, then goes to its winner; a tap hurries it") {
  Pacing p = Pacing::normal();
  GameSession g(GameSpec{Match(classic(), 21), BotLevel::Random, p, 1}, 0);
  double now = playerActs(g, 0);
  now = runUntil(g, now, [&] {
    playerActs(g, now);
    return g.table().timeline().full();
  });
  REQUIRE(g.table().timeline().full());
  const int winner = g.table().timeline().winner();
  CHECK(winner == g.state().trickWinner(g.state().tricksPlayed() - 1));
  const double landed = g.table().timeline().cards().back().playedAt + p.flightMs;
  g.update(landed + p.trickHoldMs - 50, 5);
  CHECK(g.table().timeline().full());
  CHECK(g.table().timeline().collectProgress(landed + p.trickHoldMs - 50) == 0);
  CHECK(g.table().timeline().collectProgress(landed + p.trickHoldMs + p.collectMs / 2) > 0);
  g.update(landed + p.trickHoldMs + p.collectMs + 1, 5);
  CHECK(!g.table().timeline().full());
  CHECK(g.table().plates().points[static_cast<std::size_t>(winner)] == g.state().pointsTaken(winner));

  // The next full trick: a tap during the hold sends it on at once.
  now = landed + p.trickHoldMs + p.collectMs + 1;
  now = runUntil(g, now, [&] {
    playerActs(g, now);
    return g.table().timeline().full();
  });
  REQUIRE(g.table().timeline().full());
  const double shown = g.table().timeline().cards().back().playedAt + p.flightMs;
  g.table().hurry(shown + 10);
  g.update(shown + 10 + p.collectMs + 1, 5);
  CHECK(!g.table().timeline().full());
}

TEST_CASE("points and point cards on the plates change when the trick reaches its winner, not before") {
  GameSession g(GameSpec{Match(classic(), 77), BotLevel::Random, Pacing::fast(), 1}, 0);
  double now = 0;
  bool sawDifference = false;
  for (int i = 0; i < 40000 && g.match().hands().empty(); ++i) {
    now = playerActs(g, now);
    now += kFrame;
    g.update(now, 5);
    for (int seat = 0; seat < 4; ++seat)
      if (g.table().timeline().full() && g.table().plates().points[static_cast<std::size_t>(seat)] != g.state().pointsTaken(seat))
        sawDifference = true;
    if (!g.table().timeline().full() && g.table().stage() == Stage::Playing)
      for (int seat = 0; seat < 4; ++seat) {
        CHECK(g.table().plates().points[static_cast<std::size_t>(seat)] == g.state().pointsTaken(seat));
        CHECK(g.table().plates().taken[static_cast<std::size_t>(seat)] == (g.state().won(seat) & kPointCards));
      }
  }
  CHECK(sawDifference);
  // After the hand, the plates still show what each took: all the hearts and the Q♠.
  CardSet all;
  for (const CardSet& t : g.table().plates().taken) all |= t;
  CHECK(all == kPointCards);
}

TEST_CASE("at the end of a hand the score sheet waits for the player") {
  GameSession g(GameSpec{Match(classic(), 13), BotLevel::Random, Pacing::fast(), 1}, 0);
  double now = 0;
  now = runUntil(g, now, [&] {
    if (g.table().stage() != Stage::HandSummary) playerActs(g, now);
    return g.table().stage() == Stage::HandSummary || g.table().stage() == Stage::GameOver;
  });
  REQUIRE(g.table().stage() == Stage::HandSummary);
  CHECK(g.match().hands().size() == 1);
  // The analysis of the hand thinks while the sheet is up (slower in a sanitizer build);
  // then nothing is left to do, and nothing moves on by itself.
  now = runUntil(g, now, [&] { return !g.busy(now); }, 600000);
  CHECK(!g.busy(now));
  REQUIRE(g.coach().analysis());
  CHECK(g.coach().analysis()->done);
  now = runUntil(g, now, [] { return false; }, 3000);
  CHECK(g.table().stage() == Stage::HandSummary);
  CHECK(!g.busy(now));
  REQUIRE(g.desk().continueAfterHand(now));
  CHECK(g.state().handNumber() == 2);
  CHECK(g.table().stage() == Stage::Passing);
  CHECK(passTargetSeat(g.state()) == 3);  // hand 2 passes right
}

TEST_CASE("the player who shoots the moon under shooter-chooses picks how it counts") {
  auto m = testing::playerShootsTheMoon();
  REQUIRE(m);
  GameSession g(GameSpec{std::move(*m), BotLevel::Random, Pacing::fast(), 1}, 0);
  CHECK(g.table().stage() == Stage::MoonChoice);
  CHECK(g.table().seatToMove() == 0);
  CHECK(!g.busy(0));  // waiting for the player
  CHECK(g.table().plates().points[0] == 26);  // taken, before it is scored
  REQUIRE(g.desk().chooseMoon(MoonChoice::SubtractFromSelf, 0));
  CHECK(g.table().stage() == Stage::HandSummary);
  CHECK(g.match().hands().back().moonShooter == 0);
  CHECK(g.match().hands().back().delta[0] == -26);
  // The plates then show what the hand added to each total, not the 26 points taken.
  CHECK(g.table().plates().points == std::array<int, 4>{-26, 0, 0, 0});
}

TEST_CASE("a restored game in the middle of a trick shows that trick on the table") {
  Match m = testing::gameAfter(classic(), 99, 6);
  GameSession g(GameSpec{std::move(m), BotLevel::Random, Pacing::fast(), 1}, 1000);
  CHECK(g.table().stage() == Stage::Playing);
  REQUIRE(g.table().timeline().cards().size() == 2);
  CHECK(g.table().timeline().flightProgress(g.table().timeline().cards()[0], 1000) == 1);  // already landed
  CHECK(g.table().timeline().cards()[0].card == g.state().currentTrick().cards[0]);
}

TEST_CASE("a restored game where the player has passed waits for the others") {
  Match m(classic(), 5);
  CardSet pass;
  for (Card c : m.state().hand(0)) {
    if (pass.size() == 3) break;
    pass.add(c);
  }
  m.apply(Action::makePass(0, pass));
  GameSession g(GameSpec{std::move(m), BotLevel::Random, Pacing::fast(), 1}, 0);
  CHECK(g.table().stage() == Stage::PassWaiting);
  CHECK(g.table().playerPass().passed == pass);
  runUntil(g, 0, [&] { return g.table().stage() == Stage::Playing; });
  CHECK(g.table().stage() == Stage::Playing);
}

TEST_CASE("bots think in small slices within the frame budget and stop at their own budget") {
  EndlessTable table;
  GameSession& g = *table.game;
  int& calls = table.calls;
  std::int64_t& maxUnits = table.maxUnits;
  double& wall = table.wall;
  // One update may use 5 ms: it must stop there and leave the rest for later frames.
  const int before = calls;
  const double wallBefore = wall;
  g.update(kFrame, 5);
  CHECK(calls > before);
  CHECK(wall - wallBefore <= 5 + 1.0);
  CHECK(g.bots().thinkingSeat() >= 1);
  CHECK(g.busy(kFrame));
  // Within the bot's 40 ms budget the pass is decided anyway (decision() is always ready).
  double now = kFrame;
  for (int i = 0; i < 200 && !g.state().hasPassed(1); ++i) g.update(now += kFrame, 5);
  CHECK(g.state().hasPassed(1));
  CHECK(maxUnits <= (std::int64_t{1} << 20));
}

TEST_CASE("a bot that takes its time is said to think after 0.6 s of its turn, not before") {
  EndlessTable table;
  GameSession& g = *table.game;
  double now = 0;
  // Through the pass at the bots' short budget.
  for (int i = 0; i < 5000 && g.table().stage() != Stage::Playing; ++i) {
    now = playerActs(g, now);
    g.update(now += kFrame, 5);
  }
  REQUIRE(g.table().stage() == Stage::Playing);
  // From now on a bot that begins thinks for as long as it may.
  Pacing endless = Pacing::fast();
  endless.botBudgetMs = 1e9;
  g.table().setPacing(endless);
  const int before = g.bots().thinkingSeat();
  for (int i = 0; i < 5000 && !(g.bots().thinkingSeat() >= 1 && g.bots().thinkingSeat() != before); ++i) {
    now = playerActs(g, now);
    g.update(now += kFrame, 5);
  }
  const int seat = g.bots().thinkingSeat();
  REQUIRE(seat >= 1);
  const double start = now;
  CHECK(g.botThinking(now) == -1);
  while (now < start + 500) g.update(now += kFrame, 5);
  CHECK(g.botThinking(now) == -1);
  while (now < start + 700) g.update(now += kFrame, 5);
  CHECK(g.bots().thinkingSeat() == seat);
  CHECK(g.botThinking(now) == seat);
}

TEST_CASE("each bot decision's wait is counted: how many, the longest, the time inside think()") {
  EndlessTable table;
  GameSession& g = *table.game;
  CHECK(g.bots().timing().decisions == 0);
  double now = 0;
  for (int i = 0; i < 400 && !g.state().hasPassed(3); ++i) g.update(now += kFrame, 5);
  REQUIRE(g.state().hasPassed(3));
  const BotTiming& t = g.bots().timing();
  // Three bots passed, each stopped at its 40 ms budget, within one think() call of it.
  CHECK(t.decisions == 3);
  CHECK(t.maxMs >= 40);
  CHECK(t.maxMs <= 40 + 1);
  CHECK(t.totalMs >= 3 * 40);
  CHECK(t.busyMs > 0);
  CHECK(t.busyMs <= t.totalMs);
}

TEST_CASE("nothing is busy while the game waits for the player") {
  GameSession g(GameSpec{Match(classic(), 8), BotLevel::Random, Pacing::fast(), 1}, 0);
  double now = 0;
  while (g.busy(now) && now < 5000) g.update(now += kFrame, 5);
  CHECK(g.table().stage() == Stage::Passing);
  CHECK(!g.busy(now));
  // A message expiring is the only thing that would change the picture.
  g.desk().confirmPass(now);
  CHECK(g.wakeAt(now) > now);
}

TEST_CASE("autoplay plays the player's seat and moves from hand to hand by itself") {
  GameSpec spec{Match(*presetRules("pass-two"), 4), BotLevel::Random, Pacing::fast(), 1};
  spec.autoplay = true;
  GameSession g(std::move(spec), 0);
  const double now = runUntil(g, 0, [&] { return g.table().stage() == Stage::GameOver; }, 3600000);
  CHECK(g.table().stage() == Stage::GameOver);
  CHECK(g.match().hands().size() >= 1);
  CHECK(!g.busy(now));
}

TEST_CASE("a hand without passing starts with play and says so") {
  // Hand 4 keeps its cards: play three hands, then look at the fourth.
  GameSession g(GameSpec{Match(classic(), 2), BotLevel::Random, Pacing::fast(), 1}, 0);
  double now = 0;
  while (g.state().handNumber() < 4 && g.table().stage() != Stage::GameOver && now < 3.6e6) {
    now = playerActs(g, now);
    now += kFrame;
    g.update(now, 5);
  }
  REQUIRE(g.state().handNumber() == 4);
  CHECK(g.table().stage() == Stage::Playing);
  CHECK(passTargetSeat(g.state()) == -1);
  CHECK(g.table().playerPass().received.empty());
  CHECK(testing::statusLine(g, now).find("No passing") != std::string::npos);
}

TEST_CASE("the session tells what happened at the table, in the order the table shows it") {
  GameSession g(GameSpec{Match(classic(), 42), BotLevel::Random, Pacing::fast(), 1}, 0);
  double now = 0;
  std::vector<GameEvent> events;
  while (g.table().stage() != Stage::GameOver && now < 3.6e6) {
    now = playerActs(g, now);
    g.update(now += kFrame, 5);
    for (const GameEvent& e : g.takeEvents()) events.push_back(e);
  }
  REQUIRE(g.table().stage() == Stage::GameOver);
  const auto count = [&](EventKind k) {
    return std::count_if(events.begin(), events.end(), [k](const GameEvent& e) { return e.kind == k; });
  };
  const auto hands = static_cast<long>(g.match().hands().size());
  CHECK(count(EventKind::HandDealt) == hands);
  CHECK(count(EventKind::HandOver) == hands);
  CHECK(count(EventKind::CardPlayed) == 52 * hands);
  CHECK(count(EventKind::TrickTaken) == 13 * hands);
  CHECK(count(EventKind::QueenTaken) == hands);
  CHECK(count(EventKind::GameOver) == 1);
  CHECK(count(EventKind::HeartsBroken) <= hands);
  // The player is told of every turn, but for the cards a claim played out.
  long claimedByPlayer = 0;
  bool claiming = false;
  for (const GameEvent& e : events) {
    if (e.kind == EventKind::Claimed) claiming = true;
    if (e.kind == EventKind::HandOver) claiming = false;
    claimedByPlayer += claiming && e.kind == EventKind::CardPlayed && e.seat == 0;
  }
  CHECK(count(EventKind::YourTurn) >= 13 * hands - claimedByPlayer);
  long moons = 0;
  for (const HandResult& h : g.match().hands()) moons += h.moonShooter >= 0;
  CHECK(count(EventKind::MoonShot) == moons);
  CHECK(events.back().kind == EventKind::GameOver);
  CHECK(events.back().winners == g.state().winners());
  // A trick is taken only after its four cards were played, and the points add up.
  int played = 0;
  std::array<int, 4> points{};
  for (const GameEvent& e : events) {
    if (e.kind == EventKind::CardPlayed) ++played;
    if (e.kind == EventKind::TrickTaken) {
      CHECK(played % 4 == 0);
      CHECK(e.cards.size() == 4);
      points[static_cast<std::size_t>(e.seat)] += e.points;
    }
    if (e.kind == EventKind::YourTurn) CHECK(!e.cards.empty());
  }
  int taken = 0;
  for (const HandResult& h : g.match().hands())
    for (int p : h.points) taken += p;
  CHECK(points[0] + points[1] + points[2] + points[3] == taken);
}

TEST_CASE("undo takes back the player's last play and the bots' plays after it, to the same state") {
  GameSession g(GameSpec{Match(classic(), 31), BotLevel::Random, Pacing::fast(), 1}, 0);
  double now = 0;
  // Pass, then play until the player has played three cards.
  int plays = 0;
  std::optional<Match> beforeSecond;
  while (plays < 3 && now < 600000) {
    if (g.table().playerToPlay()) {
      if (plays == 1) beforeSecond = g.match();
      const Card c = g.desk().legalForPlayer().highest();
      REQUIRE(g.desk().clickCard(c, now));
      ++plays;
    } else {
      now = playerActs(g, now);
    }
    g.update(now += kFrame, 5);
  }
  REQUIRE(plays == 3);
  REQUIRE(beforeSecond);
  // Take back two plays: the state is exactly the one before the player's second card.
  REQUIRE(g.desk().canUndo());
  REQUIRE(g.desk().undo(now));
  REQUIRE(g.desk().undo(now));
  CHECK(g.state() == beforeSecond->state());
  CHECK(g.match().actions() == beforeSecond->actions());
  CHECK(g.match().assists().undos == 2);
  CHECK(g.table().playerToPlay());
  CHECK(g.table().stage() == Stage::Playing);
  // Back past the plays to the pass: the passed cards are chosen again, and no further back.
  while (g.desk().canUndo()) REQUIRE(g.desk().undo(now));
  CHECK(g.table().stage() == Stage::Passing);
  CHECK(g.desk().selection().size() == 3);
  CHECK(g.match().actions().empty());
  CHECK(!g.desk().undo(now));
}

TEST_CASE("after an undo the bots answer a play exactly as before") {
  // Random bots, whose every card is drawn from their seeds: the same play gets the same
  // answers again.
  const auto answers = [](GameSession& g, double& now) {
    std::vector<Action> out;
    const std::size_t from = g.match().actions().size();
    while (!g.table().playerToPlay() && g.table().stage() != Stage::HandSummary && now < 1e7)
      g.update(now += kFrame, 50);
    for (std::size_t i = from; i < g.match().actions().size(); ++i) out.push_back(g.match().actions()[i]);
    return out;
  };
  GameSession g(GameSpec{Match(classic(), 8), BotLevel::Random, Pacing::fast(), 5}, 0);
  double now = 0;
  while (!g.table().playerToPlay() && now < 600000) {
    now = playerActs(g, now);
    g.update(now += kFrame, 5);
  }
  REQUIRE(g.table().playerToPlay());
  const Card c = g.desk().legalForPlayer().lowest();
  REQUIRE(g.desk().clickCard(c, now));
  const auto first = answers(g, now);
  REQUIRE(!first.empty());
  REQUIRE(g.desk().undo(now));
  REQUIRE(g.desk().clickCard(c, now));
  CHECK(answers(g, now) == first);
}

TEST_CASE("with undo turned off, nothing is taken back") {
  GameSession g(GameSpec{Match(classic(), 32), BotLevel::Random, Pacing::fast(), 1}, 0);
  g.desk().setUndoAllowed(false);
  double now = 0;
  while (!g.table().playerToPlay() && now < 600000) {
    now = playerActs(g, now);
    g.update(now += kFrame, 5);
  }
  REQUIRE(g.match().actions().size() > 0);
  CHECK(!g.desk().canUndo());
  CHECK(!g.desk().undo(now));
}

TEST_CASE("the bots defend from the first card against a player the statistics show going for the moon") {
  // BotRunner::watchShooter: medium, hard and expert are told which seat it is, by its
  // place after their own; easy plays as before, and no bot is told until it is asked.
  const GameState start = GameState::newGame(classic(), 4);
  for (const BotLevel level : {BotLevel::Hard, BotLevel::Expert, BotLevel::Medium, BotLevel::Easy}) {
    CAPTURE(level);
    ai::BotConfig asked;
    BotRunner bots(9, [] { return 0.0; }, [&](const ai::BotConfig& config, std::uint64_t seed) {
      asked = config;
      return ai::makeBot(config, seed);
    });
    bots.seat(level, 0b1110u);
    for (const int watched : {-1, 0, 2}) {
      CAPTURE(watched);
      bots.watchShooter(watched);
      CHECK(bots.watchedShooter() == watched);
      for (int seat = 1; seat < 4; ++seat) {
        CAPTURE(seat);
        bots.begin(seat, start.viewFor(seat), 100, 0);
        CHECK(asked.level == level);
        if (watched < 0 || watched == seat || level == BotLevel::Easy)
          CHECK(asked.toldShooter == 0);
        else
          CHECK(asked.toldShooter == (watched - seat + 4) % 4);
        CHECK(bots.botFor(seat).toldShooter == asked.toldShooter);
      }
    }
  }
}

TEST_CASE("the events of a hand's plays: each card, hearts broken once, every trick with its points and the Q\u2660") {
  GameState g = GameState::newGame(*presetRules("standard"), 21);
  for (int seat = 0; seat < 4; ++seat) {
    CardSet h = g.hand(seat), pick;
    for (int k = 0; k < g.rules().passCount; ++k) {
      pick.add(h.highest());
      h.remove(h.highest());
    }
    g.pass(seat, pick);
  }
  EventLog log;
  int broke = 0;
  while (g.phase() == Phase::Playing) {
    const int seat = g.firstToAct();
    const Card c = g.legalPlays().highest();
    const bool wasBroken = g.heartsBroken();
    const int tricks = g.tricksPlayed();
    g.play(c);
    broke += addPlayEvents(log, g, seat, c, wasBroken);
    if (g.tricksPlayed() > tricks) {
      CardSet cards;
      for (Card tc : g.completedTrick(tricks).cards) cards.add(tc);
      addTrickEvents(log, g.rules(), g.trickWinner(tricks), cards, g.handNumber());
    }
  }
  int played = 0, heartsBroken = 0, tricks = 0, points = 0, queens = 0;
  for (const GameEvent& e : log.take()) {
    CHECK(e.handNumber == 1);
    switch (e.kind) {
      case EventKind::CardPlayed: ++played; break;
      case EventKind::HeartsBroken:
        ++heartsBroken;
        CHECK((e.card.suit() == Suit::Hearts || e.card == kQueenOfSpades));
        break;
      case EventKind::TrickTaken: ++tricks; points += e.points; CHECK(e.cards.size() == 4); break;
      case EventKind::QueenTaken:
        ++queens;
        CHECK(g.won(e.seat).contains(kQueenOfSpades));
        CHECK(e.points == kQueenOfSpadesPoints);
        break;
      default: FAIL("another event");
    }
  }
  CHECK(played == 52);
  CHECK(heartsBroken == 1);
  CHECK(broke == 1);
  CHECK(tricks == 13);
  CHECK(queens == 1);
  int taken = 0;
  for (int seat = 0; seat < 4; ++seat) taken += g.pointsTaken(seat);
  CHECK(points == taken);
}

TEST_CASE("a level chosen during the game is told, with when it plays") {
  GameSession g(GameSpec{Match(classic(), 1), BotLevel::Random, Pacing::fast(), 1}, 0);
  CHECK(g.takeNotice().empty());
  Choices choices{BotLevel::Random, Pacing::fast()};
  g.follow(choices);
  CHECK(g.takeNotice().empty());
  choices.levels = BotLevel::Easy;
  g.follow(choices);
  CHECK(g.levels() == BotLevel::Easy);
  CHECK(g.takeNotice() == "The bots play at Easy from their next move");
}

namespace {

// The time from each card the player plays to their next turn with the table at rest, over
// the first hand, the player playing at once and the bots (random) deciding at once: what
// the pace alone costs.
std::vector<double> waitsBetweenTurns(const Pacing& p) {
  GameSession g(GameSpec{Match(classic(), 21), BotLevel::Random, p, 1}, 0);
  double now = 0;
  double playedAt = -1;
  std::vector<double> waits;
  for (int i = 0; i < 200000 && g.match().hands().empty(); ++i) {
    if (g.table().playerToPlay() && !g.busy(now)) {
      if (playedAt >= 0) waits.push_back(now - playedAt);
      playedAt = now;
      g.desk().clickCard(g.desk().legalForPlayer().lowest(), now);
    } else if (g.table().stage() == Stage::Passing) {
      playerActs(g, now);
    }
    now += kFrame;
    g.update(now, 5);
  }
  return waits;
}

double median(std::vector<double> v) {
  REQUIRE(!v.empty());
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

}  // namespace

TEST_CASE("each pace makes the player wait less than the one before; normal about 2 s a turn") {
  const double relaxed = median(waitsBetweenTurns(Pacing::relaxed()));
  const double normal = median(waitsBetweenTurns(Pacing::normal()));
  const double quick = median(waitsBetweenTurns(Pacing::quick()));
  const double fast = median(waitsBetweenTurns(Pacing::fast()));
  MESSAGE("median wait between turns: relaxed " << relaxed << " ms, normal " << normal
          << " ms, quick " << quick << " ms, fast " << fast << " ms");
  CHECK(relaxed > normal);
  CHECK(normal > quick);
  CHECK(quick > fast);
  // At most 2.5 s with the bots' thinking: the pace leaves 300 ms of it to the bots.
  CHECK(normal <= 2200);
  CHECK(relaxed >= 3500);
}

TEST_CASE("a tap while a trick is played brings the bots' cards without their pause") {
  const Pacing p = Pacing::relaxed();
  // From the player's first card to the end of that trick, with or without a tap at once.
  const auto trickTime = [&](bool tap) {
    GameSession g(GameSpec{Match(classic(), 21), BotLevel::Random, p, 1}, 0);
    double now = 0;
    for (int i = 0; i < 100000 && !(g.table().playerToPlay() && !g.busy(now)); ++i) {
      playerActs(g, now);
      if (g.table().playerToPlay() && !g.busy(now)) break;
      now += kFrame;
      g.update(now, 5);
    }
    REQUIRE(g.table().playerToPlay());
    const int tricks = g.state().tricksPlayed();
    g.desk().clickCard(g.desk().legalForPlayer().lowest(), now);
    if (tap) g.table().hurry(now);
    const double start = now;
    while (now < start + 60000 && !(g.state().tricksPlayed() > tricks && !g.table().timeline().full())) {
      now += kFrame;
      g.update(now, 5);
    }
    return now - start;
  };
  const double plain = trickTime(false);
  const double hurried = trickTime(true);
  MESSAGE("the rest of a trick: " << plain << " ms, hurried " << hurried << " ms");
  // The pauses go, and the full trick is held only kHurriedHoldMs instead of trickHoldMs.
  CHECK(plain < 10000);
  CHECK(hurried <= plain - (p.trickHoldMs - TableTimeline::kHurriedHoldMs) + 2 * kFrame);
  CHECK(hurried < plain - 500);
}

// The loop every match of bots is played by (ai/match_loop.h): whom it asks, in what order,
// where it stops, and what it does with an answer the rules refuse.
#include <doctest/doctest.h>

#include <array>
#include <memory>
#include <optional>
#include <vector>

#include "ai/match_loop.h"
#include "ai_test_support.h"

namespace hearts {
namespace {

// Four random players.
std::array<std::unique_ptr<ai::Bot>, 4> randomPlayers() {
  std::array<std::unique_ptr<ai::Bot>, 4> bots;
  for (int s = 0; s < 4; ++s) bots[static_cast<std::size_t>(s)] = ai::makeBot(ai::BotLevel::Random, 1 + static_cast<std::uint64_t>(s));
  return bots;
}

TEST_CASE("a hand is played to its score, every decision asked of the seat the rules wait for") {
  GameState g = GameState::newGame(*presetRules("standard"), 5);
  const auto players = randomPlayers();
  std::vector<int> asked;
  const ai::Chooser bots = ai::botsChoose(players, ai::Budget{});
  const ai::PlayResult r = ai::playHand(g, [&asked, &bots](const GameState& s, int seat) {
    CHECK(seat == s.firstToAct());
    asked.push_back(seat);
    return bots(s, seat);
  });
  CHECK(r.ok());
  CHECK(g.phase() == Phase::HandOver);
  REQUIRE(asked.size() == 4 + 52);
  // Passes in seat order, then the holder of the 2 of clubs leads.
  CHECK(asked[0] == 0);
  CHECK(asked[3] == 3);
  // Between hands nobody is asked: the next hand is not dealt.
  CHECK(ai::playHand(g, bots).ok());
  CHECK(g.handNumber() == 1);
}

TEST_CASE("a match records every action the loop applies") {
  Match m(*presetRules("standard"), 8);
  const auto players = randomPlayers();
  CHECK(ai::playHand(m, ai::botsChoose(players, ai::Budget{})).ok());
  CHECK(m.actions().size() == 4 + 52);
  REQUIRE(m.hands().size() == 1);
  CHECK(m.hands().back() == m.state().lastHand());
}

TEST_CASE("the chooser stops the play by answering nothing, before that decision") {
  GameState g = GameState::newGame(*presetRules("standard"), 6);
  const auto players = randomPlayers();
  int answers = 0;
  const ai::Chooser bots = ai::botsChoose(players, ai::Budget{});
  const ai::PlayResult r =
      ai::playGame(g, [&answers, &bots](const GameState& s, int seat) -> std::optional<ai::Decision> {
        if (answers == 10) return std::nullopt;
        ++answers;
        return bots(s, seat);
      });
  CHECK(r.ok());
  CHECK(g.phase() == Phase::Playing);
  CHECK(g.tricksPlayed() * 4 + g.currentTrick().count == 10 - 4);
}

TEST_CASE("an answer the rules refuse stops the play, is not applied and says why") {
  GameState g = GameState::newGame(*presetRules("standard"), 7);
  const GameState before = g;
  const ai::PlayResult r = ai::playHand(g, [](const GameState&, int) {
    ai::Decision d;  // passes no cards
    return std::optional<ai::Decision>(d);
  });
  CHECK_FALSE(r.ok());
  CHECK(r.error == ActionError::WrongPassCount);
  CHECK(r.refused.kind == Action::Kind::Pass);
  CHECK(r.refused.seat == 0);
  CHECK(g == before);
}

TEST_CASE("a game is played hand after hand, each told to the hook, until the hook or the end") {
  const Rules rules = *presetRules("standard");
  GameState g = GameState::newGame(rules, 9);
  const auto players = randomPlayers();
  int told = 0;
  const ai::PlayResult three =
      ai::playGame(g, ai::botsChoose(players, ai::Budget{}), [&told](const GameState& s) {
        CHECK((s.phase() == Phase::HandOver || s.phase() == Phase::GameOver));
        return ++told < 3;
      });
  CHECK(three.ok());
  CHECK(told == 3);
  CHECK(g.phase() == Phase::HandOver);
  CHECK(g.handNumber() == 3);

  // Started between hands, the hand just scored is told first; without a hook it goes on
  // to the end of the game.
  int toldAgain = 0;
  const ai::PlayResult rest =
      ai::playGame(g, ai::botsChoose(players, ai::Budget{}), [&toldAgain](const GameState& s) {
        if (toldAgain++ == 0) CHECK(s.handNumber() == 3);
        return true;
      });
  CHECK(rest.ok());
  CHECK(g.phase() == Phase::GameOver);
  CHECK(toldAgain == g.handNumber() - 2);

  GameState whole = GameState::newGame(rules, 10);
  CHECK(ai::playGame(whole, ai::botsChoose(players, ai::Budget{})).ok());
  CHECK(whole.phase() == Phase::GameOver);
}

}  // namespace
}  // namespace hearts

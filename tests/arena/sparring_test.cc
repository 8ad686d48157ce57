// The arena's sparring partners that go for the moon in other styles (arena/sparring.h).
#include <doctest/doctest.h>

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "ai/levels.h"
#include "ai/match_loop.h"
#include "core/match.h"
#include "../ai/ai_test_support.h"
#include "arena/levels.h"
#include "arena/sparring.h"

using namespace hearts;
using namespace hearts::aitest;

namespace {

// Plays one game to its end (at most 30 hands) with `level` in seat 0 and medium elsewhere;
// every decision is checked. The number of hands played.
int playGame(std::string_view level, const Rules& rules, std::uint64_t seed, int* moons) {
  GameState g = GameState::newGame(rules, seed);
  std::unique_ptr<ai::Bot> bots[4];
  for (int s = 0; s < 4; ++s) bots[s] = s == 0 ? arena::makeSparringBot(level, seed) : ai::makeBot(ai::BotLevel::Medium, seed + static_cast<std::uint64_t>(s));
  int hands = 0;
  const ai::PlayResult r =
      ai::playGame(g, ai::botsChoose(bots, ai::Budget{}), [&hands, moons](const GameState& s) {
        if (s.phase() == Phase::GameOver) return false;
        *moons += s.lastHand().moonShooter == 0;
        return ++hands < 30;
      });
  REQUIRE(r.ok());
  return hands;
}

}  // namespace

TEST_CASE("the sparring partners are arena levels, unknown to the game") {
  CHECK_FALSE(arena::isSparringLevel("medium"));
  CHECK(arena::makeSparringBot("expert", 1) == nullptr);
  for (const char* level : {"determinized", "uct", "collector"}) {
    CHECK(arena::checkArenaLevel(level).empty());
    CHECK_FALSE(ai::parseLevel(level));  // unknown to the game
    CHECK(arena::makeBot(level, 1) == nullptr);
    CHECK(arena::isSparringLevel(level));
    REQUIRE(arena::makeSparringBot(level, 1));
    CHECK(arena::makeSparringBot(level, 1)->name() == level);
  }
}

TEST_CASE("the sparring partners play whole games legally under every preset") {
  for (const Preset& preset : presets()) {
    for (const char* level : {"determinized", "uct", "collector"}) {
      INFO(std::string(preset.name), " ", level);
      int moons = 0;
      CHECK(playGame(level, preset.rules, 41, &moons) > 0);
    }
  }
}

TEST_CASE("the determinized search decides the same with the same seed, and differently with another") {
  const Rules rules = *presetRules("standard");
  int differ = 0;
  for (int i = 0; i < 10; ++i) {
    const GameState g = randomSituation(rules, 300 + static_cast<std::uint64_t>(i), 12 + i * 3);
    if (g.phase() != Phase::Playing || g.legalPlays().size() < 3) continue;
    const int seat = seatToAct(g);
    arena::DeterminizedBot a(7, {4, 30, 0.7}), b(7, {4, 30, 0.7}), c(8, {4, 30, 0.7});
    const Card first = ai::decide(a, g, seat, ai::Budget{}).play;
    CHECK(ai::decide(b, g, seat, ai::Budget{}).play == first);
    differ += ai::decide(c, g, seat, ai::Budget{}).play != first;
  }
  // A few playouts in four deals: another seed sometimes prefers another card.
  CHECK(differ > 0);
}

TEST_CASE("uct's reward for a hand is winning it: a moon wins it alone, ties share the win") {
  HandResult plain;  // the seat that took fewest points wins the hand
  plain.delta = {3, 0, 10, 13};
  CHECK(arena::handRewards(arena::HandReward::HandWin, plain) == std::array<double, 4>{0, 1, 0, 0});
  HandResult moon;  // scored as the rules score it: the shooter alone wins
  moon.delta = {26, 0, 26, 26};
  moon.moonShooter = 1;
  CHECK(arena::handRewards(arena::HandReward::HandWin, moon) == std::array<double, 4>{0, 1, 0, 0});
  // Stopping the moon with a point of its own wins the stopper nothing, as letting it
  // through: the two seats without points share the hand.
  HandResult stopped;
  stopped.delta = {25, 1, 0, 0};
  CHECK(arena::handRewards(arena::HandReward::HandWin, stopped) ==
        std::array<double, 4>{0, 0, 0.5, 0.5});
  // The determinized search counts each seat's own points only: the stopper gains by it.
  CHECK(arena::handRewards(arena::HandReward::OwnPoints, stopped) ==
        std::array<double, 4>{-25 / 26.0, -1 / 26.0, 0, 0});
  CHECK(arena::handRewards(arena::HandReward::OwnPoints, moon) ==
        std::array<double, 4>{-1, 0, -1, -1});
  HandResult jack;  // a negative change of score (the J♦ variant) is the least risen
  jack.delta = {3, -10, 0, 13};
  CHECK(arena::handRewards(arena::HandReward::HandWin, jack) == std::array<double, 4>{0, 1, 0, 0});
}

namespace {

// Four uct bots of the given seeds play hand 1 of a game of `seed`; every action as played.
std::vector<Action> uctHand(std::uint64_t seed) {
  Match match(*presetRules("standard"), seed);
  std::unique_ptr<ai::Bot> bots[4];
  for (int s = 0; s < 4; ++s)
    bots[s] = arena::makeSparringBot("uct", seed * 4 + static_cast<std::uint64_t>(s));
  const ai::PlayResult r = ai::playHand(match, ai::botsChoose(bots, ai::Budget{}));
  REQUIRE(r.ok());  // every answer legal
  CHECK(match.hands().size() == 1);
  return match.actions();
}

}  // namespace

TEST_CASE("uct at every seat plays a whole hand legally, the same again with the same seeds") {
  const std::vector<Action> first = uctHand(17);
  CHECK(first.size() == 4 + 52);  // four passes and every card
  CHECK(uctHand(17) == first);
  CHECK(uctHand(18) != first);
}

TEST_CASE("uct keeps a hand with three of the five highest hearts for the moon and passes its lowest cards") {
  const Rules rules = *presetRules("standard");
  int kept = 0, ordinary = 0;
  for (std::uint64_t seed = 1; seed <= 200 && (kept < 3 || ordinary < 3); ++seed) {
    const GameState g = GameState::newGame(rules, seed);
    REQUIRE(g.phase() == Phase::Passing);
    const CardSet hand = g.hand(0);
    int high = 0;
    for (const char* name : {"TH", "JH", "QH", "KH", "AH"}) high += hand.contains(*parseCard(name));
    auto uct = arena::makeSparringBot("uct", seed);
    const CardSet pass = ai::decide(*uct, g, 0, ai::Budget{}).pass;
    CHECK(pass.size() == rules.passCount);
    if (high >= 3) {
      // Every card kept is at least as high as every card passed.
      for (Card given : pass)
        for (Card keptCard : hand - pass) CHECK(given.rank() <= keptCard.rank());
      ++kept;
    } else {
      auto medium = ai::makeBot(ai::BotLevel::Medium, seed);
      CHECK(pass == ai::decide(*medium, g, 0, ai::Budget{}).pass);  // the policy's pass
      ++ordinary;
    }
  }
  CHECK(kept >= 3);
  CHECK(ordinary >= 3);
}

TEST_CASE("the collector waits for its trick, then goes only with winners enough and the moon open") {
  const Rules rules = *presetRules("standard");
  // Seat 0: the top spades and hearts. Once it has shown nothing for four tricks, it goes.
  GameState g = dealt(rules, "2C AS KS QS JS AH KH QH JH TH 9H 8H 7H",
                      "3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC 2H",
                      "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD");
  PlayState s = g.playState();
  CHECK(arena::collectorGoes(s, 0));  // 12 sure winners for 13 tricks, the moon open
  s.won[1] = CardSet::of(card("2H"));
  CHECK_FALSE(arena::collectorGoes(s, 0));  // another seat has a point card: the moon is gone
  s.won[1] = CardSet();
  s.hands[0] = cards("2C 3D 4D 5D 6D 7D 8D 9D TD JD QD KD 7H");
  CHECK_FALSE(arena::collectorGoes(s, 0));  // no sure winners

  // Before its fifth trick it plays and passes exactly as medium does, whatever its hand.
  int compared = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    GameState h = GameState::newGame(rules, seed);
    arena::CollectorBot collector;
    auto medium = ai::makeBot(ai::BotLevel::Medium, seed);
    while ((h.phase() == Phase::Passing || h.phase() == Phase::Playing) && h.tricksPlayed() < 4) {
      const int seat = seatToAct(h);
      const ai::Decision mine = ai::decide(*medium, h, seat, ai::Budget{});
      if (seat == 0) {
        const ai::Decision theirs = ai::decide(collector, h, seat, ai::Budget{});
        CHECK(theirs.pass == mine.pass);
        CHECK(theirs.play == mine.play);
        ++compared;
      }
      if (h.phase() == Phase::Passing) h.pass(seat, mine.pass);
      else h.play(mine.play);
    }
  }
  CHECK(compared >= 20 * 5);
}

// Fair play: a bot decides from its own view only. Two games that differ only in cards a seat
// cannot see (another seat's cards it has not seen played, passed to it or passed at all)
// hand that seat the very same view, and every level's decision is the same in both.
#include <doctest/doctest.h>

#include <optional>
#include <vector>

#include "ai/bot.h"
#include "ai/levels.h"
#include "ai/match_loop.h"
#include "ai/random_bot.h"
#include "core/match.h"
#include "core/rng.h"

namespace hearts {
namespace {

constexpr ai::Budget kQuick{300, 0};

// The actions of the hand in play, applied to `g` (dealt like the hand's deal); false when
// one of them is refused there.
bool replayHand(GameState& g, const Match& m) {
  for (std::size_t i = m.handStart(); i < m.actions().size(); ++i) {
    const Action& a = m.actions()[i];
    if (a.kind == Action::Kind::Moon || checkAction(g, a) != ActionError::None) return false;
    applyAction(g, a);
  }
  return true;
}

// A game played by random players from `seed` to hand `hand`, then `steps` actions into it.
Match situation(std::uint64_t seed, int hand, int steps) {
  Match m(Rules{}, seed);
  ai::RandomBot random(seed ^ 0xFA1Eull);
  ai::playGame(
      m,
      [&m, &random, hand, steps](const GameState& g, int seat) -> std::optional<ai::Decision> {
        if (g.phase() == Phase::MoonChoice) return std::nullopt;
        if (g.handNumber() >= hand && m.actions().size() - m.handStart() >= static_cast<std::size_t>(steps))
          return std::nullopt;
        return ai::decide(random, g, seat, ai::Budget{});
      },
      [hand](const GameState& g) { return g.handNumber() < hand; });
  return m;
}

struct Twin {
  GameState state;
  Card moved[2];
};

// Games like `m`'s hand in play that differ from it only in two cards `seat` has not seen,
// swapped between two other seats' deals (each pair whose swap leaves every action so far
// legal). A first hand keeps the real game's state, dealt from its seed; a later hand is
// dealt the same way in both.
std::vector<Twin> twins(const Match& m, int seat, GameState& original) {
  const GameState& g = m.state();
  std::array<CardSet, 4> deal;
  for (int s = 0; s < 4; ++s) deal[static_cast<std::size_t>(s)] = g.dealt(s);
  original = g;
  if (g.handNumber() > 1) {
    REQUIRE(GameState::fromDeal(g.rules(), deal, g.handNumber(), g.scores(), original));
    REQUIRE(replayHand(original, m));
  }
  CardSet passedAny;
  for (int s = 0; s < 4; ++s) passedAny |= g.passed(s);
  const CardSet seen = g.dealt(seat) | g.hand(seat) | g.played() | passedAny;
  std::vector<Twin> out;
  for (int x = 0; x < 4; ++x) {
    for (int y = x + 1; y < 4; ++y) {
      if (x == seat || y == seat) continue;
      for (Card a : deal[static_cast<std::size_t>(x)] - seen) {
        for (Card b : deal[static_cast<std::size_t>(y)] - seen) {
          std::array<CardSet, 4> other = deal;
          other[static_cast<std::size_t>(x)].remove(a);
          other[static_cast<std::size_t>(x)].add(b);
          other[static_cast<std::size_t>(y)].remove(b);
          other[static_cast<std::size_t>(y)].add(a);
          GameState t;
          REQUIRE(GameState::fromDeal(g.rules(), other, g.handNumber(), g.scores(), t));
          if (!replayHand(t, m)) continue;
          out.push_back({t, {a, b}});
          if (out.size() >= 3) return out;
        }
      }
    }
  }
  return out;
}

TEST_CASE("fair play: what a seat cannot see changes neither its view nor any bot's decision") {
  int compared = 0;
  int passes = 0;
  for (std::uint64_t seed = 1; seed <= 24; ++seed) {
    const int hand = 1 + static_cast<int>(seed % 4);
    const int steps = static_cast<int>(mix64(seed) % 40);
    const Match m = situation(seed, hand, steps);
    const GameState& g = m.state();
    if (g.phase() != Phase::Passing && g.phase() != Phase::Playing) continue;
    const int seat = ai::seatToDecide(g);
    GameState original;
    const std::vector<Twin> others = twins(m, seat, original);
    for (const Twin& t : others) {
      CAPTURE(seed);
      CAPTURE(cardName(t.moved[0]));
      CAPTURE(cardName(t.moved[1]));
      // The games differ: the cards lie elsewhere.
      CHECK_FALSE(t.state == original);
      // What the seat is handed is the same, to the last bit.
      CHECK(t.state.viewFor(seat) == original.viewFor(seat));
      for (ai::BotLevel level : ai::botLevels()) {
        CAPTURE(ai::levelName(level));
        auto one = ai::makeBot(level, seed);
        auto two = ai::makeBot(level, seed);
        const ai::Decision a = ai::decide(*one, original, seat, kQuick);
        const ai::Decision b = ai::decide(*two, t.state, seat, kQuick);
        CHECK(a.pass == b.pass);
        CHECK(a.play == b.play);
      }
      ++compared;
      passes += g.phase() == Phase::Passing;
    }
  }
  // Enough pairs of games, passes among them, for the test to mean something.
  CHECK(compared >= 30);
  CHECK(passes >= 3);
}

TEST_CASE("fair play: a seat's view holds no other seat's cards and no seed to deal them from") {
  Match m(Rules{}, 987654321);
  const GameState& g = m.state();
  for (int seat = 0; seat < 4; ++seat) {
    const GameState v = g.viewFor(seat);
    CHECK(v.seed() == 0);
    CHECK(v.hand(seat) == g.hand(seat));
    for (int other = 0; other < 4; ++other) {
      if (other == seat) continue;
      CHECK(v.hand(other).empty());
      CHECK(v.dealt(other).empty());
    }
  }
}

}  // namespace
}  // namespace hearts

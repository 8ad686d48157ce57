// The exact play of a hand's last tricks (endgame.h) and its use by the search.
#include <doctest/doctest.h>

#include "ai/endgame.h"
#include "ai/evaluation.h"
#include "ai/policy.h"
#include "ai/search_bot.h"
#include "ai_test_support.h"

namespace hearts {
namespace {

using aitest::card;
using aitest::cards;
using aitest::legalDecision;
using aitest::randomSituation;
using aitest::seatToAct;

// The last tricks of a hand: the four hands as given, `leader` to lead, every other card
// played and won, the hearts among them split between seats 2 and 3 so that nobody can
// shoot the moon.
PlayState lastTricks(const std::array<const char*, 4>& hands, int leader) {
  PlayState s;
  for (int seat = 0; seat < 4; ++seat) s.hands[seat] = cards(hands[seat]);
  const CardSet out = s.hands[0] | s.hands[1] | s.hands[2] | s.hands[3];
  s.played = CardSet::deck() - out;
  bool toSeat2 = true;
  for (Card c : s.played) {
    const bool heart = c.suit() == Suit::Hearts;
    s.won[heart && toSeat2 ? 2 : 3].add(c);
    if (heart) toSeat2 = !toSeat2;
  }
  s.tricksDone = static_cast<std::uint8_t>(kHandSize - s.hands[0].size());
  s.heartsBroken = true;
  s.trick.leader = static_cast<std::uint8_t>(leader);
  return s;
}

struct Fixture {
  Rules rules = *presetRules("standard");
  ai::Evaluator evaluator{rules, {0, 0, 0, 0}, 1};
  ai::PolicyParams model = ai::PolicyParams::forRules(rules);
};

TEST_CASE("solved exactly, the lead that keeps the Q♠ off the seat is found") {
  Fixture f;
  ai::EndgameSolver solver(f.evaluator, f.rules, 0, ai::EndgameSolver::Choosers::Everyone);
  const PlayState s = lastTricks({"KS 2D", "QS 3D", "4D 5D", "6D 7D"}, 0);
  PlayState king = s;
  king.play(card("KS"));
  CHECK(solver.solve(king, f.model, -1)[0].contains(kQueenOfSpades));
  PlayState diamond = s;
  diamond.play(card("2D"));
  const auto won = solver.solve(diamond, f.model, -1);
  CHECK_FALSE(won[0].contains(kQueenOfSpades));
  CHECK(won[3].contains(kQueenOfSpades));  // seat 3 wins both tricks with its diamonds
  CHECK(solver.nodes() > 0);
}

TEST_CASE("solved exactly, an opponent with nothing to gain gives the seat the Q♠") {
  // Seat 2 leads; seat 3, void in clubs and diamonds, drops the Q♠ on one trick and the 5♥
  // on the other: seat 0 wins one of them (A♣), seat 1 the other (K♦). Seat 3 gains the
  // same either way, so it takes the line worse for the searching seat.
  Fixture f;
  const PlayState s = lastTricks({"AC 3D", "KD 3C", "2C 2D", "QS 5H"}, 2);
  for (int searching : {0, 1}) {
    ai::EndgameSolver solver(f.evaluator, f.rules, searching,
                             ai::EndgameSolver::Choosers::Everyone);
    CAPTURE(searching);
    CHECK(solver.solve(s, f.model, -1)[searching].contains(kQueenOfSpades));
  }
}


TEST_CASE("with the last tricks solved, the search decides legally, in slices as at once") {
  const Rules rules = *presetRules("standard");
  for (int choosers : {0, 1}) {
    ai::SearchSettings settings = ai::SearchSettings::expert();
    settings.endgame = 4;
    settings.endgameDeals = 40;
    settings.endgameChoosers = choosers;
    int solved = 0;
    for (int i = 0; i < 12; ++i) {
      // Four passes and 40 to 47 cards into the first hand: four to one cards in hand.
      const GameState g = randomSituation(rules, 40 + static_cast<std::uint64_t>(i), 44 + i % 8);
      if (g.phase() != Phase::Playing) continue;
      const int seat = seatToAct(g);
      ai::SearchBot whole(settings, 3);
      ai::SearchBot sliced(settings, 3);
      const ai::Budget budget{100000, 0};
      ai::decide(whole, g, seat, budget);
      sliced.begin(g.viewFor(seat), seat, budget);
      while (!sliced.think(3)) CHECK(legalDecision(g, seat, sliced.decision()));
      CAPTURE(i);
      CHECK(legalDecision(g, seat, whole.decision()));
      CHECK(whole.decision().play == sliced.decision().play);
      const auto candidates = static_cast<std::int64_t>(whole.candidateStats().size());
      // No more than endgameDeals deals per candidate, however large the budget.
      CHECK(whole.playoutsDone() <= candidates * settings.endgameDeals);
      solved += candidates > 1;
    }
    CHECK(solved >= 3);
  }
}

}  // namespace
}  // namespace hearts

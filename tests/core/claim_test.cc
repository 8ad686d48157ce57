// Claims: each kind in a position where it holds, positions that look decided but are not,
// and both tests checked against every legal continuation of many small random positions.
#include <doctest/doctest.h>

#include <array>
#include <set>
#include <string>

#include "core/claim.h"
#include "core/game.h"
#include "core/rng.h"
#include "test_support.h"

using namespace hearts;
using namespace hearts::test;

namespace {

Rules standard() { return *presetRules("standard"); }
Rules omnibus() { return *presetRules("omnibus"); }

// A position late in a hand: the seats hold these cards (seats yet to play in the trick one
// more than those who have played), `leader` leads the trick, and `trick` is played to it.
PlayState position(const std::array<std::string, 4>& hands, int leader,
                   const std::string& trick = "", bool heartsBroken = true) {
  PlayState s;
  int most = 0;
  for (int seat = 0; seat < 4; ++seat) {
    s.hands[seat] = cards(hands[seat]);
    most = std::max(most, s.hands[seat].size());
  }
  s.tricksDone = static_cast<std::uint8_t>(kHandSize - most);
  s.trick.leader = static_cast<std::uint8_t>(leader);
  s.heartsBroken = heartsBroken;
  for (std::size_t i = 0; i < trick.size(); i += 3) {
    const Card c = card(trick.substr(i, 2));
    REQUIRE(s.legal().contains(c));
    s.play(c);
  }
  return s;
}

// Every legal continuation: does `seat` win every trick still to finish, and which points
// does each seat end the hand with?
void continuations(const PlayState& s, const Rules& rules, int seat, int tricksBefore,
                   bool& seatWinsAll, std::set<std::array<int, 4>>& outcomes) {
  if (s.tricksDone > tricksBefore && s.won[seat].size() < 4 * (s.tricksDone - tricksBefore))
    seatWinsAll = false;
  if (s.over()) {
    std::array<int, 4> points{};
    for (int o = 0; o < 4; ++o) points[o] = penaltyPoints(rules, s.won[o]);
    outcomes.insert(points);
    return;
  }
  for (Card c : s.legal()) {
    PlayState next = s;
    next.play(c);
    continuations(next, rules, seat, tricksBefore, seatWinsAll, outcomes);
  }
}

}  // namespace

TEST_CASE("claim: with no point card left in any hand nor on the table, anyone may claim") {
  const PlayState s = position({"AC 2D", "3C 4D", "5C KS", "6C 7D"}, 1);
  for (int seat = 0; seat < 4; ++seat)
    CHECK(claimKind(s, standard(), seat) == ClaimKind::NoPointsLeft);
  const Playout p = playOut(s, standard());
  CHECK(p.plays.size() == 8);
  CHECK(p.points == std::array<int, 4>{0, 0, 0, 0});
}

TEST_CASE("claim: the Q♠ still in a hand means points are left to fall") {
  const PlayState s = position({"AC 2D", "3C 4D", "5C QS", "6C 7D"}, 1);
  CHECK_FALSE(noPointsLeft(s, standard()));
  CHECK(claimKind(s, standard(), 0) == ClaimKind::None);
}

TEST_CASE("claim: the J♦ is a point card left to fall only where it counts") {
  const PlayState s = position({"AC 2D", "3C JD", "5C KS", "6C 7D"}, 1);
  CHECK(claimKind(s, standard(), 0) == ClaimKind::NoPointsLeft);
  CHECK(claimKind(s, omnibus(), 0) == ClaimKind::None);
}

TEST_CASE("claim: a heart on the table is decided only when every way to finish the trick gives it to one seat") {
  // South leads the A♦, West discards a heart: nobody can beat the ace.
  const PlayState won = position({"AD 2C", "5H 3C", "4D 5C", "6D 7C"}, 0, "AD 5H");
  CHECK(claimKind(won, standard(), 2) == ClaimKind::NoPointsLeft);
  CHECK(playOut(won, standard()).points == std::array<int, 4>{1, 0, 0, 0});
  // South leads the 10♦ instead: North may overtake with the K♦, or duck with the 4♦.
  const PlayState open = position({"TD 2C", "5H 3C", "KD 4D", "6D 7C"}, 0, "TD 5H");
  CHECK_FALSE(noPointsLeft(open, standard()));
  CHECK(claimKind(open, standard(), 0) == ClaimKind::None);
  CHECK(claimKind(open, standard(), 2) == ClaimKind::None);
  // With the K♦ its only diamond North must overtake: the heart is North's, decided.
  const PlayState forced = position({"TD 2C", "5H 3C", "KD 5C", "6D 7C"}, 0, "TD 5H");
  CHECK(claimKind(forced, standard(), 0) == ClaimKind::NoPointsLeft);
  CHECK(playOut(forced, standard()).points == std::array<int, 4>{0, 0, 1, 0});
}

TEST_CASE("claim: the claimer on lead with the top card of every suit it holds takes all") {
  const PlayState s = position({"AH KH AS", "3H 2C 4S", "4C 5C 6C", "7C 8C 9C"}, 0);
  CHECK(claimKind(s, standard(), 0) == ClaimKind::TakesAll);
  CHECK(claimKind(s, standard(), 1) == ClaimKind::None);
  CHECK(playOut(s, standard()).points == std::array<int, 4>{3, 0, 0, 0});
}

TEST_CASE("claim: top hearts are not enough when another seat leads a suit the claimer lacks") {
  // The same cards, but West leads: its club is taken by East, not South.
  const PlayState s = position({"AH KH AS", "3H 2C 4S", "4C 5C 6C", "7C 8C 9C"}, 1);
  CHECK(claimKind(s, standard(), 0) == ClaimKind::None);
}

TEST_CASE("claim: holding the winners is not enough when the claimer could lead a loser first") {
  // South can take all three tricks by leading the A♠ and K♠ first, but a 3♠ led first
  // loses to West's 5♠: the outcome depends on how South plays, so nothing is decided.
  const PlayState s = position({"AS KS 3S", "5S 2C 3C", "4C 5C 6C", "7C 8C 9H"}, 0);
  CHECK(claimKind(s, standard(), 0) == ClaimKind::None);
}

TEST_CASE("claim: a trick in progress must be won by the claimer whatever follows") {
  // East led the 5♠; South follows with its only spade, the ace, then leads the A♥.
  const PlayState s = position({"AS AH", "2S 3H", "4S 4H", "5S 6D"}, 3, "5S");
  CHECK(claimKind(s, standard(), 0) == ClaimKind::TakesAll);
  CHECK(playOut(s, standard()).points == std::array<int, 4>{3, 0, 0, 0});
  // With the 2♥ instead of the A♥ North's 4♥ may win the last trick.
  const PlayState t = position({"AS 2H", "2S 3H", "4S 4H", "5S 6D"}, 3, "5S");
  CHECK(claimKind(t, standard(), 0) == ClaimKind::None);
}

TEST_CASE("claim: unbroken hearts do not save a claimer whose low heart can be beaten") {
  // South must lead its spade first, but will have to lead the 2♥ while West keeps the 3♥.
  const PlayState s = position({"AS 2H", "3H 2C", "4C 5C", "6C 7C"}, 0, "", false);
  CHECK(claimKind(s, standard(), 0) == ClaimKind::None);
}

TEST_CASE("claim: the first trick, led with the 2♣, is claimed by the holder of every club") {
  std::array<CardSet, 4> deal{};
  deal[0] = CardSet::suit(Suit::Clubs);
  const CardSet rest = CardSet::deck() - deal[0];
  for (int i = 0; i < 39; ++i) deal[1 + i % 3].add(rest.nth(i));
  GameState g;
  REQUIRE(GameState::fromDeal(standard(), deal, 4, {}, g));
  CHECK(claimKind(g, 0) == ClaimKind::TakesAll);
  CHECK(claimKind(g, 1) == ClaimKind::None);
  // All clubs but the ace, which another seat holds instead of the A♠: it takes the 2♣.
  deal[0] = (deal[0] - CardSet::of(Card(Suit::Clubs, kAce))) | CardSet::of(Card(Suit::Spades, kAce));
  const CardSet others = CardSet::deck() - deal[0];
  for (int seat = 1; seat < 4; ++seat) deal[seat] = CardSet();
  for (int i = 0; i < 39; ++i) deal[1 + i % 3].add(others.nth(i));
  REQUIRE(GameState::fromDeal(standard(), deal, 4, {}, g));
  CHECK(claimKind(g, 0) == ClaimKind::None);
}

TEST_CASE("claim: nothing to claim outside play") {
  GameState g = GameState::newGame(standard(), 5);
  REQUIRE(g.phase() == Phase::Passing);
  CHECK(claimKind(g, 0) == ClaimKind::None);
}

TEST_CASE("claim: both tests agree with every legal continuation of small random positions") {
  Rng rng(2024);
  int takesAll = 0, noPoints = 0, neither = 0;
  for (int round = 0; round < 4000; ++round) {
    const Rules rules = round % 2 ? omnibus() : standard();
    const int k = 1 + static_cast<int>(rng.below(3));
    // Cards from a few suits, so that one seat often holds the top of each.
    CardSet pool;
    for (Suit suit : kSuits)
      if (rng.below(3) != 0) pool |= CardSet::suit(suit);
    if (pool.size() < 4 * k) pool = CardSet::deck();
    PlayState s;
    for (int seat = 0; seat < 4; ++seat) {
      s.hands[seat] = randomCards(rng, pool, k);
      pool -= s.hands[seat];
    }
    s.tricksDone = static_cast<std::uint8_t>(kHandSize - k);
    s.trick.leader = static_cast<std::uint8_t>(rng.below(4));
    s.heartsBroken = rng.below(2) != 0;
    s.qsBreaksHearts = rules.qsBreaksHearts;
    for (int i = static_cast<int>(rng.below(4)); i > 0 && !s.over(); --i)
      s.play(randomCard(rng, s.legal()));

    std::set<std::array<int, 4>> outcomes;
    bool unused = true;
    continuations(s, rules, 0, s.tricksDone, unused, outcomes);
    const bool pointsInHands = (s.hands[0] | s.hands[1] | s.hands[2] | s.hands[3])
                                   .intersects(scoringCards(rules));
    CHECK_MESSAGE(noPointsLeft(s, rules) == (!pointsInHands && outcomes.size() == 1),
                  cardSetNames(s.hands[0]) << " | " << cardSetNames(s.hands[1]) << " | "
                  << cardSetNames(s.hands[2]) << " | " << cardSetNames(s.hands[3]) << " | trick "
                  << cardSetNames(s.trickCards) << " leader " << int(s.trick.leader) << " count "
                  << int(s.trick.count) << " jd " << rules.jackOfDiamonds);
    for (int seat = 0; seat < 4; ++seat) {
      bool winsAll = true;
      std::set<std::array<int, 4>> ignored;
      continuations(s, rules, seat, s.tricksDone, winsAll, ignored);
      CHECK(takesAllRemaining(s, seat) == winsAll);
      const ClaimKind kind = claimKind(s, rules, seat);
      if (kind != ClaimKind::None) {
        CHECK(outcomes.size() == 1);
        CHECK(playOut(s, rules).points == *outcomes.begin());
      }
      takesAll += kind == ClaimKind::TakesAll;
      noPoints += kind == ClaimKind::NoPointsLeft;
      neither += kind == ClaimKind::None;
    }
  }
  // Each answer is met often enough for the comparison to mean something.
  CHECK(takesAll > 300);
  CHECK(noPoints > 300);
  CHECK(neither > 3000);
}

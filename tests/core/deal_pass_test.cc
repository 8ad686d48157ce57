#include <doctest/doctest.h>

#include "core/game.h"
#include "test_support.h"

using namespace hearts;
using namespace hearts::test;

namespace {
Rules standard() { return *presetRules("standard"); }
}  // namespace

TEST_CASE("the deal gives each seat 13 cards and together the whole deck") {
  const GameState g = GameState::newGame(standard(), 99);
  CardSet all;
  for (int s = 0; s < 4; ++s) {
    CHECK(g.hand(s).size() == 13);
    CHECK_FALSE(all.intersects(g.hand(s)));
    all |= g.hand(s);
  }
  CHECK(all == CardSet::deck());
}

TEST_CASE("the same seed deals the same hands and another seed other hands") {
  const GameState a = GameState::newGame(standard(), 12345);
  const GameState b = GameState::newGame(standard(), 12345);
  const GameState c = GameState::newGame(standard(), 12346);
  for (int s = 0; s < 4; ++s) CHECK(a.hand(s) == b.hand(s));
  CHECK(a.hand(0) != c.hand(0));
}

TEST_CASE("a deal is fixed by the seed: the golden deal of seed 1") {
  // The same hands natively and in WebAssembly; the bench's signature checks this at scale.
  const GameState g = GameState::newGame(standard(), 1);
  CHECK(cardSetNames(g.hand(0)) == "5C 8C 2D 4D 5D JD KD 3H 7H 9H QH 8S TS");
  CHECK(cardSetNames(g.hand(3)) == "JC 3D 6D TD AD 2H 4H 5H JH AH 2S 3S 9S");
}

TEST_CASE("passing goes left, right, across, then no pass, and repeats") {
  CHECK(passDirectionForHand(1) == PassDirection::Left);
  CHECK(passDirectionForHand(2) == PassDirection::Right);
  CHECK(passDirectionForHand(3) == PassDirection::Across);
  CHECK(passDirectionForHand(4) == PassDirection::None);
  CHECK(passDirectionForHand(5) == PassDirection::Left);
  CHECK(passDirectionForHand(8) == PassDirection::None);
}

TEST_CASE("left is the next seat in play order, right the previous, across the opposite") {
  for (int s = 0; s < 4; ++s) {
    CHECK(passTarget(s, PassDirection::Left) == (s + 1) % 4);
    CHECK(passTarget(s, PassDirection::Right) == (s + 3) % 4);
    CHECK(passTarget(s, PassDirection::Across) == (s + 2) % 4);
  }
}

namespace {
// Every seat passes its lowest `count` cards; returns what each passed.
std::array<CardSet, 4> passLowest(GameState& g) {
  std::array<CardSet, 4> given{};
  for (int s = 0; s < 4; ++s) {
    CardSet h = g.hand(s);
    for (int i = 0; i < g.rules().passCount; ++i) {
      given[s].add(h.lowest());
      h.remove(h.lowest());
    }
  }
  for (int s = 0; s < 4; ++s) {
    REQUIRE(g.checkPass(s, given[s]) == ActionError::None);
    g.pass(s, given[s]);
  }
  return given;
}
}  // namespace

TEST_CASE("passed cards reach the seat in the hand's direction") {
  for (int handNumber = 1; handNumber <= 3; ++handNumber) {
    CAPTURE(handNumber);
    GameState g;
    std::array<CardSet, 4> deal{};
    const GameState src = GameState::newGame(standard(), 7);
    for (int s = 0; s < 4; ++s) deal[s] = src.hand(s);
    REQUIRE(GameState::fromDeal(standard(), deal, handNumber, {}, g));
    REQUIRE(g.phase() == Phase::Passing);
    const auto given = passLowest(g);
    for (int s = 0; s < 4; ++s) {
      const int to = passTarget(s, g.passDirection());
      CHECK(g.received(to) == given[s]);
      CHECK(g.hand(to).containsAll(given[s]));
      CHECK_FALSE(g.hand(s).intersects(given[s]));
      CHECK(g.hand(s).size() == 13);
    }
    CHECK(g.phase() == Phase::Playing);
  }
}

TEST_CASE("whose turn: the seats yet to pass, then the seat to move, then nobody") {
  GameState g = GameState::newGame(standard(), 3);
  REQUIRE(g.phase() == Phase::Passing);
  CHECK(g.seatsToAct() == 0xFu);
  CHECK(g.firstToAct() == 0);
  const auto lowest = [&](int seat) {
    CardSet h = g.hand(seat), pick;
    for (int k = 0; k < g.rules().passCount; ++k) {
      pick.add(h.lowest());
      h.remove(h.lowest());
    }
    return pick;
  };
  g.pass(2, lowest(2));
  g.pass(0, lowest(0));
  CHECK(g.seatsToAct() == 0b1010u);
  CHECK(g.firstToAct() == 1);
  g.pass(3, lowest(3));
  CHECK(g.firstToAct() == 1);
  g.pass(1, lowest(1));
  REQUIRE(g.phase() == Phase::Playing);
  while (g.phase() == Phase::Playing) {
    CHECK(g.seatsToAct() == 1u << g.firstToAct());
    CHECK(g.firstToAct() == g.firstToAct());
    g.play(g.legalPlays().lowest());
  }
  REQUIRE(g.phase() == Phase::HandOver);
  CHECK(g.seatsToAct() == 0u);
  CHECK(g.firstToAct() == -1);
}

TEST_CASE("cards are chosen before any are received") {
  GameState g = GameState::newGame(standard(), 3);
  const CardSet fromSeat0 = CardSet::of(g.hand(0).nth(0)) | CardSet::of(g.hand(0).nth(1)) |
                            CardSet::of(g.hand(0).nth(2));
  g.pass(0, fromSeat0);
  // Seat 1 is the receiver, but nothing arrives until all four have chosen.
  CHECK_FALSE(g.hand(1).intersects(fromSeat0));
  CHECK(g.checkPass(1, fromSeat0) == ActionError::NotInHand);
  CHECK(g.hand(0).containsAll(fromSeat0));
  CHECK(g.phase() == Phase::Passing);
  CHECK(g.received(1).empty() == false);  // recorded, but not yet in the hand
}

TEST_CASE("a pass is exactly the preset's number of cards: three, or two in text 003") {
  GameState g = GameState::newGame(standard(), 3);
  const CardSet h = g.hand(0);
  const CardSet two = CardSet::of(h.nth(0)) | CardSet::of(h.nth(1));
  const CardSet three = two | CardSet::of(h.nth(2));
  CHECK(g.checkPass(0, two) == ActionError::WrongPassCount);
  CHECK(g.checkPass(0, three) == ActionError::None);
  CHECK(g.errorText(ActionError::WrongPassCount) == "Choose exactly 3 cards to pass");

  GameState p = GameState::newGame(*presetRules("pass-two"), 3);
  const CardSet ph = p.hand(0);
  const CardSet ptwo = CardSet::of(ph.nth(0)) | CardSet::of(ph.nth(1));
  CHECK(p.checkPass(0, ptwo) == ActionError::None);
  CHECK(p.checkPass(0, ptwo | CardSet::of(ph.nth(2))) == ActionError::WrongPassCount);
}

TEST_CASE("a seat passes only cards it holds, and only once") {
  GameState g = GameState::newGame(standard(), 3);
  const CardSet h1 = g.hand(1);
  const CardSet seat1Cards = CardSet::of(h1.nth(0)) | CardSet::of(h1.nth(1)) | CardSet::of(h1.nth(2));
  CHECK(g.checkPass(0, seat1Cards) == ActionError::NotInHand);
  const CardSet h0 = g.hand(0);
  const CardSet mine = CardSet::of(h0.nth(0)) | CardSet::of(h0.nth(1)) | CardSet::of(h0.nth(2));
  g.pass(0, mine);
  CHECK(g.checkPass(0, mine) == ActionError::AlreadyPassed);
}

TEST_CASE("no cards are passed on the fourth hand: play starts at once") {
  const GameState g = dealt(standard(), "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
                            "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
                            "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH", 4);
  CHECK(g.passDirection() == PassDirection::None);
  CHECK(g.phase() == Phase::Playing);
  CHECK(g.checkPass(0, cards("2C 3C 4C")) == ActionError::WrongPhase);
}

TEST_CASE("the holder of the two of clubs leads it to the first trick, after passing") {
  GameState g = GameState::newGame(standard(), 11);
  passLowest(g);
  const int holder = [&] {
    for (int s = 0; s < 4; ++s)
      if (g.hand(s).contains(kTwoOfClubs)) return s;
    return -1;
  }();
  CHECK(g.firstToAct() == holder);
  CHECK(g.legalPlays() == CardSet::of(kTwoOfClubs));
  const Card other = (g.hand(holder) - CardSet::of(kTwoOfClubs)).lowest();
  CHECK(g.checkPlay(holder, other) == ActionError::MustLeadTwoOfClubs);
  CHECK(g.errorText(ActionError::MustLeadTwoOfClubs) == "The first trick must be led with the 2\u2663");
}

TEST_CASE("a dealt hand must be 13 cards a seat covering the deck") {
  std::array<CardSet, 4> deal{cards("2C 3C"), {}, {}, {}};
  GameState g;
  CHECK_FALSE(GameState::fromDeal(standard(), deal, 1, {}, g));
}

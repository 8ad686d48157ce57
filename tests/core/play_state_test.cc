// The rules of play, of which PlayState is the one implementation (GameState holds one;
// the bots play out millions of hands on copies): checked against the rules written out
// plainly, card by card, and in situations where each rule decides.
#include <doctest/doctest.h>

#include <utility>
#include <vector>

#include "core/game.h"
#include "core/play_state.h"
#include "test_support.h"

using namespace hearts;
using namespace hearts::test;

namespace {

// The rules of play as the texts state them, one card at a time, without any of
// PlayState's shortcuts: the reference the fast state must agree with.
struct PlainRules {
  Rules rules;
  std::array<CardSet, 4> hands{};
  std::array<CardSet, 4> won{};
  std::vector<std::pair<int, Card>> trick;  // (seat, card) in play order
  int leader = 0;
  int tricks = 0;
  bool heartsBroken = false;
  std::array<unsigned, 4> voids{};

  PlainRules(const Rules& r, const std::array<CardSet, 4>& deal) : rules(r), hands(deal) {
    for (int s = 0; s < 4; ++s)
      if (deal[s].contains(kTwoOfClubs)) leader = s;
  }
  int toMove() const { return (leader + static_cast<int>(trick.size())) % 4; }
  static bool isPoint(Card c) { return c.suit() == Suit::Hearts || c == kQueenOfSpades; }

  CardSet legal() const {
    const CardSet hand = hands[toMove()];
    CardSet out;
    if (trick.empty()) {
      if (tricks == 0) return hand.contains(kTwoOfClubs) ? CardSet::of(kTwoOfClubs) : CardSet();
      for (Card c : hand)
        if (c.suit() != Suit::Hearts || heartsBroken) out.add(c);
      return out.empty() ? hand : out;  // a hand of nothing but hearts may lead one
    }
    const Suit led = trick[0].second.suit();
    for (Card c : hand)
      if (c.suit() == led) out.add(c);
    if (out.empty()) out = hand;
    if (tricks == 0 && !rules.pointsOnFirstTrick) {
      CardSet safe;
      for (Card c : out)
        if (!isPoint(c)) safe.add(c);
      if (!safe.empty()) out = safe;
    }
    return out;
  }

  // (seat, card) winning the trick so far: the highest card of the suit led.
  std::pair<int, Card> winning() const {
    std::pair<int, Card> best = trick[0];
    for (const auto& [seat, c] : trick)
      if (c.suit() == trick[0].second.suit() && c.rank() > best.second.rank()) best = {seat, c};
    return best;
  }

  void play(Card c) {
    const int seat = toMove();
    hands[seat].remove(c);
    if (!trick.empty() && c.suit() != trick[0].second.suit())
      voids[seat] |= 1u << static_cast<int>(trick[0].second.suit());
    if (c.suit() == Suit::Hearts || (rules.qsBreaksHearts && c == kQueenOfSpades))
      heartsBroken = true;
    trick.emplace_back(seat, c);
    if (trick.size() < 4) return;
    const int winner = winning().first;
    for (const auto& t : trick) won[winner].add(t.second);
    trick.clear();
    leader = winner;
    ++tricks;
  }
};

// Seats 0..2 hold these cards, seat 3 the rest of the deck.
std::array<CardSet, 4> deal3(const std::string& s0, const std::string& s1, const std::string& s2) {
  std::array<CardSet, 4> h{cards(s0), cards(s1), cards(s2), {}};
  h[3] = CardSet::deck() - h[0] - h[1] - h[2];
  REQUIRE(h[3].size() == kHandSize);
  return h;
}

void playCards(PlayState& s, const std::string& names) {
  std::size_t i = 0;
  while (i < names.size()) {
    if (names[i] == ' ') { ++i; continue; }
    const Card c = card(names.substr(i, 2));
    REQUIRE_MESSAGE(s.legal().contains(c), "seat " << s.toMove() << " may not play " << cardName(c));
    s.play(c);
    i += 2;
  }
}

}  // namespace

TEST_CASE("the play state follows the rules as written, card by card, under every option") {
  long steps = 0;
  for (const Preset& preset : presets()) {
    for (int option = 0; option < 4; ++option) {
      Rules rules = preset.rules;
      rules.pointsOnFirstTrick = (option & 1) != 0;
      rules.qsBreaksHearts = (option & 2) != 0;
      for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        // The referee's game after a random pass; its play state is the bare one's twin.
        GameState g = GameState::newGame(rules, seed);
        Rng rng(seed);
        for (int seat = 0; seat < 4 && g.phase() == Phase::Passing; ++seat)
          g.pass(seat, randomCards(rng, g.hand(seat), rules.passCount));
        REQUIRE(g.phase() == Phase::Playing);
        const std::array<CardSet, 4> deal{g.hand(0), g.hand(1), g.hand(2), g.hand(3)};
        PlayState s = PlayState::start(deal, rules);
        PlainRules plain(rules, deal);
        REQUIRE(g.playState() == s);
        while (!s.over()) {
          CAPTURE(preset.name);
          CAPTURE(option);
          CAPTURE(seed);
          REQUIRE(s.toMove() == plain.toMove());
          REQUIRE(s.legal() == plain.legal());
          if (s.trick.count > 0) {
            REQUIRE(s.winningSeat() == plain.winning().first);
            REQUIRE(s.winningCard() == plain.winning().second);
          }
          const Card c = randomCard(rng, s.legal());
          s.play(c);
          plain.play(c);
          g.play(c);
          ++steps;
          REQUIRE(s.heartsBroken == plain.heartsBroken);
          REQUIRE(s.tricksDone == plain.tricks);
          for (int seat = 0; seat < 4; ++seat) {
            REQUIRE(s.voids[seat] == plain.voids[seat]);
            REQUIRE(s.won[seat] == plain.won[seat]);
            REQUIRE(s.hands[seat] == plain.hands[seat]);
          }
          REQUIRE(g.playState() == s);
        }
        CHECK(plain.tricks == kHandSize);
      }
    }
  }
  CHECK(steps == 6L * 4 * 30 * 52);
}

TEST_CASE("a trick goes to the highest card of the suit led, whichever place played it") {
  // Seat 0 leads the 2♣ and the ace of clubs is played in place p, by seat p; with p = 0
  // nobody else holds a club and the 2♣ itself wins.
  for (int place = 0; place < 4; ++place) {
    CAPTURE(place);
    std::array<CardSet, 4> deal{};
    if (place == 0) {
      deal = {CardSet::suit(Suit::Clubs), CardSet::suit(Suit::Diamonds),
              CardSet::suit(Suit::Spades), CardSet::suit(Suit::Hearts)};
    } else {
      deal = deal3("2C 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD", "3C 4C 5C AD 2S 3S 4S 5S 6S 7S 8S 9S TS",
                   "6C 7C 8C JS QS KS AS 2H 3H 4H 5H 6H 7H");
      // Seat 3 holds 9C..AC; elsewhere the ace changes places with the seat's lowest club.
      const Card ace(Suit::Clubs, kAce);
      if (place != 3) {
        const Card low = deal[place].inSuit(Suit::Clubs).lowest();
        deal[place].remove(low);
        deal[place].add(ace);
        deal[3].remove(ace);
        deal[3].add(low);
      }
    }
    PlayState s = PlayState::start(deal, *presetRules("standard"));
    REQUIRE(s.toMove() == 0);
    CHECK(s.legal() == CardSet::of(kTwoOfClubs));
    s.play(kTwoOfClubs);
    Card best = kTwoOfClubs;
    int bestSeat = 0;
    for (int seat = 1; seat < 4; ++seat) {
      CHECK(s.winningCard() == best);
      CHECK(s.winningSeat() == bestSeat);
      // The seat's highest club if it holds one, else its highest legal card.
      const CardSet clubs = s.hands[seat].inSuit(Suit::Clubs);
      if (!clubs.empty()) CHECK(s.legal() == clubs);
      const Card c = clubs.empty() ? s.legal().highest() : clubs.highest();
      s.play(c);
      if (c.suit() == Suit::Clubs && c > best) {
        best = c;
        bestSeat = seat;
      }
    }
    CHECK(bestSeat == place);
    CHECK(s.tricksDone == 1);
    CHECK(s.trick.count == 0);
    CHECK(s.toMove() == place);
    CHECK(s.won[place].size() == 4);
  }
}

TEST_CASE("a seat shows a void in the suit led by not following it; leading or following shows none") {
  PlayState s = PlayState::start({CardSet::suit(Suit::Clubs), CardSet::suit(Suit::Diamonds),
                                  CardSet::suit(Suit::Spades), CardSet::suit(Suit::Hearts)},
                                 *presetRules("standard"));
  playCards(s, "2C AD AS");
  CHECK(s.voids[0] == 0u);
  CHECK(s.showedVoid(1, Suit::Clubs));
  CHECK(s.showedVoid(2, Suit::Clubs));
  CHECK_FALSE(s.showedVoid(2, Suit::Spades));
  // Seat 3 holds nothing but hearts: it may discard one on the first trick, and that
  // breaks hearts.
  CHECK(s.legal() == CardSet::suit(Suit::Hearts));
  CHECK_FALSE(s.heartsBroken);
  playCards(s, "AH");
  CHECK(s.showedVoid(3, Suit::Clubs));
  CHECK(s.heartsBroken);
  CHECK(s.won[0] == cards("2C AD AS AH"));
}

TEST_CASE("the queen of spades breaks hearts only under qs_breaks_hearts") {
  for (bool qsBreaks : {false, true}) {
    CAPTURE(qsBreaks);
    Rules rules = *presetRules("standard");
    rules.qsBreaksHearts = qsBreaks;
    PlayState s = PlayState::start(deal3("2C 3C 4C 5C 6C 7C 8C 9C TC 2H 3H 4H 5H",
                                         "JC QC KC AC 2D 3D 4D 5D 6D 7D 8D 9D 6H",
                                         "QS 2S 3S 4S 5S 6S 7S 8S 9S TS JD QD KD"),
                                   rules);
    playCards(s, "2C AC 2S AD");  // seat 1 wins; seats 2 and 3 have no clubs
    REQUIRE(s.toMove() == 1);
    playCards(s, "JC QS JS 3C");  // the queen discarded on a club trick
    REQUIRE(s.toMove() == 1);
    CHECK(s.heartsBroken == qsBreaks);
    CHECK(s.legal().contains(card("6H")) == qsBreaks);
    CHECK(s.won[1].contains(kQueenOfSpades));
  }
}

TEST_CASE("no points on the first trick unless the hand holds nothing else; points_on_first_trick allows them") {
  for (bool allowed : {false, true}) {
    CAPTURE(allowed);
    Rules rules = *presetRules("standard");
    rules.pointsOnFirstTrick = allowed;
    // Seat 1 has no clubs but hearts, the Q♠ and diamonds.
    PlayState s = PlayState::start(deal3("2C 3C 4C 5C 6C 7C 2D 3D 4D 5D 6D 7D 8D",
                                         "2H 3H 4H 5H 6H 7H 8H 9D TD JD QD KD QS",
                                         "8C 9C TC JC QC KC AC AD 2S 3S 4S 5S 6S"),
                                   rules);
    playCards(s, "2C");
    const CardSet hand = s.hands[1];
    CHECK(s.legal() == (allowed ? hand : hand - kPointCards));
  }
}

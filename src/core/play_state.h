// The play of a hand's tricks: the one implementation of the rules of play (which cards
// may be played, who wins a trick, when hearts are broken, which voids a seat has shown).
//
// GameState holds one for the hand in progress and keeps the history around it; the bots
// copy it for every playout, millions of times per decision. So it is a plain value of
// about a hundred bytes (card sets and a few small counters, no heap) whose legal() and
// play() are short, allocation-free and nearly free of branches.
#pragma once

#include <array>
#include <cstdint>

#include "core/card.h"
#include "core/rules.h"

namespace hearts {

struct Trick {
  std::array<Card, 4> cards{};  // in play order from the leader
  std::uint8_t leader = 0;
  std::uint8_t count = 0;
  Suit led() const { return cards[0].suit(); }
  int seatOf(int i) const { return (leader + i) & 3; }
  bool operator==(const Trick&) const = default;
};

struct PlayState {
  std::array<CardSet, 4> hands{};
  CardSet played;      // every card played this hand, the trick in progress included
  std::array<CardSet, 4> won{};
  // The trick in progress. Not next to `played`: GCC would update the two with one SSE
  // operation, and the store that clears this one at the end of each trick would then stall
  // the next play's load of both (a store-to-load forwarding failure).
  CardSet trickCards;
  Trick trick;         // the trick in progress (count 0: none yet, trick.leader leads next)
  std::array<std::uint8_t, 4> voids{};  // bit per suit a seat has shown it lacks
  std::uint8_t tricksDone = 0;
  bool heartsBroken = false;
  bool qsBreaksHearts = false;      // Rules::qsBreaksHearts
  bool pointsOnFirstTrick = false;  // Rules::pointsOnFirstTrick

  // The start of play of a hand: the holder of the 2♣ leads.
  static PlayState start(const std::array<CardSet, 4>& hands, const Rules& rules) {
    PlayState s;
    s.hands = hands;
    s.qsBreaksHearts = rules.qsBreaksHearts;
    s.pointsOnFirstTrick = rules.pointsOnFirstTrick;
    for (int seat = 0; seat < 4; ++seat)
      if (hands[seat].contains(kTwoOfClubs)) s.trick.leader = static_cast<std::uint8_t>(seat);
    return s;
  }

  bool over() const { return tricksDone == kHandSize; }
  int toMove() const { return (trick.leader + trick.count) & 3; }
  // While a trick is in progress: the suit led, and every card of that suit.
  Suit ledSuit() const { return trick.led(); }
  CardSet ledSuitCards() const { return CardSet::suitOf(trick.cards[0]); }
  bool showedVoid(int seat, Suit suit) const {
    return (voids[seat] >> static_cast<int>(suit)) & 1u;
  }

  // The cards toMove() may play.
  CardSet legal() const {
    const CardSet hand = hands[toMove()];
    if (trick.count == 0) {
      if (tricksDone == 0) return hand & CardSet::of(kTwoOfClubs);
      if (!heartsBroken) {
        const CardSet nonHearts = hand - kHeartsMask;
        if (!nonHearts.empty()) return nonHearts;
      }
      return hand;
    }
    CardSet options = hand & ledSuitCards();
    if (options.empty()) options = hand;
    if (tricksDone == 0 && !pointsOnFirstTrick) {
      const CardSet safe = options - kPointCards;
      if (!safe.empty()) options = safe;
    }
    return options;
  }

  // The card and the seat winning the trick in progress so far: the highest card of the
  // suit led. Precondition: trick.count > 0.
  Card winningCard() const { return (trickCards & ledSuitCards()).highest(); }
  int winningSeat() const { return trick.seatOf(placeInTrick(winningCard(), trick.count)); }

  // Plays c for toMove(). Precondition: legal().contains(c).
  void play(Card c) {
    const int seat = toMove();
    const CardSet card = CardSet::of(c);
    hands[seat] -= card;
    played |= card;
    trickCards |= card;
    trick.cards[trick.count] = c;  // the lead is cards[0], this card if it leads
    // Without conditional jumps: in playouts these conditions are coin flips for the
    // branch predictor.
    const auto led = static_cast<unsigned>(trick.led());
    const unsigned offSuit = static_cast<unsigned>(c.suit()) != led;
    voids[seat] = static_cast<std::uint8_t>(voids[seat] | (offSuit << led));
    const unsigned breaks = static_cast<unsigned>(c.suit() == Suit::Hearts) |
                            (static_cast<unsigned>(qsBreaksHearts) &
                             static_cast<unsigned>(c == kQueenOfSpades));
    heartsBroken = (static_cast<unsigned>(heartsBroken) | breaks) != 0;
    if (++trick.count == 4) {
      const int w = winningSeat();
      won[w] |= trickCards;
      trickCards = CardSet();
      trick.leader = static_cast<std::uint8_t>(w);
      trick.count = 0;
      ++tricksDone;
    }
  }

  bool operator==(const PlayState&) const = default;

 private:
  // Where c lies among the first n cards of the trick, found without jumps (which card
  // wins a trick is a coin flip for the branch predictor).
  int placeInTrick(Card c, int n) const {
    int place = 0;
    for (int i = 1; i < n; ++i) place = trick.cards[i] == c ? i : place;
    return place;
  }
};

}  // namespace hearts

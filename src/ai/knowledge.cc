#include "ai/knowledge.h"

namespace hearts::ai {

Knowledge Knowledge::fromView(const GameState& view, int seat) {
  Knowledge k;
  k.seat = seat;
  k.myHand = view.hand(seat).bits();
  k.played = view.played().bits();
  const Mask unseen = kDeckMask & ~k.myHand & ~k.played;
  for (int s = 0; s < 4; ++s) {
    k.handSize[s] = view.handSize(s);
    k.allowed[s] = s == seat ? k.myHand : unseen;
  }

  const bool passesDone = view.phase() != Phase::Passing;
  if (passesDone && view.passDirection() != PassDirection::None) {
    const int target = passTarget(seat, view.passDirection());
    k.known[target] = view.passed(seat).bits() & ~k.played;
  }

  // Walk the hand's plays in order, reading what each one proves.
  bool heartsBroken = false;
  const bool qsBreaks = view.rules().qsBreaksHearts;
  const bool pointsFirst = view.rules().pointsOnFirstTrick;
  const int tricks = view.tricksPlayed();
  for (int t = 0; t <= tricks && t < kHandSize; ++t) {
    const Trick trick = t < tricks ? view.completedTrick(t) : view.currentTrick();
    const int n = t < tricks ? 4 : trick.count;
    for (int i = 0; i < n; ++i) {
      const int card = trick.cards[i].index;
      const int s = trick.seatOf(i);
      k.plays[k.playCount++] = static_cast<std::uint8_t>(card);
      k.playedBy[s] |= bit(card);
      if (s == seat) continue;
      if (i == 0 && t > 0 && (card >> 4) == 2 && !heartsBroken) k.allowed[s] &= kHeartsBits;
      if (t == 0 && !pointsFirst && (bit(card) & kPointBits)) k.allowed[s] &= kPointBits;
    }
    // Hearts broken during trick t only matter for the leads of later tricks.
    for (int i = 0; i < n; ++i) {
      const int card = trick.cards[i].index;
      if ((card >> 4) == 2 || (qsBreaks && card == kQueenSpadesIndex)) heartsBroken = true;
    }
  }

  for (int s = 0; s < 4; ++s) {
    if (s == seat) continue;
    const unsigned voids = view.voidSuits(s);
    for (int suit = 0; suit < 4; ++suit)
      if ((voids >> suit) & 1u) k.allowed[s] &= ~suitBits(suit);
    // A card known to be in one hand is in no other.
    for (int o = 0; o < 4; ++o)
      if (o != s) k.allowed[s] &= ~k.known[o];
    k.allowed[s] |= k.known[s];
  }
  return k;
}

bool Knowledge::consistent(const std::array<Mask, 4>& hands) const {
  Mask all = 0;
  for (int s = 0; s < 4; ++s) {
    const Mask h = hands[s];
    if (count(h) != handSize[s]) return false;
    if (all & h) return false;
    all |= h;
    if ((h & known[s]) != known[s]) return false;
    if (h & ~allowed[s]) return false;
  }
  return all == (kDeckMask & ~played);
}

}  // namespace hearts::ai

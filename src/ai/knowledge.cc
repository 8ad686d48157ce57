#include "ai/knowledge.h"

namespace hearts::ai {

Knowledge Knowledge::fromView(const GameState& view, int seat) {
  Knowledge k;
  k.seat = seat;
  k.myHand = view.hand(seat);
  k.played = view.played();
  const CardSet unseen = CardSet::deck() - k.myHand - k.played;
  for (int s = 0; s < 4; ++s) {
    k.handSize[s] = view.handSize(s);
    k.allowed[s] = s == seat ? k.myHand : unseen;
  }

  const bool passesDone = view.phase() != Phase::Passing;
  if (passesDone && view.passDirection() != PassDirection::None) {
    const int target = passTarget(seat, view.passDirection());
    k.known[target] = view.passed(seat) - k.played;
  }

  // Replay the hand's plays in order through the rules of play (they need no hands to
  // follow the tricks), reading what each play proves.
  const int tricks = view.tricksPlayed();
  PlayState replay = PlayState::start({}, view.rules());
  replay.trick.leader = (tricks > 0 ? view.completedTrick(0) : view.currentTrick()).leader;
  for (int t = 0; t <= tricks && t < kHandSize; ++t) {
    const Trick trick = t < tricks ? view.completedTrick(t) : view.currentTrick();
    const int n = t < tricks ? 4 : trick.count;
    for (int i = 0; i < n; ++i) {
      const Card card = trick.cards[i];
      const int s = replay.toMove();
      k.plays[k.playCount++] = card;
      k.playedBy[s].add(card);
      if (s != seat) {
        if (i == 0 && t > 0 && card.suit() == Suit::Hearts && !replay.heartsBroken)
          k.allowed[s] &= kHeartsMask;
        if (t == 0 && !replay.pointsOnFirstTrick && kPointCards.contains(card))
          k.allowed[s] &= kPointCards;
      }
      replay.play(card);
    }
  }

  for (int s = 0; s < 4; ++s) {
    if (s == seat) continue;
    for (Suit suit : kSuits)
      if (replay.showedVoid(s, suit)) k.allowed[s] -= CardSet::suit(suit);
    // A card known to be in one hand is in no other.
    for (int o = 0; o < 4; ++o)
      if (o != s) k.allowed[s] -= k.known[o];
    k.allowed[s] |= k.known[s];
  }
  return k;
}

bool Knowledge::consistent(const std::array<CardSet, 4>& hands) const {
  CardSet all;
  for (int s = 0; s < 4; ++s) {
    const CardSet h = hands[s];
    if (h.size() != handSize[s]) return false;
    if (all.intersects(h)) return false;
    all |= h;
    if (!h.containsAll(known[s])) return false;
    if (!allowed[s].containsAll(h)) return false;
  }
  return all == CardSet::deck() - played;
}

}  // namespace hearts::ai

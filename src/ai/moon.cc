#include "ai/moon.h"

namespace hearts::ai {

namespace {

// Cards of the other hands (as far as the mover can tell) above `card` in its suit.
int higherOut(Card card, CardSet out) { return (out & aboveInSuit(card)).size(); }

Card leadToShoot(CardSet legal, CardSet out) {
  // A sure winner (nothing higher out) in the suit with the most cards out: the others
  // must follow with them, and whoever cannot throws what it holds on my trick.
  Card best{};
  int bestOut = -1;
  for (Card c : legal) {
    if (higherOut(c, out) > 0) continue;
    const int n = out.inSuit(c.suit()).size();
    if (n > bestOut) {
      bestOut = n;
      best = c;
    }
  }
  if (bestOut >= 0) return best;
  // No sure winner: the card with the fewest higher cards out, in a suit the others can
  // follow so that nobody is free to throw points.
  int bestKey = 1 << 30;
  for (Suit suit : kSuits) {
    const CardSet mine = legal.inSuit(suit);
    if (mine.empty()) continue;
    const Card c = mine.highest();
    const int key = higherOut(c, out) * 16 - out.inSuit(suit).size();
    if (key < bestKey) {
      bestKey = key;
      best = c;
    }
  }
  return best;
}

}  // namespace

int moonCollector(const PlayState& s, int seat, bool early) {
  bool pointsTaken = false;
  for (int o = 0; o < 4; ++o) {
    if (!s.won[o].intersects(kPointCards)) continue;
    pointsTaken = true;
    if (o != seat && moonOpen(s, o)) return o;
  }
  if (!early || pointsTaken || s.tricksDone < 2) return -1;
  for (int o = 0; o < 4; ++o)
    if (o != seat && static_cast<int>(s.won[o].size() / 4) * 3 >= s.tricksDone * 2) return o;
  return -1;
}

Card shootChoice(const PlayState& s, CardSet legal) {
  if (legal.size() == 1) return legal.lowest();
  const int me = s.toMove();
  const CardSet out = CardSet::deck() - s.played - s.hands[me];
  if (s.trick.count == 0) return leadToShoot(legal, out);
  const CardSet inSuit = legal & s.ledSuitCards();
  if (!inSuit.empty()) {
    const CardSet over = inSuit & aboveInSuit(s.winningCard());
    if (over.empty()) return inSuit.lowest();
    if (s.trick.count == 3) return over.lowest();
    for (Card c : over)
      if (higherOut(c, out) == 0) return c;  // the lowest sure winner
    return over.highest();
  }
  // Void in the suit led: the trick is lost, so throw what is least likely ever to win,
  // keeping the point cards (throwing one would end the moon).
  const CardSet harmless = legal - kPointCards;
  if (harmless.empty()) return legal.lowest();
  Card best = harmless.lowest();
  int bestAbove = -1;
  for (Card c : harmless) {
    const int above = higherOut(c, out);
    if (above > bestAbove) {
      bestAbove = above;
      best = c;
    }
  }
  return best;
}

void playOutShooting(PlayState& s, const PolicyParams& p, Rng& rng, std::uint32_t noise,
                     int shooter) {
  while (!s.over()) {
    if (s.toMove() == shooter && moonOpen(s, shooter)) s.play(shootChoice(s, s.legal()));
    else s.play(policyPlay(s, p, rng, noise));
  }
}

void playOutShooting(PlayState& s, const PolicyParams& p, Rng& rng, std::uint32_t noise,
                     int shooter, int defender, const PolicyParams& bystanders) {
  while (!s.over()) {
    const int seat = s.toMove();
    if (seat == shooter && moonOpen(s, shooter)) s.play(shootChoice(s, s.legal()));
    else s.play(policyPlay(s, seat == defender || seat == shooter ? p : bystanders, rng, noise));
  }
}

int moonPassDanger(CardSet hand, Card card) {
  // Keep the Q♠ (it must be won anyway) and whatever wins; pass what loses a trick, a low
  // heart worst of all: whoever wins it with a higher heart ends the moon.
  if (card == kQueenOfSpades) return -100;
  const CardSet suit = CardSet::suitOf(card);
  const int above = (aboveInSuit(card) - hand).size();
  const int length = (hand & suit).size();
  int d = above * 4;
  if (card.suit() == Suit::Hearts) d = d * 2 + 8;
  // A long suit's low cards win once the others have none left.
  if (card.suit() != Suit::Hearts && length >= 5) d -= (length - 4) * 4;
  return d;
}

}  // namespace hearts::ai

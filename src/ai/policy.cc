#include "ai/policy.h"

namespace hearts::ai {

namespace {

constexpr int kSpades = 3;
constexpr int kHearts = 2;
constexpr int kAceSpadesIndex = 3 * 16 + kAce;
constexpr Mask kHighSpades = bit(3 * 16 + kKing) | bit(kAceSpadesIndex);

int pointsOf(Mask won) {
  return count(won & kHeartsBits) + ((won & kQueenSpadesBit) ? 13 : 0);
}

// How dangerous it is to keep `card` (higher: discard it sooner). `out` are the cards in
// the other hands as far as the mover can tell (not played, not its own).
int keepRisk(int card, Mask hand, Mask out, int jackValue) {
  if (card == kQueenSpadesIndex) return 1000;
  const int suit = card >> 4;
  if (card == kJackDiamondsIndex && jackValue < 0) return -100;
  const Mask outSuit = out & suitBits(suit);
  int risk = outSuit ? count(outSuit & belowInSuit(card)) : 5;
  if (suit == kHearts) {
    risk = risk * 2 + 4;
  } else if (suit == kSpades && (bit(card) & kHighSpades) && (out & kQueenSpadesBit)) {
    risk += 30;
  } else if (suit != kSpades && count(hand & suitBits(suit)) <= 2) {
    risk += 3;  // emptying a short suit makes room for discards later
  }
  return risk;
}

int riskiest(Mask options, Mask hand, Mask out, int jackValue) {
  int best = lowestIndex(options);
  int bestRisk = -1000000;
  for (Mask m = options; m; m &= m - 1) {
    const int c = lowestIndex(m);
    const int r = keepRisk(c, hand, out, jackValue);
    if (r >= bestRisk) {  // ties go to the higher card
      bestRisk = r;
      best = c;
    }
  }
  return best;
}

// Cards of `mine` that beat every card of their suit still in other hands.
bool isSureWinner(int card, Mask out) { return (out & aboveInSuit(card)) == 0; }

int leadNormally(const PlayState& s, Mask legal, Mask hand, Mask out, const PolicyParams& p) {
  int bestCard = lowestIndex(legal);
  int bestScore = 1 << 30;
  const Mask pointsOut = out & kPointBits;
  for (int suit = 0; suit < 4; ++suit) {
    const Mask mine = legal & suitBits(suit);
    if (!mine) continue;
    const int x = lowestIndex(mine);
    const Mask outSuit = out & suitBits(suit);
    int score;
    if (!outSuit) {
      // Nobody can follow: I win it, and whoever holds points throws them on it.
      score = pointsOut ? 60 : 4;
    } else {
      const int n = count(outSuit);
      const int below = count(outSuit & belowInSuit(x));
      score = below * 20 / n;
      int voidOthers = 0;
      for (int seat = 0; seat < 4; ++seat)
        if (seat != s.toMove && ((s.voids[seat] >> suit) & 1)) ++voidOthers;
      if (below > 0 && pointsOut) score += 4 * voidOthers;
      if (n <= 2 && below > 0) score += 3;
      if (suit == kHearts) score += 3;
      if (suit == kSpades) {
        if (hand & kQueenSpadesBit) {
          score += 8;
        } else if (out & kQueenSpadesBit) {
          if (x > kQueenSpadesIndex) score += 40;
          else if (!(hand & kHighSpades)) score -= 8;  // flush the queen out
          else score -= 3;
        }
      }
      if (suit == 1 && p.jackValue < 0 && (hand & kJackDiamondsBit) && x == kJackDiamondsIndex)
        score += 10;
    }
    // Shorter suits first: emptying one makes room for discards.
    score = score * 4 + count(hand & suitBits(suit));
    if (score < bestScore) {
      bestScore = score;
      bestCard = x;
    }
  }
  return bestCard;
}

int followNormally(const PlayState& s, Mask legal, Mask hand, Mask out, const PolicyParams& p) {
  const int led = s.ledSuit();
  const int trickPoints = penaltyOf(s.trickCards, p.jackValue);
  const bool last = s.count == 3;
  // Nobody may throw points on the first trick: the moment to be rid of a high card.
  if (s.tricksDone == 0 && !s.pointsOnFirstTrick) return highestIndex(legal);
  const Mask under = legal & belowInSuit(s.winCard);
  const Mask over = legal & aboveInSuit(s.winCard);
  const Mask ledBefore = s.played & ~s.trickCards & suitBits(led);
  // The Q♠ under a higher spade goes to whoever played that spade.
  if (under & kQueenSpadesBit) return kQueenSpadesIndex;
  if (under) {
    if (last && trickPoints <= 0 && over && led != kHearts) {
      const Mask clean = over & ~kQueenSpadesBit;
      if (clean) {
        const int high = highestIndex(clean);
        // Taking a clean trick is worth it to shed a card that would win later anyway,
        // or to collect the J♦.
        if (trickPoints < 0 || keepRisk(high, hand, out, p.jackValue) >= 4) return high;
      }
    }
    // Third to play on the first round of a side suit, the trick clean: the last player
    // will most likely follow, so a high card can be shed now at little risk.
    if (s.count == 2 && trickPoints <= 0 && over && led != kHearts && !ledBefore &&
        led != kSpades) {
      const int high = highestIndex(over);
      if (keepRisk(high, hand, out, p.jackValue) >= 6) return high;
    }
    return highestIndex(under);
  }
  Mask options = over & ~kQueenSpadesBit;
  if (!options) options = over;
  // Forced to go over: the trick is probably mine anyway, so shed the highest card, except
  // in spades while the Q♠ is out (a high spade invites it).
  if (last || led != kSpades || !(out & kQueenSpadesBit)) return highestIndex(options);
  return lowestIndex(options);
}

int discardNormally(Mask legal, Mask hand, Mask out, const PolicyParams& p) {
  return riskiest(legal, hand, out, p.jackValue);
}

// Going for the moon: win every trick.
int playToShoot(const PlayState& s, Mask legal, Mask out) {
  if (s.count == 0) {
    Mask winners = 0;
    for (Mask m = legal; m; m &= m - 1) {
      const int c = lowestIndex(m);
      if (isSureWinner(c, out)) winners |= bit(c);
    }
    // Cash sure winners outside hearts first so the hearts fall later.
    const Mask nonHeartWinners = winners & ~kHeartsBits;
    if (nonHeartWinners) return highestIndex(nonHeartWinners);
    if (winners) return highestIndex(winners);
    return highestIndex(legal);
  }
  const Mask inSuit = legal & suitBits(s.ledSuit());
  if (inSuit) {
    const Mask over = inSuit & aboveInSuit(s.winCard);
    return over ? highestIndex(over) : lowestIndex(inSuit);
  }
  const Mask harmless = legal & ~kPointBits;
  if (!harmless) return lowestIndex(legal);
  // Throw the card least likely ever to win a trick.
  int best = lowestIndex(harmless);
  int bestAbove = -1;
  for (Mask m = harmless; m; m &= m - 1) {
    const int c = lowestIndex(m);
    const int above = count(out & aboveInSuit(c));
    if (above > bestAbove) {
      bestAbove = above;
      best = c;
    }
  }
  return best;
}

// Someone else threatens a moon: make sure somebody else takes a point.
int playToStop(const PlayState& s, Mask legal, Mask hand, Mask out, int shooter,
               const PolicyParams& p) {
  if (s.count == 0) {
    const Mask hearts = legal & kHeartsBits;
    if (hearts && isSureWinner(highestIndex(hearts), out)) return highestIndex(hearts);
    return leadNormally(s, legal, hand, out, p);
  }
  const Mask inSuit = legal & suitBits(s.ledSuit());
  if (inSuit) {
    // Overtake the shooter when there are points to take from it.
    if (s.winner == shooter && (pointsOf(s.trickCards) > 0 || s.ledSuit() == kHearts)) {
      const Mask over = inSuit & aboveInSuit(s.winCard);
      if (over) return highestIndex(over);
    }
    return followNormally(s, legal, hand, out, p);
  }
  if (s.winner == shooter) {
    const Mask harmless = legal & ~kPointBits;
    if (harmless) return riskiest(harmless, hand, out, p.jackValue);
    return lowestIndex(legal);
  }
  // The shooter has already played to this trick and is beaten: give the winner a point.
  bool shooterPlayed = false;
  for (int i = 0; i < s.count; ++i) shooterPlayed |= ((s.leader + i) & 3) == shooter;
  if (shooterPlayed) {
    if (legal & kQueenSpadesBit) return kQueenSpadesIndex;
    const Mask hearts = legal & kHeartsBits;
    if (hearts) return highestIndex(hearts);
  }
  return discardNormally(legal, hand, out, p);
}

bool strongEnoughToShoot(Mask hand, Mask out) {
  const Mask outHearts = out & kHeartsBits;
  if (!outHearts) return true;
  const Mask myHearts = hand & kHeartsBits;
  const int losers = count(myHearts & belowInSuit(highestIndex(outHearts)) & kHeartsBits);
  return losers <= 1 && count(myHearts) >= count(outHearts) / 2;
}

}  // namespace

int moonThreat(const PlayState& s, const PolicyParams& p) {
  int holder = -1;
  int total = 0;
  for (int seat = 0; seat < 4; ++seat) {
    const int pts = pointsOf(s.won[seat]);
    if (pts == 0) continue;
    if (holder >= 0) return -1;
    holder = seat;
    total = pts;
  }
  // Points in the trick in progress count for whoever is winning it.
  const int inTrick = pointsOf(s.trickCards);
  if (inTrick > 0) {
    if (holder >= 0 && holder != s.winner) return -1;
    holder = s.winner;
    total += inTrick;
  }
  if (holder < 0 || total < p.stopThreshold || total >= 26) return -1;
  return holder;
}

int policyChoice(const PlayState& s, Mask legal, const PolicyParams& p) {
  if (count(legal) == 1) return lowestIndex(legal);
  const int me = s.toMove;
  const Mask hand = s.hands[me];
  const Mask out = kDeckMask & ~s.played & ~hand;
  const int threat = moonThreat(s, p);
  if (threat == me) {
    int mine = pointsOf(s.won[me]);
    if (s.winner == me) mine += pointsOf(s.trickCards);
    if (mine >= p.shootThreshold && strongEnoughToShoot(hand, out))
      return playToShoot(s, legal, out);
  } else if (threat >= 0) {
    return playToStop(s, legal, hand, out, threat, p);
  }
  if (s.count == 0) return leadNormally(s, legal, hand, out, p);
  if (legal & suitBits(s.ledSuit())) return followNormally(s, legal, hand, out, p);
  if (legal & kQueenSpadesBit) return kQueenSpadesIndex;
  return discardNormally(legal, hand, out, p);
}

int randomMember(Mask m, Rng& rng) {
  int n = static_cast<int>(rng.below(static_cast<std::uint32_t>(count(m))));
  for (; n > 0; --n) m &= m - 1;
  return lowestIndex(m);
}

int policyPlay(const PlayState& s, const PolicyParams& p, Rng& rng, std::uint32_t noise) {
  const Mask legal = s.legal();
  if (count(legal) == 1) return lowestIndex(legal);
  if (noise > 0 && (rng.next() >> 54) < noise) return randomMember(legal, rng);
  return policyChoice(s, legal, p);
}

void playOut(PlayState& s, const PolicyParams& p, Rng& rng, std::uint32_t noise) {
  while (!s.over()) s.play(policyPlay(s, p, rng, noise));
}

int passDanger(Mask hand, int card) {
  const int suit = card >> 4;
  const int rank = card & 15;
  const int spades = count(hand & suitBits(kSpades));
  if (card == kQueenSpadesIndex) return spades >= 5 ? 8 : 100;
  if (suit == kSpades) {
    if (rank > kQueen) return spades >= 5 ? 10 : 40 + rank;
    return -10 + rank / 4;  // low spades guard against the queen
  }
  if (suit == kHearts) return rank * 2;
  int d = rank * 2;
  const int n = count(hand & suitBits(suit));
  if (n <= 2) d += 6;
  return d;
}

Mask policyPass(Mask hand, int passCount, const PolicyParams&) {
  Mask chosen = 0;
  Mask left = hand;
  for (int i = 0; i < passCount && left; ++i) {
    int best = lowestIndex(left);
    int bestDanger = -1000000;
    for (Mask m = left; m; m &= m - 1) {
      const int c = lowestIndex(m);
      const int d = passDanger(left, c);
      if (d >= bestDanger) {
        bestDanger = d;
        best = c;
      }
    }
    chosen |= bit(best);
    left &= ~bit(best);
  }
  return chosen;
}

}  // namespace hearts::ai

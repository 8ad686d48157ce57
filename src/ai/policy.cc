#include "ai/policy.h"

#include "ai/moon.h"
#include "core/game.h"

namespace hearts::ai {

namespace {

constexpr CardSet kQueenAlone = CardSet::of(kQueenOfSpades);
constexpr CardSet kHighSpades =
    CardSet::of(Card(Suit::Spades, kKing)) | CardSet::of(Card(Suit::Spades, kAce));

}  // namespace

int keepRisk(Card card, CardSet hand, CardSet out, const PolicyParams& p) {
  if (card == kQueenOfSpades) return 1000;
  if (card == kJackOfDiamonds && p.rules.jackOfDiamonds < 0) return -100;
  const Suit suit = card.suit();
  const CardSet sameSuit = CardSet::suitOf(card);
  int risk = out.intersects(sameSuit) ? (out & belowInSuit(card)).size() : 5;
  if (suit == Suit::Hearts) {
    risk = risk * 2 + 4;
  } else if (suit == Suit::Spades && kHighSpades.contains(card) && out.contains(kQueenOfSpades)) {
    risk += 30;
  } else if (suit != Suit::Spades && (hand & sameSuit).size() <= 2) {
    risk += 3;  // emptying a short suit makes room for discards later
  }
  return risk;
}

namespace {

// The points that count towards a moon: hearts and the Q♠ (not the J♦).
int moonPoints(CardSet won, const PolicyParams& p) {
  return penaltyPoints(p.rules, won & kPointCards);
}

Card riskiest(CardSet options, CardSet hand, CardSet out, const PolicyParams& p) {
  Card best = options.lowest();
  int bestRisk = -1000000;
  for (Card c : options) {
    const int r = keepRisk(c, hand, out, p);
    if (r >= bestRisk) {  // ties go to the higher card
      bestRisk = r;
      best = c;
    }
  }
  return best;
}

// A card that beats every card of its suit still in other hands.
bool isSureWinner(Card card, CardSet out) { return !out.intersects(aboveInSuit(card)); }

Card leadNormally(const PlayState& s, CardSet legal, CardSet hand, CardSet out,
                  const PolicyParams& p) {
  const int me = s.toMove();
  Card bestCard = legal.lowest();
  int bestScore = 1 << 30;
  const bool pointsOut = out.intersects(kPointCards);
  for (Suit suit : kSuits) {
    const CardSet mine = legal.inSuit(suit);
    if (mine.empty()) continue;
    const Card x = mine.lowest();
    const CardSet outSuit = out.inSuit(suit);
    int score;
    if (outSuit.empty()) {
      // Nobody can follow: I win it, and whoever holds points throws them on it.
      score = pointsOut ? 60 : 4;
    } else {
      const int n = outSuit.size();
      const int below = (outSuit & belowInSuit(x)).size();
      score = below * 20 / n;
      int voidOthers = 0;
      for (int seat = 0; seat < 4; ++seat)
        if (seat != me && s.showedVoid(seat, suit)) ++voidOthers;
      if (below > 0 && pointsOut) score += 4 * voidOthers;
      if (n <= 2 && below > 0) score += 3;
      if (suit == Suit::Hearts) score += 3;
      if (suit == Suit::Spades) {
        if (hand.contains(kQueenOfSpades)) {
          score += 8;
        } else if (out.contains(kQueenOfSpades)) {
          if (x > kQueenOfSpades) score += 40;
          else if (!hand.intersects(kHighSpades)) score -= 8;  // flush the queen out
          else score -= 3;
        }
      }
      if (x == kJackOfDiamonds && p.rules.jackOfDiamonds < 0) score += 10;
    }
    // Shorter suits first: emptying one makes room for discards.
    score = score * 4 + hand.inSuit(suit).size();
    if (score < bestScore) {
      bestScore = score;
      bestCard = x;
    }
  }
  return bestCard;
}

Card followNormally(const PlayState& s, CardSet legal, CardSet hand, CardSet out,
                    const PolicyParams& p) {
  // Nobody may throw points on the first trick: the moment to be rid of a high card.
  if (s.tricksDone == 0 && !s.pointsOnFirstTrick) return legal.highest();
  const Suit led = s.ledSuit();
  const bool last = s.trick.count == 3;
  const Card winning = s.winningCard();
  const CardSet under = legal & belowInSuit(winning);
  const CardSet over = legal & aboveInSuit(winning);
  // The Q♠ under a higher spade goes to whoever played that spade.
  if (under.contains(kQueenOfSpades)) return kQueenOfSpades;
  if (!under.empty()) {
    const int trickPoints = penaltyPoints(p.rules, s.trickCards);
    if (last && trickPoints <= 0 && !over.empty() && led != Suit::Hearts) {
      const CardSet clean = over - kQueenAlone;
      if (!clean.empty()) {
        const Card high = clean.highest();
        // Taking a clean trick is worth it to shed a card that would win later anyway,
        // or to collect the J♦.
        if (trickPoints < 0 || keepRisk(high, hand, out, p) >= 4) return high;
      }
    }
    // Third to play on the first round of a side suit, the trick clean: the last player
    // will most likely follow, so a high card can be shed now at little risk.
    const CardSet ledBefore = (s.played - s.trickCards) & s.ledSuitCards();
    if (s.trick.count == 2 && trickPoints <= 0 && !over.empty() && led != Suit::Hearts &&
        ledBefore.empty() && led != Suit::Spades) {
      const Card high = over.highest();
      if (keepRisk(high, hand, out, p) >= 6) return high;
    }
    return under.highest();
  }
  CardSet options = over - kQueenAlone;
  if (options.empty()) options = over;
  // Forced to go over: the trick is probably mine anyway, so shed the highest card, except
  // in spades while the Q♠ is out (a high spade invites it).
  if (last) return options.highest();
  if (led == Suit::Spades && out.contains(kQueenOfSpades)) return options.lowest();
  return options.highest();
}

// The card of `options` (non-empty) least likely ever to win a trick: the one with the most
// cards out above it (the lowest of those on a tie).
Card leastLikelyToWin(CardSet options, CardSet out) {
  Card best = options.lowest();
  int bestAbove = -1;
  for (Card c : options) {
    const int above = (out & aboveInSuit(c)).size();
    if (above > bestAbove) {
      bestAbove = above;
      best = c;
    }
  }
  return best;
}

// Going for the moon: win every trick.
Card playToShoot(const PlayState& s, CardSet legal, CardSet out) {
  if (s.trick.count == 0) {
    CardSet winners;
    for (Card c : legal)
      if (isSureWinner(c, out)) winners.add(c);
    // Cash sure winners outside hearts first so the hearts fall later.
    const CardSet nonHeartWinners = winners - kHeartsMask;
    if (!nonHeartWinners.empty()) return nonHeartWinners.highest();
    if (!winners.empty()) return winners.highest();
    return legal.highest();
  }
  const CardSet inSuit = legal & s.ledSuitCards();
  if (!inSuit.empty()) {
    const CardSet over = inSuit & aboveInSuit(s.winningCard());
    return over.empty() ? inSuit.lowest() : over.highest();
  }
  const CardSet harmless = legal - kPointCards;
  if (harmless.empty()) return legal.lowest();
  return leastLikelyToWin(harmless, out);
}

// Someone else threatens a moon: make sure somebody else takes a point.
Card playToStop(const PlayState& s, CardSet legal, CardSet hand, CardSet out, int shooter,
                const PolicyParams& p) {
  if (s.trick.count == 0) {
    const CardSet hearts = legal & kHeartsMask;
    if (!hearts.empty() && isSureWinner(hearts.highest(), out)) return hearts.highest();
    return leadNormally(s, legal, hand, out, p);
  }
  const int winner = s.winningSeat();
  const CardSet inSuit = legal & s.ledSuitCards();
  if (!inSuit.empty()) {
    // Overtake the shooter when there are points to take from it.
    if (winner == shooter && (moonPoints(s.trickCards, p) > 0 || s.ledSuit() == Suit::Hearts)) {
      const CardSet over = inSuit & aboveInSuit(s.winningCard());
      if (!over.empty()) return over.highest();
    }
    // Under the shooter's card with nothing to beat it: the lowest, keeping the higher
    // ones, which may yet win a trick from it.
    if (p.followLow && winner == shooter && (inSuit & aboveInSuit(s.winningCard())).empty())
      return inSuit.lowest();
    return followNormally(s, legal, hand, out, p);
  }
  if (winner == shooter) {
    const CardSet harmless = legal - kPointCards;
    if (harmless.empty()) return legal.lowest();
    if (!p.keepStoppers) return riskiest(harmless, hand, out, p);
    // The ones that can win a trick are kept for later.
    const Card keep = leastLikelyToWin(harmless, out);
    if (p.followLow && isSureWinner(keep, out)) {
      const CardSet hearts = legal & kHeartsMask;
      if (!hearts.empty() && !isSureWinner(hearts.lowest(), out)) return hearts.lowest();
    }
    return keep;
  }
  // The shooter has already played to this trick and is beaten: give the winner a point.
  bool shooterPlayed = false;
  for (int i = 0; i < s.trick.count; ++i) shooterPlayed |= s.trick.seatOf(i) == shooter;
  if (shooterPlayed) {
    if (legal.contains(kQueenOfSpades)) return kQueenOfSpades;
    const CardSet hearts = legal & kHeartsMask;
    if (!hearts.empty()) return hearts.highest();
  }
  return riskiest(legal, hand, out, p);
}

bool strongEnoughToShoot(CardSet hand, CardSet out) {
  const CardSet outHearts = out & kHeartsMask;
  if (outHearts.empty()) return true;
  const CardSet myHearts = hand & kHeartsMask;
  const int losers = (myHearts & belowInSuit(outHearts.highest())).size();
  return losers <= 1 && myHearts.size() >= outHearts.size() / 2;
}

// policyChoice when there is a choice (more than one legal card).
Card choose(const PlayState& s, CardSet legal, const PolicyParams& p) {
  const int me = s.toMove();
  const CardSet hand = s.hands[me];
  const CardSet out = CardSet::deck() - s.played - hand;
  const int threat = moonThreat(s, p);
  if (threat == me) {
    int mine = moonPoints(s.won[me], p);
    const int inTrick = moonPoints(s.trickCards, p);
    if (inTrick > 0 && s.winningSeat() == me) mine += inTrick;
    if (mine >= p.shootThreshold && strongEnoughToShoot(hand, out))
      return playToShoot(s, legal, out);
  } else if (threat >= 0) {
    return playToStop(s, legal, hand, out, threat, p);
  }
  if (s.trick.count == 0) return leadNormally(s, legal, hand, out, p);
  if (legal.intersects(s.ledSuitCards())) return followNormally(s, legal, hand, out, p);
  if (legal.contains(kQueenOfSpades)) return kQueenOfSpades;
  return riskiest(legal, hand, out, p);
}

}  // namespace

int moonThreat(const PlayState& s, const PolicyParams& p) {
  if (p.moonShooter >= 0 && moonOpen(s, p.moonShooter)) return p.moonShooter;
  int holder = -1;
  int total = 0;
  for (int seat = 0; seat < 4; ++seat) {
    const int pts = moonPoints(s.won[seat], p);
    if (pts == 0) continue;
    if (holder >= 0) return -1;
    holder = seat;
    total = pts;
  }
  // Points in the trick in progress count for whoever is winning it.
  const int inTrick = moonPoints(s.trickCards, p);
  if (inTrick > 0) {
    const int winner = s.winningSeat();
    if (holder >= 0 && holder != winner) return -1;
    holder = winner;
    total += inTrick;
  }
  if (holder < 0 || total >= 26) return -1;
  // A seat that has won most of the tricks is a threat sooner than one that took a few
  // points in passing.
  const int tricksWon = s.won[holder].size() / 4;
  const bool running = s.tricksDone >= 3 && tricksWon * 3 >= s.tricksDone * 2;
  if (total < (running ? p.runThreshold : p.stopThreshold)) return -1;
  return holder;
}

Card policyChoice(const PlayState& s, CardSet legal, const PolicyParams& p) {
  if (legal.size() == 1) return legal.lowest();
  return choose(s, legal, p);
}

Card policyPlay(const PlayState& s, const PolicyParams& p, Rng& rng, std::uint32_t noise) {
  const CardSet legal = s.legal();
  if (legal.size() == 1) return legal.lowest();
  if (noise > 0 && (rng.next() >> 54) < noise) return randomCard(rng, legal);
  return choose(s, legal, p);
}

void playOut(PlayState& s, const PolicyParams& p, Rng& rng, std::uint32_t noise) {
  while (!s.over()) s.play(policyPlay(s, p, rng, noise));
}

int passDanger(CardSet hand, Card card) {
  const Suit suit = card.suit();
  const int rank = card.rank();
  const int spades = hand.inSuit(Suit::Spades).size();
  if (card == kQueenOfSpades) return spades >= 5 ? 8 : 100;
  if (suit == Suit::Spades) {
    if (rank > kQueen) return spades >= 5 ? 10 : 40 + rank;
    return -10 + rank / 4;  // low spades guard against the queen
  }
  if (suit == Suit::Hearts) return rank * 2;
  int d = rank * 2;
  if ((hand & CardSet::suitOf(card)).size() <= 2) d += 6;
  return d;
}

CardSet policyPass(CardSet hand, int passCount, const PolicyParams&) {
  CardSet chosen;
  CardSet left = hand;
  for (int i = 0; i < passCount && !left.empty(); ++i) {
    Card best = left.lowest();
    int bestDanger = -1000000;
    for (Card c : left) {
      const int d = passDanger(left, c);
      if (d >= bestDanger) {
        bestDanger = d;
        best = c;
      }
    }
    chosen.add(best);
    left.remove(best);
  }
  return chosen;
}

}  // namespace hearts::ai

#include "ai/learned_policy.h"

#include <algorithm>

#include "ai/interchangeable.h"
#include "core/game.h"

namespace hearts::ai {

namespace {

enum Feature {
  kPolicy,          // the policy's card is in this group
  kQueen,           // the Q♠
  kHeart,           // a heart
  kOutAbove,        // cards of its suit in other hands above it
  kOutBelow,        // ... below it
  kSureWinner,      // nothing of its suit out above it, something out below
  kSuitLength,      // cards of its suit in the hand
  kLastOfSuit,      // the only card of its suit in the hand
  kHighSpade,       // the K♠ or A♠ while the Q♠ is in another hand
  kSpadeBelowQueen, // a spade below the Q♠ while it is in another hand
  kScoringJack,     // the J♦ where it scores
  kVoidsShown,      // other seats shown void in its suit
  kSuitGone,        // nothing of its suit in other hands
  kLateOutAbove,    // kOutAbove from the eighth trick on
  kWins,            // it beats the trick's winning card
  kWinsPoints,      // kWins times the points already in the trick
  kWinsLast,        // kWins, fourth to play
  kHighestUnder,    // the highest card it holds under the trick's winning card
  kLowestOption,    // the lowest card of its suit it may play
  kHighestOfSuit,   // the highest card of its suit in the hand
  kPoints,          // what it scores (a heart 1, the Q♠ 13, the J♦ -10)
  kKeepRisk,        // the policy's risk of keeping it (keepRisk), at most 60
  kSpades,          // its suit
  kHearts,
  kDiamonds,
  kWinsUnderQueen,  // kWins in spades, the Q♠ in another hand, a player still to come
  kWinsPosition,    // kWins times the seat's place in the trick (1 to 3)
  kFirstTrick,      // the first trick
  kMineAbove,       // cards of its suit in the hand above it
  kMineBelow,       // ... below it
  kVoidsToCome,     // following: players still to come shown void in the suit led
  kWinsToCome,      // kWins times the players still to come
  kWinsVoidsToCome, // kWins times kVoidsToCome
  kHeartsBroken,    // hearts broken
  kPointsOutVoids,  // leading: kVoidsShown while point cards are out
  kTricksLeft,      // tricks left to play, this one included
};
static_assert(kTricksLeft + 1 == kLearnedFeatures);

constexpr CardSet kHighSpades =
    CardSet::of(Card(Suit::Spades, kKing)) | CardSet::of(Card(Suit::Spades, kAce));

}  // namespace

const std::array<const char*, kLearnedFeatures> kLearnedFeatureNames{
    "policy",       "queen",         "heart",        "out_above",       "out_below",
    "sure_winner",  "suit_length",   "last_of_suit", "high_spade",      "spade_below_q",
    "jack_diamonds", "voids_shown",  "suit_gone",    "late_out_above",  "wins",
    "wins_points",  "wins_last",     "highest_under", "lowest_option",  "highest_of_suit",
    "points",       "keep_risk",     "spades",       "hearts",          "diamonds",
    "wins_under_q", "wins_position", "first_trick",  "mine_above",      "mine_below",
    "voids_to_come", "wins_to_come", "wins_voids_to_come", "hearts_broken", "points_out_voids",
    "tricks_left"};

const LearnedWeights kLearnedWeights =
#include "ai/learned_weights.inc"
    ;

LearnedSituation learnedSituation(const PlayState& s, CardSet legal) {
  if (s.trick.count == 0) return kLearnedLead;
  return legal.intersects(s.ledSuitCards()) ? kLearnedFollow : kLearnedDiscard;
}

void learnedFeatures(const PlayState& s, CardSet legal, Card card, bool policyGroup,
                     const PolicyParams& p, LearnedFeatures& f) {
  f.fill(0);
  const int me = s.toMove();
  const CardSet hand = s.hands[me];
  const CardSet out = CardSet::deck() - s.played - hand;
  const Suit suit = card.suit();
  const CardSet suitCards = CardSet::suitOf(card);
  const CardSet outSuit = out & suitCards;
  const CardSet mine = hand & suitCards;
  f[kPolicy] = policyGroup ? 1 : 0;
  f[kQueen] = card == kQueenOfSpades ? 1 : 0;
  f[kHeart] = suit == Suit::Hearts ? 1 : 0;
  f[kOutAbove] = (outSuit & aboveInSuit(card)).size();
  f[kOutBelow] = (outSuit & belowInSuit(card)).size();
  f[kSureWinner] = f[kOutAbove] == 0 && !outSuit.empty() ? 1 : 0;
  f[kSuitLength] = mine.size();
  f[kLastOfSuit] = mine.size() == 1 ? 1 : 0;
  const bool queenOut = out.contains(kQueenOfSpades);
  f[kHighSpade] = queenOut && kHighSpades.contains(card) ? 1 : 0;
  f[kSpadeBelowQueen] = queenOut && suit == Suit::Spades && card < kQueenOfSpades ? 1 : 0;
  f[kScoringJack] = p.rules.jackOfDiamonds != 0 && card == kJackOfDiamonds ? 1 : 0;
  for (int seat = 0; seat < 4; ++seat)
    if (seat != me && s.showedVoid(seat, suit)) ++f[kVoidsShown];
  f[kSuitGone] = outSuit.empty() ? 1 : 0;
  f[kLateOutAbove] = s.tricksDone >= 7 ? f[kOutAbove] : 0;
  if (s.trick.count > 0 && s.ledSuitCards().contains(card)) {
    const Card winning = s.winningCard();
    const bool wins = card > winning;
    if (wins) {
      f[kWins] = 1;
      f[kWinsPoints] = std::clamp(penaltyPoints(p.rules, s.trickCards), -10, 13);
      f[kWinsLast] = s.trick.count == 3 ? 1 : 0;
      f[kWinsUnderQueen] = suit == Suit::Spades && queenOut && s.trick.count < 3 ? 1 : 0;
      f[kWinsPosition] = s.trick.count;
    }
    for (int i = s.trick.count + 1; i < 4; ++i)
      if (s.showedVoid((s.trick.leader + i) & 3, suit)) ++f[kVoidsToCome];
    if (wins) {
      f[kWinsToCome] = 3 - s.trick.count;
      f[kWinsVoidsToCome] = f[kVoidsToCome];
    }
    const CardSet under = legal & belowInSuit(winning);
    f[kHighestUnder] = !under.empty() && under.highest() == card ? 1 : 0;
  }
  f[kLowestOption] = (legal & suitCards).lowest() == card ? 1 : 0;
  f[kHighestOfSuit] = mine.highest() == card ? 1 : 0;
  f[kPoints] = penaltyPoints(p.rules, CardSet::of(card));
  f[kKeepRisk] = std::min(keepRisk(card, hand, out, p), 60);
  f[kSpades] = suit == Suit::Spades ? 1 : 0;
  f[kHearts] = suit == Suit::Hearts ? 1 : 0;
  f[kDiamonds] = suit == Suit::Diamonds ? 1 : 0;
  f[kFirstTrick] = s.tricksDone == 0 ? 1 : 0;
  f[kMineAbove] = (mine & aboveInSuit(card)).size();
  f[kMineBelow] = (mine & belowInSuit(card)).size();
  f[kHeartsBroken] = s.heartsBroken ? 1 : 0;
  f[kPointsOutVoids] = s.trick.count == 0 && out.intersects(kPointCards) ? f[kVoidsShown] : 0;
  f[kTricksLeft] = 13 - s.tricksDone;
}

CardSet learnedCandidates(const PlayState& s, CardSet legal, const Rules& rules) {
  // distinctMoves keeps the first card of each group it meets, walking up from the lowest.
  return distinctMoves(legal, s.hands[s.toMove()] | s.played, legal.lowest(), rules);
}

Card learnedChoice(const PlayState& s, CardSet legal, Card policyCard, const PolicyParams& p,
                   const LearnedWeights& weights) {
  const CardSet ownOrGone = s.hands[s.toMove()] | s.played;
  const CardSet candidates = learnedCandidates(s, legal, p.rules);
  if (candidates.size() < 2) return policyCard;
  const auto& w = weights[learnedSituation(s, legal)];
  LearnedFeatures f{};
  Card best = policyCard;
  std::int64_t bestScore = INT64_MIN;
  for (Card c : candidates) {
    const bool policyGroup = interchangeable(c, policyCard, ownOrGone, p.rules) || c == policyCard;
    learnedFeatures(s, legal, c, policyGroup, p, f);
    std::int64_t score = 0;
    for (int i = 0; i < kLearnedFeatures; ++i) score += std::int64_t{w[i]} * f[i];
    // On equal scores the policy's group, then the lower card.
    if (score > bestScore || (score == bestScore && policyGroup)) {
      bestScore = score;
      best = policyGroup ? policyCard : c;
    }
  }
  return best;
}

}  // namespace hearts::ai

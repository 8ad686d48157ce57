#include "core/claim.h"

namespace hearts {
namespace {

CardSet otherHands(const PlayState& s, int seat) {
  CardSet others;
  for (int o = 0; o < 4; ++o)
    if (o != seat) others |= s.hands[o];
  return others;
}

// The claimer on lead after the first trick: it wins every trick whatever anyone plays
// exactly when, in each suit, its lowest card beats the highest card the others hold.
bool winsEveryLead(const PlayState& s, int seat) {
  const CardSet others = otherHands(s, seat);
  for (Suit suit : kSuits) {
    const CardSet mine = s.hands[seat].inSuit(suit);
    const CardSet theirs = others.inSuit(suit);
    if (!mine.empty() && !theirs.empty() && mine.lowest().index < theirs.highest().index)
      return false;
  }
  return true;
}

// Every legal completion of the trick begun before `tricksBefore` tricks were done is won by
// `seat`, and from there `seat` wins every lead.
bool winsFrom(const PlayState& s, int seat, int tricksBefore) {
  if (s.tricksDone > tricksBefore && s.trick.leader != seat) return false;
  if (s.over()) return true;
  if (s.trick.count == 0 && s.trick.leader == seat && s.tricksDone > 0)
    return winsEveryLead(s, seat);
  for (Card c : s.legal()) {
    PlayState next = s;
    next.play(c);
    if (!winsFrom(next, seat, tricksBefore)) return false;
  }
  return true;
}

// Does every legal completion of the trick in progress give it to the same seat? `winner`
// starts at -1 and holds the seat found first.
bool sameTrickWinner(const PlayState& s, int tricksBefore, int& winner) {
  if (s.tricksDone > tricksBefore) {
    if (winner < 0) winner = s.trick.leader;
    return winner == s.trick.leader;
  }
  for (Card c : s.legal()) {
    PlayState next = s;
    next.play(c);
    if (!sameTrickWinner(next, tricksBefore, winner)) return false;
  }
  return true;
}

}  // namespace

const char* claimKindName(ClaimKind k) {
  switch (k) {
    case ClaimKind::None: return "none";
    case ClaimKind::NoPointsLeft: return "no_points_left";
    case ClaimKind::TakesAll: return "takes_all";
  }
  return "?";
}

CardSet scoringCards(const Rules& rules) {
  return rules.jackOfDiamonds != 0 ? kPointCards | CardSet::of(kJackOfDiamonds) : kPointCards;
}

bool noPointsLeft(const PlayState& s, const Rules& rules) {
  if (s.over()) return false;
  const CardSet scoring = scoringCards(rules);
  if (otherHands(s, -1).intersects(scoring)) return false;
  if (s.trick.count == 0 || !s.trickCards.intersects(scoring)) return true;
  // Points on the table: decided when every way the trick can be finished gives it to the
  // same seat (nobody still to play may overtake, or must).
  int winner = -1;
  return sameTrickWinner(s, s.tricksDone, winner);
}

bool takesAllRemaining(const PlayState& s, int seat) {
  if (s.over() || seat < 0 || seat > 3) return false;
  return winsFrom(s, seat, s.tricksDone);
}

ClaimKind claimKind(const PlayState& s, const Rules& rules, int seat) {
  if (s.over() || seat < 0 || seat > 3) return ClaimKind::None;
  if (noPointsLeft(s, rules)) return ClaimKind::NoPointsLeft;
  if (takesAllRemaining(s, seat)) return ClaimKind::TakesAll;
  return ClaimKind::None;
}

ClaimKind claimKind(const GameState& g, int seat) {
  if (g.phase() != Phase::Playing) return ClaimKind::None;
  return claimKind(g.playState(), g.rules(), seat);
}

Playout playOut(const PlayState& s, const Rules& rules) {
  Playout out;
  PlayState p = s;
  while (!p.over()) {
    const Card c = p.legal().lowest();
    out.plays.push_back(c);
    p.play(c);
  }
  for (int seat = 0; seat < 4; ++seat) out.points[seat] = penaltyPoints(rules, p.won[seat]);
  return out;
}

}  // namespace hearts

// What a seat knows at a play, as numbers for a model that predicts where each unseen card
// is (the card-location model, tools/learn/README.md): the input a network is trained on and,
// were a level to use it, what it would be given in play.
//
// Seats are relative to the seat deciding: 0 itself, 1 the next to play after it (its
// left), 2 across, 3 its right. Cards by suit * 13 + rank (clubs, diamonds, hearts,
// spades; two to ace).
#pragma once

#include <array>
#include <cstdint>

#include "ai/knowledge.h"
#include "core/game.h"

namespace hearts::learn {

inline constexpr int kCardFeatures = 15;
inline constexpr int kSeatFeatures = 8;
inline constexpr int kGlobalFeatures = 6;
inline constexpr int kFeatures = 52 * kCardFeatures + 3 * kSeatFeatures + kGlobalFeatures;

inline int cardSlot(Card c) { return static_cast<int>(c.suit()) * 13 + c.rank(); }

// How many of the other seats may hold `c`, as far as the seat of `k` knows: a card is in
// doubt when more than one may.
inline int possibleHolders(const ai::Knowledge& k, Card c) {
  int holders = 0;
  for (int s = 0; s < 4; ++s) holders += s != k.seat && k.allowed[s].contains(c);
  return holders;
}

// Per card (kCardFeatures each): 0 in the seat's hand; 1-4 played by relative seat 0..3;
// 5-7 known to be in the hand of relative seat 1..3 (passed there, not yet played); 8 in
// doubt; 9-11 may be held by relative seat 1..3; 12 in the trick now; 13 played as a
// discard; 14 led. Per other seat
// (kSeatFeatures each): cards in hand, points taken, tricks won (each as a share of the
// most), void in clubs, diamonds, hearts, spades; leads the trick now. Global: tricks played
// as a share of 13; hearts broken; the pass direction (left, right, across, none).
inline std::array<float, kFeatures> beliefFeatures(const GameState& view, int seat,
                                                   const ai::Knowledge& k) {
  std::array<float, kFeatures> f{};
  const auto rel = [seat](int s) { return (s - seat + 4) & 3; };
  const auto card = [&f](Card c, int feature) -> float& {
    return f[static_cast<std::size_t>(cardSlot(c) * kCardFeatures + feature)];
  };
  const CardSet unseen = CardSet::deck() - k.myHand - k.played;
  for (Card c : k.myHand) card(c, 0) = 1;
  for (int s = 0; s < 4; ++s) {
    for (Card c : k.playedBy[s]) card(c, 1 + rel(s)) = 1;
    if (s == seat) continue;
    for (Card c : k.known[s]) card(c, 4 + rel(s)) = 1;
    for (Card c : k.allowed[s] & unseen) card(c, 8 + rel(s)) = 1;
  }
  for (Card c : unseen) card(c, 8) = possibleHolders(k, c) > 1 ? 1.0f : 0.0f;
  const Trick& now = view.currentTrick();
  for (int i = 0; i < now.count; ++i) card(now.cards[i], 12) = 1;
  for (int t = 0; t <= view.tricksPlayed() && t < kHandSize; ++t) {
    const Trick trick = t < view.tricksPlayed() ? view.completedTrick(t) : now;
    const int n = t < view.tricksPlayed() ? 4 : now.count;
    for (int i = 0; i < n; ++i) {
      if (i == 0) card(trick.cards[0], 14) = 1;
      else if (trick.cards[i].suit() != trick.cards[0].suit()) card(trick.cards[i], 13) = 1;
    }
  }
  for (int s = 0; s < 4; ++s) {
    if (s == seat) continue;
    const auto at = static_cast<std::size_t>(52 * kCardFeatures + (rel(s) - 1) * kSeatFeatures);
    f[at] = static_cast<float>(k.handSize[s]) / 13.0f;
    f[at + 1] = static_cast<float>(view.pointsTaken(s)) / 26.0f;
    f[at + 2] = static_cast<float>(view.won(s).size() / 4) / 13.0f;
    for (int suit = 0; suit < 4; ++suit)
      f[at + 3 + static_cast<std::size_t>(suit)] = ((view.voidSuits(s) >> suit) & 1u) != 0 ? 1.0f : 0.0f;
    f[at + 7] = now.count > 0 && now.leader == s ? 1.0f : 0.0f;
  }
  const auto at = static_cast<std::size_t>(52 * kCardFeatures + 3 * kSeatFeatures);
  f[at] = static_cast<float>(view.tricksPlayed()) / 13.0f;
  f[at + 1] = view.heartsBroken() ? 1.0f : 0.0f;
  f[at + 2 + static_cast<std::size_t>(view.passDirection())] = 1;
  return f;
}

}  // namespace hearts::learn

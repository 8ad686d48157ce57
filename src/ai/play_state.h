// The trick-taking part of a hand as a few 64-bit masks, for playouts.
//
// GameState is the referee: it checks every action, keeps the history and the game
// totals. Search needs none of that millions of times per decision, so playouts run on
// this smaller value instead (about 80 bytes, no heap, cheap to copy). Cards are the
// same indices as in core/card.h, so masks move freely between the two.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "core/game.h"

namespace hearts::ai {

using Mask = std::uint64_t;

inline constexpr Mask kDeckMask = 0x1FFF1FFF1FFF1FFFull;
inline constexpr Mask kHeartsBits = Mask{0x1FFF} << 32;
inline constexpr int kQueenSpadesIndex = 3 * 16 + kQueen;
inline constexpr int kJackDiamondsIndex = 1 * 16 + kJack;
inline constexpr Mask kQueenSpadesBit = Mask{1} << kQueenSpadesIndex;
inline constexpr Mask kJackDiamondsBit = Mask{1} << kJackDiamondsIndex;
inline constexpr Mask kPointBits = kHeartsBits | kQueenSpadesBit;

constexpr Mask suitBits(int suit) { return Mask{0x1FFF} << (16 * suit); }
constexpr Mask bit(int card) { return Mask{1} << card; }
constexpr int lowestIndex(Mask m) { return std::countr_zero(m); }
constexpr int highestIndex(Mask m) { return 63 - std::countl_zero(m); }
constexpr int count(Mask m) { return std::popcount(m); }
// Cards of the same suit below / above `card`.
constexpr Mask belowInSuit(int card) { return (bit(card) - 1) & suitBits(card >> 4); }
constexpr Mask aboveInSuit(int card) { return ~((bit(card) << 1) - 1) & suitBits(card >> 4); }

// Penalty points in a set of won cards (hearts 1, Q♠ 13, J♦ as the rules say).
constexpr int penaltyOf(Mask won, int jackValue) {
  return std::popcount(won & kHeartsBits) + ((won & kQueenSpadesBit) ? 13 : 0) +
         ((won & kJackDiamondsBit) ? jackValue : 0);
}

// Two cards a player holds are interchangeable when nobody else holds a card between them
// and neither carries special points: playing either has the same consequences.
// `ownOrGone`: the player's hand and every card played.
constexpr bool interchangeable(int a, int b, Mask ownOrGone, int jackValue) {
  const auto special = [jackValue](int c) {
    return c == kQueenSpadesIndex || (jackValue != 0 && c == kJackDiamondsIndex);
  };
  if ((a >> 4) != (b >> 4) || special(a) || special(b)) return false;
  const int lo = a < b ? a : b;
  const int hi = a < b ? b : a;
  return (belowInSuit(hi) & aboveInSuit(lo) & ~ownOrGone) == 0;
}

// One card from each group of interchangeable cards of `legal`; `preferred` (one of them)
// represents its own group, the lowest card each other group.
constexpr Mask distinctMoves(Mask legal, Mask ownOrGone, int preferred, int jackValue) {
  Mask reps = bit(preferred);
  for (Mask m = legal & ~bit(preferred); m; m &= m - 1) {
    const int c = std::countr_zero(m);
    bool covered = false;
    for (Mask r = reps; r && !covered; r &= r - 1)
      covered = interchangeable(c, std::countr_zero(r), ownOrGone, jackValue);
    if (!covered) reps |= bit(c);
  }
  return reps;
}

struct PlayState {
  std::array<Mask, 4> hands{};
  std::array<Mask, 4> won{};
  Mask played = 0;     // every card played this hand, the trick in progress included
  Mask trickCards = 0; // the trick in progress
  std::array<std::uint8_t, 4> trick{};  // in play order from the leader
  std::array<std::uint8_t, 4> voids{};  // bit per suit a seat has shown it lacks
  std::uint8_t leader = 0;
  std::uint8_t count = 0;  // cards in the trick in progress
  std::uint8_t toMove = 0;
  std::uint8_t tricksDone = 0;
  std::uint8_t winner = 0;   // seat winning the trick in progress so far
  std::uint8_t winCard = 0;  // the card winning it so far
  bool heartsBroken = false;
  bool qsBreaksHearts = false;
  bool pointsOnFirstTrick = false;

  // The play phase of `g` with its hands as they are (a view has empty hidden hands: fill
  // them with setHand first, or set `hands` afterwards).
  static PlayState fromGame(const GameState& g);
  // The start of play of a freshly dealt (and passed) hand.
  static PlayState start(const std::array<Mask, 4>& hands, const Rules& rules);

  bool over() const { return tricksDone == kHandSize; }
  int ledSuit() const { return trick[0] >> 4; }
  // What toMove may play; mirrors GameState::legalPlays exactly.
  Mask legal() const {
    const Mask hand = hands[toMove];
    if (count == 0) {
      if (tricksDone == 0) return hand & bit(0);
      if (!heartsBroken) {
        const Mask nonHearts = hand & ~kHeartsBits;
        if (nonHearts) return nonHearts;
      }
      return hand;
    }
    Mask options = hand & suitBits(ledSuit());
    if (!options) options = hand;
    if (tricksDone == 0 && !pointsOnFirstTrick) {
      const Mask safe = options & ~kPointBits;
      if (safe) options = safe;
    }
    return options;
  }

  void play(int card) {
    const int seat = toMove;
    hands[seat] &= ~bit(card);
    played |= bit(card);
    trickCards |= bit(card);
    if (count == 0) {
      winner = static_cast<std::uint8_t>(seat);
      winCard = static_cast<std::uint8_t>(card);
    } else if ((card >> 4) == ledSuit()) {
      if (card > winCard) {
        winner = static_cast<std::uint8_t>(seat);
        winCard = static_cast<std::uint8_t>(card);
      }
    } else {
      voids[seat] = static_cast<std::uint8_t>(voids[seat] | (1u << ledSuit()));
    }
    if ((card >> 4) == 2 || (qsBreaksHearts && card == kQueenSpadesIndex)) heartsBroken = true;
    trick[count++] = static_cast<std::uint8_t>(card);
    if (count == 4) {
      won[winner] |= trickCards;
      trickCards = 0;
      count = 0;
      ++tricksDone;
      leader = winner;
      toMove = winner;
    } else {
      toMove = static_cast<std::uint8_t>((seat + 1) & 3);
    }
  }
};

}  // namespace hearts::ai

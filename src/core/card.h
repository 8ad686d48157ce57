// Cards and sets of cards.
//
// A card is an index 0..63: suit * 16 + rank, rank 0 = two ... 12 = ace. Each suit is a
// contiguous run of 16 bits in a CardSet (13 used), so "cards of the led suit" is one AND
// and "highest card of a suit" is one count-leading-zeros.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/rng.h"

namespace hearts {

enum class Suit : std::uint8_t { Clubs = 0, Diamonds = 1, Hearts = 2, Spades = 3 };
inline constexpr std::array<Suit, 4> kSuits{Suit::Clubs, Suit::Diamonds, Suit::Hearts,
                                            Suit::Spades};
inline constexpr int kRankCount = 13;
inline constexpr int kSeatCount = 4;
inline constexpr int kHandSize = 13;

// Rank 0 is the two, 12 the ace.
enum Rank : std::uint8_t {
  kTwo = 0, kThree, kFour, kFive, kSix, kSeven, kEight, kNine, kTen, kJack, kQueen, kKing, kAce
};

struct Card {
  std::uint8_t index = 0;  // suit * 16 + rank

  constexpr Card() = default;
  constexpr explicit Card(std::uint8_t i) : index(i) {}
  constexpr Card(Suit s, int rank)
      : index(static_cast<std::uint8_t>(static_cast<int>(s) * 16 + rank)) {}

  constexpr Suit suit() const { return static_cast<Suit>(index >> 4); }
  constexpr int rank() const { return index & 15; }
  constexpr bool operator==(const Card&) const = default;
  constexpr auto operator<=>(const Card&) const = default;
};

inline constexpr Card kTwoOfClubs{Suit::Clubs, kTwo};
inline constexpr Card kQueenOfSpades{Suit::Spades, kQueen};
inline constexpr Card kJackOfDiamonds{Suit::Diamonds, kJack};

// "QS", "TH", "2C": rank from 23456789TJQKA, then suit from CDHS (bot-protocol.md).
std::string cardName(Card c);
std::optional<Card> parseCard(std::string_view text);
// Human-readable: "Q♠", "10♥"; its parts: the rank as a card's corner shows it ("10", "Q")
// and the suit's symbol ("♠").
std::string cardLabel(Card c);
const char* rankLabel(int rank);
const char* suitSymbol(Suit s);
const char* suitName(Suit s);  // "clubs", "diamonds", ...

class CardSet {
 public:
  constexpr CardSet() = default;
  constexpr explicit CardSet(std::uint64_t bits) : bits_(bits) {}
  static constexpr CardSet of(Card c) { return CardSet(std::uint64_t{1} << c.index); }
  static constexpr CardSet suit(Suit s) {
    return CardSet(std::uint64_t{0x1FFF} << (16 * static_cast<int>(s)));
  }
  // The suit of c: the same as suit(c.suit()) in fewer instructions.
  static constexpr CardSet suitOf(Card c) {
    return CardSet(std::uint64_t{0x1FFF} << (c.index & 0x30));
  }
  static constexpr CardSet deck() {
    return CardSet(0x1FFF1FFF1FFF1FFFull);
  }

  constexpr std::uint64_t bits() const { return bits_; }
  constexpr bool empty() const { return bits_ == 0; }
  constexpr int size() const { return std::popcount(bits_); }
  constexpr bool contains(Card c) const { return (bits_ >> c.index) & 1u; }
  constexpr bool containsAll(CardSet o) const { return (bits_ & o.bits_) == o.bits_; }
  constexpr bool intersects(CardSet o) const { return (bits_ & o.bits_) != 0; }

  constexpr void add(Card c) { bits_ |= std::uint64_t{1} << c.index; }
  constexpr void remove(Card c) { bits_ &= ~(std::uint64_t{1} << c.index); }

  constexpr CardSet operator&(CardSet o) const { return CardSet(bits_ & o.bits_); }
  constexpr CardSet operator|(CardSet o) const { return CardSet(bits_ | o.bits_); }
  constexpr CardSet operator-(CardSet o) const { return CardSet(bits_ & ~o.bits_); }
  constexpr CardSet& operator&=(CardSet o) { bits_ &= o.bits_; return *this; }
  constexpr CardSet& operator|=(CardSet o) { bits_ |= o.bits_; return *this; }
  constexpr CardSet& operator-=(CardSet o) { bits_ &= ~o.bits_; return *this; }
  constexpr bool operator==(const CardSet&) const = default;

  constexpr CardSet inSuit(Suit s) const { return *this & suit(s); }
  constexpr bool hasSuit(Suit s) const { return intersects(suit(s)); }

  // Precondition: not empty.
  constexpr Card lowest() const { return Card(static_cast<std::uint8_t>(std::countr_zero(bits_))); }
  constexpr Card highest() const {
#if defined(__GNUC__)
    // Not empty: one bsr, without the test for zero that std::countl_zero adds.
    if (bits_ == 0) __builtin_unreachable();
#endif
    // 63 ^ n is 63 - n for n in 0..63, and the form compilers turn into a bare bsr.
    return Card(static_cast<std::uint8_t>(63 ^ std::countl_zero(bits_)));
  }
  // The n-th card (0-based) in index order. Precondition: n < size().
  Card nth(int n) const;

  // Iteration in index order (clubs 2..A, diamonds, hearts, spades).
  class iterator {
   public:
    constexpr explicit iterator(std::uint64_t b) : b_(b) {}
    constexpr Card operator*() const { return Card(static_cast<std::uint8_t>(std::countr_zero(b_))); }
    constexpr iterator& operator++() { b_ &= b_ - 1; return *this; }
    constexpr bool operator!=(const iterator& o) const { return b_ != o.b_; }
    constexpr bool operator==(const iterator& o) const { return b_ == o.b_; }
   private:
    std::uint64_t b_;
  };
  constexpr iterator begin() const { return iterator(bits_); }
  constexpr iterator end() const { return iterator(0); }

 private:
  std::uint64_t bits_ = 0;
};

namespace detail {
// The two ways CardSet::nth may find a card, named so that tests check the portable one
// even on a processor where nth() uses pdep.
std::uint8_t selectPortable(std::uint64_t bits, int n);
bool selectUsesPdep();  // does nth() use pdep in this build, on this processor?
}  // namespace detail

inline constexpr CardSet kHeartsMask = CardSet::suit(Suit::Hearts);
inline constexpr CardSet kPointCards = kHeartsMask | CardSet::of(kQueenOfSpades);

// The cards of c's suit ranked below / above c.
constexpr CardSet belowInSuit(Card c) {
  return CardSet(((std::uint64_t{1} << c.index) - 1)) & CardSet::suitOf(c);
}
constexpr CardSet aboveInSuit(Card c) {
  return CardSet(~((std::uint64_t{2} << c.index) - 1)) & CardSet::suitOf(c);
}

// A uniformly random card of a non-empty set, and `count` distinct ones (drawn one after
// another: the same numbers give the same cards on every platform).
inline Card randomCard(Rng& rng, CardSet set) {
  return set.nth(static_cast<int>(rng.below(static_cast<std::uint32_t>(set.size()))));
}
inline CardSet randomCards(Rng& rng, CardSet set, int count) {
  CardSet chosen;
  for (int i = 0; i < count; ++i) {
    const Card c = randomCard(rng, set);
    set.remove(c);
    chosen.add(c);
  }
  return chosen;
}

// "2C 5C QS" (space separated, index order), and its inverse. Parsing rejects unknown
// names and duplicates.
std::string cardSetNames(CardSet s);
std::optional<CardSet> parseCardSet(std::string_view text);

}  // namespace hearts

#include "core/card.h"

// pdep selects a bit in one instruction, but Zen 1 and 2 run it in slow microcode.
#if defined(__BMI2__) && !defined(__znver1__) && !defined(__znver2__)
#define HEARTS_SELECT_WITH_PDEP 1
#include <immintrin.h>
#endif

namespace hearts {

namespace {
constexpr std::string_view kRankChars = "23456789TJQKA";
constexpr std::string_view kSuitChars = "CDHS";
}  // namespace

std::string cardName(Card c) {
  std::string s(2, '?');
  if (c.rank() < kRankCount) s[0] = kRankChars[static_cast<std::size_t>(c.rank())];
  s[1] = kSuitChars[static_cast<std::size_t>(c.suit())];
  return s;
}

std::optional<Card> parseCard(std::string_view text) {
  if (text.size() != 2) return std::nullopt;
  const auto r = kRankChars.find(text[0]);
  const auto s = kSuitChars.find(text[1]);
  if (r == std::string_view::npos || s == std::string_view::npos) return std::nullopt;
  return Card(static_cast<Suit>(s), static_cast<int>(r));
}

std::string cardLabel(Card c) {
  static constexpr const char* kRanks[] = {"2", "3", "4",  "5", "6", "7", "8",
                                           "9", "10", "J", "Q", "K", "A"};
  static constexpr const char* kSuits[] = {"\u2663", "\u2666", "\u2665", "\u2660"};
  return std::string(kRanks[c.rank() % kRankCount]) + kSuits[static_cast<int>(c.suit())];
}

const char* suitName(Suit s) {
  static constexpr const char* kNames[] = {"clubs", "diamonds", "hearts", "spades"};
  return kNames[static_cast<int>(s)];
}

namespace {
// kSelectInByte[v][k]: the position of the k-th set bit of the byte v.
struct SelectTable {
  std::uint8_t pos[256][8]{};
  constexpr SelectTable() {
    for (int v = 0; v < 256; ++v) {
      int k = 0;
      for (int bit = 0; bit < 8; ++bit)
        if ((v >> bit) & 1) pos[v][k++] = static_cast<std::uint8_t>(bit);
    }
  }
};
constexpr SelectTable kSelectInByte;
}  // namespace

Card CardSet::nth(int n) const {
#if defined(HEARTS_SELECT_WITH_PDEP)
  // Deposit bit n into the set's positions: the n-th card is the lowest bit left.
  return Card(static_cast<std::uint8_t>(
      std::countr_zero(_pdep_u64(std::uint64_t{1} << n, bits_))));
#else
  // Branch-free select by halving: popcounts of the low 32, 16 and 8 bits say which half
  // holds the n-th card; a table finds it inside the last byte.
  std::uint64_t x = bits_;
  auto k = static_cast<unsigned>(n);
  unsigned base = 0;
  for (unsigned width = 32; width >= 8; width /= 2) {
    const auto low = static_cast<unsigned>(std::popcount(x & ((std::uint64_t{1} << width) - 1)));
    const unsigned up = k >= low;  // 0 or 1: arithmetic, so no branch to mispredict
    const unsigned shift = up * width;
    x >>= shift;
    k -= up * low;
    base += shift;
  }
  return Card(static_cast<std::uint8_t>(base + kSelectInByte.pos[x & 0xFF][k]));
#endif
}

std::string cardSetNames(CardSet s) {
  std::string out;
  for (Card c : s) {
    if (!out.empty()) out += ' ';
    out += cardName(c);
  }
  return out;
}

std::optional<CardSet> parseCardSet(std::string_view text) {
  CardSet out;
  std::size_t i = 0;
  while (i < text.size()) {
    if (text[i] == ' ') { ++i; continue; }
    std::size_t j = text.find(' ', i);
    if (j == std::string_view::npos) j = text.size();
    auto c = parseCard(text.substr(i, j - i));
    if (!c || out.contains(*c)) return std::nullopt;
    out.add(*c);
    i = j;
  }
  return out;
}

}  // namespace hearts

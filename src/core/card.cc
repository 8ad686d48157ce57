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
  // Branch-free select: per-byte running popcounts, a SWAR compare finds the byte holding
  // the n-th bit, a table finds the bit inside it. Random playouts call this per move.
  constexpr std::uint64_t kOnes = 0x0101010101010101ull;
  const std::uint64_t x = bits_;
  std::uint64_t s = x - ((x >> 1) & 0x5555555555555555ull);
  s = (s & 0x3333333333333333ull) + ((s >> 2) & 0x3333333333333333ull);
  s = ((s + (s >> 4)) & 0x0F0F0F0F0F0F0F0Full) * kOnes;  // byte k: bits set in bytes 0..k
  const auto target = static_cast<std::uint64_t>(n + 1) * kOnes;
  const std::uint64_t above = ((s | 0x8080808080808080ull) - target) & 0x8080808080808080ull;
  const int byte = std::countr_zero(above) >> 3;
  const int before = byte == 0 ? 0 : static_cast<int>((s << 8) >> (8 * byte) & 0xFF);
  const auto value = static_cast<std::uint8_t>(x >> (8 * byte));
  return Card(static_cast<std::uint8_t>(8 * byte + kSelectInByte.pos[value][n - before]));
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

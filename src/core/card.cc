#include "core/card.h"

// pdep (BMI2) selects a bit in one instruction, but AMD's families 15h and 17h (Excavator,
// Zen 1 and 2) run it in slow microcode. A build for a BMI2 target uses it outright; a
// portable x86-64 build with GCC or Clang asks the processor once at start-up.
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#if defined(__BMI2__)
#if !defined(__znver1__) && !defined(__znver2__) && !defined(__bdver4__)
#define HEARTS_SELECT_WITH_PDEP 1
#endif
#else
#define HEARTS_SELECT_PDEP_AT_RUN_TIME 1
#endif
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

const char* rankLabel(int rank) {
  static constexpr const char* kRanks[] = {"2", "3", "4",  "5", "6", "7", "8",
                                           "9", "10", "J", "Q", "K", "A"};
  return kRanks[rank % kRankCount];
}

const char* suitSymbol(Suit s) {
  static constexpr const char* kSymbols[] = {"\u2663", "\u2666", "\u2665", "\u2660"};
  return kSymbols[static_cast<int>(s) & 3];
}

std::string cardLabel(Card c) { return std::string(rankLabel(c.rank())) + suitSymbol(c.suit()); }

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

#if defined(HEARTS_SELECT_WITH_PDEP) || defined(HEARTS_SELECT_PDEP_AT_RUN_TIME)
namespace {
// Deposit bit n into the set's positions: the n-th card is the lowest bit left.
[[gnu::target("bmi2")]] std::uint8_t selectWithPdep(std::uint64_t bits, int n) {
  return static_cast<std::uint8_t>(std::countr_zero(_pdep_u64(std::uint64_t{1} << n, bits)));
}
}  // namespace
#endif

#if defined(HEARTS_SELECT_PDEP_AT_RUN_TIME)
namespace {
bool fastPdep() {
  __builtin_cpu_init();
  return __builtin_cpu_supports("bmi2") && !__builtin_cpu_is("amdfam15h") &&
         !__builtin_cpu_is("amdfam17h");
}
// Set once before main. Read before that (another file's static initialiser), it is still
// false and the portable select answers: the result is the same either way.
const bool kFastPdep = fastPdep();
}  // namespace
#endif

namespace detail {

std::uint8_t selectPortable(std::uint64_t bits, int n) {
  // Branch-free select by halving: popcounts of the low 32, 16 and 8 bits say which half
  // holds the n-th card; a table finds it inside the last byte.
  std::uint64_t x = bits;
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
  return static_cast<std::uint8_t>(base + kSelectInByte.pos[x & 0xFF][k]);
}

bool selectUsesPdep() {
#if defined(HEARTS_SELECT_WITH_PDEP)
  return true;
#elif defined(HEARTS_SELECT_PDEP_AT_RUN_TIME)
  return kFastPdep;
#else
  return false;
#endif
}

}  // namespace detail

Card CardSet::nth(int n) const {
#if defined(HEARTS_SELECT_WITH_PDEP)
  return Card(selectWithPdep(bits_, n));
#else
#if defined(HEARTS_SELECT_PDEP_AT_RUN_TIME)
  // A call (a function for another target is not inlined), but a third faster than the
  // portable select on a processor with a fast pdep (docs/BENCHMARKS.md).
  if (kFastPdep) return Card(selectWithPdep(bits_, n));
#endif
  return Card(detail::selectPortable(bits_, n));
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

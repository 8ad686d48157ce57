#include "core/card.h"

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

Card CardSet::nth(int n) const {
  std::uint64_t b = bits_;
  for (int i = 0; i < n; ++i) b &= b - 1;
  return Card(static_cast<std::uint8_t>(std::countr_zero(b)));
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

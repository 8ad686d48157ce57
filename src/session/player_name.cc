#include "session/player_name.h"

#include <array>
#include <utility>

#include "session/seats.h"
#include "session/wording.h"
#include "words/words.h"

namespace hearts::session {

namespace {

// The ranges of assets/fonts/unicodes.txt (tests/ui/font_subset_test.cc holds them to it).
constexpr std::array<std::pair<char32_t, char32_t>, 30> kFontRanges{{
    {0x20, 0x7E},     {0xA0, 0xFF},     {0x131, 0x131},   {0x152, 0x153},   {0x160, 0x161},
    {0x17D, 0x17E},   {0x178, 0x178},   {0x2013, 0x2014}, {0x2018, 0x2019}, {0x201C, 0x201D},
    {0x2022, 0x2022}, {0x2026, 0x2026}, {0x2032, 0x2032}, {0x2039, 0x203A}, {0x20AC, 0x20AC},
    {0x2190, 0x2195}, {0x21BA, 0x21BB}, {0x2212, 0x2212}, {0x2261, 0x2261}, {0x25B2, 0x25B2},
    {0x25B6, 0x25B6}, {0x25BC, 0x25BC}, {0x25C0, 0x25C0}, {0x25CB, 0x25CB}, {0x25CF, 0x25CF},
    {0x2605, 0x2606}, {0x263D, 0x263E}, {0x2660, 0x2667}, {0x2713, 0x2713}, {0x2717, 0x2717},
}};

std::string_view trimmed(std::string_view s) {
  const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
  while (!s.empty() && space(s.front())) s.remove_prefix(1);
  while (!s.empty() && space(s.back())) s.remove_suffix(1);
  return s;
}

std::string encode(char32_t c) {
  std::string out;
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
  return out;
}

}  // namespace

bool fontHas(char32_t c) {
  for (const auto& [first, last] : kFontRanges)
    if (c >= first && c <= last) return true;
  return false;
}

bool decodeUtf8(std::string_view text, std::u32string& out) {
  out.clear();
  for (std::size_t i = 0; i < text.size();) {
    const auto b = static_cast<unsigned char>(text[i]);
    const int extra = b < 0x80 ? 0 : (b >> 5) == 6 ? 1 : (b >> 4) == 14 ? 2 : (b >> 3) == 30 ? 3 : -1;
    if (extra < 0 || i + static_cast<std::size_t>(extra) >= text.size()) return false;
    char32_t c = extra == 0 ? b : static_cast<char32_t>(b & (0x3F >> extra));
    for (int k = 1; k <= extra; ++k) {
      const auto next = static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]);
      if ((next & 0xC0) != 0x80) return false;
      c = (c << 6) | (next & 0x3F);
    }
    static constexpr char32_t kLeast[] = {0, 0x80, 0x800, 0x10000};
    if (c < kLeast[extra] || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return false;
    out.push_back(c);
    i += static_cast<std::size_t>(extra) + 1;
  }
  return true;
}

std::string dropLastCodePoint(std::string_view text) {
  std::size_t end = text.size();
  while (end > 0) {
    --end;
    if ((static_cast<unsigned char>(text[end]) & 0xC0) != 0x80) break;
  }
  return std::string(text.substr(0, end));
}

NameCheck checkPlayerName(std::string_view typed) {
  const std::string_view name = trimmed(typed);
  if (name.empty()) return {std::string(kDefaultPlayerName), {}};
  std::u32string points;
  if (!decodeUtf8(name, points)) return {{}, words::tr("The name is not valid text; it was not changed")};
  if (static_cast<int>(points.size()) > kMaxNameLength)
    return {{}, words::trn("A name may have at most {n} character", "A name may have at most {n} characters",
                           kMaxNameLength)};
  for (const char32_t c : points)
    if (!fontHas(c))
      // TRANSLATORS: {sign} is the sign of the typed name the game's font cannot show.
      return {{}, words::tr("The game's letters have no \u201c{sign}\u201d: a name may use Latin letters, digits and "
                            "common signs",
                            {{"sign", encode(c)}})};
  return {std::string(name), {}};
}

std::string sharedName(std::string_view name) {
  if (name.empty() || name == kDefaultPlayerName) return {};
  return " \u00b7 " + std::string(name);
}

std::string statisticsTitle(std::string_view name) {
  if (name.empty() || name == kDefaultPlayerName) return words::tr("Statistics");
  // TRANSLATORS: the statistics sheet's title with the player's own name ("Sam’s statistics").
  return words::tr("{name}\u2019s statistics", {{"name", name}});
}

std::string shownPlayerName(std::string_view name) {
  if (name.empty() || name == kDefaultPlayerName) return playerName(kPlayerSeat);
  return std::string(name);
}

}  // namespace hearts::session

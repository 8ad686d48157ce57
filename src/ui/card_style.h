// How the card faces look, as the player chose in the menu's Options: a four-colour deck
// (clubs green, diamonds blue, hearts red, spades black, as in many online card rooms) and
// large corner indices, which read at a glance in the narrow strip of each card that the
// overlapping hand leaves in view.
//
// The faces are the pipeline's SVG (assets/CMakeLists.txt); the style is applied to their
// text before they are rasterized, so the download holds one set of files.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/card.h"

namespace hearts::ui {

struct CardStyle {
  bool fourColour = false;
  bool largeIndex = false;
  bool operator==(const CardStyle&) const = default;
};

// A suit's ink: as red, green and blue, and as SVG writes it.
struct SuitInk {
  std::uint8_t r = 0, g = 0, b = 0;
  const char* svg = "";
};

// The four-colour deck's new inks. Chosen dark enough to read on white, and apart from the
// red hearts in lightness and blue content, so that players who do not tell red from green
// still see two suits (a bluish green that protanopes and deuteranopes see as grey, where
// they see the hearts' red as olive).
inline constexpr SuitInk kClubsGreen{8, 120, 74, "#08784a"};
inline constexpr SuitInk kDiamondsBlue{26, 86, 200, "#1a56c8"};

// How much larger the corner rank and suit are drawn with large indices (the rest of the
// face then draws smaller, to make room: card_style.cc).
inline constexpr double kLargeIndexScale = 2.1;

// A card face's SVG text (the pipeline's, for card c) as it is to be rasterized with this
// style. With four colours, the suit's ink of clubs and diamonds (the corner rank and suit,
// the pips, and their upside-down copies) takes the new colour; the paper, the court
// figures and their frame keep theirs, and hearts and spades are returned unchanged. With
// large indices, the corner rank and suit (both corners) are enlarged, and the pips, the court
// figure and its frame drawn smaller about the centre to leave them room. Needs no SDL; a
// face of another structure comes back with whatever of this it could apply.
std::string styledFace(std::string_view svg, Card c, const CardStyle& style);

// Reads a number as the pipeline's SVG writes it ("-.5", "98.4"; no exponents, no units)
// from the front of `s`, after any spaces or commas, and moves `s` past it; nothing when no
// number is there. By hand: Emscripten's libc++ has no floating-point from_chars and strtod
// follows the locale.
std::optional<double> readSvgNumber(std::string_view& s);

}  // namespace hearts::ui

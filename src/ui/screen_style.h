// Colours and easing shared by the files that draw the screen (internal to src/ui).
#pragma once

#include <algorithm>
#include <cmath>

#include "core/card.h"
#include "ui/painter.h"
#include "ui/settings.h"

namespace hearts::ui::style {

// A felt: the middle of the table and its edge (a radial gradient between them), and the fill
// of the name plates on it. White words on the middle, and white and gold names on a plate, stay
// readable on every felt (WCAG contrast 4.5 or more; tests/ui/table_look_test.cc).
struct FeltColours {
  Color inner;
  Color outer;
  Color plate;
};
inline constexpr FeltColours feltColours(Felt f) {
  switch (f) {
    case Felt::Green: break;
    case Felt::Blue: return {{36, 92, 150, 255}, {10, 34, 72, 255}, {6, 18, 40, 200}};
    case Felt::Burgundy: return {{134, 34, 52, 255}, {56, 10, 22, 255}, {36, 6, 14, 200}};
    case Felt::Charcoal: return {{82, 88, 96, 255}, {28, 30, 34, 255}, {14, 15, 18, 200}};
    case Felt::Wood: return {{138, 88, 48, 255}, {60, 34, 16, 255}, {34, 18, 8, 200}};
  }
  return {{34, 122, 80, 255}, {9, 58, 38, 255}, {8, 30, 20, 200}};
}
// The first felt's (green), which the page's CSS draws until the game says otherwise.
inline constexpr Color kFeltInner = feltColours(Felt::Green).inner;
inline constexpr Color kFeltOuter = feltColours(Felt::Green).outer;

// The plain back drawn when a back's art is missing: a gradient in the art's colours.
struct BackGround {
  Color top;
  Color bottom;
};
inline constexpr BackGround backGround(CardBack b) {
  switch (b) {
    case CardBack::Lattice: break;
    case CardBack::Diamonds: return {{58, 111, 184, 255}, {23, 58, 107, 255}};
    case CardBack::Waves: return {{47, 138, 124, 255}, {13, 79, 73, 255}};
    case CardBack::Rosette: return {{110, 52, 136, 255}, {74, 29, 94, 255}};
  }
  return {{172, 34, 52, 255}, {118, 18, 34, 255}};
}
inline constexpr Color kWhite{255, 255, 255, 255};
inline constexpr Color kSoftWhite{226, 240, 230, 255};
inline constexpr Color kGold{244, 196, 80, 255};
inline constexpr Color kTeal{70, 214, 200, 255};
inline constexpr Color kRed{222, 52, 64, 255};
inline constexpr Color kInk{32, 36, 40, 255};
inline constexpr Color kInkSoft{96, 104, 110, 255};
inline constexpr Color kPanel{250, 248, 242, 255};
inline constexpr Color kShadow{0, 0, 0, 90};
inline constexpr Color kMoon{176, 120, 10, 255};

inline float easeOut(double t) {
  const float x = static_cast<float>(std::clamp(t, 0.0, 1.0));
  return 1 - (1 - x) * (1 - x) * (1 - x);
}

inline float easeInOut(double t) {
  const float x = static_cast<float>(std::clamp(t, 0.0, 1.0));
  return x < 0.5f ? 4 * x * x * x : 1 - std::pow(-2 * x + 2, 3.0f) / 2;
}

// A small, steady tilt per card, so a trick looks dropped by hand rather than aligned.
inline float tiltFor(Card c) { return static_cast<float>((c.index * 37) % 9 - 4) * 1.1f; }

// The angle a seat's cards are held at (the backs' fan) as they leave the hand.
inline float seatAngle(int seat) {
  switch (seat) {
    case 1: return 90;
    case 3: return -90;
    default: return 0;
  }
}

}  // namespace hearts::ui::style

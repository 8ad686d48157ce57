// Colours and easing shared by the files that draw the screen (internal to src/ui).
#pragma once

#include <algorithm>
#include <cmath>

#include "core/card.h"
#include "ui/painter.h"

namespace hearts::ui::style {

inline constexpr Color kFeltInner{34, 122, 80, 255};
inline constexpr Color kFeltOuter{9, 58, 38, 255};
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

// Colours, easing and wording shared by the files that draw the Screen (internal to src/ui).
#pragma once

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "core/card.h"
#include "core/rules.h"
#include "ui/game_controller.h"
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

// "shooter-chooses" -> "Shooter chooses".
inline std::string prettyName(const std::string& id) {
  std::string s = id;
  std::replace(s.begin(), s.end(), '-', ' ');
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

inline std::string signedNumber(int v) {
  std::string out = v > 0 ? "+" : "";
  out += std::to_string(v);
  return out;
}

inline std::string presetOf(const Rules& rules) {
  const Preset* p = findPreset(rules);
  return p ? p->name : "custom";
}

inline std::string winnersText(unsigned mask) {
  std::vector<int> seats;
  for (int s = 0; s < 4; ++s)
    if ((mask >> s) & 1u) seats.push_back(s);
  if (seats.empty()) return "Game over";
  if (seats.size() == 1) return seats[0] == 0 ? "You win!" : std::string(playerName(seats[0])) + " wins";
  std::string out;
  for (std::size_t i = 0; i < seats.size(); ++i) {
    if (i > 0) out += i + 1 == seats.size() ? " and " : ", ";
    out += playerName(seats[i]);
  }
  return out + " share the win";
}

}  // namespace hearts::ui::style

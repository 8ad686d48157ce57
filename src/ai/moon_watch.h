// Who goes for the moon, learned over many hands. At the end of a hand every card has been
// played, so each player's hand at each of its plays is known to the whole table: a play
// made while the moon was still open to the player can be set beside the card the policy
// would have played and the card the moon's plan (shootChoice) would have. A hand with three
// or more plays more unlike the policy's than unlike the plan's is a try for the moon. A
// player who tries often enough over many hands is taken for one who goes for the moon
// whenever it can, and medium, hard and expert then defend against it from the first card
// (told_shooter: the game keeps the player's watch with its statistics, the arena's
// --watch-moons one for every player a watcher meets).
#pragma once

#include <vector>

#include "core/match.h"

namespace hearts::ai {

// For each finished hand of `match` from hand `fromHand` (0-based) on: how many more of
// `seat`'s plays were unlike the policy's than unlike the plan's, at least 0.
std::vector<int> moonTrySigns(const Match& match, int seat, std::size_t fromHand = 0);
constexpr int kMoonTrySigns = 3;  // this many or more: the hand was a try for the moon

// What one player has seen of another's hands: about the last kMemory of them.
struct MoonWatch {
  static constexpr double kMemory = 200;
  static constexpr double kMinHands = 20;
  static constexpr double kMinTries = 3;
  static constexpr double kShooterShare = 0.08;  // tries per hand

  double hands = 0;
  double tries = 0;

  void observe(bool tried);
  // Tries in at least 8% of the hands seen, at least 3 of them in 20 hands or more. The
  // shooter of the arena tries in about 15% of its hands, hard in under 1% and expert in
  // about 2% (docs/BENCHMARKS.md, "Moons").
  bool likelyShooter() const;
  bool operator==(const MoonWatch&) const = default;
};

}  // namespace hearts::ai

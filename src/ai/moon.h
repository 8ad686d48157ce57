// Shooting the moon as a plan: the play of a seat that goes for every point card, and the
// pass that keeps the cards a moon needs.
//
// The search levels play a hand out twice for each candidate where the moon is still
// open to them: once with their own seat playing the policy, once playing this plan, and
// keep whichever does better (search_bot.h). The plan stays on only while the moon is
// open: once another seat takes a point card the seat plays the policy again.
#pragma once

#include <cstdint>

#include "ai/policy.h"
#include "core/card.h"
#include "core/play_state.h"
#include "core/rng.h"

namespace hearts::ai {

// Nobody but `seat` has taken a point card this hand.
constexpr bool moonOpen(const PlayState& s, int seat) {
  for (int o = 0; o < 4; ++o)
    if (o != seat && s.won[o].intersects(kPointCards)) return false;
  return true;
}

// The one seat other than `seat` that has taken point cards while nobody else has, or -1.
// With `early`, also the one that has won at least two tricks in three (two or more played)
// while nobody has taken a point card.
int moonCollector(const PlayState& s, int seat, bool early = false);

// The card s.toMove() plays to win every point card, out of `legal` (non-empty).
Card shootChoice(const PlayState& s, CardSet legal);

// Plays the hand to its end: `shooter` (or nobody, -1) plays shootChoice while the moon is
// open to it, every other play is policyPlay's.
void playOutShooting(PlayState& s, const PolicyParams& p, Rng& rng, std::uint32_t noise,
                     int shooter);
// The same, except that the seats other than `shooter` and `defender` play the policy with
// `bystanders` (for instance one that leaves stopping the moon to others).
void playOutShooting(PlayState& s, const PolicyParams& p, Rng& rng, std::uint32_t noise,
                     int shooter, int defender, const PolicyParams& bystanders);

// How keen a seat going for the moon is to pass `card` (higher: pass first): cards that
// would lose a trick, low hearts above all.
int moonPassDanger(CardSet hand, Card card);

}  // namespace hearts::ai

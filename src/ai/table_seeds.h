// How the bots at a player's table are seeded: one seed for the table, from the game's seed,
// and from it one for each decision, by the seat and the moment of the game. A decision's
// bot depends on nothing else (not on timing, nor on the order in which the page happened to
// ask), so a game plays the same wherever it is played: in the page, on the desktop, in the
// expert-in-your-chair replay (session/expert_chair.h) and in hearts-arena --page-seeds.
#pragma once

#include <cstdint>

#include "core/match.h"

namespace hearts::ai {

// The seed of the bots at the table of the game dealt from `gameSeed`.
std::uint64_t tableSeed(std::uint64_t gameSeed);

// The moment that seeds the decision now due in `match`: its action count, except while the
// cards are passed. Every seat chooses its pass without seeing the others', in whatever order
// it is asked, so a pass is seeded by the hand's start: the same pass whoever chose first.
std::uint64_t decisionMoment(const Match& match);

// The seed of the bot that decides for `seat` at `moment`.
std::uint64_t decisionSeed(std::uint64_t tableSeed, int seat, std::uint64_t moment);

}  // namespace hearts::ai

// A fingerprint of what a seat sees, to seed a decision's random numbers: the same seed
// and the same situation give the same decision, whatever the bot decided before.
#pragma once

#include <cstdint>

#include "core/game.h"

namespace hearts::ai {

std::uint64_t viewHash(const GameState& view, int seat);

}  // namespace hearts::ai

// The values of a search level the arena's command line may change, by name
// ("hard:iterations=4000,moon_defence=0"; docs/ARENA.md).
#pragma once

#include <string>
#include <string_view>

#include "ai/search_level.h"

namespace hearts::arena {

// Sets one value of `level` by its name: "iterations", "play_work", "pass_candidates",
// "stop_when_clear", "spend_time", "others_weight", "moon_bonus", "moon_plans",
// "moon_pass_sets", "plan_defence", "moon_defence" or "told_shooter". Returns an error text,
// empty when it was set.
std::string setSearchValue(ai::SearchLevel& level, std::string_view key, std::string_view value);

}  // namespace hearts::arena

// The built-in levels by name, once for every place that offers them (the game's menu and
// command line, the arena, the tests), and the factory that makes a bot of a level.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>

#include "ai/bot.h"

namespace hearts::ai {

// "random", "easy", "medium", "hard", "expert": weakest first. The levels a player is
// offered.
std::span<const std::string_view> botLevels();
bool isBotLevel(std::string_view level);

// Levels for the arena only, never offered to a player: "shooter", a sparring partner that
// goes for the moon whenever it has a fair chance (SearchLevel::shooter()).
std::span<const std::string_view> arenaOnlyLevels();

// A bot of `level` (one of either list), or nullptr for an unknown name. Also takes a
// search level with some of its values changed, for the arena: "expert:moon_plans=off",
// "hard:iterations=4000,playout_noise=0" (names in SearchLevel::set).
std::unique_ptr<Bot> makeBot(std::string_view level, std::uint64_t seed);
// An error text, empty when `spec` is a level of either list or a valid variant.
std::string checkBotSpec(std::string_view spec);

}  // namespace hearts::ai

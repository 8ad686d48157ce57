// The levels of the bots a player meets, weakest first. Names ("hard") are read and written
// only at the edges (command lines, saved settings and records, links); inside the program a
// level is this type. How a bot of a level plays is the bots' (ai/levels.h).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace hearts {

enum class BotLevel : std::uint8_t { Random, Easy, Medium, Hard, Expert };

// Random, easy, medium, hard, expert: weakest first.
std::span<const BotLevel> botLevels();
// "random", "easy", "medium", "hard", "expert".
std::string_view levelName(BotLevel level);
// The level of that name, or none.
std::optional<BotLevel> parseLevel(std::string_view name);
// Whether `name` is one of the levels.
bool isBotLevel(std::string_view name);

}  // namespace hearts

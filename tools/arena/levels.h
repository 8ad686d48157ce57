// The arena's built-in players beyond the game's levels (ai/levels.h): the shooter, a
// sparring partner that goes for the moon whenever it has a fair chance, and a search level
// with some of its values changed, to try a variant against the level it came from. Read
// from their names on the command line ("shooter", "expert:moon_defence=0",
// "hard:iterations=4000,others_weight=0", "medium:told_shooter=2") into a typed BotSpec.
// The other sparring partners are in sparring.h.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "ai/bot.h"
#include "ai/levels.h"
#include "ai/search_level.h"

namespace hearts::arena {

inline constexpr std::string_view kShooter = "shooter";

// Hard's search with the moon counted as worth far more than it is: it goes for the moon
// whenever the playouts give it a fair chance, and plays like hard once the moon is lost.
ai::SearchLevel shooterLevel();

// A built-in player as read.
struct BotSpec {
  // The game's level and whom it takes for a shooter; for the shooter and a variant, the
  // level it came from.
  ai::BotConfig config;
  // The shooter, or a search level with some of its values changed, played in place of
  // config's level (config.toldShooter still applies).
  std::optional<ai::SearchLevel> search;
};

// Reads a level's name, the shooter's, or a level with some values changed: "LEVEL:key=value,..."
// for hard, expert and the shooter (keys in search_values.h), "medium:told_shooter=K"
// (medium's one setting). Returns an error text, empty when `text` was read into `out`
// (left alone otherwise).
std::string parseBotSpec(std::string_view text, BotSpec& out);
// An error text, empty when parseBotSpec reads `text`.
std::string checkBotSpec(std::string_view text);
// Whether the player can be told of one who goes for the moon (ai::canBeTold; the shooter
// and the variants of the search levels can).
bool canBeTold(const BotSpec& spec);
std::unique_ptr<ai::Bot> makeBot(const BotSpec& spec, std::uint64_t seed);
// A bot of `text` as parseBotSpec reads it, or nullptr when it does not.
std::unique_ptr<ai::Bot> makeBot(std::string_view text, std::uint64_t seed);

}  // namespace hearts::arena

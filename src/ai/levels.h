// The levels a player meets, once for every place that offers them (the game's menu and
// command line, the arena, the tests), how a bot of a level is configured (BotConfig), and
// the factory that makes one. Names ("hard") are read only at the edges (command lines,
// saved settings, links) and turned into a BotConfig there. The arena's own players (the
// shooter, variants of the search levels) are tools/arena's.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string_view>

#include "ai/bot.h"

namespace hearts::ai {

enum class BotLevel : std::uint8_t { Random, Easy, Medium, Hard, Expert };

// Random, easy, medium, hard, expert: weakest first.
std::span<const BotLevel> botLevels();
// "random", "easy", "medium", "hard", "expert".
std::string_view levelName(BotLevel level);
// The level of that name, or none.
std::optional<BotLevel> parseLevel(std::string_view name);
// Whether `name` is one of the levels.
bool isBotLevel(std::string_view name);
// Whether bots of `level` can be told of a player who goes for the moon whenever it can
// (BotConfig::toldShooter): medium, hard and expert; random and easy cannot.
bool canBeTold(BotLevel level);

// What a bot is: its level and whom it takes for a shooter.
struct BotConfig {
  // A bot of `level` as it is (a level converts to its config: makeBot(BotLevel::Hard, seed)).
  BotConfig(BotLevel of = BotLevel::Random, int told = 0) : level(of), toldShooter(told) {}  // NOLINT(google-explicit-constructor)

  BotLevel level = BotLevel::Random;
  // The opponent this many seats after the bot's (1 to 3) is taken for one who goes for the
  // moon whenever it can and is defended against from the first card while the moon is
  // open to it (moon_watch.h); 0: nobody. Levels that cannot be told (canBeTold) ignore it.
  int toldShooter = 0;
};

// A bot configured so, seeded with `seed`.
std::unique_ptr<Bot> makeBot(const BotConfig& config, std::uint64_t seed);

}  // namespace hearts::ai

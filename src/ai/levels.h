// The built-in levels, once for every place that offers them (the game's menu and command
// line, the arena, the tests), how a bot of a level is configured (BotConfig), and the
// factory that makes one. Names ("hard", "expert:moon_defence=0") are read only at the
// edges (command lines, saved settings, links) and turned into a BotConfig there.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "ai/bot.h"
#include "ai/search_level.h"

namespace hearts::ai {

enum class BotLevel : std::uint8_t {
  Random,
  Easy,
  Medium,
  Hard,
  Expert,
  // For the arena only, never offered to a player: a sparring partner that goes for the
  // moon whenever it has a fair chance (SearchLevel::shooter()).
  Shooter,
};

// Random, easy, medium, hard, expert: weakest first. The levels a player is offered.
std::span<const BotLevel> botLevels();
// The levels for the arena only: the shooter.
std::span<const BotLevel> arenaOnlyLevels();
// "random", "easy", "medium", "hard", "expert", "shooter".
std::string_view levelName(BotLevel level);
// The level of that name (either list), or none.
std::optional<BotLevel> parseLevel(std::string_view name);
// Whether `name` is one of the levels a player is offered.
bool isBotLevel(std::string_view name);
// Whether bots of `level` can be told of a player who goes for the moon whenever it can
// (BotConfig::toldShooter): medium, hard, expert and the shooter; random and easy cannot.
bool canBeTold(BotLevel level);

// What a bot is: its level, whom it takes for a shooter, and for the arena a search level
// with some of its values changed.
struct BotConfig {
  // A bot of `level` as it is (a level converts to its config: makeBot(BotLevel::Hard, seed)).
  BotConfig(BotLevel of = BotLevel::Random, int told = 0) : level(of), toldShooter(told) {}  // NOLINT(google-explicit-constructor)

  BotLevel level = BotLevel::Random;
  // The opponent this many seats after the bot's (1 to 3) is taken for one who goes for the
  // moon whenever it can and is defended against from the first card while the moon is
  // open to it (moon_watch.h); 0: nobody. Levels that cannot be told (canBeTold) ignore it.
  int toldShooter = 0;
  // Hard, expert and the shooter with some of their values changed (the arena's
  // "expert:moon_defence=0"): the values played in place of the level's own (toldShooter
  // above still applies). Other levels ignore it.
  std::optional<SearchLevel> search;
};

// A bot configured so, seeded with `seed`.
std::unique_ptr<Bot> makeBot(const BotConfig& config, std::uint64_t seed);

// Reads a level's name, or a level with some values changed, for the arena:
// "expert:moon_defence=0", "hard:iterations=4000,others_weight=0" (names in
// SearchLevel::set), "medium:told_shooter=2" (medium's one setting). Returns an error text,
// empty when `spec` was read into `out` (left alone otherwise).
std::string parseBotSpec(std::string_view spec, BotConfig& out);
// An error text, empty when `spec` is a level of either list or a valid variant.
std::string checkBotSpec(std::string_view spec);
// A bot of `spec` as parseBotSpec reads it, or nullptr when it does not (command lines,
// tests).
std::unique_ptr<Bot> makeBot(std::string_view spec, std::uint64_t seed);

}  // namespace hearts::ai

// How a bot of each level a player meets (core/level.h) is configured (BotConfig), and the
// factory that makes one. The arena's own players (the shooter, variants of the search levels)
// are tools/arena's.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string_view>

#include "ai/bot.h"
#include "core/level.h"

namespace hearts::ai {

// The levels themselves are core's (core/level.h).
using hearts::BotLevel;
using hearts::botLevels;
using hearts::levelName;
using hearts::parseLevel;
using hearts::isBotLevel;

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

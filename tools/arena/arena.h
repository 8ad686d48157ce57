// The arena: four players, many seeded deals, a report. See docs/ARENA.md.
//
// Units of play. In hands mode the deals are played in blocks of up to four hands, each
// block the opening hands of a fresh game (so the pass direction cycles left, right,
// across, none by hand number, and the totals the bots see start at 0 each block); each
// hand's points count on their own. In games mode a unit is one whole game. In duplicate
// mode every unit is played four times, the players moved one seat on each time, so each
// player holds every hand of every deal while the order at the table stays the same.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "arena/agents.h"
#include "arena/stats.h"
#include "core/rules.h"

namespace hearts::arena {

struct PlayerSpec {
  std::string spec;     // as given on the command line
  bool external = false;
  std::string level;    // built-in level
  std::string command;  // external: the shell command
};
// "medium" or "ext:COMMAND"; an unknown level or an empty command is an error.
std::optional<PlayerSpec> parsePlayerSpec(std::string_view text, std::string* error);

struct ArenaConfig {
  std::array<PlayerSpec, 4> players;
  bool gamesMode = false;
  int count = 100;            // deals (hands mode) or games (games mode)
  std::uint64_t seed = 1;
  bool duplicate = false;
  Rules rules;
  std::string rulesName = "standard";  // the preset, or "custom" after --rules
  double moveMs = 0;          // per-move time for built-in bots and the base of the external limit
  std::int64_t iterations = 0;  // per-move iteration budget for built-in bots (0: level default)
  double graceMs = 200;       // added to moveMs before an external bot counts as late
  double externalMoveMs = 5000;  // an external bot's limit when moveMs is 0
  double helloMs = 10000;     // an external bot's limit for its first answer
  std::string fallback;       // level that takes over a faulted external bot
  int threads = 1;
  std::string recordsDir;     // when set, every match is saved there as a game record
  unsigned watchMoons = 0;     // players (a bit each) that watch the others for moons
  // Each unit is the game the page and the desktop deal from seed + unit, and each decision's
  // built-in bot is seeded as the game's table seeds it (ai/table_seeds.h): with expert in
  // seat 0, the expert in the player's chair of that game (session/expert_chair.h).
  bool pageSeeds = false;
  bool progress = false;      // a progress line on the log while playing
  std::ostream* log = nullptr;  // fault messages and progress (standard error)
};

// The fallback the arena uses when none is named: the strongest level that answers at once.
std::string defaultFallbackLevel();
// The block length of hands mode: at most 4, fewer when the rules could end a game sooner
// (a low target score or max_hands), so no block is cut short by the end of its game.
int handsPerBlock(const Rules& rules);

struct PlayerResult {
  std::string name;
  std::string spec;
  Estimate pointsPerHand;      // over hands, or over duplicate sets in duplicate mode
  Estimate diffToOthers;       // this player's points minus the mean of the other three
  double totalPoints = 0;
  int hands = 0;
  int gamesWon = 0;            // games mode; shared wins count for each winner
  int moonsShot = 0;
  int moonsSuffered = 0;       // another player shot the moon
  std::int64_t moves = 0;
  double msPerMove = 0;
  double msMax = 0;
  int faults = 0;
  std::string replacedBy;      // the fallback level when the player was replaced
};

struct ArenaResult {
  std::array<PlayerResult, 4> players;
  std::vector<FaultRecord> faults;
  int matches = 0;        // units x rotations
  int handsPlayed = 0;
  int gamesPlayed = 0;    // games mode
  int samples = 0;        // what the confidence intervals are computed over
  bool forfeit = false;   // some player was replaced after a fault
  double seconds = 0;
};

ArenaResult runArena(const ArenaConfig& config);

// The table for people and the JSON report (`--json FILE`).
void printReport(std::ostream& out, const ArenaConfig& config, const ArenaResult& result);
nlohmann::ordered_json reportJson(const ArenaConfig& config, const ArenaResult& result);

}  // namespace hearts::arena

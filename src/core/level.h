// The levels of the bots a player meets, weakest first. Names ("hard") are read and written
// only at the edges (command lines, saved settings and records, links); inside the program a
// level is this type. How a bot of a level plays is the bots' (ai/levels.h).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
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

// The opponents' levels, seat by seat: seats 1, 2 and 3 (left, across, right of the player).
// A preset seats one level everywhere; a custom table may seat a different level in each.
struct TableLevels {
  // Every opponent at `level` (a level converts to its table: TableLevels t = BotLevel::Hard).
  TableLevels(BotLevel level = BotLevel::Random) : seats{level, level, level} {}  // NOLINT(google-explicit-constructor)
  TableLevels(BotLevel left, BotLevel across, BotLevel right) : seats{left, across, right} {}

  std::array<BotLevel, 3> seats;  // seats 1, 2 and 3

  // The level of `seat` (1 to 3); seat 0, the player's when a bot plays it too (autoplay),
  // plays at the strongest of the three.
  BotLevel of(int seat) const;
  void set(int seat, BotLevel level);  // seat 1 to 3; others are ignored
  // The level every opponent plays at, or none when they differ.
  std::optional<BotLevel> same() const;
  bool mixed() const { return !same().has_value(); }
  bool operator==(const TableLevels&) const = default;
};

// The table's levels by name, where they are written (saved settings, statistics, links):
// "hard" when every seat plays at it, else the seats' names joined, "random/expert/expert".
std::string levelsKey(const TableLevels& levels);
// A key read back: one level's name, or three joined by '/' or ','; none otherwise.
std::optional<TableLevels> parseLevelsKey(std::string_view key);

}  // namespace hearts

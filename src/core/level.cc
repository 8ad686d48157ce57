#include "core/level.h"

#include <algorithm>
#include <array>

namespace hearts {

namespace {
constexpr std::array<BotLevel, 5> kLevels = {BotLevel::Random, BotLevel::Easy, BotLevel::Medium,
                                             BotLevel::Hard, BotLevel::Expert};
constexpr std::array<std::string_view, 5> kNames = {"random", "easy", "medium", "hard", "expert"};
}  // namespace

std::span<const BotLevel> botLevels() { return kLevels; }

std::string_view levelName(BotLevel level) { return kNames[static_cast<std::size_t>(level)]; }

std::optional<BotLevel> parseLevel(std::string_view name) {
  for (std::size_t i = 0; i < kNames.size(); ++i)
    if (kNames[i] == name) return static_cast<BotLevel>(i);
  return std::nullopt;
}

bool isBotLevel(std::string_view name) { return parseLevel(name).has_value(); }

BotLevel TableLevels::of(int seat) const {
  if (seat >= 1 && seat <= 3) return seats[static_cast<std::size_t>(seat - 1)];
  BotLevel strongest = seats[0];
  for (const BotLevel l : seats) strongest = std::max(strongest, l);
  return strongest;
}

void TableLevels::set(int seat, BotLevel level) {
  if (seat >= 1 && seat <= 3) seats[static_cast<std::size_t>(seat - 1)] = level;
}

std::optional<BotLevel> TableLevels::same() const {
  if (seats[1] != seats[0] || seats[2] != seats[0]) return std::nullopt;
  return seats[0];
}

std::string levelsKey(const TableLevels& levels) {
  if (const auto one = levels.same()) return std::string(levelName(*one));
  std::string out;
  for (const BotLevel l : levels.seats) {
    if (!out.empty()) out += '/';
    out += levelName(l);
  }
  return out;
}

std::optional<TableLevels> parseLevelsKey(std::string_view key) {
  if (const auto one = parseLevel(key)) return TableLevels(*one);
  TableLevels out;
  for (int seat = 1; seat <= 3; ++seat) {
    const std::size_t end = std::min(key.find_first_of("/,"), key.size());
    const auto level = parseLevel(key.substr(0, end));
    if (!level || (seat < 3) == (end == key.size())) return std::nullopt;
    out.set(seat, *level);
    key.remove_prefix(std::min(end + 1, key.size()));
  }
  return out;
}

}  // namespace hearts

// A game as a file and as a link: the name a saved game gets, reading a file the player gave
// (with a message that says what is wrong with it), what the player is told of Save game and
// Open game, and the launch parameters of a deal.
#pragma once

#include <optional>
#include <string>

#include "app/platform.h"
#include "core/level.h"
#include "core/match.h"
#include "records/record.h"

namespace hearts::app {

// "hearts-classic-1234.json"
std::string recordFileName(const Match& match);

struct OpenedGame {
  std::optional<Match> match;
  std::optional<Match> expertInChair;  // the expert's game on the same deals, if kept
  std::optional<DailyTag> daily;       // the daily deal it is
  std::optional<TableLevels> level;  // the bots' levels the record names, when the bots have them
  std::string message;  // for the player: what was opened, or why nothing was
};
// A file's text as a game record; `name` is the file's name, for the message. The game goes on
// at the level it was played at, where the record names one.
OpenedGame openGameFile(const std::string& name, const std::string& text);

// What the player is told of a Save game or Open game (platform::FileOutcome): where the
// file went, in full; empty for a cancelled dialog, which needs no words.
std::string fileOutcomeNotice(const platform::FileOutcome& outcome);

// The launch parameters that deal this game again: "seed=1234&preset=classic&level=hard"
// ("level=random/expert/expert" where the seats' levels differ).
// Rules that match no preset travel as JSON in "rules".
std::string dealQuery(const Match& match, const TableLevels& levels);
// The launch parameters of a daily deal: "daily=2026-11-28" (the date alone, never the cards).
std::string dailyQuery(Date date);

}  // namespace hearts::app

// Game records: one JSON text with the rules, the seed and every action. Loading replays
// the actions through the rules, so a loaded record is exactly the state that was saved.
//
// {"format":"hearts-record","version":1,
//  "rules":{"pass_count":3,"qs_breaks_hearts":false,...},"seed":"12345",
//  "actions":[{"pass":[0,"2C 5D QS"]},{"play":[1,"2C"]},{"moon":[2,"add_to_others"]},...],
//  "assists":{"hints":2,"undos":1,"tracker":1},"level":"hard"}
// "assists" (the player's hints and undos, and the hands in which the played-cards tracker
// was looked at: "tracker", left out when 0, for records written before it load alike) is
// optional and left out when all are 0;
// "level" (the bots' level the game was played at) is optional too: records that name none,
// such as those written before it or by the arena, whose seats play at different levels,
// load all the same. So are the three that came later:
//  "levels":["random","expert","expert"]   each opponent's level (seats 1, 2 and 3) where
//      they differ (a custom table), written instead of "level";
//  "expert_in_chair":{"level":"expert","actions":[...]}   the same deals played with the
//      expert in seat 0 (session/expert_chair.h), actions as above, from the same rules and seed;
//  "daily":{"date":"2026-11-28","on_the_day":true}        a daily deal (session/daily.h): its
//      date, and whether this attempt began on that day (UTC), so that it may count.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/date.h"
#include "core/level.h"
#include "core/match.h"

namespace hearts {

// A daily deal's date and whether the attempt began on that day.
struct DailyTag {
  Date date;
  bool onTheDay = false;
  bool operator==(const DailyTag&) const = default;
};

// What a record may carry besides the game; all of it optional.
struct RecordNotes {
  std::string level;                     // the bots' level; left out when empty
  const Match* expertInChair = nullptr;  // the expert's game on the same deals
  std::optional<DailyTag> daily;
  std::optional<TableLevels> levels;     // each opponent's level, where they differ
};

// `level`: the bots' level, left out of the record when empty.
std::string saveRecord(const Match& match, std::string_view level = {});
std::string saveRecord(const Match& match, const RecordNotes& notes);

struct LoadedRecord {
  std::optional<Match> match;  // set only when the whole record is valid
  std::string level;           // the bots' level the record names, or empty
  std::optional<TableLevels> levels;  // each opponent's level, where the record names them
  std::optional<Match> expertInChair;  // the expert's game on the same deals, if kept
  std::optional<DailyTag> daily;
  std::string error;           // otherwise: what is wrong and where
};
LoadedRecord loadRecord(std::string_view text);

// The rules as the JSON object used in records and in bot-protocol.md's "rules".
std::string rulesToJson(const Rules& rules);
// Parses such an object; unknown keys are ignored, missing keys keep `base`'s values.
std::optional<Rules> rulesFromJson(std::string_view json, const Rules& base, std::string* error);

}  // namespace hearts

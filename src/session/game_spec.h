// What a game is, decided once before it starts: the match (new, or restored from a record),
// the bots' levels (one a seat) and seed, the pace, whether it is a daily deal, whether the expert plays
// the same hands in the player's chair, and what the player may do. GameSession is built from
// one; what the player's settings may change during a game is Choices, which
// GameSession::follow applies.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include "core/level.h"
#include "core/match.h"
#include "records/record.h"
#include "session/pacing.h"

namespace hearts::session {

struct GameSpec {
  GameSpec(Match game, const TableLevels& botLevels, const Pacing& pace, std::uint64_t seedOfBots)
      : match(std::move(game)), levels(botLevels), pacing(pace), botSeed(seedOfBots) {}

  Match match;
  TableLevels levels;  // each opponent's level
  Pacing pacing;
  std::uint64_t botSeed = 0;
  // A daily deal (session/daily.h): played unaided (no hints, no undo), and the expert in the
  // player's chair plays it too, since its par is the expert's total.
  std::optional<DailyTag> daily;
  bool expertInChair = false;
  // The expert's game as a record kept it; ignored when it is not a game of these deals.
  std::optional<Match> expertGame;
  bool undo = true;
  // The player's only legal card is played by itself, a moment after the turn comes.
  bool autoPlaySingle = false;
  // The player's seat is played by a bot too, and hands follow each other by themselves
  // (demonstrations and smoke tests): no help, no undo, no expert in the chair.
  bool autoplay = false;
  // The seat the bots defend against from the first card, as one that goes for the moon
  // whenever it can (BotRunner::watchShooter), -1 for none.
  int watchedShooter = -1;
};

// What the player's settings decide at the table, and may change during a game
// (GameSession::follow): a daily deal keeps its own level and plays without undo, and always
// has the expert in the player's chair.
struct Choices {
  TableLevels levels;  // each opponent's level
  Pacing pacing;
  bool undo = true;
  bool autoPlaySingle = false;
  bool expertInChair = false;
};

}  // namespace hearts::session

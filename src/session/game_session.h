// The game a player plays, without SDL, in three parts with one job each: the table (the
// match, the stage it shows, the cards moving, the news), the player's desk (what the player
// does) and the coach (hint, analysis, tracker, the expert in the player's chair). The session
// owns them, seats the bots and moves everything on, frame by frame, in update(). The screen
// reads the parts and hands the player's intents to apply(); tests drive it with a virtual
// clock.
//
// Two clocks: `now` (milliseconds, passed to update() and the actions) paces animations and
// may be virtual; the bot runner's wall clock bounds how long the bots think, because their
// budget is real time.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "session/bot_runner.h"
#include "session/coach.h"
#include "session/desk.h"
#include "session/game_spec.h"
#include "session/intent.h"
#include "session/table.h"

namespace hearts::session {

class GameSession final : Table::Listener {
 public:
  using Clock = BotRunner::Clock;
  using BotFactory = BotRunner::Factory;

  // The game `spec` describes, shown as it stands at `now`. Bots come from ai::makeBot unless
  // a factory is given (tests); their wall clock is the steady clock unless one is given.
  explicit GameSession(GameSpec spec, double now, Clock wallClock = {}, BotFactory factory = {});
  GameSession(const GameSession&) = delete;
  GameSession& operator=(const GameSession&) = delete;

  const Table& table() const { return table_; }
  Table& table() { return table_; }
  const Desk& desk() const { return desk_; }
  Desk& desk() { return desk_; }
  const Coach& coach() const { return coach_; }
  Coach& coach() { return coach_; }
  const Match& match() const { return table_.match(); }
  const GameState& state() const { return table_.state(); }

  // The game as a record (records/record.h): rules, seed, every action so far and the level,
  // the expert's game in the player's chair and the daily deal it is, where they are.
  std::string record() const;
  // Grows whenever what the record holds changes: an action, a learning aid counted, a hand
  // the expert in the player's chair finished (the app saves when it changes).
  std::uint64_t recordVersion() const;
  const std::optional<DailyTag>& daily() const { return daily_; }

  // What the player asks (intent.h), carried out if the game allows it now; false when it
  // does not (the status line says why, where there is a reason to give).
  bool apply(const Intent& intent, double now);
  // The player's settings as they now stand: a daily deal keeps its level and undo.
  void follow(const Choices& choices);

  // The levels the bots play at, a seat each; a change (follow) holds from their next
  // decision and is told in a notice.
  TableLevels levels() const { return bots_.levels().value_or(TableLevels()); }
  int watchedShooter() const { return bots_.watchedShooter(); }

  // Advance bots and timers. Bots think for at most `thinkMs` of wall-clock time per call.
  void update(double now, double thinkMs);
  // Is anything moving or thinking at the table? If not, nothing changes there until the
  // player acts.
  bool busy(double now) const;
  // With nothing busy: the time the picture changes by itself next (a message expiring), or
  // infinity.
  double wakeAt(double now) const;
  // The bot whose turn it is, once it has thought long enough for the table to say so (the
  // status line says "… is thinking" and its plate shows it); -1 otherwise.
  int botThinking(double now) const;
  const BotRunner& bots() const { return bots_; }

  // Non-empty once: a notice for the app (e.g. "Level medium is not available").
  std::string takeNotice();
  // What happened at the table since the last call, in order (events.h).
  std::vector<GameEvent> takeEvents() { return table_.news().events.take(); }

 private:
  void matchChanged() override { coach_.dropHint(); }
  void stageEntered(bool restoredBetweenHands) override;
  void handScored() override { coach_.handScored(); }

  unsigned botSeats() const { return autoplay_ ? 0xFu : 0xEu; }
  int actingBot() const;
  // The bots' part of a frame: the bot to act thinks, claims or plays. True when the table
  // changed.
  bool playBots(double now, double wallDeadline);
  void applyBotDecision(double now);
  void setLevels(const TableLevels& levels);

  BotRunner bots_;
  Table table_;
  Coach coach_;
  Desk desk_;
  std::optional<DailyTag> daily_;
  bool autoplay_;
  double thinkingSince_ = 0;  // when the bot now thinking began (animation clock)
  Stage seenStage_ = Stage::Passing;
  double stageSince_ = 0;
};

}  // namespace hearts::session

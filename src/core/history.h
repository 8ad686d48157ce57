// A game's history read back: its actions replayed from the deal, one at a time, each in the
// hand it belongs to. What the review of a hand, the statistics, a record's reader, taking
// plays back and the bots' moon watch all read a game with, so that they agree on when a hand
// starts and ends.
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

#include "core/match.h"

namespace hearts {

// Applies `a` as the game's next action: the next hand is dealt first when the last one was
// scored, as a history needs (the deal is no action of its own). The rules' objection when
// they refuse it, and nothing applied then.
ActionError applyInTurn(Match& match, const Action& a);

// A game replayed from its deal, forward only. A scored hand's end (HandOver, or GameOver
// after the last) stays in view until the walk goes on, and the next hand is dealt only when
// an action of it follows: the game as it stood, never a deal it had not reached.
class Replay {
 public:
  // The actions of `game`, which must outlive the replay. They were legal when the game took
  // them, so each is legal again here.
  explicit Replay(const Match& game);

  // The game so far: the first applied() actions of the one replayed.
  const Match& match() const { return match_; }
  const GameState& state() const { return match_.state(); }
  std::size_t applied() const { return match_.actions().size(); }
  bool atEnd() const { return applied() == actions_->size(); }

  // To just before the next action: its hand dealt if the last was scored, so that state()
  // is what next() is applied to. False at the end.
  bool beforeNext();
  const Action& next() const { return (*actions_)[applied()]; }  // not at the end
  // Applies next(); nothing at the end.
  void step();

  // Steps until `n` actions are applied, or the end.
  void stepTo(std::size_t n);
  // Steps to hand `handNumber` dealt and none of it played. False when the walk is past that
  // point or the actions end before it.
  bool toHandStart(int handNumber);
  // Steps to hand `handNumber` as it was scored: its HandOver, or GameOver after the last
  // hand. False when the walk is past that point or the actions end before it.
  bool toHandEnd(int handNumber);

  // The game replayed so far, to keep.
  Match take() && { return std::move(match_); }

 private:
  const std::vector<Action>* actions_;
  Match match_;
};

}  // namespace hearts

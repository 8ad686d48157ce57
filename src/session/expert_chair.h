// The expert in your chair: the player's game played again, unseen, with the expert in the
// player's seat. The same seed deals the same hands, the same pass directions follow, and the
// opponents are the table's own bots with the same seeds (ai/table_seeds.h): where the expert
// plays as the player did they answer the same, elsewhere they answer the expert's cards as
// they would. It is exactly the game hearts-arena plays with expert in seat 0 and the table's
// level in the others, --page-seeds (tests/arena proves it), so the comparison is duplicate
// Hearts: the same cards, the player's points against the expert's.
//
// The expert's game goes on one hand at a time, each as soon as the player's hand is dealt,
// one decision after another in slices between frames, every seat's bot on the level's own
// budget of playouts (never a clock, so the replay is the same on every machine).
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "core/match.h"
#include "session/bot_runner.h"
#include "session/slicer.h"

namespace hearts::session {

// One hand of the player's game beside the same hand of the expert's: what it added to
// seat 0's total in each.
struct ExpertHand {
  int handNumber = 0;
  int player = 0;
  int expert = 0;
  bool operator==(const ExpertHand&) const = default;
};

// The hands both games have scored, in order.
std::vector<ExpertHand> compareHands(const Match& player, const Match& expert);
// The player's points over those hands minus the expert's: negative is better.
int pointsOverExpert(const std::vector<ExpertHand>& hands);

class ExpertChair {
 public:
  // The expert's game of the game dealt from `seed` under `rules`, not yet begun.
  ExpertChair(const Rules& rules, std::uint64_t seed);
  ~ExpertChair();
  ExpertChair(ExpertChair&&) noexcept;
  ExpertChair& operator=(ExpertChair&&) noexcept;

  // The expert's game as a record kept it: false (and nothing changed) when it is not a game
  // of these rules and seed.
  bool restore(const Match& expertGame);
  // The expert's game so far.
  const Match& game() const { return game_; }
  // Hands scored in it.
  int handsDone() const { return static_cast<int>(game_.hands().size()); }
  bool over() const { return game_.state().phase() == Phase::GameOver; }

  // The expert plays up to the end of hand `handNumber` (the player's hand now dealt).
  void playThrough(int handNumber) { target_ = std::max(target_, handNumber); }
  int target() const { return target_; }
  // Work is due: a hand asked for (or hand `handNumber`) is not scored yet.
  bool thinking() const { return dueFor(target_); }
  bool dueFor(int handNumber) const;
  // Decides until the hands asked for are scored or the wall clock reaches `wallDeadline`.
  // The bots are the table's (`table`: its seed, its level and whom it watches for the moon,
  // its factory); the player's seat gets an expert.
  void think(const BotRunner& table, double wallDeadline);
  // Decisions made so far, the wall clock spent inside think() on them, and the longest one
  // call of think() took (what it held a frame).
  int decisions() const { return decisions_; }
  double busyMs() const { return busyMs_; }
  double longestCallMs() const { return longestCallMs_; }

 private:
  void begin(const BotRunner& table);
  void thinkUntil(const BotRunner& table, double wallDeadline);

  Match game_;
  int target_ = 0;
  bool broken_ = false;  // a bot answered what the rules refuse: the game stops there
  std::unique_ptr<ai::Bot> bot_;  // deciding for `seat_`, or none
  int seat_ = -1;
  Slicer slicer_;
  int decisions_ = 0;
  double busyMs_ = 0;
  double longestCallMs_ = 0;
};

}  // namespace hearts::session

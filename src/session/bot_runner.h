// The bots at the table and their thinking, in slices that fit between frames.
//
// Each decision gets a bot of its own, seeded from the runner's seed (the table's:
// tableSeed()), the seat and the moment of the game (ai/table_seeds.h): a game with the same
// seeds plays the same, also after a play is taken back or the game is reloaded, whoever
// passed first. A decision starts with begin() and goes on with think()
// calls, each bounded by a wall-clock deadline; a bot that runs past its budget (the page's
// cap of about a second) is stopped and its best answer so far is taken. The runner counts
// how long each decision kept the table waiting.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/level.h"
#include "session/slicer.h"

namespace hearts::ai {
class Bot;
struct Decision;
struct BotConfig;
}  // namespace hearts::ai

namespace hearts::session {

// How long the bots' decisions took, from the first slice to the answer (wall clock, frames
// in between included): what a player waits on a bot, pacing aside.
struct BotTiming {
  int decisions = 0;
  double totalMs = 0;
  double maxMs = 0;
  double busyMs = 0;  // the part spent inside think() calls
};

// The seed of the bots at the table of the game dealt from `gameSeed` (ai::tableSeed).
std::uint64_t tableSeed(std::uint64_t gameSeed);

class BotRunner {
 public:
  using Clock = std::function<double()>;  // wall-clock milliseconds
  using Factory =
      std::function<std::unique_ptr<ai::Bot>(const ai::BotConfig& config, std::uint64_t seed)>;

  // Bots come from ai::makeBot unless a factory is given (tests); the wall clock is the
  // steady clock unless one is given.
  BotRunner(std::uint64_t seed, Clock wall = {}, Factory factory = {});
  ~BotRunner();
  BotRunner(BotRunner&&) noexcept;
  BotRunner& operator=(BotRunner&&) noexcept;

  // Bots of `levels` (each seat its own; TableLevels::of) in the seats of `seats` (a bit
  // each), none elsewhere. A bot's seed does not depend on its level (ai::decisionSeed).
  void seat(const TableLevels& levels, unsigned seats);
  // The levels seated; none before the first seat().
  const std::optional<TableLevels>& levels() const { return levels_; }
  // The seat the bots take for one that goes for the moon whenever it can (ai::MoonWatch
  // learned it over many hands), -1 for none: medium, hard and expert then defend against
  // it from the first card (told_shooter); random and easy play as before.
  void watchShooter(int seat) { watched_ = seat >= 0 && seat < 4 ? seat : -1; }
  int watchedShooter() const { return watched_; }
  // What `seat`'s bot is: the level seated there, told of the watched seat (by its place after
  // `seat`) where the level can be told and the seat is not the watched one.
  ai::BotConfig botFor(int seat) const;
  bool plays(int seat) const { return (seats_ >> (seat & 3)) & 1u; }

  // `seat`'s bot starts deciding about `view` (GameState::viewFor(seat)), for at most
  // `budgetMs` of wall-clock time; `moment` (ai::decisionMoment of the game) seeds it.
  void begin(int seat, const GameState& view, double budgetMs, std::uint64_t moment);
  // The seat whose bot is deciding (or has decided and waits to act), -1 when none.
  int thinkingSeat() const { return seat_; }
  Phase thinkingPhase() const { return phase_; }
  bool decided() const { return seat_ >= 0 && decided_; }
  // Thinks until the bot decides or the wall clock reaches `wallDeadline`; true once decided.
  bool think(double wallDeadline);
  // The decision of the bot that decided; the runner is idle afterwards.
  ai::Decision take();
  // Forgets the decision in progress.
  void stop() { seat_ = -1; }

  const BotTiming& timing() const { return timing_; }
  double wallNow() const { return wall_(); }
  const Clock& wall() const { return wall_; }
  std::uint64_t seed() const { return seed_; }
  // A bot configured so, seeded with `seed`, as this runner makes them (a random bot where
  // the factory makes none).
  std::unique_ptr<ai::Bot> makeBot(const ai::BotConfig& config, std::uint64_t seed) const;

 private:
  std::uint64_t seed_;
  Clock wall_;
  Factory factory_;
  std::optional<TableLevels> levels_;
  unsigned seats_ = 0;
  int watched_ = -1;
  std::unique_ptr<ai::Bot> bot_;  // the bot deciding now
  BotTiming timing_;

  int seat_ = -1;
  Phase phase_ = Phase::Passing;
  Slicer slicer_;
  bool decided_ = false;
};

}  // namespace hearts::session

// Who sits in a seat: a built-in bot driven through the anytime interface, or an external
// program spoken to through the bot protocol, which falls back to a built-in bot at its
// first fault. Each worker thread has its own agents; what they share (which players have
// been replaced, the list of faults) lives in the FaultBoard.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <ostream>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "ai/moon_watch.h"
#include "arena/child_process.h"
#include "arena/levels.h"
#include "arena/protocol.h"

namespace hearts::arena {

// Where a decision was asked, for fault messages.
struct MoveContext {
  int unit = 0;       // 0-based deal block (hands mode) or game
  int rotation = 0;   // duplicate rotation
  int player = 0;     // index of the player (its seat in rotation 0)
  int seat = 0;       // where that player sits in this match
};

struct FaultRecord {
  int player = 0;
  int seat = 0;
  std::string name;           // the player's name
  FaultKind kind = FaultKind::Garbled;
  std::string request;        // "hello", "pass", "play", "moon", "hand_end", ...
  int unit = 0;
  int rotation = 0;
  int handNumber = 0;
  int trick = 0;              // 1-based trick of a play request, else 0
  std::string what;           // what was wrong
  std::string message;        // the whole sentence, as printed
  std::string replacement;    // the built-in level that took over ("" if none did)
  Message requestMessage;     // what the bot was sent (null for built-in bots)
};

class FaultBoard {
 public:
  explicit FaultBoard(std::ostream* log) : log_(log) {}
  bool replaced(int player) const { return replaced_[static_cast<std::size_t>(player)].load(); }
  // Records the fault, prints its message at once and, when `replace`, marks the player as
  // handed to its fallback for the rest of the match (in every worker).
  void report(FaultRecord record, bool replace);
  std::vector<FaultRecord> faults() const;
  // External players are known by the name they give in hello.
  void setName(int player, const std::string& name);
  std::string name(int player, const std::string& otherwise) const;

 private:
  std::ostream* log_;
  mutable std::mutex mutex_;
  std::array<std::atomic<bool>, 4> replaced_{};
  std::vector<FaultRecord> faults_;
  std::array<std::string, 4> names_;
};

class Agent {
 public:
  virtual ~Agent() = default;
  // A fresh match: built-in bots are made anew from this seed, so a match's moves depend on
  // its own seeds only, not on which thread or in which order it is played.
  virtual void startMatch(std::uint64_t botSeed) = 0;
  // --page-seeds: the next decision's built-in bot is made afresh from this seed, as the
  // game's table in the page makes each of its bots.
  virtual void seedDecision(std::uint64_t /*seed*/) {}
  // Called before each decision, outside the time per move that is measured: an external
  // bot is started and greeted here the first time.
  virtual void prepare(int /*seat*/, const MoveContext& /*where*/) {}
  // `state` is the referee's full state; the agent passes on only what `seat` may know.
  virtual ai::Decision decide(const GameState& state, int seat, const MoveContext& where) = 0;
  virtual void notify(const Message& /*message*/, const MoveContext& /*where*/) {}
  // A hand of `match` has just been scored; the agent sits in `seat`.
  virtual void handOver(const Match& /*match*/, int /*seat*/) {}
  // The end of the run: external bots get bye and are waited for.
  virtual void finish() {}
};

class BuiltinAgent final : public Agent {
 public:
  // `level` is a level or a variant as parseBotSpec reads it (checked already).
  BuiltinAgent(std::string level, ai::Budget budget);
  void startMatch(std::uint64_t botSeed) override;
  void seedDecision(std::uint64_t seed) override;
  ai::Decision decide(const GameState& state, int seat, const MoveContext& where) override;
  const std::string& level() const { return level_; }

  // Watching for moons (--watch-moons): the agent of `player` keeps an ai::MoonWatch of
  // each other player over every hand it sees, and from the next match on seats its bot
  // with told_shooter for the one it takes for a shooter (medium, hard, expert, the
  // shooter and the search levels' variants; other levels only watch). The watch lives as long as the
  // worker, so results then depend on the order of a worker's matches: the same run by run
  // on one thread.
  void watchMoons(int player, std::ostream* log);
  void handOver(const Match& match, int seat) override;
  void finish() override;
  // How many seats after this one sits the player taken for a shooter, 0 for none (or
  // when the level cannot be told).
  int watchedShooter() const;

 private:
  // A bot as seated for this match: a sparring partner's (arena/sparring.h) or matchConfig_'s.
  std::unique_ptr<ai::Bot> makeBot(std::uint64_t seed) const;

  std::string level_;
  BotSpec config_;       // level_ as read
  BotSpec matchConfig_;  // the bot as seated for this match (told a shooter, perhaps)
  ai::Budget budget_;
  std::unique_ptr<ai::Bot> bot_;
  int player_ = -1;  // watching when >= 0
  std::ostream* log_ = nullptr;
  std::array<ai::MoonWatch, 4> watch_{};     // by how many seats after this one
  std::array<int, 4> toldMatches_{};          // matches played with that player told
  int matches_ = 0;
};

struct ExternalLimits {
  double moveMs = 5000;    // per answer, grace included
  double helloMs = 10000;  // for the first answer (interpreters take a while to start)
  double byeMs = 1000;     // to exit after bye before it is killed
  std::string describe;    // how moveMs came about, for "late" messages
};

class ExternalAgent final : public Agent {
 public:
  ExternalAgent(int player, std::string command, const Rules& rules, ExternalLimits limits,
                FaultBoard& board, std::unique_ptr<BuiltinAgent> fallback);
  ~ExternalAgent() override;
  void startMatch(std::uint64_t botSeed) override;
  void seedDecision(std::uint64_t seed) override { fallback_->seedDecision(seed); }
  void prepare(int seat, const MoveContext& where) override;
  ai::Decision decide(const GameState& state, int seat, const MoveContext& where) override;
  void notify(const Message& message, const MoveContext& where) override;
  void finish() override;

 private:
  bool ensureStarted(int seat, const MoveContext& where);
  // Sends one line and, unless `expectAnswer` is false, reads the answer into `answer`.
  // On trouble fills `fault` and returns false.
  bool exchange(const Message& request, bool expectAnswer, double limitMs, std::string& answer,
                Fault& fault);
  Fault endOfOutputFault(const char* when);
  void fault(const Fault& f, const Message& request, const GameState* state, int seat,
             const MoveContext& where);

  int player_;
  std::string command_;
  Rules rules_;
  ExternalLimits limits_;
  FaultBoard& board_;
  std::unique_ptr<BuiltinAgent> fallback_;
  std::unique_ptr<ChildProcess> process_;
  bool started_ = false;
};

}  // namespace hearts::arena

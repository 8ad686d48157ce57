// Hints: the expert's advice on the player's decision (ai/advisor.h), worked out in slices
// between frames, and what the table shows of it.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "core/game.h"
#include "session/slicer.h"

namespace hearts::ai {
class Advisor;
}  // namespace hearts::ai

namespace hearts::session {

// The advice as the table shows it.
struct Hint {
  struct Option {
    CardSet cards;              // a card and those alike, or a pass set
    double expectedPoints = 0;  // the player's points from here to the end of the hand
    double cost = 0;            // points lost against the best choice
  };
  bool ready = false;        // false while the expert thinks
  bool passing = false;
  bool forced = false;       // one choice only
  bool gameAtStake = false;  // the hand can end the game: the advice weighs winning it
  std::vector<Option> options;  // the expert's choice first, then the cheapest
  int guardsMoonOf = -1;        // the first guards against this seat's moon (ai::Advice)
  bool cheapestShoots = false;  // the cheapest choice is a try for the moon (ai::Advice)
  std::int64_t playouts = 0;
  double thinkMs = 0;           // wall clock from the request to the advice
  CardSet best() const { return options.empty() ? CardSet() : options.front().cards; }
};

class HintRunner {
 public:
  HintRunner();
  ~HintRunner();
  HintRunner(HintRunner&&) noexcept;
  HintRunner& operator=(HintRunner&&) noexcept;

  // Starts advising `seat` on `view` (its view of the game) with the expert's default budget,
  // at most `budgetMs` of wall clock. `also`: a pass set to weigh too (empty: none).
  void start(const GameState& view, int seat, std::uint64_t seed, double wallNow, double budgetMs,
             std::int64_t playouts = 0, CardSet also = {});
  bool running() const { return running_; }
  // Thinks until done or the wall clock reaches `wallDeadline`; true once the advice is ready.
  bool think(const Slicer::Clock& wall, double wallDeadline);
  Hint result() const;
  void stop() { running_ = false; }

 private:
  std::unique_ptr<ai::Advisor> advisor_;
  Slicer slicer_;
  bool running_ = false;
  bool ready_ = false;
};

}  // namespace hearts::session

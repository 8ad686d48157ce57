// After a hand: the player's decisions that cost points, as the expert sees them. Each of the
// player's passes and plays in the hand is judged again from what the player knew then
// (ai/advisor.h), one decision after another in slices between frames; every one that cost
// points is kept, with the better choice and what it would have saved: the score sheet names
// the (at most three) costliest, the review shows each at its card.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "core/match.h"
#include "session/hint.h"

namespace hearts::session {

struct CostlyDecision {
  int trick = -1;   // the trick (0-based) of a play, -1 for the pass
  CardSet played;   // the card played, or the set passed
  CardSet better;   // the expert's choice (a card and those alike, or a set)
  double cost = 0;  // expected points lost by the choice made
  // The hand could end the game: the cost also weighs the chance of winning it, in points.
  bool gameAtStake = false;
};

struct HandAnalysis {
  int handNumber = 0;
  int decisions = 0;  // the player's decisions with a real choice
  int judged = 0;     // judged so far
  bool done = false;
  std::vector<CostlyDecision> costly;  // every decision that cost points, in order of play
  double thinkMs = 0;                  // wall clock from start to done

  // The `n` costliest decisions (a tie goes to the earlier), listed in order of play.
  std::vector<CostlyDecision> costliest(std::size_t n) const;
  // The decision at trick `trick` (-1: the pass) when it cost points; nullptr otherwise.
  const CostlyDecision* at(int trick) const;
};

class AnalysisRunner {
 public:
  // The score sheet names this many of the costly decisions.
  static constexpr int kMaxShown = 3;
  // A decision counts as costly from this many expected points lost.
  static constexpr double kMinCost = 0.5;
  // Playouts per decision: a fifth of the expert's budget for a card, enough to rank them.
  static constexpr std::int64_t kPlayouts = 20000;

  // Starts on the last finished hand of `match` (at HandOver or GameOver).
  void start(const Match& match, std::uint64_t seed, double wallNow);
  bool running() const { return !analysis_.done && !pending_.empty(); }
  // Judges decisions until done or the wall clock reaches `wallDeadline`; true when done.
  bool think(const Slicer::Clock& wall, double wallDeadline);
  const HandAnalysis& result() const { return analysis_; }
  void stop();

 private:
  struct Decision {
    std::size_t index;  // in the match's actions
    int trick;
  };
  void startNext(double wallNow);
  void judge(const Hint& advice);

  Match match_{Rules{}, 0};
  std::uint64_t seed_ = 0;
  std::vector<Decision> pending_;
  HintRunner runner_;
  HandAnalysis analysis_;
  double startedAt_ = 0;
};

}  // namespace hearts::session

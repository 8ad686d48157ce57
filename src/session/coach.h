// The help the session gives the player: a hint on request, and after each hand the analysis
// of the player's decisions. Both think in slices between frames, at times when no bot does.
#pragma once

#include <cstdint>
#include <optional>

#include "core/match.h"
#include "session/analysis.h"
#include "session/hint.h"

namespace hearts::session {

class Coach {
 public:
  explicit Coach(std::uint64_t seed) : seed_(seed) {}

  // A hint on the player's (seat 0's) decision in `state`, with at most `budgetMs` of wall
  // clock; `actions` (the game's action count) seeds it, so the same position gets the same hint.
  void requestHint(const GameState& state, std::size_t actions, double wallNow, double budgetMs);
  const std::optional<Hint>& hint() const { return hint_; }
  void dropHint();

  // Analyses the last finished hand of `match`.
  void analyse(const Match& match, double wallNow);
  const std::optional<HandAnalysis>& analysis() const { return analysis_; }
  void dropAnalysis();

  bool thinking() const { return hints_.running() || (analysis_ && !analysis_->done); }
  // The hint first, then the analysis, until the wall clock reaches `wallDeadline`.
  void think(const Slicer::Clock& wall, double wallDeadline);

 private:
  std::uint64_t seed_;
  HintRunner hints_;
  std::optional<Hint> hint_;
  AnalysisRunner analyser_;
  std::optional<HandAnalysis> analysis_;
};

}  // namespace hearts::session

// The help the session gives the player: a hint on request, and after each hand the analysis
// of the player's decisions. Both think in slices between frames, at times when no bot does.
#pragma once

#include <cstdint>
#include <map>
#include <optional>

#include "core/match.h"
#include "session/analysis.h"
#include "session/hint.h"

namespace hearts::session {

class AdviceRunner {
 public:
  explicit AdviceRunner(std::uint64_t seed) : seed_(seed) {}

  // A hint on the player's (seat 0's) decision in `state`, with at most `budgetMs` of wall
  // clock; `actions` (the game's action count) seeds it, so the same position gets the same hint.
  void requestHint(const GameState& state, std::size_t actions, double wallNow, double budgetMs);
  const std::optional<Hint>& hint() const { return hint_; }
  void dropHint();

  // Analyses the last finished hand of `match` at once (any analysis running or waiting is
  // dropped); it replaces what was kept of that hand.
  void analyse(const Match& match, double wallNow);
  // Analyses the last finished hand of `match` once the analysis running is done (the review
  // asks for a hand no analysis is kept of); it replaces any other waiting.
  void analyseLater(const Match& match, double wallNow);
  // The analysis running or last started.
  const std::optional<HandAnalysis>& analysis() const { return analysis_; }
  // The analysis of hand `handNumber`: the one running, or one finished (kept for the
  // review); nullptr when there is none.
  const HandAnalysis* analysisOf(int handNumber) const;
  // Stops the analysis running and the one waiting; the finished ones are kept.
  void dropAnalysis();

  bool thinking() const { return hints_.running() || (analysis_ && !analysis_->done) || next_; }
  // The hint first, then the analysis, until the wall clock reaches `wallDeadline`.
  void think(const Slicer::Clock& wall, double wallDeadline);

 private:
  std::uint64_t seed_;
  HintRunner hints_;
  std::optional<Hint> hint_;
  AnalysisRunner analyser_;
  std::optional<HandAnalysis> analysis_;
  std::optional<Match> next_;            // the hand to analyse after the one running
  std::map<int, HandAnalysis> kept_;  // finished analyses by hand number
};

}  // namespace hearts::session

#include "session/advice.h"

#include "core/rng.h"
#include "session/seats.h"

namespace hearts::session {

void AdviceRunner::requestHint(const GameState& state, std::size_t actions, double wallNow,
                        double budgetMs) {
  hints_.start(state.viewFor(kPlayerSeat), kPlayerSeat, mix64(seed_ ^ mix64(actions + 1)), wallNow, budgetMs);
  hint_ = Hint{};
  hint_->passing = state.phase() == Phase::Passing;
}

void AdviceRunner::dropHint() {
  hints_.stop();
  hint_.reset();
}

void AdviceRunner::analyse(const Match& match, double wallNow) {
  next_.reset();
  kept_.erase(match.state().handNumber());
  analyser_.start(match, mix64(seed_ ^ 0x616e616c79736973ull), wallNow);
  analysis_ = analyser_.result();
  if (analysis_->done) kept_[analysis_->handNumber] = *analysis_;
}

void AdviceRunner::analyseLater(const Match& match, double wallNow) {
  if (analysis_ && !analysis_->done) next_ = match;
  else analyse(match, wallNow);
}

const HandAnalysis* AdviceRunner::analysisOf(int handNumber) const {
  if (analysis_ && analysis_->handNumber == handNumber) return &*analysis_;
  const auto it = kept_.find(handNumber);
  return it == kept_.end() ? nullptr : &it->second;
}

void AdviceRunner::dropAnalysis() {
  analyser_.stop();
  analysis_.reset();
  next_.reset();
}

void AdviceRunner::think(const Slicer::Clock& wall, double wallDeadline) {
  if (hints_.running()) {
    if (!hints_.think(wall, wallDeadline)) return;
    hint_ = hints_.result();
  }
  if (analysis_ && !analysis_->done) {
    analyser_.think(wall, wallDeadline);
    analysis_ = analyser_.result();
    if (!analysis_->done) return;
    kept_[analysis_->handNumber] = *analysis_;
  }
  if (next_ && wall() < wallDeadline) {
    const Match match = std::move(*next_);
    analyse(match, wall());
  }
}

}  // namespace hearts::session

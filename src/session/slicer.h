// Thinking in slices between frames: calls a step function (a bot's think(), the advisor's)
// with a number of units of work it adapts so that each call takes a millisecond or two,
// until the work is done, the frame's deadline comes, or the work's own time budget is spent.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>

namespace hearts::session {

class Slicer {
 public:
  using Clock = std::function<double()>;  // wall-clock milliseconds

  // A new piece of work, begun now, allowed `budgetMs` of wall clock in all.
  void start(double now, double budgetMs) {
    startedAt_ = now;
    budgetMs_ = budgetMs;
    units_ = 8;
    busyMs_ = 0;
  }
  // Runs `step(units)` (true when the work is done) until it is done, or past the budget
  // (then the work counts as done too: its best answer so far is taken), or past
  // `wallDeadline` (false: more next frame).
  template <typename Step>
  bool run(const Clock& wall, double wallDeadline, Step step) {
    for (;;) {
      const double t0 = wall();
      const bool done = step(units_);
      const double t1 = wall();
      const double took = t1 - t0;
      busyMs_ += took;
      if (took < 0.5 && units_ < (std::int64_t{1} << 20)) units_ *= 2;
      else if (took > 3 && units_ > 1) units_ /= 2;
      if (done || t1 - startedAt_ >= budgetMs_) {
        finishedAt_ = t1;
        return true;
      }
      if (t1 >= wallDeadline) return false;
    }
  }
  // From the start to the end of the work, and the part of it spent inside the steps.
  double elapsedMs() const { return finishedAt_ - startedAt_; }
  double busyMs() const { return busyMs_; }

 private:
  double startedAt_ = 0;
  double finishedAt_ = 0;
  double budgetMs_ = 0;
  std::int64_t units_ = 8;
  double busyMs_ = 0;
};

}  // namespace hearts::session

#include "session/hint.h"

#include "ai/advisor.h"

namespace hearts::session {

HintRunner::HintRunner() : advisor_(std::make_unique<ai::Advisor>(0)) {}
HintRunner::~HintRunner() = default;
HintRunner::HintRunner(HintRunner&&) noexcept = default;
HintRunner& HintRunner::operator=(HintRunner&&) noexcept = default;

void HintRunner::start(const GameState& view, int seat, std::uint64_t seed, double wallNow,
                       double budgetMs, std::int64_t playouts, CardSet also) {
  advisor_ = std::make_unique<ai::Advisor>(seed);
  advisor_->begin(view, seat, playouts, budgetMs);
  if (!also.empty()) advisor_->considerPass(also);
  slicer_.start(wallNow, budgetMs);
  running_ = true;
  ready_ = false;
}

bool HintRunner::think(const Slicer::Clock& wall, double wallDeadline) {
  if (!running_) return ready_;
  if (slicer_.run(wall, wallDeadline, [this](std::int64_t units) { return advisor_->think(units); })) {
    running_ = false;
    ready_ = true;
  }
  return ready_;
}

Hint HintRunner::result() const {
  Hint h;
  const ai::Advice a = advisor_->advice();
  h.ready = ready_;
  h.passing = a.passing;
  h.forced = a.forced;
  h.gameAtStake = a.gameAtStake;
  h.guardsMoonOf = a.guardsMoonOf;
  h.cheapestShoots = a.cheapestShoots;
  h.playouts = a.playouts;
  h.thinkMs = ready_ ? slicer_.elapsedMs() : 0;
  for (const auto& o : a.options) h.options.push_back({o.cards, o.expectedPoints, o.cost});
  return h;
}

}  // namespace hearts::session

#include "session/table_timeline.h"

#include <algorithm>

namespace hearts::session {

void TableTimeline::clear(double now) {
  cards_.clear();
  winner_ = -1;
  hurriedAt_ = -1;
  hurried_ = false;
  turnReadyAt_ = now;
}

void TableTimeline::restore(const Trick& trick, double now) {
  clear(now);
  for (int i = 0; i < trick.count; ++i)
    cards_.push_back({trick.cards[static_cast<std::size_t>(i)], trick.seatOf(i), now - 1e6});
}

void TableTimeline::add(Card c, int seat, double now, int winner) {
  cards_.push_back({c, seat, now});
  if (full()) winner_ = winner;
}

double TableTimeline::flightProgress(const TableCard& c, double now) const {
  if (pacing_.flightMs <= 0) return 1;
  return std::clamp((now - c.playedAt) / pacing_.flightMs, 0.0, 1.0);
}

double TableTimeline::lastLandedAt() const {
  if (cards_.empty()) return turnReadyAt_;
  return std::max(turnReadyAt_, cards_.back().playedAt + pacing_.flightMs);
}

double TableTimeline::trickShownAt() const {
  return cards_.empty() ? 0 : cards_.back().playedAt + pacing_.flightMs;
}

double TableTimeline::collectProgress(double now) const {
  if (!full()) return 0;
  const double shown = trickShownAt();
  double start = shown + pacing_.trickHoldMs;
  if (hurried_) start = std::min(start, shown + kHurriedHoldMs);
  if (hurriedAt_ >= 0) start = std::min(start, std::max(shown, hurriedAt_));
  if (pacing_.collectMs <= 0) return now >= start ? 1 : 0;
  return std::clamp((now - start) / pacing_.collectMs, 0.0, 1.0);
}

void TableTimeline::hurry(double now) {
  if (!full()) hurried_ = true;
  else if (hurriedAt_ < 0) hurriedAt_ = now;
}

bool TableTimeline::busy(double now) const {
  if (full()) return true;
  return !cards_.empty() && now < cards_.back().playedAt + pacing_.flightMs;
}

bool TableTimeline::readyForNextCard(double now) const {
  return !full() && now >= lastLandedAt() + (hurried_ ? 0 : pacing_.botDelayMs);
}

}  // namespace hearts::session

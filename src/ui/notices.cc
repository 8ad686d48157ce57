#include "ui/notices.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hearts::ui {

void Notices::add(std::string text, double now) {
  items_.push_back({std::move(text), now, now + kShowMs});
}

void Notices::expire(double now) {
  items_.erase(std::remove_if(items_.begin(), items_.end(),
                              [now](const Notice& n) { return n.until <= now; }),
               items_.end());
}

void Notices::holdWaiting(const TableLayout& layout, TextMetrics& metrics, double now) {
  const std::size_t showing = boxes(layout, metrics, now).size();
  for (std::size_t i = showing; i < items_.size(); ++i) {
    items_[i].shownAt = now;
    items_[i].until = now + kShowMs;
  }
}

void Notices::giveWayToTrick(double now) {
  for (auto& n : items_) n.until = std::min(n.until, std::max(n.shownAt + kReadMs, now) + kFadeMs);
}

std::vector<Notices::Box> Notices::boxes(const TableLayout& layout, TextMetrics& metrics,
                                         double now) const {
  std::vector<Box> out;
  const float f = layout.font;
  const float w = std::min(layout.width - 2 * layout.pad, 30 * f);
  const float size = 0.9f * f;
  const float lineH = std::round(size * 1.3f);
  const float room = layout.passArrow.y - 0.3f * f;
  float y = layout.middle.y;
  for (const auto& n : items_) {
    Box box;
    box.lines = metrics.wrap(n.text, w - 1.4f * f, size);
    const float h = static_cast<float>(box.lines.size()) * lineH + 1.0f * f;
    if (!out.empty() && y + h > room) break;
    box.rect = {std::round(layout.width / 2 - w / 2), y, w, h};
    box.opacity = static_cast<float>(std::clamp((n.until - now) / kFadeMs, 0.0, 1.0));
    y += h + 0.4f * f;
    out.push_back(std::move(box));
  }
  return out;
}

bool Notices::dismissAt(Point p, const TableLayout& layout, TextMetrics& metrics) {
  const auto bs = boxes(layout, metrics, 0);
  for (std::size_t i = 0; i < bs.size(); ++i) {
    if (bs[i].rect.contains(p)) {
      items_.erase(items_.begin() + static_cast<std::ptrdiff_t>(i));
      return true;
    }
  }
  return false;
}

std::vector<std::string> Notices::shown(double now) const {
  std::vector<std::string> out;
  for (const auto& n : items_)
    if (n.until > now) out.push_back(n.text);
  return out;
}

double Notices::wakeAt(double now) const {
  double t = std::numeric_limits<double>::infinity();
  // A notice fades over its last kFadeMs: a frame each tick while it does.
  for (const auto& n : items_)
    if (n.until > now) t = std::min(t, std::max(now, n.until - kFadeMs));
  return t;
}

}  // namespace hearts::ui

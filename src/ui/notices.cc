#include "ui/notices.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hearts::ui {

namespace {

bool coversNone(const Rect& r, const std::vector<Rect>& keepClear) {
  return std::none_of(keepClear.begin(), keepClear.end(),
                      [&](const Rect& k) { return !intersect(r, k).empty(); });
}

struct Style {
  float size, lineH, padX, padY, gap;
};

Style styleFor(const TableLayout& t) {
  const float f = t.font;
  const float size = 0.9f * f;
  return {size, std::round(size * 1.3f), 0.7f * f, 0.5f * f, 0.4f * f};
}

}  // namespace

double Notices::showMs(const std::string& text) {
  // Characters, not bytes: UTF-8 continuation bytes do not count.
  const auto chars = std::count_if(text.begin(), text.end(),
                                   [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; });
  return std::clamp(kBaseMs + kPerCharMs * static_cast<double>(chars), kMinShowMs, kMaxShowMs);
}

void Notices::add(std::string text, double now) {
  items_.erase(std::remove_if(items_.begin(), items_.end(),
                              [&](const Notice& n) { return n.text == text; }),
               items_.end());
  const double until = now + showMs(text);
  items_.push_front({std::move(text), now, until});
}

void Notices::expire(double now) {
  items_.erase(std::remove_if(items_.begin(), items_.end(),
                              [now](const Notice& n) { return n.until <= now; }),
               items_.end());
}

void Notices::holdWaiting(const TableLayout& layout, TextMetrics& metrics,
                          const std::vector<Rect>& keepClear, double now) {
  const std::size_t showing = boxes(layout, metrics, keepClear, now).size();
  for (std::size_t i = showing; i < items_.size(); ++i) {
    items_[i].shownAt = now;
    items_[i].until = now + showMs(items_[i].text);
  }
}

std::vector<Notices::Box> Notices::boxes(const TableLayout& layout, TextMetrics& metrics,
                                         const std::vector<Rect>& keepClear, double now) const {
  std::vector<Box> out;
  if (items_.empty()) return out;
  const float f = layout.font;
  const Style st = styleFor(layout);
  const float widest = std::max(1.0f, std::min(layout.width - 2 * layout.pad, 30 * f));
  const auto heightAt = [&](const std::string& text, float w, std::vector<std::string>* lines) {
    auto wrapped = metrics.wrap(text, w - 2 * st.padX, st.size);
    const float h = static_cast<float>(wrapped.size()) * st.lineH + 2 * st.padY;
    if (lines) *lines = std::move(wrapped);
    return h;
  };

  // The column: the widest that fits, at the first free place from the top of the table's
  // middle down (where the player looks), then from the top of the window; each width tried
  // centred, then against the middle's sides, then against the window's.
  Rect first;
  bool found = false;
  for (float w : {widest, std::min(widest, 22 * f), std::min(widest, 16 * f)}) {
    const float h = heightAt(items_.front().text, w, nullptr);
    const float xs[] = {std::round(layout.width / 2 - w / 2), layout.middle.x,
                        layout.middle.right() - w, layout.pad, layout.width - layout.pad - w};
    const float step = std::max(1.0f, 0.25f * f);
    const auto search = [&](float from, float to) {
      for (float y = from; y + h <= to && !found; y += step)
        for (float x : xs) {
          const Rect r{std::round(x), std::round(y), w, h};
          if (r.x < 0 || r.right() > layout.width) continue;
          if (coversNone(r, keepClear)) {
            first = r;
            found = true;
            break;
          }
        }
    };
    search(layout.middle.y, layout.height - layout.pad);
    search(layout.pad, layout.middle.y + h);
    if (found) break;
  }
  if (!found) {
    // A window too small for any free place: the newest notice where the middle begins.
    first = {std::round(layout.width / 2 - widest / 2), layout.middle.y, widest,
             heightAt(items_.front().text, widest, nullptr)};
  }

  float y = first.y;
  for (const auto& n : items_) {
    Box box;
    const float h = heightAt(n.text, first.w, &box.lines);
    box.rect = {first.x, y, first.w, h};
    if (!out.empty() && (box.rect.bottom() > layout.height || !coversNone(box.rect, keepClear))) break;
    box.opacity = static_cast<float>(std::clamp((n.until - now) / kFadeMs, 0.0, 1.0));
    y += h + st.gap;
    out.push_back(std::move(box));
  }
  return out;
}

bool Notices::dismissAt(Point p, const TableLayout& layout, TextMetrics& metrics,
                        const std::vector<Rect>& keepClear) {
  const auto bs = boxes(layout, metrics, keepClear, 0);
  for (std::size_t i = 0; i < bs.size(); ++i) {
    if (bs[i].rect.contains(p)) {
      items_.erase(items_.begin() + static_cast<std::ptrdiff_t>(i));
      return true;
    }
  }
  return false;
}

bool Notices::dismissShown(const TableLayout& layout, TextMetrics& metrics,
                           const std::vector<Rect>& keepClear) {
  const std::size_t showing = boxes(layout, metrics, keepClear, 0).size();
  items_.erase(items_.begin(), items_.begin() + static_cast<std::ptrdiff_t>(showing));
  return showing > 0;
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

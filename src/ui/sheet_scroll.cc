// A sheet's rows scrolled, and where the open sheet stands.
#include "ui/sheet_scroll.h"

#include <algorithm>
#include <cmath>

namespace hearts::ui {

void scrollSheet(SheetView& v, float offset) {
  if (!v.scroll) return;
  SheetScroll& s = *v.scroll;
  const float to = std::clamp(std::round(offset), 0.0f, s.range());
  const float dy = s.offset - to;
  if (dy == 0) return;
  const auto move = [dy](auto& items) {
    for (auto& item : items)
      if (item.clip) item.rect = item.rect.offset(0, dy);
  };
  move(v.shapes);
  move(v.texts);
  move(v.cards);
  move(v.buttons);
  s.offset = to;
}

float offsetShowing(const SheetScroll& s, const Rect& r) {
  float to = s.offset;
  if (r.bottom() > s.view.bottom()) to += r.bottom() - s.view.bottom();
  // A row taller than the window shows from its top.
  if (r.y - (to - s.offset) < s.view.y) to = s.offset - (s.view.y - r.y);
  return std::clamp(to, 0.0f, s.range());
}

std::optional<float> ScrollState::offset(const ScrollKey& key) const {
  const std::optional<Place>& place = key.games ? games_ : opened_;
  if (place && place->key == key) return place->offset;
  return std::nullopt;
}

void ScrollState::set(const ScrollKey& key, float offset) {
  (key.games ? games_ : opened_) = Place{key, offset};
}

void ScrollState::reset() {
  opened_.reset();
  drag_.reset();
}

void ScrollState::forget() {
  reset();
  games_.reset();
}

std::optional<float> ScrollState::dragTo(Point at, float dragFrom) {
  if (!drag_) return std::nullopt;
  const float dy = at.y - drag_->from.y;
  if (!drag_->dragging && std::hypot(at.x - drag_->from.x, dy) > dragFrom) drag_->dragging = true;
  if (!drag_->dragging) return std::nullopt;
  // The rows follow the finger: dragged up, they show what lies below.
  return drag_->offset - dy;
}

std::optional<ScrollState::Drag> ScrollState::release() {
  std::optional<Drag> d = drag_;
  drag_.reset();
  return d;
}

}  // namespace hearts::ui

// Where the cards of a hand lie (layout.h): the player's hand in one or two rows, what shows
// of each card, its tab, a press on it, and the opponents' fanned backs.
#include "ui/layout.h"

#include <algorithm>
#include <cmath>

#include "ui/layout_proportions.h"

namespace hearts::ui {

using namespace proportions;

namespace {

// A short hand fits one row even when the full hand needs two.
bool fitsOneRow(const TableLayout& t, int count) {
  const float availW = t.width - 2 * t.pad;
  return t.handRows == 1 || t.cardW * (1 + kMinStep * static_cast<float>(count - 1)) <= availW;
}

}  // namespace

HandLayout layoutHand(const TableLayout& t, int count, std::uint32_t raisedMask) {
  HandLayout h;
  h.count = std::clamp(count, 0, 13);
  if (h.count == 0) return h;
  h.rows = fitsOneRow(t, h.count) ? 1 : 2;
  const int perRow[2] = {h.rows == 2 ? (h.count + 1) / 2 : h.count,
                         h.rows == 2 ? h.count / 2 : 0};
  const float availW = std::max(0.0f, t.width - 2 * t.pad);
  const int widest = perRow[0];
  const float step =
      widest > 1 ? std::clamp((availW - t.cardW) / static_cast<float>(widest - 1), 0.0f,
                              kMaxStep * t.cardW)
                 : 0.0f;
  const float frontY = t.height - t.pad - t.cardH;
  int index = 0;
  for (int row = 0; row < h.rows; ++row) {
    const float y = h.rows == 2 && row == 0 ? frontY - t.rowOffset : frontY;
    const int n = perRow[row];
    const float rowW = t.cardW + step * static_cast<float>(n - 1);
    const float x0 = std::round(t.width / 2 - rowW / 2);
    for (int i = 0; i < n; ++i, ++index) {
      const bool up = (raisedMask >> index) & 1u;
      h.cards[index] = {std::round(x0 + step * static_cast<float>(i)), up ? y - t.raise : y,
                        t.cardW, t.cardH};
    }
  }
  // What stays visible of each card: up to where the next card of its row starts, and for
  // the back row down to the top of the front-row cards in front of it.
  for (int i = 0; i < h.count; ++i) {
    Rect v = h.cards[i];
    const bool lastInRow = i == h.count - 1 || (h.rows == 2 && i == perRow[0] - 1);
    if (!lastInRow) v.w = std::min(v.w, h.cards[i + 1].x - v.x);
    if (h.rows == 2 && i < perRow[0]) {
      for (int j = perRow[0]; j < h.count; ++j) {
        const Rect& f = h.cards[j];
        if (f.x < v.right() && f.right() > v.x) v.h = std::min(v.h, f.y - v.y);
      }
    }
    v.w = std::max(0.0f, v.w);
    v.h = std::max(0.0f, v.h);
    h.visible[i] = v;
  }
  return h;
}

Rect focusOutline(const Rect& card, float f) { return card.inset(-0.25f * f); }

Rect cardTab(const Rect& card, const Rect& visible, float f, bool focused) {
  const float w = std::min(visible.w - 0.2f * f, 2.6f * f);
  const float h = 1.1f * f;
  const float bottom = focused ? focusOutline(card, f).y - 0.15f * f : card.y + h / 2;
  return {visible.x + (visible.w - w) / 2, bottom - h, w, h};
}

int hitTestHand(const HandLayout& h, Point p) {
  for (int i = h.count - 1; i >= 0; --i)
    if (h.cards[i].contains(p)) return i;
  return -1;
}

std::vector<BackPlacement> layoutBacks(const TableLayout& t, int seat, int count) {
  std::vector<BackPlacement> out;
  count = std::clamp(count, 0, 13);
  if (seat < 1 || seat > 3 || count == 0) return out;
  const float step = kBackStep * t.backW;
  const float span = step * static_cast<float>(count - 1);
  out.reserve(static_cast<std::size_t>(count));
  for (int i = 0; i < count; ++i) {
    const float d = -span / 2 + step * static_cast<float>(i);
    const Point a = t.anchor[seat];
    switch (seat) {
      case 1: out.push_back({{a.x, a.y + d}, 90}); break;
      case 2: out.push_back({{a.x - d, a.y}, 180}); break;
      default: out.push_back({{a.x, a.y - d}, 270}); break;
    }
  }
  return out;
}

}  // namespace hearts::ui

#include "ui/layout.h"

#include <algorithm>
#include <cmath>

namespace hearts::ui {

namespace {

// Proportions of the hand, in units of the card's own size.
constexpr float kRaise = 0.2f;       // a selected card rises by this much of its height
constexpr float kRowOffset = 0.42f;  // with two rows, the back row shows this much of itself
constexpr float kMinStep = 0.40f;    // each card in a row shows at least this much width
constexpr float kMaxStep = 0.62f;    // and never more, so a short hand still looks held
constexpr float kBackStep = 0.22f;   // spacing of an opponent's fanned backs
constexpr float kBackShown = 0.55f;  // opponents' fans are partly off the table's edge

float finiteOr(float v, float fallback) { return std::isfinite(v) ? v : fallback; }

// A short hand fits one row even when the full hand needs two.
bool fitsOneRow(const TableLayout& t, int count) {
  const float availW = t.width - 2 * t.pad;
  return t.handRows == 1 || t.cardW * (1 + kMinStep * static_cast<float>(count - 1)) <= availW;
}

// Sizes the regions of the table share, from the text size and the card's shape.
struct Sizes {
  float touchMin;  // the least height of a control under fingers (0 without touch): TableLayout's
  float plateW, plateH;  // a plate: a name line and a score line
  float rowGap;
  float pileW, pileH;  // a pile of won tricks
};

// The window, the text size and the margin.
void frameSizes(TableLayout& t, const LayoutParams& p) {
  t.width = std::max(1.0f, finiteOr(p.width, 1));
  t.height = std::max(1.0f, finiteOr(p.height, 1));
  t.dpr = std::clamp(finiteOr(p.dpr, 1), 0.25f, 8.0f);
  t.aspect = std::clamp(finiteOr(p.cardAspect, 1.4f), 1.0f, 2.0f);
  t.portrait = t.width < t.height * 0.95f;
  // Text grows with the window's area (in CSS pixels), within what stays comfortable, and
  // shrinks below that only in windows too small to play in anyway.
  const float cssW = t.width / t.dpr;
  const float cssH = t.height / t.dpr;
  float fontCss = std::clamp(std::sqrt(cssW * cssH) / 54.0f, 12.0f, 26.0f);
  fontCss = std::min(fontCss, std::max(4.0f, std::min(cssW, cssH) / 26.0f));
  t.font = std::round(fontCss * t.dpr);
  t.pad = std::max(1.0f, std::round(0.6f * t.font));
}

// The hand: as large as fits in one row, or in two overlapping rows when that makes the
// cards clearly larger (phones in portrait).
void handArea(TableLayout& t) {
  const float W = t.width;
  const float H = t.height;
  const float a = t.aspect;
  const float pad = t.pad;
  const float availW = std::max(1.0f, W - 2 * pad);
  const float oneRowW = std::min(availW / (1 + 12 * kMinStep),
                                 H * (t.portrait ? 0.24f : 0.27f) / (a * (1 + kRaise)));
  const float twoRowW =
      std::min(availW / (1 + 6 * kMinStep), H * 0.36f / (a * (1 + kRowOffset + kRaise)));
  t.handRows = twoRowW > 1.2f * oneRowW ? 2 : 1;
  t.cardW = std::max(1.0f, std::floor(t.handRows == 2 ? twoRowW : oneRowW));
  t.cardH = std::round(t.cardW * a);
  t.raise = std::round(kRaise * t.cardH);
  t.rowOffset = t.handRows == 2 ? std::round(kRowOffset * t.cardH) : 0;
  const float handTop = H - pad - t.cardH - t.rowOffset - t.raise;
  t.handArea = {pad, handTop, availW, H - pad - handTop};
}

// The player's row above the hand: plate on the left, hearts badge on the right, and the
// message between them (on a line of its own above them in portrait). Undo, Hint and the
// played-cards tracker, three pills between the plate and the badge (at the badge's end of
// the row, after the message, in landscape). In portrait they share the row's width between
// the pile of won tricks (its count's badge included) and the hearts badge, narrower when it
// is short. Returns where the open table above it ends.
float playerRow(TableLayout& t, const Sizes& z) {
  const float W = t.width;
  const float pad = t.pad;
  const float rowGap = z.rowGap;
  const float toolH = std::max(std::round(2.0f * t.font), z.touchMin);
  const float rowH = std::max(z.plateH, toolH);
  const float rowTop = t.handArea.y - rowGap - rowH;
  t.plate[0] = {pad, rowTop + (rowH - z.plateH) / 2, z.plateW, z.plateH};
  const float markW = std::round(7.0f * t.font);
  const float markH = std::round(1.9f * t.font);
  t.heartsMark = {W - pad - markW, rowTop + (rowH - markH) / 2, markW, markH};
  const float statusH = std::max(std::round(1.8f * t.font), z.touchMin);
  float toolW = std::round(4.6f * t.font);
  const float toolsY = rowTop + (rowH - toolH) / 2;
  float middleBottom;
  float toolsX;
  if (t.portrait) {
    t.status = {pad, rowTop - rowGap - statusH, t.handArea.w, statusH};
    middleBottom = t.status.y - rowGap;
    const float pileEnd = t.plate[0].right() + rowGap + z.pileW + std::round(0.7f * t.font);
    const float room = t.heartsMark.x - rowGap - pileEnd;
    toolW = std::max(1.0f, std::min(toolW, std::floor((room - 2 * rowGap) / 3)));
    const float toolsW = 3 * toolW + 2 * rowGap;
    toolsX = std::round(pileEnd + (room - toolsW) / 2);
  } else {
    const float toolsW = 3 * toolW + 2 * rowGap;
    toolsX = t.heartsMark.x - pad - toolsW;
    const float sx = t.plate[0].right() + rowGap + z.pileW + pad;
    t.status = {sx, rowTop + (rowH - statusH) / 2, std::max(0.0f, toolsX - pad - sx), statusH};
    middleBottom = rowTop - rowGap;
  }
  t.claimButton = Rect::centeredAt(t.status.center(), std::min(t.status.w, std::round(9.0f * t.font)),
                                   t.status.h);
  t.undoButton = {toolsX, toolsY, toolW, toolH};
  t.hintButton = {toolsX + toolW + rowGap, toolsY, toolW, toolH};
  t.trackerButton = {toolsX + 2 * (toolW + rowGap), toolsY, toolW, toolH};
  return middleBottom;
}

// The opponents: their backs partly past the edge of the table, as if held just out of view,
// and their plates; the open table between them and the player's row (which ends at
// `middleBottom`).
void opponents(TableLayout& t, const Sizes& z, float middleBottom) {
  const float W = t.width;
  const float H = t.height;
  const float pad = t.pad;
  const float plateW = z.plateW;
  const float plateH = z.plateH;
  t.backW = std::max(1.0f, std::round(t.cardW * (t.portrait ? 0.42f : 0.5f)));
  t.backH = std::round(t.backW * t.aspect);
  const float shown = kBackShown * t.backH;
  const float fanSpan = t.backW * (1 + 12 * kBackStep);

  t.anchor[2] = {W / 2, shown - t.backH / 2};
  const float northPlateY = shown + z.rowGap;
  t.plate[2] = {W / 2 - plateW / 2, northPlateY, plateW, plateH};
  const float middleTop = t.plate[2].bottom() + pad;

  const float sideBandTop = middleTop;
  const float sideBandH = std::max(0.0f, middleBottom - sideBandTop);
  const float stackH = fanSpan + z.rowGap + plateH;
  // West and east: the plate under the fan when the band between the north plate and the
  // player's row is tall enough, beside it otherwise (short, wide windows).
  const bool stacked = sideBandH >= stackH;
  float sideW;
  if (stacked) {
    sideW = std::max(plateW, shown);
    const float stackTop = sideBandTop + (sideBandH - stackH) / 2;
    const float fanCenterY = stackTop + fanSpan / 2;
    t.anchor[1] = {shown - t.backH / 2, fanCenterY};
    t.anchor[3] = {W - shown + t.backH / 2, fanCenterY};
    t.plate[1] = {pad, stackTop + fanSpan + z.rowGap, plateW, plateH};
  } else {
    sideW = shown + pad + plateW;
    const float centerY = sideBandTop + std::max(plateH, sideBandH) / 2;
    t.anchor[1] = {shown - t.backH / 2, centerY};
    t.anchor[3] = {W - shown + t.backH / 2, centerY};
    t.plate[1] = {shown + pad, centerY - plateH / 2, plateW, plateH};
  }
  t.plate[3] = {W - t.plate[1].x - plateW, t.plate[1].y, plateW, plateH};
  t.anchor[0] = {W / 2, H - pad - t.cardH / 2};

  const float middleLeft = pad + sideW + pad;
  t.middle = {middleLeft, middleTop, std::max(0.0f, W - 2 * middleLeft),
              std::max(0.0f, middleBottom - middleTop)};
}

// The trick: a cross of four cards, spread apart when there is room, overlapping when not;
// the Pass button and the pass's arrow in the middle too.
void trickCross(TableLayout& t, const Sizes& z) {
  const float pad = t.pad;
  const float a = t.aspect;
  const Point c = t.middle.center();
  const float innerW = std::max(1.0f, t.middle.w - 2 * pad);
  const float innerH = std::max(1.0f, t.middle.h - pad);
  t.trickW = std::max(1.0f, std::floor(std::min({t.cardW, innerW / 2.6f, innerH / (1.9f * a)})));
  t.trickH = std::round(t.trickW * a);
  const float hx = std::clamp((innerW / t.trickW - 1) / 2, 0.5f, 1.05f);
  const float vy = 0.45f;
  t.trick[0] = Rect::centeredAt({c.x, c.y + vy * t.trickH}, t.trickW, t.trickH);
  t.trick[1] = Rect::centeredAt({c.x - hx * t.trickW, c.y}, t.trickW, t.trickH);
  t.trick[2] = Rect::centeredAt({c.x, c.y - vy * t.trickH}, t.trickW, t.trickH);
  t.trick[3] = Rect::centeredAt({c.x + hx * t.trickW, c.y}, t.trickW, t.trickH);

  const float buttonW = std::min(std::round(10 * t.font), std::max(1.0f, t.middle.w - 2 * pad));
  const float buttonH = std::max(std::round(2.4f * t.font), z.touchMin);
  t.primaryButton = Rect::centeredAt({c.x, t.middle.y + t.middle.h * 0.74f}, buttonW, buttonH);
  const float arrow = std::round(3.2f * t.font);
  t.passArrow = Rect::centeredAt({c.x, t.middle.y + t.middle.h * 0.30f}, arrow, arrow);
}

// Pills in the top corners, clear of the north fan even on a narrow phone; the caption and
// the daily deal's button under the menu's.
void topCorners(TableLayout& t, const Sizes& z) {
  const float W = t.width;
  const float pad = t.pad;
  const float pillW = std::round(5.6f * t.font);
  const float pillH = std::max(std::round(2.2f * t.font), z.touchMin);
  t.menuButton = {pad, pad, pillW, pillH};
  t.scoresButton = {W - pad - pillW, pad, pillW, pillH};
  t.caption = {pad, t.menuButton.bottom() + 0.25f * t.font, W / 2 - t.backW * 2, 1.3f * t.font};
  t.dailyButton = {pad, t.caption.bottom() + 0.35f * t.font, std::round(6.6f * t.font), pillH};
}

// A seat's won tricks: a small stack beside its plate (the player's and the north's), or
// under it at the table's edge (west and east, whose sides the trick may reach). Their
// number is a badge on the stack's lower right corner, which sticks out to the right and
// down: the east's stack leaves room for it, and a stack under a plate for it too.
void piles(TableLayout& t, const Sizes& z) {
  const float pileW = z.pileW;
  const float pileH = z.pileH;
  const float rowGap = z.rowGap;
  const float badge = std::round(1.15f * t.font);
  const float overhang = std::round(0.1f * t.font + badge / 2);
  const float under = std::round(badge / 2 - 0.1f * t.font);  // below the stack
  for (int seat = 0; seat < 4; ++seat) {
    const Rect& plate = t.plate[seat];
    if (seat == 0 || seat == 2) {
      t.pile[seat] = {plate.right() + rowGap, plate.center().y - pileH / 2, pileW, pileH};
    } else {
      const Rect below{seat == 1 ? plate.x : plate.right() - pileW - overhang, plate.bottom() + rowGap,
                       pileW, pileH};
      const Rect beside{seat == 1 ? plate.right() + rowGap : plate.x - rowGap - pileW - overhang,
                        plate.center().y - pileH / 2, pileW, pileH};
      // Below, where the player's row (in portrait the message line over it) leaves room.
      const float floor = std::min(t.plate[0].y, t.status.y) - rowGap;
      t.pile[seat] = below.bottom() + under <= floor ? below : beside;
    }
    const Rect& pile = t.pile[seat];
    t.pileCount[seat] =
        Rect::centeredAt({pile.right() + 0.1f * t.font, pile.bottom() - 0.1f * t.font}, badge, badge);
  }
}

}  // namespace

TableLayout layoutTable(const LayoutParams& p) {
  TableLayout t;
  frameSizes(t, p);
  handArea(t);
  Sizes z;
  t.touchMin = p.touch ? std::round(kTouchMinCss * t.dpr) : 0;
  z.touchMin = t.touchMin;
  z.plateW = std::round(6.2f * t.font);
  z.plateH = std::round(2.7f * t.font);
  z.rowGap = std::round(0.35f * t.font);
  z.pileW = std::round(1.5f * t.font);
  z.pileH = std::round(z.pileW * t.aspect);
  const float middleBottom = playerRow(t, z);
  opponents(t, z, middleBottom);
  trickCross(t, z);
  topCorners(t, z);
  piles(t, z);
  return t;
}

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

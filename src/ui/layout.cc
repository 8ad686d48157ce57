#include "ui/layout.h"

#include <algorithm>
#include <cmath>

#include "ui/layout_proportions.h"
#include "ui/text_fit.h"

namespace hearts::ui {

using namespace proportions;

namespace {

float finiteOr(float v, float fallback) { return std::isfinite(v) ? v : fallback; }

// A button's label is drawn kLabelInset fonts in from each side (buttons.h: kLabelInsetX), at
// kChipText of the font (kPrimaryText, bold, on a primary button).
constexpr float kLabelInset = 0.4f;
constexpr float kLabelInsetY = 0.15f;
constexpr float kChipText = 0.88f;

// The width in fonts a button needs for a label `words` fonts wide at `size` fonts, drawn at
// `shrink` of its size at most (1: at its size).
float buttonFonts(float words, float size, float shrink = 1) {
  return words * size * shrink + 2 * kLabelInset + 0.3f;
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
// is short; where their words do not fit there even drawn smaller (a longer language's),
// they go on a row of their own above it, under the message. Returns where the open table
// above it ends.
float playerRow(TableLayout& t, const Sizes& z, const TableWords& words) {
  const float W = t.width;
  const float f = t.font;
  const float pad = t.pad;
  const float rowGap = z.rowGap;
  const float toolH = std::max(std::round(2.0f * f), z.touchMin);
  const float rowH = std::max(z.plateH, toolH);
  const float rowTop = t.handArea.y - rowGap - rowH;
  t.plate[0] = {pad, rowTop + (rowH - z.plateH) / 2, z.plateW, z.plateH};
  // The badge: the heart, then its words at 0.8 of the font, drawn smaller where they need
  // (English's "Hearts broken" is, to three quarters).
  const float markW = std::round(std::max(7.0f, 2.2f + 0.8f * words.hearts * kLeastShrink + 0.3f) * f);
  const float markH = std::round(1.9f * f);
  t.heartsMark = {W - pad - markW, rowTop + (rowH - markH) / 2, markW, markH};
  const float statusH = std::max(std::round(1.8f * f), z.touchMin);
  float toolW = std::round(std::max(4.6f, buttonFonts(words.tools, kChipText)) * f);
  float toolsY = rowTop + (rowH - toolH) / 2;
  float middleBottom;
  float toolsX;
  if (t.portrait) {
    const float pileEnd = t.plate[0].right() + rowGap + z.pileW + std::round(0.7f * f);
    const float room = t.heartsMark.x - rowGap - pileEnd;
    // Their words fit there drawn smaller, on one line, or on two where the row is a
    // fingertip tall (room for two lines).
    const bool twoLines = toolH - 2 * kLabelInsetY * f >= 2 * 1.2f * kChipText * f;
    const float least =
        std::round(buttonFonts(twoLines ? words.toolsTwoLines : words.tools, kChipText, kLeastShrink) * f);
    float top = rowTop;
    if (std::floor((room - 2 * rowGap) / 3) >= least) {
      toolW = std::max(1.0f, std::min(toolW, std::floor((room - 2 * rowGap) / 3)));
      toolsX = std::round(pileEnd + (room - (3 * toolW + 2 * rowGap)) / 2);
    } else {
      // A row of their own, centred, as wide as their words need where the window allows.
      toolW = std::max(1.0f, std::min(toolW, std::floor((W - 2 * pad - 2 * rowGap) / 3)));
      toolsX = std::round(W / 2 - (3 * toolW + 2 * rowGap) / 2);
      toolsY = rowTop - rowGap - toolH;
      top = toolsY;
    }
    t.status = {pad, top - rowGap - statusH, t.handArea.w, statusH};
    middleBottom = t.status.y - rowGap;
  } else {
    const float toolsW = 3 * toolW + 2 * rowGap;
    toolsX = t.heartsMark.x - pad - toolsW;
    const float sx = t.plate[0].right() + rowGap + z.pileW + pad;
    t.status = {sx, rowTop + (rowH - statusH) / 2, std::max(0.0f, toolsX - pad - sx), statusH};
    middleBottom = rowTop - rowGap;
  }
  const float claimW = std::max(9.0f, buttonFonts(words.claim, 1.0f)) * f;
  t.claimButton = Rect::centeredAt(t.status.center(), std::min(t.status.w, std::round(claimW)), t.status.h);
  t.undoButton = {toolsX, toolsY, toolW, toolH};
  t.hintButton = {toolsX + toolW + rowGap, toolsY, toolW, toolH};
  t.trackerButton = {toolsX + 2 * (toolW + rowGap), toolsY, toolW, toolH};
  return middleBottom;
}

// The height of the pills in the top corners, and where the column of them under the menu
// (the caption, the daily deal's button) ends.
float pillHeight(const TableLayout& t, const Sizes& z) { return std::max(std::round(2.2f * t.font), z.touchMin); }
float cornerColumnBottom(const TableLayout& t, const Sizes& z) {
  return t.pad + 2 * pillHeight(t, z) + (0.25f + 1.3f + 0.35f) * t.font;
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
    // Below the column under the menu (the daily deal's button) where the band leaves room.
    const float below = cornerColumnBottom(t, z) + z.rowGap + plateH / 2;
    const float lowest = sideBandTop + std::max(plateH, sideBandH) - plateH / 2;
    const float centerY = std::max(sideBandTop + std::max(plateH, sideBandH) / 2, std::min(below, lowest));
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

// The pass: its arrow, its words and the Pass button, one above the other in the middle of the
// table; where the table is too short for that (a small phone, its controls a fingertip
// tall), the button at the middle's foot with the arrow beside it and the words above them,
// where the middle is wide enough for them.
void passPlaces(TableLayout& t, const Sizes& z, const TableWords& words) {
  const float f = t.font;
  const Rect& m = t.middle;
  const float passW = std::max(10.0f, buttonFonts(words.primary, 1.0f) + 1.6f);
  const float buttonW = std::min(std::round(passW * f), std::max(1.0f, m.w - 2 * t.pad));
  const float buttonH = std::max(std::round(2.4f * f), z.touchMin);
  const float arrow = std::round(3.2f * f);
  const float labelH = std::round(1.6f * f);
  const float gap = std::round(0.2f * f);
  t.primaryButton = Rect::centeredAt({m.center().x, m.y + m.h * 0.74f}, buttonW, buttonH);
  t.passArrow = Rect::centeredAt({m.center().x, m.y + m.h * 0.30f}, arrow, arrow);
  const float top = t.passArrow.bottom() + gap;
  t.passLabel = {m.x, top, m.w, t.primaryButton.y - gap - top};
  if (t.passLabel.h >= labelH) return;
  const float side = std::min(arrow, buttonH);
  t.primaryButton = Rect::centeredAt({m.center().x + (side + gap) / 2, m.bottom() - gap - buttonH / 2}, buttonW,
                                     buttonH);
  t.passArrow = Rect::centeredAt({t.primaryButton.x - gap - side / 2, t.primaryButton.center().y}, side, side);
  // Too narrow for the words even so: the arrow alone, and the status line says whom to.
  t.passLabel = m.w >= 8 * f ? Rect{m.x, t.primaryButton.y - gap - labelH, m.w, labelH} : Rect{};
}

// The trick: a cross of four cards, spread apart when there is room, overlapping when not;
// the Pass button and the pass's arrow in the middle too.
void trickCross(TableLayout& t, const Sizes& z, const TableWords& words) {
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

  passPlaces(t, z, words);
}

// Pills in the top corners, clear of the north fan even on a narrow phone, as wide as the
// words on them need; the caption and the daily deal's button under the menu's, the caption
// as wide as the north's fan or plate (whichever it is level with) leaves it.
void topCorners(TableLayout& t, const Sizes& z, const TableWords& words) {
  const float W = t.width;
  const float f = t.font;
  const float pad = t.pad;
  const float pillW = std::round(std::max(5.6f, buttonFonts(words.menu, kChipText)) * f);
  const float pillH = pillHeight(t, z);
  t.menuButton = {pad, pad, pillW, pillH};
  t.scoresButton = {W - pad - pillW, pad, pillW, pillH};
  const float captionY = t.menuButton.bottom() + 0.25f * f;
  const float captionH = 1.3f * f;
  float right = W / 2 - t.backW * 2;
  const float fanBottom = kBackShown * t.backH;
  if (captionY >= fanBottom) {
    // Below the fan: only the north's plate, where it is level with the caption, is in the way.
    const Rect& north = t.plate[2];
    right = captionY < north.bottom() && captionY + captionH > north.y ? north.x - z.rowGap : W / 2;
  }
  t.caption = {pad, captionY, std::max(right - pad, W / 2 - t.backW * 2), captionH};
  t.dailyButton = {pad, t.caption.bottom() + 0.35f * f,
                   std::round(std::max(6.6f, buttonFonts(words.daily, kChipText)) * f), pillH};
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
  const float middleBottom = playerRow(t, z, p.words);
  opponents(t, z, middleBottom);
  trickCross(t, z, p.words);
  topCorners(t, z, p.words);
  piles(t, z);
  return t;
}

}  // namespace hearts::ui

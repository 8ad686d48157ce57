#include "ui/sheet_painter.h"

#include <algorithm>
#include <cmath>

#include "ui/screen_style.h"

namespace hearts::ui {

using namespace style;

namespace {

Color inkColor(Ink ink) {
  switch (ink) {
    case Ink::Title:
    case Ink::Body: return kInk;
    case Ink::Label:
    case Ink::Soft: return kInkSoft;
    case Ink::Moon: return kMoon;
    case Ink::Good: return {20, 130, 110, 255};
    case Ink::Bad: return {190, 36, 52, 255};
    case Ink::Rule: return {0, 0, 0, 60};
    case Ink::Stripe: return {0, 0, 0, 12};
    case Ink::Mark: return kGold.withAlpha(120);
    case Ink::Bar: return {96, 104, 110, 160};
    case Ink::Focus: return kTeal;
    case Ink::Felt: return kFeltInner;  // drawn with the chosen felt's colours instead
  }
  return kInk;
}

Align align(TextAlign a) {
  switch (a) {
    case TextAlign::Center: return Align::Center;
    case TextAlign::Right: return Align::Right;
    default: return Align::Left;
  }
}

}  // namespace

bool SheetPainter::clipFor(const std::optional<Rect>& clip, const Rect& r) {
  if (clip && intersect(r, *clip).empty()) return false;
  const auto same = [](const Rect& a, const Rect& b) { return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h; };
  if (clip.has_value() != clip_.has_value() || (clip && !same(*clip, *clip_))) paint_.clipTo(clip);
  clip_ = clip;
  return true;
}

void SheetPainter::drawSheet(const SheetView& sheet, const TableLayout& l) {
  const float f = l.font;
  if (sheet.modal) paint_.fillRect({0, 0, l.width, l.height}, {0, 0, 0, 110});
  const Rect& r = sheet.panel;
  paint_.shadow(r.offset(0, 0.3f * f), 0.8f * f, 1.2f * f, {0, 0, 0, 120});
  paint_.fillRound(r, 0.8f * f, kPanel);
  // An item among rows that scroll shows only through their window; one out of sight not at all.
  for (const SheetShape& s : sheet.shapes) {
    if (!clipFor(s.clip, s.rect)) continue;
    if (s.ink == Ink::Felt) {
      const FeltColours felt = feltColours(felt_);
      paint_.fillRoundGradient(s.rect, 0.5f * f, felt.inner, felt.outer);
    } else if (s.ink == Ink::Mark || s.ink == Ink::Bar) {
      paint_.fillRound(s.rect, std::min(0.4f * f, s.rect.w / 2), inkColor(s.ink));
    } else {
      paint_.fillRect(s.rect, inkColor(s.ink));
    }
  }
  for (const SheetCard& c : sheet.cards) {
    if (!clipFor(c.clip, c.rect)) continue;
    const int texW = static_cast<int>(std::lround(c.rect.w));
    if (c.faceUp) cards_.drawFace(c.card, c.rect, 0, c.dim ? 0.3f : 0.0f, texW);
    else cards_.drawBack(c.rect, 0, texW);
    if (c.highlight)
      paint_.strokeRound(c.rect.inset(-0.08f * f), 0.09f * c.rect.w, std::max(2.0f, 0.15f * f), kGold);
  }
  for (const SheetText& t : sheet.texts) {
    if (!clipFor(t.clip, t.rect)) continue;
    const float size = t.size * f;
    if (t.wrap) text_.drawWrapped(t.text, t.rect, size, inkColor(t.ink), t.bold);
    else text_.draw(t.text, t.rect, size, inkColor(t.ink), align(t.align), t.bold);
  }
  clipFor(std::nullopt, r);
  if (sheet.scroll) drawScroll(*sheet.scroll, f);
}

void SheetPainter::drawScroll(const SheetScroll& s, float f) {
  if (s.range() <= 0) return;
  const Rect& v = s.view;
  // Where more rows lie beyond the window's edge, they fade into the panel.
  const float fade = std::round(std::min(1.6f * f, v.h / 3));
  if (s.moreAbove()) paint_.fillRoundGradient({v.x, v.y, v.w, fade}, 0, kPanel, kPanel.withAlpha(0), 0);
  if (s.moreBelow())
    paint_.fillRoundGradient({v.x, v.bottom() - fade, v.w, fade}, 0, kPanel.withAlpha(0), kPanel, 0);
  // In the panel's margin beside the rows: an arrow at each end where more lies that way, and
  // between them a bar whose thumb is where the window is among the rows.
  const float barW = std::max(3.0f, std::round(0.3f * f));
  const float cx = v.right() - std::round(0.55f * f);
  const float arrowW = std::round(0.5f * f);
  const float arrowH = std::round(0.45f * f);
  const Color arrow = kInkSoft;
  if (s.moreAbove())
    paint_.fillTriangle({cx - arrowW / 2, v.y + arrowH}, {cx + arrowW / 2, v.y + arrowH}, {cx, v.y}, arrow);
  if (s.moreBelow())
    paint_.fillTriangle({cx - arrowW / 2, v.bottom() - arrowH}, {cx, v.bottom()},
                        {cx + arrowW / 2, v.bottom() - arrowH}, arrow);
  const float gap = arrowH + std::round(0.2f * f);
  const Rect track{cx - barW / 2, v.y + gap, barW, std::max(barW, v.h - 2 * gap)};
  paint_.fillRound(track, barW / 2, {0, 0, 0, 22});
  const float thumbH = std::max(std::min(track.h, 1.5f * f), track.h * v.h / s.content);
  const float thumbY = track.y + (track.h - thumbH) * (s.offset / s.range());
  paint_.fillRound({track.x, thumbY, barW, thumbH}, barW / 2, kInkSoft.withAlpha(170));
}

void SheetPainter::drawNotices(const TableLayout& layout, const std::vector<Notices::Box>& boxes) {
  const float f = layout.font;
  const float size = 0.9f * f;
  const float lineH = std::round(size * 1.3f);
  for (const Notices::Box& box : boxes) {
    const Rect r = box.rect;
    const float fade = box.opacity;
    paint_.fillRound(r, 0.5f * f, Color{20, 24, 28, 235}.scaledAlpha(fade));
    paint_.strokeRound(r, 0.5f * f, std::max(1.0f, 0.08f * f), kGold.scaledAlpha(fade));
    float y = r.y + 0.5f * f;
    for (const auto& line : box.lines) {
      text_.draw(line, {r.x + 0.7f * f, y, r.w - 1.4f * f, lineH}, size, kWhite.scaledAlpha(fade));
      y += lineH;
    }
  }
}

void SheetPainter::drawButtons(const ScreenModel& model, const std::vector<Button>& bs) {
  const float f = model.layout().font;
  for (const Button& b : bs) {
    const Rect r = b.rect;
    if (r.empty() || !clipFor(b.clip, r)) continue;
    const bool hover = model.attention().hovered(b);
    const ButtonStyle look = b.style();
    // The keyboard's place among the buttons: a ring around the one the arrows walked to.
    if (model.attention().focused(b))
      paint_.strokeRound(r.inset(-0.22f * f), (look == ButtonStyle::Chip ? 0.45f * f : r.h / 2) + 0.22f * f,
                         std::max(2.0f, 0.14f * f), kTeal);
    if (look == ButtonStyle::Row) {
      // Rows and piles are drawn by what they belong to; only the pointer over them shows.
      if (hover) paint_.fillRound(r, 0.3f * f, {0, 0, 0, 24});
      continue;
    }
    const bool primary = look == ButtonStyle::Primary;
    const float radius = look == ButtonStyle::Chip ? 0.45f * f : r.h / 2;
    Color text = kInk;
    if (primary) {
      paint_.shadow(r.offset(0, 0.12f * f), radius, 0.35f * f, kShadow);
      const Color top = hover ? Color{255, 220, 120, 255} : Color{250, 206, 98, 255};
      const Color bottom = hover ? Color{240, 184, 64, 255} : Color{226, 166, 48, 255};
      paint_.fillRoundGradient(r, radius, top, bottom);
    } else if (look == ButtonStyle::OnTable) {
      paint_.fillRound(r, radius, hover ? Color{0, 0, 0, 150} : Color{0, 0, 0, 100});
      text = kWhite;
    } else if (look == ButtonStyle::Chip && b.selected) {
      paint_.fillRound(r, radius, kGold);
    } else {
      paint_.fillRound(r, radius, hover ? Color{222, 218, 206, 255} : Color{236, 233, 224, 255});
      paint_.strokeRound(r, radius, std::max(1.0f, 0.06f * f), {0, 0, 0, 40});
    }
    // A control that cannot be used now stays legible: dimmer, with its outline kept.
    if (!b.enabled) {
      text = text.withAlpha(look == ButtonStyle::OnTable ? 175 : 120);
      if (look == ButtonStyle::OnTable)
        paint_.strokeRound(r, radius, std::max(1.0f, 0.06f * f), kWhite.withAlpha(70));
    }
    const float size = (primary ? kPrimaryText : kChipText) * f;
    // A label too long for one line takes two where the button is tall enough (a fingertip).
    const Rect label{r.x + kLabelInsetX * f, r.y + kLabelInsetY * f, r.w - 2 * kLabelInsetX * f,
                     r.h - 2 * kLabelInsetY * f};
    text_.draw(b.label, label, size, text, Align::Center, primary || b.selected);
    if (!b.enabled && primary) paint_.fillRound(r, radius, {40, 40, 40, 90});
  }
  clipFor(std::nullopt, {});
}

}  // namespace hearts::ui

#include "ui/sheet_builder.h"

#include <algorithm>
#include <cmath>

#include "ui/sheet_scroll.h"
#include "ui/text_fit.h"

namespace hearts::ui {

SheetBuilder::SheetBuilder(const TableLayout& t, TextMetrics& metrics, float widthFonts, float scale)
    : t_(t), metrics_(metrics), scale_(scale), f_(std::max(1.0f, std::round(t.font * scale))) {
  inner_ = std::round(0.8f * f_);
  panelW_ = std::max(1.0f, std::min(t.width - 2 * t.pad, std::round(widthFonts * f_)));
  w_ = std::max(1.0f, panelW_ - 2 * inner_);
  y_ = inner_;
}

Rect SheetBuilder::row(float heightFonts) {
  const Rect r{inner_, y_, w_, std::round(heightFonts * f_)};
  y_ += r.h;
  return r;
}

float SheetBuilder::controlHeight(float heightFonts) const {
  return std::max(std::round(heightFonts * f_), t_.touchMin);
}

Rect SheetBuilder::controlRow(float heightFonts) {
  const Rect r{inner_, y_, w_, controlHeight(heightFonts)};
  y_ += r.h;
  return r;
}

float SheetBuilder::chipWidthFor(const std::string& label) const {
  // Chips' labels are drawn at the table's font, whatever the sheet's scale.
  return metrics_.measure(label, kChipText * t_.font, true).x + 2 * kLabelInsetX * t_.font + 0.2f * f_;
}

int SheetBuilder::chipColumns(const std::vector<std::string>& labels) const {
  const int count = static_cast<int>(labels.size());
  float widest = 0;
  for (const std::string& l : labels) widest = std::max(widest, chipWidthFor(l));
  const float gap = std::round(0.4f * f_);
  const int fit = static_cast<int>((w_ + gap) / (widest + gap));
  return std::clamp(fit, 1, std::max(1, count));
}

std::vector<Rect> SheetBuilder::chipsFor(const std::vector<std::string>& labels, float heightFonts) {
  return chips(static_cast<int>(labels.size()), chipColumns(labels), heightFonts);
}

std::vector<Rect> SheetBuilder::chips(int count, int columns, float heightFonts) {
  std::vector<Rect> out;
  if (count <= 0) return out;
  const float chipH = controlHeight(heightFonts);
  const float gap = std::round(0.4f * f_);
  columns = std::clamp(columns, 1, count);
  const int rows = (count + columns - 1) / columns;
  const float chipW =
      std::max(1.0f, (w_ - gap * static_cast<float>(columns - 1)) / static_cast<float>(columns));
  for (int i = 0; i < count; ++i) {
    const int r = i / columns;
    const int c = i % columns;
    out.push_back({std::round(inner_ + static_cast<float>(c) * (chipW + gap)),
                   std::round(y_ + static_cast<float>(r) * (chipH + gap)), std::round(chipW), chipH});
  }
  y_ += static_cast<float>(rows) * chipH + static_cast<float>(rows - 1) * gap;
  return out;
}

std::vector<Rect> SheetBuilder::buttonRow(const std::vector<std::string>& labels,
                                          float heightFonts) {
  const float h = controlHeight(heightFonts);
  const float gap = std::round(0.6f * f_);
  std::vector<float> widths;
  for (const auto& l : labels) {
    const float label = metrics_.measure(l, kPrimaryText * t_.font, true).x;
    widths.push_back(std::max(6.0f * f_, label + 2 * kLabelInsetX * t_.font + 1.6f * f_));
  }
  auto out = layoutButtonRows(inner_, y_, w_, h, gap, widths);
  const float bottom = out.empty() ? y_ : out.back().bottom();
  y_ = bottom;
  return out;
}

Rect SheetBuilder::line(float heightFonts, const std::string& s, float size, Ink ink, TextAlign a, bool bold) {
  const float px = this->px(size);
  const float rowH = std::round(heightFonts * f_);
  if (fitsUncut(metrics_, s, w_, rowH, px, bold)) {
    const Rect r = row(heightFonts);
    text(r, s, size, ink, a, bold);
    return r;
  }
  // More lines: the first keeps the row's height, each other one adds a line's.
  const std::vector<std::string> lines = metrics_.wrap(s, w_, px, bold);
  const float lineH = std::round(1.3f * px);
  const float extra = lineH * static_cast<float>(lines.size() > 0 ? lines.size() - 1 : 0);
  const Rect r{inner_, y_, w_, rowH + extra};
  y_ += r.h;
  float y = r.y + (r.h - lineH * static_cast<float>(lines.size())) / 2;
  for (const std::string& l : lines) {
    text({r.x, std::round(y), r.w, lineH}, l, size, ink, a, bold);
    y += lineH;
  }
  return r;
}

std::vector<std::string> SheetBuilder::wrap(const std::string& s, float size) const {
  return metrics_.wrap(s, w_, px(size));
}

Rect SheetBuilder::paragraph(const std::vector<std::string>& lines, float size, Ink ink) {
  // A line as tall as the font's own, where accents above capitals (Ś, Ž) would otherwise
  // touch the line above.
  float lineH = std::round(px(size) * 1.3f);
  for (const std::string& l : lines) lineH = std::max(lineH, std::ceil(metrics_.measure(l, px(size)).y) + 2);
  Rect block{inner_, y_, w_, lineH * static_cast<float>(lines.size())};
  for (std::size_t i = 0; i < lines.size(); ++i)
    view_.text({inner_, y_ + lineH * static_cast<float>(i), w_, lineH}, lines[i], size * scale_, ink);
  y_ += block.h;
  return block;
}

SheetBuilder::Marks SheetBuilder::marks() const {
  return {view_.shapes.size(), view_.texts.size(), view_.cards.size(), view_.buttons.size()};
}

void SheetBuilder::beginScroll(float lineFonts) {
  band_ = Band{y_, y_, 0, std::max(1.0f, std::round(lineFonts * f_)), false, marks(), marks()};
}

void SheetBuilder::endScroll(float leastFonts, bool opensAtEnd) {
  if (!band_) return;
  band_->bottom = y_;
  band_->least = std::min(y_ - band_->top, std::round(leastFonts * f_));
  band_->opensAtEnd = opensAtEnd;
  band_->end = marks();
}

float SheetBuilder::height() const {
  const float full = y_ + inner_;
  if (!band_) return full;
  return full - (band_->bottom - band_->top - band_->least);
}

SheetBuilder::Band SheetBuilder::bandToScroll(float room) const {
  // The rows marked, where the rest of the sheet and their least leave them room.
  if (band_ && height() <= room) return *band_;
  // Nothing marked, or too little room even so: the whole sheet scrolls, showing at least a
  // few lines.
  const float line = band_ ? band_->line : std::round(1.5f * f_);
  return Band{inner_, y_, std::min(y_ - inner_, 3 * line), line, false, Marks{}, marks()};
}

void SheetBuilder::scrollBand(SheetView& v, const Band& band, float cut) {
  const Rect view{v.panel.x, v.panel.y + band.top, v.panel.w, band.bottom - band.top - cut};
  // Items among the rows show only through their window; those below the rows move up.
  const auto place = [&](auto& items, std::size_t first, std::size_t end) {
    for (std::size_t i = first; i < items.size(); ++i) {
      if (i < end) items[i].clip = view;
      else items[i].rect = items[i].rect.offset(0, -cut);
    }
  };
  place(v.shapes, band.first.shapes, band.end.shapes);
  place(v.texts, band.first.texts, band.end.texts);
  place(v.cards, band.first.cards, band.end.cards);
  place(v.buttons, band.first.buttons, band.end.buttons);
  // What a notice leaves clear: below the rows it moves up with them, among them it is no
  // more than what their window shows.
  for (Rect& k : v.keepClear) k = k.y >= v.panel.y + band.bottom ? k.offset(0, -cut) : intersect(k, view);
  v.scroll = SheetScroll{view, band.bottom - band.top, 0, band.line, band.opensAtEnd};
  if (band.opensAtEnd) scrollSheet(v, v.scroll->range());
}

SheetView SheetBuilder::finish() {
  const float full = y_ + inner_;
  const float room = t_.height - 2 * t_.pad;
  const Band band = bandToScroll(room);
  // As much of the rows as the window leaves room for, never less than their least.
  const float cut = std::clamp(full - room, 0.0f, band.bottom - band.top - band.least);
  const float panelH = full - cut;
  const float px = std::round(t_.width / 2 - panelW_ / 2);
  const float py = std::round(std::max(t_.pad, t_.height / 2 - panelH / 2));
  SheetView v = std::move(view_);
  v.panel = {px, py, panelW_, panelH};
  for (auto& s : v.shapes) s.rect = s.rect.offset(px, py);
  for (auto& s : v.texts) s.rect = s.rect.offset(px, py);
  for (auto& c : v.cards) c.rect = c.rect.offset(px, py);
  for (auto& b : v.buttons) b.rect = b.rect.offset(px, py);
  for (auto& k : v.keepClear) k = k.offset(px, py);
  if (cut >= 1) scrollBand(v, band, cut);
  return v;
}

float leastSheetScale(const TableLayout& t) {
  if (t.touchMin <= 0) return 0.5f;
  return std::clamp(kTouchLeastFontCss * t.dpr / std::max(1.0f, t.font), 0.5f, 1.0f);
}

SheetView buildToFit(const TableLayout& t,
                     const std::function<SheetView(float scale, float& height)>& build) {
  float height = 0;
  SheetView v = build(1.0f, height);
  const float room = t.height - 2 * t.pad;
  const float least = leastSheetScale(t);
  if (height <= room || height <= 0 || least >= 1) return v;
  // Shrink in proportion (the layout is nearly linear in its scale), then step down until it
  // fits or reaches the smallest size that stays legible.
  float scale = std::max(least, room / height);
  for (int i = 0; i < 8; ++i) {
    v = build(scale, height);
    if (height <= room || scale <= least) break;
    scale = std::max(least, scale * 0.93f);
  }
  return v;
}

std::vector<Rect> layoutButtonRows(float x, float top, float width, float rowH, float gap,
                                   const std::vector<float>& widths) {
  std::vector<Rect> out;
  float y = top;
  for (std::size_t first = 0; first < widths.size();) {
    // As many as fit this row, at least one.
    std::size_t end = first + 1;
    float used = std::min(widths[first], width);
    while (end < widths.size() && used + gap + widths[end] <= width) used += gap + widths[end++];
    float bx = x + (width - used) / 2;
    for (std::size_t i = first; i < end; ++i) {
      const float w = std::min(widths[i], width);
      out.push_back({std::round(bx), y, std::round(w), rowH});
      bx += w + gap;
    }
    first = end;
    if (first < widths.size()) y += rowH + gap;
  }
  return out;
}

}  // namespace hearts::ui

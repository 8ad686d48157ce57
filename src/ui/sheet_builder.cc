#include "ui/sheet_builder.h"

#include <algorithm>
#include <cmath>

namespace hearts::ui {

SheetBuilder::SheetBuilder(const TableLayout& t, float widthFonts, float scale)
    : t_(t), scale_(scale), f_(std::max(1.0f, std::round(t.font * scale))) {
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

float SheetBuilder::chipWidthFor(int longestLabel) const {
  return 0.62f * f_ * static_cast<float>(longestLabel) + 2.0f * f_;
}

int SheetBuilder::columnsFor(int longestLabel, int count) const {
  const float chipW = chipWidthFor(longestLabel);
  const int fit = std::max(1, static_cast<int>((w_ + 0.4f * f_) / (chipW + 0.4f * f_)));
  return std::clamp(fit, 1, std::max(1, count));
}

std::vector<Rect> SheetBuilder::chips(int count, int columns, float heightFonts) {
  std::vector<Rect> out;
  if (count <= 0) return out;
  const float chipH = std::round(heightFonts * f_);
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
  std::vector<int> lengths;
  for (const auto& l : labels) lengths.push_back(static_cast<int>(l.size()));
  return layoutButtonRow(row(heightFonts), lengths, f_);
}

Rect SheetBuilder::paragraph(const std::vector<std::string>& lines, float size, Ink ink) {
  const float lineH = std::round(size * scale_ * 1.3f * t_.font);
  Rect block{inner_, y_, w_, lineH * static_cast<float>(lines.size())};
  for (std::size_t i = 0; i < lines.size(); ++i)
    view_.text({inner_, y_ + lineH * static_cast<float>(i), w_, lineH}, lines[i], size * scale_, ink);
  y_ += block.h;
  return block;
}

float SheetBuilder::height() const { return y_ + inner_; }

SheetView SheetBuilder::finish() {
  const float panelH = height();
  const float px = std::round(t_.width / 2 - panelW_ / 2);
  const float py = std::round(std::max(t_.pad, t_.height / 2 - panelH / 2));
  SheetView v = std::move(view_);
  v.panel = {px, py, panelW_, panelH};
  for (auto& s : v.shapes) s.rect = s.rect.offset(px, py);
  for (auto& s : v.texts) s.rect = s.rect.offset(px, py);
  for (auto& c : v.cards) c.rect = c.rect.offset(px, py);
  for (auto& b : v.buttons) b.rect = b.rect.offset(px, py);
  for (auto& k : v.keepClear) k = k.offset(px, py);
  return v;
}

SheetView buildToFit(const TableLayout& t,
                     const std::function<SheetView(float scale, float& height)>& build) {
  float height = 0;
  SheetView v = build(1.0f, height);
  const float room = t.height - 2 * t.pad;
  if (height <= room || height <= 0) return v;
  // Shrink in proportion (the layout is nearly linear in its scale), then step down until it
  // fits or reaches the smallest size that stays legible.
  float scale = std::max(0.5f, room / height);
  for (int i = 0; i < 8; ++i) {
    v = build(scale, height);
    if (height <= room || scale <= 0.5f) break;
    scale = std::max(0.5f, scale * 0.93f);
  }
  return v;
}

std::vector<Rect> layoutButtonRow(const Rect& row, const std::vector<int>& labelLengths,
                                  float font) {
  std::vector<Rect> out;
  if (labelLengths.empty()) return out;
  const float gap = std::round(0.6f * font);
  std::vector<float> widths;
  float total = gap * static_cast<float>(labelLengths.size() - 1);
  for (int len : labelLengths) {
    const float w = std::max(6.0f * font, 0.62f * font * static_cast<float>(len) + 2.4f * font);
    widths.push_back(w);
    total += w;
  }
  // Too wide for the row: every button gives up the same share.
  const float scale = total > row.w && total > 0 ? std::max(0.0f, row.w) / total : 1.0f;
  float x = row.x + (row.w - total * scale) / 2;
  for (float w : widths) {
    out.push_back({std::round(x), row.y, std::round(w * scale), row.h});
    x += (w + gap) * scale;
  }
  return out;
}

}  // namespace hearts::ui

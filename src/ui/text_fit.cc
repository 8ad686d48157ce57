#include "ui/text_fit.h"

#include <algorithm>
#include <cmath>

namespace hearts::ui {

namespace {

// The widest of `lines` at `size`.
float widest(TextMetrics& m, const std::vector<std::string>& lines, float size, bool bold) {
  float w = 0;
  for (const std::string& line : lines) w = std::max(w, m.measure(line, size, bold).x);
  return w;
}

// `s` on several lines in the box, at the largest size from `size` down to the least shrink
// where they all fit; none where they never do.
bool fitLines(TextMetrics& m, const std::string& s, float boxW, float boxH, float size, bool bold,
              FittedText& out) {
  const float least = size * kLeastShrink;
  for (float px = size; px >= least - 0.01f; px = std::max(least, std::floor(px * 0.92f))) {
    const float lineH = m.measure(s, px, bold).y;
    // Not even two lines fit: smaller sizes only help while two might.
    if (2 * lineH > boxH + 0.5f && px <= least) return false;
    std::vector<std::string> lines = m.wrap(s, boxW, px, bold);
    if (lines.size() >= 2 && static_cast<float>(lines.size()) * lineH <= boxH + 0.5f &&
        widest(m, lines, px, bold) <= boxW) {
      out = {std::move(lines), px, lineH, false};
      return true;
    }
    if (px <= least) return false;
  }
  return false;
}

}  // namespace

FittedText fitText(TextMetrics& m, const std::string& s, float boxW, float boxH, float size, bool bold) {
  Point measured = m.measure(s, size, bold);
  if (measured.x <= boxW || s.empty()) return {{s}, size, measured.y, false};
  // Shrink a little to fit before taking more lines, or giving up characters: to the size
  // the width asks for, a pixel less at a time where the font's whole sizes come out wider.
  const float least = size * kLeastShrink;
  float px = std::max(least, std::floor(size * boxW / measured.x));
  measured = m.measure(s, px, bold);
  while (measured.x > boxW && px - 1 >= least) measured = m.measure(s, px -= 1, bold);
  if (measured.x <= boxW) return {{s}, px, measured.y, false};
  FittedText lines;
  if (fitLines(m, s, boxW, boxH, size, bold, lines)) return lines;
  // Drop whole UTF-8 characters from the end until it fits with an ellipsis.
  std::string shown = s;
  while (!shown.empty()) {
    while (!shown.empty() && (static_cast<unsigned char>(shown.back()) & 0xC0) == 0x80) shown.pop_back();
    if (!shown.empty()) shown.pop_back();
    if (m.measure(shown + "\u2026", px, bold).x <= boxW) break;
  }
  return {{shown + "\u2026"}, px, measured.y, true};
}

}  // namespace hearts::ui

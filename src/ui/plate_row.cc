#include "ui/plate_row.h"

#include <algorithm>

#include "session/wording.h"

namespace hearts::ui {

PlateRow layoutPlateRow(TextMetrics& metrics, CardSet taken, const Rect& row, float f, const std::string& name,
                        float nameSize, bool nameBold) {
  PlateRow out;
  out.name = row;
  out.markSize = 0.72f * f;
  const std::vector<std::string> marks = session::takenMarks(taken);
  if (marks.empty()) return out;
  float gap = 0.3f * f;
  float width = 0;
  for (const std::string& m : marks) width += metrics.measure(m, out.markSize, true).x + gap;
  const float nameNeeds = metrics.measure(name, 0.7f * nameSize, nameBold).x + gap;
  if (const float room = std::clamp(row.w - nameNeeds, row.w / 3, row.w * 2 / 3); width > room && room > 0) {
    out.markSize *= room / width;
    gap *= room / width;
  }
  float right = row.right();
  out.marks.resize(marks.size());
  for (std::size_t i = marks.size(); i-- > 0;) {
    const float w = metrics.measure(marks[i], out.markSize, true).x;
    out.marks[i] = {marks[i], {right - w, row.y, w, row.h}, marks[i].rfind("\u2665", 0) == 0};
    right -= w + gap;
  }
  out.name.w = std::max(0.0f, right - row.x);
  return out;
}

}  // namespace hearts::ui

// How a text is set in the box it is drawn in: on one line at its size, else a little smaller
// (down to kLeastShrink of it), else, where the box is tall enough, on two lines or more (a
// longer language's sentence in a button), and only where none of that fits, cut short with
// an ellipsis. Pure: the text is measured by TextMetrics, so the sheets can ask before
// drawing, and Text::draw sets every text it draws in a box this way.
#pragma once

#include <string>
#include <vector>

#include "ui/text_metrics.h"

namespace hearts::ui {

// Text too wide for its place is drawn smaller, down to this much of its size, and no smaller.
inline constexpr float kLeastShrink = 0.7f;

struct FittedText {
  std::vector<std::string> lines;  // one, or several where the box is tall enough
  float size = 0;                  // in pixels: the size asked for, or less
  float lineHeight = 0;            // one line's, in pixels
  bool cut = false;                // the one line ends in an ellipsis: the box is too small
};

FittedText fitText(TextMetrics& metrics, const std::string& s, float boxW, float boxH, float size,
                   bool bold = false);

// Whether `s` fits a box `boxW` by `boxH` uncut (FittedText::cut false).
inline bool fitsUncut(TextMetrics& metrics, const std::string& s, float boxW, float boxH, float size,
                      bool bold = false) {
  return !fitText(metrics, s, boxW, boxH, size, bold).cut;
}

}  // namespace hearts::ui

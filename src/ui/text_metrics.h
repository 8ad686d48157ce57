// How big text is, without drawing it: what the screen's logic needs of the font to lay out
// notices. ui::Text implements it with the real font; tests may give a fake.
#pragma once

#include <string>
#include <vector>

#include "ui/geometry.h"

namespace hearts::ui {

class TextMetrics {
 public:
  virtual ~TextMetrics() = default;
  // Width and height in pixels of `s` at `size` pixels.
  virtual Point measure(const std::string& s, float size, bool bold = false) = 0;
  // The lines `s` wraps into at `width`.
  virtual std::vector<std::string> wrap(const std::string& s, float width, float size,
                                        bool bold = false) = 0;
};

}  // namespace hearts::ui

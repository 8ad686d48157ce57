// Lays out a sheet from the top down: rows of text, grids of chips, rows of buttons, each the
// width of the panel's content. Items are placed relative to the panel and moved into place
// by finish(), which centres the panel in the window. A sheet too tall for the window is built
// again at a smaller scale (buildToFit), so every sheet fits at any window size.
#pragma once

#include <cmath>
#include <functional>
#include <string>
#include <vector>

#include "ui/layout.h"
#include "ui/sheet_view.h"

namespace hearts::ui {

class SheetBuilder {
 public:
  // A panel at most `widthFonts` fonts wide (never wider than the window allows), its sizes
  // multiplied by `scale`.
  SheetBuilder(const TableLayout& t, float widthFonts, float scale = 1);

  float font() const { return f_; }  // the scaled font, in pixels
  float scale() const { return scale_; }
  float width() const { return w_; }  // the content's width
  float y() const { return y_; }

  // The next `heightFonts` of the content, full width.
  Rect row(float heightFonts);
  void gap(float fonts) { y_ += std::round(fonts * f_); }
  // `count` chips of equal size in rows of `columns`.
  std::vector<Rect> chips(int count, int columns, float heightFonts = 2.2f);
  // Columns that fit chips whose labels are at most `longestLabel` characters.
  int columnsFor(int longestLabel, int count) const;
  // The width a chip needs for a label of `longestLabel` characters at full size.
  float chipWidthFor(int longestLabel) const;
  // Buttons side by side, centred, sized by their labels.
  std::vector<Rect> buttonRow(const std::vector<std::string>& labels, float heightFonts = 2.6f);

  // Items, placed relative to the panel for now.
  SheetView& view() { return view_; }
  void text(Rect r, std::string s, float size, Ink ink, TextAlign a = TextAlign::Left,
            bool bold = false) {
    view_.text(r, std::move(s), size * scale_, ink, a, bold);
  }
  // A wrapped block of text: takes the height its lines need.
  Rect paragraph(const std::vector<std::string>& lines, float size, Ink ink);
  void button(ButtonId id, ButtonValue value, std::string label, Rect r, bool enabled = true,
              bool selected = false) {
    view_.buttons.push_back({id, std::move(value), std::move(label), r, enabled, selected});
  }

  // The panel's height so far, with the bottom margin.
  float height() const;
  // Centres the panel in the window and moves every item into it.
  SheetView finish();

 private:
  const TableLayout& t_;
  float scale_;
  float f_;
  float inner_;
  float panelW_;
  float w_;
  float y_;
  SheetView view_;
};

// Builds a sheet with `build`, and again smaller while it is taller than the window.
SheetView buildToFit(const TableLayout& t, const std::function<SheetView(float scale, float& height)>& build);

// Buttons of equal height side by side, centred in `row`; widths from the labels' lengths.
std::vector<Rect> layoutButtonRow(const Rect& row, const std::vector<int>& labelLengths,
                                  float font);

}  // namespace hearts::ui

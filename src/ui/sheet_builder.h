// Lays out a sheet from the top down: rows of text, grids of chips, rows of buttons, each the
// width of the panel's content. Items are placed relative to the panel and moved into place
// by finish(), which centres the panel in the window. Rows that can outgrow any window (the
// score sheet's hands) are marked to scroll (beginScroll, endScroll): where the sheet is taller
// than the window they show through a window of their own, and the rest of the sheet stays
// (SheetScroll). A sheet too tall for the window even so is built again at a smaller scale
// (buildToFit); one that is still too tall at the smallest scale scrolls as a whole. Its
// controls (chips, buttons, rows to tap) are never drawn less than a fingertip tall on a touch
// screen: there the scale stops where the text would become too small to read, and a sheet
// that still does not fit scrolls.
#pragma once

#include <cmath>
#include <cstddef>
#include <functional>
#include <optional>
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
  float touchMin() const { return t_.touchMin; }  // a control's least height (TableLayout)
  float y() const { return y_; }

  // The next `heightFonts` of the content, full width.
  Rect row(float heightFonts);
  // A control `heightFonts` tall, never less than a fingertip on a touch screen
  // (TableLayout::touchMin), whatever the scale: its height in pixels, and a row of it.
  float controlHeight(float heightFonts) const;
  Rect controlRow(float heightFonts);
  void gap(float fonts) { y_ += std::round(fonts * f_); }
  // `count` chips of equal size in rows of `columns`, each a control (controlHeight).
  std::vector<Rect> chips(int count, int columns, float heightFonts = 2.2f);
  // Columns that fit chips whose labels are at most `longestLabel` characters.
  int columnsFor(int longestLabel, int count) const;
  // A label over `count` chips, as many to a line as labels of `longestLabel` characters
  // allow; `each(i, rect)` makes the i-th.
  template <typename Each>
  void choiceRow(const std::string& label, int count, int longestLabel, Each each) {
    text(row(1.6f), label, 0.85f, Ink::Label, TextAlign::Left, true);
    const auto rects = chips(count, columnsFor(longestLabel, count));
    for (int i = 0; i < count; ++i) each(i, rects[static_cast<std::size_t>(i)]);
    gap(0.4f);
  }
  // The width a chip needs for a label of `longestLabel` characters at full size.
  float chipWidthFor(int longestLabel) const;
  // Buttons side by side, centred, sized by their labels, in a row of controlHeight.
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

  // The rows from here to endScroll() scroll where the sheet is taller than the window;
  // `lineFonts` is a row's height. Once in a sheet.
  void beginScroll(float lineFonts);
  // They show at least `leastFonts` of their height (all of them where they are less), and
  // with `opensAtEnd` the sheet opens on their last rows.
  void endScroll(float leastFonts, bool opensAtEnd);

  // The panel's height so far, with the bottom margin: the least it can be, its scrolled
  // rows counted at their least.
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

  // How many items of each kind the view holds: where the scrolled rows' items begin and end.
  struct Marks {
    std::size_t shapes = 0, texts = 0, cards = 0, buttons = 0;
  };
  Marks marks() const;
  // The rows that scroll, placed relative to the panel.
  struct Band {
    float top = 0, bottom = 0, least = 0, line = 0;
    bool opensAtEnd = false;
    Marks first, end;
  };
  // The rows marked to scroll; else, where the sheet is too tall for the window, all of it.
  std::optional<Band> band_;
  Band bandToScroll(float room) const;
  // Cuts the band's window `cut` pixels shorter: its items clipped to it, those below moved up.
  static void scrollBand(SheetView& v, const Band& band, float cut);
};

// Builds a sheet with `build`, and again smaller while it is taller than the window, down to
// leastSheetScale.
// The least scale a sheet is built at: half its size, or on a touch screen the scale at which
// its text is kTouchLeastFontCss CSS pixels (never more than its full size).
float leastSheetScale(const TableLayout& t);
SheetView buildToFit(const TableLayout& t, const std::function<SheetView(float scale, float& height)>& build);

// Buttons of equal height side by side, centred in `row`; widths from the labels' lengths.
std::vector<Rect> layoutButtonRow(const Rect& row, const std::vector<int>& labelLengths,
                                  float font);

}  // namespace hearts::ui

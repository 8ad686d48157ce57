// Lays out a sheet from the top down: rows of text, grids of chips, rows of buttons, each the
// width of the panel's content. Items are placed relative to the panel and moved into place
// by finish(), which centres the panel in the window. Rows that can outgrow any window (the
// score sheet's hands) are marked to scroll (beginScroll, endScroll): where the sheet is taller
// than the window they show through a window of their own, and the rest of the sheet stays
// (SheetScroll). A sheet too tall for the window even so is built again at a smaller scale
// (buildToFit); one that is still too tall at the smallest scale scrolls as a whole. Its
// controls (chips, buttons, rows to tap) are never drawn less than a fingertip tall on a touch
// screen: there the scale stops where the text would become too small to read, and a sheet
// that still does not fit scrolls. Its words are measured as they are laid out (TextMetrics):
// a chip or a button is as wide as its label needs, chips and buttons that do not fit a row
// go on to the next, and a line too long for the panel (a longer language's) takes more lines.
#pragma once

#include <cmath>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "ui/layout.h"
#include "ui/sheet_view.h"
#include "ui/text_metrics.h"

namespace hearts::ui {

class SheetBuilder {
 public:
  // A panel at most `widthFonts` fonts wide (never wider than the window allows), its sizes
  // multiplied by `scale`; its words measured by `metrics`.
  SheetBuilder(const TableLayout& t, TextMetrics& metrics, float widthFonts, float scale = 1);

  float font() const { return f_; }  // the scaled font, in pixels
  float scale() const { return scale_; }
  // The pixels a text of `size` fonts is drawn at (SheetText::size is in the table's fonts).
  float px(float size) const { return size * scale_ * t_.font; }
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
  // Chips for these labels, as many to a row as their widest label allows (chipColumns).
  std::vector<Rect> chipsFor(const std::vector<std::string>& labels, float heightFonts = 2.2f);
  // The most columns of chips (up to the labels' count) whose widest label fits a chip.
  int chipColumns(const std::vector<std::string>& labels) const;
  // A label over chips for `labels`, as many to a line as they allow; `each(i, rect)` makes
  // the i-th.
  template <typename Each>
  void choiceRow(const std::string& label, const std::vector<std::string>& labels, Each each) {
    line(1.6f, label, 0.85f, Ink::Label, TextAlign::Left, true);
    const auto rects = chipsFor(labels);
    for (std::size_t i = 0; i < labels.size(); ++i) each(static_cast<int>(i), rects[i]);
    gap(0.4f);
  }
  // The width a chip needs for its label at full size (the painter draws chip labels at
  // kChipText of the table's font, and bold when chosen).
  float chipWidthFor(const std::string& label) const;
  // Buttons side by side, centred, sized by their labels, in a row of controlHeight; those
  // that do not fit go on to another row.
  std::vector<Rect> buttonRow(const std::vector<std::string>& labels, float heightFonts = 2.6f);
  // A line of text in a row `heightFonts` high; where it does not fit the panel's width even
  // drawn a little smaller, it takes as many lines as it needs. Returns the rows it took.
  Rect line(float heightFonts, const std::string& s, float size, Ink ink, TextAlign a = TextAlign::Left,
            bool bold = false);
  // `s` wrapped to the content's width at `size` fonts: paragraph()'s lines.
  std::vector<std::string> wrap(const std::string& s, float size) const;
  TextMetrics& metrics() const { return metrics_; }

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
  TextMetrics& metrics_;
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

// Buttons of equal height, `widths` wide, side by side and centred in rows `rowH` high from
// `top` within `x`..`x + width`, as many to a row as fit (at least one); one wider than the
// width is made as wide as it.
std::vector<Rect> layoutButtonRows(float x, float top, float width, float rowH, float gap,
                                   const std::vector<float>& widths);

}  // namespace hearts::ui

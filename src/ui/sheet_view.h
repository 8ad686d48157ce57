// What a sheet over the table shows (the score sheet, the menu, a dialog, a review), as a
// list of things to draw: panel, texts, shapes, cards and buttons, each with its place. The
// screen model builds it (sheets.h) without SDL; the sheet painter draws any of them the same
// way, the model hit-tests its buttons, and the test hook reports its texts.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/card.h"
#include "ui/buttons.h"
#include "ui/geometry.h"

namespace hearts::ui {

// How a text or shape looks; the painter picks the colours.
enum class Ink : std::uint8_t {
  Title,   // large, dark
  Label,   // a section's name: small, soft, bold
  Body,    // ordinary text
  Soft,    // secondary text
  Moon,    // the moon's gold
  Good,    // better than expected (teal)
  Bad,     // worse (red)
  Rule,    // a thin line
  Stripe,  // a faint band behind every other row
  Mark,    // a gold highlight behind a cell
  Bar,     // a bar of a chart
  Focus,   // the keyboard's focus
  Felt,    // the table's felt as chosen (the Options' preview of the table's look)
};

enum class TextAlign : std::uint8_t { Left, Center, Right };

struct SheetText {
  Rect rect;
  std::string text;
  float size = 1;  // in units of the layout's font
  Ink ink = Ink::Body;
  TextAlign align = TextAlign::Left;
  bool bold = false;
  bool wrap = false;  // wrapped to the rect's width, from its top
  // Read by the screen-reader mirror (ui/mirror_state.h). A text whose meaning lies in where it is
  // drawn (a rank in a grid) is not; a line of SheetView::spoken says it instead.
  bool heard = true;
  // Among the sheet's scrolled rows (SheetScroll): drawn only inside this, their window.
  std::optional<Rect> clip{};
};

struct SheetShape {
  Rect rect;
  Ink ink = Ink::Rule;
  std::optional<Rect> clip{};  // as SheetText::clip
};

struct SheetCard {
  Rect rect;
  Card card;
  bool faceUp = true;
  bool highlight = false;  // a gold outline (the trick's winner, a costly card)
  bool dim = false;
  std::optional<Rect> clip{};  // as SheetText::clip
};

// Rows of a sheet that outgrow the room the window leaves them: they show through a window
// (`view`) and scroll in it, while the rest of the sheet (its title, its totals, its buttons)
// stays. Each item among them, buttons too, carries the window as its clip.
struct SheetScroll {
  Rect view;               // where the rows show, in the window's pixels
  float content = 0;       // the rows' whole height
  float offset = 0;        // how far they are scrolled: 0 shows their top, range() their end
  float line = 1;          // a row's height: the wheel moves three a notch, a page keeps one
  bool opensAtEnd = false;  // the sheet opens on its last rows (the score sheet's latest hands),
                            // as built; else on its first

  float range() const { return std::max(0.0f, content - view.h); }
  bool moreAbove() const { return offset > 0.5f; }
  bool moreBelow() const { return offset < range() - 0.5f; }
};

struct SheetView {
  Rect panel;
  bool modal = true;  // darkens the table behind it
  std::vector<SheetShape> shapes;
  std::vector<SheetText> texts;
  std::vector<SheetCard> cards;
  std::vector<Button> buttons;
  // What a notice must not cover besides the buttons (the score sheet's totals).
  std::vector<Rect> keepClear;
  // Words for the screen-reader mirror only, after the texts: what the sheet shows in a
  // picture (a grid of cards played) said in a sentence.
  std::vector<std::string> spoken;
  // Rows that scroll, where the sheet is taller than the window (sheet_scroll.h).
  std::optional<SheetScroll> scroll;

  void text(Rect r, std::string s, float size, Ink ink, TextAlign align = TextAlign::Left,
            bool bold = false) {
    texts.push_back({r, std::move(s), size, ink, align, bold, false});
  }
  void wrapped(Rect r, std::string s, float size, Ink ink) {
    texts.push_back({r, std::move(s), size, ink, TextAlign::Left, false, true});
  }
  void shape(Rect r, Ink ink) { shapes.push_back({r, ink}); }
};

}  // namespace hearts::ui

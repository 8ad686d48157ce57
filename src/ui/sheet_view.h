// What a sheet over the table shows (the score sheet, the menu, a dialog, a review), as a
// list of things to draw: panel, texts, shapes, cards and buttons, each with its place. The
// screen model builds it (sheets.h) without SDL; the sheet painter draws any of them the same
// way, the model hit-tests its buttons, and the test hook reports its texts.
#pragma once

#include <cstdint>
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
};

struct SheetShape {
  Rect rect;
  Ink ink = Ink::Rule;
};

struct SheetCard {
  Rect rect;
  Card card;
  bool faceUp = true;
  bool highlight = false;  // a gold outline (the trick's winner, a costly card)
  bool dim = false;
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

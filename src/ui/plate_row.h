// A name plate's top row: the seat's name at the left and, at the right, the marks of what the
// seat has taken this hand that counts (Q♠, ♥ and how many, J♦). The name gets the room the
// marks leave, so the two never run together; marks that would leave too little room for the
// name (drawn at `nameSize`, shrunk to 70 % at most) are drawn smaller, down to a third of the
// row.
#pragma once

#include <string>
#include <vector>

#include "core/card.h"
#include "ui/geometry.h"
#include "ui/text_metrics.h"

namespace hearts::ui {

struct PlateMark {
  std::string text;
  Rect rect;
  bool heart = false;  // drawn in the hearts' colour
};

struct PlateRow {
  Rect name;  // where the name is drawn (Text::draw shrinks, then shortens, what is wider)
  std::vector<PlateMark> marks;
  float markSize = 0;
};

// `row`: the plate's top row, less what else sits at its right (a bot's thinking dots);
// `f`: the table's font size.
PlateRow layoutPlateRow(TextMetrics& metrics, CardSet taken, const Rect& row, float f, const std::string& name,
                        float nameSize, bool nameBold);

}  // namespace hearts::ui

// Notices: short notes shown for a while at the top of the table (a saved game that could not
// be read, an odd URL value, the first-run welcome). A tap puts one away. They give way to
// the trick: once a card is on the table, a notice that has been up for kReadMs fades out.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "ui/geometry.h"
#include "ui/layout.h"
#include "ui/text_metrics.h"

namespace hearts::ui {

class Notices {
 public:
  static constexpr double kShowMs = 8000;
  static constexpr double kReadMs = 3000;
  static constexpr double kFadeMs = 400;

  void add(std::string text, double now);
  // Drops the notices whose time is up.
  void expire(double now);
  // A card is on the table (where the notices sit): shorten each to kReadMs.
  void giveWayToTrick(double now);
  // Notices stack down from the top of the middle, as many as fit above the pass arrow (one
  // at least); the others wait their turn, their time not running until they show.
  void holdWaiting(const TableLayout& layout, TextMetrics& metrics, double now);
  // Puts away the notice under `p`; false when there is none.
  bool dismissAt(Point p, const TableLayout& layout, TextMetrics& metrics);

  // Where each notice that shows is drawn, with its lines and its opacity now (1, fading to 0).
  struct Box {
    Rect rect;
    std::vector<std::string> lines;
    float opacity = 1;
  };
  std::vector<Box> boxes(const TableLayout& layout, TextMetrics& metrics, double now) const;
  // The texts of the notices still up.
  std::vector<std::string> shown(double now) const;
  // The time a fading notice next changes the picture, or infinity.
  double wakeAt(double now) const;

 private:
  struct Notice {
    std::string text;
    double shownAt = 0;
    double until = 0;
  };
  std::vector<Notice> items_;
};

}  // namespace hearts::ui

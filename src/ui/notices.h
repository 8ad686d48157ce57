// Notices: short notes the game shows for a while (a confirmation of the player's action, a
// saved game that could not be read, an odd URL value, the first-run welcome). The newest
// shows first, the same text twice shows once, each stays up long enough to read it (by its
// length), and a tap or Escape puts it away. They are drawn over everything, sheets and
// menus included, where they cover nothing the player needs: the screen names what they
// must keep clear of (the cards on the table and in the hand, the seats, every button).
#pragma once

#include <cstddef>
#include <deque>
#include <string>
#include <vector>

#include "ui/geometry.h"
#include "ui/layout.h"
#include "ui/text_metrics.h"

namespace hearts::ui {

class Notices {
 public:
  // A notice shows for kBaseMs plus kPerCharMs for each character (about 15 characters a
  // second, a slow reader's pace), between kMinShowMs and kMaxShowMs.
  static constexpr double kBaseMs = 1500;
  static constexpr double kPerCharMs = 65;
  static constexpr double kMinShowMs = 4000;
  static constexpr double kMaxShowMs = 12000;
  static constexpr double kFadeMs = 400;
  static double showMs(const std::string& text);

  // The new notice goes first; the same text already up or waiting moves to the front and
  // starts its time again.
  void add(std::string text, double now);
  // Drops the notices whose time is up.
  void expire(double now);
  // Those that have no room wait their turn, their time not running until they show.
  void holdWaiting(const TableLayout& layout, TextMetrics& metrics, const std::vector<Rect>& keepClear,
                   double now);
  // Puts away the notice under `p`; false when there is none.
  bool dismissAt(Point p, const TableLayout& layout, TextMetrics& metrics,
                 const std::vector<Rect>& keepClear);
  // Puts away every notice that shows (Escape); false when none does.
  bool dismissShown(const TableLayout& layout, TextMetrics& metrics, const std::vector<Rect>& keepClear);

  // Where each notice that shows is drawn, with its lines and its opacity now (1, fading to
  // 0): one column, newest at the top, at the first place (the top of the table's middle
  // downwards, then the top of the window) where it covers none of `keepClear`.
  struct Box {
    Rect rect;
    std::vector<std::string> lines;
    float opacity = 1;
  };
  std::vector<Box> boxes(const TableLayout& layout, TextMetrics& metrics,
                         const std::vector<Rect>& keepClear, double now) const;
  // The texts of the notices still up or waiting, newest first.
  std::vector<std::string> shown(double now) const;
  // The time a fading notice next changes the picture, or infinity.
  double wakeAt(double now) const;
  bool empty() const { return items_.empty(); }

 private:
  struct Notice {
    std::string text;
    double shownAt = 0;
    double until = 0;
  };
  std::deque<Notice> items_;  // newest first
};

}  // namespace hearts::ui

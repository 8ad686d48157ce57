// What the tests and the benchmarks take from the running program, apart from the frame
// itself: the screen's state as JSON (window.heartsTest in the page, the --state-file
// natively), the last benchmark frame as a PNG (--screenshot) and how long the benchmark's
// frames took (--frames). App::tick() starts and ends each tick here, and its frame hands
// the picture over around the moment it is shown; nothing here changes the game.
#pragma once

#include <SDL.h>

#include <string>

#include "app/options.h"
#include "ui/screen.h"

namespace hearts::app {

class TestHooks {
 public:
  // `options` (--screenshot, --state-file, --frames) must outlive the hooks.
  explicit TestHooks(const Options& options);

  // A tick begins; `frame` counts the ticks before it.
  void tickStarts(int frame);
  // The tick's picture is drawn and not shown yet (once shown it cannot be read back): on
  // the last benchmark frame, the screenshot.
  void drawn(SDL_Renderer* renderer, int pixelW, int pixelH);
  // The picture is shown: the screen's state, where a test reads it and when it changed.
  // It changes only with a frame, so what a test reads is on the screen.
  void shown(const ui::Screen& screen, double now);
  // The tick is over: with --frames its time is counted, and the figures are said after the
  // last one. False when that was the last frame asked for (the program ends).
  bool tickEnds();
  // Something asked for could not be done (the screenshot).
  bool failed() const { return failed_; }

 private:
  bool saveScreenshot(SDL_Renderer* renderer, int pixelW, int pixelH);

  const Options& options_;  // the app's, which outlive these hooks
  int frame_ = 0;           // the tick under way
  bool last_ = false;
  bool failed_ = false;
  Uint64 tickStart_ = 0;
  std::string published_;
  double tickTotalMs_ = 0, tickMaxMs_ = 0;
};

}  // namespace hearts::app

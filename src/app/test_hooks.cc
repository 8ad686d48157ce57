#include "app/test_hooks.h"

#include <algorithm>
#include <string>
#include <utility>

#include "app/platform.h"

namespace hearts::app {

TestHooks::TestHooks(const Options& options) : options_(options) {}

void TestHooks::tickStarts(int frame) {
  tickStart_ = SDL_GetPerformanceCounter();
  frame_ = frame;
  last_ = options_.frames > 0 && frame + 1 >= options_.frames;
}

void TestHooks::drawn(SDL_Renderer* renderer, int pixelW, int pixelH) {
  if (!last_ || options_.screenshot.empty()) return;
  if (saveScreenshot(renderer, pixelW, pixelH)) platform::logInfo("saved " + options_.screenshot);
  else failed_ = true;
}

void TestHooks::shown(const ui::Screen& screen, double now) {
  if (!platform::isWeb() && options_.stateFile.empty()) return;
  std::string state = screen.testState(now);
  if (state == published_) return;
  platform::publishTestState(state, options_.stateFile);
  published_ = std::move(state);
}

bool TestHooks::tickEnds() {
  if (options_.frames > 0) {
    const double ms = static_cast<double>(SDL_GetPerformanceCounter() - tickStart_) * 1000.0 /
                      static_cast<double>(SDL_GetPerformanceFrequency());
    tickTotalMs_ += ms;
    tickMaxMs_ = std::max(tickMaxMs_, ms);
    if (last_) {
      const int frames = frame_ + 1;
      platform::logInfo(std::to_string(frames) + " frames, mean " +
                        std::to_string(tickTotalMs_ / frames) + " ms, slowest " +
                        std::to_string(tickMaxMs_) + " ms");
    }
  }
  return !last_;
}

bool TestHooks::saveScreenshot(SDL_Renderer* renderer, int pixelW, int pixelH) {
  SDL_Surface* s = SDL_CreateRGBSurfaceWithFormat(0, pixelW, pixelH, 32, SDL_PIXELFORMAT_ARGB8888);
  if (!s) return false;
  bool ok = SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_ARGB8888, s->pixels,
                                 s->pitch) == 0;
  if (ok) ok = platform::savePng(s, options_.screenshot);
  if (!ok)
    platform::logError("Could not save the screenshot " + options_.screenshot + ": " + SDL_GetError());
  SDL_FreeSurface(s);
  return ok;
}

}  // namespace hearts::app

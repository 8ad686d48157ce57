// The program's loop on the desktop (CMake builds this file for every build but the web's;
// loop_web.cc is the page's): ticks back to back while something moves, about 60 a second,
// and sleeps until input arrives or something is due while nothing does.
#include <SDL.h>

#include "app/loop.h"

namespace hearts::app {

int runLoop(std::unique_ptr<App>&& app) {
  Uint64 last = SDL_GetTicks64();
  while (app->tick()) {
    const int wait = app->idleWaitMs();
    if (wait > 0) {
      // Nothing moves: sleep until input arrives or something is due.
      SDL_WaitEventTimeout(nullptr, wait);
    } else if (!app->benchmarkFrames()) {
      // Animating: about 60 frames a second even without vsync (e.g. under Xvfb).
      const Uint64 now = SDL_GetTicks64();
      if (now - last < 16) SDL_Delay(static_cast<Uint32>(16 - (now - last)));
    }
    last = SDL_GetTicks64();
  }
  return app->exitCode();
}

}  // namespace hearts::app

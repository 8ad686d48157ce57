// The program's entry point and its loop: natively a plain loop that sleeps while nothing
// happens, in the browser one call per animation frame.
#include <SDL.h>

#include <cstdio>
#include <memory>

#include "app/app.h"
#include "app/platform.h"
#include "hearts_version.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace {

#ifdef __EMSCRIPTEN__
void frame(void* arg) {
  auto* app = static_cast<hearts::app::App*>(arg);
  if (!app->tick()) emscripten_cancel_main_loop();
}
#endif

}  // namespace

int main(int argc, char** argv) {
  using namespace hearts::app;
  Options options = parseOptions(platform::launchParams(argc, argv), !platform::isWeb());
  if (options.help) {
    std::fputs(usage().c_str(), stdout);
    return 0;
  }
  if (options.version) {
    std::printf("hearts %s\n", hearts::kProgramVersion);
    return 0;
  }
  // The app outlives main() on the web (the browser calls back into it), so it lives on the heap.
  auto app = std::make_unique<App>(options, platform::openStorage(options.dataDir));
  if (!app->init()) return 1;
#ifdef __EMSCRIPTEN__
  emscripten_set_main_loop_arg(frame, app.release(), 0, 1);
  return 0;
#else
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
#endif
}

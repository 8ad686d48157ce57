// The program's loop in the page (CMake builds this file for the web only; loop_native.cc is
// the desktop's): one tick per animation frame of the browser.
#include <emscripten.h>

#include "app/loop.h"

namespace hearts::app {

namespace {

void frame(void* arg) {
  auto* app = static_cast<App*>(arg);
  if (!app->tick()) emscripten_cancel_main_loop();
}

}  // namespace

int runLoop(std::unique_ptr<App>&& app) {
  emscripten_set_main_loop_arg(frame, app.release(), 0, 1);
  return 0;
}

}  // namespace hearts::app

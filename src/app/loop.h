// The program's loop, which calls App::tick() until the app ends: natively a plain loop that
// sleeps while nothing happens (loop_native.cc), in the browser one call per animation frame
// (loop_web.cc). CMake builds the one for the platform into the program.
#pragma once

#include <memory>

#include "app/app.h"

namespace hearts::app {

// Runs `app`, which init() has started; returns what the program returns. On the web the
// app outlives main() (the browser calls back into it): this takes it from `app` and does
// not return.
int runLoop(std::unique_ptr<App>&& app);

}  // namespace hearts::app

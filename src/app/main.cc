// The program's entry point: the launch's options, then the app and its loop (loop.h, one
// for each platform).
// SDL.h renames main() for SDL2main where a system starts programs its own way (Windows).
#include <SDL.h>

#include <cstdio>
#include <memory>
#include <utility>

#include "app/app.h"
#include "app/language_keeper.h"
#include "app/loop.h"
#include "app/platform.h"
#include "hearts_version.h"

int main(int argc, char** argv) {
  using namespace hearts::app;
  Options options = parseOptions(platform::launchParams(argc, argv), !platform::isWeb());
  if (options.help) {
    // In the language --lang names, else the system's.
    LanguageKeeper language(platform::assetDir(options.assetDir));
    language.follow(options.language);
    language.take();  // a catalog that cannot be read is logged, and English goes on
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
  return runLoop(std::move(app));
}

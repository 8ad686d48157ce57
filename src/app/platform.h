// The platform seam: everything that differs between the desktop and the browser, behind a
// few functions (platform.cc and main.cc are the only files that know which one runs).
#pragma once

#include <SDL.h>

#include <cstdint>
#include <memory>
#include <string>

#include "app/options.h"
#include "app/storage.h"

namespace hearts::app::platform {

bool isWeb();
// The command line natively, the page's URL parameters on the web.
Params launchParams(int argc, const char* const* argv);
// The saved game's home: files in `dir` (or the user's data folder) natively, localStorage
// on the web.
std::unique_ptr<Storage> openStorage(const std::string& dir);
// Where the card art and fonts are, unless the options say.
std::string assetDir(const std::string& requested);
// A fallback font when the assets have none (natively, the system's DejaVu if installed).
std::string systemFontDir();
// A seed for a game nobody asked to reproduce.
std::uint64_t entropy();
// On the web, window.heartsTest for the end-to-end test; nothing natively.
void publishTestState(const std::string& json);
// On the web the page sizes the canvas with CSS: follow it, at the device pixel ratio.
void followCanvasSize(SDL_Window* window);
void logError(const std::string& text);
void logInfo(const std::string& text);

}  // namespace hearts::app::platform

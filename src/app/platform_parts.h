// What the shared part of the platform (platform.cc) and the platform's own file
// (platform_web.cc in the page, platform_native.cc on the desktop; CMake builds one) hand
// each other. Not for the rest of the app, which sees platform.h only.
#pragma once

#include <cstdint>
#include <vector>

#include "app/platform.h"

namespace hearts::app::platform {

// What the player gave the game and it has not taken yet: the one place the browser's
// callbacks and SDL's drop events can leave it (platform.cc).
std::vector<ReceivedFile>& receivedFiles();
// The languages fetched, not taken yet (platform.cc).
std::vector<FetchedLanguage>& fetchedLanguages();
// 64 bits from the system's random source (the browser's generator in the page), or 0 where
// there is none (the platform's own file).
std::uint64_t systemRandomBits();

}  // namespace hearts::app::platform

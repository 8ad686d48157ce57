# hearts_version: an INTERFACE target whose users include "hearts_version.h", which holds the
# version of project() in the top-level CMakeLists.txt (the one place it is written). Also
# the names the packages give the game on every system.
include_guard(GLOBAL)

# The application's id (reverse DNS, as AppStream, the desktop entry's file name and macOS's
# bundle identifier want it) and, where the game has one, the address of its page.
set(HEARTS_APP_ID "io.github.heartsgame.Hearts" CACHE STRING "Application id (reverse DNS)")
set(HEARTS_HOMEPAGE "" CACHE STRING "Web address of the game's page (empty: none is named)")
configure_file("${CMAKE_CURRENT_LIST_DIR}/version.h.in"
               "${PROJECT_BINARY_DIR}/generated/hearts_version.h" @ONLY)
add_library(hearts_version INTERFACE)
target_include_directories(hearts_version INTERFACE "${PROJECT_BINARY_DIR}/generated")

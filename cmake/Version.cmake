# hearts_version: an INTERFACE target whose users include "hearts_version.h", which holds the
# version of project() in the top-level CMakeLists.txt (the one place it is written).
include_guard(GLOBAL)
configure_file("${CMAKE_CURRENT_LIST_DIR}/version.h.in"
               "${PROJECT_BINARY_DIR}/generated/hearts_version.h" @ONLY)
add_library(hearts_version INTERFACE)
target_include_directories(hearts_version INTERFACE "${PROJECT_BINARY_DIR}/generated")

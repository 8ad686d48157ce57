# Warnings for the project's own code, as an INTERFACE target every target links.
add_library(hearts_warnings INTERFACE)
if(MSVC)
  target_compile_options(hearts_warnings INTERFACE /W4)
else()
  target_compile_options(hearts_warnings INTERFACE
    -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wnon-virtual-dtor
    -Wold-style-cast -Woverloaded-virtual -Wnull-dereference -Wimplicit-fallthrough
    # Indexing std::array by an int seat is everywhere and harmless; GCC leaves this out of
    # -Wconversion, clang does not.
    -Wno-sign-conversion)
  # GCC 12 at -O3 reports a false overlap in std::string's operator+ (GCC bug 105329), seen
  # when release objects are optimised at compile time for the non-LTO test programs.
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
    target_compile_options(hearts_warnings INTERFACE -Wno-restrict)
  endif()
  if(HEARTS_WERROR)
    target_compile_options(hearts_warnings INTERFACE -Werror)
  endif()
endif()

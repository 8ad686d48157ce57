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
  if(HEARTS_WERROR)
    target_compile_options(hearts_warnings INTERFACE -Werror)
  endif()
endif()

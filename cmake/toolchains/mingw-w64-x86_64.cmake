# Cross-compiling for 64-bit Windows with Debian's MinGW-w64 (apt-get install
# g++-mingw-w64-x86-64): the game (the `windows` preset) and its SDL libraries
# (scripts/build-mingw-deps.sh).
#
# The -posix compilers: the default (win32) thread model of Debian's MinGW-w64 has no
# std::thread, std::mutex or std::async, which the native tools use. Programs link the GCC
# runtime, the C++ library and winpthread statically, so they need no DLL of the compiler's
# next to them, only those of the libraries they use.
#
# find_package, find_library and find_path look in the MinGW-w64 sysroot and in what the
# caller appends to CMAKE_FIND_ROOT_PATH (the SDL prefix: cmake/Sdl.cmake does it from
# HEARTS_MINGW_PREFIX), never on the build host; find_program looks on the build host
# only, where the build's own tools (node, rsvg-convert, pyftsubset, icotool) run.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(HEARTS_MINGW_TRIPLE x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${HEARTS_MINGW_TRIPLE}-gcc-posix)
set(CMAKE_CXX_COMPILER ${HEARTS_MINGW_TRIPLE}-g++-posix)
set(CMAKE_RC_COMPILER ${HEARTS_MINGW_TRIPLE}-windres)

# Appended to, not set: a caller's -DCMAKE_FIND_ROOT_PATH (the libraries built before)
# stays first.
list(APPEND CMAKE_FIND_ROOT_PATH /usr/${HEARTS_MINGW_TRIPLE})
list(REMOVE_DUPLICATES CMAKE_FIND_ROOT_PATH)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

set(CMAKE_EXE_LINKER_FLAGS_INIT "-static-libgcc -static-libstdc++ -static")
set(CMAKE_SHARED_LINKER_FLAGS_INIT "-static-libgcc -static-libstdc++")
set(CMAKE_MODULE_LINKER_FLAGS_INIT "-static-libgcc -static-libstdc++")

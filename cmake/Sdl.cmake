# hearts_sdl: one INTERFACE target giving SDL2, SDL2_image and SDL2_ttf to whatever links it.
# Sources include them as <SDL.h>, <SDL_image.h> and <SDL_ttf.h>, which works in all three
# setups below.
#
#   native         Debian's (or any distribution's) packages through their CMake configs.
#   Emscripten     static libraries in a prefix built by scripts/build-wasm-deps.sh,
#                  named by HEARTS_WASM_PREFIX (or already on CMAKE_PREFIX_PATH).
#   Windows        DLLs in a prefix built by scripts/build-mingw-deps.sh (cross-compiled
#                  with MinGW-w64), named by HEARTS_MINGW_PREFIX (or already on
#                  CMAKE_PREFIX_PATH).
#   Emscripten +   Emscripten's own SDL ports (-DHEARTS_SDL_PORTS=ON), which emcc downloads
#   ports          and builds on first use: right for an official emsdk with internet
#                  (GitHub Actions), impossible offline.
include_guard(GLOBAL)

add_library(hearts_sdl INTERFACE)

if(EMSCRIPTEN)
  option(HEARTS_SDL_PORTS "Take SDL2, SDL2_image and SDL2_ttf from Emscripten's ports" OFF)
  set(HEARTS_WASM_PREFIX "$ENV{HEARTS_WASM_PREFIX}" CACHE PATH
      "Install prefix of the WebAssembly SDL libraries (printed by scripts/build-wasm-deps.sh)")
elseif(WIN32)
  set(HEARTS_MINGW_PREFIX "$ENV{HEARTS_MINGW_PREFIX}" CACHE PATH
      "Install prefix of the Windows SDL libraries (printed by scripts/build-mingw-deps.sh)")
endif()

if(EMSCRIPTEN AND HEARTS_SDL_PORTS)
  # The same settings at compile time (where emcc installs the ports' headers and adds them
  # as system includes) and at link time (where it builds and links the libraries).
  # SDL2_image gets PNG and SVG only; SDL2_ttf brings its freetype and harfbuzz ports.
  # The formats list is written without quotes: emcc accepts that form and it needs no
  # shell quoting on any generator.
  set(_hearts_sdl_ports
      -sUSE_SDL=2
      -sUSE_SDL_IMAGE=2
      -sSDL2_IMAGE_FORMATS=[png,svg]
      -sUSE_SDL_TTF=2)
  target_compile_options(hearts_sdl INTERFACE ${_hearts_sdl_ports})
  target_link_options(hearts_sdl INTERFACE ${_hearts_sdl_ports})
  unset(_hearts_sdl_ports)
  message(STATUS "SDL: Emscripten ports (downloaded and built by emcc)")
  return()
endif()

# A cross build's prefix, made by one of the scripts.
set(_hearts_prefix "")
if(EMSCRIPTEN)
  set(_hearts_prefix_var HEARTS_WASM_PREFIX)
  set(_hearts_prefix_script scripts/build-wasm-deps.sh)
  set(_hearts_prefix "${HEARTS_WASM_PREFIX}")
elseif(WIN32)
  set(_hearts_prefix_var HEARTS_MINGW_PREFIX)
  set(_hearts_prefix_script scripts/build-mingw-deps.sh)
  set(_hearts_prefix "${HEARTS_MINGW_PREFIX}")
endif()
if(_hearts_prefix)
  if(NOT EXISTS "${_hearts_prefix}/lib/cmake/SDL2")
    message(FATAL_ERROR
      "${_hearts_prefix_var}=${_hearts_prefix} holds no SDL2 build; "
      "run ${_hearts_prefix_script} and pass the prefix it prints")
  endif()
  # The cross toolchain files confine find_package to their sysroots; the prefix must be
  # a search root as well as a search prefix.
  list(PREPEND CMAKE_PREFIX_PATH "${_hearts_prefix}")
  list(PREPEND CMAKE_FIND_ROOT_PATH "${_hearts_prefix}")
  # A new prefix (new library versions or build options) replaces the old one in an
  # existing build folder: package locations found in another prefix are forgotten.
  foreach(_hearts_pkg IN ITEMS SDL2 SDL2_image SDL2_ttf freetype)
    if(DEFINED CACHE{${_hearts_pkg}_DIR})
      string(FIND "${${_hearts_pkg}_DIR}" "${_hearts_prefix}/" _hearts_at)
      if(NOT _hearts_at EQUAL 0)
        unset(${_hearts_pkg}_DIR CACHE)
      endif()
    endif()
  endforeach()
  # So are the files FindFreetype (which SDL2_ttf's package asks for) cached.
  foreach(_hearts_var IN ITEMS FREETYPE_LIBRARY_RELEASE FREETYPE_LIBRARY_DEBUG
                               FREETYPE_INCLUDE_DIR_ft2build FREETYPE_INCLUDE_DIR_freetype2)
    if(DEFINED CACHE{${_hearts_var}} AND ${_hearts_var})
      string(FIND "${${_hearts_var}}" "${_hearts_prefix}/" _hearts_at)
      if(NOT _hearts_at EQUAL 0)
        unset(${_hearts_var} CACHE)
      endif()
    endif()
  endforeach()
  unset(_hearts_var)
  unset(_hearts_at)
endif()

if(EMSCRIPTEN)
  string(CONCAT _hearts_sdl_hint
      "Build the WebAssembly SDL libraries with scripts/build-wasm-deps.sh and configure with "
      "-DHEARTS_WASM_PREFIX=<the prefix it prints> (the wasm preset reads it from the "
      "HEARTS_WASM_PREFIX environment variable), or use -DHEARTS_SDL_PORTS=ON with an emsdk "
      "that can download Emscripten's ports.")
elseif(WIN32 AND CMAKE_CROSSCOMPILING)
  string(CONCAT _hearts_sdl_hint
      "Build the Windows SDL libraries with scripts/build-mingw-deps.sh and configure with "
      "-DHEARTS_MINGW_PREFIX=<the prefix it prints> (the windows preset reads it from the "
      "HEARTS_MINGW_PREFIX environment variable).")
else()
  string(CONCAT _hearts_sdl_hint
      "Install the development packages: scripts/install-deps.sh --native "
      "(Debian/Ubuntu: libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev).")
endif()

foreach(_hearts_pkg IN ITEMS SDL2 SDL2_image SDL2_ttf)
  find_package(${_hearts_pkg} CONFIG QUIET)
  if(NOT ${_hearts_pkg}_FOUND)
    # Once more, aloud, so CMake's own explanation precedes ours.
    find_package(${_hearts_pkg} CONFIG)
    message(FATAL_ERROR "SDL: ${_hearts_pkg} not found. ${_hearts_sdl_hint}")
  endif()
endforeach()

# Shared-library targets where the package has them (native), the static ones otherwise
# (the WebAssembly prefix builds only static libraries).
foreach(_hearts_lib IN ITEMS SDL2::SDL2 SDL2_image::SDL2_image SDL2_ttf::SDL2_ttf)
  if(TARGET ${_hearts_lib})
    target_link_libraries(hearts_sdl INTERFACE ${_hearts_lib})
  elseif(TARGET ${_hearts_lib}-static)
    target_link_libraries(hearts_sdl INTERFACE ${_hearts_lib}-static)
  else()
    message(FATAL_ERROR "SDL: the package config defines neither ${_hearts_lib} nor "
                        "${_hearts_lib}-static. ${_hearts_sdl_hint}")
  endif()
endforeach()

message(STATUS "SDL: SDL2 ${SDL2_VERSION}, SDL2_image ${SDL2_image_VERSION}, "
               "SDL2_ttf ${SDL2_ttf_VERSION}")
unset(_hearts_pkg)
unset(_hearts_lib)
unset(_hearts_sdl_hint)
unset(_hearts_prefix)
unset(_hearts_prefix_var)
unset(_hearts_prefix_script)

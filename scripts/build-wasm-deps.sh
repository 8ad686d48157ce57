#!/usr/bin/env bash
# Builds SDL2, freetype, SDL2_ttf and SDL2_image for WebAssembly with Debian's Emscripten,
# from Debian's own source packages, into a prefix cached outside the source tree, and
# prints that prefix on stdout (everything else goes to stderr).
#
# Why Debian's sources: Debian's Emscripten cannot use Emscripten's SDL "ports" (they are
# downloaded from GitHub at build time), but the Debian archive is reachable, and its
# source packages are the same library versions the native build uses.
#
# The prefix is ${HEARTS_CACHE_DIR:-$HOME/.cache/hearts}/wasm-deps-<key>, where the key
# names the Emscripten version, the four source package versions and the recipe revision,
# so a change to any of them builds a fresh prefix and an unchanged one is reused at once.
# A prefix counts as complete only when it holds the stamp written after every library
# installed; it is built in a temporary folder and moved into place in one rename.
#
# The system's apt configuration and lists are never touched: a private configuration with
# deb-src lines keeps its own source list, lists and caches under the cache folder. What
# does not depend on the target is in scripts/lib/debian-sources.sh (shared with
# scripts/build-mingw-deps.sh).
set -euo pipefail

# Bump when the build options below change, so old prefixes are not reused.
readonly RECIPE=6
readonly PACKAGES=(libsdl2 freetype libsdl2-ttf libsdl2-image)
deps_target=wasm
deps_what="the WebAssembly libraries"
deps_group=--wasm
# shellcheck source-path=SCRIPTDIR source=lib/debian-sources.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/debian-sources.sh"

usage() {
  cat <<EOF
Usage: $0 [--refresh] [--jobs N]

Builds the WebAssembly SDL libraries (once) and prints the install prefix.
  --refresh   update the private Debian source lists first (picks up new versions)
  --jobs N    parallel build jobs (default: number of CPUs, or \$HEARTS_JOBS)
Environment: HEARTS_CACHE_DIR (default \$HOME/.cache/hearts),
             HEARTS_DEBIAN_MIRROR (default http://deb.debian.org/debian),
             HEARTS_DEBIAN_SECURITY_MIRROR (default http://deb.debian.org/debian-security).
EOF
}

deps_parse_args "$@"
deps_require_tools emcc emcmake

# Debian's emcc runs its JS optimizer with node, which only finds Debian's node-acorn there.
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"

deps_lock
deps_apt_prepare
deps_read_versions
em_version="$(emcc -dumpversion 2>/dev/null | head -n1)"
[[ -n "$em_version" ]] || die "emcc -dumpversion printed nothing"

key="em$(deps_sanitize "$em_version")"
key+="-sdl2_$(deps_sanitize "${version[libsdl2]}")"
key+="-ft_$(deps_sanitize "${version[freetype]}")"
key+="-ttf_$(deps_sanitize "${version[libsdl2-ttf]}")"
key+="-img_$(deps_sanitize "${version[libsdl2-image]}")"
key+="-r$RECIPE"
deps_use_prefix "$key"

deps_start_build
deps_fetch_sources

# Every library finds the ones before it in the staging prefix, both as a prefix and as a
# root: Emscripten's toolchain file otherwise confines searches to its own sysroot.
build_lib() {
  local name="$1" src="$2"; shift 2
  step "configure-$name" emcmake cmake -S "$src" -B "$work/build/$name" "${generator[@]}" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_INSTALL_PREFIX="$stage" \
    -DCMAKE_PREFIX_PATH="$stage" \
    -DCMAKE_FIND_ROOT_PATH="$stage" \
    -DBUILD_SHARED_LIBS=OFF \
    "$@"
  step "build-$name" cmake --build "$work/build/$name" --parallel "$jobs"
  step "install-$name" cmake --install "$work/build/$name"
}

# Threads off: a threaded SDL needs SharedArrayBuffer, which needs COOP/COEP headers that
# static hosts such as GitHub Pages do not send.
src_sdl2="$(deps_unpack libsdl2)"
src_freetype="$(deps_unpack freetype)"
src_ttf="$(deps_unpack libsdl2-ttf)"
src_image="$(deps_unpack libsdl2-image)"

# The page downloads every byte of these libraries before it starts, so SDL2 and freetype
# are optimised for size (their work per frame is small next to the game's) and leave out
# the subsystems the game never initialises (it asks for video and timers only): no audio,
# joysticks, game controllers (with their mapping database), haptics, sensors, power or
# locale queries. SDL2_image (the SVG rasterizer) and SDL2_ttf stay optimised for speed.
# SDL_LEAN_AND_MEAN leaves out the YUV textures, the run-length encoded surfaces and the
# specialised surface blitters: the game's text and card images reach WebGL in formats it
# takes as they are, and the one general blitter that stays serves any other conversion.
# The software renderer stays (the tests draw with it; SDL falls back on it without WebGL).
build_lib sdl2 "$src_sdl2" -DCMAKE_BUILD_TYPE=MinSizeRel \
  "-DCMAKE_C_FLAGS=-DSDL_LEAN_AND_MEAN=1 -DSDL_VIDEO_RENDER_SW=1" \
  -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF -DSDL_TESTS=OFF -DSDL_THREADS=OFF \
  -DSDL_AUDIO=OFF -DSDL_JOYSTICK=OFF -DSDL_HAPTIC=OFF -DSDL_HIDAPI=OFF -DSDL_SENSOR=OFF \
  -DSDL_POWER=OFF -DSDL_LOCALE=OFF -DSDL_MISC=OFF

# Only what SDL2_ttf needs to render the game's two TrueType fonts (plain outlines, a
# format 4 character map, no hinting programs): of freetype's modules only the TrueType
# driver with its sfnt tables, the auto-hinter (the game asks for light hinting, which
# freetype does with it) and the anti-aliasing renderer. A static program links the modules
# this list names, no others (Type 1, CFF, bitmap fonts, glyph names, gzip and LZW readers,
# SDF and monochrome renderers).
cat >"$src_freetype/include/freetype/config/ftmodule.h" <<'MODULES'
/* The modules the game's fonts need (scripts/build-wasm-deps.sh). */
FT_USE_MODULE( FT_Module_Class, autofit_module_class )
FT_USE_MODULE( FT_Driver_ClassRec, tt_driver_class )
FT_USE_MODULE( FT_Module_Class, sfnt_module_class )
FT_USE_MODULE( FT_Renderer_Class, ft_smooth_renderer_class )
MODULES
# Nor what the fonts never ask for: the TrueType bytecode interpreter (light hinting is the
# auto-hinter's), the internal zlib and LZW (compressed and WOFF fonts), glyph names, Mac
# resource forks, incremental loading, variable fonts (GX), embedded bitmaps, colour layers
# and SVG glyphs, BDF properties, the sfnt name table API, LCD subpixel rendering, the
# auto-hinter's Indic scripts (the fonts hold Latin and symbols only), and character maps
# other than formats 4 and 12. Each was checked to draw the same pixels. (The CJK hinter
# stays: it is the auto-hinter's fallback for glyphs of no script, such as ♠ and ≡.)
ftoption="$src_freetype/include/freetype/config/ftoption.h"
for option in TT_CONFIG_OPTION_BYTECODE_INTERPRETER FT_CONFIG_OPTION_USE_ZLIB \
              FT_CONFIG_OPTION_USE_LZW FT_CONFIG_OPTION_POSTSCRIPT_NAMES \
              FT_CONFIG_OPTION_ADOBE_GLYPH_LIST TT_CONFIG_OPTION_POSTSCRIPT_NAMES \
              FT_CONFIG_OPTION_MAC_FONTS FT_CONFIG_OPTION_GUESSING_EMBEDDED_RFORK \
              FT_CONFIG_OPTION_INCREMENTAL TT_CONFIG_OPTION_GX_VAR_SUPPORT \
              TT_CONFIG_OPTION_EMBEDDED_BITMAPS TT_CONFIG_OPTION_COLOR_LAYERS \
              FT_CONFIG_OPTION_SVG TT_CONFIG_OPTION_BDF TT_CONFIG_OPTION_SFNT_NAMES \
              FT_CONFIG_OPTION_SUBPIXEL_RENDERING AF_CONFIG_OPTION_INDIC \
              TT_CONFIG_CMAP_FORMAT_0 TT_CONFIG_CMAP_FORMAT_2 TT_CONFIG_CMAP_FORMAT_6 \
              TT_CONFIG_CMAP_FORMAT_8 TT_CONFIG_CMAP_FORMAT_10 TT_CONFIG_CMAP_FORMAT_13 \
              TT_CONFIG_CMAP_FORMAT_14; do
  grep -q "^#define $option\$" "$ftoption" || die "freetype's ftoption.h no longer defines $option"
  sed -i "s|^#define $option\$|/* #undef $option (scripts/build-wasm-deps.sh) */|" "$ftoption"
done
deps_build_satellites "$src_freetype" "$src_ttf" "$src_image" -DCMAKE_BUILD_TYPE=MinSizeRel
deps_finish "emscripten=$em_version"

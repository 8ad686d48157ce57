#!/usr/bin/env bash
# Builds SDL2, freetype, SDL2_ttf and SDL2_image for 64-bit Windows with Debian's
# MinGW-w64, from Debian's own source packages (the library versions the native build
# uses), as DLLs into a prefix cached outside the source tree, and prints that prefix on
# stdout (everything else goes to stderr). The `windows` preset reads the prefix from
# HEARTS_MINGW_PREFIX.
#
# The prefix is ${HEARTS_CACHE_DIR:-$HOME/.cache/hearts}/mingw-deps-<key>, where the key
# names the MinGW-w64 compiler and runtime versions, the four source package versions and
# the recipe revision, so a change to any of them builds a fresh prefix and an unchanged
# one is reused at once. The private apt configuration, the lock, the stamp and the move
# into place are scripts/lib/debian-sources.sh's (shared with scripts/build-wasm-deps.sh).
set -euo pipefail

# Bump when the build options below change, so old prefixes are not reused.
readonly RECIPE=1
readonly PACKAGES=(libsdl2 freetype libsdl2-ttf libsdl2-image)
deps_target=mingw
deps_what="the Windows libraries"
deps_group=--windows
# shellcheck source-path=SCRIPTDIR source=lib/debian-sources.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/debian-sources.sh"
toolchain="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/cmake/toolchains/mingw-w64-x86_64.cmake"

usage() {
  cat <<EOF
Usage: $0 [--refresh] [--jobs N]

Builds the Windows (MinGW-w64) SDL libraries (once) and prints the install prefix.
  --refresh   update the private Debian source lists first (picks up new versions)
  --jobs N    parallel build jobs (default: number of CPUs, or \$HEARTS_JOBS)
Environment: HEARTS_CACHE_DIR (default \$HOME/.cache/hearts),
             HEARTS_DEBIAN_MIRROR (default http://deb.debian.org/debian),
             HEARTS_DEBIAN_SECURITY_MIRROR (default http://deb.debian.org/debian-security).
EOF
}

deps_parse_args "$@"
deps_require_tools x86_64-w64-mingw32-gcc-posix x86_64-w64-mingw32-g++-posix \
  x86_64-w64-mingw32-windres dpkg-query

deps_lock
deps_apt_prepare
deps_read_versions
# Debian's MinGW-w64 GCC calls itself "12-posix"; its package version names the GCC
# release and the MinGW-w64 packaging, and the runtime (headers, import libraries) is a
# package of its own.
compiler_version="$(dpkg-query -W -f='${Version}' gcc-mingw-w64-x86-64-posix 2>/dev/null)" ||
  die "gcc-mingw-w64-x86-64-posix is not installed; run scripts/install-deps.sh $deps_group"
runtime_version="$(dpkg-query -W -f='${Version}' mingw-w64-x86-64-dev 2>/dev/null)" ||
  die "mingw-w64-x86-64-dev is not installed; run scripts/install-deps.sh $deps_group"

key="gcc$(deps_sanitize "$compiler_version")"
key+="-crt$(deps_sanitize "$runtime_version")"
key+="-sdl2_$(deps_sanitize "${version[libsdl2]}")"
key+="-ft_$(deps_sanitize "${version[freetype]}")"
key+="-ttf_$(deps_sanitize "${version[libsdl2-ttf]}")"
key+="-img_$(deps_sanitize "${version[libsdl2-image]}")"
key+="-r$RECIPE"
deps_use_prefix "$key"

deps_start_build
deps_fetch_sources

# Every library finds the ones before it in the staging prefix, both as a prefix and as a
# root: the toolchain file confines library, header and package searches to its roots.
build_lib() {
  local name="$1" src="$2"; shift 2
  step "configure-$name" cmake -S "$src" -B "$work/build/$name" "${generator[@]}" \
    -DCMAKE_TOOLCHAIN_FILE="$toolchain" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_INSTALL_PREFIX="$stage" \
    -DCMAKE_PREFIX_PATH="$stage" \
    -DCMAKE_FIND_ROOT_PATH="$stage" \
    -DBUILD_SHARED_LIBS=ON \
    "$@"
  step "build-$name" cmake --build "$work/build/$name" --parallel "$jobs"
  step "install-$name" cmake --install "$work/build/$name"
}

src_sdl2="$(deps_unpack libsdl2)"
src_freetype="$(deps_unpack freetype)"
src_ttf="$(deps_unpack libsdl2-ttf)"
src_image="$(deps_unpack libsdl2-image)"

# SDL2 as Debian builds it for Linux, every subsystem on (the game plays sound), as a DLL
# with SDL2main beside it (the static library that gives a Windows program its entry point
# and UTF-8 arguments).
build_lib sdl2 "$src_sdl2" \
  -DSDL_SHARED=ON -DSDL_STATIC=OFF -DSDL_TEST=OFF -DSDL_TESTS=OFF

deps_build_satellites "$src_freetype" "$src_ttf" "$src_image"
for dll in SDL2.dll SDL2_ttf.dll SDL2_image.dll; do
  [[ -f "$stage/bin/$dll" ]] || die "the install did not produce bin/$dll"
done
compgen -G "$stage/bin/libfreetype*.dll" >/dev/null || die "the install did not produce freetype's DLL"
deps_finish "mingw-gcc=$compiler_version" "mingw-runtime=$runtime_version"

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
# deb-src lines keeps its own source list, lists and caches under the cache folder.
set -euo pipefail

# Bump when the build options below change, so old prefixes are not reused.
readonly RECIPE=6
readonly PACKAGES=(libsdl2 freetype libsdl2-ttf libsdl2-image)

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

log() { printf 'build-wasm-deps: %s\n' "$*" >&2; }
die() { log "error: $*"; exit 1; }

refresh=0
jobs="${HEARTS_JOBS:-$(nproc 2>/dev/null || echo 2)}"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --refresh) refresh=1 ;;
    --jobs) [[ $# -ge 2 ]] || die "--jobs needs a number"; jobs="$2"; shift ;;
    --jobs=*) jobs="${1#--jobs=}" ;;
    -h|--help) usage; exit 0 ;;
    *) usage >&2; die "unknown argument: $1" ;;
  esac
  shift
done
[[ "$jobs" =~ ^[1-9][0-9]*$ ]] || die "--jobs needs a positive number, got '$jobs'"

for tool in emcc emcmake cmake apt-get apt-cache dpkg-source dpkg flock; do
  command -v "$tool" >/dev/null 2>&1 ||
    die "'$tool' is missing; run scripts/install-deps.sh --wasm first"
done

# Debian's emcc runs its JS optimizer with node, which only finds Debian's node-acorn there.
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"

cache_root="${HEARTS_CACHE_DIR:-$HOME/.cache/hearts}"
mkdir -p "$cache_root"
cache_root="$(cd "$cache_root" && pwd -P)"

# One build at a time per cache folder: a second caller waits, then finds the prefix done.
exec 9>"$cache_root/.wasm-deps.lock"
if ! flock -n 9; then
  log "another build of the WebAssembly libraries is running; waiting for it"
  flock 9
fi
# Under the lock, any build folder left behind belongs to a build that was killed.
rm -rf "$cache_root"/.wasm-deps-build.*

# --- private apt configuration -------------------------------------------------------
apt_dir="$cache_root/apt"
mkdir -p "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial" \
         "$apt_dir/sources.list.d" "$apt_dir/preferences.d"
mirror="${HEARTS_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
security_mirror="${HEARTS_DEBIAN_SECURITY_MIRROR:-http://deb.debian.org/debian-security}"
keyring=/usr/share/keyrings/debian-archive-keyring.gpg
[[ -r "$keyring" ]] || die "$keyring is missing (package debian-archive-keyring)"
new_sources="deb-src [signed-by=$keyring] $mirror bookworm main
deb-src [signed-by=$keyring] $mirror bookworm-updates main
deb-src [signed-by=$keyring] $security_mirror bookworm-security main"
if [[ ! -f "$apt_dir/sources.list" ]] || [[ "$(cat "$apt_dir/sources.list")" != "$new_sources" ]]; then
  printf '%s\n' "$new_sources" >"$apt_dir/sources.list"
  refresh=1
fi

apt_opts=(
  -o "Dir::Etc::SourceList=$apt_dir/sources.list"
  -o "Dir::Etc::SourceParts=$apt_dir/sources.list.d"
  -o "Dir::Etc::PreferencesParts=$apt_dir/preferences.d"
  -o "Dir::State::Lists=$apt_dir/lists"
  -o "Dir::Cache=$apt_dir/cache"
  -o "Debug::NoLocking=true"
  -o "APT::Get::List-Cleanup=true"
)
# apt drops to the _apt user for downloads, which cannot write into root's cache folder.
if [[ $EUID -eq 0 ]]; then apt_opts+=(-o "APT::Sandbox::User=root"); fi

if [[ $refresh -eq 1 ]] || ! compgen -G "$apt_dir/lists/*_Sources*" >/dev/null; then
  log "updating the private Debian source lists"
  apt-get "${apt_opts[@]}" -qq update >&2 || die "apt-get update of the private source lists failed"
fi

# The version apt-get source would fetch: the highest one over all suites.
source_version() {
  local best="" v
  while read -r v; do
    if [[ -z "$best" ]] || dpkg --compare-versions "$v" gt "$best"; then best="$v"; fi
  done < <(apt-cache "${apt_opts[@]}" showsrc --only-source "$1" 2>/dev/null |
           sed -n 's/^Version: //p')
  [[ -n "$best" ]] || die "no source package '$1' in the private lists (is $mirror reachable? then try --refresh)"
  printf '%s\n' "$best"
}

declare -A version
for pkg in "${PACKAGES[@]}"; do version[$pkg]="$(source_version "$pkg")"; done
em_version="$(emcc -dumpversion 2>/dev/null | head -n1)"
[[ -n "$em_version" ]] || die "emcc -dumpversion printed nothing"

sanitize() { printf '%s' "$1" | tr -c 'A-Za-z0-9.+_-' '_'; }
key="em$(sanitize "$em_version")"
key+="-sdl2_$(sanitize "${version[libsdl2]}")"
key+="-ft_$(sanitize "${version[freetype]}")"
key+="-ttf_$(sanitize "${version[libsdl2-ttf]}")"
key+="-img_$(sanitize "${version[libsdl2-image]}")"
key+="-r$RECIPE"
prefix="$cache_root/wasm-deps-$key"
stamp_name=.hearts-wasm-deps-complete

if [[ -f "$prefix/$stamp_name" ]]; then
  log "up to date: $prefix"
  printf '%s\n' "$prefix"
  exit 0
fi

# --- build in a temporary folder ------------------------------------------------------
started=$(date +%s)
work="$(mktemp -d "$cache_root/.wasm-deps-build.XXXXXX")"
cleanup() { rm -rf "$work"; }
trap cleanup EXIT
stage="$work/prefix"
mkdir -p "$stage" "$work/src" "$work/logs"

generator=()
if command -v ninja >/dev/null 2>&1; then generator=(-G Ninja); fi

# Runs a step with its output in a log; on failure shows the log's end and keeps the log.
step() {
  local name="$1"; shift
  log "$name"
  if ! "$@" >>"$work/logs/$name.log" 2>&1; then
    local kept="$cache_root/wasm-deps-failed-logs"
    rm -rf "$kept"; cp -r "$work/logs" "$kept"
    tail -n 40 "$work/logs/$name.log" >&2
    die "step '$name' failed; full logs in $kept"
  fi
}

log "fetching Debian sources: $(for p in "${PACKAGES[@]}"; do printf '%s=%s ' "$p" "${version[$p]}"; done)"
fetch_args=()
for pkg in "${PACKAGES[@]}"; do fetch_args+=("$pkg=${version[$pkg]}"); done
(cd "$work/src" && step fetch-sources apt-get "${apt_opts[@]}" source --download-only "${fetch_args[@]}")

# Unpacks a source package (with Debian's patches applied) and prints its folder.
unpack() {
  local pkg="$1" upstream dsc dir
  upstream="${version[$pkg]#*:}"
  dsc="$work/src/${pkg}_${upstream}.dsc"
  [[ -f "$dsc" ]] || die "expected $dsc after download"
  dir="$work/src/$pkg"
  (cd "$work/src" && step "unpack-$pkg" dpkg-source -x "$dsc" "$dir")
  printf '%s\n' "$dir"
}

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
src_sdl2="$(unpack libsdl2)"
src_freetype="$(unpack freetype)"
src_ttf="$(unpack libsdl2-ttf)"
src_image="$(unpack libsdl2-image)"

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
build_lib freetype "$src_freetype" -DCMAKE_BUILD_TYPE=MinSizeRel \
  -DFT_DISABLE_ZLIB=TRUE -DFT_DISABLE_BZIP2=TRUE -DFT_DISABLE_PNG=TRUE \
  -DFT_DISABLE_HARFBUZZ=TRUE -DFT_DISABLE_BROTLI=TRUE

build_lib sdl2_ttf "$src_ttf" \
  -DSDL2TTF_VENDORED=OFF -DSDL2TTF_HARFBUZZ=OFF -DSDL2TTF_SAMPLES=OFF

# PNG through stb_image and SVG through nanosvg, both inside SDL2_image: no libpng, and no
# loader the game does not use.
image_off=()
for fmt in AVIF BMP GIF JPG JXL LBM PCX PNM QOI TGA TIF WEBP XCF XPM XV; do
  image_off+=("-DSDL2IMAGE_$fmt=OFF")
done
build_lib sdl2_image "$src_image" \
  -DSDL2IMAGE_VENDORED=OFF -DSDL2IMAGE_DEPS_SHARED=OFF -DSDL2IMAGE_SAMPLES=OFF \
  -DSDL2IMAGE_TESTS=OFF -DSDL2IMAGE_BACKEND_STB=ON -DSDL2IMAGE_PNG=ON -DSDL2IMAGE_SVG=ON \
  "${image_off[@]}"

# SDL2_image 2.6's package config asks for libpng whenever PNG is on, though the stb
# backend reads PNG itself and the library links no libpng: without this, every consumer
# fails to find a libpng that nothing uses.
image_config="$stage/lib/cmake/SDL2_image/SDL2_imageConfig.cmake"
if grep -qF 'if(SDL2IMAGE_PNG AND NOT SDL2IMAGE_VENDORED' "$image_config"; then
  sed -i 's|^if(SDL2IMAGE_PNG AND NOT SDL2IMAGE_VENDORED|if(SDL2IMAGE_PNG AND NOT SDL2IMAGE_BACKEND_STB AND NOT SDL2IMAGE_VENDORED|' \
    "$image_config"
  grep -qF 'if(SDL2IMAGE_PNG AND NOT SDL2IMAGE_BACKEND_STB' "$image_config" ||
    die "could not adjust $image_config"
fi

# SDL2 and its satellites install their licences; freetype does not, and the FreeType
# licence asks for credit in the documentation of anything shipping it.
mkdir -p "$stage/share/licenses/freetype"
cp "$src_freetype/LICENSE.TXT" "$src_freetype/docs/FTL.TXT" "$stage/share/licenses/freetype/"

for config in lib/cmake/SDL2/SDL2Config.cmake lib/cmake/freetype/freetype-config.cmake \
              lib/cmake/SDL2_ttf/SDL2_ttfConfig.cmake lib/cmake/SDL2_image/SDL2_imageConfig.cmake; do
  [[ -f "$stage/$config" ]] || die "the install did not produce $config"
done

# Some installed CMake and pkg-config files name the staging folder; point them at the
# final prefix before the move.
grep -rlF --null "$stage" "$stage" 2>/dev/null |
  while IFS= read -r -d '' file; do
    if grep -qI . "$file"; then sed -i "s|$stage|$prefix|g" "$file"; fi
  done

{
  printf 'key=%s\n' "$key"
  printf 'emscripten=%s\n' "$em_version"
  for pkg in "${PACKAGES[@]}"; do printf '%s=%s\n' "$pkg" "${version[$pkg]}"; done
  printf 'built=%s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)"
  printf 'seconds=%s\n' "$(( $(date +%s) - started ))"
} >"$stage/$stamp_name.tmp"

rm -rf "$prefix"
mv "$stage/$stamp_name.tmp" "$stage/$stamp_name"
mv -T "$stage" "$prefix"
log "built in $(( $(date +%s) - started )) s: $prefix"
printf '%s\n' "$prefix"

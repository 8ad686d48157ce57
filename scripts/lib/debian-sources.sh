# shellcheck shell=bash disable=SC2034,SC2154  # the variables are shared with the callers
# Shared by the scripts that build the SDL libraries from Debian's source packages for
# another target (scripts/build-wasm-deps.sh, scripts/build-mingw-deps.sh): sourced, not
# run. It holds what does not depend on the target: the private apt configuration, the
# source versions, the cached prefix and its lock, the temporary build folder, fetching
# and unpacking the sources, the fixes every such prefix needs, and the final move.
#
# The caller sets, before sourcing it:
#   deps_target   short name of the target (wasm, mingw): the prefix is
#                 ${HEARTS_CACHE_DIR:-$HOME/.cache/hearts}/<target>-deps-<key>, and the
#                 lock, the stamp and the log lines are named after it
#   deps_what     what is built, for messages ("the WebAssembly libraries")
#   deps_group    the scripts/install-deps.sh group that installs the tools (--wasm)
#   PACKAGES      the Debian source packages to fetch
# and defines usage(). In the order the caller uses them:
#   deps_parse_args "$@"      --refresh, --jobs N, --help  -> refresh, jobs
#   deps_require_tools T...   the target's tools, besides those every build needs
#   deps_lock                 one build at a time per cache folder -> cache_root
#   deps_apt_prepare          the private source lists, updated when needed -> apt_opts
#   deps_read_versions        the version apt-get source would fetch -> version[PKG]
#   deps_sanitize TEXT        TEXT made fit for a folder name
#   deps_use_prefix KEY       -> prefix; when it is complete, prints it and exits
#   deps_start_build          a temporary folder -> work, stage, generator, started
#   step NAME COMMAND...      runs a step with its output in a log
#   deps_fetch_sources, deps_unpack PKG (prints the source folder)
#   deps_fix_image_config, deps_install_freetype_licence SRC, deps_check_configs
#   deps_finish LINE...       relocates, stamps (with the given key=value lines), moves the
#                             prefix into place and prints it
#
# The system's apt configuration and lists are never touched: a private configuration with
# deb-src lines keeps its own source list, lists and caches under the cache folder.

log() { printf 'build-%s-deps: %s\n' "$deps_target" "$*" >&2; }
die() { log "error: $*"; exit 1; }

deps_parse_args() {
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
}

deps_require_tools() {
  local tool
  for tool in "$@" cmake apt-get apt-cache dpkg-source dpkg flock; do
    command -v "$tool" >/dev/null 2>&1 ||
      die "'$tool' is missing; run scripts/install-deps.sh $deps_group first"
  done
}

deps_lock() {
  cache_root="${HEARTS_CACHE_DIR:-$HOME/.cache/hearts}"
  mkdir -p "$cache_root"
  cache_root="$(cd "$cache_root" && pwd -P)"
  # One build at a time per cache folder: a second caller waits, then finds the prefix done.
  exec 9>"$cache_root/.$deps_target-deps.lock"
  if ! flock -n 9; then
    log "another build of $deps_what is running; waiting for it"
    flock 9
  fi
  # Under the lock, any build folder left behind belongs to a build that was killed.
  rm -rf "$cache_root/.$deps_target-deps-build."*
}

# The private apt folder serves every target; apt itself is told not to lock it (it would
# want root's locks), so a lock of its own keeps two targets' builds from updating its lists
# at once. It is held until the sources are fetched (deps_fetch_sources), or to the exit.
deps_apt_prepare() {
  local apt_dir="$cache_root/apt"
  mkdir -p "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial" \
           "$apt_dir/sources.list.d" "$apt_dir/preferences.d"
  exec 8>"$apt_dir/.hearts.lock"
  flock 8
  mirror="${HEARTS_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
  local security_mirror="${HEARTS_DEBIAN_SECURITY_MIRROR:-http://deb.debian.org/debian-security}"
  local keyring=/usr/share/keyrings/debian-archive-keyring.gpg
  [[ -r "$keyring" ]] || die "$keyring is missing (package debian-archive-keyring)"
  local new_sources="deb-src [signed-by=$keyring] $mirror bookworm main
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
}

# The version apt-get source would fetch: the highest one over all suites.
deps_source_version() {
  local best="" v
  while read -r v; do
    if [[ -z "$best" ]] || dpkg --compare-versions "$v" gt "$best"; then best="$v"; fi
  done < <(apt-cache "${apt_opts[@]}" showsrc --only-source "$1" 2>/dev/null |
           sed -n 's/^Version: //p')
  [[ -n "$best" ]] || die "no source package '$1' in the private lists (is $mirror reachable? then try --refresh)"
  printf '%s\n' "$best"
}

deps_read_versions() {
  declare -gA version=()
  local pkg
  for pkg in "${PACKAGES[@]}"; do version[$pkg]="$(deps_source_version "$pkg")"; done
}

deps_sanitize() { printf '%s' "$1" | tr -c 'A-Za-z0-9.+_-' '_'; }

# A prefix counts as complete only when it holds the stamp written after every library
# installed; it is built in a temporary folder and moved into place in one rename.
deps_use_prefix() {
  key="$1"
  prefix="$cache_root/$deps_target-deps-$key"
  stamp_name=".hearts-$deps_target-deps-complete"
  if [[ -f "$prefix/$stamp_name" ]]; then
    log "up to date: $prefix"
    printf '%s\n' "$prefix"
    exit 0
  fi
}

deps_start_build() {
  started=$(date +%s)
  work="$(mktemp -d "$cache_root/.$deps_target-deps-build.XXXXXX")"
  trap 'rm -rf "$work"' EXIT
  stage="$work/prefix"
  mkdir -p "$stage" "$work/src" "$work/logs"
  generator=()
  if command -v ninja >/dev/null 2>&1; then generator=(-G Ninja); fi
}

# Runs a step with its output in a log; on failure shows the log's end and keeps the log.
step() {
  local name="$1"; shift
  log "$name"
  if ! "$@" >>"$work/logs/$name.log" 2>&1; then
    local kept="$cache_root/$deps_target-deps-failed-logs"
    rm -rf "$kept"; cp -r "$work/logs" "$kept"
    tail -n 40 "$work/logs/$name.log" >&2
    die "step '$name' failed; full logs in $kept"
  fi
}

deps_fetch_sources() {
  local pkg fetch_args=()
  log "fetching Debian sources: $(for pkg in "${PACKAGES[@]}"; do printf '%s=%s ' "$pkg" "${version[$pkg]}"; done)"
  for pkg in "${PACKAGES[@]}"; do fetch_args+=("$pkg=${version[$pkg]}"); done
  (cd "$work/src" && step fetch-sources apt-get "${apt_opts[@]}" source --download-only "${fetch_args[@]}")
  flock -u 8
}

# Unpacks a source package (with Debian's patches applied) and prints its folder.
deps_unpack() {
  local pkg="$1" upstream dsc dir
  upstream="${version[$pkg]#*:}"
  dsc="$work/src/${pkg}_${upstream}.dsc"
  [[ -f "$dsc" ]] || die "expected $dsc after download"
  dir="$work/src/$pkg"
  (cd "$work/src" && step "unpack-$pkg" dpkg-source -x "$dsc" "$dir")
  printf '%s\n' "$dir"
}

# Builds SDL2's satellites after SDL2 itself, as every target wants them: freetype reading
# TrueType outlines only (no zlib, bzip2, libpng, HarfBuzz or Brotli, nor libraries of them
# to ship), SDL2_ttf without HarfBuzz, SDL2_image reading PNG through stb_image and SVG
# through nanosvg and nothing else (the game loads no other format); then the fixes and
# checks every prefix needs. The caller defines build_lib NAME SRC [OPTIONS...], which
# builds one library for its target.
#   deps_build_satellites FREETYPE_SRC TTF_SRC IMAGE_SRC [FREETYPE_OPTIONS...]
deps_build_satellites() {
  local src_freetype="$1" src_ttf="$2" src_image="$3" fmt
  shift 3
  build_lib freetype "$src_freetype" "$@" \
    -DFT_DISABLE_ZLIB=TRUE -DFT_DISABLE_BZIP2=TRUE -DFT_DISABLE_PNG=TRUE \
    -DFT_DISABLE_HARFBUZZ=TRUE -DFT_DISABLE_BROTLI=TRUE
  build_lib sdl2_ttf "$src_ttf" \
    -DSDL2TTF_VENDORED=OFF -DSDL2TTF_HARFBUZZ=OFF -DSDL2TTF_SAMPLES=OFF
  local image_off=()
  for fmt in AVIF BMP GIF JPG JXL LBM PCX PNM QOI TGA TIF WEBP XCF XPM XV; do
    image_off+=("-DSDL2IMAGE_$fmt=OFF")
  done
  build_lib sdl2_image "$src_image" \
    -DSDL2IMAGE_VENDORED=OFF -DSDL2IMAGE_DEPS_SHARED=OFF -DSDL2IMAGE_SAMPLES=OFF \
    -DSDL2IMAGE_TESTS=OFF -DSDL2IMAGE_BACKEND_STB=ON -DSDL2IMAGE_PNG=ON -DSDL2IMAGE_SVG=ON \
    "${image_off[@]}"
  deps_fix_image_config
  deps_install_freetype_licence "$src_freetype"
  deps_check_configs
}

# SDL2_image 2.6's package config asks for libpng whenever PNG is on, though the stb
# backend reads PNG itself and the library links no libpng: without this, every consumer
# fails to find a libpng that nothing uses.
deps_fix_image_config() {
  local image_config="$stage/lib/cmake/SDL2_image/SDL2_imageConfig.cmake"
  if grep -qF 'if(SDL2IMAGE_PNG AND NOT SDL2IMAGE_VENDORED' "$image_config"; then
    sed -i 's|^if(SDL2IMAGE_PNG AND NOT SDL2IMAGE_VENDORED|if(SDL2IMAGE_PNG AND NOT SDL2IMAGE_BACKEND_STB AND NOT SDL2IMAGE_VENDORED|' \
      "$image_config"
    grep -qF 'if(SDL2IMAGE_PNG AND NOT SDL2IMAGE_BACKEND_STB' "$image_config" ||
      die "could not adjust $image_config"
  fi
}

# SDL2 and its satellites install their licences; freetype does not, and the FreeType
# licence asks for credit in the documentation of anything shipping it.
deps_install_freetype_licence() {
  mkdir -p "$stage/share/licenses/freetype"
  cp "$1/LICENSE.TXT" "$1/docs/FTL.TXT" "$stage/share/licenses/freetype/"
}

deps_check_configs() {
  local config
  for config in lib/cmake/SDL2/SDL2Config.cmake lib/cmake/freetype/freetype-config.cmake \
                lib/cmake/SDL2_ttf/SDL2_ttfConfig.cmake lib/cmake/SDL2_image/SDL2_imageConfig.cmake; do
    [[ -f "$stage/$config" ]] || die "the install did not produce $config"
  done
}

deps_finish() {
  # Some installed CMake and pkg-config files name the staging folder; point them at the
  # final prefix before the move.
  grep -rlF --null "$stage" "$stage" 2>/dev/null |
    while IFS= read -r -d '' file; do
      if grep -qI . "$file"; then sed -i "s|$stage|$prefix|g" "$file"; fi
    done

  local line pkg
  {
    printf 'key=%s\n' "$key"
    for line in "$@"; do printf '%s\n' "$line"; done
    for pkg in "${PACKAGES[@]}"; do printf '%s=%s\n' "$pkg" "${version[$pkg]}"; done
    printf 'built=%s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)"
    printf 'seconds=%s\n' "$(( $(date +%s) - started ))"
  } >"$stage/$stamp_name.tmp"

  rm -rf "$prefix"
  mv "$stage/$stamp_name.tmp" "$stage/$stamp_name"
  mv -T "$stage" "$prefix"
  log "built in $(( $(date +%s) - started )) s: $prefix"
  printf '%s\n' "$prefix"
}

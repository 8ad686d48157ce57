#!/usr/bin/env bash
# Builds the web page on Debian 12 from nothing: installs the missing packages
# (install-deps.sh --wasm), builds the WebAssembly SDL libraries once (build-wasm-deps.sh,
# cached outside the source tree), then configures and builds the `wasm` preset.
# Prints where the deployable site folder is. Arguments after -- go to `cmake --build`
# (e.g. -- --target hearts_site).
#
# Usage: scripts/build-wasm.sh [--jobs N] [--build-dir DIR] [-- cmake-build-args...]
#   (DIR defaults to build/wasm, the preset's own folder)
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jobs="${HEARTS_JOBS:-$(nproc 2>/dev/null || echo 2)}"
build_dir="$repo/build/wasm"
build_args=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --jobs) [[ $# -ge 2 ]] || { echo "build-wasm: --jobs needs a number" >&2; exit 2; }
            jobs="$2"; shift ;;
    --jobs=*) jobs="${1#--jobs=}" ;;
    --build-dir) build_dir="$(realpath -m "${2:?--build-dir needs a folder}")"; shift ;;
    --build-dir=*) build_dir="$(realpath -m "${1#--build-dir=}")" ;;
    --) shift; build_args=("$@"); break ;;
    -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "build-wasm: unknown argument: $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done

log() { printf 'build-wasm: %s\n' "$*" >&2; }

"$repo/scripts/install-deps.sh" --wasm
HEARTS_WASM_PREFIX="$("$repo/scripts/build-wasm-deps.sh" --jobs "$jobs")"
export HEARTS_WASM_PREFIX

cd "$repo"
log "configuring the wasm preset (SDL from $HEARTS_WASM_PREFIX)"
cmake --preset wasm -B "$build_dir" >&2
log "building"
cmake --build "$build_dir" --parallel "$jobs" "${build_args[@]}" >&2

site="$build_dir/site"
if [[ -f "$site/index.html" ]]; then
  log "the page is in $site (serve it with scripts/serve-web.sh)"
  printf '%s\n' "$site"
else
  log "built, but $site holds no page yet: is there a target calling hearts_web_app?"
  exit 1
fi

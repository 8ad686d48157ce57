#!/usr/bin/env bash
# Builds and starts the game. Installs what it needs first (Debian packages).
#   scripts/play.sh             the web build, served on localhost (the URL is printed)
#   scripts/play.sh --desktop   the desktop window
# Further arguments go to the desktop game (for example --preset classic --level hard).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--desktop" ]; then
  shift
  scripts/install-deps.sh --native
  cmake --preset release >/dev/null
  cmake --build --preset release -j "$(nproc)" --target hearts
  exec build/release/src/app/hearts "$@"
fi
scripts/install-deps.sh --wasm
scripts/build-wasm.sh
exec scripts/serve-web.sh

#!/usr/bin/env bash
# Installs what building and testing the game needs on Debian 12 (bookworm), with apt-get
# only. Idempotent: packages already installed are left alone, and the package lists are
# updated only when something is missing. Runs as root (CI) or through sudo.
#
# Groups (with no arguments at all: every group and the npm packages):
#   --native        the desktop game: compilers, CMake, Ninja, SDL2 + image + ttf, doctest,
#                   nlohmann-json, and the asset pipeline's tools (rsvg-convert, pyftsubset,
#                   DejaVu and Noto CJK fonts, node for the card art package, gettext's
#                   xgettext and msgfmt for the catalogs, translate-toolkit's pofilter to
#                   check them)
#   --wasm-host     what a WebAssembly build needs on the host besides the compiler: CMake,
#                   Ninja, the header-only libraries and the asset pipeline's tools (the
#                   GitHub workflow brings its own emsdk)
#   --wasm          --wasm-host plus Debian's Emscripten and what scripts/build-wasm-deps.sh
#                   needs to fetch and unpack Debian's SDL sources
#   --desktop-test  the desktop smoke test: Xvfb
#   --test          end-to-end and desktop smoke tests: chromium, Xvfb, node/npm
#   --windows       the Windows build and its test: --wasm-host's host tools, Debian's
#                   MinGW-w64 cross compiler (g++-mingw-w64-x86-64: the -posix compilers
#                   the build uses), what scripts/build-mingw-deps.sh needs to fetch and
#                   unpack Debian's SDL sources (dpkg-dev, xz-utils, the archive keyring),
#                   icoutils (icotool packs hearts.exe's icon), and for
#                   tests/package/windows-test.sh wine and wine64 (wine 8: runs the 64-bit
#                   programs), Xvfb with xauth (xvfb-run) and unzip
#   --linux-package the Debian package and its test (tests/package/linux-test.sh): dpkg-dev
#                   (dpkg-shlibdeps computes the package's dependencies), lintian,
#                   desktop-file-utils and appstream (validate the package, its desktop
#                   entry and its metainfo), debootstrap (a clean Debian root to install it
#                   in), Xvfb with xauth
#   --all           --native, --wasm, --test, --windows and --linux-package
#   --npm           also run `npm ci` in tests/e2e (playwright-core etc.; never a browser)
#   --dry-run       print what would be installed, install nothing
# This is the one list of packages: the GitHub workflows call it too.
set -euo pipefail

usage() { sed -n '2,32p' "$0" | sed 's/^# \{0,1\}//'; }

want_native=0 want_wasm_host=0 want_wasm=0 want_desktop_test=0 want_test=0 want_windows=0
want_linux_package=0 want_npm=0
dry_run=0
for arg in "$@"; do
  case "$arg" in
    --native) want_native=1 ;;
    --wasm-host) want_wasm_host=1 ;;
    --wasm) want_wasm=1; want_wasm_host=1 ;;
    --desktop-test) want_desktop_test=1 ;;
    --test) want_test=1; want_desktop_test=1 ;;
    --windows) want_windows=1; want_wasm_host=1 ;;
    --linux-package) want_linux_package=1 ;;
    --all) want_native=1; want_wasm=1; want_wasm_host=1; want_test=1; want_desktop_test=1
           want_windows=1; want_linux_package=1 ;;
    --npm) want_npm=1 ;;
    --dry-run) dry_run=1 ;;
    -h|--help) usage; exit 0 ;;
    *) usage >&2; echo "install-deps: unknown argument: $arg" >&2; exit 2 ;;
  esac
done
if [[ $# -eq 0 ]]; then
  want_native=1 want_wasm=1 want_wasm_host=1 want_test=1 want_desktop_test=1 want_windows=1
  want_linux_package=1 want_npm=1
fi

log() { printf 'install-deps: %s\n' "$*" >&2; }

build_tools=(cmake ninja-build g++ clang libclang-rt-14-dev make pkg-config python3)
packages=()
if [[ $want_native -eq 1 ]]; then
  packages+=("${build_tools[@]}"
    libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev doctest-dev nlohmann-json3-dev
    fonts-dejavu-core fonts-noto-cjk librsvg2-bin fonttools gettext translate-toolkit)
fi
if [[ $want_wasm_host -eq 1 ]]; then
  # The WebAssembly build still runs CMake, the asset pipeline and the header-only
  # libraries on the host.
  packages+=(cmake ninja-build make python3 nlohmann-json3-dev doctest-dev fonts-dejavu-core
    fonts-noto-cjk librsvg2-bin fonttools gettext)
fi
if [[ $want_wasm -eq 1 ]]; then
  packages+=("${build_tools[@]}" emscripten dpkg-dev xz-utils debian-archive-keyring)
fi
if [[ $want_desktop_test -eq 1 ]]; then
  # xdotool drives the desktop window with mouse and keys; xwd and netpbm take its screenshots.
  packages+=(xvfb xauth fonts-dejavu-core xdotool x11-apps netpbm)
fi
if [[ $want_test -eq 1 ]]; then
  packages+=(chromium python3)
fi
if [[ $want_linux_package -eq 1 ]]; then
  packages+=(dpkg-dev lintian desktop-file-utils appstream debootstrap xvfb xauth)
fi
if [[ $want_windows -eq 1 ]]; then
  packages+=(g++-mingw-w64-x86-64 dpkg-dev xz-utils debian-archive-keyring icoutils
    wine wine64 xvfb xauth unzip python3)
fi

# Node: the machines this project runs on bring Node 20 from nodesource, whose nodejs
# package includes npm and conflicts with Debian's npm; take Debian's only when there is
# no node at all.
if [[ $want_native -eq 1 || $want_wasm_host -eq 1 || $want_test -eq 1 || $want_npm -eq 1 ]]; then
  if ! command -v node >/dev/null 2>&1; then
    packages+=(nodejs npm)
  elif ! command -v npm >/dev/null 2>&1; then
    log "node is installed but npm is not; install npm with the package manager that gave node"
    [[ $want_npm -eq 0 ]] || exit 1
  fi
fi

# De-duplicate, keep order, and leave out what is already installed.
declare -A seen=()
missing=()
for pkg in "${packages[@]}"; do
  [[ -z "${seen[$pkg]:-}" ]] || continue
  seen[$pkg]=1
  status="$(dpkg-query -W -f='${db:Status-Abbrev}' "$pkg" 2>/dev/null || true)"
  [[ "$status" == ii* ]] || missing+=("$pkg")
done

if [[ ${#missing[@]} -eq 0 ]]; then
  log "all packages present"
elif [[ $dry_run -eq 1 ]]; then
  log "would install: ${missing[*]}"
else
  sudo=()
  if [[ $EUID -ne 0 ]]; then
    command -v sudo >/dev/null 2>&1 || { log "not root and no sudo: install ${missing[*]}"; exit 1; }
    sudo=(sudo)
  fi
  log "installing: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  "${sudo[@]}" apt-get update -qq
  "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if [[ $want_npm -eq 1 ]]; then
  repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  e2e="$repo/tests/e2e"
  # npm ci wipes and refills node_modules; skip it while the tree it left is newer than
  # both package files.
  stamp="$e2e/node_modules/.package-lock.json"
  if [[ -f "$stamp" && "$stamp" -nt "$e2e/package-lock.json" && "$stamp" -nt "$e2e/package.json" ]]; then
    log "tests/e2e/node_modules is up to date"
  elif [[ $dry_run -eq 1 ]]; then
    log "would run npm ci in tests/e2e"
  else
    log "npm ci in tests/e2e"
    (cd "$e2e" && npm ci --no-audit --no-fund --loglevel=error)
  fi
fi

#!/usr/bin/env bash
# Builds everything and runs every test: native release and sanitizer builds with all
# doctest suites, the WebAssembly build with its signature check against native, the
# browser end-to-end test, the desktop smoke test under Xvfb, the workflow lint, the Linux
# packages installed in a clean Debian root, the Windows build under wine, and a short
# fuzzing run. Installs what it needs first (Debian packages, npm packages).
#
# On a fresh machine much of the time goes to downloads and to builds of libraries that are
# cached afterwards. What the first steps need is installed first; the rest of the packages,
# the clean Debian root of the package test, and then the WebAssembly and MinGW SDL libraries
# are made in the background meanwhile (at the lowest CPU priority, so they take only the
# time the checks leave idle). Each background job's output is shown, and its failure
# counted, in the step that needs it; the scripts they run take a lock, so a step that
# comes before its job is done waits for it.
#
#   scripts/test.sh            everything
#   scripts/test.sh --quick    native release build and its tests only
#
# Artifacts (screenshots, logs) go to build/artifacts/.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
quick=0
[ "${1:-}" = "--quick" ] && quick=1

jobs=$(nproc 2>/dev/null || echo 2)
artifacts="$root/build/artifacts"
mkdir -p "$artifacts"
passed=0
failed=0
failures=()

step() {  # step NAME COMMAND...: runs one check, counts it, keeps going on failure
  local name=$1
  shift
  echo
  echo "=== $name"
  local t0=$SECONDS
  if "$@"; then
    passed=$((passed + 1))
    echo "--- ok: $name ($((SECONDS - t0)) s)"
  else
    failed=$((failed + 1))
    failures+=("$name")
    echo "--- FAILED: $name ($((SECONDS - t0)) s)"
  fi
}

# Background jobs: background NAME COMMAND... starts one, its output kept in
# build/artifacts/background-NAME.log; finish NAME waits for it, prints its output and
# returns its status (use it inside a step).
declare -A background_pids=()
background() {
  local name=$1
  shift
  echo "(started in the background: $name)"
  "$@" >"$artifacts/background-$name.log" 2>&1 </dev/null &
  background_pids[$name]=$!
}
finish() {
  local name=$1 pid=${background_pids[$1]:-} status=0
  [ -n "$pid" ] || return 0
  wait "$pid" || status=$?
  unset "background_pids[$name]"
  echo "--- $name (background): exit $status"
  sed 's/^/    /' "$artifacts/background-$name.log"
  return "$status"
}

as_root=()
[ "$(id -u)" -eq 0 ] || as_root=(sudo --preserve-env=HOME,HEARTS_CACHE_DIR)

# The rest of the packages; then, once they are in, the SDL libraries of the WebAssembly and
# Windows builds (cached in ~/.cache/hearts: nothing to do when they are there).
later_packages() {
  scripts/install-deps.sh --all && touch "$artifacts/background-packages.ok"
}
sdl_libraries() {  # sdl_libraries PID: after the packages' job PID
  while kill -0 "$1" 2>/dev/null; do sleep 2; done
  [ -f "$artifacts/background-packages.ok" ] || { echo "the packages are missing"; return 1; }
  nice -n 19 scripts/build-wasm-deps.sh && nice -n 19 scripts/build-mingw-deps.sh
}

native_build() {  # native_build PRESET
  cmake --preset "$1" >/dev/null && cmake --build --preset "$1" -j "$jobs"
}

native_tests() {  # native_tests PRESET
  ctest --preset "$1" -j "$jobs"
}

signature_check() {
  local args=(--hands 200000 --seed 2024 --preset standard)
  local native wasm
  native=$(build/release/tools/bench/hearts-bench "${args[@]}" | grep '^signature:')
  wasm=$(node build/wasm/tools/bench/hearts-bench.js "${args[@]}" | grep '^signature:')
  echo "engine: native $native"
  echo "engine: wasm   $wasm"
  [ -n "$native" ] && [ "$native" = "$wasm" ] || return 1
  # The bots too: the same seed and iteration budget decide the same on both. Two hands at
  # a larger budget, and twenty at a smaller one, where opponents collect points and the
  # moon watch, probe and defence decide.
  local level budget hands iterations bargs bn bw
  for level in hard expert; do
    for budget in "2 3000" "20 1000"; do
      read -r hands iterations <<<"$budget"
      bargs=(--level "$level" --hands "$hands" --iterations "$iterations" --seed 11)
      bn=$(build/release/tools/bench/hearts-bot-bench "${bargs[@]}" | grep '^signature:')
      bw=$(node build/wasm/tools/bench/hearts-bot-bench.js "${bargs[@]}" | grep '^signature:')
      echo "$level decisions, $hands hands at $iterations playouts: native $bn"
      echo "$level decisions, $hands hands at $iterations playouts: wasm   $bw"
      [ -n "$bn" ] && [ "$bn" = "$bw" ] || return 1
    done
  done
}

linux_packages() {
  (cd build/release && cpack --config CPackConfig.cmake) &&
    cmake --build build/release --target hearts_linux_archive
}

# The clean root is made with debootstrap and entered with chroot: root's work.
# (Its root was begun in the background; should that have failed, linux-test.sh makes it.)
linux_package_test() {
  finish debian-root || echo "(the root is made again)"
  "${as_root[@]}" tests/package/linux-test.sh build/release "$artifacts"
}

windows_build() {
  finish sdl-libraries || echo "(the libraries are built again)"
  HEARTS_MINGW_PREFIX=$(scripts/build-mingw-deps.sh) || return 1
  export HEARTS_MINGW_PREFIX
  cmake --preset windows >/dev/null && cmake --build --preset windows -j "$jobs"
}

windows_test() {
  tests/package/windows-test.sh --artifacts "$artifacts" \
    "$(ls -t build/windows/hearts-*-windows-x86_64.zip | head -n1)"
}

if [ "$quick" = 1 ]; then
  scripts/install-deps.sh --native --npm || exit 1
else
  # What the native builds and their tests need (the desktop tests' X tools, the validators
  # of the package tests, which are left out of a build configured without them), and
  # debootstrap for the clean root; the rest in the background.
  scripts/install-deps.sh --native --desktop-test --linux-package --npm || exit 1
  background debian-root "${as_root[@]}" tests/package/debian-root.sh
  rm -f "$artifacts/background-packages.ok"
  background packages later_packages
  background sdl-libraries sdl_libraries "${background_pids[packages]}"
fi

step "native release build" native_build release
step "native release tests" native_tests release
if [ "$quick" = 0 ]; then
  step "sanitizer build (ASan + UBSan)" native_build asan
  step "sanitizer tests" native_tests asan
  step "packages for the WebAssembly, browser and Windows tests" finish packages
  step "WebAssembly build" scripts/build-wasm.sh
  step "WebAssembly tests under node" ctest --test-dir build/wasm --output-on-failure -j "$jobs"
  step "same signatures (engine and bots) natively and in WebAssembly" signature_check
  step "Linux packages: the .deb and the portable archive" linux_packages
  step "Linux packages installed and played in a clean Debian root" linux_package_test
  step "Windows build (MinGW-w64) and its zip" windows_build
  step "Windows zip under wine: the game, its saves, the same signatures" windows_test
  step "fuzzing smoke run" scripts/fuzz.sh --smoke
fi

# Nothing is left running (a step above waits for each job; this only for an early end).
for name in "${!background_pids[@]}"; do step "background: $name" finish "$name"; done

echo
echo "=== summary"
for f in "${failures[@]+"${failures[@]}"}"; do echo "failed: $f"; done
echo "checks: $passed passed, $failed failed"
[ "$failed" -eq 0 ]

#!/usr/bin/env bash
# Builds everything and runs every test: native release and sanitizer builds with all
# doctest suites, the WebAssembly build with its signature check against native, the
# browser end-to-end test, the desktop smoke test under Xvfb, the workflow lint, the Linux
# packages installed in a clean Debian root, the Windows build under wine, and a short
# fuzzing run. Installs what it needs first (Debian packages, npm packages).
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
linux_package_test() {
  local as_root=()
  [ "$(id -u)" -eq 0 ] || as_root=(sudo --preserve-env=HOME,HEARTS_CACHE_DIR)
  "${as_root[@]}" tests/package/linux-test.sh build/release "$artifacts"
}

windows_build() {
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
  scripts/install-deps.sh --all --npm || exit 1
fi

step "native release build" native_build release
step "native release tests" native_tests release
if [ "$quick" = 0 ]; then
  step "sanitizer build (ASan + UBSan)" native_build asan
  step "sanitizer tests" native_tests asan
  step "WebAssembly build" scripts/build-wasm.sh
  step "WebAssembly tests under node" ctest --test-dir build/wasm --output-on-failure
  step "same signatures (engine and bots) natively and in WebAssembly" signature_check
  step "Linux packages: the .deb and the portable archive" linux_packages
  step "Linux packages installed and played in a clean Debian root" linux_package_test
  step "Windows build (MinGW-w64) and its zip" windows_build
  step "Windows zip under wine: the game, its saves, the same signatures" windows_test
  step "fuzzing smoke run" scripts/fuzz.sh --smoke
fi

echo
echo "=== summary"
for f in "${failures[@]+"${failures[@]}"}"; do echo "failed: $f"; done
echo "checks: $passed passed, $failed failed"
[ "$failed" -eq 0 ]

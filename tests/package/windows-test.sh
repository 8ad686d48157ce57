#!/usr/bin/env bash
# The Windows zip under wine, as a player would get it: unpacked into an empty folder (its
# name, like many a Windows user's, with letters outside ASCII), the game started from
# another folder (so it must find its assets beside itself), in a window on a virtual X
# screen (Xvfb).
#
#   1. The zip holds the program, the DLLs it imports and nothing else of the compiler's
#      (every other DLL is one of Windows' own), the assets, the licences and a README.
#   2. The game plays by itself with --data DIR: it exits with 0, its screenshot shows the
#      table (the felt's green, white cards), a hand is played to its end (the state file
#      of --state-file), the game is saved in DIR and not in %APPDATA%. Where the native
#      build's program is there, it must have reached the same state (the same deal, bots
#      and scores).
#   3. Without --data it saves where Windows keeps programs' data, %APPDATA%\hearts\hearts
#      (SDL_GetPrefPath), which here is in the wine prefix. At 200% display scaling the
#      window keeps its size in points and draws twice the pixels.
#   4. The engine and bot benchmarks built beside it (not shipped) give the same signatures
#      as the native build's, with the arguments scripts/test.sh compares the WebAssembly
#      build's with.
#
# Usage: tests/package/windows-test.sh [--native DIR] [--windows-build DIR]
#                                      [--artifacts DIR] ZIP
#   --native DIR         the native release build (default build/release)
#   --windows-build DIR  the Windows build with the benchmarks (default: the zip's folder)
#   --artifacts DIR      where the screenshot and the game's output go (default
#                        build/artifacts)
#
# Runs as any user; the wine prefix is made once per wine version and kept under
# ${HEARTS_CACHE_DIR:-$HOME/.cache/hearts}/wine-<version> (about 700 MB, 10 s to make).
# Needs wine, wine64, xvfb, xauth, unzip, python3 and binutils-mingw-w64
# (scripts/install-deps.sh --windows), and node with tests/e2e's packages for
# check-screenshot.mjs (scripts/install-deps.sh --npm).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
native="$root/build/release"
windows_build=""
artifacts="$root/build/artifacts"
zip=""
args=("$@")
while [[ $# -gt 0 ]]; do
  case "$1" in
    --native) native="$2"; shift ;;
    --windows-build) windows_build="$2"; shift ;;
    --artifacts) artifacts="$2"; shift ;;
    -h|--help) awk 'NR > 1 && !/^#/ { exit } NR > 1' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "windows-test: unknown option $1" >&2; exit 2 ;;
    *) zip="$1" ;;
  esac
  shift
done

say() { printf 'windows-test: %s\n' "$*"; }
fail() { printf 'windows-test: FAILED: %s\n' "$*" >&2; exit 1; }

[[ -n "$zip" ]] || fail "no zip given (usage: $0 [--native DIR] [--windows-build DIR] ZIP)"
[[ -f "$zip" ]] || fail "$zip does not exist (cmake --build --preset windows makes it)"
zip="$(cd "$(dirname "$zip")" && pwd)/$(basename "$zip")"
windows_build="${windows_build:-$(dirname "$zip")}"
# The games run from a folder of their own: the other paths must not be relative.
if [[ -d "$native" ]]; then native="$(cd "$native" && pwd)"; fi
mkdir -p "$artifacts"
artifacts="$(cd "$artifacts" && pwd)"
for tool in wine wineserver xvfb-run unzip python3 node x86_64-w64-mingw32-objdump; do
  command -v "$tool" >/dev/null 2>&1 ||
    fail "'$tool' is missing; run scripts/install-deps.sh --windows"
done

# Everything runs on one X server: the game's window and wine's own (its desktop process
# stays until the prefix's wineserver ends, which this script waits for at the end).
if [[ -z "${HEARTS_WINDOWS_TEST_XVFB:-}" ]]; then
  export HEARTS_WINDOWS_TEST_XVFB=1
  exec xvfb-run -a -s "-screen 0 1600x1000x24 -nolisten tcp" "$0" "${args[@]}"
fi

started=$SECONDS
tmp="$(mktemp -d "${TMPDIR:-/tmp}/hearts-windows-test.XXXXXX")"
export WINEDEBUG=-all
# wine reads Unix file names and arguments in the locale's encoding; this test's are UTF-8.
export LC_ALL=C.UTF-8
# No Mono or Gecko (nothing here uses .NET or HTML, and they would be downloaded); no ALSA
# or PulseAudio (there is no sound card: the game plays silently, as it does natively).
export WINEDLLOVERRIDES="mscoree,mshtml,winealsa.drv,winepulse.drv="

# --- the wine prefix -------------------------------------------------------------------
cache_root="${HEARTS_CACHE_DIR:-$HOME/.cache/hearts}"
mkdir -p "$cache_root"
wine_version="$(wine --version 2>/dev/null)"
WINEPREFIX="$cache_root/wine-$(printf '%s' "${wine_version#wine-}" | tr -c 'A-Za-z0-9.+_-' '_')"
export WINEPREFIX
cleanup() {
  wineserver -k >/dev/null 2>&1 || true
  rm -rf "$tmp"
}
trap cleanup EXIT
# One test at a time per prefix: the runs below clear and read its %APPDATA%.
exec 9>"$WINEPREFIX.lock"
flock 9
if [[ ! -f "$WINEPREFIX/.hearts-wine-ready" ]]; then
  say "making the wine prefix $WINEPREFIX ($wine_version)"
  rm -rf "$WINEPREFIX"
  timeout 300 wineboot --init >"$tmp/wineboot.log" 2>&1 ||
    { cat "$tmp/wineboot.log" >&2; fail "wineboot --init failed"; }
  wineserver -w
  touch "$WINEPREFIX/.hearts-wine-ready"
fi
# The display's scale: 100% (96 dots per inch) for every run but the one that sets 200%.
scale() {  # scale DPI
  wine reg add 'HKCU\Control Panel\Desktop' /v LogPixels /t REG_DWORD /d "$1" /f >/dev/null 2>&1 ||
    fail "could not set the display's scale in the wine prefix"
  wineserver -w
}
scale 96
# wine gives every prefix a drive Z: for the Unix root, so any Unix path has a Windows name.
winpath() { printf 'Z:%s' "${1//\//\\}"; }

# --- 1. the zip --------------------------------------------------------------------------
unzip -q "$zip" -d "$tmp/Jösé ♥"
app="$tmp/Jösé ♥/$(basename "$zip" .zip)"
[[ -d "$app" ]] || fail "the zip does not hold the folder $(basename "$zip" .zip)/"
for file in hearts.exe SDL2.dll SDL2_ttf.dll SDL2_image.dll README.txt \
            assets/fonts/DejaVuSans.ttf assets/cards/QS.svg assets/icons/icon-32.png \
            licenses/SDL2/LICENSE.txt licenses/SDL2_ttf/LICENSE.txt \
            licenses/SDL2_image/LICENSE.txt licenses/freetype/FTL.TXT \
            licenses/DejaVu-fonts.txt licenses/playing-cards-CC0-1.0.txt; do
  [[ -f "$app/$file" ]] || fail "the zip lacks $file"
done
compgen -G "$app/libfreetype*.dll" >/dev/null || fail "the zip lacks freetype's DLL"
[[ ! -e "$app/assets/licenses" ]] || fail "the licences belong in licenses/, not assets/"
# Every DLL the program and its DLLs import is in the zip or is Windows' own: wine's
# system32 holds (a stand-in for) each of Windows' DLLs and none of the compiler's.
system32="$WINEPREFIX/drive_c/windows/system32"
for binary in "$app"/*.exe "$app"/*.dll; do
  while read -r dll; do
    [[ -n "$(find "$app" "$system32" -maxdepth 1 -iname "$dll" -print -quit)" ]] ||
      fail "$(basename "$binary") imports $dll, which is neither in the zip nor in Windows"
  done < <(x86_64-w64-mingw32-objdump -p "$binary" | sed -n 's/^\s*DLL Name: //p')
done
imports="$(x86_64-w64-mingw32-objdump -p "$app/hearts.exe" | sed -n 's/^\s*DLL Name: //p' | xargs)"
say "zip: $(du -k "$zip" | cut -f1) KB, $(unzip -Z1 "$zip" | grep -vc '/$') files; hearts.exe imports $imports"

# --- 2. a game with --data -----------------------------------------------------------------
appdata_win="$(wine cmd /c echo '%APPDATA%' 2>/dev/null | tr -d '\r')"
appdata="$(winepath -u "$appdata_win" 2>/dev/null | tr -d '\r')"
[[ -n "$appdata" && "$appdata" == "$WINEPREFIX"/* ]] ||
  fail "%APPDATA% ($appdata_win) is not in the wine prefix"
saves="$appdata/hearts/hearts"
rm -rf "$saves"

# With --frames the game's clock counts frames, so a number of frames is a number of moves
# whatever the speed: 400 frames finish the first hand of seed 1 with --fast.
game_args=(--seed 1 --autoplay --fast --level random --size 1280x800 --frames 400)
shot="$artifacts/windows-screenshot.png"
rm -f "$shot"
data="$tmp/dätä ♥"
mkdir -p "$tmp/run" "$data"
say "the game under wine, saving in --data"
t0=$SECONDS
rc=0
(cd "$tmp/run" && timeout 300 wine "$app/hearts.exe" "${game_args[@]}" \
   --screenshot "$(winpath "$shot")" --data "$(winpath "$data")" \
   --state-file "$(winpath "$tmp/state.json")") >"$artifacts/windows-game.log" 2>&1 || rc=$?
say "  $((SECONDS - t0)) s; output in $artifacts/windows-game.log"
[[ $rc -eq 0 ]] || { tail -n 20 "$artifacts/windows-game.log" >&2; fail "hearts.exe exited with $rc"; }
[[ -f "$shot" ]] || fail "no screenshot at $shot"
[[ -f "$data/game.json" ]] || fail "no game.json in the --data folder $data"
[[ ! -e "$saves" ]] || fail "with --data the game still wrote to $saves"

# The screenshot: the window's size, mostly felt, cards on it.
node "$root/tests/package/check-screenshot.mjs" "$shot" 1280 800 "$tmp/state.json" ||
  fail "the screenshot does not show the table"

# The state: a hand played to its end, nothing that went wrong on the screen.
python3 - "$tmp/state.json" <<'PY' || fail "the game did not play a hand to its end"
import json, sys
s = json.load(open(sys.argv[1], encoding="utf-8"))
print(f"windows-test: state: hand {s['handNumber']}, {s['handsPlayed']} played, "
      f"scores {s['scores']}, stage {s['stage']}")
assert s["handsPlayed"] >= 1, "no hand over"
assert not s["notices"], f"notices: {s['notices']}"
PY

# The same game as the native build's, where that is built.
if [[ -x "$native/src/app/hearts" ]]; then
  (cd "$tmp/run" && timeout 120 "$native/src/app/hearts" "${game_args[@]}" --data "$tmp/native-data" \
     --state-file "$tmp/native-state.json") >"$tmp/native.log" 2>&1 ||
    { cat "$tmp/native.log" >&2; fail "the native build's game failed"; }
  python3 - "$tmp/state.json" "$tmp/native-state.json" <<'PY' || fail "wine and native differ"
import json, sys
w, n = (json.load(open(f, encoding="utf-8")) for f in sys.argv[1:3])
keys = ["phase", "stage", "handNumber", "handsPlayed", "tricksPlayed", "scores", "table", "message"]
diff = [k for k in keys if w.get(k) != n.get(k)]
if [c["card"] for c in w["cards"]] != [c["card"] for c in n["cards"]]:
    diff.append("cards")
assert not diff, f"different {diff}"
print("windows-test: the same state as the native build's after the same frames")
PY
else
  say "no native game at $native/src/app/hearts: the game's state is not compared"
fi

# --- 3. a game saved in %APPDATA% ---------------------------------------------------------
say "the game under wine, saving in %APPDATA%"
t0=$SECONDS
rc=0
(cd "$tmp/run" && timeout 300 wine "$app/hearts.exe" --seed 1 --autoplay --fast --level random \
   --size 1280x800 --frames 120) >"$artifacts/windows-game-appdata.log" 2>&1 || rc=$?
say "  $((SECONDS - t0)) s"
[[ $rc -eq 0 ]] || { tail -n 20 "$artifacts/windows-game-appdata.log" >&2; fail "hearts.exe exited with $rc"; }
[[ -f "$saves/game.json" ]] || fail "no game.json in $saves ($appdata_win\\hearts\\hearts)"
say "  saved in $appdata_win\\hearts\\hearts: $(cd "$saves" && echo *)"

# --- 3b. at 200% display scaling -----------------------------------------------------------
# The same window in points, drawn with twice the pixels: the game asks Windows for the
# screen's own pixels (SDL's DPI hints in app/app.cc) rather than a picture blown up.
say "the game under wine at 200% display scaling"
scale 192
rc=0
hidpi_shot="$artifacts/windows-screenshot-200.png"
(cd "$tmp/run" && timeout 300 wine "$app/hearts.exe" --seed 1 --autoplay --fast --level random \
   --size 640x400 --frames 200 --data "$(winpath "$tmp/hidpi-data")" \
   --screenshot "$(winpath "$hidpi_shot")" --state-file "$(winpath "$tmp/hidpi.json")") \
   >"$artifacts/windows-game-200.log" 2>&1 || rc=$?
scale 96
[[ $rc -eq 0 ]] || { tail -n 20 "$artifacts/windows-game-200.log" >&2; fail "hearts.exe exited with $rc at 200%"; }
node "$root/tests/package/check-screenshot.mjs" "$hidpi_shot" 1280 800 "$tmp/hidpi.json" ||
  fail "at 200%, a window of 640x400 points did not draw 1280x800 pixels of table"
python3 - "$tmp/hidpi.json" <<'PY' || fail "at 200% the game did not see the screen's scale"
import json, sys
c = json.load(open(sys.argv[1], encoding="utf-8"))["canvas"]
assert (c["width"], c["height"], c["dpr"]) == (640, 400, 2), c
print(f"windows-test: at 200%: {c['width']:.0f}x{c['height']:.0f} points at {c['dpr']:.0f} pixels each")
PY

# --- 4. the benchmarks' signatures --------------------------------------------------------
signature() {  # signature PROGRAM ARGS...: the program's signature line, without the CR
  "$@" | tr -d '\r' | grep '^signature:' || true
}
bench="$native/tools/bench"
[[ -x "$bench/hearts-bench" && -x "$bench/hearts-bot-bench" ]] ||
  fail "no native benchmarks in $bench: build the native release first (cmake --preset release && cmake --build --preset release)"
for exe in hearts-bench hearts-bot-bench; do
  [[ -f "$windows_build/tools/bench/$exe.exe" ]] ||
    fail "no $windows_build/tools/bench/$exe.exe (cmake --build --preset windows builds it)"
done
t0=$SECONDS
bargs=(--hands 200000 --seed 2024 --preset standard)
n="$(signature "$bench/hearts-bench" "${bargs[@]}")"
w="$(signature wine "$windows_build/tools/bench/hearts-bench.exe" "${bargs[@]}")"
say "engine: native $n, wine $w"
[[ -n "$n" && "$n" == "$w" ]] || fail "the engine's signatures differ"
for level in hard expert; do
  for budget in "2 3000" "20 1000"; do
    read -r hands iterations <<<"$budget"
    bargs=(--level "$level" --hands "$hands" --iterations "$iterations" --seed 11)
    n="$(signature "$bench/hearts-bot-bench" "${bargs[@]}")"
    w="$(signature wine "$windows_build/tools/bench/hearts-bot-bench.exe" "${bargs[@]}")"
    say "$level, $hands hands at $iterations playouts: native $n, wine $w"
    [[ -n "$n" && "$n" == "$w" ]] || fail "the $level bot's signatures differ"
  done
done
say "  benchmarks $((SECONDS - t0)) s"

say "passed in $((SECONDS - started)) s; screenshot $shot"

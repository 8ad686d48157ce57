#!/usr/bin/env bash
# Reruns the headline tables of docs/BENCHMARKS.md and prints them as the markdown the
# document holds: the strength ladder of the levels a player meets (each at its default
# budget, one seat against three of the level below, in duplicate), the rules engine's speed
# and the bots' time per decision, with the commit measured and the pinned signatures.
#
# usage: tools/bench/headline.sh [--quick] [--deals N,M] [--only ladder|speed] [--build DIR]
#                                 [--wasm DIR] [--threads N] [--seed S]
#   --quick      fewer deals (a few minutes on 2 cores instead of about half an hour); the
#                intervals are two to three times as wide
#   --deals N,M  N deals for the pairings of easy, medium and hard, M for expert's
#                (default 2000,500; --quick 500,50)
#   --only T     only the strength ladder, or only the speed table (a minute; on a shared
#                machine, run it when the machine is quiet)
#   --build DIR  the native build with hearts-arena, hearts-bench and hearts-bot-bench
#                (default build/release)
#   --wasm DIR   also time the engine and the bots under node, from DIR's
#                tools/bench/*.js (a `wasm` preset build, e.g. build/wasm)
#   --threads N  arena threads (default: the number of cores); the strength figures are the
#                same on any number, since every budget is a number of playouts
#   --seed S     the arena's seed (default 1)
#
# Every strength figure comes from iteration budgets, so it is the same on any machine and
# load; the times (ms per move, hands per second) are the machine's. On a shared machine run
# it under `nice`.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
args="$*"
build="$root/build/release"
wasm=""
threads=$(nproc 2>/dev/null || echo 2)
seed=1
quick=0
deals_arg=""
only=""
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) quick=1 ;;
    --deals) deals_arg=$2; shift ;;
    --only) only=$2; shift ;;
    --build) build=$(cd "$2" && pwd); shift ;;
    --wasm) wasm=$(cd "$2" && pwd); shift ;;
    --threads) threads=$2; shift ;;
    --seed) seed=$2; shift ;;
    -h|--help) sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "headline.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done

arena="$build/tools/arena/hearts-arena"
bench="$build/tools/bench/hearts-bench"
botbench="$build/tools/bench/hearts-bot-bench"
for program in "$arena" "$bench" "$botbench"; do
  if [ ! -x "$program" ]; then
    echo "headline.sh: $program is missing; build it first:" >&2
    echo "  cmake --preset release && cmake --build --preset release --target hearts-arena hearts-bench hearts-bot-bench" >&2
    exit 2
  fi
done
case "$only" in
  ""|ladder|speed) ;;
  *) echo "headline.sh: --only takes ladder or speed" >&2; exit 2 ;;
esac
if [ -n "$wasm" ] && [ ! -f "$wasm/tools/bench/hearts-bench.js" ]; then
  echo "headline.sh: $wasm/tools/bench/hearts-bench.js is missing" >&2
  exit 2
fi

# The values pinned since the strength work: a change is a change of behaviour.
pinned_engine=c34999c273c820db   # hearts-bench --hands 200000 --seed 2024 --preset standard
pinned_hard=3cf24cfa558e872c     # hearts-bot-bench --level hard --hands 2 --iterations 3000 --seed 11
pinned_expert=47ae314e99d07339   # the same with --level expert

commit=$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)
if ! git -C "$root" diff --quiet HEAD -- src tools CMakeLists.txt cmake ':!*.md' 2>/dev/null; then
  commit="$commit with uncommitted changes"
fi
cpu=$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //' || true)
cores=$(nproc 2>/dev/null || echo '?')

# Deals per pairing: the rule-based levels and hard are cheap; expert at its default budget
# takes about 80 ms a move, so 500 deals (2,000 hands) are about 20 minutes on 2 cores.
if [ "$quick" = 1 ]; then
  cheap=500; costly=50; engine_hands=500000; rounds=1
else
  cheap=2000; costly=500; engine_hands=2000000; rounds=3
fi
if [ -n "$deals_arg" ]; then
  IFS=, read -r cheap costly <<<"$deals_arg"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

progress() { echo "headline.sh: $*" >&2; }

# ---- The strength ladder ------------------------------------------------------------------
ladder=("easy random" "medium easy" "hard medium" "expert hard")
rows=()
commands=()
[ "$only" = speed ] && ladder=()
for pair in "${ladder[@]}"; do
  read -r level below <<<"$pair"
  deals=$cheap
  [ "$level" = expert ] && deals=$costly
  cmd="hearts-arena $level $below $below $below --hands $deals --duplicate --seed $seed --threads $threads"
  commands+=("$cmd")
  progress "$cmd"
  start=$(date +%s)
  "$arena" "$level" "$below" "$below" "$below" --hands "$deals" --duplicate --seed "$seed" \
    --threads "$threads" --quiet --json "$work/$level.json"
  progress "  $(( $(date +%s) - start )) s"
  rows+=("$(python3 - "$work/$level.json" "$level" "$below" <<'EOF'
import json, sys
report = json.load(open(sys.argv[1]))
level, below = sys.argv[2], sys.argv[3]
seat, others = report["players"][0], report["players"][1:]
mean = sum(p["points_per_hand"] for p in others) / len(others)
deals = report["samples"]
ms = seat["ms_per_move"]
ms_text = "< 0.01" if ms < 0.01 else f"{ms:.2f}" if ms < 10 else f"{ms:.0f}"
diff = f"{seat['diff_to_others']:+.3f}".replace("-", "\u2212")
print(f"| `{level}` vs 3 `{below}` | {deals:,} × 4 | {seat['points_per_hand']:.3f} ± {seat['ci95']:.3f}"
      f" | {mean:.3f} | **{diff} ± {seat['diff_ci95']:.3f}**"
      f" | {seat['moons_shot']} / {seat['moons_suffered']} | {ms_text} |")
EOF
)")
done

# ---- The rules engine ---------------------------------------------------------------------
field() { sed -n "s/^$1: //p"; }
thousands() { python3 -c 'import sys; print(f"{int(float(sys.argv[1])):,}")' "$1"; }
ms() {  # ms VALUE: a time in ms as the tables write it
  python3 -c 'import sys; v = float(sys.argv[1]); print("< 0.01" if v < 0.01 else f"{v:.2f}" if v < 10 else f"{v:.1f}")' "$1"
}
median() { sort -n | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}'; }
engine_speed() {  # engine_speed COMMAND...: the median hands per second of $rounds runs
  local i
  for ((i = 0; i < rounds; i++)); do "$@" --hands "$engine_hands" --seed 7 | field hands_per_second; done | median
}
check() {  # check NATIVE WASM PINNED: the signature cell
  local text="\`$1\`"
  if [ -n "$3" ]; then
    if [ "$1" = "$3" ]; then text="$text (pinned)"; else text="$text (**pinned \`$3\`: behaviour changed**)"; fi
  fi
  if [ -n "$2" ] && [ "$2" != "$1" ]; then text="$text (**WebAssembly: \`$2\`**)"; fi
  echo "$text"
}

if [ "$only" != ladder ]; then
progress "hearts-bench --hands $engine_hands --seed 7 ($rounds rounds)"
engine_native=$(engine_speed "$bench")
engine_sig=$("$bench" --hands 200000 --seed 2024 --preset standard | field signature)
engine_wasm=""
engine_sig_wasm=""
if [ -n "$wasm" ]; then
  engine_wasm=$(engine_speed node "$wasm/tools/bench/hearts-bench.js")
  engine_sig_wasm=$(node "$wasm/tools/bench/hearts-bench.js" --hands 200000 --seed 2024 --preset standard | field signature)
fi

# ---- The bots' time per decision ----------------------------------------------------------
speed_rows=()
for level in random easy medium hard expert; do
  hands=20
  [ "$level" = expert ] && hands=2
  progress "hearts-bot-bench --level $level --hands $hands --seed 11"
  out=$("$botbench" --level "$level" --hands "$hands" --seed 11)
  row="| \`hearts-bot-bench --level $level --hands $hands\`: ms per decision, mean / max ($(field decisions <<<"$out") decisions)"
  row="$row | $(ms "$(field ms_per_decision_mean <<<"$out")") / $(ms "$(field ms_per_decision_max <<<"$out")")"
  wsig=""
  if [ -n "$wasm" ]; then
    wout=$(node "$wasm/tools/bench/hearts-bot-bench.js" --level "$level" --hands "$hands" --seed 11)
    row="$row | $(ms "$(field ms_per_decision_mean <<<"$wout")") / $(ms "$(field ms_per_decision_max <<<"$wout")")"
    wsig=$(field signature <<<"$wout")
  fi
  speed_rows+=("$row | $(check "$(field signature <<<"$out")" "$wsig" "") |")
done
for level in hard expert; do
  pinned=$pinned_hard
  [ "$level" = expert ] && pinned=$pinned_expert
  progress "hearts-bot-bench --level $level --hands 2 --iterations 3000 --seed 11"
  sig=$("$botbench" --level "$level" --hands 2 --iterations 3000 --seed 11 | field signature)
  wsig=""
  empty="|"
  if [ -n "$wasm" ]; then
    wsig=$(node "$wasm/tools/bench/hearts-bot-bench.js" --level "$level" --hands 2 --iterations 3000 --seed 11 | field signature)
    empty="| |"
  fi
  speed_rows+=("| \`hearts-bot-bench --level $level --hands 2 --iterations 3000\` $empty | $(check "$sig" "$wsig" "$pinned") |")
done
fi

# ---- The markdown -------------------------------------------------------------------------
note=""
if [ "$quick" = 1 ] || [ -n "$deals_arg" ]; then
  note=" (fewer deals than the document's tables)"
fi
platforms="natively"
[ -n "$wasm" ] && platforms="natively and in WebAssembly (node $(node --version))"
cat <<EOF
Measured at commit \`$commit\`$note on ${cpu:-this machine}, $cores cores
(\`tools/bench/headline.sh${args:+ $args}\`).
EOF
if [ "$only" != speed ]; then
  cat <<EOF

### The levels a player meets

Each level at its default budget (the game's), one seat against three of the level below,
preset \`standard\`, in duplicate (\`hearts-arena LEVEL BELOW BELOW BELOW --hands DEALS
--duplicate --seed $seed --threads $threads\`):

| pairing | deals × rotations | points per hand ± 95% | the three others' mean | difference ± 95% | moons shot / suffered | ms per move |
|---|---|---|---|---|---|---|
EOF
  for r in "${rows[@]}"; do echo "$r"; done
fi
[ "$only" = ladder ] && exit 0
cat <<EOF

### Speed and signatures

The engine's random hands (\`--seed 7\`, the median of $rounds runs), and every decision of a
level in seat 0 against three medium bots at its default budget (\`--seed 11\`, passes and
forced cards included), $platforms:

EOF
if [ -n "$wasm" ]; then
  echo "| program | native | WebAssembly | signature |"
  echo "|---|---|---|---|"
  echo "| \`hearts-bench --hands $engine_hands\`: hands per second | $(thousands "$engine_native") | $(thousands "$engine_wasm") | |"
  echo "| \`hearts-bench --hands 200000 --seed 2024 --preset standard\` | | | $(check "$engine_sig" "$engine_sig_wasm" "$pinned_engine") |"
else
  echo "| program | native | signature |"
  echo "|---|---|---|"
  echo "| \`hearts-bench --hands $engine_hands\`: hands per second | $(thousands "$engine_native") | |"
  echo "| \`hearts-bench --hands 200000 --seed 2024 --preset standard\` | | $(check "$engine_sig" "" "$pinned_engine") |"
fi
for r in "${speed_rows[@]}"; do echo "$r"; done

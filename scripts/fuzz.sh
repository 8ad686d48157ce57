#!/usr/bin/env bash
# Builds the libFuzzer targets with clang and runs each on its corpus in fuzz/corpus/.
#   scripts/fuzz.sh            5 minutes per target, new inputs kept in the corpus
#   scripts/fuzz.sh --smoke    20 seconds per target, corpus untouched (the test command)
#   scripts/fuzz.sh SECONDS
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=300
merge=1
case "${1:-}" in
  --smoke) seconds=20; merge=0 ;;
  "") ;;
  *) seconds=$1 ;;
esac
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j "$(nproc)"
for name in record actions; do
  corpus=fuzz/corpus/$name
  work=$(mktemp -d)
  echo "fuzz_$name: $seconds s"
  # Findings are written to build/fuzz/ so a crash leaves its input behind.
  build/fuzz/fuzz/fuzz_$name -max_total_time="$seconds" -max_len=4096 -print_final_stats=1 \
    -artifact_prefix=build/fuzz/ "$work" "$corpus" 2>&1 | grep -E "^(#|stat::|==|INFO: Seed)" | tail -n 12
  if [ "$merge" = 1 ]; then
    # Keep the corpus small: only inputs that add coverage.
    mkdir -p "$work.min"
    build/fuzz/fuzz/fuzz_$name -merge=1 "$work.min" "$corpus" "$work" >/dev/null 2>&1
    rm -rf "$corpus" && mv "$work.min" "$corpus"
  fi
  rm -rf "$work"
done

#!/usr/bin/env bash
# Benchmarks, printed as tables: CLI throughput on the shared puzzle sets (release
# build, one thread), then the browser benchmarks (Playwright, tests/e2e/*.bench.mjs)
# against the release site: the load a player waits for on a mobile profile
# (load.bench.mjs), keypress repaint, the main thread during generation, and the engine's
# wasm harness. BENCHMARKS.md says what each measures. RUNS=N visits per load figure.
# The criterion benches run separately: cargo bench -p sudoku-engine
set -uo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --browser || exit 1
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
data=../shared/data

cargo build --release -q -p sudoku-cli || exit 1
sudoku=target/release/sudoku

rows=()
measure() {
  local name=$1 file=$2
  shift 2
  if [ ! -f "$file" ]; then
    rows+=("$(printf '%-44s %10s %10s %14s' "$name" - - "skipped: no $file")")
    return
  fi
  local count start end seconds
  count=$(grep -cv '^\s*\(#\|$\)' "$file")
  start=$(date +%s.%N)
  "$@" "$file" >/dev/null || { rows+=("$(printf '%-44s failed' "$name")"); return; }
  end=$(date +%s.%N)
  rows+=("$(awk -v n="$name" -v c="$count" -v s="$start" -v e="$end" \
    'BEGIN { printf "%-44s %10d %10.3f %14.0f", n, c, e - s, c / (e - s) }')")
}

measure "solve magictour_top1465" "$data/magictour_top1465.txt" "$sudoku" solve
measure "count --limit 2 magictour_top1465" "$data/magictour_top1465.txt" "$sudoku" count --limit 2
measure "solve 17_clue_15k" "$data/17_clue_15k.txt" "$sudoku" solve
measure "count --limit 2 serg_multi_solution_5k" "$data/serg_multi_solution_5k.txt" "$sudoku" count --limit 2
measure "rate magictour_top1465" "$data/magictour_top1465.txt" "$sudoku" rate

printf '\n%-44s %10s %10s %14s\n' benchmark puzzles seconds puzzles/s
printf '%s\n' "${rows[@]}"

if ls tests/e2e/*.bench.mjs >/dev/null 2>&1; then
  printf '\n==> browser benchmarks\n'
  trunk build --release || exit 1
  # The engine's wasm harness, scalar, with wasm SIMD and native (solver-simd.bench.mjs).
  (
    cd crates/engine/benches/wasm &&
      CARGO_TARGET_DIR=../../../../target/h-solve-wasm cargo build -q --release --bin bench-native &&
      CARGO_TARGET_DIR=../../../../target/h-solve-wasm cargo build -q --release --target wasm32-unknown-unknown --lib &&
      CARGO_TARGET_DIR=../../../../target/h-solve-wasm-simd RUSTFLAGS='-C target-feature=+simd128' \
        cargo build -q --release --target wasm32-unknown-unknown --lib
  ) || exit 1
  npx playwright test --config playwright.bench.config.mjs
fi

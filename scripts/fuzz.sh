#!/usr/bin/env bash
# Runs the fuzz targets of fuzz/ one after another, each for SECONDS (default 60) in one
# process (one core), and prints executions and time per target. Not part of `make test`.
# Usage: scripts/fuzz.sh [SECONDS] [TARGET...]    RUNS=N also stops a target after N executions.
# New corpus entries go to fuzz/corpus/TARGET (ignored by git; the committed seeds are in
# fuzz/seeds/TARGET); a failing input is saved under fuzz/artifacts/TARGET.
set -uo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --fuzz || { echo "setup failed"; exit 1; }
export PATH="$HOME/.cargo/bin:$PATH"

limit=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(parse_text parse_file share_link saved_game moves solve fpuzzles)

cd fuzz
failed=()
summary=()
for target in "${targets[@]}"; do
  # solve and moves decode bytes into boards and moves: comparison tracing only slows them.
  build=(-O -a -s none)
  dir=target
  if [ "$target" = solve ] || [ "$target" = moves ]; then
    build+=(--no-trace-compares)
    dir=target/structured
  fi
  printf '\n==> building %s\n' "$target"
  cargo +nightly fuzz build "${build[@]}" --target-dir "$dir" "$target" || { failed+=("$target (build)"); continue; }
  mkdir -p "corpus/$target" "artifacts/$target" logs
  dict=()
  [ -f "dicts/$target.dict" ] && dict=("-dict=dicts/$target.dict")
  printf '==> fuzzing %s for %s s%s\n' "$target" "$limit" "${RUNS:+ or $RUNS runs}"
  start=$(date +%s)
  "$dir/x86_64-unknown-linux-gnu/release/$target" "corpus/$target" "seeds/$target" "${dict[@]}" \
    -artifact_prefix="artifacts/$target/" -max_total_time="$limit" ${RUNS:+-runs="$RUNS"} \
    -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 >"logs/$target.log" 2>&1
  status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "logs/$target.log" | tail -1)
  line="$target: ${runs:-?} executions in $(($(date +%s) - start)) s"
  if [ $status -ne 0 ]; then
    failed+=("$target")
    line="$line: FAILED, see fuzz/logs/$target.log and fuzz/artifacts/$target/"
  fi
  echo "$line"
  summary+=("$line")
done

printf '\n==> summary\n'
printf '  %s\n' "${summary[@]}"
[ ${#failed[@]} -eq 0 ] || { echo "failed: ${failed[*]}"; exit 1; }

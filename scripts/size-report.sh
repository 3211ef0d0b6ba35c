#!/usr/bin/env bash
# Prints the raw and gzipped size of each .wasm and .js file of the built site, and fails
# when a wasm goes over its gzipped budget (a regression guard; BENCHMARKS.md, "Size").
set -euo pipefail
cd "$(dirname "$0")/.."
dist=${1:-dist}
PAGE_WASM_BUDGET=${PAGE_WASM_BUDGET:-300000}
WORKER_WASM_BUDGET=${WORKER_WASM_BUDGET:-300000}
if [ ! -d "$dist" ]; then
  echo "size report: $dist/ does not exist; build the site first (trunk build --release)" >&2
  exit 1
fi
over=0
printf '%-48s %12s %12s\n' file raw gzipped
while read -r file; do
  raw=$(wc -c <"$file")
  gz=$(gzip -9 -c "$file" | wc -c)
  name=${file#"$dist"/}
  printf '%-48s %12s %12s\n' "$name" "$raw B" "$gz B"
  budget=""
  case "$name" in
    # The worker, scalar and with wasm SIMD (static/worker_loader.js starts one of them).
    worker_bg.wasm | worker_simd_bg.wasm) budget=$WORKER_WASM_BUDGET ;;
    *.wasm) budget=$PAGE_WASM_BUDGET ;;
  esac
  if [ -n "$budget" ] && [ "$gz" -gt "$budget" ]; then
    echo "  over budget: $name is $gz B gzipped; the budget is $budget B" >&2
    over=1
  fi
done < <(find "$dist" -type f \( -name '*.wasm' -o -name '*.js' \) | sort)
exit $over

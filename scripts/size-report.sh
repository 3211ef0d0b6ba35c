#!/usr/bin/env bash
# Prints the raw and gzipped size of each .wasm and .js file of the built site (BENCHMARKS.md,
# "Size"), as information. Fails only on an accident: the page's wasm and the larger worker
# build's wasm together over MAX_GZIPPED bytes gzipped (1.5 MB).
set -euo pipefail
cd "$(dirname "$0")/.."
dist=${1:-dist}
MAX_GZIPPED=${MAX_GZIPPED:-1500000}
if [ ! -d "$dist" ]; then
  echo "size report: $dist/ does not exist; build the site first (trunk build --release)" >&2
  exit 1
fi
page=0
worker=0
printf '%-48s %12s %12s\n' file raw gzipped
while read -r file; do
  raw=$(wc -c <"$file")
  gz=$(gzip -9 -c "$file" | wc -c)
  name=${file#"$dist"/}
  printf '%-48s %12s %12s\n' "$name" "$raw B" "$gz B"
  case "$name" in
    # The worker, scalar and with wasm SIMD: a browser loads one of them.
    worker_bg.wasm | worker_simd_bg.wasm) [ "$gz" -gt "$worker" ] && worker=$gz ;;
    # The page's wasm whole, which the service worker serves in place of its two halves.
    *_whole.wasm) ;;
    *.wasm) page=$((page + gz)) ;;
  esac
done < <(find "$dist" -type f \( -name '*.wasm' -o -name '*.js' \) | sort)
total=$((page + worker))
printf '%-48s %12s %12s\n' "page and worker wasm together" "" "$total B"
if [ "$total" -gt "$MAX_GZIPPED" ]; then
  echo "  too large: the page and the worker are $total B gzipped together; more than $MAX_GZIPPED B is an accident" >&2
  exit 1
fi

#!/usr/bin/env bash
# Prints the raw and gzipped size of each .wasm and .js file of the built site.
set -euo pipefail
cd "$(dirname "$0")/.."
dist=${1:-dist}
if [ ! -d "$dist" ]; then
  echo "size report: $dist/ does not exist; build the site first (trunk build --release)" >&2
  exit 1
fi
printf '%-48s %12s %12s\n' file raw gzipped
find "$dist" -type f \( -name '*.wasm' -o -name '*.js' \) | sort | while read -r file; do
  raw=$(wc -c <"$file")
  gz=$(gzip -9 -c "$file" | wc -c)
  printf '%-48s %12s %12s\n' "${file#"$dist"/}" "$raw B" "$gz B"
done

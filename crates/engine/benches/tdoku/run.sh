#!/bin/bash
# run.sh TDOKU_DIR OUT_DIR SET...: builds tdoku's fastest solver (dpll_triad_simd) from a
# checkout of https://github.com/t-dillon/tdoku three ways (native with the instructions
# wasm SIMD maps to, native for this CPU, and wasm SIMD with emscripten) and runs each on
# the sets, two rounds taking turns (ROUNDS="1" for one), then the wasm once in headless
# Chromium.
# Needs clang++ and emscripten (Debian: apt-get install clang emscripten); not part of
# `make bench`. See BENCHMARKS.md, "What the fastest solvers reach in
# the browser".
set -euo pipefail
[ $# -ge 3 ] || { echo "usage: $0 TDOKU_DIR OUT_DIR SET..." >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
src=$1/src
out=$2
shift 2
mkdir -p "$out"
files=("$here/driver.cc" "$src/solver_dpll_triad_simd.cc" "$src/util.cc")
clang++ -O3 -std=c++17 -DNDEBUG -msse4.1 -mpopcnt "${files[@]}" -o "$out/native_sse41"
clang++ -O3 -std=c++17 -DNDEBUG -march=native "${files[@]}" -o "$out/native_march"
# Debian's emcc finds its JavaScript tools under /usr/share/nodejs.
NODE_PATH=${NODE_PATH:-/usr/share/nodejs} em++ -O3 -std=c++17 -DNDEBUG -msimd128 -msse4.1 "${files[@]}" \
  -o "$out/tdoku.js" -sMODULARIZE=1 -sENVIRONMENT=node,web -sALLOW_MEMORY_GROWTH=1 \
  -sEXPORTED_FUNCTIONS=_malloc,_free,_load,_sample,_last_sec,_solutions_one_pass
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
for round in ${ROUNDS:-1 2}; do
  for set in "$@"; do
    echo "== round $round, native SSE4.1"; "$out/native_sse41" "$set"
    echo "== round $round, native -march=native"; "$out/native_march" "$set"
    node "$here/node.mjs" "$out/tdoku.js" "$set"
  done
done
node "$here/chromium.mjs" "$out" "$@"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"

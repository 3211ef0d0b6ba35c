// node run.mjs PATH.wasm: the wasm twin of src/main.rs (best of 9 runs, wall clock).
import { readFileSync } from 'node:fs';
const { instance } = await WebAssembly.instantiate(readFileSync(process.argv[2]), {});
const { run, size } = instance.exports;
const REPS = 9;
for (const [set, name] of [[0, 'top1465'], [1, '17clue']]) {
  const n = size(set);
  for (const limit of [1, 2]) {
    run(set, limit);
    let best = 0;
    for (let i = 0; i < REPS; i++) {
      const start = performance.now();
      run(set, limit);
      best = Math.max(best, n / ((performance.now() - start) / 1000));
    }
    console.log(`wasm ${name} limit ${limit}: ${best.toFixed(0)} puzzles/s (best of ${REPS})`);
  }
}

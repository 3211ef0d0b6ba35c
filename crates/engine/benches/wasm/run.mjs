// node run.mjs PATH.wasm: the wasm twin of src/main.rs.
import { readFileSync } from 'node:fs';
const { instance } = await WebAssembly.instantiate(readFileSync(process.argv[2]), {});
const { run, size } = instance.exports;
for (const [set, name] of [[0, 'top1465'], [1, '17clue']]) {
  const n = size(set);
  for (const limit of [1, 2]) {
    run(set, limit);
    const reps = 5;
    const start = performance.now();
    for (let i = 0; i < reps; i++) run(set, limit);
    const perSecond = (n * reps) / ((performance.now() - start) / 1000);
    console.log(`wasm ${name} limit ${limit}: ${perSecond.toFixed(0)} puzzles/s`);
  }
}

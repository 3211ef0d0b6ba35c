// node node.mjs tdoku.js SET: tdoku's wasm build (run.sh) in node, first solution and
// count to 2, best of 7 samples of at least 0.5 s, by the wall clock and by the process's
// CPU time.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';

const [, , modulePath, setPath] = process.argv;
const factory = createRequire(import.meta.url)(resolve(modulePath));
// Emscripten 3.1's loader cannot fetch a file path in node 20: hand it the bytes.
const M = await factory({ wasmBinary: readFileSync(resolve(modulePath).replace(/\.js$/, '.wasm')) });
const text = readFileSync(setPath);
const at = M._malloc(text.length);
M.HEAPU8.set(text, at);
const n = M._load(at, text.length);
M._free(at);
for (const limit of [1, 2]) {
  const solutions = M._solutions_one_pass(limit);
  let [wall, cpu] = [0, 0];
  for (let s = 0; s < 7; s++) {
    const start = process.cpuUsage();
    const count = M._sample(limit, 0.5);
    const used = process.cpuUsage(start);
    wall = Math.max(wall, count / M._last_sec());
    cpu = Math.max(cpu, count / ((used.user + used.system) / 1e6));
  }
  console.log(`wasm node ${basename(setPath)} n=${n} limit=${limit} sols=${solutions} wall ${wall.toFixed(0)} cpu ${cpu.toFixed(0)} puzzles/s`);
}

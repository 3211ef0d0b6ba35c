// The 9x9 solver in headless Chromium: the wasm harness (crates/engine/benches/wasm) built
// scalar and with wasm SIMD, run side by side in one page, best of 9 runs per line.
// Build both first (BENCHMARKS.md, "Hardest sets and SIMD"); without them this is skipped.
import { test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';

const BUILDS = [
  ['scalar', 'target/h-solve-wasm/wasm32-unknown-unknown/release/sudoku_bench_wasm.wasm'],
  ['simd128', 'target/h-solve-wasm-simd/wasm32-unknown-unknown/release/sudoku_bench_wasm.wasm'],
];

test('9x9 solver throughput, scalar wasm against SIMD wasm', async ({ page }) => {
  test.skip(!BUILDS.every(([, path]) => existsSync(path)), 'build the wasm harness twice first');
  await page.goto('about:blank');
  const modules = BUILDS.map(([name, path]) => [name, readFileSync(path).toString('base64')]);
  const lines = await page.evaluate(async (modules) => {
    const out = [];
    const instances = [];
    for (const [name, base64] of modules) {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      instances.push([name, (await WebAssembly.instantiate(bytes, {})).instance.exports]);
    }
    for (const [set, setName] of [[0, 'top1465'], [1, '17clue']]) {
      for (const limit of [1, 2]) {
        for (const [name, { run, size }] of instances) {
          run(set, limit);
          let best = 0;
          for (let i = 0; i < 9; i++) {
            const start = performance.now();
            run(set, limit);
            best = Math.max(best, size(set) / ((performance.now() - start) / 1000));
          }
          out.push(`chromium ${name} ${setName} limit ${limit}: ${best.toFixed(0)} puzzles/s`);
        }
      }
    }
    return out;
  }, modules);
  for (const line of lines) console.log(line);
});

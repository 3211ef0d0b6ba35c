// The worker's engine code in headless Chromium, scalar wasm against wasm SIMD, beside the
// same code natively on the same machine (the wasm/native ratio). The harness is
// crates/engine/benches/wasm, built three times first (BENCHMARKS.md, "SIMD in the
// browser"); without the builds this is skipped.
// Solver: every puzzle of magictour top1465 and of the 17-clue set, first solution and
// count to 2, by the engine and by the reference (the `sudoku` crate, the fastest Rust
// solver, in the same module); each sample repeats the set for at least 0.2 s, the builds
// take turns, best of REPS samples. Generator: the median over SEEDS phrases per case.
// Chromium's times are the wall clock and the CPU time of the page's thread (the DevTools
// protocol's ThreadTime, which a loaded machine does not inflate); native ones the wall and
// the thread's CPU clock.
import { test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const NATIVE = 'target/h-solve-wasm/release/bench-native';
const BUILDS = [
  ['scalar', 'target/h-solve-wasm/wasm32-unknown-unknown/release/sudoku_bench_wasm.wasm'],
  ['simd128', 'target/h-solve-wasm-simd/wasm32-unknown-unknown/release/sudoku_bench_wasm.wasm'],
];
const SETS = [
  [0, 'top1465'],
  [1, '17clue'],
];
const LIMITS = [1, 2];
/** The solvers: the name of a row's prefix and the module's export that runs a set. */
const SOLVERS = [
  ['', 'run'],
  ['reference ', 'run_reference'],
];
const GENERATOR_CASES = ['9x9 nightmare', '16x16 easy', 'v1 16x16 easy+'];
const REPS = 9;
const SEEDS = 20;
const SAMPLE_SECONDS = 0.2;

const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');

/** `bench-native ARGS` line by line: `{ "top1465 limit 1": { wall, cpu } }` or, for the
 * generator, `{ "9x9 nightmare": { median } }`. */
function native(args) {
  const out = {};
  for (const line of execFileSync(NATIVE, args, { encoding: 'utf8' }).split('\n')) {
    let m = line.match(/^native ((?:reference )?\S+ limit \d): (\d+) puzzles\/s wall, (\d+) puzzles\/s CPU/);
    if (m) out[m[1]] = { wall: Number(m[2]), cpu: Number(m[3]) };
    m = line.match(/^native generate (.+): median ([\d.]+) ms/);
    if (m) out[m[1]] = { median: Number(m[2]) };
  }
  return out;
}

/** The better of two native runs, per line. */
function best(a, b) {
  const out = { ...a };
  for (const [key, value] of Object.entries(b)) {
    out[key] =
      value.median === undefined
        ? { wall: Math.max(a[key]?.wall ?? 0, value.wall), cpu: Math.max(a[key]?.cpu ?? 0, value.cpu) }
        : { median: Math.min(a[key]?.median ?? Infinity, value.median) };
  }
  return out;
}

function nativeAll() {
  let out = native(['solver']);
  for (const name of GENERATOR_CASES) out = { ...out, ...native(['generator', name]) };
  return out;
}

/** The page thread's CPU seconds so far. */
async function threadTime(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'ThreadTime').value;
}

/** Runs `body(arg)` in the page; its wall seconds (timed inside) and CPU seconds. */
async function timed(page, cdp, body, arg) {
  const start = await threadTime(cdp);
  const wallMs = await page.evaluate(body, arg);
  return { wall: wallMs / 1000, cpu: (await threadTime(cdp)) - start };
}

function runSet({ build, solver, set, limit, rounds }) {
  const run = globalThis.benchBuilds[build][solver];
  const start = performance.now();
  for (let i = 0; i < rounds; i += 1) run(set, limit);
  return performance.now() - start;
}

function generateOne({ build, index, seed }) {
  const start = performance.now();
  if (globalThis.benchBuilds[build].generate(index, seed) === 0) throw new Error(`generate ${index} ${seed} failed`);
  return performance.now() - start;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return (s[s.length >> 1] + s[(s.length - 1) >> 1]) / 2;
};

test('the engine in Chromium: scalar wasm, wasm SIMD and native', async ({ page }) => {
  test.skip(!existsSync(NATIVE) || !BUILDS.every(([, path]) => existsSync(path)), 'build the wasm harness three times first');
  const loadBefore = load();
  let nativeRates = nativeAll();

  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const modules = BUILDS.map(([name, path]) => [name, readFileSync(path).toString('base64')]);
  const caseIndex = await page.evaluate(async (modules) => {
    globalThis.benchBuilds = {};
    for (const [name, base64] of modules) {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      globalThis.benchBuilds[name] = (await WebAssembly.instantiate(bytes, {})).instance.exports;
    }
    const { memory, cases, case_name, case_name_len } = globalThis.benchBuilds.scalar;
    const names = {};
    for (let c = 0; c < cases(); c += 1) {
      names[new TextDecoder().decode(new Uint8Array(memory.buffer, case_name(c), case_name_len(c)))] = c;
    }
    return names;
  }, modules);
  const sizes = await page.evaluate((sets) => sets.map(([set]) => globalThis.benchBuilds.scalar.size(set)), SETS);

  const rows = [];
  for (const [prefix, solver] of SOLVERS) {
    for (const [s, [set, setName]] of SETS.entries()) {
      for (const limit of LIMITS) {
        const rate = {};
        const rounds = {};
        for (const [build] of BUILDS) {
          const warm = await timed(page, cdp, runSet, { build, solver, set, limit, rounds: 1 });
          rounds[build] = Math.max(1, Math.ceil(SAMPLE_SECONDS / warm.wall));
          rate[build] = { wall: 0, cpu: 0 };
        }
        for (let rep = 0; rep < REPS; rep += 1) {
          for (const [build] of BUILDS) {
            const t = await timed(page, cdp, runSet, { build, solver, set, limit, rounds: rounds[build] });
            const n = sizes[s] * rounds[build];
            rate[build].wall = Math.max(rate[build].wall, n / t.wall);
            rate[build].cpu = Math.max(rate[build].cpu, n / t.cpu);
          }
        }
        rows.push({ what: `${prefix}${setName} limit ${limit}`, rate });
      }
    }
  }

  const generated = [];
  for (const name of GENERATOR_CASES) {
    const index = caseIndex[name];
    const times = Object.fromEntries(BUILDS.map(([build]) => [build, { wall: [], cpu: [] }]));
    for (let seed = 0; seed < SEEDS; seed += 1) {
      for (const [build] of BUILDS) {
        const t = await timed(page, cdp, generateOne, { build, index, seed });
        times[build].wall.push(t.wall * 1000);
        times[build].cpu.push(t.cpu * 1000);
      }
    }
    generated.push({ name, times });
  }

  nativeRates = best(nativeRates, nativeAll());
  const loadAfter = load();

  console.log(`load average before ${loadBefore}, after ${loadAfter}`);
  console.log('solver, puzzles/s (best of 9): scalar wasm wall/CPU | SIMD wasm wall/CPU | native wall/CPU | SIMD/scalar CPU | wasm/native CPU, scalar and SIMD');
  for (const { what, rate } of rows) {
    const n = nativeRates[what];
    const [sc, si] = [rate.scalar, rate.simd128];
    console.log(
      `${what}: ${sc.wall.toFixed(0)}/${sc.cpu.toFixed(0)} | ${si.wall.toFixed(0)}/${si.cpu.toFixed(0)} | ` +
        `${n.wall}/${n.cpu} | ${(si.cpu / sc.cpu).toFixed(2)} | ${(sc.cpu / n.cpu).toFixed(2)} ${(si.cpu / n.cpu).toFixed(2)}`,
    );
  }
  console.log(`generator, median ms over ${SEEDS} phrases: scalar wasm wall/CPU | SIMD wasm wall/CPU | native CPU | scalar/SIMD CPU | native/wasm CPU, scalar and SIMD`);
  for (const { name, times } of generated) {
    const [sc, si] = [times.scalar, times.simd128].map((t) => ({ wall: median(t.wall), cpu: median(t.cpu) }));
    const n = nativeRates[name].median;
    console.log(
      `${name}: ${sc.wall.toFixed(1)}/${sc.cpu.toFixed(1)} | ${si.wall.toFixed(1)}/${si.cpu.toFixed(1)} | ${n.toFixed(1)} | ` +
        `${(sc.cpu / si.cpu).toFixed(2)} | ${(n / sc.cpu).toFixed(2)} ${(n / si.cpu).toFixed(2)}`,
    );
  }
});

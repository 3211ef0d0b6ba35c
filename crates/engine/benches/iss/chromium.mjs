// The engine's wasm beside the Interactive Sudoku Solver (ISS), both in one headless
// Chromium page, on a variant corpus: by default the 52 of crates/engine/tests/data/variants
// (their constraint strings are inputs.txt here), or the shared corpus
// crates/engine/tests/data/variants_shared (its iss.txt), one half of it or all. ISS
// parses and builds each line's constraint string and runs for up to two solutions, as
// run.mjs does in node; the engine reads each line's f-puzzles link or document and counts
// to two in wasm (../variants-wasm, built here by cargo when it is out of date). Each first
// solution is checked against solutions.txt. Prints, for each solver, one line per puzzle
// in run.mjs's format (join.mjs reads them: OUT.engine.txt and OUT.iss.txt are written
// when OUT is given), then the total, the median and the 99th percentile.
//
// Run from the repository:
//   node crates/engine/benches/iss/chromium.mjs PATH_TO_ISS [SECONDS] [shared [HALF] [OUT]]
// (SECONDS, 60 by default, bounds ISS on one puzzle; the engine's wasm cannot be stopped
// from the page, so a puzzle it does not settle holds the run. `shared` runs the shared
// corpus; HALF is `tune`, `held-out` or `all`.) CHROMIUM names the browser (default
// /usr/bin/chromium). SCALAR=1 times the engine's scalar build instead of its SIMD one;
// WASM_OPT=-O3 (or `none`) another wasm-opt level than the worker's.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const iss = resolve(process.argv[2] ?? '');
const seconds = Number(process.argv[3] ?? 60);
const here = dirname(fileURLToPath(import.meta.url));
const shared = process.argv[4] === 'shared';
const [half, out] = [process.argv[5] ?? 'all', process.argv[6]];
const data = join(here, shared ? '../../tests/data/variants_shared' : '../../tests/data/variants');
const set = shared ? 1 : 0;
const lines = (file) => readFileSync(file, 'utf8').split('\n').filter((l) => l.length > 0);
const halves = existsSync(join(data, 'halves.txt')) ? lines(join(data, 'halves.txt')) : [];
const chosen = lines(join(data, 'solutions.txt')).map((_, i) => i)
  .filter((i) => half === 'all' || halves[i] === half);
const crate = join(here, '../variants-wasm');

// Built as the app's worker runs in Chromium: with wasm SIMD (scripts/build-simd-worker.mjs,
// static/worker_build.js); SCALAR=1 builds it as the scalar worker. Each in its own folder.
const simd = process.env.SCALAR !== '1';
const target = join(crate, simd ? 'target-simd' : 'target');
const rustflags = [process.env.RUSTFLAGS, simd ? '-C target-feature=+simd128' : ''].filter(Boolean).join(' ');
execFileSync('cargo', ['build', '--release', '--target', 'wasm32-unknown-unknown'], {
  cwd: crate,
  stdio: 'inherit',
  env: { ...process.env, CARGO_TARGET_DIR: target, RUSTFLAGS: rustflags },
});
// Then wasm-opt as the worker's build runs it (index.html's data-wasm-opt, and
// scripts/build-simd-worker.mjs): WASM_OPT names its level (`-Os` by default, `none` for
// cargo's output as it is).
const built = join(target, 'wasm32-unknown-unknown/release/sudoku_bench_variants_wasm.wasm');
const level = process.env.WASM_OPT ?? '-Os';
let wasmFile = built;
if (level !== 'none') {
  wasmFile = `${built.slice(0, -'.wasm'.length)}.opt.wasm`;
  const features = simd ? ['--enable-simd'] : [];
  execFileSync(join(here, '../../../../node_modules/.bin/wasm-opt'), [level, ...features, built, '-o', wasmFile], {
    stdio: 'inherit',
  });
}
const wasm = readFileSync(wasmFile);

const ORIGIN = 'http://bench.local';
const PAGE = `<!DOCTYPE html><title>variant solvers</title><script type="module">
globalThis.VERSION_PARAM = '';
const text = async (path) => (await (await fetch(path)).text()).split('\\n').filter((l) => l.length > 0);
const [inputs, solutions] = [await text('/data/inputs.txt'), await text('/data/solutions.txt')];
const { SudokuParser } = await import('/iss/js/sudoku_parser.js');
const { SudokuBuilder } = await import('/iss/js/solver/sudoku_builder.js');
const { LookupTables } = await import('/iss/js/solver/lookup_tables.js');
const seconds = ${seconds};
const chosen = ${JSON.stringify(chosen)};

function issLine(input, solution) {
  const start = performance.now();
  const solver = SudokuBuilder.build(SudokuBuilder.resolveConstraint(SudokuParser.parseText(input)));
  const internal = solver._internalSolver;
  const deadline = start + seconds * 1000;
  internal.setProgressCallback?.(() => { if (performance.now() > deadline) throw new Error('out of time'); }, 13);
  let [first, found, verdict] = [null, 0, 'WRONG'];
  try {
    internal.run({ maxSolutions: 2 }, (grid) => {
      found++;
      if (first) return;
      const cells = grid.slice(0, internal._geometry.numGridCells);
      const size = internal._geometry.numValues;
      // As solutions.txt writes digits: themselves up to 9x9, else letters (1 is A).
      const char = (value) => (size <= 9 ? String(value) : String.fromCharCode(64 + value));
      first = Array.from(cells, (mask) => char(LookupTables.toOffsetValue(mask, internal._geometry.valueOffset))).join('');
    });
    const exhausted = internal.state === internal.constructor.STATE_EXHAUSTED;
    if (found === 1 && exhausted && first === solution) verdict = 'unique';
  } catch (e) {
    if (e.message !== 'out of time') throw e;
    verdict = 'gave up';
  }
  return { verdict, ms: performance.now() - start };
}

const { instance } = await WebAssembly.instantiateStreaming(fetch('/engine.wasm'), {});
function engineLine(line) {
  const start = performance.now();
  const answer = instance.exports.solve(${set}, line);
  return { verdict: ['WRONG', 'unique', 'REFUSED'][answer] ?? 'WRONG', ms: performance.now() - start };
}

const results = { iss: [], engine: [] };
for (const i of chosen) results.iss.push(issLine(inputs[i], solutions[i]));
for (const i of chosen) results.engine.push(engineLine(i));
window.__results = results;
</script>`;

const TYPES = { '.js': 'text/javascript', '.txt': 'text/plain', '.json': 'application/json' };
function file(root, path) {
  const full = normalize(join(root, path));
  if (!full.startsWith(root)) return null;
  try {
    return { body: readFileSync(full), contentType: TYPES[extname(full)] ?? 'application/octet-stream' };
  } catch {
    return null;
  }
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname);
    const served = {
      '/': () => ({ body: PAGE, contentType: 'text/html' }),
      '/engine.wasm': () => ({ body: wasm, contentType: 'application/wasm' }),
      '/data/inputs.txt': () => (shared ? file(data, 'iss.txt') : file(here, 'inputs.txt')),
      '/data/solutions.txt': () => file(data, 'solutions.txt'),
    };
    const found = served[path]?.() ?? (path.startsWith('/iss/') ? file(iss, path.slice('/iss/'.length)) : null);
    return found ? route.fulfill({ status: 200, ...found }) : route.fulfill({ status: 404, body: 'not found' });
  });
  await page.goto(`${ORIGIN}/`);
  const results = await page.waitForFunction(() => window.__results, null, { timeout: 0, polling: 1000 });
  const { iss: issTimes, engine } = await results.jsonValue();
  let failed = false;
  const solvers = [['ISS, Chromium', issTimes, 'iss'], ['this engine, wasm in Chromium', engine, 'engine']];
  for (const [name, rows, file] of solvers) {
    console.log(`\n${name}`);
    const text = rows.map(({ verdict, ms }, k) =>
      `line ${chosen[k] + 1}\t${halves[chosen[k]] ?? 'all'}\t${verdict}\t? work\t${ms.toFixed(2)} ms`);
    console.log(text.join('\n'));
    if (out) writeFileSync(`${out}.${file}.txt`, `${text.join('\n')}\n`);
    const times = rows.map((r) => r.ms).sort((a, b) => a - b);
    const total = times.reduce((a, b) => a + b, 0);
    const q = (f) => times[Math.max(0, Math.ceil(times.length * f) - 1)] ?? 0;
    const unsettled = rows.filter((r) => r.verdict !== 'unique').length;
    failed ||= unsettled > 0;
    console.log(
      `${name}: ${times.length} puzzles, ${unsettled} not settled or wrong: total ${total.toFixed(1)} ms, ` +
        `median ${q(0.5).toFixed(2)} ms, p99 ${q(0.99).toFixed(1)} ms, max ${q(1).toFixed(1)} ms`,
    );
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  await browser.close();
}

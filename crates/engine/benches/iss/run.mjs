// Times the Interactive Sudoku Solver (ISS) on the shared variant puzzles of
// crates/engine/tests/data/variants: each line's constraint string (inputs.txt, the
// collection's own) is parsed, built and solved for up to two solutions, and the first
// is checked against solutions.txt. Prints one line per puzzle, then the total, the
// median and the 99th percentile, like `cargo run --example variant_times`.
//
// Run: node crates/engine/benches/iss/run.mjs PATH_TO_ISS [SECONDS]
// (PATH_TO_ISS is a checkout of https://github.com/sigh/Interactive-Sudoku-Solver;
// a puzzle not settled within SECONDS, 60 by default, is reported as given up.)
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const iss = resolve(process.argv[2] ?? '');
const seconds = Number(process.argv[3] ?? 60);
const here = dirname(fileURLToPath(import.meta.url));
const data = join(here, '../../tests/data/variants');
const at = (path) => pathToFileURL(join(iss, path)).href;

const { ensureGlobalEnvironment } = await import(at('tests/helpers/test_env.js'));
ensureGlobalEnvironment();
const { SudokuParser } = await import(at('js/sudoku_parser.js'));
const { SudokuBuilder } = await import(at('js/solver/sudoku_builder.js'));
const { LookupTables } = await import(at('js/solver/lookup_tables.js'));

const lines = (file) => readFileSync(file, 'utf8').split('\n').filter((l) => l.length > 0);
const inputs = lines(join(here, 'inputs.txt'));
const solutions = lines(join(data, 'solutions.txt'));

const times = [];
let unsettled = 0;
inputs.forEach((input, i) => {
  const start = performance.now();
  const solver = SudokuBuilder.build(SudokuBuilder.resolveConstraint(SudokuParser.parseText(input)));
  const internal = solver._internalSolver;
  let first = null;
  let found = 0;
  // The clock is read at the solver's progress reports (every 2^13 steps).
  const deadline = start + seconds * 1000;
  internal.setProgressCallback?.(() => {
    if (performance.now() > deadline) throw new Error('out of time');
  }, 13);
  let verdict;
  try {
    internal.run({ maxSolutions: 2 }, (grid) => {
      found++;
      if (first) return;
      const geometry = internal._geometry;
      first = Array.from(grid.slice(0, geometry.numGridCells), (mask) =>
        LookupTables.toOffsetValue(mask, geometry.valueOffset)).join('');
    });
    const exhausted = internal.state === internal.constructor.STATE_EXHAUSTED;
    verdict = found === 1 && exhausted && first === solutions[i] ? 'unique' : 'WRONG';
  } catch (e) {
    if (e.message !== 'out of time') throw e;
    verdict = 'gave up';
  }
  const ms = performance.now() - start;
  if (verdict !== 'unique') unsettled++;
  console.log(`line ${i + 1}\t${verdict}\t${internal.counters.guesses ?? '?'} guesses\t${ms.toFixed(2)} ms`);
  times.push(ms);
});
times.sort((a, b) => a - b);
const total = times.reduce((a, b) => a + b, 0);
const q = (f) => times[Math.max(0, Math.ceil(times.length * f) - 1)] ?? 0;
console.log(`${times.length} puzzles, ${unsettled} not settled or wrong: total ${total.toFixed(1)} ms, ` +
  `median ${q(0.5).toFixed(2)} ms, p99 ${q(0.99).toFixed(1)} ms, max ${q(1).toFixed(1)} ms`);

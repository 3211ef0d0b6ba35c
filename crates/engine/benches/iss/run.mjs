// Times the Interactive Sudoku Solver (ISS) on a corpus of shared variant puzzles: by
// default the 52 of crates/engine/tests/data/variants (their constraint strings are
// inputs.txt here), or a corpus folder with an `iss.txt` (the held-out corpus,
// crates/engine/tests/data/variants_shared). Each line's constraint string (the
// collection's own) is parsed, built and solved for up to two solutions, and the first is
// checked against the folder's solutions.txt. Prints one line per puzzle in the format of
// the engine's `shared_times` example (join.mjs sets the two side by side):
//
//   line 12	held-out	unique	1234 guesses	5.67 ms
//
// then the total, the median and the 99th percentile.
//
// Run: node crates/engine/benches/iss/run.mjs PATH_TO_ISS [SECONDS] [DIR] [HALF]
// (PATH_TO_ISS is a checkout of https://github.com/sigh/Interactive-Sudoku-Solver; a
// puzzle not settled within SECONDS, 60 by default, is reported as given up; HALF is
// `tune`, `held-out` or `all`, the default, read from the folder's halves.txt.)
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { loadIss, solve } from './iss.mjs';

const iss = await loadIss(process.argv[2] ?? '');
const seconds = Number(process.argv[3] ?? 60);
const here = dirname(fileURLToPath(import.meta.url));
const data = resolve(process.argv[4] ?? join(here, '../../tests/data/variants'));
const half = process.argv[5] ?? 'all';

const lines = (file) => readFileSync(file, 'utf8').split('\n').filter((l) => l.length > 0);
const inputs = lines(existsSync(join(data, 'iss.txt')) ? join(data, 'iss.txt') : join(here, 'inputs.txt'));
const solutions = lines(join(data, 'solutions.txt'));
const halves = existsSync(join(data, 'halves.txt')) ? lines(join(data, 'halves.txt')) : [];

const times = [];
let wrong = 0;
let gaveUp = 0;
inputs.forEach((input, i) => {
  const itsHalf = halves[i] ?? 'all';
  if (half !== 'all' && itsHalf !== half) return;
  const found = solve(iss, input, seconds);
  let verdict = 'unique';
  if (found.gaveUp) {
    verdict = 'gave up';
    gaveUp++;
  } else if (found.found !== 1 || !found.exhausted) {
    verdict = `WRONG: ${found.found} solutions`;
    wrong++;
  } else if (found.first !== solutions[i]) {
    verdict = 'WRONG: another solution';
    wrong++;
  }
  console.log(`line ${i + 1}\t${itsHalf}\t${verdict}\t${found.guesses ?? '?'} guesses\t${found.ms.toFixed(2)} ms`);
  times.push(found.ms);
});
times.sort((a, b) => a - b);
const total = times.reduce((a, b) => a + b, 0);
const q = (f) => times[Math.max(0, Math.ceil(times.length * f) - 1)] ?? 0;
console.log(`${half}: ${times.length} puzzles timed, ${wrong} wrong, 0 refused, ${gaveUp} gave up: ` +
  `total ${total.toFixed(1)} ms, median ${q(0.5).toFixed(2)} ms, p99 ${q(0.99).toFixed(1)} ms, max ${q(1).toFixed(1)} ms`);

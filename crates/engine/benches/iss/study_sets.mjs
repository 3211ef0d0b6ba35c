// Generates study puzzles of the kinds the exact search was weakest on beside ISS, as a
// corpus folder that `shared_times` and `run.mjs` time (fpuzzles.txt, iss.txt,
// solutions.txt, halves.txt, appended to):
// - killer: killer cages and white dots on a jigsaw of the shared corpus's `tune` half,
//   no givens. A solution is found by ISS (the first region given a random order), cages
//   (MODE `mixed`: 2-5 cells, `big`: 3-6) and every white dot it has are drawn on it, then
//   cages and dots are taken away one by one (MODE `dotsfirst`: the dots first) while ISS
//   still proves the puzzle unique within 4 s;
// - regionsum: long region-sum lines (8 cells or more, through three boxes or more) on a
//   random solution, with givens taken away the same way.
//
// Run: node crates/engine/benches/iss/study_sets.mjs PATH_TO_ISS killer|regionsum SEED COUNT OUT_DIR [MODE]
// (the same seed makes the same puzzles, but for a check ISS does not settle within 4 s,
// which keeps its clue: under another load a set may differ there). The sets of BENCHMARKS.md's branch `speed`
// section: killer 7 6 mixed, then 101 8 mixed, 202 6 big and 303 6 dotsfirst into one
// folder (studied); killer 555 8 mixed, 777 6 dotsfirst and 888 6 big into another
// (checked only); regionsum 11 8.
import { appendFileSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { loadIss, solve } from './iss.mjs';
import { convert } from './to_fpuzzles.mjs';

const [issPath, kind, seedText, countText, out, mode = 'mixed'] = process.argv.slice(2);
if (!issPath || !['killer', 'regionsum'].includes(kind) || !out) {
  console.error('usage: node study_sets.mjs PATH_TO_ISS killer|regionsum SEED COUNT OUT_DIR [MODE]');
  process.exit(2);
}
const iss = await loadIss(issPath);
let seed = Number(seedText);
const count = Number(countText);
const rnd = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
const pick = (a) => a[Math.floor(rnd() * a.length)];
const shuffle = (a) => {
  for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(rnd() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; }
  return a;
};
const name = (c) => `R${Math.floor(c / 9) + 1}C${c % 9 + 1}`;
const unique = (input, seconds) => { const r = solve(iss, input, seconds); return r.found === 1 && r.exhausted && !r.gaveUp; };

// Takes clues away one by one, in `order`, while the puzzle stays unique.
function minimal(clues, order, text) {
  let kept = clues.slice();
  for (const clue of order) {
    const trial = kept.filter((x) => x !== clue);
    if (unique(text(trial), 4)) kept = trial;
  }
  return kept;
}

function write(input, solution, note) {
  const converted = convert(iss, input);
  if (converted.unsupported) return console.error('not converted:', converted.unsupported.join(', '));
  const t = solve(iss, input, 30);
  console.error(`${note}: ISS ${t.ms.toFixed(0)} ms, ${t.guesses} guesses`);
  appendFileSync(join(out, 'iss.txt'), input + '\n');
  appendFileSync(join(out, 'solutions.txt'), solution.join('') + '\n');
  appendFileSync(join(out, 'fpuzzles.txt'), JSON.stringify(converted.document) + '\n');
  appendFileSync(join(out, 'halves.txt'), 'tune\n');
}

const orthogonal = (c) => {
  const r = Math.floor(c / 9), k = c % 9, o = [];
  if (r > 0) o.push(c - 9); if (r < 8) o.push(c + 9); if (k > 0) o.push(c - 1); if (k < 8) o.push(c + 1);
  return o;
};

function killer(n, jigsaws) {
  const jigsaw = pick(jigsaws);
  const regions = jigsaw.slice('.Jigsaw~'.length);
  const layout = '.NoBoxes' + jigsaw;
  const first = [...Array(81).keys()].filter((c) => regions[c] === regions[0]);
  const order = shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  const found = solve(iss, layout + first.map((c, i) => `.~${name(c)}_${order[i]}`).join(''), 10);
  if (!found.first) return;
  const relabel = shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  const solution = [...found.first].map((d) => relabel[Number(d) - 1]);
  const cage = new Array(81).fill(-1);
  const cages = [];
  for (const c of shuffle([...Array(81).keys()])) {
    if (cage[c] >= 0) continue;
    const target = pick(mode === 'big' ? [3, 4, 4, 5, 5, 6] : [2, 2, 3, 3, 3, 4, 4, 5]);
    const cells = [c];
    cage[c] = cages.length;
    while (cells.length < target) {
      const next = cells.flatMap(orthogonal).filter((x) => cage[x] < 0 && !cells.some((y) => solution[y] === solution[x]));
      if (!next.length) break;
      const x = pick(next);
      cells.push(x);
      cage[x] = cages.length;
    }
    cages.push(cells);
  }
  const clues = [];
  for (const cells of cages.filter((cells) => cells.length > 1)) {
    clues.push(`.Cage~${cells.reduce((a, x) => a + solution[x], 0)}~${cells.map(name).join('~')}`);
  }
  for (let c = 0; c < 81; c++) {
    for (const x of orthogonal(c)) {
      if (x > c && Math.abs(solution[c] - solution[x]) === 1) clues.push(`.WhiteDot~${name(c)}~${name(x)}`);
    }
  }
  const text = (list) => layout + list.join('');
  if (!unique(text(clues), 10)) return console.error(`puzzle ${n}: not unique with every clue`);
  const order2 = shuffle(clues.slice());
  if (mode === 'dotsfirst') order2.sort((a, b) => (b.startsWith('.White') ? 1 : 0) - (a.startsWith('.White') ? 1 : 0));
  const kept = minimal(clues, order2, text);
  const cagesKept = kept.filter((x) => x.startsWith('.Cage')).length;
  write(text(kept), solution, `puzzle ${n}: ${cagesKept} cages, ${kept.length - cagesKept} dots`);
}

const box = (c) => Math.floor(Math.floor(c / 9) / 3) * 3 + Math.floor((c % 9) / 3);
const around = (c) => {
  const r = Math.floor(c / 9), k = c % 9, o = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dk = -1; dk <= 1; dk++) {
      const rr = r + dr, kk = k + dk;
      if ((dr || dk) && rr >= 0 && rr < 9 && kk >= 0 && kk < 9) o.push(rr * 9 + kk);
    }
  }
  return o;
};

// A path of at least `minLength` cells through `minBoxes` boxes or more whose stretches in
// each box sum alike on `solution`, avoiding `used`; null when none was found.
function sumLine(solution, used, minLength, minBoxes) {
  for (let attempt = 0; attempt < 2000; attempt++) {
    const start = Math.floor(rnd() * 81);
    if (used.has(start)) continue;
    const path = [start], stretches = [[start]], seen = new Set([start]);
    let target = null;
    for (let step = 0; step < 20; step++) {
      const at = path[path.length - 1], stretch = stretches[stretches.length - 1];
      const sum = stretch.reduce((a, c) => a + solution[c], 0);
      let moved = false;
      for (const x of shuffle(around(at).filter((x) => !seen.has(x) && !used.has(x)))) {
        if (box(x) === box(at)) {
          if (target !== null && sum + solution[x] > target) continue;
          stretch.push(x);
        } else {
          if (target !== null && sum !== target) continue;
          // The first stretch's sum is the target from its first way out on.
          if (target === null) target = sum;
          if (stretches.some((s) => box(s[0]) === box(x))) continue;
          stretches.push([x]);
        }
        path.push(x);
        seen.add(x);
        moved = true;
        break;
      }
      if (!moved) break;
      const last = stretches[stretches.length - 1].reduce((a, c) => a + solution[c], 0);
      if (stretches.length >= minBoxes && path.length >= minLength && last === target && rnd() < 0.5) return path;
    }
  }
  return null;
}

function regionSum(n) {
  const order = shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  const found = solve(iss, order.map((d, i) => `.~R1C${i + 1}_${d}`).join(''), 10);
  const relabel = shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  const solution = [...found.first].map((d) => relabel[Number(d) - 1]);
  const used = new Set(), lines = [];
  for (let k = 0; k < 6; k++) {
    const path = sumLine(solution, used, 8, 3);
    if (path) { lines.push(path); path.forEach((c) => used.add(c)); }
  }
  if (lines.length < 2) return console.error(`puzzle ${n}: fewer than two lines`);
  const lineClues = lines.map((p) => `.RegionSumLine~${p.map(name).join('~')}`);
  const text = (givens) => lineClues.join('') + givens.join('');
  let givens = shuffle([...Array(81).keys()]).slice(0, 30).map((c) => `.~${name(c)}_${solution[c]}`);
  if (!unique(text(givens), 10)) {
    givens = [...Array(81).keys()].filter(() => rnd() < 0.6).map((c) => `.~${name(c)}_${solution[c]}`);
    if (!unique(text(givens), 10)) return console.error(`puzzle ${n}: not unique`);
  }
  const kept = minimal(givens, shuffle(givens.slice()), text);
  write(text(kept), solution, `puzzle ${n}: ${lines.length} lines (${lines.map((l) => l.length).join(', ')}), ${kept.length} givens`);
}

// The jigsaws of the tune half (the rows' own layout left out), each once, in order.
const corpus = join(dirname(fileURLToPath(import.meta.url)), '../../tests/data/variants_shared');
const halves = readFileSync(join(corpus, 'halves.txt'), 'utf8').split('\n');
const jigsaws = [...new Set(readFileSync(join(corpus, 'iss.txt'), 'utf8').split('\n')
  .filter((_, i) => halves[i] === 'tune')
  .flatMap((line) => line.match(/\.Jigsaw~[0-9]{81}/g) ?? []))]
  .filter((j) => j !== '.Jigsaw~' + [...Array(81).keys()].map((c) => Math.floor(c / 9)).join(''))
  .sort();
for (let n = 0; n < count; n++) {
  if (kind === 'killer') killer(n, jigsaws); else regionSum(n);
}

// Sets the engine's times (`cargo run --release --example shared_times`) beside ISS's
// (run.mjs) on the same corpus, line by line, and sums them up per half: the total,
// median and 99th percentile of each solver, the wrong and refused lines of each rule
// family (the f-puzzles keys of the line's document), the lines where the engine takes
// more than 10 times ISS's time plus 20 ms, and the 15 lines where it loses the most time.
//
// Run: node crates/engine/benches/iss/join.mjs ENGINE_OUTPUT ISS_OUTPUT [DIR]
// (DIR: the corpus folder, crates/engine/tests/data/variants_shared by default.)
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const [engineFile, issFile, dirArg] = process.argv.slice(2);
const here = dirname(fileURLToPath(import.meta.url));
const dir = resolve(dirArg ?? join(here, '../../tests/data/variants_shared'));

const parse = (file) => {
  const rows = new Map();
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    const m = text.match(/^line (\d+)\t([^\t]+)\t([^\t]+)\t(\S+) \w+\t([\d.]+) ms$/);
    if (m) rows.set(Number(m[1]), { half: m[2], verdict: m[3], work: m[4], ms: Number(m[5]) });
  }
  return rows;
};
const engine = parse(engineFile);
const iss = parse(issFile);

const documents = readFileSync(join(dir, 'fpuzzles.txt'), 'utf8').split('\n').filter(Boolean);
const titles = [];
const families = documents.map((text) => {
  const doc = JSON.parse(text);
  titles.push(doc.title ?? '');
  const keys = Object.keys(doc).filter((k) => !['size', 'grid', 'title'].includes(k));
  const cells = doc.grid.flat();
  if (cells.some((c) => c.region !== undefined)) keys.push('jigsaw');
  if (cells.some((c) => c.givenPencilMarks)) keys.push('pencil marks');
  return keys.length ? keys : ['givens only'];
});

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const q = (f) => sorted[Math.max(0, Math.ceil(sorted.length * f) - 1)] ?? 0;
  return { n: sorted.length, total: sorted.reduce((a, b) => a + b, 0), median: q(0.5), p99: q(0.99), max: q(1) };
};
const fmt = (s) => `total ${(s.total / 1000).toFixed(2)} s, median ${s.median.toFixed(2)} ms, ` +
  `p99 ${s.p99.toFixed(1)} ms, max ${s.max.toFixed(1)} ms`;

console.log('line\thalf\tengine ms\tISS ms\tratio\tengine\tISS\tpuzzle');
for (const [line, e] of engine) {
  const i = iss.get(line);
  const ratio = i ? (e.ms / i.ms).toFixed(2) : '-';
  const slow = i && e.ms > 10 * i.ms + 20 ? '\tSLOW' : '';
  console.log(`${line}\t${e.half}\t${e.ms.toFixed(2)}\t${i ? i.ms.toFixed(2) : '-'}\t${ratio}\t` +
    `${e.verdict}\t${i ? i.verdict : '-'}\t${titles[line - 1]}${slow}`);
}

for (const half of ['tune', 'held-out', 'all']) {
  const lines = [...engine.keys()].filter((l) => half === 'all' || engine.get(l).half === half);
  if (lines.length === 0) continue;
  const timed = lines.filter((l) => !engine.get(l).verdict.startsWith('REFUSED') && iss.has(l));
  const e = stats(timed.map((l) => engine.get(l).ms));
  const i = stats(timed.map((l) => iss.get(l).ms));
  console.log(`\n== ${half}: ${lines.length} lines, ${timed.length} timed by both`);
  console.log(`engine: ${fmt(e)}`);
  console.log(`ISS:    ${fmt(i)}`);
  console.log(`engine / ISS: total ${(e.total / i.total).toFixed(2)}x, median ${(e.median / i.median).toFixed(2)}x`);
  const bad = (verdict) => lines.filter((l) => engine.get(l).verdict.startsWith(verdict));
  for (const [label, found] of [['refused', bad('REFUSED')], ['wrong', bad('WRONG')], ['gave up', bad('gave up')]]) {
    const byFamily = new Map();
    for (const l of found) for (const f of families[l - 1]) byFamily.set(f, (byFamily.get(f) ?? 0) + 1);
    const list = [...byFamily].sort((a, b) => b[1] - a[1]).map(([f, n]) => `${f} ${n}`).join(', ');
    console.log(`${label}: ${found.length}${found.length ? ` (lines ${found.join(', ')}; by family: ${list})` : ''}`);
  }
  const issWrong = lines.filter((l) => iss.get(l) && iss.get(l).verdict !== 'unique');
  if (issWrong.length) console.log(`ISS not unique or gave up: lines ${issWrong.join(', ')}`);
  const slow = timed.filter((l) => engine.get(l).ms > 10 * iss.get(l).ms + 20);
  console.log(`slower than 10x ISS + 20 ms: ${slow.length}${slow.length ? ` (lines ${slow.join(', ')})` : ''}`);
  const worst = timed.map((l) => [l, engine.get(l).ms - iss.get(l).ms]).sort((a, b) => b[1] - a[1]).slice(0, 15);
  console.log('worst 15 (engine ms - ISS ms): ' + worst.map(([l]) =>
    `${l} ${engine.get(l).ms.toFixed(1)} vs ${iss.get(l).ms.toFixed(1)}`).join('; '));
}

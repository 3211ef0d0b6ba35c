// Builds the held-out variant corpus (crates/engine/tests/data/variants_shared) from the
// puzzle collections of the Interactive Sudoku Solver (ISS): every puzzle of
// `data/example_puzzles.js` and `data/collections.js` whose rules all convert to
// f-puzzles entries the engine reads (to_fpuzzles.mjs), but the 52 of
// crates/engine/tests/data/variants (inputs.txt here, compared by string), that ISS
// proves unique within SECONDS. Writes, line for line:
//   fpuzzles.txt  the f-puzzles JSON document (title: the puzzle's name)
//   solutions.txt the solution ISS finds (one character a cell, row by row)
//   iss.txt       the collection's own string (white space taken out), for run.mjs
//   halves.txt    `tune` or `held-out`, from a hash of the name (FNV-1a, even: tune)
// and README.md: the table of lines, what was skipped and why.
//
// These are the corpus's first lines; add_sources.mjs appends the puzzles of other public
// sources after them (run it after this script, which writes only its own lines).
//
// Run: node crates/engine/benches/iss/build_corpus.mjs PATH_TO_ISS [SECONDS [ISS_GIT_DIR]]
// (ISS_GIT_DIR: the repository's git directory, whose history adds the puzzles that earlier
// versions of the collections held; ISS_SOLVE_CACHE=FILE keeps ISS's answers between runs.)
// (PATH_TO_ISS: a checkout of https://github.com/sigh/Interactive-Sudoku-Solver; this
// corpus was built from commit e373f98.)
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';

import { cachedSolve, loadIss, whyNotUnique } from './iss.mjs';
import { convert } from './to_fpuzzles.mjs';

const issPath = resolve(process.argv[2] ?? '');
const seconds = Number(process.argv[3] ?? 60);
const history = process.argv[4] ? resolve(process.argv[4]) : null;
const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '../../tests/data/variants_shared');
const iss = await loadIss(issPath);
const examples = await import(iss.at('data/example_puzzles.js'));
const collections = await import(iss.at('data/collections.js'));
let commit = 'unknown';
try {
  const where = history ? ['--git-dir', history] : ['-C', issPath];
  commit = execFileSync('git', [...where, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
} catch {
  // A checkout without git (an archive): the README says which commit it was built from.
}

const strip = (text) => text.replace(/\s+/g, '');

// Every puzzle, in the collections' order: the displayed examples, the other examples,
// then each named collection. One puzzle a string.
const all = [];
for (const p of examples.DISPLAYED_EXAMPLES) all.push({ from: 'example_puzzles.js', ...examples.resolvePuzzleConfig(p) });
for (const p of collections.EXAMPLES) all.push({ from: 'collections.js EXAMPLES', ...examples.resolvePuzzleConfig(p) });
for (const [name, list] of Object.entries(collections)) {
  if (name === 'EXAMPLES' || typeof list.configFor !== 'function') continue;
  list.forEach((entry, i) => {
    const config = list.configFor(entry);
    // Collections of bare strings name their puzzles by the string itself.
    const named = config.name && config.name !== config.input;
    all.push({ from: `collections.js ${name}`, ...config, name: named ? config.name : `${name} #${i + 1}` });
  });
}
const headCount = all.length;
// Then the puzzles that earlier versions of the same files held and HEAD no longer does
// (renamed, re-encoded or dropped): each file of the repository's history is evaluated
// as data (its imports stubbed) and every entry with an `input` string is taken.
if (history) {
  const files = ['data/collections.js', 'data/example_puzzles.js', 'tests/e2e/e2e_puzzles.js',
    'tools/perf/benchmark_puzzles.js', 'tests/bench/benchmark_puzzles.js'];
  const git = (...args) => execFileSync('git', ['--git-dir', history, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  for (const file of files) {
    for (const hash of git('log', '--all', '--format=%H', '--', file).split('\n').filter(Boolean)) {
      let text;
      try {
        text = git('show', `${hash}:${file}`);
      } catch {
        continue;
      }
      for (const p of puzzlesOf(text)) {
        all.push({ from: `${file} at ${hash.slice(0, 7)}`, ...p, name: p.name ?? `unnamed (${file} at ${hash.slice(0, 7)})` });
      }
    }
  }
}

/** The entries `{ name, input, solution?, src? }` of one version of a collections file. */
function puzzlesOf(text) {
  const code = text
    .replace(/^\s*(const|let)\s*\{[^}]*\}\s*=\s*await import\([^)]*\);?/gms, '')
    .replace(/^import .*$/gm, '')
    .replace(/^export (default )?/gm, '');
  const names = [...code.matchAll(/^(?:const|let|var) (\w+)\s*=/gm)].map((m) => m[1]);
  const stub = class extends Array {
    constructor(options, puzzles = []) {
      super();
      this.push(...puzzles);
    }
  };
  const context = {
    self: {}, PUZZLE_INDEX: new Map(), resolvePuzzleConfig: (x) => x, PuzzleCollection: stub,
    Base64Codec: { encode6BitArray: () => '' }, console: { log() {} },
    VALID_JIGSAW_LAYOUTS: [], EASY_INVALID_JIGSAW_LAYOUTS: [], FAST_INVALID_JIGSAW_LAYOUTS: [],
    VALID_JIGSAW_BOX_LAYOUTS: [],
  };
  let value;
  try {
    value = vm.runInNewContext(`${code}\n;({${names.join(',')}})`, context, { timeout: 2000 });
  } catch {
    return [];
  }
  const found = [];
  const seen = new Set();
  const walk = (v) => {
    if (!v || typeof v !== 'object' || seen.has(v)) return;
    seen.add(v);
    if (typeof v.input === 'string') found.push({ name: v.name, input: v.input, solution: v.solution, src: v.src });
    for (const x of Array.isArray(v) ? v : Object.values(v)) walk(x);
  };
  walk(value);
  return found.filter((p) => typeof p.name === 'string' || p.name === undefined);
}

// A puzzle's rules, whatever the order or spelling of its string: its document with every
// list of entries sorted.
const ruleKey = (document) => JSON.stringify(Object.keys(document).sort().map((key) => [key,
  Array.isArray(document[key]) && key !== 'grid' ? document[key].map((e) => JSON.stringify(e)).sort() : document[key]]));
const oldInputs = readFileSync(join(here, 'inputs.txt'), 'utf8').split('\n').filter(Boolean);
const old = new Set(oldInputs);
for (const input of oldInputs) {
  const result = convert(iss, input);
  if (result.document) old.add(ruleKey(result.document));
}
const headNames = new Set(all.slice(0, headCount).map((p) => p.name));
const seen = new Set();
const skipped = new Map(); // reason -> names
const skip = (reason, p) => {
  if (!skipped.has(reason)) skipped.set(reason, []);
  skipped.get(reason).push(p.name);
};
const unconvertedTypes = new Map(); // ISS type -> count of puzzles
let duplicates = 0;
let inOldCorpus = 0;
const kept = [];
const notUnique = [];

// ISS's answers of an earlier run (a file of JSON lines, ISS_SOLVE_CACHE), so that a
// rebuild need not solve every puzzle again.
const solveOnce = cachedSolve(iss, seconds);

const fnv = (text) => {
  let h = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) h = Math.imul(h ^ byte, 0x01000193) >>> 0;
  return h;
};

for (const [index, p] of all.entries()) {
  const input = strip(p.input);
  if (seen.has(input)) {
    duplicates++;
    continue;
  }
  seen.add(input);
  if (old.has(input)) {
    inOldCorpus++;
    continue;
  }
  if (index >= headCount && headNames.has(p.name)) {
    skip('an earlier version of a puzzle the collections hold under the same name', p);
    continue;
  }
  if (p.input.startsWith('/')) {
    skip('a sandbox script (.js), not a constraint string', p);
    continue;
  }
  let result;
  try {
    result = convert(iss, p.input);
  } catch (e) {
    skip('ISS (at HEAD) cannot read it: an older string format or a cell outside the grid', p);
    continue;
  }
  if (result.unsupported) {
    for (const type of result.unsupported) unconvertedTypes.set(type, (unconvertedTypes.get(type) ?? 0) + 1);
    skip('a rule the engine does not read', p);
    continue;
  }
  const key = ruleKey(result.document);
  if (old.has(key)) {
    inOldCorpus++;
    continue;
  }
  if (seen.has(key)) {
    duplicates++;
    continue;
  }
  seen.add(key);
  let solved;
  try {
    solved = solveOnce(input, p.input);
  } catch (e) {
    skip(`ISS cannot build it (${e.message})`, p);
    continue;
  }
  const why = whyNotUnique(solved, seconds);
  if (why) {
    notUnique.push({ name: p.name, why });
    continue;
  }
  if (p.solution && strip(p.solution) !== solved.first) {
    notUnique.push({ name: p.name, why: 'the collection records another solution' });
    continue;
  }
  const document = { title: p.name, ...result.document };
  const src = [p.src].flat().filter(Boolean);
  kept.push({
    name: p.name,
    from: p.from,
    input,
    document,
    size: result.size,
    rules: result.rules,
    givens: result.document.grid.flat().filter((c) => c.given).length,
    source: src.length ? src.join(' , ') : 'the collection (no other source)',
    solution: solved.first,
    half: fnv(p.name) % 2 === 0 ? 'tune' : 'held-out',
    issMs: solved.ms,
  });
  process.stderr.write(`${kept.length}\t${solved.ms.toFixed(0)} ms\t${p.name}\n`);
}

const RULE_WORDS = {
  thermometer: 'thermometers', whispers: 'whispers', renban: 'renban', palindrome: 'palindromes',
  betweenline: 'between lines', regionsumline: 'region-sum lines', entropicline: 'entropic lines',
  modularline: 'modular lines', difference: 'white dots', ratio: 'black dots', xv: 'XV',
  negative: 'negative (no unmarked dots/XV)', arrow: 'arrows', killercage: 'killer cages',
  littlekillersum: 'little killers', sandwichsum: 'sandwich sums', xsum: 'X-sums', skyscraper: 'skyscrapers',
  antiknight: 'anti-knight', antiking: 'anti-king', nonconsecutive: 'non-consecutive',
  'diagonal+': 'diagonal', 'diagonal-': 'anti-diagonal', disjointgroups: 'disjoint groups',
  extraregion: 'extra regions', quadruple: 'quadruples', columnindexer: 'column indexers',
  rowindexer: 'row indexers', jigsaw: 'jigsaw regions',
};
const rulesOf = (k) => {
  const words = k.rules.map((r) => RULE_WORDS[r] ?? r);
  const marks = k.document.grid.flat().some((c) => c.givenPencilMarks);
  return [...words, ...(marks ? ['pencil marks'] : [])].join(', ') || 'givens only';
};

mkdirSync(out, { recursive: true });
const write = (file, lines) => writeFileSync(join(out, file), lines.map((l) => `${l}\n`).join(''));
write('fpuzzles.txt', kept.map((k) => JSON.stringify(k.document)));
write('solutions.txt', kept.map((k) => k.solution));
write('iss.txt', kept.map((k) => k.input));
write('halves.txt', kept.map((k) => k.half));

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\s+/g, ' ');
const halves = (h) => kept.filter((k) => k.half === h).length;
const table = kept.map((k, i) => `| ${i + 1} | ${cell(k.name)} | ${k.size}x${k.size} | ${rulesOf(k)}; ` +
  `${k.givens} givens | ${cell(k.source)} | ${k.half} |`);
const skippedRows = [...skipped].map(([reason, names]) => `- ${reason}: ${names.length}`);
const typeRows = [...unconvertedTypes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
  .map(([type, n]) => `${type} ${n}`);
const readme = `# Shared variant puzzles, held out from the tuning

${kept.length} real puzzles as the community shares them, none of them among the 52 of
\`../variants\` (the set the search was tuned on): ${halves('tune')} in the \`tune\` half and
${halves('held-out')} in the \`held-out\` half. Line for line:

- \`fpuzzles.txt\`: the puzzle as an f-puzzles JSON document (its name as title);
- \`solutions.txt\`: its only solution, one digit per cell, row by row;
- \`iss.txt\`: the puzzle in the Interactive Sudoku Solver's constraint-string format, as
  its collection records it (white space taken out), so that ISS is timed on the same puzzle;
- \`halves.txt\`: its half, \`tune\` or \`held-out\`, from the FNV-1a hash of its name (even:
  \`tune\`). Tune on the \`tune\` half; report the \`held-out\` half beside it.

Source of lines 1 to ${kept.length}: the puzzle collections of the Interactive Sudoku Solver by sigh
(https://github.com/sigh/Interactive-Sudoku-Solver at commit ${commit}, \`data/example_puzzles.js\`
and \`data/collections.js\`, and the earlier versions of those files in its history, MIT
licence, copyright 2023 sigh), which record each puzzle with
its source (the table's last but one column; a collection's source is given for all its
puzzles: "TAREK_ALL" http://rcbroughton.co.uk/sudoku/forum/viewtopic.php?f=3&t=434#p2453,
"MATHEMAGIC_KILLERS" http://forum.enjoysudoku.com/the-hardest-killers-t39601.html#p313003,
"HS_KILLERS" http://forum.enjoysudoku.com/human-solvable-zero-t33357.html,
"HARD_PENCILMARKS" https://github.com/t-dillon/pencilmark_sudoku/tree/master/hard,
"LITTLE_KILLER_SNIPES" https://sudokutheory.com/wiki/index.php?title=Snipes#Little_Killer).
The puzzles are their setters'. Each document was written from the collection's string by
\`crates/engine/benches/iss/to_fpuzzles.mjs\` (every rule kept: a line, cage, dot, clue or given
of the string is the same rule of the document), and each solution is the one ISS finds and
proves the only one (where the collection records a solution, it is the same).
Rebuild: \`node crates/engine/benches/iss/build_corpus.mjs PATH_TO_ISS 30 ISS_GIT_DIR\`, then
\`node crates/engine/benches/iss/add_sources.mjs PATH_TO_ISS 30\` (the lines from other sources).

## What was left out (lines 1 to ${kept.length})

The collections hold ${headCount} entries at that commit; the earlier versions of the same files
(the repository's history) add ${all.length - headCount} more, most of them the same entries again.
Of all these, ${duplicates} repeat an earlier entry (its string, or the same rules written
another way), ${inOldCorpus} are in \`../variants\` already, and these were left out:

${skippedRows.join('\n')}
- not unique or not settled by ISS: ${notUnique.length}${notUnique.length ? ` (${notUnique.map((n) => `${cell(n.name)}: ${n.why}`).join('; ')})` : ''}

The rules with no f-puzzles entry the engine reads, with the number of puzzles that have
each (a puzzle may have several): ${typeRows.join(', ')}.

## The puzzles

| line | puzzle | board | rules | source | half |
|---|---|---|---|---|---|
${table.join('\n')}
`;
writeFileSync(join(out, 'README.md'), readme);
console.log(`${kept.length} puzzles (${halves('tune')} tune, ${halves('held-out')} held-out); ` +
  `${inOldCorpus} in the old corpus, ${duplicates} repeats, ${notUnique.length} not unique or unsettled`);
for (const row of skippedRows) console.log(row);
console.log(typeRows.join(', '));
for (const n of notUnique) console.log(`not kept: ${n.name}: ${n.why}`);

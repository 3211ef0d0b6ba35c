// Appends to the held-out variant corpus (crates/engine/tests/data/variants_shared) the
// puzzles of the recorded source files of `sources/` (other public collections than the
// Interactive Sudoku Solver's, each file saying where it was taken from and under which
// licence): every puzzle with at least one variant rule whose rules all convert both ways
// (from_fpuzzles.mjs to ISS's string, to_fpuzzles.mjs back), that is not already in the
// corpus or in crates/engine/tests/data/variants (compared by rules and givens, lines in
// either direction, cages as sets of cells; and by solution and givens), and that
// ISS proves unique within SECONDS (with the solution its source records, where it
// records one). The first BASE lines (those build_corpus.mjs writes) are kept as they are;
// the lines after them are written again, in the order of the source files (ORDER) and of
// their rows. The README's count, table and "Added from other sources" section follow.
//
// A source file is tab-separated: name, setter, link, solution (or empty), puzzle (an
// f-puzzles document: JSON, compressed, or a link; or an ISS constraint string; or
// UNSUPPORTED:RULES for a puzzle of a rule no f-puzzles entry holds), and a note; lines
// starting with # say where the file comes from (# url: the link of the whole file).
//
// Run (after build_corpus.mjs, which writes the first BASE lines):
//   node crates/engine/benches/iss/add_sources.mjs PATH_TO_ISS [SECONDS]
// (ISS_SOLVE_CACHE=FILE keeps ISS's answers between runs, as for build_corpus.mjs.)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { decompressFpuzzles, fromFpuzzles } from './from_fpuzzles.mjs';
import { cachedSolve, loadIss, whyNotUnique } from './iss.mjs';
import { convert } from './to_fpuzzles.mjs';

const BASE = 119;
const issPath = resolve(process.argv[2] ?? '');
const seconds = Number(process.argv[3] ?? 30);
const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '../../tests/data/variants_shared');
const sourcesDir = join(here, 'sources');
const iss = await loadIss(issPath);

const read = (file) => readFileSync(join(out, file), 'utf8').split('\n').filter(Boolean).slice(0, BASE);
const base = {
  fpuzzles: read('fpuzzles.txt'), solutions: read('solutions.txt'), iss: read('iss.txt'), halves: read('halves.txt'),
};

// A puzzle's rules, whatever the order of its entries: the document (no title) with every
// list sorted, as build_corpus.mjs compares them.
const ruleKey = (document) => JSON.stringify(Object.keys(document).filter((k) => k !== 'title').sort().map((key) => [key,
  Array.isArray(document[key]) && key !== 'grid' ? document[key].map((e) => JSON.stringify(e)).sort() : document[key]]));
// The same rules written another way: lines that read the same both ways (all but
// thermometers and arrows) taken in their smaller direction, the cells of cages and regions
// as sets.
const DIRECTED = new Set(['thermometer', 'arrow']);
const looseKey = (document) => {
  const norm = (key, e) => {
    const x = { ...e };
    if (x.lines && !DIRECTED.has(key)) {
      x.lines = x.lines.map((l) => [l, [...l].reverse()].map((v) => JSON.stringify(v)).sort()[0]);
    }
    if (x.cells && (key === 'killercage' || key === 'extraregion' || key === 'quadruple')) x.cells = [...x.cells].sort();
    return JSON.stringify(x);
  };
  const regions = new Map();
  const grid = document.grid.flat().map((c) => {
    const x = { ...c };
    if (x.region !== undefined) {
      if (!regions.has(x.region)) regions.set(x.region, regions.size);
      x.region = regions.get(x.region);
    }
    return JSON.stringify(x);
  });
  return JSON.stringify(['loose', grid, Object.keys(document).filter((k) => k !== 'title' && k !== 'grid').sort()
    .map((k) => [k, Array.isArray(document[k]) ? document[k].map((e) => norm(k, e)).sort() : document[k]])]);
};
// A puzzle with the solution, the givens and the kinds of rules of one already held is
// taken for that puzzle written another way.
const kindsOf = (document) => Object.keys(document).filter((k) => !['title', 'size', 'grid'].includes(k)).sort().join(',') +
  (document.grid.flat().some((c) => c.region !== undefined) ? ',jigsaw' : '') +
  (document.grid.flat().some((c) => c.givenPencilMarks) ? ',marks' : '');
const givensOf = (document) => `${document.grid.flat().map((c) => (c.given ? c.value : '.')).join('')}|${kindsOf(document)}`;
const known = new Map(); // rule key, loose key or solution and givens -> where it is
const know = (document, solution, where) => {
  known.set(ruleKey(document), where);
  known.set(looseKey(document), where);
  if (solution) known.set(`${solution}|${givensOf(document)}`, where);
};
base.fpuzzles.forEach((line, i) => know(JSON.parse(line), base.solutions[i], `line ${i + 1} of the corpus`));
for (const input of readFileSync(join(here, 'inputs.txt'), 'utf8').split('\n').filter(Boolean)) {
  const result = convert(iss, input);
  if (result.document) know(result.document, null, '../variants');
}
// ../variants itself (its documents as its links carry them, converted as the sources'
// are, and its solutions).
const variantsDir = join(out, '../variants');
const variantSolutions = readFileSync(join(variantsDir, 'solutions.txt'), 'utf8').split('\n').filter(Boolean);
readFileSync(join(variantsDir, 'fpuzzles_links.txt'), 'utf8').split('\n').filter(Boolean).forEach((link, i) => {
  try {
    const document = decompressFpuzzles(link);
    const result = fromFpuzzles(iss, document);
    if (result.input) {
      const converted = convert(iss, result.input);
      if (converted.document) know(converted.document, variantSolutions[i], `line ${i + 1} of ../variants`);
    }
  } catch {
    // A link this script does not read: compared by its solution and givens only where read.
  }
});

const fnv = (text) => {
  let h = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) h = Math.imul(h ^ byte, 0x01000193) >>> 0;
  return h;
};
const solveOnce = cachedSolve(iss, seconds);

// The entries of each rule of a document as to_fpuzzles.mjs writes it, counted as
// from_fpuzzles.mjs counted them (a line, dot, cage or clue each; odd and even cells are
// pencil marks; a flag once), so that a rule lost on the way shows as a difference.
const countsOf = (document) => {
  const counts = {};
  for (const [key, value] of Object.entries(document)) {
    if (key === 'size' || key === 'grid') continue;
    if (value === true) counts[key] = 1;
    else if (key === 'negative') counts[key] = (value.some((k) => k !== 'xv') ? 1 : 0) + (value.includes('xv') ? 1 : 0);
    else counts[key] = value.reduce((n, e) => n + (e.lines ? e.lines.length : 1), 0);
  }
  let given = 0;
  let marks = 0;
  let regions = false;
  for (const cell of document.grid.flat()) {
    if (cell.given) given++;
    if (cell.givenPencilMarks) marks++;
    if (cell.region !== undefined) regions = true;
  }
  if (given) counts.given = given;
  if (marks) counts.givenPencilMarks = marks;
  if (regions) counts.jigsaw = 1;
  return counts;
};
const sameCounts = (converted, document) => {
  const expected = { ...converted };
  const marks = (expected.odd ?? 0) + (expected.even ?? 0);
  delete expected.odd;
  delete expected.even;
  // Odd and even cells are pencil marks, or narrow a given's or another mark's cell.
  const found = countsOf(document);
  const foundMarks = found.givenPencilMarks ?? 0;
  const expectedMarks = expected.givenPencilMarks ?? 0;
  delete expected.givenPencilMarks;
  delete found.givenPencilMarks;
  if (!(foundMarks >= expectedMarks && foundMarks <= expectedMarks + marks)) return false;
  const keys = new Set([...Object.keys(expected), ...Object.keys(found)]);
  return [...keys].every((k) => expected[k] === found[k]);
};

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

const kept = [];
const left = new Map(); // reason -> [names]
const leave = (reason, name) => {
  if (!left.has(reason)) left.set(reason, []);
  left.get(reason).push(name);
};
// The source files in the order they were added, so that a new file's lines come after
// the lines already in the corpus (and keep their numbers); files not listed come last.
const ORDER = ['dclamage_sudokusolver.tsv', 'kaji.tsv', 'lisudoku_solver.tsv', 'sudokuvariantsolverjs.tsv',
  'iss_sudoku_index.tsv'];
const files = readdirSync(sourcesDir).filter((f) => f.endsWith('.tsv'))
  .sort((a, b) => (ORDER.indexOf(a) + 1 || ORDER.length + 1) - (ORDER.indexOf(b) + 1 || ORDER.length + 1) || a.localeCompare(b));
const fileNotes = [];
for (const file of files) {
  const text = readFileSync(join(sourcesDir, file), 'utf8');
  const header = text.split('\n').filter((l) => l.startsWith('#') && !l.startsWith('# url:'))
    .map((l) => l.replace(/^#\s?/, '')).join(' ');
  const url = /^# url: (\S+)/m.exec(text)?.[1];
  const rows = text.split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split('\t'));
  let keptHere = 0;
  for (const [name, setter, link, recorded, puzzle] of rows) {
    const label = `${name} (${file})`;
    let input;
    let counts = null;
    if (puzzle.startsWith('UNSUPPORTED:')) {
      // A puzzle of its source's own format with a rule of no f-puzzles entry, recorded as such.
      for (const u of new Set(puzzle.slice(12).split(','))) leave(`a rule the engine (or ISS) does not read: ${u}`, label);
      continue;
    }
    const fpuzzles = /^\s*\{|^N4Ig|fpuzzles|load=/.test(puzzle);
    if (fpuzzles) {
      let result;
      try {
        result = fromFpuzzles(iss, puzzle);
      } catch (e) {
        leave(`not read (${e.message})`, label);
        continue;
      }
      if (result.unsupported) {
        for (const u of result.unsupported) leave(`a rule the engine (or ISS) does not read: ${u}`, label);
        continue;
      }
      ({ input, counts } = result);
      if (result.multiLine.length && !recorded) {
        // Each line of an entry is a rule of its own for the engine; whether the setter meant
        // that (and not one rule of all the entry's lines) only a recorded solution tells.
        leave(`an entry of several lines (${result.multiLine.join(', ')}) and no recorded solution`, label);
        continue;
      }
    } else {
      input = puzzle.replace(/\s+/g, '');
    }
    let converted;
    try {
      converted = convert(iss, input);
    } catch (e) {
      leave(`ISS cannot read it (${e.message})`, label);
      continue;
    }
    if (converted.unsupported) {
      for (const u of converted.unsupported) leave(`a rule the engine does not read: ${u}`, label);
      continue;
    }
    const document = converted.document;
    if (counts && !sameCounts(counts, document)) {
      leave('a rule changed on the way to ISS and back', label);
      continue;
    }
    if (converted.rules.length === 0 && !document.grid.flat().some((c) => c.givenPencilMarks)) {
      leave('givens only (no variant rule)', label);
      continue;
    }
    const key = ruleKey(document);
    const loose = looseKey(document);
    if (known.has(key) || known.has(loose)) {
      leave(`already held (${known.get(key) ?? known.get(loose)})`, label);
      continue;
    }
    let solved;
    try {
      solved = solveOnce(input, input);
    } catch (e) {
      leave(`ISS cannot build it (${e.message})`, label);
      continue;
    }
    const why = whyNotUnique(solved, seconds);
    if (why) {
      leave(`not unique or not settled by ISS: ${why}`, label);
      continue;
    }
    if (recorded && recorded !== solved.first) {
      leave('ISS finds another solution than the source records', label);
      continue;
    }
    const same = `${solved.first}|${givensOf(document)}`;
    if (known.has(same)) {
      leave(`already held: the solution, givens and kinds of rules of ${known.get(same)}`, label);
      continue;
    }
    let title = name;
    if (kept.some((k) => k.title === title) || base.fpuzzles.some((l) => JSON.parse(l).title === title)) {
      title = `${name} (${setter || file.replace(/\.tsv$/, '')})`;
    }
    know(document, solved.first, `line ${BASE + kept.length + 1} of the corpus`);
    const givens = document.grid.flat().filter((c) => c.given).length;
    const marks = document.grid.flat().some((c) => c.givenPencilMarks);
    const words = [...converted.rules.map((r) => RULE_WORDS[r] ?? r), ...(marks ? ['pencil marks'] : [])];
    kept.push({
      title, setter, file, input, document: { title, ...document }, size: converted.size,
      rules: `${words.join(', ')}; ${givens} givens`,
      source: [link, url, `sources/${file}`].filter(Boolean).join(' , '),
      solution: solved.first, half: fnv(title) % 2 === 0 ? 'tune' : 'held-out', checked: Boolean(recorded),
    });
    keptHere++;
    process.stderr.write(`${BASE + kept.length}\t${solved.ms.toFixed(0)} ms\t${title}\n`);
  }
  fileNotes.push({ file, header, rows: rows.length, kept: keptHere });
}

const write = (name, lines) => writeFileSync(join(out, name), lines.map((l) => `${l}\n`).join(''));
write('fpuzzles.txt', [...base.fpuzzles, ...kept.map((k) => JSON.stringify(k.document))]);
write('solutions.txt', [...base.solutions, ...kept.map((k) => k.solution)]);
write('iss.txt', [...base.iss, ...kept.map((k) => k.input)]);
write('halves.txt', [...base.halves, ...kept.map((k) => k.half)]);

// The README: build_corpus.mjs's text with the new count, this section and the new rows.
const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\s+/g, ' ');
const halves = [...base.halves, ...kept.map((k) => k.half)];
const tune = halves.filter((h) => h === 'tune').length;
let readme = readFileSync(join(out, 'README.md'), 'utf8');
readme = readme.replace(/^\d+ real puzzles as the community shares them/m, `${halves.length} real puzzles as the community shares them`)
  .replace(/: \d+ in the `tune` half and\n\d+ in the `held-out` half/, `: ${tune} in the \`tune\` half and\n${halves.length - tune} in the \`held-out\` half`);
const start = readme.indexOf('<!-- add_sources -->');
const end = readme.indexOf('<!-- /add_sources -->');
if (start >= 0) readme = readme.slice(0, start) + readme.slice(end + '<!-- /add_sources -->\n\n'.length);
const leftRows = [...left].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
  .map(([reason, names]) => `- ${reason}: ${names.length}${names.length <= 12 ? ` (${names.map(cell).join('; ')})` : ''}`);
const section = `<!-- add_sources -->
## Added from other sources

Lines ${BASE + 1} to ${BASE + kept.length} (${kept.length} puzzles) come from the recorded source files of
\`crates/engine/benches/iss/sources/\`, each naming the public repository (and commit) it was
taken from and that repository's licence; the puzzles are their setters'. Each puzzle was
converted to ISS's string by \`from_fpuzzles.mjs\` (an ISS string as it is), its document
written back from that string by \`to_fpuzzles.mjs\` (every entry of each rule counted on both
ways), compared with the corpus and \`../variants\` by rules and givens, and proved unique by ISS;
where the source records a solution (${kept.filter((k) => k.checked).length} of them), ISS's is the same.
F-puzzles' cosmetic keys (\`text\`, \`line\`, \`circle\`, \`rectangle\`, \`cage\`: drawings, not rules the
engine reads) are left out; a puzzle that needs one of them for its uniqueness is not unique without it
and is left out too. Rebuild: \`node crates/engine/benches/iss/add_sources.mjs PATH_TO_ISS 30\` (after
\`build_corpus.mjs\`, which writes lines 1 to ${BASE}).

${fileNotes.map((f) => `- \`${f.file}\`: ${f.kept} of ${f.rows} rows kept. ${cell(f.header)}`).join('\n')}

Left out of these files:

${leftRows.join('\n')}

<!-- /add_sources -->

`;
readme = readme.replace('## The puzzles', `${section}## The puzzles`);
const lines = readme.split('\n');
const isRow = (l) => /^\| \d+ \|/.test(l);
const lastBase = lines.findIndex((l) => l.startsWith(`| ${BASE} |`));
const kept0 = lines.filter((l, i) => !(isRow(l) && i > lastBase));
const at = kept0.findIndex((l) => l.startsWith(`| ${BASE} |`)) + 1;
kept0.splice(at, 0, ...kept.map((k, i) => `| ${BASE + i + 1} | ${cell(k.title)} | ${k.size}x${k.size} | ${cell(k.rules)} | ` +
  `${cell(`${k.setter ? `by ${k.setter}: ` : ''}${k.source}`)} | ${k.half} |`));
writeFileSync(join(out, 'README.md'), kept0.join('\n'));
console.log(`${kept.length} puzzles added (${BASE + kept.length} in all; ${tune} tune, ${halves.length - tune} held-out)`);
for (const row of leftRows) console.log(row);

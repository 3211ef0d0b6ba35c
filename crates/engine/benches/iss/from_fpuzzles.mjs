// Converts an f-puzzles JSON document (as f-puzzles and SudokuPad links carry it, plain or
// lz-string compressed) into the Interactive Sudoku Solver's (ISS) constraint-string
// format: the inverse of to_fpuzzles.mjs for the rules both read. One entry of the
// document is one constraint of the string, with the same cells in the same order.
//
// A key whose rule has no ISS constraint that to_fpuzzles.mjs reads back (minimum and
// maximum cells, clones, slow thermometers, dots of other values, one kind of negative
// dot without the other...) makes the document unconvertible: `fromFpuzzles` then names
// those keys instead of writing a string, so that no rule is dropped. F-puzzles' drawings
// (text, lines, circles, rectangles, cages) are left out: a puzzle whose rules they draw
// is then not unique, which the caller checks.
//
// Library: `fromFpuzzles(iss, documentOrText)` -> `{ input, size, counts, multiLine }`
// (counts: the entries of each key converted, for the round-trip check of add_sources.mjs;
// multiLine: the keys with an entry of several lines, each read as a rule of its own) or
// `{ unsupported }`. `decompressFpuzzles(text)` reads a compressed document (alone or in
// a link) with the lz-string algorithm written out here (no npm package needed).

/** The f-puzzles document of a link or compressed text (or of JSON text itself). */
export function decompressFpuzzles(text) {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) return JSON.parse(trimmed);
  let data = trimmed;
  const load = data.lastIndexOf('load=');
  if (load >= 0) data = data.slice(load + 5);
  else if (data.includes('fpuzzles')) data = data.slice(data.lastIndexOf('fpuzzles') + 8);
  data = data.split(/[&#]/)[0].replace(/%2B/g, '+').replace(/%2F/g, '/').replace(/%3D/g, '=').replace(/ /g, '+');
  const json = lzDecompressFromBase64(data);
  if (!json) throw new Error('not an lz-string compressed document');
  return JSON.parse(json);
}

const KEY_STR_BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=';

/** lz-string's decompressFromBase64 (the algorithm of pieroxy/lz-string, MIT licence). */
function lzDecompressFromBase64(input) {
  const index = new Map([...KEY_STR_BASE64].map((c, i) => [c, i]));
  const length = input.length;
  const resetValue = 32;
  const getNextValue = (i) => index.get(input.charAt(i)) ?? 0;
  const dictionary = [0, 1, 2];
  let enlargeIn = 4;
  let dictSize = 4;
  let numBits = 3;
  let entry = '';
  const result = [];
  const data = { val: getNextValue(0), position: resetValue, index: 1 };
  const readBits = (count) => {
    let bits = 0;
    let power = 1;
    const max = 2 ** count;
    while (power !== max) {
      const resb = data.val & data.position;
      data.position >>= 1;
      if (data.position === 0) {
        data.position = resetValue;
        data.val = getNextValue(data.index++);
      }
      bits |= (resb > 0 ? 1 : 0) * power;
      power <<= 1;
    }
    return bits;
  };
  let c;
  switch (readBits(2)) {
    case 0: c = String.fromCharCode(readBits(8)); break;
    case 1: c = String.fromCharCode(readBits(16)); break;
    case 2: return '';
    default: return null;
  }
  dictionary[3] = c;
  let w = c;
  result.push(c);
  for (;;) {
    if (data.index > length) return '';
    let cc = readBits(numBits);
    switch (cc) {
      case 0:
        dictionary[dictSize++] = String.fromCharCode(readBits(8));
        cc = dictSize - 1;
        enlargeIn--;
        break;
      case 1:
        dictionary[dictSize++] = String.fromCharCode(readBits(16));
        cc = dictSize - 1;
        enlargeIn--;
        break;
      case 2:
        return result.join('');
      default:
        break;
    }
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
    if (dictionary[cc]) entry = dictionary[cc];
    else if (cc === dictSize) entry = w + w.charAt(0);
    else return null;
    result.push(entry);
    dictionary[dictSize++] = w + entry.charAt(0);
    enlargeIn--;
    w = entry;
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
}

// Keys that say nothing about the rules.
const IGNORED = new Set(['size', 'grid', 'title', 'author', 'ruleset', 'solution', 'highlightconflicts',
  'disabledlogic', 'truecandidatesoptions', 'metadata',
  // F-puzzles' drawings: text, lines, circles, rectangles and cages of no rule the engine
  // reads. They are left out; a puzzle that needs one for its uniqueness is then not
  // unique, which the caller checks.
  'text', 'line', 'circle', 'rectangle', 'cage', 'successmessage']);

// Line keys: f-puzzles key -> ISS type (lines: one constraint a line).
const LINES = {
  thermometer: 'Thermo', renban: 'Renban', palindrome: 'Palindrome', betweenline: 'Between',
  regionsumline: 'RegionSumLine', entropicline: 'Entropic',
};

// The box shapes of to_fpuzzles.mjs and the engine: the tallest box of at least two rows.
const BOXES = { 4: [2, 2], 6: [2, 3], 8: [2, 4], 9: [3, 3], 10: [2, 5], 12: [3, 4], 14: [2, 7], 15: [3, 5], 16: [4, 4] };

const geometries = new Map();
const geometryOf = (iss, size) => {
  if (!geometries.has(size)) geometries.set(size, iss.SudokuParser.parseText(size === 9 ? '.' : `.Shape~${size}x${size}`).getGeometry());
  return geometries.get(size);
};

/**
 * The ISS string of an f-puzzles document (object or text) as `{ input, size, counts }`,
 * or `{ unsupported }`: the keys (and reasons) it cannot convert.
 */
export function fromFpuzzles(iss, source) {
  const raw = typeof source === 'string' ? decompressFpuzzles(source) : source;
  const doc = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k.toLowerCase(), v]));
  const size = doc.size;
  const unsupported = new Set();
  const parts = [];
  const counts = {};
  const count = (key, n = 1) => { counts[key] = (counts[key] ?? 0) + n; };
  if (!Array.isArray(doc.grid) || size === undefined) return { unsupported: ['not an f-puzzles document (no size or grid)'] };
  if (!BOXES[size]) return { unsupported: [`size ${size}`] };
  const [boxRows, boxCols] = BOXES[size];
  const cellRe = /^R(\d+)C(\d+)$/i;
  const parse = (id) => {
    const m = cellRe.exec(String(id));
    if (!m) throw new Error(`not a cell: ${id}`);
    return [Number(m[1]), Number(m[2])];
  };
  const inside = ([r, c]) => r >= 1 && r <= size && c >= 1 && c <= size;
  const name = ([r, c]) => `R${r}C${c}`;
  const cellsOf = (ids) => ids.map((id) => {
    const rc = parse(id);
    if (!inside(rc)) throw new Error(`cell outside the grid: ${id}`);
    return name(rc);
  });
  // Keys with an entry of several lines: one rule or one a line? (the engine reads one a line)
  const multiLine = new Set();
  const nonEmpty = (v) => (Array.isArray(v) ? v.length > 0 : v !== false && v !== null && v !== undefined);

  // Givens, pencil marks (odd and even cells join them) and regions.
  const marks = Array.from({ length: size }, () => Array(size).fill(null));
  const regions = [];
  let irregular = false;
  doc.grid.forEach((row, r) => row.forEach((cell, c) => {
    const box = Math.floor(r / boxRows) * (size / boxCols) + Math.floor(c / boxCols);
    const region = Number.isInteger(cell.region) ? cell.region : box;
    if (region !== box) irregular = true;
    regions.push(region);
    if (cell.given && cell.value) {
      marks[r][c] = [Number(cell.value)];
      count('given');
    } else if (Array.isArray(cell.givenPencilMarks) && cell.givenPencilMarks.length) {
      marks[r][c] = cell.givenPencilMarks.map(Number);
      count('givenPencilMarks');
    }
    if (cell.parity === 'Odd' || cell.parity === 'Even') {
      const odd = cell.parity === 'Odd';
      const digits = Array.from({ length: size }, (_, i) => i + 1).filter((v) => (v % 2 === 1) === odd);
      marks[r][c] = (marks[r][c] ?? digits).filter((v) => (v % 2 === 1) === odd);
      count(odd ? 'odd' : 'even');
    }
    for (const key of Object.keys(cell)) {
      if (!['value', 'given', 'region', 'givenpencilmarks', 'centerpencilmarks', 'cornerpencilmarks', 'candidates',
        'highlight', 'c', 'parity'].includes(key.toLowerCase())) {
        unsupported.add(`grid cell key ${key}`);
      }
    }
  }));
  for (const [key, keep] of [['odd', (v) => v % 2 === 1], ['even', (v) => v % 2 === 0]]) {
    for (const entry of doc[key] ?? []) {
      const [r, c] = parse(entry.cell);
      const digits = Array.from({ length: size }, (_, i) => i + 1).filter(keep);
      marks[r - 1][c - 1] = (marks[r - 1][c - 1] ?? digits).filter(keep);
      count(key);
    }
  }
  const givens = [];
  marks.forEach((row, r) => row.forEach((values, c) => {
    if (values) givens.push(`R${r + 1}C${c + 1}_${values.join('_')}`);
  }));

  if (size !== 9) parts.push(`.Shape~${size}x${size}`);
  if (irregular) {
    const counted = new Map();
    regions.forEach((region) => counted.set(region, (counted.get(region) ?? 0) + 1));
    if (counted.size !== size || [...counted.values()].some((n) => n !== size)) {
      unsupported.add('regions that are not N pieces of N cells');
    }
    const chars = '0123456789ABCDEFGHIJ';
    parts.push(`.NoBoxes.Jigsaw~${regions.map((region) => chars[region]).join('')}`);
    count('jigsaw');
  }

  for (const [key, value] of Object.entries(doc)) {
    if (IGNORED.has(key) || key === 'odd' || key === 'even') continue;
    if (!nonEmpty(value)) continue;
    const entries = Array.isArray(value) ? value : [];
    if (key !== 'arrow' && entries.some((e) => (e?.lines?.length ?? 0) > 1)) multiLine.add(key);
    try {
      switch (key) {
        case 'antiknight': parts.push('.AntiKnight'); count(key); break;
        case 'antiking': parts.push('.AntiKing'); count(key); break;
        case 'nonconsecutive': parts.push('.AntiConsecutive'); count(key); break;
        case 'diagonal+': parts.push('.Diagonal~1'); count(key); break;
        case 'diagonal-': parts.push('.Diagonal~-1'); count(key); break;
        case 'disjointgroups': parts.push('.DisjointSets'); count(key); break;
        case 'thermometer': case 'renban': case 'palindrome': case 'betweenline':
        case 'regionsumline': case 'entropicline':
          for (const e of entries) {
            for (const line of e.lines ?? []) {
              parts.push(`.${LINES[key]}~${cellsOf(line).join('~')}`);
              count(key);
            }
          }
          break;
        case 'columnindexer': case 'rowindexer':
          for (const e of entries) {
            parts.push(`.Indexing~${key === 'columnindexer' ? 'C' : 'R'}~${cellsOf(e.cells).join('~')}`);
            count(key);
          }
          break;
        case 'modularline':
          for (const e of entries) {
            for (const line of e.lines ?? []) { parts.push(`.Modular~3~${cellsOf(line).join('~')}`); count(key); }
          }
          break;
        case 'whispers':
          for (const e of entries) {
            const gap = e.value === undefined || e.value === '' ? 5 : Number(e.value);
            for (const line of e.lines ?? []) { parts.push(`.Whisper~${gap}~${cellsOf(line).join('~')}`); count(key); }
          }
          break;
        case 'killercage':
          for (const e of entries) {
            const sum = e.value === undefined || e.value === null ? '' : String(e.value).trim();
            if (sum !== '' && !/^\d+$/.test(sum)) { unsupported.add(`killercage value ${sum}`); continue; }
            parts.push(`.Cage~${sum}~${cellsOf(e.cells).join('~')}`);
            count(key);
          }
          break;
        case 'extraregion':
          for (const e of entries) {
            if (e.cells.length > size) { unsupported.add('extraregion of more cells than digits'); continue; }
            parts.push(`.AllDifferent~${cellsOf(e.cells).join('~')}`);
            count(key);
          }
          break;
        case 'arrow':
          for (const e of entries) {
            const bulb = cellsOf(e.cells);
            if (!(e.lines ?? []).length) { unsupported.add('arrow without a line'); continue; }
            if (bulb.length > 3) { unsupported.add('arrow with a bulb of more than 3 cells'); continue; }
            for (const line of e.lines) {
              const shaft = cellsOf(line).filter((cell) => !bulb.includes(cell));
              if (!shaft.length) { unsupported.add('arrow without a shaft'); continue; }
              if (bulb.length === 1) parts.push(`.Arrow~${bulb[0]}~${shaft.join('~')}`);
              else parts.push(`.PillArrow~${bulb.length}~${bulb.join('~')}~${shaft.join('~')}`);
              count(key);
            }
          }
          break;
        case 'difference': case 'ratio':
          for (const e of entries) {
            const standard = key === 'difference' ? '1' : '2';
            const v = e.value === undefined || e.value === '' ? standard : String(e.value);
            if (v !== standard) { unsupported.add(`${key} of value ${v}`); continue; }
            parts.push(`.${key === 'difference' ? 'WhiteDot' : 'BlackDot'}~${cellsOf(e.cells).join('~')}`);
            count(key);
          }
          break;
        case 'xv':
          for (const e of entries) {
            const v = String(e.value ?? '').toUpperCase();
            if (v !== 'X' && v !== 'V') { unsupported.add(`xv of value ${e.value}`); continue; }
            parts.push(`.${v}~${cellsOf(e.cells).join('~')}`);
            count(key);
          }
          break;
        case 'negative': {
          const kinds = new Set(entries.map((k) => String(k).toLowerCase()));
          if (kinds.has('ratio') !== kinds.has('difference')) unsupported.add('negative: one kind of dot only');
          else if (kinds.has('ratio')) { parts.push('.StrictKropki'); count(key); }
          if (kinds.has('xv')) { parts.push('.StrictXV'); count(key); }
          for (const k of kinds) if (!['ratio', 'difference', 'xv'].includes(k)) unsupported.add(`negative ${k}`);
          break;
        }
        case 'quadruple':
          for (const e of entries) {
            const cells = e.cells.map(parse);
            const top = Math.min(...cells.map(([r]) => r));
            const left = Math.min(...cells.map(([, c]) => c));
            if (!e.values?.length) continue;
            parts.push(`.Quad~${name([top, left])}~${e.values.join('~')}`);
            count(key);
          }
          break;
        case 'littlekillersum':
          for (const e of entries) {
            if (e.value === undefined || String(e.value).trim() === '') continue; // an empty clue: no rule
            const [r0, c0] = parse(e.cell);
            const dir = String(e.direction).toUpperCase();
            const dr = dir.startsWith('D') ? 1 : -1;
            const dc = dir.endsWith('R') ? 1 : -1;
            const cells = [];
            for (let r = r0 + dr, c = c0 + dc; inside([r, c]); r += dr, c += dc) cells.push(name([r, c]));
            if (!cells.length) { unsupported.add('little killer off the grid'); continue; }
            const clue = iss.SudokuConstraint.LittleKiller.fromCells(String(e.value), cells, geometryOf(iss, size));
            parts.push(`.LittleKiller~${Number(e.value)}~${clue.id}`);
            count(key);
          }
          break;
        case 'sandwichsum': case 'xsum': case 'skyscraper':
          for (const e of entries) {
            if (e.value === undefined || String(e.value).trim() === '') continue;
            const [r, c] = parse(e.cell);
            const v = Number(e.value);
            const line = r === 0 || r === size + 1 ? `C${c}` : `R${r}`;
            const front = r === 0 || c === 0;
            if (!((r === 0 || r === size + 1) !== (c === 0 || c === size + 1))) throw new Error(`not a frame cell: ${e.cell}`);
            if (key === 'sandwichsum') {
              // A sandwich reads the same from either end of its row or column.
              parts.push(`.Sandwich~${v}~${line}`);
            } else {
              const type = key === 'xsum' ? 'XSum' : 'Skyscraper';
              parts.push(front ? `.${type}~${line}~${v}~` : `.${type}~${line}~~${v}`);
            }
            count(key);
          }
          break;
        default:
          unsupported.add(key);
      }
    } catch (error) {
      unsupported.add(`${key} (${error.message})`);
    }
  }
  if (givens.length) parts.push(`.~${givens.join('~')}`);
  if (unsupported.size) return { unsupported: [...unsupported].sort() };
  return { input: parts.join('') || '.', size, counts, multiLine: [...multiLine] };
}

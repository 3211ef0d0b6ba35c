// Converts a puzzle in the Interactive Sudoku Solver's (ISS) constraint-string format
// (`.Thermo~R1C1~R1C2.~R1C5_3...`, or any other text ISS's parser reads: killer
// shorthands, plain grids, pencil marks) into an f-puzzles JSON document that the
// engine's reader (`crates/engine/src/format/fpuzzles/read.rs`) takes: one rule of the
// string is one entry of the document, with the same cells in the same order.
//
// The string is read with ISS's own parser (so every format ISS accepts reads the same
// way) and each of its constraints is written under the f-puzzles key the engine reads.
// A constraint with no f-puzzles key the engine reads (zipper lines, rellik cages,
// sums without uniqueness, value ranges other than 1 to N...) makes the puzzle
// unconvertible; `convert` then names those types instead of writing a document, so
// that no rule is dropped.
//
// Library: `convert(await loadIss(PATH_TO_ISS), input)` (`loadIss`: iss.mjs).
// Command line: node crates/engine/benches/iss/to_fpuzzles.mjs PATH_TO_ISS 'ISS STRING'
// prints the document (or the unconverted types, on stderr, with exit code 1).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { loadIss } from './iss.mjs';

class OffGrid extends Error {}

// Board sizes the engine reads, with ISS's boxes for them equal to the engine's
// (`format::box_for_size`: the tallest box of at least two rows that fits).
const SIZES = new Set([4, 6, 8, 9, 10, 12, 14, 15, 16]);

/**
 * The f-puzzles document of `input` as `{ document, size, rules }` (`rules`: the
 * f-puzzles keys it uses, in order of first use), or `{ unsupported }`: the ISS types
 * (and reasons) that have no f-puzzles entry the engine reads.
 */
export function convert(iss, input) {
  const root = iss.SudokuParser.parseText(input);
  const geometry = root.getGeometry();
  const unsupported = new Set();
  const size = geometry.numRows;
  const square = geometry.numRows === geometry.numCols && geometry.numValues === size &&
    geometry.valueOffset === 0 && geometry.gridType === 'Sudoku' && SIZES.has(size);
  if (!square) unsupported.add(`Shape ${geometry.name}`);

  // A cell of the grid (ISS also has cells outside it: variables, chaos regions...).
  const cellOf = (id) => {
    let index;
    try {
      index = geometry.parseCellId(id).cellIndex;
    } catch {
      throw new OffGrid(id);
    }
    if (!(index < geometry.numGridCells)) throw new OffGrid(id);
    return index;
  };
  const rowCol = (index) => [Math.floor(index / geometry.numCols) + 1, index % geometry.numCols + 1];
  const name = (id) => {
    const [r, c] = rowCol(typeof id === 'number' ? id : cellOf(id));
    return `R${r}C${c}`;
  };
  const names = (ids) => ids.map(name);

  const grid = Array.from({ length: size }, () => Array.from({ length: size }, () => ({})));
  const document = { size, grid };
  const rules = [];
  const push = (key, entry) => {
    if (!rules.includes(key)) rules.push(key);
    (document[key] ??= []).push(entry);
  };
  const flag = (key) => {
    if (!rules.includes(key)) rules.push(key);
    document[key] = true;
  };
  const negative = (marks) => {
    if (!rules.includes('negative')) rules.push('negative');
    document.negative = [...new Set([...(document.negative ?? []), ...marks])];
  };
  // The frame place a clue sits on, from the cells it looks at (nearest first).
  const frameOf = (cells) => {
    const [r0, c0] = rowCol(cellOf(cells[0]));
    const [r1, c1] = rowCol(cellOf(cells[1]));
    const [dr, dc] = [r1 - r0, c1 - c0];
    return { place: `R${r0 - dr}C${c0 - dc}`, dr, dc };
  };

  let noBoxes = false;
  const jigsaw = [];
  const constraints = [];
  const flatten = (c) => {
    if (c.type === 'Container' || c.type === 'And') c.constraints.forEach(flatten);
    else constraints.push(c);
  };
  flatten(root);

  for (const c of constraints) {
    try {
      add(c);
    } catch (e) {
      if (!(e instanceof OffGrid)) throw e;
      unsupported.add(`${c.type} (cells outside the grid)`);
    }
  }

  function add(c) {
    switch (c.type) {
      case 'Shape':
        break;
      case 'RegionSize':
        if (c.size !== size) unsupported.add('RegionSize');
        break;
      case 'Given': {
        const [r, col] = rowCol(cellOf(c.cell));
        if (r > size || col > size) { unsupported.add('Given (not a grid cell)'); break; }
        const values = c.values.map(Number);
        if (values.some((v) => !(v >= 1 && v <= size))) unsupported.add('Given (value out of range)');
        else if (values.length === 1) grid[r - 1][col - 1] = { value: values[0], given: true };
        else grid[r - 1][col - 1] = { givenPencilMarks: values };
        break;
      }
      case 'Thermo': push('thermometer', { lines: [names(c.cells)] }); break;
      case 'Whisper': push('whispers', { lines: [names(c.cells)], value: String(c.difference) }); break;
      case 'Renban': push('renban', { lines: [names(c.cells)] }); break;
      case 'Palindrome': push('palindrome', { lines: [names(c.cells)] }); break;
      case 'Between': push('betweenline', { lines: [names(c.cells)] }); break;
      case 'RegionSumLine': push('regionsumline', { lines: [names(c.cells)] }); break;
      case 'Entropic': push('entropicline', { lines: [names(c.cells)] }); break;
      case 'Modular':
        if (c.mod === 3) push('modularline', { lines: [names(c.cells)] });
        else unsupported.add(`Modular (mod ${c.mod})`);
        break;
      case 'WhiteDot':
      case 'BlackDot':
      case 'X':
      case 'V':
        for (const pair of c.adjacentPairs(geometry)) {
          const cells = names(pair);
          if (c.type === 'WhiteDot') push('difference', { cells, value: '1' });
          else if (c.type === 'BlackDot') push('ratio', { cells, value: '2' });
          else push('xv', { cells, value: c.type });
        }
        break;
      case 'StrictKropki': negative(['ratio', 'difference']); break;
      case 'StrictXV': negative(['xv']); break;
      case 'Arrow': {
        const cells = names(c.cells);
        push('arrow', { cells: [cells[0]], lines: [cells] });
        break;
      }
      case 'PillArrow': {
        // The pill reads left to right, top to bottom (ISS sorts its cells).
        const pill = c.cells.slice(0, c.pillSize).map(cellOf).sort((a, b) => a - b).map(name);
        const shaft = names(c.cells.slice(c.pillSize));
        push('arrow', { cells: pill, lines: [[pill[pill.length - 1], ...shaft]] });
        break;
      }
      case 'Cage': {
        // ISS reads a sum of 0 (or none) as a cage with no sum.
        const entry = { cells: names(c.cells) };
        if (c.sum !== 0 && String(c.args[0]).trim() !== '') entry.value = String(c.sum);
        push('killercage', entry);
        break;
      }
      case 'LittleKiller': {
        const cells = c.getCells(geometry);
        const { place, dr, dc } = frameOf(cells);
        const direction = `${dr > 0 ? 'D' : 'U'}${dc > 0 ? 'R' : 'L'}`;
        push('littlekillersum', { cell: place, cells: names(cells), direction, value: String(c.value) });
        break;
      }
      case 'Sandwich':
      case 'XSum':
      case 'Skyscraper': {
        const key = { Sandwich: 'sandwichsum', XSum: 'xsum', Skyscraper: 'skyscraper' }[c.type];
        push(key, { cell: frameOf(c.getCells(geometry)).place, value: String(c.value) });
        break;
      }
      case 'AntiKnight': flag('antiknight'); break;
      case 'AntiKing': flag('antiking'); break;
      case 'AntiConsecutive': flag('nonconsecutive'); break;
      case 'Diagonal': flag(c.direction === 1 ? 'diagonal+' : 'diagonal-'); break;
      case 'DisjointSets': flag('disjointgroups'); break;
      case 'Windoku':
        for (const region of iss.SudokuConstraint.Windoku.regions(geometry)) {
          push('extraregion', { cells: names(region) });
        }
        break;
      case 'AllDifferent':
        if (c.cells.length <= size) push('extraregion', { cells: names(c.cells) });
        else unsupported.add('AllDifferent (more cells than digits)');
        break;
      case 'Quad':
        push('quadruple', { cells: names(c.getCells(geometry)), values: c.values.map(Number) });
        break;
      case 'Indexing': {
        const key = c.indexType === 'C' ? 'columnindexer' : 'rowindexer';
        push(key, { cells: names(c.cells) });
        break;
      }
      case 'NoBoxes': noBoxes = true; break;
      case 'Jigsaw': jigsaw.push(c.cells.map(cellOf)); break;
      default: unsupported.add(c.type);
    }
  }

  // Jigsaw pieces replace the boxes when ISS has no boxes; with boxes, each piece is one
  // more region (f-puzzles' extra regions).
  const cellCount = size * size;
  const pieces = jigsaw.filter((cells) => cells.length === size);
  if (noBoxes) {
    const covered = new Set(pieces.flat());
    if (pieces.length !== size || covered.size !== cellCount) {
      unsupported.add('NoBoxes (without a full jigsaw)');
    } else {
      if (!rules.includes('jigsaw')) rules.push('jigsaw');
      pieces.forEach((cells, region) => cells.forEach((cell) => {
        const [r, col] = rowCol(cell);
        grid[r - 1][col - 1].region = region;
      }));
    }
  } else {
    for (const cells of jigsaw) push('extraregion', { cells: names(cells) });
  }
  if (jigsaw.length !== pieces.length && noBoxes) unsupported.add('Jigsaw (a piece not of N cells)');

  if (unsupported.size > 0) return { unsupported: [...unsupported].sort() };
  return { document, size, rules };
}

// Command line: convert one string.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [issPath, input] = process.argv.slice(2);
  if (!issPath || !input) {
    console.error('usage: node to_fpuzzles.mjs PATH_TO_ISS ISS_STRING');
    process.exit(2);
  }
  const iss = await loadIss(issPath);
  const result = convert(iss, input);
  if (result.unsupported) {
    console.error(`not converted: ${result.unsupported.join(', ')}`);
    process.exit(1);
  }
  console.log(JSON.stringify(result.document));
}

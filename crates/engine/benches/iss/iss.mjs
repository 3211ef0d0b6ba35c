// Loads the Interactive Sudoku Solver (ISS, https://github.com/sigh/Interactive-Sudoku-Solver)
// from a checkout in node (no npm install needed) and solves one puzzle with it, as the
// harnesses of this folder do.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** ISS's parser, constraint classes, builder and lookup tables, from a checkout at `issPath`. */
export async function loadIss(issPath) {
  const at = (path) => pathToFileURL(join(resolve(issPath), path)).href;
  const { ensureGlobalEnvironment } = await import(at('tests/helpers/test_env.js'));
  ensureGlobalEnvironment();
  const { SudokuParser } = await import(at('js/sudoku_parser.js'));
  const { SudokuConstraint } = await import(at('js/sudoku_constraint.js'));
  const { SudokuBuilder } = await import(at('js/solver/sudoku_builder.js'));
  const { LookupTables } = await import(at('js/solver/lookup_tables.js'));
  return { SudokuParser, SudokuConstraint, SudokuBuilder, LookupTables, at };
}

/**
 * A cell's digit as the corpus writes a solution: one character a cell, the digit itself on
 * boards of up to 9 digits, else a letter (A for 1, B for 2...) as ISS's collections write them.
 */
export const digitChar = (value, size) => (size <= 9 ? String(value) : String.fromCharCode(64 + value));

/**
 * Parses `input`, builds ISS's solver and runs it for up to two solutions: the puzzle's
 * first solution (one character a cell, or null), the number found (0, 1 or 2), whether
 * the search ran out (so the count is exact), ISS's guesses and the time in ms (parsing
 * and building included). A search not over within `seconds` returns `gaveUp`; the clock
 * is read at the solver's progress reports (every 2^13 steps).
 */
export function solve(iss, input, seconds) {
  const start = performance.now();
  const solver = iss.SudokuBuilder.build(iss.SudokuBuilder.resolveConstraint(iss.SudokuParser.parseText(input)));
  const internal = solver._internalSolver;
  let first = null;
  let found = 0;
  const deadline = start + seconds * 1000;
  internal.setProgressCallback?.(() => {
    if (performance.now() > deadline) throw new Error('out of time');
  }, 13);
  let gaveUp = false;
  try {
    internal.run({ maxSolutions: 2 }, (grid) => {
      found++;
      if (first) return;
      const geometry = internal._geometry;
      first = Array.from(grid.slice(0, geometry.numGridCells), (mask) =>
        digitChar(iss.LookupTables.toOffsetValue(mask, geometry.valueOffset), geometry.numValues)).join('');
    });
  } catch (e) {
    if (e.message !== 'out of time') throw e;
    gaveUp = true;
  }
  const exhausted = internal.state === internal.constructor.STATE_EXHAUSTED;
  const ms = performance.now() - start;
  return { first, found, exhausted, gaveUp, guesses: internal.counters.guesses, ms };
}

/**
 * `solve` with its answers kept across runs: in the file named by `ISS_SOLVE_CACHE`
 * (one JSON line `[key, answer]` each), when set. `key` names the puzzle (the string
 * without white space); `solve(iss, input, seconds)` answers what is not kept yet.
 */
export function cachedSolve(iss, seconds) {
  const cacheFile = process.env.ISS_SOLVE_CACHE;
  const cache = new Map(cacheFile && existsSync(cacheFile)
    ? readFileSync(cacheFile, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)) : []);
  return (key, input) => {
    let solved = cache.get(key);
    if (!solved) {
      solved = solve(iss, input, seconds);
      cache.set(key, solved);
      if (cacheFile) appendFileSync(cacheFile, `${JSON.stringify([key, solved])}\n`);
    }
    return solved;
  };
}

/** Why `solved` (from `solve`) does not prove one solution, or null when it does. */
export function whyNotUnique(solved, seconds) {
  return solved.gaveUp ? `ISS did not settle it in ${seconds} s`
    : solved.found === 0 ? 'no solution'
      : solved.found > 1 ? 'more than one solution'
        : !solved.exhausted ? 'search not exhausted' : null;
}

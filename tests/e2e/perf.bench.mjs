// Keypress-to-repaint time (make bench): how long from a keydown until the page has
// re-rendered and laid out the change, on 9x9, 16x16, 25x25 and 30x30 boards.
// Measured inside the page: dispatch the key, wait for the cell's DOM to change
// (MutationObserver), then force style and layout; paint itself is not included.
import { test, expect } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { emptyBoard, pastePuzzle } from './play-helpers.mjs';

const RUNS = 60;
const results = [];

/** Median and 95th percentile of `samples` (ms). */
function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}

/** Times `RUNS` key presses that each change the cell `cellId`. */
async function timeKeys(page, cellId, keys) {
  return page.evaluate(
    async ({ cellId, keys, runs }) => {
      const cell = document.getElementById(cellId);
      const samples = [];
      for (let i = 0; i < runs; i += 1) {
        const [key, code, shiftKey] = keys[i % keys.length];
        const changed = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            observer.disconnect();
            resolve();
          });
          observer.observe(cell, { attributes: true, childList: true, subtree: true, characterData: true });
        });
        const start = performance.now();
        document.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, bubbles: true, cancelable: true }));
        await changed;
        void document.body.getBoundingClientRect().height;
        samples.push(performance.now() - start);
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }
      return samples;
    },
    { cellId, keys, runs: RUNS },
  );
}

const DIGITS = [['1', 'Digit1', false], ['2', 'Digit2', false], ['3', 'Digit3', false]];
const MARKS = [['!', 'Digit1', true], ['@', 'Digit2', true]];

async function measure(page, board, what, cellId, keys) {
  await page.locator(`#${cellId}`).click();
  const samples = await timeKeys(page, cellId, keys);
  const row = { board, what, ...summary(samples) };
  results.push(row);
  return row;
}

test.afterAll(() => {
  mkdirSync('target/bench', { recursive: true });
  writeFileSync('target/bench/keypress.json', JSON.stringify(results, null, 2));
  console.log('\nboard    keypress                     median ms   p95 ms   max ms');
  for (const r of results) {
    console.log(`${r.board.padEnd(8)} ${r.what.padEnd(28)} ${r.median.toFixed(2).padStart(9)} ${r.p95.toFixed(2).padStart(8)} ${r.max.toFixed(2).padStart(8)}`);
  }
});

/** The ids of the first two cells that are neither givens nor filled (the first puzzle varies). */
async function twoFreeCells(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role="grid"] .cell:not(.given)')]
      .filter((cell) => !cell.querySelector('.value'))
      .slice(0, 2)
      .map((cell) => cell.id),
  );
}

test('keypress repaint on 9x9 stays under 16 ms', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.locator('#welcome')).toHaveCount(0);
  const [digitCell, markCell] = await twoFreeCells(page);
  const digit = await measure(page, '9x9', 'digit (play)', digitCell, DIGITS);
  await measure(page, '9x9', 'corner mark (play)', markCell, MARKS);
  expect(digit.median).toBeLessThan(16);
});

test('keypress repaint on 16x16, 25x25 and 30x30', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('grid')).toBeVisible();
  await emptyBoard(page, 4, 4);
  await measure(page, '16x16', 'digit (setup)', 'cell-17', DIGITS);
  await emptyBoard(page, 5, 5);
  const big = await measure(page, '25x25', 'digit (setup)', 'cell-26', DIGITS);
  await emptyBoard(page, 6, 5);
  await measure(page, '30x30', 'digit (setup)', 'cell-31', DIGITS);
  expect(big.median).toBeLessThan(50);
});

// A 9x9 f-puzzles document with 30 lines (whispers, renban, thermometers) and 40 dots
// (white and black), drawn over an empty grid: what a busy variant board puts on the page.
function busyVariantBoard() {
  const cell = (r, c) => `R${r}C${c}`;
  const rows = [...Array(9).keys()].map((i) => i + 1);
  const line = (cells) => ({ lines: [cells] });
  const whispers = rows.map((r) => line([cell(r, 1), cell(r, 2), cell(r, 3)]));
  for (const c of [1, 2, 3, 7, 8, 9]) whispers.push(line([cell(4, c), cell(5, c), cell(6, c)]));
  const renban = rows.map((r) => line([cell(r, 7), cell(r, 8), cell(r, 9)]));
  const thermometer = [4, 5, 6].flatMap((c) => [line([cell(1, c), cell(2, c), cell(3, c)]), line([cell(9, c), cell(8, c), cell(7, c)])]);
  const pair = (a, b) => ({ cells: [a, b] });
  const difference = rows.flatMap((r) => [pair(cell(r, 3), cell(r, 4)), pair(cell(r, 6), cell(r, 7))]);
  const ratio = rows.flatMap((c) => [pair(cell(3, c), cell(4, c)), pair(cell(6, c), cell(7, c))]);
  ratio.push(pair(cell(1, 5), cell(2, 5)), pair(cell(8, 5), cell(9, 5)), pair(cell(5, 1), cell(5, 2)), pair(cell(5, 8), cell(5, 9)));
  const grid = rows.map(() => rows.map(() => ({})));
  return JSON.stringify({ size: 9, grid, whispers, renban, thermometer, difference, ratio });
}

test('keypress repaint on a 9x9 variant board with 30 lines and 40 dots', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(await pastePuzzle(page, busyVariantBoard())).toBeHidden();
  const overlay = page.locator('.constraint-overlay');
  await expect(overlay.locator('polyline')).toHaveCount(30);
  await expect(overlay.locator('circle.dot-white, circle.dot-black')).toHaveCount(40);
  const digit = await measure(page, '9x9 var', 'digit (play)', 'cell-40', DIGITS);
  await measure(page, '9x9 var', 'corner mark (play)', 'cell-41', MARKS);
  expect(digit.median).toBeLessThan(16);
});

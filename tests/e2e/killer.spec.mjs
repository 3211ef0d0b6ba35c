// Killer: a pasted killer file is drawn (dashed cage outlines, sums), the combination
// helper follows the cursor, a broken cage sum shows as a conflict, the game survives a
// reload and is finished; a pasted f-puzzles document loads with its cages; New game
// makes killers; screenshots of killer boards in both themes (target/screenshots/killer-*).
import { test, expect } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { openGame, cell, expectAccessible, generate, pastePuzzle } from './play-helpers.mjs';

/** The puzzles of the killer corpus (tests/data), each with its .sudoku text and solution. */
async function corpus() {
  const text = await readFile(new URL('../data/killer_corpus.txt', import.meta.url), 'utf8');
  return text.split(/\n(?=# box=)/).slice(1).map((block) => {
    const [head] = block.split('\n');
    const solution = block.match(/# solution: (\S+)/)[1];
    const file = block.split('\n').filter((line) => line && !line.startsWith('#')).join('\n');
    return { head, solution, file };
  });
}

/** The f-puzzles JSON of a killer .sudoku text (no givens, standard boxes). */
function fpuzzlesOf(file, size) {
  const lines = file.split('\n');
  const start = lines.indexOf('cages:') + 1;
  const map = lines.slice(start, start + size);
  const sums = Object.fromEntries(lines.find((l) => l.startsWith('sums:')).slice(5).trim().split(/\s+/).map((p) => p.split('=')));
  const cells = {};
  map.forEach((row, r) => [...row].forEach((id, c) => { (cells[id] ??= []).push(`R${r + 1}C${c + 1}`); }));
  const killercage = Object.entries(cells).map(([id, list]) => ({ cells: list, value: sums[id] }));
  const grid = Array.from({ length: size }, () => Array.from({ length: size }, () => ({})));
  return JSON.stringify({ size, title: 'A killer', grid, killercage });
}

async function paste(page, text) {
  await expect(await pastePuzzle(page, text)).toBeHidden();
}

/** The number of cage sums written and of outline loops drawn. */
async function cagesDrawn(page) {
  const sums = await page.locator('.cage-sum').count();
  const path = await page.locator('.cage-overlay path').getAttribute('d');
  return { sums, loops: (path.match(/M/g) ?? []).length };
}

const helper = (page) => page.getByRole('region', { name: 'Cage combinations' });

test('a killer file is drawn, helped, checked, kept over a reload and finished', async ({ page }) => {
  test.setTimeout(120_000);
  const [first] = await corpus();
  const errors = await openGame(page);
  await paste(page, first.file);
  await expect(page.locator('.level')).toContainText('9x9 killer');
  // 22 cages, each outlined once (none has a hole), each sum in its first cell.
  expect(await cagesDrawn(page)).toEqual({ sums: 22, loops: 22 });
  await expect(cell(page, 1, 1)).toHaveAttribute('aria-label', 'row 1, column 1, empty, cage 16');
  await expect(cell(page, 1, 2)).toHaveAttribute('aria-label', 'row 1, column 2, empty, cage 21');
  await expect(cell(page, 2, 1)).toHaveAttribute('aria-label', 'row 2, column 1, empty');
  await expect(cell(page, 1, 1).locator('.cage-sum')).toHaveText('16');

  // The cage of r1c7 (8 in three cells): 1+3+4 or 1+2+5; once 2 is placed, only 1+2+5.
  await cell(page, 1, 7).click();
  await expect(helper(page)).toContainText('Cage 8, 3 cells:');
  await expect(helper(page).getByRole('listitem')).toHaveText(['134', '125']);
  await page.keyboard.press('2');
  await expect(helper(page).getByRole('listitem')).toHaveText(['125']);
  // Centre marks narrow the sets: r1c8 can only be 1 (so r2c8 is 5).
  await cell(page, 1, 8).click();
  await page.keyboard.press('Control+1');
  await expect(helper(page).getByRole('listitem')).toHaveText(['125']);
  await expectAccessible(page);

  // 9 in a cage of 8 breaks its sum: a conflict, like a clash in a row.
  await page.keyboard.press('9');
  await expect(cell(page, 1, 8)).toHaveAttribute('aria-label', /clashes/);
  await expect(cell(page, 1, 8)).toHaveClass(/conflict/);
  await expect(helper(page).locator('.cage-none')).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(cell(page, 1, 8)).not.toHaveClass(/conflict/);

  // The saved game keeps its cages.
  await page.reload();
  await expect(page.locator('.level')).toContainText('9x9 killer');
  expect(await cagesDrawn(page)).toEqual({ sums: 22, loops: 22 });
  await expect(cell(page, 1, 7)).toHaveAttribute('aria-label', 'row 1, column 7, 2, cage 8');

  for (let i = 0; i < 81; i += 1) {
    if (i === 6) continue;
    await cell(page, Math.floor(i / 9) + 1, (i % 9) + 1).click();
    await page.keyboard.press(first.solution[i]);
  }
  await expect(page.getByRole('heading', { name: 'Solved!' })).toBeVisible();
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('a pasted f-puzzles document loads with its cages drawn', async ({ page }) => {
  const puzzles = await corpus();
  const errors = await openGame(page);
  const six = puzzles.find((p) => p.head.startsWith('# box=3x2'));
  await paste(page, fpuzzlesOf(six.file, 6));
  await expect(page.locator('.level')).toContainText('6x6 killer');
  const cages = six.file.match(/=/g).length;
  const drawn = await cagesDrawn(page);
  expect(drawn.sums).toBe(cages);
  expect(drawn.loops).toBeGreaterThanOrEqual(cages);
  await expectAccessible(page);

  // A document the app cannot play says why, and the game stays.
  const dialog = await pastePuzzle(page, '{"size": 9, "grid": [], "killercage": []}');
  await expect(dialog.getByRole('alert')).toContainText('f-puzzles document');
  await page.keyboard.press('Escape');
  await expect(page.locator('.level')).toContainText('6x6 killer');
  expect(errors).toEqual([]);
});

test('New game offers Killer, with its picture', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = await openGame(page);
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await expect(dialog.getByRole('radio', { name: 'Killer', exact: true })).toBeVisible();
  await expect(dialog.locator('label:has(#variant-killer) .variant-picture .cage')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await generate(page, { width: 2, height: 2, variant: 'Killer', phrase: 'killer in the app' });
  await expect(page.locator('.level')).toContainText('4x4 killer');
  const drawn = await cagesDrawn(page);
  expect(drawn.sums).toBeGreaterThan(0);
  expect(drawn.loops).toBeGreaterThanOrEqual(drawn.sums);
  expect(errors).toEqual([]);
});

for (const theme of ['light', 'dark']) {
  test(`killer boards in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(90_000);
    const puzzles = await corpus();
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width: 1280, height: 720 });
    await openGame(page);
    await paste(page, puzzles[0].file);
    // Corner marks in a cage's first cell, centre marks, a colour, a value, the cursor.
    await cell(page, 1, 2).click();
    for (const key of ['Shift+3', 'Shift+5', 'Shift+7', 'Shift+9']) await page.keyboard.press(key);
    await cell(page, 2, 4).click();
    for (const key of ['Control+1', 'Control+2', 'Control+4', 'Control+5', 'Control+6']) await page.keyboard.press(key);
    await cell(page, 3, 4).click();
    await page.keyboard.press('v');
    await page.keyboard.press('4');
    await page.keyboard.press('z');
    await cell(page, 5, 5).click();
    await page.keyboard.press('7');
    await cell(page, 1, 7).click();
    await page.screenshot({ path: `target/screenshots/killer-9x9-${theme}.png` });
    await expectAccessible(page);
    const jigsaw = puzzles.find((p) => p.head.includes('killer+jigsaw'));
    await paste(page, jigsaw.file);
    await expect(page.locator('.level')).toContainText('killer+jigsaw');
    await page.screenshot({ path: `target/screenshots/killer-jigsaw-${theme}.png` });
    const x = puzzles.find((p) => p.head.includes('killer+x'));
    await paste(page, x.file);
    await page.screenshot({ path: `target/screenshots/killer-x-${theme}.png` });
  });
}

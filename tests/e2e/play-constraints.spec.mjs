// Variant puzzles from f-puzzles and SudokuPad links: pasted, drawn over the board, played
// with the rules' conflicts, solved, and kept over a reload.
import { test, expect } from '@playwright/test';
import { cell, menuAction, pastePuzzle, expectAccessible, shot } from './play-helpers.mjs';
import { openApp, typeInCell } from './keep-helpers.mjs';
import { readFileSync } from 'node:fs';

// The shared variant corpus's f-puzzles links, line by line (its README names each).
const CORPUS = readFileSync(new URL('../../crates/engine/tests/data/variants/fpuzzles_links.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.length > 0);

// "I want to break free" (crates/engine/tests/data/variants, line 1): no givens, eighteen
// two-cell thermometers; its solution, row by row.
const THERMOMETERS = 'https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QEkACAdQEMA7NQtAe0ICEAnGUga0IDFm5VSBXNAAsajBCAAKgiFggAHQgDkYAdwC2FEKkZ8cYGGjEKR6rITB8AJjVZ9C23YVKzZWAJ4A6QgBEIAc0xgjlg05L7UgjCMqjSq+pGBqnxgVBDkAMbMpHqEAGaMMYQARjqF1HQYsu6aIL6MEBYIANqNoP4AbjDk4p1p0gCypIysYAjkOlgAvsitEB1dPf2Dw6PjUzNz3emLQyPwY1iT0zWznZu9WAM7KwdrxxsLF0u7+4frpw+Xy3urR+3vW48rt8br8TvMAZ9nj83uDzpDrpMALrIFp3f5wp4I25/WHbL4vbFgs54qEgmHEwH46Fo3GU0mvGkU+HAhk4pmYlmE+4QjkE0HcjFAgnI1Fsj686linlCyVE8UysmM+VUxVSwUq1ly6UarnoklY/l6ukG8nK+kTEWm7Xmw205l8q3qm2O/Wc23shWagWuh1K60mv1OgNqn2rS2B0OqrVBt0u42xiPx30hpOy72pqPp+1po3ZzO5iU3cMpvNegue3V2wtlqsV91m4PRyM1j06+v+hMl6sWlFx0uV1vOxP99sx5NNjMthudicjvvd0fNnui2cL+d19dtzdDrsb4dr/d73dbw864uro8Xk/HndX29Zg83xsPy8v693rGI5HoCJRGJxUR4FRGRyBgXZmhAAAlABGABhAA2apIIAJgQkAv1uECwKaRooLggAOJDUMQdDEUw1JsKA3DIIAZlgwjUBQ2CAHZSPI0DwOoxB6KQ/CWLYo4sM4qDmJ4xi+JIjDBIo4TIPgsSoIAVn4qTQCEnCoIAFgUyDlMksjpI4jSYNg5CiNgmiBLUmTjLoszGNQ6CrJAdSqK00ykOUpzVJcmy3LkjzGOUyyfNciDINE+yoL4kKDOsoz/O4qLIL47y4t8hLwvkxTPNgzTnLC6jRJy8S8oKvzwrokqoNQnLQoq6iqvM/L6syri0NKxCMO/CwIDAUhChwCxgn8NImm/NBtBgNIKF6ixSDQMCaFkDAQnAsigA==';
const SOLUTION = '953874162816235497472916538265398741794621385138457629387169254529743816641582973';

async function paste(page, text) {
  await expect(await pastePuzzle(page, text)).toBeHidden();
}

const cellAt = (page, row, column) => page.locator(`#cell-${(row - 1) * 9 + column - 1}`);

test('a thermometer puzzle pasted as an f-puzzles link is drawn, checked, solved and kept', async ({ page }) => {
  await openApp(page);
  await paste(page, THERMOMETERS);
  const overlay = page.locator('.constraint-overlay');
  await expect(overlay.locator('polyline.thermo')).toHaveCount(18);
  await expect(overlay.locator('circle.thermo-bulb')).toHaveCount(18);
  await expect(page.locator('.cell.given')).toHaveCount(0);
  // The header names the puzzle's rule and, once analysed, its level.
  await expect(page.locator('.level')).toHaveText(/^9x9 standard \+ thermometer, (Easy|Moderate|Difficult|Stinker|Nightmare|Obscene)$/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Help' }).click();
  const help = page.getByRole('dialog', { name: 'Rules and keys' });
  await expect(help.getByRole('listitem')).toHaveText(['Thermometers: digits strictly increase from the bulb.']);
  await expectAccessible(page);
  await help.getByRole('button', { name: 'Close' }).click();

  // The hint reads the thermometers: its whole step names one.
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const hint = page.getByRole('region', { name: 'Hint' });
  // Levels 1 and 2 name the rule in players' words, not the strategy.
  await expect(hint.locator('.hint-text')).toHaveText(/^Look at the thermometer from r\dc\d\.$/);
  await hint.getByRole('button', { name: 'Tell me more' }).click();
  await expect(hint.locator('.hint-text')).toHaveText(/^Look at the thermometer from r\dc\d and what it allows in r\dc\d( and r\dc\d|(, r\dc\d)+,? and r\dc\d)?\.$/);
  await hint.getByRole('button', { name: 'Tell me more' }).click();
  await expect(hint.getByRole('heading')).toHaveText('Hint, level 3 of 3');
  await expect(hint.locator('.hint-text')).toContainText('Thermometer r');
  await expect(page.locator('.cell.hint-pattern, .cell.hint-target').first()).toBeVisible();
  await shot(page, 'constraints-thermometers-hint');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await shot(page, 'constraints-thermometers-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'constraints-thermometers-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // The thermometer r1c2 -> r2c3 rises from its bulb: 9 then 1 breaks it, on both cells.
  await typeInCell(page, 1, 2, '9');
  await typeInCell(page, 2, 3, '1');
  await expect(cellAt(page, 1, 2)).toHaveClass(/conflict/);
  await expect(cellAt(page, 2, 3)).toHaveClass(/conflict/);
  await typeInCell(page, 1, 2, '5');
  await typeInCell(page, 2, 3, '6');
  await expect(cellAt(page, 1, 2)).not.toHaveClass(/conflict/);
  await expect(cellAt(page, 2, 3)).not.toHaveClass(/conflict/);

  for (let i = 0; i < 81; i++) {
    await typeInCell(page, Math.floor(i / 9) + 1, (i % 9) + 1, SOLUTION[i]);
  }
  await expect(page.locator('.complete')).toContainText(/^Solved in \d+:\d\d with 1 hint\./);

  await page.reload();
  await expect(page.getByRole('grid', { name: 'Sudoku board' })).toBeVisible();
  await expect(page.locator('.constraint-overlay polyline.thermo')).toHaveCount(18);
});

test('dots, X and V, lines, arrows and quadruples are drawn as SudokuPad draws them', async ({ page }) => {
  // Corpus line: the marks each draws (selector: how many).
  const drawn = {
    6: { 'circle.dot-white': 9, 'polyline.whispers': 16 },
    7: { 'circle.dot-black': 4, 'polyline.renban': 11 },
    8: { 'polyline.between': 5, 'circle.between-end': 10 },
    9: { 'polyline.palindrome': 4 },
    10: { 'polyline.region-sum': 8 },
    14: { 'circle.quadruple': 12, 'text.quadruple-digits': 12 },
    15: { 'circle.dot-white': 5, 'circle.dot-black': 4, 'text.xv': 13 },
  };
  await openApp(page);
  for (const [line, marks] of Object.entries(drawn)) {
    await paste(page, CORPUS[line - 1]);
    for (const [selector, count] of Object.entries(marks)) {
      await expect(page.locator(`.constraint-overlay ${selector}`), `line ${line}: ${selector}`).toHaveCount(count);
    }
    await shot(page, `constraints-line-${line}`);
  }
  await paste(page, CORPUS[12]);
  await expect(page.locator('.constraint-overlay circle.arrow-bulb').first()).toBeVisible();
  expect(await page.locator('.constraint-overlay polyline.arrow-shaft').count()).toBeGreaterThanOrEqual(12);
  await shot(page, 'constraints-line-13');
  await expectAccessible(page);
});

test('Open in SudokuPad and Open in f-puzzles give links that bring the same puzzle back', async ({ page }) => {
  await openApp(page);
  await paste(page, THERMOMETERS);
  await expect(page.locator('.constraint-overlay polyline.thermo')).toHaveCount(18);
  // The tab each would open, caught here (the tests run offline).
  await page.evaluate(() => {
    window.__opened = [];
    window.open = (url, target, features) => {
      window.__opened.push({ url, target, features });
      return null;
    };
  });
  await menuAction(page, 'Open in SudokuPad');
  await menuAction(page, 'Open in f-puzzles');
  const [sudokupad, fpuzzles] = await page.evaluate(() => window.__opened);
  expect(sudokupad.url).toMatch(/^https:\/\/sudokupad\.app\/fpuzzles[A-Za-z0-9+/=]+$/);
  expect(fpuzzles.url).toMatch(/^https:\/\/www\.f-puzzles\.com\/\?load=[A-Za-z0-9+/=]+$/);
  expect([sudokupad.target, sudokupad.features]).toEqual(['_blank', 'noopener']);
  for (const { url } of [sudokupad, fpuzzles]) {
    await paste(page, CORPUS[13]);
    await expect(page.locator('.constraint-overlay polyline.thermo')).toHaveCount(0);
    await paste(page, url);
    await expect(page.locator('.constraint-overlay polyline.thermo')).toHaveCount(18);
  }
});

// An f-puzzles document with its setter's words: a classic puzzle's givens (the .sudoku
// text format's example) and one thermometer its solution keeps, r1c3 -> r1c5 (4, 6, 7).
const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const WORDED = JSON.stringify({
  size: 9,
  title: 'Rising Row',
  author: 'A. Setter',
  ruleset: 'Normal sudoku rules apply.\nDigits rise along the thermometer from its bulb.',
  grid: [...Array(9).keys()].map((r) =>
    [...CLASSIC.slice(r * 9, r * 9 + 9)].map((ch) => (ch === '.' ? {} : { value: Number(ch), given: true })),
  ),
  thermometer: [{ lines: [['R1C3', 'R1C4', 'R1C5']] }],
});

test("a document's title, setter and rules are shown, kept over a reload and shared", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openApp(page);
  await expect(page.locator('.byline')).toHaveCount(0);
  await paste(page, WORDED);
  const byline = page.locator('.byline');
  await expect(byline).toHaveText('Rising Row, by A. Setter');
  await page.getByRole('button', { name: 'Help' }).click();
  const help = page.getByRole('dialog', { name: 'Rules and keys' });
  await expect(help.locator('.setter-rules')).toHaveText(
    'Normal sudoku rules apply.\nDigits rise along the thermometer from its bulb.',
    { useInnerText: true },
  );
  await expect(help.getByRole('listitem')).toHaveText(['Thermometers: digits strictly increase from the bulb.']);
  await expectAccessible(page);
  await help.getByRole('button', { name: 'Close' }).click();

  await page.reload();
  await expect(page.locator('.constraint-overlay polyline.thermo')).toHaveCount(1);
  await expect(byline).toHaveText('Rising Row, by A. Setter');

  // SudokuPad gets the words too: its link, pasted back, brings them with the puzzle.
  await page.evaluate(() => {
    window.open = (url) => {
      window.__opened = url;
      return null;
    };
  });
  await menuAction(page, 'Open in SudokuPad');
  const link = await page.evaluate(() => window.__opened);
  await paste(page, CLASSIC);
  await expect(byline).toHaveCount(0);
  await paste(page, link);
  await expect(byline).toHaveText('Rising Row, by A. Setter');
  await expect(page.locator('.constraint-overlay polyline.thermo')).toHaveCount(1);

  // So does the app's own link, which works offline.
  await menuAction(page, 'Copy link');
  const own = await page.evaluate(() => navigator.clipboard.readText());
  expect(own).toContain('~title=Rising%20Row~author=A.%20Setter~ruleset=Normal%20sudoku%20rules%20apply.%0ADigits');
  await paste(page, CLASSIC);
  await expect(byline).toHaveCount(0);
  await paste(page, own);
  await expect(byline).toHaveText('Rising Row, by A. Setter');
  await page.getByRole('button', { name: 'Help' }).click();
  await expect(help.locator('.setter-rules')).toHaveText(
    'Normal sudoku rules apply.\nDigits rise along the thermometer from its bulb.',
    { useInnerText: true },
  );
});

// A 4x4 f-puzzles document with six givens and three cells of given pencil marks, which
// its one solution needs (the givens alone allow two).
const MARKED = JSON.stringify({
  size: 4,
  grid: [
    [{ value: 1, given: true }, { givenPencilMarks: [2, 3] }, {}, { givenPencilMarks: [3, 4] }],
    [{}, { givenPencilMarks: [3, 4] }, { value: 1, given: true }, {}],
    [{ value: 2, given: true }, {}, {}, { value: 3, given: true }],
    [{}, { value: 3, given: true }, { value: 2, given: true }, {}],
  ],
});
const MARKED_SOLUTION = '1234341221434321';

test('given pencil marks are drawn small in their cells, checked, give way to digits and the puzzle is solved', async ({ page }) => {
  await openApp(page);
  await paste(page, MARKED);
  await expect(page.locator('.cell.given')).toHaveCount(6);
  const marks = page.locator('.constraint-overlay text.given-marks');
  await expect(marks).toHaveText(['23', '34', '34']);
  // Each sits inside its cell, smaller than a digit.
  for (const [index, [row, column]] of [[1, 2], [1, 4], [2, 2]].entries()) {
    const mark = await marks.nth(index).boundingBox();
    const box = await cell(page, row, column, 4).boundingBox();
    expect(mark.x > box.x && mark.x + mark.width < box.x + box.width, JSON.stringify({ mark, box })).toBe(true);
    expect(mark.y > box.y && mark.y + mark.height < box.y + box.height, JSON.stringify({ mark, box })).toBe(true);
    expect(mark.height).toBeLessThan(box.height / 2);
  }
  // A screen reader hears them with the cell.
  await expect(cell(page, 1, 2, 4)).toHaveAttribute('aria-label', 'row 1, column 2, empty, given marks 2 3');
  await expect(cell(page, 2, 2, 4)).toHaveAttribute('aria-label', 'row 2, column 2, empty, given marks 3 4');
  await page.getByRole('button', { name: 'Help' }).click();
  const help = page.getByRole('dialog', { name: 'Rules and keys' });
  await expect(help.getByRole('listitem').first()).toContainText('Given pencil marks');
  await help.getByRole('button', { name: 'Close' }).click();
  await shot(page, 'constraints-pencil-marks-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'constraints-pencil-marks-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expectAccessible(page);

  // A 4 in r1c2 breaks no row, column or box, only its marks 2 and 3; the marks give way to it.
  await typeInCell(page, 1, 2, '4');
  await expect(cell(page, 1, 2, 4)).toHaveClass(/conflict/);
  await expect(marks).toHaveText(['34', '34']);
  await expect(cell(page, 1, 2, 4)).toHaveAttribute('aria-label', /^row 1, column 2, 4\b/);
  await typeInCell(page, 1, 2, '2');
  await expect(cell(page, 1, 2, 4)).not.toHaveClass(/conflict/);

  // The givens' cells and r1c2 (written already) are left as they are.
  const written = [0, 1, 6, 8, 11, 13, 14];
  for (let i = 0; i < 16; i++) {
    if (!written.includes(i)) await typeInCell(page, Math.floor(i / 4) + 1, (i % 4) + 1, MARKED_SOLUTION[i]);
  }
  await expect(page.locator('.complete')).toContainText(/^Solved in \d+:\d\d/);
  await expect(marks).toHaveCount(0);
});

// "Between 1 and 9 Sudoku" (line 18 of the corpus): sandwich sums around the grid, 3 givens.
const SANDWICH_SOLUTION = '236941875954378612871625439182439756397856124645217398413562987569783241728194563';

test('sandwich sums outside the grid are drawn on a frame around it, checked, hinted and solved', async ({ page }) => {
  await openApp(page);
  await paste(page, CORPUS[17]);
  const board = page.getByRole('grid', { name: 'Sudoku board' });
  const clues = page.locator('.constraint-overlay.framed text.sandwich');
  const clueCount = await clues.count();
  expect(clueCount).toBeGreaterThan(0);
  // Every clue sits outside the grid, beside a row or above a column, and the page still fits.
  const grid = await board.boundingBox();
  for (const box of await clues.evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().toJSON()))) {
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const outside = centre.x < grid.x || centre.x > grid.x + grid.width || centre.y < grid.y || centre.y > grid.y + grid.height;
    expect(outside, JSON.stringify({ box, grid })).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shot(page, 'constraints-sandwich-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'constraints-sandwich-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Hint' })).toBeVisible();
  await page.keyboard.press('Escape');

  // A row clue that is not 0: a 1 typed beside a 9 leaves nothing between them, so the clue
  // is broken, on its row's digits.
  const rowClues = await clues.evaluateAll((nodes) =>
    nodes.map((n) => ({ x: Number(n.getAttribute('x')), y: Number(n.getAttribute('y')), sum: Number(n.textContent) })),
  );
  const givens = await page.locator('.cell.given').evaluateAll((cells) => cells.map((c) => Number(c.id.replace('cell-', ''))));
  const box = (i) => Math.floor(i / 27) * 3 + Math.floor((i % 9) / 3);
  const sees = (a, b) => Math.floor(a / 9) === Math.floor(b / 9) || a % 9 === b % 9 || box(a) === box(b);
  const place = (r) => {
    const one = SANDWICH_SOLUTION.slice((r - 1) * 9, r * 9).indexOf('1') + 1;
    return { row: r, one, beside: one < 9 ? one + 1 : one - 1 };
  };
  // A row whose 1 and the 9 beside it no given sees, so that only the clue can break.
  const { row, one, beside } = rowClues
    .filter((clue) => clue.x < 0 && clue.sum > 0)
    .map((clue) => place(Math.floor(clue.y / 100) + 1))
    .find((p) => givens.every((g) => !sees(g, (p.row - 1) * 9 + p.one - 1) && !sees(g, (p.row - 1) * 9 + p.beside - 1)));
  expect(row, 'a row with a clue that no given sees').toBeDefined();
  await typeInCell(page, row, one, '1');
  await typeInCell(page, row, beside, '9');
  await expect(cellAt(page, row, beside)).toHaveClass(/conflict/);
  await typeInCell(page, row, beside, SANDWICH_SOLUTION[(row - 1) * 9 + beside - 1]);
  await expect(cellAt(page, row, beside)).not.toHaveClass(/conflict/);

  for (let i = 0; i < 81; i++) {
    if (givens.includes(i)) continue;
    await typeInCell(page, Math.floor(i / 9) + 1, (i % 9) + 1, SANDWICH_SOLUTION[i]);
  }
  await expect(page.locator('.complete')).toContainText(/^Solved in \d+:\d\d with 1 hint\./);
  await page.reload();
  await expect(page.locator('.constraint-overlay text.sandwich')).toHaveCount(clueCount);
});

// A 4x4 f-puzzles document: an arrow (bulb r1c4, shaft r1c3 and r2c3) and a region-sum line
// (r4c1, r4c2 in the bottom-left box, then r3c3, r3c4 in the bottom-right one). The givens
// alone allow two solutions; the arrow keeps one.
const SUMS = JSON.stringify({
  size: 4,
  grid: [
    [{ value: 1, given: true }, { value: 2, given: true }, {}, {}],
    [{ value: 3, given: true }, { value: 4, given: true }, {}, { value: 2, given: true }],
    [{ value: 2, given: true }, { value: 1, given: true }, {}, {}],
    [{}, {}, { value: 2, given: true }, { value: 1, given: true }],
  ],
  arrow: [{ cells: ['R1C4'], lines: [['R1C4', 'R1C3', 'R2C3']] }],
  regionsumline: [{ lines: [['R4C1', 'R4C2', 'R3C3', 'R3C4']] }],
});
const SUMS_SOLUTION = '1234341221434321';

test('the combination helper lists the digits of an arrow shaft and of a region-sum stretch', async ({ page }) => {
  await openApp(page);
  await paste(page, SUMS);
  const helper = page.getByRole('region', { name: 'Sum combinations' });
  await expect(helper).toContainText('Select a cell of an arrow or a region sum line to see the digits it can hold.');

  // The shaft's two cells share column 3: each total the bulb (1 to 4) can read, without repeats.
  await cell(page, 1, 3, 4).click();
  await expect(helper.locator('.cage-title')).toHaveText('Arrow shaft, 2 cells:');
  await expect(helper.getByRole('listitem')).toHaveText(['3: 12', '4: 13']);
  // The bulb shows its shaft; a 3 placed on the shaft leaves 1 + 3.
  await cell(page, 1, 4, 4).click();
  await expect(helper.getByRole('listitem')).toHaveText(['3: 12', '4: 13']);
  await typeInCell(page, 1, 3, '3');
  await expect(helper.getByRole('listitem')).toHaveText(['4: 13']);
  await expectAccessible(page);

  // Each box's stretch of the line makes the same total; the sets of one total share a line.
  await cell(page, 4, 1, 4).click();
  await expect(helper.locator('.cage-title')).toHaveText('Region sum stretch, 2 cells:');
  await expect(helper.getByRole('listitem')).toHaveText(['3: 12', '4: 13', '5: 14 23', '6: 24', '7: 34']);
  // A 4 in the other stretch's r3c3 keeps the totals 5 to 7 it can make with 1 to 3.
  await typeInCell(page, 3, 3, '4');
  await cell(page, 4, 2, 4).click();
  await expect(helper.getByRole('listitem')).toHaveText(['5: 14 23', '6: 24', '7: 34']);
  await shot(page, 'constraints-sum-helper-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'constraints-sum-helper-dark');
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });

  for (let i = 0; i < 16; i++) {
    const [row, column] = [Math.floor(i / 4) + 1, (i % 4) + 1];
    if ([3, 6, 11, 12, 13].includes(i)) await typeInCell(page, row, column, SUMS_SOLUTION[i]);
  }
  await expect(page.locator('.complete')).toContainText(/^Solved in \d+:\d\d/);
});

test('at 390x844 a thermometer hint at its third level keeps its text, Apply and Close in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page);
  await paste(page, THERMOMETERS);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const hint = page.getByRole('region', { name: 'Hint' });
  await hint.getByRole('button', { name: 'Tell me more' }).click();
  await hint.getByRole('button', { name: 'Tell me more' }).click();
  await expect(hint.locator('.hint-text')).toContainText('Thermometer r');
  for (const locator of [hint.locator('.hint-text'), hint.getByRole('button', { name: 'Apply' }), hint.getByRole('button', { name: 'Close' })]) {
    const box = await locator.boundingBox();
    expect(box.y + box.height, `${locator} within the height`).toBeLessThanOrEqual(844);
  }
});

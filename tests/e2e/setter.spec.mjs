// The setter in setup: draw a thermometer, an arrow and a white dot with the mouse over an
// empty board, type givens while the status line counts the solutions after each edit (and,
// once unique, says what the logical solver needs), press Done, play, and share: the link
// brings the same constraints back. A refused drawing says why and changes nothing. A puzzle
// being set is kept over a reload. A killer cage is dragged out, its sum typed, and it stays
// over a reload and in the link. The palette's tools, in their groups, come into view on a
// phone and a laptop with Done in view.
import { test, expect } from '@playwright/test';
import { openGame, cell, emptyBoard, expectAccessible, menuAction, pastePuzzle, shot, WELCOME, SOLUTION } from './play-helpers.mjs';

let errors;
test.beforeEach(async ({ page }) => {
  errors = await openGame(page);
});
test.afterEach(() => expect(errors).toEqual([]));

const overlay = (page) => page.locator('.constraint-overlay');
const status = (page) => page.getByRole('status');
const verdict = (page) => page.locator('.verdict');
const SEVERAL = '2 or more solutions: the shaded cells differ between two of them.';

async function tool(page, name) {
  await page.getByRole('group', { name: "Setter's tool" }).getByRole('button', { name, exact: true }).click();
}

/** Presses on the cell at (r, c) at (fx, fy) of its width and height, drags through the
 * centres of the cells `through` one by one, and releases. */
async function drawThrough(page, cells) {
  const centre = async ([r, c]) => {
    const box = await cell(page, r, c).boundingBox();
    return [box.x + box.width / 2, box.y + box.height / 2];
  };
  const [x, y] = await centre(cells[0]);
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (const next of cells.slice(1)) {
    const [nx, ny] = await centre(next);
    await page.mouse.move(nx, ny, { steps: 4 });
  }
  await page.mouse.up();
}

async function pressAt(page, r, c, fx, fy) {
  const box = await cell(page, r, c).boundingBox();
  await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
}

/** Every shape drawn over the board, by class. */
async function shapes(page) {
  return overlay(page).locator('*').evaluateAll((nodes) => nodes.map((n) => `${n.tagName}.${n.getAttribute('class')}`).sort());
}

test('draw a thermometer, an arrow and a dot, set a unique puzzle, play it and share it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await emptyBoard(page, 3, 3);
  // On the classic puzzle's solution: column 6 from r4 up reads 1 2 5 8 (a thermometer),
  // r9c9 = 9 = r8c9 + r7c9 = 5 + 4 (an arrow), r1c4 and r1c5 are 6 and 7 (a white dot).
  await tool(page, 'Thermometer');
  await drawThrough(page, [[4, 6], [3, 6], [2, 6], [1, 6]]);
  await expect(overlay(page).locator('polyline.thermo')).toHaveCount(1);
  await tool(page, 'Arrow');
  await drawThrough(page, [[9, 9], [8, 9], [7, 9]]);
  await expect(overlay(page).locator('circle.arrow-bulb')).toHaveCount(1);
  await expect(overlay(page).locator('polyline.arrow-shaft')).toHaveCount(2); // the shaft and its head
  await tool(page, 'White dot');
  await pressAt(page, 1, 4, 0.95, 0.5);
  await expect(overlay(page).locator('circle.dot-white')).toHaveCount(1);
  await expect(verdict(page)).toHaveText(SEVERAL);
  await expect(page.locator('.cell.differs').first()).toBeVisible();
  await shot(page, 'setter-drawn');
  await expectAccessible(page);
  // Undo and Redo take the dot off and put it back.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(overlay(page).locator('circle.dot-white')).toHaveCount(0);
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(overlay(page).locator('circle.dot-white')).toHaveCount(1);
  const drawn = await shapes(page);

  await tool(page, 'Givens');
  for (let i = 0; i < 81; i += 1) {
    if (WELCOME[i] === '.') continue;
    await cell(page, Math.floor(i / 9) + 1, (i % 9) + 1).click();
    await page.keyboard.press(WELCOME[i]);
  }
  // Unique: the logical solver then says what its solve needs, hardest technique first.
  await expect(verdict(page)).toHaveText(/^Unique: one solution\. Logic solves it \(Easy\): [A-Z][a-z]+( [A-Z][a-z]+)* \d+(, [A-Z][a-z]+( [A-Z][a-z]+)* \d+)*\.$/);
  await expect(page.locator('.cell.differs')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(status(page)).toHaveText('Your puzzle is ready: the givens are locked.');
  expect(await shapes(page)).toEqual(drawn);
  await cell(page, 1, 3).click();
  await page.keyboard.press(SOLUTION[2]);
  await expect(cell(page, 1, 3)).toHaveAttribute('aria-label', `row 1, column 3, ${SOLUTION[2]}`);

  await menuAction(page, 'Copy link');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain('rules=');
  const other = await context.newPage();
  await other.goto(link);
  await expect(other.getByRole('gridcell', { name: 'row 1, column 1, 5, given' })).toBeVisible();
  expect(await shapes(other)).toEqual(drawn);
  await other.close();

  // "Open in SudokuPad" carries them too: its link, pasted back, draws the same shapes.
  await page.evaluate(() => {
    window.__opened = [];
    window.open = (url) => {
      window.__opened.push(url);
      return null;
    };
  });
  await menuAction(page, 'Open in SudokuPad');
  const [sudokupad] = await page.evaluate(() => window.__opened);
  await expect(await pastePuzzle(page, sudokupad)).toBeHidden();
  await expect(cell(page, 1, 3)).toHaveAttribute('aria-label', 'row 1, column 3, empty');
  expect(await shapes(page)).toEqual(drawn);
});

test('renban and German whispers lines, X and V marks and a quadruple are drawn with their tools', async ({ page }) => {
  await emptyBoard(page, 3, 3);
  await tool(page, 'Renban');
  await drawThrough(page, [[1, 1], [1, 2], [1, 3]]);
  await expect(overlay(page).locator('polyline.renban')).toHaveCount(1);
  await tool(page, 'German whispers');
  await drawThrough(page, [[3, 1], [3, 2], [4, 3]]);
  await expect(overlay(page).locator('polyline.whispers')).toHaveCount(1);
  await tool(page, 'X');
  await pressAt(page, 5, 5, 0.95, 0.5);
  await tool(page, 'V');
  await pressAt(page, 7, 7, 0.5, 0.95);
  await expect(overlay(page).locator('text.xv')).toHaveText(['X', 'V']);
  await expect(verdict(page)).toHaveText(SEVERAL);
  await shot(page, 'setter-lines-and-xv');
  await expectAccessible(page);
  // A second mark on the same edge is refused by name.
  await tool(page, 'V');
  await pressAt(page, 5, 6, 0.05, 0.5);
  await expect(status(page)).toHaveText('there is already a dot, X or V between r5c5 and r5c6');
  await expect(overlay(page).locator('text.xv')).toHaveCount(2);

  // A quadruple: a press near an inner corner, then its digits typed, one taken off.
  await tool(page, 'Quadruple');
  await pressAt(page, 8, 2, 0.5, 0.5);
  await expect(status(page)).toHaveText('This clue sits on the corner of four cells: press nearer an inner corner.');
  await pressAt(page, 8, 2, 0.92, 0.9);
  await expect(status(page)).toHaveText('Type the digits these four cells hold.');
  for (const key of ['7', '3', '9']) await page.keyboard.press(key);
  await expect(overlay(page).locator('circle.quadruple')).toHaveCount(1);
  await expect(overlay(page).locator('text.quadruple-digits')).toHaveText('3 7 9');
  await page.keyboard.press('Backspace');
  await expect(overlay(page).locator('text.quadruple-digits')).toHaveText('3 7');
  await expect(cell(page, 8, 2)).toHaveAttribute('aria-label', /^row 8, column 2, empty/);
  await shot(page, 'setter-quadruple');
  await expectAccessible(page);
});

/** The point at (fx, fy) of the cell at (r, c). */
async function pointIn(page, r, c, fx = 0.5, fy = 0.5) {
  const box = await cell(page, r, c).boundingBox();
  return [box.x + box.width * fx, box.y + box.height * fy];
}

// From r8c5 to r9c4 the pointer passes the corner the four cells share; a hand goes a
// little into r9c5 on the way. The thermometer takes the two cells it was drawn through.
const DIAGONAL = [[8, 5, 0.5, 0.5], [9, 5, 0.12, 0.1], [9, 4, 0.88, 0.12], [9, 4, 0.5, 0.5]];

test('a diagonal drag draws a diagonal thermometer, by mouse and by touch', async ({ page }) => {
  await emptyBoard(page, 3, 3);
  await tool(page, 'Thermometer');
  const thermo = overlay(page).locator('polyline.thermo');
  const [x, y] = await pointIn(page, ...DIAGONAL[0]);
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (const point of DIAGONAL.slice(1)) await page.mouse.move(...(await pointIn(page, ...point)), { steps: 3 });
  await page.mouse.up();
  await expect(thermo).toHaveCount(1);
  expect((await thermo.getAttribute('points')).split(' ')).toHaveLength(2);

  // A finger the same way, one cell to the left.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(thermo).toHaveCount(0);
  const touch = await page.context().newCDPSession(page);
  const points = [];
  for (const [r, c, fx, fy] of DIAGONAL) points.push(await pointIn(page, r, c - 1, fx, fy));
  const at = ([px, py]) => [{ x: Math.round(px), y: Math.round(py) }];
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(points[0]) });
  for (let i = 1; i < points.length; i += 1) {
    const [from, to] = [points[i - 1], points[i]];
    for (const t of [1 / 3, 2 / 3, 1]) {
      const point = [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t];
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(point) });
    }
  }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(thermo).toHaveCount(1);
  expect((await thermo.getAttribute('points')).split(' ')).toHaveLength(2);
});

test('a one-cell thermometer is refused with its reason and changes nothing', async ({ page }) => {
  await emptyBoard(page, 3, 3);
  await tool(page, 'Thermometer');
  await drawThrough(page, [[5, 5]]);
  await expect(status(page)).toHaveText('a thermometer needs at least 2 cells');
  await expect(overlay(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
});

test('a puzzle being set is kept over a reload, still in setup', async ({ page }) => {
  await emptyBoard(page, 3, 3);
  await tool(page, 'Thermometer');
  await drawThrough(page, [[4, 6], [3, 6], [2, 6], [1, 6]]);
  await tool(page, 'Givens');
  await cell(page, 1, 1).click();
  await page.keyboard.press(WELCOME[0]);
  await expect(verdict(page)).toHaveText(SEVERAL);
  await page.reload();
  await expect(page.getByRole('group', { name: "Setter's tool" })).toBeVisible();
  await expect(overlay(page).locator('polyline.thermo')).toHaveCount(1);
  await expect(cell(page, 1, 1)).toHaveAttribute('aria-label', `row 1, column 1, ${WELCOME[0]}`);
  await expect(verdict(page)).toHaveText(SEVERAL);
  // Still setup's rules: the same digit twice in a row is refused; Done makes it a given.
  await cell(page, 1, 2).click();
  await page.keyboard.press(WELCOME[0]);
  await expect(cell(page, 1, 2)).toHaveAttribute('aria-label', 'row 1, column 2, empty');
  // Done warns first about a puzzle with several solutions, and locks it when pressed again.
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(status(page)).toHaveText('This puzzle has 2 or more solutions: press Done again to lock it anyway.');
  await expect(page.getByRole('group', { name: "Setter's tool" })).toBeVisible();
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(cell(page, 1, 1)).toHaveAttribute('aria-label', `row 1, column 1, ${WELCOME[0]}, given`);
  await expect(overlay(page).locator('polyline.thermo')).toHaveCount(1);
});

test('killer cages are dragged out, over each other too, their sums typed, kept over a reload and in the link, and erased', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await emptyBoard(page, 3, 3);
  await tool(page, 'Killer cage');
  // The tool says how it is used as soon as it is chosen, and asks for the sum once drawn.
  await expect(page.locator('.tool-instructions')).toHaveText("Killer cage: Drag over cells that join side by side, then type the cage's sum.");
  const centre = async (r, c) => {
    const box = await cell(page, r, c).boundingBox();
    return [box.x + box.width / 2, box.y + box.height / 2];
  };
  await page.mouse.move(...(await centre(1, 1)));
  await page.mouse.down();
  await page.mouse.move(...(await centre(1, 2)), { steps: 4 });
  await page.mouse.move(...(await centre(2, 2)), { steps: 4 });
  // The outline follows the pointer before the cage is made.
  await expect(page.locator('.cage-overlay path.cage-drawn')).toHaveCount(1);
  await expect(page.locator('.cage-overlay path.cage-line:not(.cage-drawn)')).toHaveCount(0);
  await page.mouse.up();
  await expect(page.locator('.cage-overlay path.cage-drawn')).toHaveCount(0);
  await expect(page.locator('.cage-overlay path.cage-line')).toHaveCount(1);
  await expect(status(page)).toHaveText("Type the cage's sum (or leave it without one).");
  // 2 is too small for three cells, but 20 is a sum they can make.
  await page.keyboard.press('2');
  await expect(status(page)).toHaveText('3 cells cannot sum to 2 (their sums run 6 to 24)');
  // The sum typed so far shows in the cage, marked as not the cage's yet.
  const anchor = cell(page, 1, 1);
  await expect(anchor.locator('.cage-sum.typed')).toHaveText('2');
  await expect(anchor).toHaveAttribute('aria-label', 'row 1, column 1, empty, cage sum typed so far 2');
  await page.keyboard.press('0');
  await expect(anchor).toHaveAttribute('aria-label', 'row 1, column 1, empty, cage 20');
  await expect(anchor.locator('.cage-sum')).toHaveText('20');
  await expect(anchor.locator('.cage-sum')).not.toHaveClass(/typed/);
  await expect(verdict(page)).toHaveText(SEVERAL);
  await page.keyboard.press('5');
  await expect(status(page)).toHaveText('3 cells cannot sum to 205 (their sums run 6 to 24)');
  await expect(anchor.locator('.cage-sum')).toHaveText('20');
  // A cage over another's cells is a cage of its own, drawn inside it, with its own sum.
  const overlapping = overlay(page).locator('polyline.killer-cage');
  await drawThrough(page, [[2, 2], [2, 3]]);
  await expect(status(page)).toHaveText("Type the cage's sum (or leave it without one).");
  await page.keyboard.press('1');
  await page.keyboard.press('7');
  await expect(overlay(page).locator('text.killer-cage-sum')).toHaveText('17');
  await expect(overlapping).not.toHaveCount(0);
  await expect(page.locator('.cage-overlay path.cage-line')).toHaveCount(1);
  await expect(anchor).toHaveAttribute('aria-label', 'row 1, column 1, empty, cage 20');
  // A press on the shared cell chooses the board's cage, and again the cage over it.
  await pressAt(page, 2, 2, 0.5, 0.5);
  await expect(status(page)).toHaveText("Type the cage's new sum, or Backspace to take a digit off.");
  await page.keyboard.press('Backspace');
  await expect(anchor).toHaveAttribute('aria-label', 'row 1, column 1, empty, cage sum typed so far 2');
  await page.keyboard.press('4');
  await expect(anchor).toHaveAttribute('aria-label', 'row 1, column 1, empty, cage 24');
  await pressAt(page, 2, 2, 0.5, 0.5);
  await page.keyboard.press('Backspace');
  await expect(overlay(page).locator('text.killer-cage-sum')).toHaveCount(0);
  await page.keyboard.press('Backspace');
  await page.keyboard.press('1');
  await page.keyboard.press('3');
  await expect(overlay(page).locator('text.killer-cage-sum')).toHaveText('13');
  await expect(anchor).toHaveAttribute('aria-label', 'row 1, column 1, empty, cage 24');
  await shot(page, 'setter-cage');
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('group', { name: "Setter's tool" })).toBeVisible();
  await expect(anchor).toHaveAttribute('aria-label', 'row 1, column 1, empty, cage 24');
  await expect(page.locator('.cage-overlay path.cage-line')).toHaveCount(1);
  await expect(overlay(page).locator('text.killer-cage-sum')).toHaveText('13');
  // The undo line is kept over the reload: undo takes the last digit off, redo puts it back.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(overlay(page).locator('text.killer-cage-sum')).toHaveCount(0);
  await expect(anchor).toHaveAttribute('aria-label', 'row 1, column 1, empty, cage 24');
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(overlay(page).locator('text.killer-cage-sum')).toHaveText('13');

  // The eraser takes both cages through the cell.
  await tool(page, 'Erase constraint');
  await pressAt(page, 2, 2, 0.5, 0.5);
  await expect(page.locator('.cage-overlay')).toHaveCount(0);
  await expect(overlapping).toHaveCount(0);
  await expect(anchor).toHaveAttribute('aria-label', 'row 1, column 1, empty');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(anchor).toHaveAttribute('aria-label', 'row 1, column 1, empty, cage 24');
  await expect(overlay(page).locator('text.killer-cage-sum')).toHaveText('13');

  await expect(verdict(page)).toHaveText(SEVERAL);
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(status(page)).toHaveText('This puzzle has 2 or more solutions: press Done again to lock it anyway.');
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(status(page)).toHaveText('Your puzzle is ready: the givens are locked.');
  await menuAction(page, 'Copy link');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const other = await context.newPage();
  await other.goto(link);
  await expect(cell(other, 1, 1)).toHaveAttribute('aria-label', 'row 1, column 1, empty, cage 24');
  await expect(other.locator('.cage-overlay path.cage-line')).toHaveCount(1);
  await expect(other.locator('.constraint-overlay text.killer-cage-sum')).toHaveText('13');
  await other.close();
});

test('on a phone the frame for clues beside the grid is in view and takes a clue, the grid keeping its size', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await emptyBoard(page, 3, 3);
  const first = await cell(page, 1, 1).boundingBox();
  await tool(page, 'Sandwich');
  const slot = overlay(page).locator('rect.frame-slot[data-place="r0c3"]');
  await expect(slot).toBeInViewport({ ratio: 1 });
  await slot.click();
  await page.keyboard.press('7');
  await expect(overlay(page).locator('text.sandwich')).toHaveText('7');
  expect(await cell(page, 1, 1).boundingBox()).toEqual(first);
  await expect(page.getByRole('button', { name: 'Done', exact: true })).toBeInViewport({ ratio: 1 });
});

test('sandwich sums, X-sums and skyscrapers are written on the frame beside the grid', async ({ page }) => {
  await emptyBoard(page, 3, 3);
  const board = page.getByRole('grid', { name: 'Sudoku board' });
  await expect(board).not.toHaveClass(/framed/);
  await tool(page, 'Sandwich');
  // The frame shows while a tool for it is in hand; a press on a cell says where to press.
  await expect(board).toHaveClass(/framed/);
  await pressAt(page, 5, 5, 0.5, 0.5);
  await expect(status(page)).toHaveText('This clue sits beside the grid: press the frame around it.');
  await overlay(page).locator('rect.frame-slot[data-place="r0c3"]').click();
  await expect(status(page)).toHaveText("Type the sandwich's number.");
  await expect(cell(page, 9, 3)).toHaveAttribute('aria-selected', 'true');
  for (const key of ['1', '5']) await page.keyboard.press(key);
  await expect(overlay(page).locator('text.sandwich')).toHaveText('15');
  await page.keyboard.press('Backspace');
  await expect(overlay(page).locator('text.sandwich')).toHaveText('1');
  // The pad's 0 key types a 0 behind a clue's number, as behind a cage's sum.
  await page.getByRole('button', { name: '0', exact: true }).click();
  await expect(overlay(page).locator('text.sandwich')).toHaveText('10');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('8');
  await tool(page, 'X-sum');
  await overlay(page).locator('rect.frame-slot[data-place="r4c10"]').click();
  await page.keyboard.press('6');
  await expect(overlay(page).locator('text.x-sum')).toHaveText('6');
  await tool(page, 'Skyscraper');
  await overlay(page).locator('rect.frame-slot[data-place="r10c9"]').click();
  await page.keyboard.press('9');
  await page.keyboard.press('0');
  await expect(status(page)).toHaveText('skyscraper at r10c9: 90 skyscrapers cannot be seen in a row of 9');
  await expect(overlay(page).locator('text.skyscraper')).toHaveText('9');
  await shot(page, 'setter-outside');
  await expectAccessible(page);

  // Another tool: the frame stays, for the clues on it, but is no longer pressable.
  await tool(page, 'Givens');
  await expect(board).toHaveClass(/framed/);
  await expect(overlay(page).locator('rect.frame-slot')).toHaveCount(0);
  await page.reload();
  await expect(overlay(page).locator('text.sandwich')).toHaveText('18');
  await expect(overlay(page).locator('text.x-sum')).toHaveText('6');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(overlay(page).locator('text.skyscraper')).toHaveCount(0);
});

// The palette's first tools of each group (every tool, in its group, is in
// setter-families.spec.mjs).
const GROUPS = [
  ['Digits', ['Givens']],
  ['Lines', ['Thermometer', 'Slow thermometer', 'Arrow', 'Renban', 'German whispers']],
  ['Dots & marks', ['White dot', 'Black dot', 'X', 'V', 'Even']],
  ['Areas', ['Killer cage', 'Extra region', 'Clone', 'Pencil marks']],
  ['Outside', ['Sandwich', 'X-sum', 'Skyscraper', 'Little killer']],
  ['Rules of the board', ['Anti-knight', 'Anti-king']],
  ['Erase', ['Erase constraint']],
];

for (const size of [{ width: 390, height: 844, phone: true }, { width: 1280, height: 800, phone: false }]) {
  test(`at ${size.width}x${size.height} every tool, in its group, and Done are in view; tools toggle by key`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await emptyBoard(page, 3, 3);
    const palette = page.getByRole('group', { name: "Setter's tool" });
    for (const [group, names] of GROUPS) {
      const buttons = palette.getByRole('group', { name: group, exact: true }).getByRole('button');
      for (const [i, name] of names.entries()) await expect(buttons.nth(i)).toHaveText(name);
    }
    const inView = async (locator) => {
      const box = await locator.boundingBox();
      expect(box, `${locator} has a box`).not.toBeNull();
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${locator} within the width`).toBeLessThanOrEqual(size.width + 0.5);
      expect(box.y + box.height, `${locator} within the height`).toBeLessThanOrEqual(size.height + 0.5);
      return box;
    };
    // The palette scrolls within its own height: each tool comes into view in it.
    for (const name of GROUPS.flatMap(([, names]) => names)) {
      await palette.getByRole('button', { name, exact: true }).scrollIntoViewIfNeeded();
      const box = await inView(palette.getByRole('button', { name, exact: true }));
      if (size.phone) expect(Math.min(box.width, box.height), `${name} is a 44px target`).toBeGreaterThanOrEqual(44);
    }
    for (const name of ['Undo', 'Redo', 'Check', 'Done']) await inView(page.getByRole('button', { name, exact: true }));
    const overflow = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      names: [...document.querySelectorAll('.setter-palette button')].filter((b) => b.scrollWidth > b.clientWidth).map((b) => b.textContent),
    }));
    expect(overflow).toEqual({ page: 0, names: [] });
    // Each tool's instructions, and the verdict once something is drawn, are in view whole.
    await tool(page, 'Thermometer');
    const instructions = page.locator('.tool-instructions');
    await expect(instructions).toHaveText(/^Thermometer: Drag from the bulb along the cells, or choose them/);
    await inView(instructions);
    await drawThrough(page, [[4, 6], [3, 6], [2, 6]]);
    await expect(verdict(page)).toHaveText(SEVERAL);
    await inView(verdict(page));
    for (const name of ['Undo', 'Redo', 'Check', 'Done']) await inView(page.getByRole('button', { name, exact: true }));
    await tool(page, 'Givens');
    // One tool pressed at a time, chosen from the keyboard as well as by pointer.
    const pressed = () => palette.locator('button[aria-pressed="true"]');
    await expect(pressed()).toHaveText(['Givens']);
    await palette.getByRole('button', { name: 'Renban', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(pressed()).toHaveText(['Renban']);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(pressed()).toHaveText(['German whispers']);
    for (const theme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme: theme });
      await shot(page, `setter-palette-${size.width}x${size.height}-${theme}`);
      await expectAccessible(page);
    }
  });
}

/** Presses Tab until the focus is on the button named `name` (keys only). */
async function tabTo(page, name) {
  for (let i = 0; i < 160; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const e = document.activeElement;
      return e && e.tagName === 'BUTTON' ? (e.getAttribute('aria-label') ?? e.textContent).trim() : null;
    });
    if (focused === name) return;
  }
  throw new Error(`no button ${name} within 160 presses of Tab`);
}

/** Moves the board's cursor from `from` to `to` ([row, column]) with the arrows, Shift held
 * with `extend`; returns `to`. */
async function arrowTo(page, from, to, extend = false) {
  const [dr, dc] = [to[0] - from[0], to[1] - from[1]];
  const modifier = extend ? 'Shift+' : '';
  for (let i = 0; i < Math.abs(dr); i += 1) await page.keyboard.press(`${modifier}${dr > 0 ? 'ArrowDown' : 'ArrowUp'}`);
  for (let i = 0; i < Math.abs(dc); i += 1) await page.keyboard.press(`${modifier}${dc > 0 ? 'ArrowRight' : 'ArrowLeft'}`);
  return to;
}

test('keys alone: a thermometer, an arrow and a dot are drawn and the givens typed until the puzzle is unique', async ({ page }) => {
  // New game, then setup, by Tab and Enter.
  await page.locator('body').focus();
  await tabTo(page, 'New game');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await expect(dialog).toBeVisible();
  await tabTo(page, 'Enter a puzzle (setup)');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: "Setter's tool" })).toBeVisible();
  await expect(page.getByRole('gridcell')).toHaveCount(81);

  // The same puzzle as drawn by mouse above: column 6 from r4 up, r9c9 from r8c9 and r7c9,
  // a white dot between r1c4 and r1c5.
  await tabTo(page, 'Thermometer');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight'); // the first arrow puts the cursor on r1c1
  let at = await arrowTo(page, [1, 1], [4, 6]);
  at = await arrowTo(page, at, [1, 6], true);
  await expect(page.getByRole('grid', { name: 'Sudoku board' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(overlay(page).locator('polyline.thermo')).toHaveCount(1);
  await tabTo(page, 'Arrow');
  await page.keyboard.press('Enter');
  at = await arrowTo(page, at, [9, 9]);
  at = await arrowTo(page, at, [7, 9], true);
  await page.keyboard.press('Enter');
  await expect(overlay(page).locator('circle.arrow-bulb')).toHaveCount(1);
  await tabTo(page, 'White dot');
  await page.keyboard.press('Enter');
  at = await arrowTo(page, at, [1, 4]);
  at = await arrowTo(page, at, [1, 5], true);
  await page.keyboard.press(' ');
  await expect(overlay(page).locator('circle.dot-white')).toHaveCount(1);
  await expect(verdict(page)).toHaveText(SEVERAL);

  await tabTo(page, 'Givens');
  await page.keyboard.press('Enter');
  for (let i = 0; i < 81; i += 1) {
    if (WELCOME[i] === '.') continue;
    at = await arrowTo(page, at, [Math.floor(i / 9) + 1, (i % 9) + 1]);
    await page.keyboard.press(WELCOME[i]);
  }
  await expect(verdict(page)).toHaveText(/^Unique: one solution\. Logic solves it/);
  await tabTo(page, 'Done');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Your puzzle is ready: the givens are locked.');
  await expect(cell(page, 1, 1)).toHaveAttribute('aria-label', `row 1, column 1, ${WELCOME[0]}, given`);
  await expect(overlay(page).locator('polyline.thermo')).toHaveCount(1);
});

test('from the keyboard each tool takes its cells and its number: a cage, a quadruple, an X and a sandwich', async ({ page }) => {
  await emptyBoard(page, 3, 3);
  const board = page.getByRole('grid', { name: 'Sudoku board' });
  // Givens: a digit typed on three cells is a given in each (here refused: one house).
  await board.focus();
  await page.keyboard.press('ArrowRight'); // the first arrow puts the cursor on r1c1
  let at = await arrowTo(page, [1, 1], [2, 2]);
  at = await arrowTo(page, at, [2, 4], true);
  await page.keyboard.press('5');
  await expect(status(page)).toHaveText('5 is already in r2c2, which shares a house with r2c3');
  // The cage tool: the same keys make a cage of the three cells and 15 its sum.
  await tool(page, 'Killer cage');
  at = await arrowTo(page, at, [2, 2]);
  at = await arrowTo(page, at, [2, 4], true);
  await page.keyboard.press('1');
  await page.keyboard.press('5');
  await expect(cell(page, 2, 2)).toHaveAttribute('aria-label', 'row 2, column 2, empty, cage 15');
  // A line tool takes no number: it says how to draw instead of writing a digit.
  await tool(page, 'Renban');
  at = await arrowTo(page, at, [5, 5]);
  await page.keyboard.press('5');
  await expect(status(page)).toHaveText('Renban takes no number: Enter draws it on the selected cells. Choose Givens to type digits.');
  await expect(cell(page, 5, 5)).toHaveAttribute('aria-label', 'row 5, column 5, empty');
  // A quadruple: a 2x2 square, then its digits.
  await tool(page, 'Quadruple');
  at = await arrowTo(page, at, [7, 7]);
  at = await arrowTo(page, at, [7, 8], true);
  at = await arrowTo(page, at, [8, 8], true);
  at = await arrowTo(page, at, [8, 7], true);
  await page.keyboard.press('3');
  await page.keyboard.press('8');
  await expect(overlay(page).locator('text.quadruple-digits')).toHaveText('3 8');
  // An X: two cells, then Space.
  await tool(page, 'X');
  at = await arrowTo(page, at, [5, 1]);
  at = await arrowTo(page, at, [5, 2], true);
  await page.keyboard.press(' ');
  await expect(overlay(page).locator('text.xv')).toHaveText(['X']);
  // A sandwich beside the cell at the grid's edge.
  await tool(page, 'Sandwich');
  at = await arrowTo(page, at, [9, 3]);
  await page.keyboard.press('2');
  await page.keyboard.press('1');
  await expect(overlay(page).locator('text.sandwich')).toHaveText('21');
  await expectAccessible(page);
});

for (const [width, height] of [[1280, 800], [390, 844]]) test(`a setter session at ${width}x${height} moves the page by less than 0.05 of layout shift`, async ({ page }) => {
  await page.setViewportSize({ width, height });
  // Every shift counts here, those right after a press too (cumulative layout shift leaves
  // them out): what the setter sees move while choosing tools and drawing.
  await page.addInitScript(() => {
    window.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.reload();
  await emptyBoard(page, 3, 3);
  await page.waitForTimeout(300);
  await page.evaluate(() => { window.__shift = 0; });
  await tool(page, 'Thermometer');
  await drawThrough(page, [[4, 6], [3, 6], [2, 6]]);
  await expect(verdict(page)).toHaveText(SEVERAL);
  for (const name of ['Killer cage', 'Sandwich', 'Quadruple', 'X-sum', 'White dot', 'Erase constraint', 'Givens']) {
    await tool(page, name);
    await page.waitForTimeout(150);
  }
  await cell(page, 1, 1).click();
  await page.keyboard.press('5');
  await expect(verdict(page)).toHaveText(SEVERAL);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.__shift)).toBeLessThan(0.05);
  // The board keeps the frame's room within the screen: the pad's last row is in view.
  await expect(page.getByRole('button', { name: 'Done', exact: true })).toBeInViewport({ ratio: 1 });
});

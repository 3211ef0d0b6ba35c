// Help from the computer: check, hints in three levels, the solution (cycling when there
// are several), the solution log, and finishing a puzzle.
import { test, expect } from '@playwright/test';
import { openGame, cell, expectLabel, expectAccessible, shot, waitForRating, SOLUTION, WELCOME, menuAction } from './play-helpers.mjs';

let errors;
test.beforeEach(async ({ page }) => {
  errors = await openGame(page);
  await waitForRating(page);
});
test.afterEach(() => expect(errors).toEqual([]));

test('Check marks the digits that differ from the solution', async ({ page }) => {
  await cell(page, 1, 3).click();
  await page.keyboard.press('1');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('1 digit is wrong.');
  await expectLabel(cell(page, 1, 3), /, wrong$/);
  await shot(page, 'play-check');
  await expectAccessible(page);
  await page.keyboard.press('4');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('No mistakes so far.');
});

test('a hint grows from a nudge to the whole step, and Apply makes it as one undoable move', async ({ page }) => {
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Hint' });
  await expect(panel.getByRole('heading')).toHaveText('Hint, level 1 of 3');
  await expect(panel.locator('.hint-text')).toContainText('Look for');
  await expect(page.locator('.cell.hint-pattern, .cell.hint-target')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Tell me more' }).click();
  await expect(panel.getByRole('heading')).toHaveText('Hint, level 2 of 3');
  await expect(page.locator('.cell.hint-pattern').first()).toBeVisible();
  await panel.getByRole('button', { name: 'Tell me more' }).click();
  await expect(panel.getByRole('heading')).toHaveText('Hint, level 3 of 3');
  // The welcome puzzle opens with singles: the step places a digit.
  const target = page.locator('[role=gridcell][aria-label*="hint places"]').first();
  const label = await target.getAttribute('aria-label');
  const [, row, column, digit] = label.match(/^row (\d+), column (\d+), .*hint places (\d)/);
  expect(SOLUTION[(row - 1) * 9 + (column - 1)]).toBe(digit);
  await shot(page, 'play-hint');
  await expectAccessible(page);
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel).toHaveCount(0);
  const placed = cell(page, Number(row), Number(column));
  await expectLabel(placed, `row ${row}, column ${column}, ${digit}`);
  await page.keyboard.press('Control+z');
  await expectLabel(placed, `row ${row}, column ${column}, empty`);
});

test('Solve shows the solution; the log shows the board at a chosen step', async ({ page }) => {
  await menuAction(page, 'Solve');
  const panel = page.getByRole('region', { name: 'Solutions' });
  await expect(panel).toContainText('exactly one solution');
  await expectLabel(cell(page, 1, 3), 'row 1, column 3, 4, shown');
  await panel.getByRole('button', { name: 'Back to my board' }).click();
  await expectLabel(cell(page, 1, 3), 'row 1, column 3, empty');

  await menuAction(page, 'Solution log');
  const log = page.getByRole('region', { name: 'Solution log' });
  await expect(log).toContainText('solved.');
  const steps = log.locator('.log-step');
  expect(await steps.count()).toBeGreaterThan(20);
  await steps.nth(2).click();
  await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
  // The board shows the position before step 3, with candidates and the step's cells.
  await expect(page.locator('.cell.hint-target').first()).toBeVisible();
  await expect(page.locator('[role=gridcell][aria-label*="centre marks"]').first()).toBeVisible();
  await shot(page, 'play-solution-log');
  await expectAccessible(page);
});

test('a puzzle with several solutions: Solve cycles through up to five', async ({ page }) => {
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Enter a puzzle (setup)' }).click();
  // The first two rows of the welcome puzzle only: many solutions.
  for (let i = 0; i < 18; i += 1) {
    if (WELCOME[i] === '.') continue;
    await cell(page, Math.floor(i / 9) + 1, (i % 9) + 1).click();
    await page.keyboard.press(WELCOME[i]);
  }
  // Done warns about the several solutions first, and locks the puzzle when pressed again.
  await expect(page.locator('.verdict')).toHaveText(/^2 or more solutions/);
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('This puzzle has 2 or more solutions: press Done again to lock it anyway.');
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await menuAction(page, 'Solve');
  const panel = page.getByRole('region', { name: 'Solutions' });
  await expect(panel.getByRole('heading')).toHaveText('Solution 1 of 5');
  await expect(panel).toContainText('at least 5 solutions');
  const first = await page.getByRole('grid').innerText();
  await panel.getByRole('button', { name: 'Next solution' }).click();
  await expect(panel.getByRole('heading')).toHaveText('Solution 2 of 5');
  expect(await page.getByRole('grid').innerText()).not.toBe(first);
  await panel.getByRole('button', { name: 'Previous solution' }).click();
  await panel.getByRole('button', { name: 'Previous solution' }).click();
  await expect(panel.getByRole('heading')).toHaveText('Solution 5 of 5');
  await shot(page, 'play-solutions');
});

test('finishing the puzzle stops the clock and reports time, hints and level', async ({ page }) => {
  await cell(page, 1, 3).click();
  for (let i = 0; i < 81; i += 1) {
    if (WELCOME[i] === '.') {
      await cell(page, Math.floor(i / 9) + 1, (i % 9) + 1).click();
      await page.keyboard.press(SOLUTION[i]);
    }
  }
  await expect(page.locator('.complete')).toContainText(/^Solved in \d+:\d\d with no hints\. Level: \w+\.$/);
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeDisabled();
  await shot(page, 'play-complete');
});

test('dialogs keep the focus while open and give it back to what opened them', async ({ page }) => {
  const inDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role=dialog]')));
  const newGame = page.getByRole('button', { name: 'New game', exact: true });
  await newGame.click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await expect(dialog).toBeVisible();
  // Tab goes round the dialog's controls, both ways, and never leaves it.
  const seen = new Set();
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab');
    expect(await inDialog(), `Tab ${i + 1} stays in the dialog`).toBe(true);
    seen.add(await page.evaluate(() => document.activeElement.outerHTML.slice(0, 80)));
  }
  expect(seen.size).toBeGreaterThan(3);
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await inDialog(), `Shift+Tab ${i + 1} stays in the dialog`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(newGame).toBeFocused();

  // Help, closed with Escape: the focus is back on Help, not on the page.
  const help = page.getByRole('button', { name: 'Help', exact: true });
  await help.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(inDialog).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(help).toBeFocused();
  // Closed with its button, the same.
  await help.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(help).toBeFocused();
});

test("the hint's target cells are far in hue from the entropic line's orange, in both themes", async ({ page }) => {
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Hint' });
  await panel.getByRole('button', { name: 'Tell me more' }).click();
  await panel.getByRole('button', { name: 'Tell me more' }).click();
  await expect(page.locator('.cell.hint-target').first()).toBeVisible();
  for (const theme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: theme });
    const [hint, line] = await page.evaluate(() => {
      const rgb = (text) => text.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number);
      const probe = document.createElement('span');
      document.querySelector('.app').append(probe);
      probe.style.color = 'var(--entropic)';
      const line = rgb(getComputedStyle(probe).color);
      probe.remove();
      return [rgb(getComputedStyle(document.querySelector('.cell.hint-target')).backgroundColor), line];
    });
    const hue = ([r, g, b]) => {
      const [max, min] = [Math.max(r, g, b), Math.min(r, g, b)];
      if (max === min) return 0;
      const d = max - min;
      const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
      return h * 60;
    };
    const apart = Math.abs(hue(hint) - hue(line));
    expect(Math.min(apart, 360 - apart), `${theme}: ${hint} against ${line}`).toBeGreaterThan(90);
  }
});

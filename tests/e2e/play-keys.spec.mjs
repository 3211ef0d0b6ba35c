// The keyboard map and the entry modes, as a player uses them: digits, corner and centre
// marks, colours, red marks, moving, clearing, multi-select, highlight, undo and redo.
import { test, expect } from '@playwright/test';
import { openGame, cell, expectLabel, expectAccessible, shot, drag, menuAction, menuItem } from './play-helpers.mjs';

let errors;
test.beforeEach(async ({ page }) => {
  errors = await openGame(page);
});
test.afterEach(() => expect(errors).toEqual([]));

test('every mode writes its layer by key, and undo and redo step through each move', async ({ page }) => {
  const r1c3 = cell(page, 1, 3);
  const r1c4 = cell(page, 1, 4);
  await r1c3.click();
  await page.keyboard.press('4');
  await expectLabel(r1c3, 'row 1, column 3, 4');
  await r1c4.click();
  await page.keyboard.press('Shift+Digit1');
  await expectLabel(r1c4, 'row 1, column 4, empty, corner marks 1');
  await page.keyboard.press('Control+Digit2');
  await expectLabel(r1c4, 'row 1, column 4, empty, corner marks 1, centre marks 2');
  await page.keyboard.press('x');
  await expect(page.getByRole('group', { name: 'Entry mode' }).getByRole('button', { name: /^Corner/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: 'Number pad, Corner mode' })).toBeVisible();
  await page.keyboard.press('6');
  await page.keyboard.press('c');
  await page.keyboard.press('7');
  await expectLabel(r1c4, 'row 1, column 4, empty, corner marks 1 6, centre marks 2 7');
  await page.keyboard.press('v');
  await expect(page.getByRole('group', { name: 'Colour palette' })).toBeVisible();
  await page.keyboard.press('3');
  await page.keyboard.press('m');
  await expectLabel(r1c4, /colour 3, marked red$/);
  await expect(r1c4).toHaveClass(/colour-3/);
  await shot(page, 'play-marks-and-colours');
  await expectAccessible(page);
  await page.keyboard.press('z');
  await menuAction(page, 'Fill candidates');
  // r1c3 holds 4 by now, so row 1 has 3, 4, 5 and 7.
  await expectLabel(cell(page, 1, 9), 'row 1, column 9, empty, centre marks 2 8');

  // Undo: fill, red, colour, centre 7, corner 6, centre 2, corner 1, digit 4.
  const steps = [
    [r1c4, /colour 3, marked red$/],
    [r1c4, /centre marks 2 7, colour 3$/],
    [r1c4, 'row 1, column 4, empty, corner marks 1 6, centre marks 2 7'],
    [r1c4, 'row 1, column 4, empty, corner marks 1 6, centre marks 2'],
    [r1c4, 'row 1, column 4, empty, corner marks 1, centre marks 2'],
    [r1c4, 'row 1, column 4, empty, corner marks 1'],
    [r1c4, 'row 1, column 4, empty'],
    [r1c3, 'row 1, column 3, empty'],
  ];
  for (const [target, label] of steps) {
    await page.keyboard.press('Control+z');
    await expectLabel(target, label);
  }
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
  await page.keyboard.press('Control+y');
  await expectLabel(r1c3, 'row 1, column 3, 4');
  await page.keyboard.press('Control+Shift+Z');
  await expectLabel(r1c4, 'row 1, column 4, empty, corner marks 1');
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expectLabel(r1c4, 'row 1, column 4, empty, corner marks 1, centre marks 2');
});

test('arrows and WASD move; Delete, Backspace, 0 and Space clear', async ({ page }) => {
  await cell(page, 1, 3).click();
  await page.keyboard.press('ArrowRight');
  await expect(cell(page, 1, 4)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('s');
  await expect(cell(page, 2, 4)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('a');
  await page.keyboard.press('w');
  await expect(cell(page, 1, 3)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('d');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('grid')).toHaveAttribute('aria-activedescendant', 'cell-2');
  for (const key of ['Delete', 'Backspace', '0', 'Space']) {
    await page.keyboard.press('4');
    await expectLabel(cell(page, 1, 3), 'row 1, column 3, 4');
    await page.keyboard.press(key);
    await expectLabel(cell(page, 1, 3), 'row 1, column 3, empty');
  }
  await cell(page, 1, 1).click();
  await page.keyboard.press('9');
  await expect(page.getByRole('status')).toHaveText('r1c1 is a given and cannot change');
});

test('drag and Ctrl-click select several cells; one key marks them all as one undo step', async ({ page }) => {
  await drag(page, cell(page, 2, 2), cell(page, 2, 3));
  await cell(page, 3, 1).click({ modifiers: ['Control'] });
  for (const [r, c] of [[2, 2], [2, 3], [3, 1]]) {
    await expect(cell(page, r, c)).toHaveAttribute('aria-selected', 'true');
  }
  await page.keyboard.press('Shift+Digit3');
  for (const [r, c] of [[2, 2], [2, 3], [3, 1]]) {
    await expectLabel(cell(page, r, c), /corner marks 3$/);
  }
  await shot(page, 'play-multi-select');
  await page.keyboard.press('Control+z');
  for (const [r, c] of [[2, 2], [2, 3], [3, 1]]) {
    await expectLabel(cell(page, r, c), /empty$/);
  }
  await cell(page, 2, 3).click({ modifiers: ['Shift'] });
  await expect(cell(page, 2, 3)).toHaveAttribute('aria-selected', 'false');
});

test('highlight a digit in values and marks until toggled off; conflicts or refusal', async ({ page }) => {
  await menuAction(page, 'Fill candidates');
  await cell(page, 1, 1).click();
  await page.keyboard.press('h');
  await expect(await menuItem(page, 'Highlight 5')).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await cell(page, 5, 5).click();
  await expectLabel(cell(page, 5, 5), /centre marks 5, highlighted$/);
  expect(await page.locator('.cell.highlight').count()).toBeGreaterThan(9);
  await shot(page, 'play-highlight');
  await expectAccessible(page);
  await page.keyboard.press('h');
  await expect(page.locator('.cell.highlight')).toHaveCount(0);

  await cell(page, 1, 3).click();
  await page.keyboard.press('5');
  await expectLabel(cell(page, 1, 3), /^row 1, column 3, 5, clashes/);
  await expectLabel(cell(page, 1, 1), /^row 1, column 1, 5, given, clashes/);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByLabel('Refuse a digit already in the row, column or box').check();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await cell(page, 1, 3).click();
  await page.keyboard.press('3');
  await expect(page.getByRole('status')).toHaveText('3 is already in r1c2, which shares a house with r1c3');
});

test('the help panel lists every key', async ({ page }) => {
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Keys' });
  for (const keys of ['Shift + digit', 'Z / X / C / V', 'Delete, Backspace, 0, Space', 'Ctrl + Z', 'M']) {
    await expect(dialog.getByRole('rowheader', { name: keys, exact: true })).toBeVisible();
  }
  await expectAccessible(page);
  await shot(page, 'play-help');
});

test('a keypress touches only the cells that changed', async ({ page }) => {
  await cell(page, 1, 3).click();
  const touched = await page.evaluate(async () => {
    const cells = new Set();
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        const host = (r.target.nodeType === 1 ? r.target : r.target.parentElement)?.closest('[role=gridcell]');
        if (host) cells.add(host.id);
      }
    });
    observer.observe(document.querySelector('[role=grid]'), { attributes: true, childList: true, subtree: true, characterData: true });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: '4', code: 'Digit4', bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    observer.disconnect();
    return [...cells];
  });
  expect(touched).toEqual(['cell-2']);
});

// Keeping games: reload resumes the same game (marks, colours, undo history, timer), the
// saved-games list resumes and deletes, settings persist, and the record stays small.
import { test, expect } from '@playwright/test';
import { boardLabels, openApp, generate, storedKeys, typeInCell, watchErrors } from './keep-helpers.mjs';
import { menuAction } from './play-helpers.mjs';

test('a reload resumes the same game with marks, colours and undo history', async ({ page }) => {
  const errors = watchErrors(page);
  await openApp(page);
  await typeInCell(page, 1, 3, '4'); // a digit
  await typeInCell(page, 1, 4, 'Shift+1'); // corner marks
  await page.keyboard.press('Shift+2');
  await typeInCell(page, 1, 6, 'Control+6'); // a centre mark
  await page.keyboard.press('v'); // colour mode: 3 paints colour 3
  await typeInCell(page, 2, 2, '3');
  await page.keyboard.press('z');
  await typeInCell(page, 9, 1, '7');
  await page.keyboard.press('Control+z'); // undone: redo must survive the reload too
  const before = await boardLabels(page);
  expect(before[2]).toBe('row 1, column 3, 4');
  expect(before[3]).toBe('row 1, column 4, empty, corner marks 1 2');
  expect(before[5]).toBe('row 1, column 6, empty, centre marks 6');
  expect(before[10]).toContain('colour 3');
  expect(before[72]).toBe('row 9, column 1, empty');

  await page.reload();
  await expect(page.getByRole('grid', { name: 'Sudoku board' })).toBeVisible();
  expect(await boardLabels(page)).toEqual(before);
  await page.keyboard.press('Control+y');
  await expect(page.getByRole('gridcell', { name: 'row 9, column 1, 7' })).toBeVisible();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Control+z');
  await expect(page.getByRole('gridcell', { name: 'row 1, column 4, empty, corner marks 1' })).toBeVisible();
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('gridcell', { name: 'row 1, column 3, empty' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the saved-games list shows every game and resumes or deletes one', async ({ page }) => {
  await openApp(page);
  await typeInCell(page, 1, 3, '4');
  const first = await boardLabels(page);
  await generate(page, { width: 2, height: 2, phrase: 'list test' });
  await expect(page.getByRole('gridcell')).toHaveCount(16);
  await menuAction(page, 'Saved games');
  const dialog = page.getByRole('dialog', { name: 'Saved games' });
  const items = dialog.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('4x4 standard');
  await expect(items.nth(0)).toContainText('playing now');
  await expect(items.nth(0)).toContainText('seed: list test');
  await expect(items.nth(1)).toContainText('9x9 standard');
  await expect(items.nth(1)).toContainText('in progress');
  await expect(items.nth(1)).toContainText('1 move,');
  await items.nth(1).getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('gridcell')).toHaveCount(81);
  expect(await boardLabels(page)).toEqual(first);

  await menuAction(page, 'Saved games');
  const older = dialog.getByRole('listitem').filter({ hasText: '4x4' });
  await older.getByRole('button', { name: 'Delete' }).click();
  await older.getByRole('button', { name: 'Really delete' }).click();
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  expect((await storedKeys(page)).filter((k) => k.startsWith('sudoku:game:'))).toHaveLength(1);
});

test('settings are kept', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  const box = dialog.getByRole('checkbox').first();
  const was = await box.isChecked();
  await box.click();
  await page.reload();
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(dialog.getByRole('checkbox').first()).toBeChecked({ checked: !was });
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('sudoku:settings')));
  expect(stored.version).toBe(2);
});

test('a game with 500 moves stays under 20 KB in localStorage', async ({ page }) => {
  await openApp(page);
  await page.getByRole('gridcell', { name: /^row 1, column 3,/ }).click();
  // 500 moves: toggling corner marks on one cell, each a move of its own.
  for (let i = 0; i < 500; i += 1) await page.keyboard.press(`Shift+${(i % 9) + 1}`);
  await expect(page.getByRole('gridcell', { name: /^row 1, column 3, empty, corner marks/ })).toBeVisible();
  const size = await page.evaluate(() => {
    const index = JSON.parse(localStorage.getItem('sudoku:index'));
    const text = localStorage.getItem(`sudoku:game:${index.current}`);
    return { bytes: text.length, moves: JSON.parse(text).game.history.undo.length };
  });
  console.log(`saved game with ${size.moves} moves: ${size.bytes} bytes`);
  expect(size.moves).toBeGreaterThanOrEqual(500);
  expect(size.bytes).toBeLessThan(20_000);
});

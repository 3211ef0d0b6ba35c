// Storage faults, injected by stubbing storage in the page before the app starts: each one
// keeps the app running, keeps the data and tells the player; two tabs never overwrite
// each other silently.
import { test, expect } from '@playwright/test';
import { boardLabels, openApp, typeInCell, watchErrors } from './keep-helpers.mjs';
import { menuAction } from './play-helpers.mjs';

test('unreadable JSON: the app starts, keeps the raw text under a backup key and says so', async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('sudoku:index', JSON.stringify({ version: 2, current: 'g1', games: [] }));
    localStorage.setItem('sudoku:game:g1', '{"version":2,"id":"g1", <<<not json');
    localStorage.setItem('sudoku:settings', 'garbage');
  });
  await openApp(page);
  const alerts = page.getByRole('alert');
  await expect(alerts.filter({ hasText: 'The saved game could not be read' })).toContainText(
    'sudoku:backup:sudoku:game:g1',
  );
  await expect(alerts.filter({ hasText: 'Your settings could not be read' })).toBeVisible();
  const backups = await page.evaluate(() => ({
    game: localStorage.getItem('sudoku:backup:sudoku:game:g1'),
    settings: localStorage.getItem('sudoku:backup:sudoku:settings'),
  }));
  expect(backups).toEqual({ game: '{"version":2,"id":"g1", <<<not json', settings: 'garbage' });
  // The app works: a move is made and saved under a new key.
  await typeInCell(page, 1, 3, '4');
  await expect(page.getByRole('gridcell', { name: 'row 1, column 3, 4' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('gridcell', { name: 'row 1, column 3, 4' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('sudoku:backup:sudoku:game:g1'))).not.toBeNull();
  expect(errors).toEqual([]);
});

test('storage blocked (SecurityError): the app runs in memory and shows a banner', async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await openApp(page);
  await expect(page.getByRole('alert')).toContainText('does not let the page store anything');
  await typeInCell(page, 1, 3, '4');
  await expect(page.getByRole('gridcell', { name: 'row 1, column 3, 4' })).toBeVisible();
  await menuAction(page, 'Saved games');
  const dialog = page.getByRole('dialog', { name: 'Saved games' });
  await expect(dialog).toContainText('last only while the page is open');
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('storage full (QuotaExceededError): a clear message, an offer to delete, the game intact', async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (window.__full && key.startsWith('sudoku:game:')) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return setItem.call(this, key, value);
    };
  });
  await openApp(page);
  await typeInCell(page, 1, 3, '4');
  await page.evaluate(() => {
    window.__full = true;
  });
  await typeInCell(page, 1, 4, '1');
  const alert = page.getByRole('alert').filter({ hasText: 'Storage is full' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'row 1, column 4, 1' })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'row 1, column 3, 4' })).toBeVisible();
  await alert.getByRole('button', { name: 'Delete old games' }).click();
  await expect(page.getByRole('dialog', { name: 'Saved games' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Saved games' }).getByRole('button', { name: 'Close' }).click();
  // Room again: the next move saves and the message goes.
  await page.evaluate(() => {
    window.__full = false;
  });
  await typeInCell(page, 1, 6, '2');
  await expect(alert).toBeHidden();
  await page.reload();
  await expect(page.getByRole('gridcell', { name: 'row 1, column 4, 1' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('another tab changes the same game: no silent overwrite, an offer to reload', async ({ context }) => {
  const first = await context.newPage();
  await openApp(first);
  await typeInCell(first, 1, 3, '4');
  const second = await context.newPage();
  await openApp(second);
  await expect(second.getByRole('gridcell', { name: 'row 1, column 3, 4' })).toBeVisible();
  await typeInCell(second, 1, 4, '1');

  const conflict = first.getByRole('alert').filter({ hasText: 'changed in another tab' });
  await expect(conflict).toBeVisible();
  // The first tab keeps playing without overwriting the second tab's save.
  await typeInCell(first, 9, 1, '7');
  const stored = await first.evaluate(() => {
    const index = JSON.parse(localStorage.getItem('sudoku:index'));
    return JSON.parse(localStorage.getItem(`sudoku:game:${index.current}`)).game.board.values;
  });
  expect(stored[3]).toBe(1);
  expect(stored[72]).toBeNull();
  await conflict.getByRole('button', { name: "Load the other tab's version" }).click();
  await expect(first.getByRole('gridcell', { name: 'row 1, column 4, 1' })).toBeVisible();
  await expect(first.getByRole('gridcell', { name: 'row 9, column 1, empty' })).toBeVisible();
  expect(await boardLabels(first)).toEqual(await boardLabels(second));
});

test('version 1 records from older builds are migrated on load', async ({ page }) => {
  const fixture = await import('node:fs').then((fs) =>
    fs.readFileSync(new URL('../../src/storage/fixtures/game_v1.json', import.meta.url), 'utf8'),
  );
  await page.addInitScript((game) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('sudoku:index', JSON.stringify({ version: 1, current: 'g1', ids: ['g1'] }));
    localStorage.setItem('sudoku:game:g1', game);
  }, fixture);
  await openApp(page, './');
  await expect(page.getByRole('gridcell', { name: 'row 1, column 3, 4' })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'row 1, column 4, empty, corner marks 1 2' })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'row 1, column 6, empty, colour 3' })).toBeVisible();
  await page.getByRole('gridcell', { name: /^row 5, column 5,/ }).click();
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('gridcell', { name: 'row 1, column 6, empty' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

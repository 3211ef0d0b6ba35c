// A backup file of everything (saved games, statistics, settings) made in one profile
// restores into a fresh one, and a bad file changes nothing.
import { test, expect } from '@playwright/test';
import { CLASSIC_LINK, chooseFile, menuAction } from './play-helpers.mjs';

async function freshPage(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(CLASSIC_LINK);
  await expect(page.getByRole('grid', { name: 'Sudoku board' })).toBeVisible();
  return { context, page };
}

test('a backup round-trips into a fresh profile, and restoring twice adds nothing', async ({ browser }, testInfo) => {
  const home = await freshPage(browser);
  await home.page.getByRole('gridcell', { name: /^row 1, column 3, empty/ }).click();
  await home.page.keyboard.press('4');
  await home.page.getByRole('button', { name: 'New game', exact: true }).click();
  await home.page.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Daily puzzle' }).click();
  await expect(home.page.locator('.level')).toContainText('9x9 standard,', { timeout: 20_000 });
  await home.page.getByRole('button', { name: 'Settings', exact: true }).click();
  const download = home.page.waitForEvent('download');
  await home.page.keyboard.press('Escape');
  await menuAction(home.page, 'Back up everything');
  const path = testInfo.outputPath('backup.json');
  await (await download).saveAs(path);
  await home.context.close();

  const fresh = await freshPage(browser);
  await chooseFile(fresh.page, 'Restore a backup', path);
  await expect(fresh.page.getByText(/^Restored 2 games and 2 statistics entries/)).toBeVisible();
  await menuAction(fresh.page, 'Saved games');
  const saved = fresh.page.getByRole('dialog', { name: 'Saved games' });
  await expect(saved.locator('li.saved-game').filter({ hasText: /seed: daily \d{4}-\d\d-\d\d/ })).toHaveCount(1);
  await saved.getByRole('button', { name: 'Close' }).click();

  await chooseFile(fresh.page, 'Restore a backup', path);
  await expect(fresh.page.getByText(/^Restored 0 games and 0 statistics entries; 2 games were already here/)).toBeVisible();

  await chooseFile(fresh.page, 'Restore a backup', { name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"kind": "other"}') });
  await expect(fresh.page.getByRole('alert').filter({ hasText: 'not a backup of this app' })).toBeVisible();
  await fresh.context.close();
});

// Helpers shared by the keep/share/offline/worker end-to-end tests.
import { expect } from '@playwright/test';

/** Every cell's aria-label, row-major: the whole visible state of the board. */
export async function boardLabels(page) {
  return page.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
}

/**
 * What a page being hidden and then closed hears: `visibilitychange` to hidden, then
 * `pagehide`. The page is shown again afterwards.
 */
export async function hideAndClose(page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    delete document.visibilityState;
  });
}

/** Console errors, page errors and CSP violations seen by `page`. */
export function watchErrors(page) {
  const errors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** A link to a classic puzzle: what a fresh profile opens, since a first visit without a
 * link generates a random puzzle. */
export const CLASSIC_LINK = './#p=v1~box=3x3~variant=standard~givens=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

/** Opens the page: a profile with a saved game resumes it; a fresh one opens the classic
 * puzzle by link. */
export async function openApp(page, url) {
  if (url === undefined) {
    const state = await page.context().storageState();
    const saved = state.origins.some((o) => o.localStorage.some((item) => item.name === 'sudoku:index'));
    url = saved ? './' : CLASSIC_LINK;
  }
  await page.goto(url);
  await expect(page.getByRole('grid', { name: 'Sudoku board' })).toBeVisible();
}

/** Generates a puzzle through the new-game dialog and waits for it to be on the board. */
export async function generate(page, { width = 3, height = 3, level = 'Easy', phrase = '' } = {}) {
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.locator('details.more').evaluate((d) => { d.open = true; });
  await dialog.locator('#box-width').selectOption(String(width));
  await dialog.locator('#box-height').selectOption(String(height));
  // A level's name is followed by its SE band ("Nightmare · SE 6.5–7.4").
  await dialog.getByRole('radio', { name: new RegExp(`^${level} · SE `) }).check();
  await dialog.locator('#seed-phrase').fill(phrase);
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog).toBeHidden();
}

/** Writes `digit` into the cell at row, column (from 1) the way a player does. */
export async function typeInCell(page, row, column, key) {
  await page.getByRole('gridcell', { name: new RegExp(`^row ${row}, column ${column},`) }).click();
  await page.keyboard.press(key);
}

/** The app's own localStorage records. */
export async function storedKeys(page) {
  return page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sudoku:')).sort());
}

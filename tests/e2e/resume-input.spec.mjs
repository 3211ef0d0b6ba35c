// A return visit: the saved game is on the screen as soon as the page is parsed, before the
// app's wasm has arrived (the app's own markup as it last drew it, cells named), and what
// the player types on it then is played by the app once it arrives. The app's wasm
// is held back here (as on a slow phone) so the race is the same on every machine; the
// service worker is blocked so that the route can hold it.
import { test, expect } from '@playwright/test';
import { freeDigitAt } from './load-probe.mjs';

test.use({ serviceWorkers: 'block' });

const APP_WASM = /sudoku-app-[0-9a-f]+_bg\.wasm$/;

/** Holds the app's wasm back until `release()` is called. */
async function holdAppWasm(page) {
  let release;
  const released = new Promise((resolve) => (release = resolve));
  await page.route(APP_WASM, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The app (not an early board) shows the current game, and has played what was typed before. */
async function appLoaded(page) {
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.locator('main.app')).toHaveCount(1);
  await expect(page.locator('#welcome, #resume')).toHaveCount(0);
  await expect(page.locator('main.app[data-resume]')).toHaveCount(1);
}

/**
 * Types a digit its row, column and box allow into the first empty cell; returns [id, digit].
 * On the app the digit shows at once; on the early board the app plays it when it arrives.
 */
async function typeInFirstEmpty(page, { early = false } = {}) {
  const empty = page.locator('[role="grid"] .cell:not(.given):not(:has(.value))').first();
  const id = await empty.getAttribute('id');
  const digit = await page.evaluate(freeDigitAt, Number(id.replace('cell-', '')));
  await empty.click();
  await page.keyboard.press(digit);
  if (!early) await expect(page.locator(`#${id} .value`)).toHaveText(digit);
  return [id, digit];
}

test('the saved game is drawn before the app arrives, and a digit typed on it is kept', async ({ page }) => {
  await page.goto('./');
  await appLoaded(page);
  const [firstId, firstDigit] = await typeInFirstEmpty(page);
  const savedGame = () =>
    page.evaluate(() => localStorage.getItem(`sudoku:game:${JSON.parse(localStorage.getItem('sudoku:index')).current}`));
  // Saved with its solution, so that the next visit asks the worker for nothing and saves
  // only for the digit typed on its early board.
  await expect.poll(async () => JSON.parse(await savedGame()).game.solution !== null, { timeout: 20_000 }).toBe(true);

  // Leaving the page keeps its view; the next visit draws it from the page's HTML.
  const release = await holdAppWasm(page);
  await page.reload();
  const early = page.locator('#resume');
  await expect(early).toBeVisible();
  await expect(early.locator(`#${firstId} .value`), 'the saved digit is on the early board').toHaveText(firstDigit);
  await expect(early.locator('.cell.given')).not.toHaveCount(0);
  const labels = await early.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
  expect(labels).toHaveLength(81);
  expect(labels.every((label) => /^row \d, column \d, /.test(label)), 'every cell named before the app').toBe(true);
  const [typedId, typedDigit] = await typeInFirstEmpty(page, { early: true });
  await expect(page.locator('#resume'), 'typed on the early board, before the app arrived').toHaveCount(1);
  await expect(page.locator('html[data-app]')).toHaveCount(0);
  const savedBefore = await savedGame();

  release();
  await appLoaded(page);
  const typed = page.locator(`#${typedId}`);
  await expect(typed.locator('.value'), 'the digit typed before the app arrived is kept').toHaveText(typedDigit);
  await expect(typed).not.toHaveClass(/\bgiven\b/);
  await expect(page.locator(`#${firstId} .value`)).toHaveText(firstDigit);
  // Saved as soon as the app has it, not only when the page is left (or the clock's next
  // save, ten seconds on).
  await expect.poll(savedGame, { timeout: 5_000 }).not.toBe(savedBefore);

  // It is a move of the game: undone by Undo, and saved.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(typed.locator('.value')).toHaveCount(0);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(typed.locator('.value')).toHaveText(typedDigit);
  await page.unroute(APP_WASM);
  await page.reload();
  await appLoaded(page);
  await expect(page.locator(`#${typedId} .value`), 'saved with the game').toHaveText(typedDigit);
});

test('a view of a game saved since (another tab) is not drawn', async ({ page }) => {
  await page.goto('./');
  await appLoaded(page);
  await typeInFirstEmpty(page);
  // This page's view, then another tab saving the same game later.
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await page.evaluate(() => {
    const view = JSON.parse(localStorage.getItem('sudoku:view'));
    const index = JSON.parse(localStorage.getItem('sudoku:index'));
    index.games.find((game) => game.id === index.current).saved_at = view.saved_at + 1;
    sessionStorage.setItem('later', JSON.stringify(index));
    sessionStorage.setItem('view', JSON.stringify(view));
  });
  // Leaving writes this page's view again; the next page finds the older view and the
  // later save, before any of its own scripts run.
  await page.addInitScript(() => {
    localStorage.setItem('sudoku:view', sessionStorage.getItem('view'));
    localStorage.setItem('sudoku:index', sessionStorage.getItem('later'));
  });
  const release = await holdAppWasm(page);
  await page.reload();
  await page.waitForTimeout(800);
  await expect(page.locator('#resume'), 'no early board from a stale view').toHaveCount(0);
  release();
  await appLoaded(page);
});

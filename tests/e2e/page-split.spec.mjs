// The page's wasm in two modules (scripts/page-split.mjs, static/page_split.js): the app is
// ready on the primary alone, with no call waiting for the secondary; the secondary loads
// in the background on a first visit; a return, served by the service worker, gets the
// whole wasm in one module (static/sw.js) and asks for no secondary; and a control
// whose code is in the secondary works before it has arrived (the call loads it at once)
// as well as after.
import { test, expect } from '@playwright/test';
import { hideAndClose } from './keep-helpers.mjs';

const LATER_WASM = /sudoku-app-[0-9a-f]+_later\.wasm$/;

/** The app has drawn its first frame and played what was done before it (early_input.js). */
const appReady = (page) => expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: 20_000 });

/** How the secondary module was loaded, and how many calls had to wait for it. */
const later = (page) => page.evaluate(() => ({ ...globalThis.__laterWasm }));

/** A cell, an arrow and a corner mark, as a player's first moves; `shown`: wait for the mark. */
async function firstMoves(page, shown = true) {
  const cells = page.getByRole('gridcell');
  const index = await cells.evaluateAll((all) => {
    const empty = (i) => !all[i].classList.contains('given') && all[i].textContent.trim() === '';
    return all.findIndex((_, i) => i % 9 < 8 && empty(i) && empty(i + 1));
  });
  expect(index).toBeGreaterThanOrEqual(0);
  await cells.nth(index).click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+Digit4');
  if (shown) await expect(cells.nth(index + 1)).toContainText('4');
}

test('a first visit and a return are ready with no call waiting for the secondary module', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('./');
  await appReady(page);
  expect((await later(page)).syncLoads, 'no call waited for the secondary before the app was ready').toBe(0);
  await firstMoves(page);
  await expect.poll(async () => (await later(page)).how, { timeout: 20_000 }).toBe('in the background');
  expect((await later(page)).syncLoads).toBe(0);
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'New game' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.close();

  const requests = [];
  const again = await context.newPage();
  again.on('request', (request) => LATER_WASM.test(request.url()) && requests.push(request.url()));
  await again.goto('./');
  await expect.poll(() => again.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await appReady(again);
  expect(await later(again), 'a return gets the whole wasm from the service worker').toMatchObject({
    how: 'whole',
    syncLoads: 0,
  });
  const primary = await again.evaluate(async () => {
    const url = performance.getEntriesByType('resource').find((e) => /sudoku-app-[0-9a-f]+_bg\.wasm$/.test(e.name)).name;
    const exports = WebAssembly.Module.exports(await WebAssembly.compileStreaming(fetch(url)));
    return { functions: exports.filter((e) => e.kind === 'function').length, split: exports.some((e) => e.name === '%table') };
  });
  expect(primary, "the primary's address serves one module, not the first of two").toMatchObject({ split: false });
  await firstMoves(again);
  // A control whose code a first visit leaves to the secondary (the New game dialog).
  await again.getByRole('button', { name: 'New game', exact: true }).click();
  await expect(again.getByRole('dialog', { name: 'New game' })).toBeVisible();
  expect(requests, 'a return asks for no secondary').toEqual([]);
  expect((await later(again)).syncLoads).toBe(0);
  await context.close();
});

test('a control whose code is in the secondary module works before it has arrived, and after', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  // The background fetch is held back for good; the load a call makes (the second request)
  // goes through.
  let seen = 0;
  await page.route(LATER_WASM, async (route) => {
    seen += 1;
    if (seen === 1) return;
    await route.continue();
  });
  await page.goto('./');
  await appReady(page);
  await firstMoves(page);
  expect(await later(page)).toMatchObject({ how: null, syncLoads: 0 });
  // Hidden, then closed, before the secondary has arrived: the page saves its game on the
  // primary alone (a page being closed cannot load the secondary).
  await hideAndClose(page);
  expect(await later(page), 'hiding the page waited for no secondary').toMatchObject({ how: null, syncLoads: 0 });
  // Saved, with the screen the next visit shows (early_input.js reads it so).
  const kept = await page.evaluate(() => {
    const view = JSON.parse(localStorage.getItem('sudoku:view') ?? 'null');
    const index = JSON.parse(localStorage.getItem('sudoku:index') ?? 'null');
    const current = index?.games?.find((game) => game.id === index.current);
    return Boolean(view && current && view.id === current.id && view.saved_at === current.saved_at);
  });
  expect(kept, 'the game and its screen are saved for the next visit').toBe(true);
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'New game' })).toBeVisible();
  expect(await later(page), 'opening New game loaded the secondary at once').toMatchObject({
    how: 'on demand',
    syncLoads: 1,
  });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'New game' })).toBeVisible();
  expect((await later(page)).syncLoads, 'loaded once').toBe(1);
  await context.close();
});

test('moves made before the app has arrived are played with no call waiting for the secondary module', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  let release;
  const released = new Promise((resolve) => (release = resolve));
  await page.route(/sudoku-app-[0-9a-f]+_bg\.wasm$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('./');
  await expect(page.getByRole('grid', { name: 'Sudoku board' })).toBeVisible();
  await firstMoves(page, false);
  await page.keyboard.press('Control+Digit3');
  await page.keyboard.press('Backspace');
  release();
  await appReady(page);
  expect((await later(page)).syncLoads).toBe(0);
  await context.close();
});

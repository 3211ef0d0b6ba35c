// A first visit: the board that first appears is the app's own rendering (the build
// renders it with the app's components), every cell named as the app names it, and what
// the player does on it before the app's wasm has arrived is played by the app once it
// has, exactly as if it had been done then. The wasm is held back here (as on a slow
// phone) so the race is the same on every machine.
import { test, expect } from '@playwright/test';
import { freeDigitAt } from './load-probe.mjs';
import { expectAccessible } from './play-helpers.mjs';

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

/** The app has drawn its first frame and played what was done before it (early_input.js). */
const appReady = (page) => expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: 20_000 });

/** Every visit in this context meets the first of the welcome boards (the page picks at random). */
async function alwaysTheFirstWelcomeBoard(context) {
  await context.addInitScript(() => {
    crypto.getRandomValues = (array) => array.fill(0);
  });
}

/** Every cell as a player and a screen reader meet it: name, classes, text. */
function boardPicture(page) {
  return page
    .getByRole('gridcell')
    .evaluateAll((cells) => cells.map((c) => `${c.getAttribute('aria-label')} | ${c.className} | ${c.textContent}`));
}

/**
 * A digit, an arrow and a corner mark (Shift+digit): clicks an empty cell whose right-hand
 * neighbour is empty too, types a digit its houses allow, moves right and marks 4 there.
 */
async function digitArrowCorner(page) {
  const cells = page.getByRole('gridcell');
  const index = await cells.evaluateAll((all) => {
    const empty = (i) => !all[i].classList.contains('given') && !all[i].querySelector('.value');
    return all.findIndex((_, i) => i % 9 < 8 && empty(i) && empty(i + 1));
  });
  expect(index).toBeGreaterThanOrEqual(0);
  const digit = await page.evaluate(freeDigitAt, index);
  await cells.nth(index).click();
  await page.keyboard.press(digit);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+Digit4');
  return { index, digit };
}

test('a digit, an arrow and a corner mark on the first board before the app arrives are what the app makes of them', async ({
  browser,
}) => {
  // Done before the app's wasm has arrived...
  const early = await browser.newContext({ serviceWorkers: 'block' });
  await alwaysTheFirstWelcomeBoard(early);
  const page = await early.newPage();
  const release = await holdAppWasm(page);
  await page.goto('./');
  await expect(page.getByRole('grid', { name: 'Sudoku board' })).toBeVisible();
  const { index, digit } = await digitArrowCorner(page);
  await expect(page.locator('html[data-app]'), 'all of it done before the app arrived').toHaveCount(0);
  await expect(page.getByRole('status'), 'the page says what it does with the keys').toHaveText(
    'Loading the game: what you do now is kept and played as soon as it is ready.',
  );
  await expect(page.getByRole('gridcell').nth(index), 'the cell pressed shows it').toHaveAttribute('data-kept', '');
  release();
  await appReady(page);
  const cells = page.getByRole('gridcell');
  await expect(cells.nth(index).locator('.value')).toHaveText(digit);
  await expect(cells.nth(index)).not.toHaveClass(/\bgiven\b/);
  await expect(cells.nth(index + 1)).toHaveAttribute('aria-label', /, empty, corner marks 4$/);
  await expect(cells.nth(index + 1), 'the arrow moved the selection').toHaveClass(/\bcursor\b/);
  const played = await boardPicture(page);

  // ... is what the same keys make once the app is there.
  const late = await browser.newContext({ serviceWorkers: 'block' });
  await alwaysTheFirstWelcomeBoard(late);
  const other = await late.newPage();
  await other.goto('./');
  await appReady(other);
  const done = await digitArrowCorner(other);
  expect(done).toEqual({ index, digit });
  await expect(other.getByRole('gridcell').nth(index + 1)).toHaveAttribute('aria-label', /corner marks 4$/);
  expect(await boardPicture(other)).toEqual(played);

  // They are moves of the game: Undo takes back the corner mark, then the digit.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cells.nth(index + 1)).toHaveAttribute('aria-label', /, empty$/);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cells.nth(index).locator('.value')).toHaveCount(0);
  await early.close();
  await late.close();
});

test('a control clicked and a pad button pressed with Enter before the app arrives work once it does', async ({ page }) => {
  const release = await holdAppWasm(page);
  await page.goto('./');
  const cells = page.getByRole('gridcell');
  await expect(cells).toHaveCount(81);
  const index = await cells.evaluateAll((all) => all.findIndex((c) => !c.classList.contains('given')));
  await cells.nth(index).click();
  await page.getByRole('button', { name: /^Corner/ }).click();
  // Enter on a focused button is the button's (the app's rule, CONTROL_KEYS), not the board's.
  await page.getByRole('button', { name: /^6, \d+ left$/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html[data-app]'), 'all of it done before the app arrived').toHaveCount(0);
  release();
  await appReady(page);
  await expect(page.getByRole('button', { name: /^Corner/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(cells.nth(index)).toHaveAttribute('aria-label', /, empty, corner marks 6$/);
  await expect(page.getByRole('button', { name: /^6, \d+ left$/ }), 'the focus is where it was').toBeFocused();
});

test('the first board names every cell and passes axe before the app arrives', async ({ page }) => {
  const release = await holdAppWasm(page);
  await page.goto('./');
  const board = page.getByRole('grid', { name: 'Sudoku board' });
  await expect(board).toBeVisible();
  const labels = await page.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
  expect(labels).toHaveLength(81);
  labels.forEach((label, i) =>
    expect(label).toMatch(new RegExp(`^row ${Math.floor(i / 9) + 1}, column ${(i % 9) + 1}, (\\d, given|empty)$`)),
  );
  await expect(page.getByRole('status')).toHaveText('Welcome! An Easy puzzle to start: pick a cell, then a digit.');
  await expect(page.getByRole('button', { name: /^5, \d+ left$/ }), 'the pad is the app\'s').toHaveCount(1);
  await expectAccessible(page);
  await expect(page.locator('html[data-app]'), 'checked before the app arrived').toHaveCount(0);
  release();
  await appReady(page);
  expect(await page.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')))).toEqual(
    labels,
  );
});

for (const [late, files] of [
  ["the engine's worker", /worker(_simd)?_bg\.wasm$/],
  ['the app itself', APP_WASM],
]) {
  test(`a digit typed the moment the first board appears on a first visit is kept (${late} arrives late)`, async ({
    page,
  }) => {
    // The wasm arrives late, as on a slow network: the same race on every machine.
    await page.route(files, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('./');
    const board = page.getByRole('grid', { name: 'Sudoku board' });
    await expect(board).toBeVisible();

    const empty = board.locator('.cell:not(.given):not(:has(.value))').first();
    const id = await empty.getAttribute('id');
    const digit = await page.evaluate(freeDigitAt, Number(id.replace('cell-', '')));
    await empty.click();
    await page.keyboard.press(digit);
    const typed = page.locator(`#${id}`);
    await expect(typed.locator('.value')).toHaveText(digit);

    // The first puzzle is on the board and analysed.
    await expect(page.locator('.level')).toHaveText('9x9 standard, Easy', { timeout: 20_000 });
    expect(await board.locator('.cell.given').count()).toBeGreaterThanOrEqual(17);
    await page.waitForTimeout(500);
    await expect(typed, "the typed cell is the player's, not a given").not.toHaveClass(/\bgiven\b/);
    await expect(typed.locator('.value'), 'the typed digit is kept').toHaveText(digit);
  });
}

// Cumulative layout shift over a first visit, at a laptop's and a phone's size: the board
// before the app, the app taking it over, the toolbar and messages arriving. The wasm is
// held back a moment, so the app takes over a page that has been painted.
for (const [width, height] of [[1280, 800], [390, 844]]) {
  test(`a first visit at ${width}x${height} shifts the layout by less than 0.05`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.addInitScript(() => {
      window.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const release = await holdAppWasm(page);
    await page.goto('/');
    await expect(page.getByRole('gridcell').first()).toBeVisible();
    await page.waitForTimeout(300);
    release();
    await appReady(page);
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => window.__cls)).toBeLessThan(0.05);
  });
}

test('the first board knows its solution: no worker starts until asked, and a wrong digit is flagged at once', async ({ page }) => {
  const workerRequests = [];
  page.on('request', (request) => {
    if (/worker_loader\.js$/.test(request.url())) workerRequests.push(request.url());
  });
  const release = await holdAppWasm(page);
  await page.goto('./');
  const welcome = page.locator('#welcome');
  const [givens, solution] = [await welcome.getAttribute('data-givens'), await welcome.getAttribute('data-solution')];
  expect(solution).toMatch(/^[1-9]{81}$/);
  [...givens].forEach((given, i) => given !== '.' && expect(solution[i]).toBe(given));
  release();
  await appReady(page);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByLabel(/^Warn about mistakes/).check();
  await page.keyboard.press('Escape');
  // An empty cell and a digit its row, column and box allow that is not its answer.
  const { index, digit } = await page.getByRole('gridcell').evaluateAll((cells, solution) => {
    const values = cells.map((c) => c.querySelector('.value')?.textContent ?? '');
    const seen = (i, d) => values.some((v, j) => v === d &&
      (Math.floor(j / 9) === Math.floor(i / 9) || j % 9 === i % 9 ||
        (Math.floor(j / 27) === Math.floor(i / 27) && Math.floor((j % 9) / 3) === Math.floor((i % 9) / 3))));
    for (let i = 0; i < 81; i += 1) {
      if (values[i]) continue;
      const wrong = '123456789'.split('').find((d) => d !== solution[i] && !seen(i, d));
      if (wrong) return { index: i, digit: wrong };
    }
    return { index: -1, digit: '' };
  }, solution);
  expect(index).toBeGreaterThanOrEqual(0);
  await page.getByRole('gridcell').nth(index).click();
  await page.keyboard.press(digit);
  const at = `r${Math.floor(index / 9) + 1}c${(index % 9) + 1}`;
  await expect(page.getByRole('status')).toHaveText(`Mistake: ${digit} is not the digit of ${at}.`);
  expect(workerRequests, 'the game needed no analysis').toEqual([]);
  // A hint is asked of the worker, which starts then.
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Hint' })).toBeVisible({ timeout: 20_000 });
  expect(workerRequests.length).toBeGreaterThan(0);
});

// The engine's work runs in a web worker: generation shows its progress, Cancel really
// stops it (the worker is terminated) and the next job gets a fresh worker; the page's
// wasm memory stays small on a 25x25 board.
import { test, expect } from '@playwright/test';
import { boardLabels, generate, openApp, watchErrors } from './keep-helpers.mjs';

const MB = 1024 * 1024;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    addEventListener('TrunkApplicationStarted', (event) => {
      window.__pageMemory = event.detail.wasm.memory;
    });
  });
});

test('a cancelled generation stops the worker and leaves the game as it was', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await openApp(page);
  // The first worker read the opening link: it runs what the player asks for (a second
  // one may be analysing the puzzle).
  await expect.poll(() => page.workers().length).toBeGreaterThan(0);
  const before = await boardLabels(page);
  const closed = new Promise((resolve) => page.workers()[0].on('close', resolve));
  // A 30x30 puzzle at exactly Nightmare takes far longer than this test lets it run (one
  // "Nightmare or harder" could come at the first attempt, within a second or two, before
  // Cancel is pressed). The dialog no longer offers it, but a seed link made in format v1
  // still asks for it.
  await page.evaluate(() => {
    location.hash = 's=v1~box=6x5~variant=standard~symmetry=rotate180~level=nightmare~exact=true~attempts=1000~phrase=cancel%20me';
  });
  const progress = page.locator('.task-progress');
  await expect(progress).toContainText('Generating a Nightmare puzzle...');
  await progress.getByRole('button', { name: 'Cancel' }).click();
  await closed; // terminated, not merely forgotten
  await expect(progress).toBeHidden();
  await expect(page.getByRole('status').first()).toHaveText('Stopped.');
  expect(await boardLabels(page)).toEqual(before);
  // The next job runs in a fresh worker.
  await generate(page, { width: 2, height: 2, phrase: 'after cancel' });
  await expect(page.getByRole('gridcell')).toHaveCount(16);
  // One worker for what the player asks, one for what runs unasked (the New game
  // dialog's rating of the board): none left over.
  await expect.poll(() => page.workers().length).toBe(2);
  expect(errors).toEqual([]);
});

test('on a 25x25 board, generation and a hint keep page and worker memory under 64 MB', async ({ page }) => {
  test.setTimeout(180_000);
  await openApp(page);
  await generate(page, { width: 5, height: 5, level: 'Easy', phrase: 'memory 25' });
  await expect(page.getByRole('gridcell')).toHaveCount(625, { timeout: 170_000 });
  const pageBytes = await page.evaluate(() => window.__pageMemory.buffer.byteLength);
  const workerBytes = await page.workers()[0].evaluate(() => self.__sudokuMemory.buffer.byteLength);
  console.log(`25x25: page wasm memory ${(pageBytes / MB).toFixed(1)} MB, worker ${(workerBytes / MB).toFixed(1)} MB`);
  // Hints and the logical solution on the 25x25 board.
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(page.locator('.task-progress')).toBeHidden({ timeout: 60_000 });
  const afterHint = await page.evaluate(() => window.__pageMemory.buffer.byteLength);
  expect(pageBytes).toBeLessThan(64 * MB);
  expect(afterHint).toBeLessThan(64 * MB);
  expect(workerBytes).toBeLessThan(64 * MB);
});

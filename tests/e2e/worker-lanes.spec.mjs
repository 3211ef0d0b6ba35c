// What runs unasked (analysing a puzzle just loaded) has a worker of its own: a hint or a
// paste does not wait behind it, and a new puzzle's analysis stops the old one's.
import { test, expect } from '@playwright/test';
import { pastePuzzle } from './play-helpers.mjs';
import { openApp, watchErrors } from './keep-helpers.mjs';
import { readFileSync } from 'node:fs';

const LINKS = readFileSync(new URL('../../crates/engine/tests/data/variants/fpuzzles_links.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.length > 0);
// "'Leven" (renban lines and black dots, one given): its logical rating takes seconds.
const SLOW_TO_RATE = LINKS[6];
const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

/** Whether `worker` is in the middle of a computation: it answers nothing until done. */
async function busy(worker) {
  const answered = worker.evaluate(() => true).catch(() => true);
  const late = new Promise((resolve) => setTimeout(() => resolve(false), 500));
  return !(await Promise.race([answered, late]));
}

test('a hint and a paste are answered while a puzzle is still being analysed', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await openApp(page);
  const analysing = page.waitForEvent('worker');
  await expect(await pastePuzzle(page, SLOW_TO_RATE)).toBeHidden();
  const analysis = await analysing;
  const closed = new Promise((resolve) => analysis.on('close', resolve));

  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Hint' }).locator('.hint-text')).not.toBeEmpty({ timeout: 10_000 });
  expect(await busy(analysis), 'the analysis still runs beside the hint').toBe(true);
  await page.keyboard.press('Escape');

  await expect(await pastePuzzle(page, CLASSIC)).toBeHidden({ timeout: 10_000 });
  await expect(page.getByRole('gridcell', { name: 'row 1, column 1, 5, given' })).toBeVisible();
  await closed; // the old puzzle's analysis was stopped, not left to run
  await expect(page.getByRole('status').first()).not.toHaveText('Stopped.');
  expect(errors).toEqual([]);
});

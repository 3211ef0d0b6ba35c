// What runs unasked (analysing a puzzle just loaded) has a worker of its own: a hint or a
// paste does not wait behind it, and a new puzzle's analysis stops the old one's.
import { test, expect } from '@playwright/test';
import { pastePuzzle } from './play-helpers.mjs';
import { openApp, watchErrors } from './keep-helpers.mjs';
import { readFileSync } from 'node:fs';

const SHARED = readFileSync(new URL('../../crates/engine/tests/data/variants_shared/fpuzzles.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.length > 0);
// "Dab" (renban lines and a column indexer, no given; line 140): its logical rating takes
// about 6 s natively (`variant_logic shared tune`), more in the worker. The puzzle used before,
// "'Leven", came to be rated in 43 ms, and its analysis sometimes ended before the hint.
const SLOW_TO_RATE = SHARED[139];
const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

test('a hint and a paste are answered while a puzzle is still being analysed', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await openApp(page);
  const level = page.locator('.level');
  await expect(await pastePuzzle(page, SLOW_TO_RATE)).toBeHidden();
  await expect(level).toContainText('Unrated');

  // The hint comes while the analysis, which rates the puzzle, still runs...
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Hint' }).locator('.hint-text')).not.toBeEmpty({ timeout: 10_000 });
  await expect(level).toContainText('Unrated');
  await page.keyboard.press('Escape');
  // ...which does end with a level.
  await expect(level).not.toContainText('Unrated', { timeout: 60_000 });

  // A new puzzle stops the analysis of the one it replaces.
  const analysing = page.waitForEvent('worker');
  await expect(await pastePuzzle(page, SLOW_TO_RATE)).toBeHidden();
  const analysis = await analysing;
  const closed = new Promise((resolve) => analysis.on('close', resolve));
  await expect(await pastePuzzle(page, CLASSIC)).toBeHidden({ timeout: 10_000 });
  await expect(page.getByRole('gridcell', { name: 'row 1, column 1, 5, given' })).toBeVisible();
  await closed;
  await expect(page.getByRole('status').first()).not.toHaveText('Stopped.');
  expect(errors).toEqual([]);
});

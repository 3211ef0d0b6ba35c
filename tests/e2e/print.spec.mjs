// Print media shows the board alone: no control, panel, dialog or line of text.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { CLASSIC_LINK, menuItem, openGame, pastePuzzle } from './play-helpers.mjs';

// The shared variant corpus's f-puzzles links, line by line (its README names each).
const CORPUS = readFileSync(new URL('../../crates/engine/tests/data/variants/fpuzzles_links.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.length > 0);

test('print media shows only the board, and the Game menu offers Print', async ({ page }) => {
  await page.goto(CLASSIC_LINK);
  const board = page.getByRole('grid', { name: 'Sudoku board' });
  await expect(board).toBeVisible();
  await page.locator('#cell-2').click();
  await page.keyboard.press('4');
  await expect(await menuItem(page, 'Print')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.emulateMedia({ media: 'print' });
  await expect(board).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'row 1, column 3, 4' })).toBeVisible();
  // Nothing but the board and what is inside it is rendered.
  const shownOutside = await page.evaluate(() => {
    const grid = document.querySelector('[role="grid"]');
    return [...document.querySelectorAll('body *')]
      .filter((el) => !grid.contains(el) && !el.contains(grid))
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
  });
  expect(shownOutside).toEqual([]);
  const box = await board.boundingBox();
  expect(box.width).toBeGreaterThan(400);

  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: 'New game', exact: true })).toBeVisible();
});

test('a printed variant puzzle keeps its constraints and its outside clues', async ({ page }) => {
  const errors = await openGame(page, CLASSIC_LINK);
  // "Between 1 and 9 Sudoku" (line 18): sandwich sums on a frame around the grid.
  await expect(await pastePuzzle(page, CORPUS[17])).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  const overlay = page.locator('.constraint-overlay.framed');
  await expect(overlay).toBeVisible();
  await expect(overlay.locator('text.sandwich').first()).toBeVisible();
  await expect(overlay.locator('text.sandwich')).toHaveCount(18);
  // "I want to break free" (line 1): eighteen thermometers.
  await page.emulateMedia({ media: 'screen' });
  await expect(await pastePuzzle(page, CORPUS[0])).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.constraint-overlay polyline.thermo')).toHaveCount(18);
  await expect(page.locator('.constraint-overlay polyline.thermo').first()).toBeVisible();
  expect(errors).toEqual([]);
});

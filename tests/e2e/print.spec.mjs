// Print media shows the board alone: no control, panel, dialog or line of text.
import { test, expect } from '@playwright/test';
import { CLASSIC_LINK, menuItem } from './play-helpers.mjs';

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

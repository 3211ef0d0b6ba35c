// Other boards and states: a 16x16 game with letters, a jigsaw game, pause, dark mode and
// a phone-sized screen.
import { test, expect } from '@playwright/test';
import { openGame, cell, expectLabel, expectAccessible, shot, generate } from './play-helpers.mjs';

let errors;
test.beforeEach(async ({ page }) => {
  errors = await openGame(page);
});
test.afterEach(() => expect(errors).toEqual([]));

test('a 16x16 game writes letters beyond 9', async ({ page }) => {
  test.setTimeout(90_000);
  await generate(page, { width: 4, height: 4, phrase: 'sixteen by sixteen' });
  await expect(page.getByRole('button', { name: /^G, (\d+ left|all placed)$/ })).toBeVisible();
  const empty = page.getByRole('gridcell', { name: /empty$/ }).first();
  const label = await empty.getAttribute('aria-label');
  const [, row, column] = label.match(/^row (\d+), column (\d+)/).map(Number);
  await empty.click();
  await page.keyboard.press('g');
  await expectLabel(cell(page, row, column, 16), new RegExp(`^row ${row}, column ${column}, G`));
  await page.keyboard.press('Shift+KeyA');
  await expect(page.getByRole('status')).toContainText('holds a digit');
  await page.keyboard.press('Delete');
  await page.keyboard.press('Shift+KeyA');
  await expectLabel(cell(page, row, column, 16), new RegExp(`corner marks A`));
  await shot(page, 'play-16x16');
  await expectAccessible(page);
});

test('a jigsaw game draws its regions', async ({ page }) => {
  test.setTimeout(90_000);
  await generate(page, { variant: 'Jigsaw', phrase: 'jigsaw pieces' });
  await expect(page.locator('.level')).toContainText('jigsaw');
  // Irregular regions: some border inside the board is not on a 3x3 box line.
  const offGrid = await page.locator('[role=gridcell]').evaluateAll((cells) =>
    cells.filter((c, i) => c.classList.contains('edge-right') && i % 9 !== 2 && i % 9 !== 5 && i % 9 !== 8).length);
  expect(offGrid).toBeGreaterThan(0);
  await shot(page, 'play-jigsaw');
  await expectAccessible(page);
});

test('pause hides the board; dark mode and a 360 px screen', async ({ page }) => {
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  await page.keyboard.press('p');
  await expect(page.getByRole('grid')).toBeVisible();

  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('button', { name: 'Theme: system' }).click();
  await page.getByRole('button', { name: 'Theme: light' }).click();
  await expect(page.locator('main.app')).toHaveAttribute('data-theme', 'dark');
  await page.keyboard.press('Escape');
  await cell(page, 1, 3).click();
  await page.keyboard.press('Shift+Digit1');
  await expectAccessible(page);
  await shot(page, 'play-dark');

  await page.setViewportSize({ width: 360, height: 740 });
  const box = await page.getByRole('grid').boundingBox();
  expect(box.width).toBeLessThanOrEqual(360);
  expect(box.width).toBeGreaterThan(300);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(360);
  await shot(page, 'play-phone');
});

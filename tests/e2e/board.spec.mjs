// What a player does on the first screen: the board loads, cells are selected and filled.
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { CLASSIC_LINK } from './play-helpers.mjs';

const consoleErrors = [];

test.beforeEach(async ({ page }) => {
  consoleErrors.length = 0;
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.goto(CLASSIC_LINK);
  await expect(page.getByRole('grid', { name: 'Sudoku board' })).toBeVisible();
});

test('the page loads with a 9x9 board and no console error', async ({ page }) => {
  await expect(page.getByRole('gridcell')).toHaveCount(81);
  await expect(page.getByRole('row')).toHaveCount(9);
  await expect(page.getByRole('heading', { name: 'Sudoku' })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'row 1, column 1, 5, given' })).toBeVisible();
  await page.screenshot({ path: 'target/screenshots/first-screen.png', fullPage: true });
  expect(consoleErrors).toEqual([]);
});

test('clicking an empty cell and typing 5 writes 5 there', async ({ page }) => {
  const cell = page.getByRole('gridcell', { name: 'row 1, column 3, empty' });
  await cell.click();
  await page.keyboard.press('5');
  await expect(page.getByRole('gridcell', { name: 'row 1, column 3, 5' })).toHaveText('5');
  await page.keyboard.press('Delete');
  await expect(page.getByRole('gridcell', { name: 'row 1, column 3, empty' })).toHaveText('');
  expect(consoleErrors).toEqual([]);
});

test('the number pad writes into the selected cell', async ({ page }) => {
  await page.getByRole('gridcell', { name: 'row 9, column 1, empty' }).click();
  await page.getByRole('button', { name: /^7, \d+ left$/ }).click();
  await expect(page.getByRole('gridcell', { name: 'row 9, column 1, 7' })).toHaveText('7');
});

test('arrow keys move the selection and givens cannot be overwritten', async ({ page }) => {
  await page.getByRole('gridcell', { name: 'row 1, column 3, empty' }).click();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('gridcell', { name: 'row 1, column 2, 3, given' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('9');
  await expect(page.getByRole('gridcell', { name: 'row 1, column 2, 3, given' })).toHaveText('3');
  await expect(page.getByRole('status')).toHaveText('r1c2 is a given and cannot change');
});

test('axe-core finds no serious or critical violation', async ({ page }) => {
  await page.getByRole('gridcell', { name: 'row 1, column 3, empty' }).click();
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

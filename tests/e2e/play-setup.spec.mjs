// Setup mode (as the classic Java applet has it): enter a puzzle from the newspaper on an empty board; duplicates
// are refused; Check counts the solutions; Done locks the givens.
import { test, expect } from '@playwright/test';
import { openGame, cell, expectLabel, expectAccessible, shot, WELCOME } from './play-helpers.mjs';

let errors;
test.beforeEach(async ({ page }) => {
  errors = await openGame(page);
});
test.afterEach(() => expect(errors).toEqual([]));

async function startSetup(page) {
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Enter a puzzle (setup)' }).click();
  await expect(page.locator('.level')).toHaveText('Setup');
  await expect(page.getByRole('gridcell', { name: /, given/ })).toHaveCount(0);
}

test('entering a puzzle: duplicates refused, Check counts solutions, Done locks the givens', async ({ page }) => {
  await startSetup(page);
  await cell(page, 1, 1).click();
  await page.keyboard.press('5');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('5');
  await expect(page.getByRole('status')).toHaveText('5 is already in r1c1, which shares a house with r1c2');
  await expectLabel(cell(page, 1, 2), 'row 1, column 2, empty');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.locator('.verdict')).toHaveText('2 or more solutions: the shaded cells differ between two of them.');
  for (let i = 1; i < 81; i += 1) {
    if (WELCOME[i] === '.') continue;
    await cell(page, Math.floor(i / 9) + 1, (i % 9) + 1).click();
    await page.keyboard.press(WELCOME[i]);
  }
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  // Unique, and then what the logical solver needs, hardest first: this puzzle takes singles.
  await expect(page.locator('.verdict')).toHaveText(
    'Unique: one solution. Logic solves it (Easy): Hidden Single 30, Full House 21.',
  );
  await shot(page, 'play-setup');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Your puzzle is ready: the givens are locked.');
  await expectLabel(cell(page, 1, 1), 'row 1, column 1, 5, given');
  await cell(page, 1, 1).click();
  await page.keyboard.press('Delete');
  await expectLabel(cell(page, 1, 1), 'row 1, column 1, 5, given');
  await expect(page.locator('.level')).not.toContainText('Unrated', { timeout: 15_000 });
});

test('a contradiction: Check says there is no solution', async ({ page }) => {
  await startSetup(page);
  // 1-8 in row 1 and a 9 in column 9 below: r1c9 has no digit left.
  for (let c = 1; c <= 8; c += 1) {
    await cell(page, 1, c).click();
    await page.keyboard.press(String(c));
  }
  await cell(page, 5, 9).click();
  await page.keyboard.press('9');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  // Where: the logical solver's contradiction, its cell shaded.
  await expect(page.locator('.verdict')).toHaveText('No solution: from the start, r1c9 can hold no digit (shaded).');
  await expect(page.locator('.cell.differs')).toHaveCount(1);
  await expect(cell(page, 1, 9)).toHaveClass(/differs/);
  // Done warns before it locks a puzzle without a solution.
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('This puzzle has no solution: press Done again to lock it anyway.');
  await expect(page.locator('.level')).toHaveText('Setup');
});

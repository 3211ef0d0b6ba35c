// Learning: the trainer (a puzzle whose hardest step is a chosen technique, started just
// before it) and the list of every step available now.
import { test, expect } from '@playwright/test';
import { openGame, cell, expectLabel, expectAccessible, shot, waitForRating } from './play-helpers.mjs';

let errors;
test.beforeEach(async ({ page }) => {
  errors = await openGame(page);
  await waitForRating(page);
});
test.afterEach(() => expect(errors).toEqual([]));

/** Opens New game with its trainer section: the dialog and the technique list. */
async function openTrainer(page) {
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.locator('details.trainer').evaluate((d) => { d.open = true; });
  return { dialog, technique: dialog.locator('select#technique') };
}

test('the trainer makes an X-Wing puzzle that starts just before the X-Wing', async ({ page }) => {
  test.setTimeout(90_000);
  const { dialog, technique } = await openTrainer(page);
  // Techniques are grouped by level.
  await expect(technique.locator('optgroup[label="Moderate"] option', { hasText: 'X-Wing' })).toHaveCount(1);
  await expect(technique.locator('optgroup[label="Nightmare"] option', { hasText: 'XY-Chain' })).toHaveCount(1);
  await technique.selectOption('X-Wing');
  await expect(dialog.getByLabel('Start just before the technique')).toBeChecked();
  await dialog.locator('details.more').evaluate((d) => { d.open = true; });
  await dialog.getByLabel('Seed phrase (optional)').fill('wing practice');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Make a practice puzzle' }).click();
  await expect(page.getByRole('status')).toContainText('Practise X-Wing', { timeout: 60_000 });
  await expect(page.getByRole('status')).toContainText('Seed phrase: wing practice');
  // The start position: some digits placed and the candidates written as centre marks.
  await expect(page.locator('[role=gridcell][aria-label*="centre marks"]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const hint = page.getByRole('region', { name: 'Hint' });
  await expect(hint.locator('.hint-text')).toContainText('Look for an X-Wing');
  await shot(page, 'learn-trainer');
  await expectAccessible(page);
  // The start is one move: undo goes back to the givens alone.
  await hint.getByRole('button', { name: 'Close' }).click();
  await page.keyboard.press('Control+z');
  await expect(page.locator('[role=gridcell][aria-label*="centre marks"]')).toHaveCount(0);
});

test('on 9x9 the trainer offers Hidden Quad and Dynamic Forcing Chain and makes the chain puzzle', async ({ page }) => {
  test.setTimeout(90_000);
  const { dialog, technique } = await openTrainer(page);
  await expect(technique.locator('option', { hasText: 'Hidden Quad' })).toHaveCount(1);
  await expect(technique.locator('option', { hasText: 'Dynamic Forcing Chain' })).toHaveCount(1);
  await technique.selectOption('Dynamic Forcing Chain');
  // The symmetry under "More" shapes new games only: the trainer says so.
  await expect(dialog.locator('details.trainer .form-note')).toHaveText(/their givens follow no symmetry/);
  await dialog.locator('details.more').evaluate((d) => { d.open = true; });
  await dialog.getByLabel('Seed phrase (optional)').fill('x');
  await dialog.getByRole('button', { name: 'Make a practice puzzle' }).click();
  await expect(page.getByRole('status')).toContainText('Practise Dynamic Forcing Chain', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const hint = page.getByRole('region', { name: 'Hint' });
  await expect(hint.locator('.hint-text')).toContainText('Dynamic Forcing Chain');
});

test('All steps lists the steps of a fresh puzzle; choosing one shows it and Apply makes it', async ({ page }) => {
  await page.getByRole('button', { name: 'Tools', exact: true }).click();
  await page.getByRole('menu', { name: 'Tools' }).getByRole('menuitem', { name: 'All steps', exact: true }).click();
  const panel = page.getByRole('region', { name: 'All steps' });
  await expect(panel.getByRole('heading', { name: /^Hidden Single \(\d+\)$/ })).toBeVisible();
  await expect(panel).toContainText(/\d+ steps available now, easiest first/);
  const steps = panel.locator('.log-step');
  expect(await steps.count()).toBeGreaterThan(3);
  // Sorted by difficulty: each label starts with it, never going down.
  const difficulties = (await steps.allTextContents()).map((t) => Number(t.split(' ')[0]));
  expect(difficulties).toEqual([...difficulties].sort((a, b) => a - b));
  await expect(panel.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await steps.first().click();
  await expect(steps.first()).toHaveAttribute('aria-current', 'step');
  const target = page.locator('[role=gridcell][aria-label*="hint places"]').first();
  await expect(target).toBeVisible();
  const label = await target.getAttribute('aria-label');
  const [, row, column, digit] = label.match(/^row (\d+), column (\d+), .*hint places (\d)/);
  await shot(page, 'learn-all-steps');
  await expectAccessible(page);
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expectLabel(cell(page, Number(row), Number(column)), `row ${row}, column ${column}, ${digit}`);
  // The list comes back for the new position.
  await expect(page.getByRole('region', { name: 'All steps' }).locator('.log-step').first()).toBeVisible();
});

// First visits and the levels a player picks: a fresh profile gets a freshly generated
// Easy 9x9 with a welcome line, a later visit resumes it, and the new-game dialog gives
// the level asked for.
import { test, expect } from '@playwright/test';
import { boardLabels } from './keep-helpers.mjs';
import { expectAccessible, generate } from './play-helpers.mjs';

// The page picks one of 4 welcome boards at random (rendered at build time,
// scripts/postbuild.mjs), so two visits meet the same one once in 4: the test visits until
// it has seen two, and five visits all alike would be once in 256.
test('first visits in fresh profiles get different Easy puzzles; a reload resumes', async ({ browser }) => {
  const boards = [];
  for (let i = 0; i < 5 && new Set(boards.map((board) => board.join('|'))).size < 2; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('./');
    await expect(page.getByRole('grid', { name: 'Sudoku board' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Welcome');
    await expect(page.locator('.level')).toHaveText('9x9 standard, Easy');
    boards.push(await boardLabels(page));
    if (i === 0) {
      await expectAccessible(page);
      await page.reload();
      await expect(page.getByRole('grid', { name: 'Sudoku board' })).toBeVisible();
      expect(await boardLabels(page)).toEqual(boards[0]);
    }
    await context.close();
  }
  expect(boards[0]).toHaveLength(81);
  expect(new Set(boards.map((board) => board.join('|'))).size).toBeGreaterThan(1);
});

for (const { name, options, shown } of [
  { name: '16x16 Easy', options: { width: 4, height: 4, level: 'Easy' }, shown: '16x16 standard, Easy' },
  { name: '9x9 X Moderate', options: { variant: 'X', level: 'Moderate' }, shown: '9x9 x, Moderate' },
  { name: '9x9 standard Easy', options: { level: 'Easy' }, shown: '9x9 standard, Easy' },
]) {
  test(`the dialog's ${name} gives exactly that level`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('./');
    await expect(page.getByRole('grid', { name: 'Sudoku board' })).toBeVisible();
    await generate(page, { ...options, phrase: `level check ${name}` });
    await expect(page.locator('.level')).toHaveText(shown);
    await expect(page.getByRole('status')).toContainText(`New ${shown.split(', ')[1]} puzzle.`);
  });
}

test('a puzzle asked for before the first visit\'s puzzle arrives is the one played', async ({ page }) => {
  // The worker's wasm comes late, so the player's request waits behind the welcome puzzle's.
  await page.context().route(/_bg\.wasm$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('./');
  await expect(page.getByRole('grid', { name: 'Sudoku board' })).toBeVisible();
  await generate(page, { level: 'Easy', phrase: 'asked for at once' });
  await expect(page.getByRole('status')).toContainText('Seed phrase: asked for at once.');
  await expect(page.getByRole('status')).not.toContainText('Welcome');
  const board = await boardLabels(page);
  await page.waitForTimeout(500);
  expect(await boardLabels(page)).toEqual(board);
});

test('the dialog names boards, pictures variants and says which levels a board reaches', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  for (const board of ['4x4', '6x6', '8x8', '9x9', '12x12', '16x16', '25x25']) {
    await expect(dialog.getByRole('radio', { name: board, exact: true })).toBeVisible();
  }
  for (const variant of ['Standard', 'X', 'Jigsaw', 'Colour', 'X + jigsaw']) {
    await expect(dialog.getByRole('radio', { name: variant, exact: true })).toBeVisible();
  }
  // Each level shows its band on Sudoku Explainer's scale after its name.
  const bands = {
    Easy: 'SE 1.0–2.5',
    Moderate: 'SE 2.6–3.4',
    Difficult: 'SE 3.5–4.9',
    Stinker: 'SE 5.0–6.4',
    Nightmare: 'SE 6.5–7.4',
    Obscene: 'SE 7.5+',
  };
  for (const [level, band] of Object.entries(bands)) {
    await expect(dialog.getByRole('radio', { name: `${level} · ${band}`, exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole('radio', { name: 'Easy · SE 1.0–2.5', exact: true })).toHaveAccessibleDescription('Singles only');
  await dialog.getByRole('radio', { name: '4x4', exact: true }).check();
  await expect(dialog.getByRole('radio', { name: 'Moderate · SE 2.6–3.4', exact: true })).toBeDisabled();
  await expect(dialog.locator('.reach')).toHaveText('This board can be made at Easy only.');
  await dialog.getByRole('radio', { name: '9x9', exact: true }).check();
  await expect(dialog.getByRole('radio', { name: 'Moderate · SE 2.6–3.4', exact: true })).toBeEnabled();
  await dialog.getByText('More', { exact: true }).click();
  await expect(dialog.getByLabel('Symmetry of the givens')).toContainText('Half turn');
  await expectAccessible(page);
});

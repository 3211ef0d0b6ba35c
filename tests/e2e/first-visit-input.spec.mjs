// A first visit: whatever the player types as soon as a board is on the screen is theirs.
// The board that first appears must be the one they play (or hand its digits over to it),
// so a digit typed at that moment is still there once the first puzzle has arrived.
import { test, expect } from '@playwright/test';
import { freeDigitAt } from './load-probe.mjs';

for (const [late, files] of [
  ['the engine\'s worker', /worker(_simd)?_bg\.wasm$/],
  ['the app itself', /sudoku-app-[0-9a-f]+_bg\.wasm$/],
]) {
test(`a digit typed the moment the first board appears on a first visit is kept (${late} arrives late)`, async ({ page }) => {
  // The wasm arrives late, as on a slow network: the same race on every machine.
  await page.route(files, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('./');
  const board = page.getByRole('grid', { name: 'Sudoku board' });
  await expect(board).toBeVisible();

  const empty = board.locator('.cell:not(.given):not(:has(.value))').first();
  const id = await empty.getAttribute('id');
  const digit = await page.evaluate(freeDigitAt, Number(id.replace('cell-', '')));
  await empty.click();
  await page.keyboard.press(digit);
  const typed = page.locator(`#${id}`);
  await expect(typed.locator('.value')).toHaveText(digit);

  // The first puzzle is on the board and analysed.
  await expect(page.locator('.level')).toHaveText('9x9 standard, Easy', { timeout: 20_000 });
  expect(await board.locator('.cell.given').count()).toBeGreaterThanOrEqual(17);
  await page.waitForTimeout(500);
  await expect(typed, 'the typed cell is the player\'s, not a given').not.toHaveClass(/\bgiven\b/);
  await expect(typed.locator('.value'), 'the typed digit is kept').toHaveText(digit);
});
}

// One variant puzzle per constraint family, from the shared variant corpus
// (crates/engine/tests/data/variants: its README names each line and its source): pasted as
// its f-puzzles link, drawn as SudokuPad draws it (a screenshot in each theme), its rules in
// Help, a hint, digits that break its rule marked as conflicts, then solved by typing the
// corpus's solution, with no cell ever marked as breaking a rule on the way. Thermometers
// and sandwich sums, with their conflicts, are in play-constraints.spec.mjs.
import { test, expect } from '@playwright/test';
import { pastePuzzle, expectAccessible, shot } from './play-helpers.mjs';
import { openApp, typeInCell } from './keep-helpers.mjs';
import { readFileSync } from 'node:fs';

const corpus = (name) =>
  readFileSync(new URL(`../../crates/engine/tests/data/variants/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.length > 0);
const LINKS = corpus('fpuzzles_links.txt');
const SOLUTIONS = corpus('solutions.txt');

// Corpus line, family, what its drawing shows, a word of its rule in Help, and digits
// that break the family's rule without repeating a digit in a row, column or box.
const FAMILIES = [
  [5, 'whispers', '.constraint-overlay polyline.whispers', 'whisper', [[1, 6, '2'], [1, 7, '3']]],
  [7, 'renban and black dots', '.constraint-overlay polyline.renban', 'renban', [[1, 1, '1'], [1, 2, '5']]],
  [8, 'between lines', '.constraint-overlay polyline.between', 'between', [[3, 9, '5']]],
  [9, 'palindromes', '.constraint-overlay polyline.palindrome', 'palindrome', [[1, 5, '3'], [5, 1, '1']]],
  [11, 'killer cages', '.cage-overlay path.cage-line', 'cage', [[1, 1, '4']]],
  [13, 'arrows', '.constraint-overlay circle.arrow-bulb', 'arrow', [[1, 5, '1']]],
  [14, 'quadruples and diagonals', '.constraint-overlay circle.quadruple', 'diagonals', [[1, 1, '2']]],
  [15, 'XV and kropki dots', '.constraint-overlay text.xv', 'X', [[1, 7, '1'], [1, 8, '2']]],
  [16, 'little killers', '.constraint-overlay.framed text.little-killer', 'little killer', [[1, 1, '9']]],
  [19, 'skyscrapers', '.constraint-overlay.framed text.skyscraper', 'skyscraper', [[1, 5, '9']]],
  [20, 'X-sums', '.constraint-overlay.framed text.x-sum', 'X-sum', [[1, 2, '1']]],
  [23, 'anti-knight', null, 'knight', [[1, 3, '8']]],
];

test.describe.configure({ timeout: 90_000 });

for (const [line, family, drawn, word, breaking] of FAMILIES) {
  test(`${family}: pasted, drawn, explained, hinted, its rule checked and solved`, async ({ page }) => {
    await openApp(page);
    await expect(await pastePuzzle(page, LINKS[line - 1])).toBeHidden();
    if (drawn) await expect(page.locator(drawn).first()).toBeVisible();
    const slug = family.replace(/\W+/g, '-');
    await shot(page, `family-${slug}-light`);
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, `family-${slug}-dark`);
    await page.emulateMedia({ colorScheme: 'light' });

    await page.getByRole('button', { name: 'Help' }).click();
    const help = page.getByRole('dialog', { name: 'Rules and keys' });
    await expect(help.getByRole('listitem').filter({ hasText: new RegExp(word, 'i') }).first()).toBeVisible();
    await help.getByRole('button', { name: 'Close' }).click();

    // A hint waits for the puzzle's analysis; on some of these boards both take seconds.
    const asked = Date.now();
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Hint' }).locator('.hint-text')).not.toBeEmpty({ timeout: 30_000 });
    test.info().annotations.push({ type: 'hint', description: `${Date.now() - asked} ms` });
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // Digits that break the rule are marked where they stand; cleared, the marks go.
    const cellOf = ([r, c]) => page.locator(`#cell-${(r - 1) * 9 + c - 1}`);
    for (const [r, c, digit] of breaking) await typeInCell(page, r, c, digit);
    for (const move of breaking) await expect(cellOf(move)).toHaveClass(/\bconflict\b/);
    for (const [r, c] of breaking) await typeInCell(page, r, c, 'Delete');
    await expect(page.locator('.cell.conflict')).toHaveCount(0);

    const solution = SOLUTIONS[line - 1];
    const givens = await page.locator('.cell.given').evaluateAll((cells) => cells.map((c) => Number(c.id.replace('cell-', ''))));
    for (let i = 0; i < 81; i++) {
      if (givens.includes(i)) continue;
      await typeInCell(page, Math.floor(i / 9) + 1, (i % 9) + 1, solution[i]);
      if (i % 9 === 8) await expect(page.locator('.cell.conflict')).toHaveCount(0);
    }
    await expect(page.locator('.complete')).toContainText(/^Solved in \d+:\d\d/);
  });
}

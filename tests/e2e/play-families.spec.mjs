// One variant puzzle per constraint family, from the shared variant corpus
// (crates/engine/tests/data/variants: its README names each line and its source): pasted as
// its f-puzzles link, drawn as SudokuPad draws it (a screenshot in each theme), its rules in
// Help, a hint, then solved by typing the corpus's solution, with no cell ever marked as
// breaking a rule on the way. Thermometers and sandwich sums, with their conflicts, are in
// play-constraints.spec.mjs.
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

// Corpus line, family, what its drawing shows, and a word of its rule in Help.
const FAMILIES = [
  [5, 'whispers', '.constraint-overlay polyline.whispers', 'whisper'],
  [7, 'renban and black dots', '.constraint-overlay polyline.renban', 'renban'],
  [8, 'between lines', '.constraint-overlay polyline.between', 'between'],
  [9, 'palindromes', '.constraint-overlay polyline.palindrome', 'palindrome'],
  [11, 'killer cages', '.cage-overlay path.cage-line', 'cage'],
  [13, 'arrows', '.constraint-overlay circle.arrow-bulb', 'arrow'],
  [14, 'quadruples and diagonals', '.constraint-overlay circle.quadruple', 'diagonals'],
  [15, 'XV and kropki dots', '.constraint-overlay text.xv', 'X'],
  [16, 'little killers', '.constraint-overlay.framed text.little-killer', 'little killer'],
  [19, 'skyscrapers', '.constraint-overlay.framed text.skyscraper', 'skyscraper'],
  [20, 'X-sums', '.constraint-overlay.framed text.x-sum', 'X-sum'],
  [23, 'anti-knight', null, 'knight'],
];

test.describe.configure({ timeout: 90_000 });

for (const [line, family, drawn, word] of FAMILIES) {
  test(`${family}: pasted, drawn, explained, hinted and solved`, async ({ page }) => {
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

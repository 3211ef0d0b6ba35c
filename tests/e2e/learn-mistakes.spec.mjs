// Learning from mistakes: the warning about a wrong digit or a removed true candidate,
// the rewind to the first mistake (through undo, so redo brings the moves back), and the
// review of a finished game beside the computer's path.
import { test, expect } from '@playwright/test';
import { openGame, cell, expectLabel, expectAccessible, shot, waitForRating, SOLUTION, WELCOME } from './play-helpers.mjs';

let errors;
test.beforeEach(async ({ page }) => {
  errors = await openGame(page);
  await waitForRating(page);
});
test.afterEach(() => expect(errors).toEqual([]));

async function tool(page, name) {
  await page.getByRole('button', { name: 'Tools', exact: true }).click();
  await page.getByRole('menu', { name: 'Tools' }).getByRole('menuitem', { name, exact: true }).click();
}

async function warnAboutMistakes(page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByLabel(/^Warn about mistakes/).check();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function write(page, row, column, key) {
  await cell(page, row, column).click();
  await page.keyboard.press(key);
}

test('rewind after right, wrong, right returns the board before the wrong move; redo brings them back', async ({ page }) => {
  await write(page, 1, 3, '4'); // right
  await write(page, 1, 4, '2'); // wrong (the answer is 6), though no digit clashes
  await write(page, 2, 2, '7'); // right
  await tool(page, 'Rewind to first mistake');
  await expect(page.getByRole('status')).toHaveText(
    'Rewound 2 moves, to just before the first mistake (2 is not the digit of r1c4). Redo brings them back.');
  await expectLabel(cell(page, 1, 3), 'row 1, column 3, 4');
  await expectLabel(cell(page, 1, 4), 'row 1, column 4, empty');
  await expectLabel(cell(page, 2, 2), 'row 2, column 2, empty');
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expectLabel(cell(page, 1, 4), 'row 1, column 4, 2');
  await expectLabel(cell(page, 2, 2), 'row 2, column 2, 7');
  // With nothing wrong, the rewind says so and changes nothing.
  await write(page, 1, 4, '6');
  await tool(page, 'Rewind to first mistake');
  await expect(page.getByRole('status')).toHaveText('No mistake found: nothing to rewind.');
  await expectLabel(cell(page, 1, 4), 'row 1, column 4, 6');
});

test('the warning names a wrong digit and marks its cell until the next move', async ({ page }) => {
  await warnAboutMistakes(page);
  await write(page, 1, 3, '4');
  await expect(page.getByRole('status')).not.toHaveClass(/\bwarning\b/);
  await write(page, 1, 4, '2');
  await expect(page.getByRole('status')).toHaveText('Mistake: 2 is not the digit of r1c4.');
  await expect(page.getByRole('status')).toHaveClass(/\bwarning\b/);
  await expectLabel(cell(page, 1, 4), 'row 1, column 4, 2, wrong');
  await expectAccessible(page);
  await write(page, 2, 2, '7'); // right: the warning goes, the digit stays
  await expect(page.getByRole('status')).not.toHaveClass(/\bwarning\b/);
  await expectLabel(cell(page, 1, 4), 'row 1, column 4, 2');
  await tool(page, 'Rewind to first mistake');
  await expectLabel(cell(page, 1, 4), /^row 1, column 4, empty/);
  await expectLabel(cell(page, 1, 3), /^row 1, column 3, 4/);
});

test('removing a candidate that is the answer is warned', async ({ page }) => {
  await warnAboutMistakes(page);
  await cell(page, 2, 2).click();
  await tool(page, 'Fill candidates');
  await expectLabel(cell(page, 2, 2), 'row 2, column 2, empty, centre marks 2 4 7');
  await page.keyboard.press('c'); // centre-mark mode
  await page.keyboard.press('2'); // 2 is not r2c2's answer: no warning
  await expect(page.getByRole('status')).not.toHaveClass(/\bwarning\b/);
  await page.keyboard.press('7'); // 7 is
  await expect(page.getByRole('status')).toHaveText(
    'Mistake: 7 was removed from the centre marks of r2c2, but it is the answer there.');
  await expectLabel(cell(page, 2, 2), 'row 2, column 2, empty, centre marks 4, wrong');
  await expect(cell(page, 2, 2)).toHaveClass(/\bwrong\b/);
  await shot(page, 'learn-wrong-elimination');
  await expectAccessible(page);
  await tool(page, 'Rewind to first mistake');
  await expectLabel(cell(page, 2, 2), 'row 2, column 2, empty, centre marks 4 7');
});

test('after a game the review shows the player path beside the computer path', async ({ page }) => {
  test.setTimeout(60_000);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const hint = page.getByRole('region', { name: 'Hint' });
  await expect(hint.locator('.hint-text')).toContainText('Look for');
  await hint.getByRole('button', { name: 'Close' }).click();
  await write(page, 1, 4, '9'); // a mistake, corrected below
  await page.keyboard.press('m'); // a red trial mark
  for (let i = 0; i < 81; i += 1) {
    if (WELCOME[i] === '.') await write(page, Math.floor(i / 9) + 1, (i % 9) + 1, SOLUTION[i]);
  }
  await expect(page.getByRole('heading', { name: 'Solved!' })).toBeVisible();
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  const review = page.getByRole('region', { name: 'Review' });
  await expect(review).toContainText('53 moves, 1 hint, 1 red mark, 1 mistaken move.');
  await expect(review).toContainText(/Hints used: [^.]+ \(1\)\./);
  const mine = review.getByRole('list', { name: 'Your path' });
  await expect(mine.getByRole('listitem').first()).toHaveText(/^Hint: /);
  await expect(mine.getByRole('listitem').nth(1)).toHaveText('1. r1c4 = 9 (mistake)');
  await expect(mine.getByRole('listitem').nth(2)).toHaveText('2. r1c4 marked red');
  const computer = review.getByRole('list', { name: "Computer's path" });
  await expect(computer.getByRole('listitem').first()).toHaveText(/^1\. [A-Z][\w -]+: r\dc\d = \d/);
  await expect(review).toContainText('The computer used: ');
  await shot(page, 'learn-review');
  await expectAccessible(page);
  await review.getByRole('button', { name: 'Close' }).click();
  await expect(review).toHaveCount(0);
});

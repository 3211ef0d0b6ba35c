// A printed batch: puzzles of a chosen board, level and seed phrase, so many to a page,
// then their answers; the same phrase prints the command line's puzzles for it, and print
// media shows nothing but the pages of boards.
import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { CLASSIC_LINK, expectAccessible, openGame } from './play-helpers.mjs';

/** The command line's batch of `count` puzzles (one line each) for `phrase`. */
function cliBatch(phrase, count) {
  const args = ['run', '-q', '-p', 'sudoku-cli', '--', 'generate', '--box', '2x2', '--level', 'easy', '--exact',
    '--seed', phrase, '--count', String(count)];
  return execFileSync('cargo', args, { encoding: 'utf8' }).trim().split('\n');
}

async function openBatch(page) {
  await page.getByRole('button', { name: 'Game', exact: true }).click();
  await page.getByRole('menu', { name: 'Game' }).getByRole('menuitem', { name: 'Print a batch', exact: true }).click();
  const view = page.getByRole('region', { name: 'Print a batch' });
  await expect(view).toBeVisible();
  return view;
}

/** Makes a batch of 4x4 Easy puzzles and returns each printed board's givens as a line. */
async function makeBatch(view, phrase, perPage, pages) {
  await view.getByRole('combobox', { name: 'Board', exact: true }).selectOption('2x2');
  await view.getByRole('combobox', { name: 'Variant', exact: true }).selectOption('standard');
  await view.getByRole('combobox', { name: 'Level', exact: true }).selectOption('Easy');
  await view.getByRole('combobox', { name: 'Puzzles per page', exact: true }).selectOption(String(perPage));
  await view.getByRole('combobox', { name: 'Pages', exact: true }).selectOption(String(pages));
  await view.getByLabel(/^Seed phrase/).fill(phrase);
  await view.getByRole('button', { name: 'Make puzzles' }).click();
  const count = perPage * pages;
  await expect(view.getByRole('status')).toHaveText(`${count} puzzles and their answers are ready to print.`, { timeout: 30_000 });
  const page = view.page();
  return page.locator('.sheet:not(.answers) svg').evaluateAll((svgs) => svgs.map((svg) => {
    const n = Math.round(Number(svg.getAttribute('width')) / 60);
    const cells = Array(n * n).fill('.');
    for (const t of svg.querySelectorAll('text')) {
      const at = Math.floor(Number(t.getAttribute('y')) / 60) * n + Math.floor(Number(t.getAttribute('x')) / 60);
      cells[at] = t.textContent;
    }
    return cells.join('');
  }));
}

test.beforeAll(() => {
  // Build the command line once, outside the tests' own time limits.
  cliBatch('warm up', 1);
});

test('a batch prints the command line\'s puzzles for its phrase, then their answers', async ({ page }) => {
  await openGame(page, CLASSIC_LINK);
  const view = await openBatch(page);
  await expectAccessible(page);
  await expect(view.getByText(/Save as PDF/).first()).toBeVisible();
  const first = await makeBatch(view, 'paper trail', 2, 2);
  expect(first).toEqual(cliBatch('paper trail', 4));
  await expect(page.locator('.sheet:not(.answers)')).toHaveCount(2);
  await expect(page.locator('.sheet.per-2').first().locator('figure')).toHaveCount(2);
  const answers = page.locator('.sheet.answers');
  await expect(answers).toHaveCount(1);
  await expect(answers.locator('svg')).toHaveCount(4);
  // An answer is full and keeps its puzzle's givens.
  const answer = await answers.locator('svg').first().locator('text').allTextContents();
  expect(answer).toHaveLength(16);
  await expect(page.locator('.sheet figcaption').first()).toHaveText('1. Easy · seed: paper trail');
  await expectAccessible(page);

  // The same phrase again gives the same puzzles; another phrase, others.
  expect(await makeBatch(view, 'paper trail', 4, 1)).toEqual(first);
  expect(await makeBatch(view, 'another trail', 4, 1)).not.toEqual(first);
});

test('print media shows only the pages of boards, each page the paper\'s size', async ({ page }) => {
  await openGame(page, CLASSIC_LINK);
  const view = await openBatch(page);
  await view.getByRole('combobox', { name: 'Paper', exact: true }).selectOption('letter');
  await makeBatch(view, 'printer', 6, 1);
  await page.emulateMedia({ media: 'print' });
  const shown = await page.evaluate(() => [...document.querySelectorAll('body *')]
    .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
    .filter((el) => !el.closest('.sheet') && !el.querySelector('.sheet'))
    .map((el) => `${el.tagName.toLowerCase()}.${el.className}`));
  expect(shown).toEqual([]);
  await expect(page.getByRole('button', { name: 'Make puzzles' })).toBeHidden();
  await expect(page.getByRole('grid', { name: 'Sudoku board' })).toBeHidden();
  await expect(page.locator('.sheet.letter.per-6:not(.answers) svg')).toHaveCount(6);
  await expect(page.locator('.sheet.answers svg')).toHaveCount(6);
  // Letter paper is 8.5 inches wide (816 CSS pixels).
  const box = await page.locator('.sheet').first().boundingBox();
  expect(Math.round(box.width)).toBe(816);

  await page.emulateMedia({ media: 'screen' });
  await view.getByRole('button', { name: 'Back to the game' }).click();
  await expect(page.locator('.print-batch')).toHaveCount(0);
  await expect(page.getByRole('grid', { name: 'Sudoku board' })).toBeVisible();
});

// A printed batch: puzzles of a chosen board, level and seed phrase, so many to a page,
// then their answers; the same phrase prints the same puzzles, and print media shows
// nothing but the pages of boards.
import { test, expect } from '@playwright/test';
import { CLASSIC_LINK, expectAccessible, openGame } from './play-helpers.mjs';

async function openBatch(page) {
  await page.getByRole('button', { name: 'Game', exact: true }).click();
  await page.getByRole('menu', { name: 'Game' }).getByRole('menuitem', { name: 'Print a batch', exact: true }).click();
  const view = page.getByRole('dialog', { name: 'Print a batch' });
  await expect(view).toBeVisible();
  // The worker makes the form's fields.
  await expect(view.getByRole('combobox', { name: 'Board', exact: true })).toBeVisible();
  return view;
}

/** Each board of the pages selected by `pages` as a line of its digits ('.' empty). */
async function boardLines(page, pages) {
  return page.locator(`${pages} svg`).evaluateAll((svgs) => svgs.map((svg) => {
    const n = Math.round((Number(svg.getAttribute('width')) - 6) / 60);
    const cells = Array(n * n).fill('.');
    for (const t of svg.querySelectorAll('text')) {
      const at = Math.floor(Number(t.getAttribute('y')) / 60) * n + Math.floor(Number(t.getAttribute('x')) / 60);
      cells[at] = t.textContent;
    }
    return cells.join('');
  }));
}

/** Makes a batch of 4x4 Easy puzzles and returns each printed puzzle as a line. */
async function makeBatch(view, phrase, perPage, pages) {
  await view.getByRole('combobox', { name: 'Board', exact: true }).selectOption('2x2');
  await view.getByRole('combobox', { name: 'Variant', exact: true }).selectOption('standard');
  await view.getByRole('combobox', { name: 'Level', exact: true }).selectOption('Easy');
  await view.getByRole('combobox', { name: 'Puzzles per page', exact: true }).selectOption(String(perPage));
  await view.getByRole('combobox', { name: 'Pages', exact: true }).selectOption(String(pages));
  await view.getByLabel(/^Seed phrase/).fill(phrase);
  await view.getByRole('button', { name: 'Make puzzles' }).click();
  await expect(view.getByRole('status')).toHaveText('Ready to print.', { timeout: 30_000 });
  await expect(view.page().locator('.sheet:not(.answers) svg')).toHaveCount(perPage * pages);
  return boardLines(view.page(), '.sheet:not(.answers)');
}

test('a batch prints its pages of puzzles, then their answers, the same for the same phrase', async ({ page }) => {
  const errors = await openGame(page, CLASSIC_LINK);
  const view = await openBatch(page);
  await expectAccessible(page);
  await expect(view.getByText(/Save as PDF/).first()).toBeVisible();
  const puzzles = await makeBatch(view, 'paper trail', 2, 2);
  expect(puzzles).toHaveLength(4);
  await expect(page.locator('.sheet:not(.answers)')).toHaveCount(2);
  await expect(page.locator('.sheet.per-2').first().locator('figure')).toHaveCount(2);
  await expect(page.locator('.sheet figcaption').first()).toHaveText('1. Easy · seed: paper trail');
  await expect(page.locator('.sheet figcaption').nth(1)).toHaveText('2. Easy · seed: paper trail #2');
  await expect(page.locator('.sheet.answers')).toHaveCount(1);
  // Each answer is full and keeps its puzzle's givens.
  const answers = await boardLines(page, '.sheet.answers');
  expect(answers).toHaveLength(4);
  answers.forEach((answer, i) => {
    expect(answer).toMatch(/^[1-4]{16}$/);
    [...puzzles[i]].forEach((given, at) => given === '.' || expect(answer[at]).toBe(given));
  });
  await expectAccessible(page);

  // The same phrase again gives the same puzzles; another phrase, others.
  expect(await makeBatch(view, 'paper trail', 4, 1)).toEqual(puzzles);
  expect(await makeBatch(view, 'another trail', 4, 1)).not.toEqual(puzzles);

  // Without the answers page, only the puzzles.
  await view.getByRole('combobox', { name: 'A page of answers', exact: true }).selectOption('no');
  await makeBatch(view, 'paper trail', 1, 1);
  await expect(page.locator('.sheet')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('print media shows only the pages of boards, each page the paper\'s size', async ({ page }) => {
  await openGame(page, CLASSIC_LINK);
  const view = await openBatch(page);
  await view.getByRole('combobox', { name: 'Paper', exact: true }).selectOption('Letter');
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
  await view.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.locator('.print-batch')).toHaveCount(0);
  await expect(page.getByRole('grid', { name: 'Sudoku board' })).toBeVisible();
});

// The daily puzzle: the same for everyone on a local date, equal to the command line's
// `sudoku daily DATE`, made offline in the worker, with an archive of 30 days.
import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { CLASSIC_LINK } from './play-helpers.mjs';

/** The command line's daily puzzle line (givens, '.' for empty) for `date`. */
function cliDaily(date) {
  const out = execFileSync('cargo', ['run', '-q', '-p', 'sudoku-cli', '--', 'daily', date], { encoding: 'utf8' });
  return out.trim().split('\n')[0];
}

/** The givens on the board as one line, row-major, '.' for a cell without a given. */
async function givensLine(page) {
  const labels = await page.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
  return labels.map((label) => label.match(/^row \d+, column \d+, (\S), given/)?.[1] ?? '.').join('');
}

/** Waits until the board's givens read `line` (a new puzzle may replace one at the same level). */
async function expectGivens(page, line) {
  await expect.poll(() => givensLine(page), { timeout: 20_000 }).toBe(line);
}

/** A fresh profile in `timezoneId` whose clock reads `instant`, on the classic puzzle. */
async function freshPage(browser, timezoneId, instant) {
  const context = await browser.newContext({ timezoneId });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(instant));
  await page.goto(CLASSIC_LINK);
  await expect(page.getByRole('grid', { name: 'Sudoku board' })).toBeVisible();
  return { context, page };
}

/** Types `solution`'s digit in every cell that `line` (the givens, '.' for empty) leaves empty. */
async function typeSolution(page, line, solution) {
  for (let i = 0; i < 81; i += 1) {
    if (line[i] !== '.') continue;
    await page.locator(`#cell-${i}`).click();
    await page.keyboard.press(solution[i]);
  }
}

/**
 * Opens today's daily puzzle from New game and waits for its level. The board may show
 * the puzzle before it at the same level, so a test reads the new givens with `expectGivens`.
 */
async function openDaily(page, level) {
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await page.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Daily puzzle' }).click();
  await expect(page.locator('.level')).toHaveText(`9x9 standard, ${level}`, { timeout: 20_000 });
}

test.beforeAll(() => {
  // Build the command line once, outside the tests' own time limits.
  cliDaily('2026-11-24');
});

test('two fresh profiles on the same local date get the command line\'s daily puzzle', async ({ browser }) => {
  const expected = cliDaily('2026-11-24');
  for (const zone of ['Europe/Berlin', 'Asia/Tokyo']) {
    // 10:00 UTC is Tuesday 24 November in both zones: Moderate.
    const { context, page } = await freshPage(browser, zone, '2026-11-24T10:00:00Z');
    await openDaily(page, 'Moderate');
    await expectGivens(page, expected);
    await context.close();
  }
});

test('where the same instant is another date, that date\'s puzzle opens', async ({ browser }) => {
  // 03:00 UTC on the 24th is still Monday the 23rd in Los Angeles: Easy.
  const { context, page } = await freshPage(browser, 'America/Los_Angeles', '2026-11-24T03:00:00Z');
  await openDaily(page, 'Easy');
  await expectGivens(page, cliDaily('2026-11-23'));
  await context.close();
});

test('the archive lists 30 days, opens an earlier one and Daily puzzle resumes today\'s game', async ({ browser }) => {
  const { context, page } = await freshPage(browser, 'Europe/Berlin', '2026-11-24T10:00:00Z');
  await openDaily(page, 'Moderate');
  const today = await givensLine(page);
  const empty = page.getByRole('gridcell', { name: /empty$/ }).first();
  const name = await empty.getAttribute('aria-label');
  await empty.click();
  await page.keyboard.press('5');
  const typed = name.replace(/empty$/, '5');

  await page.getByRole('button', { name: 'Game', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Daily archive' }).click();
  const archive = page.getByRole('dialog', { name: 'Daily puzzles' });
  await expect(archive.locator('li.daily-day')).toHaveCount(30);
  await expect(archive.locator('li[data-date="2026-11-24"]')).toContainText('in progress');
  await expect(archive.locator('li[data-date="2026-10-26"]')).toContainText('Monday 26 October 2026');
  await expect(archive.locator('li[data-date="2026-11-22"]')).toContainText('Nightmare');
  await archive.locator('li[data-date="2026-11-23"]').getByRole('button', { name: 'Play' }).click();
  await expect(page.locator('.level')).toHaveText('9x9 standard, Easy', { timeout: 20_000 });
  await expectGivens(page, cliDaily('2026-11-23'));

  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await expect(dialog.locator('#daily-day')).toHaveText('Tuesday 24 November 2026, Moderate');
  await dialog.getByRole('button', { name: 'Daily puzzle' }).click();
  await expect(page.getByRole('gridcell', { name: typed })).toBeVisible();
  await expectGivens(page, today);
  await context.close();
});

test('a solved daily puzzle shows as solved in the archive and counts in the statistics and the streak', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await freshPage(browser, 'Europe/Berlin', '2026-11-23T10:00:00Z');
  await openDaily(page, 'Easy');
  const line = cliDaily('2026-11-23');
  await expectGivens(page, line);
  const solve = ['run', '-q', '-p', 'sudoku-cli', '--', 'solve'];
  const solution = execFileSync('cargo', solve, { encoding: 'utf8', input: `${line}\n` }).trim();
  await typeSolution(page, line, solution);
  await page.getByRole('button', { name: 'Game', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Daily archive' }).click();
  const archive = page.getByRole('dialog', { name: 'Daily puzzles' });
  await expect(archive.locator('li[data-date="2026-11-23"]')).toContainText('solved in');
  await expect(archive.locator('li[data-date="2026-11-23"]')).toHaveClass(/solved/);
  await archive.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Game', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Statistics' }).click();
  const stats = page.getByRole('dialog', { name: 'Statistics' });
  await expect(stats.locator('.streak')).toHaveText('Daily streak: 1 day (longest 1 day)');
  const row = stats.getByRole('row', { name: /9x9 standard, Easy/ });
  await expect(row.locator('td').nth(1)).toHaveText('1');
  await expect(stats.getByRole('img', { name: /Solve times of 9x9 standard, Easy: 1 solved/ })).toBeVisible();
  await expect(stats.locator('.stats-chart rect')).toHaveCount(1);
  await context.close();
});

/** The command line's daily variant of `date`: its first line (`# DATE FAMILY, LEVEL`),
 * its givens as one line and the .sudoku text itself. */
function cliDailyVariant(date) {
  const out = execFileSync('cargo', ['run', '-q', '-p', 'sudoku-cli', '--', 'daily', date, '--variant'], { encoding: 'utf8' });
  const lines = out.trim().split('\n');
  const grid = lines.filter((line) => /^[1-9.]{9}$/.test(line));
  return { head: lines[0], givens: grid.join(''), text: lines.slice(1).join('\n') };
}

test('the daily variant is the command line\'s, with its own archive, statistics and streak', async ({ browser }) => {
  test.setTimeout(180_000);
  // Friday 4 December 2026: XV with the negative rule, at Stinker as the classic puzzle.
  const expected = cliDailyVariant('2026-12-04');
  expect(expected.head).toBe('# 2026-12-04 xv-negative, Stinker');
  const { context, page } = await freshPage(browser, 'Europe/Berlin', '2026-12-04T10:00:00Z');
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await expect(dialog.locator('#daily-variant-day')).toHaveText('Friday 4 December 2026, XV, all given, Stinker');
  await expect(dialog.locator('#daily-day')).toHaveText('Friday 4 December 2026, Stinker');
  await dialog.getByRole('button', { name: 'Daily variant' }).click();
  await expect(page.locator('.message, [role="status"]').filter({ hasText: 'New puzzle: XV, all given (Stinker)' }).first())
    .toBeVisible({ timeout: 60_000 });
  await expectGivens(page, expected.givens);
  const line = expected.givens;

  // Its own archive: in progress there, not played in the classic archive.
  const empty = page.getByRole('gridcell', { name: /empty$/ }).first();
  await empty.click();
  await page.keyboard.press('5');
  await page.getByRole('button', { name: 'Game', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Daily archive' }).click();
  let archive = page.getByRole('dialog', { name: 'Daily puzzles' });
  await expect(archive.locator('li[data-date="2026-12-04"]')).toContainText('not played');
  await archive.getByRole('button', { name: 'Variant' }).click();
  await expect(archive.getByRole('button', { name: 'Variant' })).toHaveAttribute('aria-pressed', 'true');
  await expect(archive.locator('li.daily-day')).toHaveCount(30);
  await expect(archive.locator('li[data-date="2026-12-04"]')).toContainText('XV, all given, Stinker');
  await expect(archive.locator('li[data-date="2026-12-04"]')).toContainText('in progress');
  await expect(archive.locator('li[data-date="2026-12-03"]')).toContainText('Even and odd cells, Difficult');
  await archive.getByRole('button', { name: 'Close' }).click();

  // Solved: the archive says so, and the statistics count it in its own row and streak.
  const file = `${process.env.TMPDIR ?? '/tmp'}/daily-variant-2026-12-04.sudoku`;
  (await import('node:fs')).writeFileSync(file, `${expected.text}\n`);
  const solution = execFileSync('cargo', ['run', '-q', '-p', 'sudoku-cli', '--', 'solve', '--file-format', file], { encoding: 'utf8' }).trim();
  expect(solution).toMatch(/^[1-9]{81}$/);
  await typeSolution(page, line, solution);
  await page.getByRole('button', { name: 'Game', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Daily archive' }).click();
  archive = page.getByRole('dialog', { name: 'Daily puzzles' });
  await archive.getByRole('button', { name: 'Variant' }).click();
  await expect(archive.locator('li[data-date="2026-12-04"]')).toContainText('solved in');
  await archive.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Game', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Statistics' }).click();
  const stats = page.getByRole('dialog', { name: 'Statistics' });
  await expect(stats.locator('.variant-streak')).toHaveText('Daily variant streak: 1 day (longest 1 day)');
  await expect(stats.locator('.streak')).toHaveText('Daily streak: 0 days (longest 0 days)');
  const row = stats.getByRole('row', { name: /Daily variant, Stinker/ });
  await expect(row.locator('td').nth(1)).toHaveText('1');
  await context.close();
});

// Shared steps of the play-*.spec.mjs suites: open the game, find cells, check accessibility.
import { expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

// A classic puzzle and its solution (row-major, '.' empty); the suites open it by link,
// since a first visit without a link gets a freshly generated puzzle.
export const WELCOME = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
export const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

/** The link that opens the classic puzzle. */
export const CLASSIC_LINK = `./#p=v1~box=3x3~variant=standard~givens=${WELCOME}`;

/** Opens the page on the classic puzzle (by link) and collects console errors. */
export async function openGame(page, url = CLASSIC_LINK) {
  const errors = [];
  page.on('console', (message) => {
    // The service worker and icons (offline support, their own suite) may be absent from a dev build.
    const offline = /(sw\.js|favicon\.ico)$/.test(message.location().url ?? '') || /fetching the script/.test(message.text());
    if (message.type() === 'error' && !offline) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await expect(page.getByRole('grid', { name: 'Sudoku board' })).toBeVisible();
  return errors;
}

/** The cell at row r, column c (from 1) of a board of `size` digits. */
export function cell(page, r, c, size = 9) {
  return page.locator(`#cell-${(r - 1) * size + (c - 1)}`);
}

/** Waits until the puzzle is analysed (its solution and level known). */
export async function waitForRating(page) {
  await expect(page.locator('.level')).not.toContainText('Unrated', { timeout: 15_000 });
}

export async function expectLabel(locator, pattern) {
  await expect(locator).toHaveAttribute('aria-label', pattern);
}

/** axe-core: no serious or critical violation in the current state. */
export async function expectAccessible(page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(' ')})`)).toEqual([]);
}

export async function shot(page, name) {
  await page.screenshot({ path: `target/screenshots/${name}.png`, fullPage: true });
}

/** Drags the mouse from one cell to another, selecting the cells on the way. */
export async function drag(page, from, to) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
  await page.mouse.up();
}

/** Chooses a board of boxes `width` x `height` in the open new-game dialog: a preset by
 * name when there is one, else the box shape under "More". */
export async function chooseBoard(dialog, width, height) {
  await dialog.locator('details.more').evaluate((d) => { d.open = true; });
  await dialog.getByLabel('Box width').selectOption(String(width));
  await dialog.getByLabel('Box height').selectOption(String(height));
}

/** An empty board of boxes `width` x `height` in setup mode (no generation needed). */
export async function emptyBoard(page, width, height) {
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await chooseBoard(dialog, width, height);
  await dialog.getByRole('radio', { name: 'Standard', exact: true }).check();
  await dialog.getByRole('button', { name: 'Enter a puzzle (setup)' }).click();
  await expect(page.getByRole('gridcell')).toHaveCount(width * height * width * height);
}

/** Opens the new-game dialog and generates a puzzle of the given shape. */
export async function generate(page, { width = 3, height = 3, variant = 'Standard', level = 'Easy', harder = false, phrase = '' }) {
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await chooseBoard(dialog, width, height);
  await dialog.getByRole('radio', { name: variant, exact: true }).check();
  // A level's name is followed by its SE band ("Nightmare · SE 6.5–7.4").
  await dialog.getByRole('radio', { name: new RegExp(`^${level} · SE `) }).check();
  if (harder) await dialog.getByLabel(/or harder$/).check();
  if (phrase) await dialog.getByLabel('Seed phrase (optional)').fill(phrase);
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  const size = width * height;
  await expect(page.getByRole('gridcell')).toHaveCount(size * size, { timeout: 60_000 });
  await expect(page.getByRole('status')).toContainText('New ', { timeout: 60_000 });
}

/** Which menu of the menu bar holds each action. */
const MENU_OF = {
  'Fill candidates': 'Tools',
  'Red mark': 'Tools',
  Highlight: 'Tools',
  Solve: 'Tools',
  'Solution log': 'Tools',
  'Saved games': 'Game',
  'Daily archive': 'Game',
  Statistics: 'Game',
  'Back up everything': 'Game',
  Print: 'Game',
  'Save image': 'Game',
  'Restore a backup': 'Game',
  'Copy puzzle': 'Game',
  'Paste puzzle': 'Game',
  'Copy link': 'Game',
  'Copy seed link': 'Game',
  'Open in SudokuPad': 'Game',
  'Open in f-puzzles': 'Game',
  'Export game': 'Game',
  'Import game': 'Game',
};

/** Opens the menu that holds `name` (a menu button) and returns that item. */
export async function menuItem(page, name) {
  const menu = MENU_OF[name.startsWith('Highlight') ? 'Highlight' : name];
  const button = page.getByRole('button', { name: menu, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const role = name.startsWith('Highlight') ? 'menuitemcheckbox' : 'menuitem';
  return page.getByRole('menu', { name: menu }).getByRole(role, { name, exact: true });
}

/** Runs the menu action `name` (two clicks: the menu, then the item). */
export async function menuAction(page, name) {
  await (await menuItem(page, name)).click();
}

/** Chooses the Game menu's item `name` (Import game, Restore a backup) and answers its file
 * chooser with `files`. */
export async function chooseFile(page, name, files) {
  const chooser = page.waitForEvent('filechooser');
  await menuAction(page, name);
  await (await chooser).setFiles(files);
}

/** Pastes `text` through the Paste dialog; returns the dialog (hidden once the puzzle loads). */
export async function pastePuzzle(page, text) {
  await menuAction(page, 'Paste puzzle');
  const dialog = page.getByRole('dialog', { name: 'Paste a puzzle' });
  await dialog.getByRole('textbox').fill(text);
  await dialog.getByRole('button', { name: 'Load puzzle' }).click();
  return dialog;
}

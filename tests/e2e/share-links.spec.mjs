// Sharing: copy then paste, #p= and #s= links in a fresh browser profile, export and
// import of a whole game, and malformed strings and links answered by a clear message
import { chooseFile, menuAction } from './play-helpers.mjs';
// with the game untouched (and shown as text, never as HTML).
import { test, expect } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { boardLabels, generate, openApp, typeInCell, watchErrors } from './keep-helpers.mjs';

const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const OTHER = '4....681...3.......59..86.7.......9..9.285........75288...3.9..24.619...9.6......';

async function paste(page, text) {
  await menuAction(page, 'Paste puzzle');
  const dialog = page.getByRole('dialog', { name: 'Paste a puzzle' });
  await dialog.getByRole('textbox').fill(text);
  await dialog.getByRole('button', { name: 'Load puzzle' }).click();
  return dialog;
}

test('copy puzzle then paste it back', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openApp(page);
  const boxes = () => page.evaluate(() => ['.top', '.board'].map((s) => JSON.stringify(document.querySelector(s).getBoundingClientRect())));
  const before = await boxes();
  await menuAction(page, 'Copy puzzle');
  await expect(page.getByText('Puzzle copied.')).toBeVisible();
  // The note floats: the header and the board stay where they were, and it goes by itself.
  expect(await boxes()).toEqual(before);
  await expect(page.getByText('Puzzle copied.')).toBeHidden({ timeout: 8_000 });
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(CLASSIC);
  const original = await boardLabels(page);
  const dialog = await paste(page, OTHER);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('gridcell', { name: 'row 1, column 1, 4, given' })).toBeVisible();
  await paste(page, copied);
  await expect(page.getByRole('gridcell', { name: 'row 1, column 1, 5, given' })).toBeVisible();
  expect(await boardLabels(page)).toEqual(original);
});

test('pastes read multi-line grids and .sudoku files', async ({ page }) => {
  await openApp(page);
  const grid = OTHER.match(/.{9}/g).join('\n');
  await paste(page, grid);
  await expect(page.getByRole('gridcell', { name: 'row 1, column 1, 4, given' })).toBeVisible();
  await paste(page, `# a 4x4 jigsaw\ntype: jigsaw\n1...\n..3.\n.4..\n...2\nshapes:\n1122\n1122\n3344\n3344\n`);
  await expect(page.getByRole('gridcell')).toHaveCount(16);
  await expect(page.getByRole('gridcell', { name: 'row 2, column 3, 3, given' })).toBeVisible();
});

test('a #p= link opened in a fresh profile gives the identical board', async ({ page, browser, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openApp(page);
  await paste(page, `type: x+jigsaw\nbox: 2x2\n1...\n..3.\n.4..\n...2\nshapes:\n1122\n1122\n3344\n3344\n`);
  await expect(page.getByRole('gridcell')).toHaveCount(16);
  await menuAction(page, 'Copy link');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/#p=v1~box=2x2~variant=x\+jigsaw~givens=1\.\.\.\.\.3\.\.4\.\.\.\.\.2~shapes=1122112233443344$/);
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await openApp(other, link);
  await expect(other.getByRole('gridcell')).toHaveCount(16);
  expect(await boardLabels(other)).toEqual(await boardLabels(page));
  expect(new URL(other.url()).hash).toBe('');
  // A reload resumes the linked game (the link is not applied twice).
  await typeInCell(other, 1, 2, '2');
  await other.reload();
  await expect(other.getByRole('gridcell', { name: 'row 1, column 2, 2' })).toBeVisible();
  await fresh.close();
});

test('a #s= link regenerates the same puzzle in two fresh profiles', async ({ page, browser, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openApp(page);
  await generate(page, { width: 3, height: 2, phrase: 'shared seed' });
  await expect(page.getByRole('gridcell')).toHaveCount(36);
  await menuAction(page, 'Copy seed link');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain('#s=v6~box=3x2~variant=standard~symmetry=rotate180~level=easy~exact=true~attempts=');
  // The attempt that made the puzzle is pinned, so a later rater cannot change the puzzle.
  expect(link).toMatch(/~attempt=\d+~phrase=shared%20seed$/);
  const boards = [];
  for (let i = 0; i < 2; i += 1) {
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await openApp(other, link);
    await expect(other.getByRole('gridcell')).toHaveCount(36);
    await expect(other.getByRole('gridcell', { name: /given/ }).first()).toBeVisible();
    boards.push(await boardLabels(other));
    await fresh.close();
  }
  expect(boards[0]).toEqual(boards[1]);
  expect(boards[0]).toEqual(await boardLabels(page));
});

// Links that must load nothing, each with (part of) the message it must give.
const BAD_LINKS = [
  ['#q=v1~box=3x3', 'a puzzle link starts with "p="'],
  ['#g=variant-v1~families=thermo~level=moderate~phrase=a', 'unknown variant family "thermo"'],
  ['#g=variant-v1~families=arrow~level=easy', 'lacks the field "phrase"'],
  ['#p=v2~box=3x3~variant=standard~givens=1', 'format version is "v2"'],
  ['#p=v1~box=3x3~variant=standard', 'lacks the field "givens"'],
  ['#p=v1~box=3x3~variant=standard~givens=12', 'givens: 2 cells for a 9x9 board, which has 81'],
  [`#p=v1~box=3x3~variant=standard~givens=${CLASSIC.replace('.', 'x')}`, 'cell 3 (row 1, column 3) has the bad character'],
  [`#p=v1~box=3x3~variant=standard~givens=55${CLASSIC.slice(2)}`, 'digit 5 is given twice in row 1'],
  [`#p=v1~box=7x7~variant=standard~givens=${CLASSIC}`, 'the largest is 30x30'],
  [`#p=v1~box=3x3~variant=killer~givens=${CLASSIC}`, 'the variant is killer but the link has no cages'],
  [`#p=v1~box=3x3~variant=sandwich~givens=${CLASSIC}`, 'variant "sandwich"'],
  [`#p=v1~box=3x3~variant=jigsaw~givens=${CLASSIC}`, 'jigsaw but the link has no shapes'],
  [`#p=v1~box=3x3~variant=standard~givens=%ZZ`, 'bad percent escape'],
  [`#p=v1~box=3x3~variant=standard~givens=${CLASSIC}~extra=1`, 'unknown field "extra"'],
  [`#p=v1~${'x'.repeat(33000)}`, 'the longest accepted is 32768'],
  ['#s=v1~box=3x3~variant=standard', 'lacks the field "phrase"'],
  ['#s=v1~box=3x3~variant=standard~symmetry=spiral~level=easy~exact=false~attempts=9~phrase=a', 'unknown symmetry'],
  ['#s=v1~box=3x3~variant=standard~symmetry=none~level=hard~exact=false~attempts=9~phrase=a', 'unknown level'],
  ['#p=<img src=x onerror=alert(1)>', 'format version is "<img src=x o"'],
];

// Pastes that must load nothing, each with (part of) the message it must give.
const BAD_PASTES = [
  ['   ', 'Nothing to read'],
  [CLASSIC.slice(1), '80 cells do not make a board'],
  ['12..\n..1.\n.1.x\n....', 'line 3, column 4'],
  ['1234\n12', 'line 2: the row has 2 cells'],
  [`11${'.'.repeat(79)}`, 'digit 1 is given twice in row 1'],
  ['type: killer\n1...\n....\n....\n....', 'the type is killer but no cages are given'],
  ['type: sandwich\n1...\n....\n....\n....', 'unknown type "sandwich"'],
  ['type: jigsaw\n1...\n....\n....\n....', 'no shapes are given'],
  ['box: 9\n1...\n....\n....\n....', 'bad box "9"'],
  ['<b>bold</b>', '11 cells do not make a board'],
];

test('at least 20 malformed links and pastes: a clear message each, the game untouched', async ({ page }) => {
  expect(BAD_LINKS.length + BAD_PASTES.length).toBeGreaterThanOrEqual(20);
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    window.alert = () => {
      window.__alerted = true;
    };
  });
  await openApp(page);
  await typeInCell(page, 1, 3, '4');
  const before = await boardLabels(page);
  for (const [link, message] of BAD_LINKS) {
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, link);
    const notice = page.getByRole('alert').filter({ hasText: 'This link cannot be opened' });
    await expect(notice, link).toContainText(message);
    await expect(notice).toContainText('Nothing was loaded.');
    expect(await boardLabels(page)).toEqual(before);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
  }
  for (const [text, message] of BAD_PASTES) {
    const dialog = await paste(page, text);
    await expect(dialog.getByRole('alert'), text).toContainText(message);
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await boardLabels(page)).toEqual(before);
  }
  expect(await page.locator('main img, main b').count()).toBe(0);
  expect(await page.evaluate(() => window.__alerted ?? false)).toBe(false);
  expect(errors).toEqual([]);
});

test('export and import a whole game as a JSON file', async ({ page }, testInfo) => {
  await openApp(page);
  await typeInCell(page, 1, 3, '4');
  await typeInCell(page, 1, 4, 'Shift+1');
  const exported = await boardLabels(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    menuAction(page, 'Export game'),
  ]);
  const path = testInfo.outputPath('game.json');
  await download.saveAs(path);
  const record = JSON.parse(await readFile(path, 'utf8'));
  expect(record.version).toBe(2);
  expect(record.game.history.undo).toHaveLength(2);

  await paste(page, OTHER);
  await expect(page.getByRole('gridcell', { name: 'row 1, column 1, 4, given' })).toBeVisible();
  // The file input is made when Import game is chosen: one in the page from the start slows
  // its first layout (BENCHMARKS.md, "The page's first layout").
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
  await chooseFile(page, 'Import game', path);
  await expect(page.getByText('Game imported.')).toBeVisible();
  expect(await boardLabels(page)).toEqual(exported);

  await chooseFile(page, 'Import game', {
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"version": 2, "game": {"puzzle": 1}}'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'does not fit together' })).toBeVisible();
  expect(await boardLabels(page)).toEqual(exported);
});

test('keys typed in the paste dialog stay there, and Escape closes it', async ({ page }) => {
  await openApp(page);
  await page.getByRole('gridcell', { name: 'row 1, column 3, empty' }).click();
  await menuAction(page, 'Paste puzzle');
  const dialog = page.getByRole('dialog', { name: 'Paste a puzzle' });
  await page.keyboard.press('7'); // the focus is on the dialog, not the board
  await expect(page.getByRole('gridcell', { name: 'row 1, column 3, empty' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

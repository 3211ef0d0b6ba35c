// Images of the board: the Game menu's Save image writes the current board as SVG (marks
// and colours when ticked) and as PNG, variant constraints drawn; the solution log saves a
// step as an image.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { CLASSIC_LINK, WELCOME, expectAccessible, menuAction, openGame, pastePuzzle } from './play-helpers.mjs';

// The shared variant corpus's f-puzzles links, line by line (its README names each).
const CORPUS = readFileSync(new URL('../../crates/engine/tests/data/variants/fpuzzles_links.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.length > 0);

const GIVENS = [...WELCOME].filter((c) => c !== '.').length;

/** Clicks `button` and returns the download's file name and bytes. */
async function download(page, button) {
  const waiting = page.waitForEvent('download');
  await button.click();
  const file = await waiting;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/** The SVG parsed by the browser's XML parser: an error, or what the picture holds. */
async function parseSvg(page, text) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'image/svg+xml');
    const error = doc.querySelector('parsererror');
    if (error) return { error: error.textContent };
    return {
      root: doc.documentElement.localName,
      namespace: doc.documentElement.namespaceURI,
      title: doc.querySelector('title')?.textContent,
      width: Number(doc.documentElement.getAttribute('width')),
      texts: [...doc.querySelectorAll('text')].map((t) => ({ text: t.textContent, fill: t.getAttribute('fill') })),
      fills: [...doc.querySelectorAll('rect[x]')].map((r) => r.getAttribute('fill')),
      viewBox: doc.documentElement.getAttribute('viewBox'),
      lines: [...doc.querySelectorAll('polyline')].map((l) => l.getAttribute('stroke')),
      circles: [...doc.querySelectorAll('circle')].map((c) => c.getAttribute('fill')),
    };
  }, text);
}

/** The width and height the browser decodes from PNG bytes. */
async function decodePng(page, bytes) {
  return page.evaluate(async (base64) => {
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([data], { type: 'image/png' }));
    return { width: bitmap.width, height: bitmap.height };
  }, bytes.toString('base64'));
}

/** Checks the PNG signature, the size its IHDR states, and the size the browser decodes. */
async function expectPng(page, bytes, side) {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([side, side]);
  expect(await decodePng(page, bytes)).toEqual({ width: side, height: side });
}

test('Save image writes the board as SVG with or without marks and colours, and as PNG', async ({ page }) => {
  const errors = await openGame(page, CLASSIC_LINK);
  await page.locator('#cell-2').click();
  await page.keyboard.press('4');
  await page.locator('#cell-3').click();
  await page.keyboard.press('Shift+Digit6');
  await page.locator('#cell-5').click();
  await page.keyboard.press('Control+Digit8');
  await page.keyboard.press('v');
  await page.getByRole('button', { name: /^Colour 3/ }).click();
  await page.keyboard.press('z');

  await page.getByRole('button', { name: 'Game', exact: true }).click();
  await page.getByRole('menu', { name: 'Game' }).getByRole('menuitem', { name: 'Save image', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Save an image' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  const svg = await download(page, dialog.getByRole('button', { name: 'Save board as SVG' }));
  expect(svg.name).toBe('sudoku-board.svg');
  const full = await parseSvg(page, svg.bytes.toString('utf8'));
  expect(full.error).toBeUndefined();
  expect(full.root).toBe('svg');
  expect(full.namespace).toBe('http://www.w3.org/2000/svg');
  expect(full.title).toBe('Sudoku, 9x9 standard');
  // One text per given, the digit written, the corner mark and the centre mark.
  expect(full.texts).toHaveLength(GIVENS + 3);
  expect(full.texts).toContainEqual({ text: '4', fill: '#1447b8' });
  expect(full.fills).toEqual(['#fff07a']);
  await expect(dialog.getByText('Image saved.')).toBeVisible();

  await dialog.getByLabel('Pencil marks').uncheck();
  await dialog.getByLabel('Colours').uncheck();
  const plain = await parseSvg(page, (await download(page, dialog.getByRole('button', { name: 'Save board as SVG' }))).bytes.toString('utf8'));
  expect(plain.texts).toHaveLength(GIVENS + 1);
  expect(plain.fills).toEqual([]);

  const png = await download(page, dialog.getByRole('button', { name: 'Save board as PNG' }));
  expect(png.name).toBe('sudoku-board.png');
  // Twice the SVG's size.
  await expectPng(page, png.bytes, 2 * full.width);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});

/** Saves the board as SVG through the Game menu's Save image; returns what it holds. */
async function saveBoard(page) {
  await menuAction(page, 'Save image');
  const dialog = page.getByRole('dialog', { name: 'Save an image' });
  const svg = await download(page, dialog.getByRole('button', { name: 'Save board as SVG' }));
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  return parseSvg(page, svg.bytes.toString('utf8'));
}

test('a variant puzzle\'s image draws its constraints, and outside clues on a frame around the board', async ({ page }) => {
  const errors = await openGame(page, CLASSIC_LINK);
  // "I want to break free" (line 1): eighteen thermometers, grey lines from grey bulbs.
  await expect(await pastePuzzle(page, CORPUS[0])).toBeHidden();
  const thermometers = await saveBoard(page);
  expect(thermometers.error).toBeUndefined();
  expect(thermometers.lines).toEqual(Array(18).fill('#c8c8c8'));
  expect(thermometers.circles).toEqual(Array(18).fill('#c8c8c8'));
  expect(thermometers.viewBox).toBe('-3 -3 546 546');

  // "XV Kropki Sudoku" (line 15): white and black dots, X and V.
  await expect(await pastePuzzle(page, CORPUS[14])).toBeHidden();
  const kropki = await saveBoard(page);
  expect(kropki.circles).toContain('#ffffff');
  expect(kropki.circles).toContain('#000000');
  expect(kropki.texts.map((t) => t.text)).toEqual(expect.arrayContaining(['X', 'V']));

  // "Between 1 and 9 Sudoku" (line 18): sandwich sums outside the grid, a cell wider each side.
  await expect(await pastePuzzle(page, CORPUS[17])).toBeHidden();
  const sandwich = await saveBoard(page);
  expect(sandwich.viewBox).toBe('-63 -63 666 666');
  expect(sandwich.width).toBe(666);
  expect(sandwich.texts.map((t) => t.text)).toEqual(expect.arrayContaining(['35', '25', '33']));
  expect(errors).toEqual([]);
});

test('a step of the solution log is saved as an SVG and a PNG image', async ({ page }) => {
  const errors = await openGame(page, CLASSIC_LINK);
  await menuAction(page, 'Solution log');
  const log = page.getByRole('region', { name: 'Solution log' });
  await expect(log).toContainText('solved.');
  await log.locator('.log-step').nth(2).click();

  const svg = await download(page, log.getByRole('button', { name: 'Save step 3 as SVG' }));
  expect(svg.name).toBe('sudoku-step-3.svg');
  const picture = await parseSvg(page, svg.bytes.toString('utf8'));
  expect(picture.error).toBeUndefined();
  expect(picture.title).toMatch(/^Step 3: /);
  // The position before the step: its cells shaded, the candidates of every empty cell.
  expect(picture.fills.length).toBeGreaterThan(0);
  expect(picture.texts.length).toBeGreaterThan(81);

  const png = await download(page, log.getByRole('button', { name: 'Save step 3 as PNG' }));
  expect(png.name).toBe('sudoku-step-3.png');
  await expectPng(page, png.bytes, 2 * picture.width);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

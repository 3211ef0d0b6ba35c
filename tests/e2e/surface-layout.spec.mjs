// The playing surface at phone, tablet and laptop sizes: no horizontal scroll, the
// controls of play in view next to a 9x9 board, touch targets of 44x44 CSS px on phones,
// and a number pad that counts what is left.
import { test, expect } from '@playwright/test';
import { openGame, expectAccessible, menuAction } from './play-helpers.mjs';

const SIZES = [
  { width: 320, height: 568, phone: true },
  { width: 360, height: 640, phone: true },
  { width: 390, height: 844, phone: true },
  { width: 768, height: 1024, phone: false },
  { width: 1280, height: 720, phone: false },
  { width: 1920, height: 1080, phone: false },
];

/** The controls of play: the pad, the modes, undo, redo, erase, hint and check. */
function controlsOfPlay(page) {
  const named = (name) => page.getByRole('button', { name, exact: true });
  return [
    page.getByRole('group', { name: /^Number pad/ }),
    page.getByRole('group', { name: 'Entry mode' }),
    named('Undo'),
    named('Redo'),
    named('Erase'),
    named('Hint'),
    named('Check'),
  ];
}

async function expectInView(page, locator) {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize();
  expect(box, `${locator} has a box`).not.toBeNull();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(height + 0.5);
}

for (const size of SIZES) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('no horizontal scroll; the board and the controls of play are in view', async ({ page }) => {
      const errors = await openGame(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectInView(page, page.getByRole('grid', { name: 'Sudoku board' }));
      for (const control of controlsOfPlay(page)) await expectInView(page, control);
      // The board is the hero: wider than the controls beside or under it.
      const board = await page.getByRole('grid', { name: 'Sudoku board' }).boundingBox();
      const pad = await page.getByRole('group', { name: /^Number pad/ }).boundingBox();
      expect(board.width).toBeGreaterThan(pad.width);
      expect(board.width).toBeGreaterThanOrEqual(Math.min(size.width, size.height) * 0.4);
      expect(errors).toEqual([]);
    });

    if (size.phone) {
      test('every button is at least 44x44 CSS px', async ({ page }) => {
        await openGame(page);
        const small = await page.evaluate(() =>
          [...document.querySelectorAll('.app button')]
            .filter((b) => b.offsetParent !== null)
            .map((b) => ({ name: b.getAttribute('aria-label') ?? b.textContent.trim(), r: b.getBoundingClientRect() }))
            .filter(({ r }) => r.width < 44 || r.height < 44)
            .map(({ name, r }) => `${name}: ${Math.round(r.width)}x${Math.round(r.height)}`),
        );
        expect(small).toEqual([]);
      });
    }
  });
}

test('the menus follow the menu button pattern and stay on screen on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await openGame(page);
  for (const name of ['Game', 'Tools']) {
    const button = page.getByRole('button', { name, exact: true });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('menu', { name });
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
    const box = await menu.boundingBox();
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  }
});

/** The number of `symbol` left to place, read from its pad key's name. */
async function left(page, symbol) {
  const key = page.getByRole('group', { name: /^Number pad/ }).getByRole('button', { name: new RegExp(`^${symbol}, `) });
  const name = await key.getAttribute('aria-label');
  return name.endsWith('all placed') ? 0 : Number(name.match(/, (\d+) left$/)[1]);
}

test('the pad counts down as a digit is placed and fades it when all are placed', async ({ page }) => {
  await openGame(page);
  const pad = page.getByRole('group', { name: /^Number pad/ });
  const before = await left(page, '7');
  await page.getByRole('gridcell', { name: /empty$/ }).first().click();
  await pad.getByRole('button', { name: /^7, / }).click();
  expect(await left(page, '7')).toBe(before - 1);
  await page.keyboard.press('Control+z');
  expect(await left(page, '7')).toBe(before);

  const remaining = await left(page, '6');
  for (let i = 0; i < remaining; i++) {
    await page.getByRole('gridcell', { name: /empty$/ }).first().click();
    await page.keyboard.press('6');
  }
  const six = pad.getByRole('button', { name: '6, all placed', exact: true });
  await expect(six).toBeVisible();
  await expect(six).toHaveClass(/done/);
  expect(Number(await six.evaluate((b) => getComputedStyle(b).opacity))).toBeLessThan(0.6);
});

test('centre marks can sit in their places, and colours can show their numbers', async ({ page }) => {
  await openGame(page);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByLabel(/Centre marks in their places/).check();
  await settings.getByLabel(/Show each colour's number/).check();
  await settings.getByRole('button', { name: 'Close' }).click();
  await menuAction(page, 'Fill candidates');
  // One undoable move: a single Undo clears every candidate.
  const cellBox = await page.locator('#cell-2').boundingBox();
  const marks = page.locator('#cell-2 .centre-mark');
  const count = await marks.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i += 1) {
    const mark = marks.nth(i);
    const digit = Number(await mark.textContent());
    const box = await mark.boundingBox();
    const column = Math.floor(((box.x + box.width / 2 - cellBox.x) / cellBox.width) * 3);
    const row = Math.floor(((box.y + box.height / 2 - cellBox.y) / cellBox.height) * 3);
    expect([row, column], `digit ${digit}`).toEqual([Math.floor((digit - 1) / 3), (digit - 1) % 3]);
  }
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.locator('.centre-mark')).toHaveCount(0);

  await page.locator('#cell-2').click();
  await page.keyboard.press('v');
  await page.keyboard.press('4');
  const label = await page.locator('#cell-2').evaluate((c) => getComputedStyle(c, '::before').content);
  expect(label).toBe('"4"');
  await expectAccessible(page);
});

// Every tool of the setter's palette (the engine's registry: one per family the app plays)
// is chosen, placed on an empty 9x9 board with the gesture its placement needs, drawn on
// the board, and counted: the verdict on the puzzle being set and its rules in Help follow.
// A rule of the whole board is switched by its tool, which shows it is on. The palette's
// buttons are exactly this table's tools, in their groups, so a family added to the engine
// without a test here fails the first test.
import { test, expect } from '@playwright/test';
import { openGame, cell, emptyBoard, expectAccessible } from './play-helpers.mjs';

let errors;
test.beforeEach(async ({ page }) => {
  errors = await openGame(page);
});
test.afterEach(() => expect(errors).toEqual([]));

const overlay = (page) => page.locator('.constraint-overlay');
const palette = (page) => page.getByRole('group', { name: "Setter's tool" });
const verdict = (page) => page.locator('.verdict');

async function choose(page, name) {
  await palette(page).getByRole('button', { name, exact: true }).click();
}

async function centre(page, [r, c]) {
  const box = await cell(page, r, c).boundingBox();
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** Presses on the first cell, drags through the centres of the others, and releases. */
async function drawThrough(page, cells) {
  const [x, y] = await centre(page, cells[0]);
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (const next of cells.slice(1)) {
    const [nx, ny] = await centre(page, next);
    await page.mouse.move(nx, ny, { steps: 4 });
  }
  await page.mouse.up();
}

async function pressAt(page, [r, c], fx = 0.5, fy = 0.5) {
  const box = await cell(page, r, c).boundingBox();
  await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
}

async function type(page, keys) {
  for (const key of keys) await page.keyboard.press(key);
}

/** Presses the place of the frame `place` (r0c3: above column 3) at (fx, fy) across it. */
async function pressFrame(page, place, fx = 0.5, fy = 0.5) {
  const slot = overlay(page).locator(`rect.frame-slot[data-place="${place}"]`);
  const box = await slot.boundingBox();
  await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
}

// How each placement puts its tool on the board (the engine's Placement).
const PLACE = {
  path: (page) => drawThrough(page, [[2, 2], [2, 3], [3, 4]]),
  edge: (page) => pressAt(page, [1, 4], 0.95, 0.5),
  cell: (page) => pressAt(page, [5, 5]),
  cage: async (page) => {
    await drawThrough(page, [[1, 1], [1, 2]]);
    await type(page, ['1', '1']);
  },
  region: (page) => drawThrough(page, [[1, 2], [1, 1], [2, 1]]),
  copy: async (page) => {
    await drawThrough(page, [[1, 1], [1, 2]]);
    await expect(page.getByRole('status')).toHaveText('Now choose the copy: 2 cells in the same order, then press Enter.');
    await drawThrough(page, [[9, 8], [9, 9]]);
  },
  cellDigits: async (page) => {
    await pressAt(page, [5, 5]);
    await type(page, ['1', '2']);
  },
  corner: async (page) => {
    await pressAt(page, [1, 1], 0.95, 0.95);
    await type(page, ['3']);
  },
  frame: async (page, name) => {
    await pressFrame(page, 'r0c3');
    await type(page, name === 'Skyscraper' ? ['3'] : ['1', '2']);
  },
  // Pressed at the lower right of the place above column 3: the diagonal runs down and
  // right; its 2 is too small for 7 cells, kept as typed on the way to 20.
  frameDiagonal: async (page) => {
    await pressFrame(page, 'r0c3', 0.85, 0.85);
    await type(page, ['2', '0']);
  },
  board: () => {},
};

// Each tool by its name on the palette, its group, how it is placed, and what it draws
// (null: a rule of the whole board with nothing to draw).
const TOOLS = [
  ['Thermometer', 'Lines', 'path', 'polyline.thermo'],
  ['Slow thermometer', 'Lines', 'path', 'polyline.thermo-slow'],
  ['Arrow', 'Lines', 'path', 'circle.arrow-bulb'],
  ['Renban', 'Lines', 'path', 'polyline.renban'],
  ['German whispers', 'Lines', 'path', 'polyline.whispers'],
  ['Dutch whispers', 'Lines', 'path', 'polyline.whispers'],
  ['Palindrome', 'Lines', 'path', 'polyline.palindrome'],
  ['Between line', 'Lines', 'path', 'polyline.between'],
  ['Region-sum line', 'Lines', 'path', 'polyline.region-sum'],
  ['Entropic line', 'Lines', 'path', 'polyline.entropic'],
  ['Modular line', 'Lines', 'path', 'polyline.modular'],
  ['White dot', 'Dots & marks', 'edge', 'circle.dot-white'],
  ['Black dot', 'Dots & marks', 'edge', 'circle.dot-black'],
  ['X', 'Dots & marks', 'edge', 'text.xv'],
  ['V', 'Dots & marks', 'edge', 'text.xv'],
  ['Even', 'Dots & marks', 'cell', 'rect.parity'],
  ['Odd', 'Dots & marks', 'cell', 'circle.parity'],
  ['Minimum', 'Dots & marks', 'cell', '.minimum'],
  ['Maximum', 'Dots & marks', 'cell', '.maximum'],
  ['Row indexer', 'Dots & marks', 'cell', '.indexer-row'],
  ['Column indexer', 'Dots & marks', 'cell', '.indexer-column'],
  ['Box indexer', 'Dots & marks', 'cell', '.indexer-box'],
  ['Quadruple', 'Dots & marks', 'corner', 'circle.quadruple'],
  ['Killer cage', 'Areas', 'cage', '.cage-overlay path.cage-line'],
  ['Extra region', 'Areas', 'region', '.extra-region'],
  ['Clone', 'Areas', 'copy', '.clone'],
  ['Pencil marks', 'Areas', 'cellDigits', '.given-marks'],
  ['Sandwich', 'Outside', 'frame', 'text.sandwich'],
  ['X-sum', 'Outside', 'frame', 'text.x-sum'],
  ['Skyscraper', 'Outside', 'frame', 'text.skyscraper'],
  ['Little killer', 'Outside', 'frameDiagonal', 'text.little-killer'],
  ['Anti-knight', 'Rules of the board', 'board', null],
  ['Anti-king', 'Rules of the board', 'board', null],
  ['Non-consecutive', 'Rules of the board', 'board', null],
  ['Falling diagonal', 'Rules of the board', 'board', '.diagonal'],
  ['Rising diagonal', 'Rules of the board', 'board', '.diagonal'],
  ['No white dot', 'Rules of the board', 'board', null],
  ['No black dot', 'Rules of the board', 'board', null],
  ['No X or V', 'Rules of the board', 'board', null],
];

test('the palette is the registry: Givens, every family in its group, and Erase', async ({ page }) => {
  await emptyBoard(page, 3, 3);
  await expect(palette(page).getByRole('group', { name: 'Digits', exact: true }).getByRole('button')).toHaveText(['Givens']);
  for (const group of [...new Set(TOOLS.map(([, g]) => g))]) {
    const names = TOOLS.filter(([, g]) => g === group).map(([name]) => name);
    await expect(palette(page).getByRole('group', { name: group, exact: true }).getByRole('button')).toHaveText(names);
  }
  await expect(palette(page).getByRole('group', { name: 'Erase', exact: true }).getByRole('button')).toHaveText(['Erase constraint']);
  await expect(palette(page).getByRole('button')).toHaveCount(TOOLS.length + 2);
  // Every button has a picture.
  await expect(palette(page).locator('button svg.icon')).toHaveCount(TOOLS.length + 2);
  await expectAccessible(page);
});

for (const [name, group, placement, drawn] of TOOLS) {
  test(`${name} (${group}): chosen, placed by its gesture, drawn and counted`, async ({ page }) => {
    await emptyBoard(page, 3, 3);
    await choose(page, name);
    const button = palette(page).getByRole('button', { name, exact: true });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    if (placement !== 'board') {
      // The tool in hand says how to place it, in words, in a live region.
      const instructions = page.locator('.tool-instructions');
      await expect(instructions).toHaveAttribute('aria-live', 'polite');
      await expect(instructions).toContainText(`${name}: `);
      await PLACE[placement](page, name);
    }
    if (drawn) await expect(page.locator(drawn.startsWith('.cage') ? drawn : `.constraint-overlay ${drawn}`).first()).toBeVisible();
    // The puzzle being set is counted anew: an empty board with one rule has many solutions.
    await expect(verdict(page)).toHaveText(/^2 or more solutions/, { timeout: 15_000 });
    // Help lists the puzzle's rules: this one among them.
    await page.getByRole('button', { name: 'Help' }).click();
    const help = page.getByRole('dialog', { name: 'Rules and keys' });
    await expect(help.locator('ul.puzzle-rules li')).not.toHaveCount(0);
    await help.getByRole('button', { name: 'Close' }).click();
    if (placement === 'board') {
      // Pressed again, the rule goes.
      await choose(page, name);
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      if (drawn) await expect(overlay(page).locator(drawn)).toHaveCount(0);
    }
  });
}

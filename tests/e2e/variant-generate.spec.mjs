// Variant puzzles made here: New game offers the families of variant constraints with a
// picture each and the levels each offers; a generated thermometer puzzle is drawn in both
// themes, its rules are in Help, it is hinted, solved, and reopened from its link.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { openGame, menuAction, pastePuzzle, expectAccessible, shot, WELCOME } from './play-helpers.mjs';
import { typeInCell } from './keep-helpers.mjs';

// What "first light" makes at Moderate (the engine's golden files, SEEDS.md 7c): under
// format variant-v2, which New game uses, and under variant-v1, which older links name.
const golden = (file) => readFileSync(
  new URL(`../../crates/engine/tests/data/variant_golden/${file}`, import.meta.url),
  'utf8',
);
const GOLDEN = golden('v2/thermometer moderate first light.sudoku');
const GOLDEN_V1 = golden('thermometer moderate first light.sudoku');
const givensOf = (text) => text.split('\n').filter((line) => /^[.1-9]{9}$/.test(line)).join('');
const GIVENS = givensOf(GOLDEN);
// Its one solution (`sudoku solve --file-format` on the golden file).
const SOLUTION = '395187246768924153124356897971243568683571924542698731819462375457839612236715489';
const THERMOMETERS = GOLDEN.split('\n').filter((line) => line.startsWith('rule: thermometer')).length;

/** The givens of the board on `p`, row by row, `.` for a cell not given. */
const givens = async (p) => (await p.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label'))))
  .map((label) => label.match(/^row \d+, column \d+, (\S), given/)?.[1] ?? '.').join('');

/** Opens New game: the dialog and its group of variant families. */
async function openFamilies(page) {
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  return { dialog, families: dialog.getByRole('group', { name: 'Variant constraints (9x9)' }) };
}

test('New game makes a thermometer puzzle that is drawn, ruled, hinted, solved and reopened from its link', async ({ page, context }) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = await openGame(page);
  const { dialog, families } = await openFamilies(page);
  await expect(families.getByRole('radio', { name: 'Thermometers', exact: true })).toBeVisible();
  await expect(families.locator('svg.variant-picture').first()).toBeVisible();
  await families.getByRole('radio', { name: 'Thermometers', exact: true }).check();
  // Thermometers offer Moderate and Obscene; the level moves to the first offered.
  await expect(dialog.getByRole('radio', { name: /^Easy · SE / })).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: /^Moderate · SE / })).toBeChecked();
  await expect(dialog.getByText('Board: 9x9')).toBeVisible();
  await expectAccessible(page);
  await dialog.locator('details.more').evaluate((d) => { d.open = true; });
  await dialog.getByLabel('Seed phrase (optional)').fill('first light');
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('New puzzle: Thermometers (Moderate). Seed phrase: first light.', { timeout: 120_000 });

  const overlay = page.locator('.constraint-overlay');
  await expect(overlay.locator('polyline.thermo')).toHaveCount(THERMOMETERS);
  await expect(page.locator('.cell.given')).toHaveCount([...GIVENS].filter((c) => c !== '.').length);
  await expect(page.locator('.byline')).toContainText('Thermometers (Moderate)');
  await page.getByRole('button', { name: 'Help' }).click();
  const help = page.getByRole('dialog', { name: 'Rules and keys' });
  await expect(help.getByRole('listitem')).toHaveText(['Thermometers: digits strictly increase from the bulb.']);
  await help.getByRole('button', { name: 'Close' }).click();
  await shot(page, 'variant-generated-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'variant-generated-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const hint = page.getByRole('region', { name: 'Hint' });
  await expect(hint.locator('.hint-text')).toHaveText(/\S/);
  await page.keyboard.press('Escape');

  // Its link opens the same puzzle, offline, from the link alone.
  await menuAction(page, 'Copy link');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  await expect(await pastePuzzle(page, WELCOME)).toBeHidden();
  await expect(overlay.locator('polyline.thermo')).toHaveCount(0);
  await expect(await pastePuzzle(page, link)).toBeHidden();
  await expect(overlay.locator('polyline.thermo')).toHaveCount(THERMOMETERS);
  await expect(page.locator('.byline')).toContainText('Thermometers (Moderate)');

  for (let i = 0; i < 81; i++) {
    if (GIVENS[i] === '.') await typeInCell(page, Math.floor(i / 9) + 1, (i % 9) + 1, SOLUTION[i]);
  }
  await expect(page.locator('.complete')).toContainText(/^Solved in \d+:\d\d/);
  expect(errors).toEqual([]);
});

test('a generated variant puzzle\'s seed link makes the same puzzle in a fresh profile, offline from the phrase', async ({ page, context, browser }) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openGame(page);
  const { dialog, families } = await openFamilies(page);
  await families.getByRole('radio', { name: 'Thermometers', exact: true }).check();
  await dialog.locator('details.more').evaluate((d) => { d.open = true; });
  await dialog.getByLabel('Seed phrase (optional)').fill('first light');
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('New puzzle: Thermometers (Moderate).', { timeout: 120_000 });
  await menuAction(page, 'Copy seed link');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/#g=variant-v2~families=thermometer~level=moderate~phrase=first%20light$/);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.getByRole('status')).toContainText('New puzzle: Thermometers (Moderate).', { timeout: 120_000 });
  await expect(other.locator('.constraint-overlay polyline.thermo')).toHaveCount(THERMOMETERS);
  expect(await givens(other)).toBe(GIVENS);
  expect(await givens(page)).toBe(GIVENS);
  // A link of the older format keeps making its own puzzle.
  await other.goto(link.replace('variant-v2', 'variant-v1'));
  await expect(other.locator('.cell.given')).toHaveCount([...givensOf(GOLDEN_V1)].filter((c) => c !== '.').length, { timeout: 120_000 });
  expect(await givens(other)).toBe(givensOf(GOLDEN_V1));
  await fresh.close();
});

// Every family New game offers: made, drawn (or, for a rule of the whole board, its rule in
// Help), hinted, and reopened from its link as the same puzzle; screenshots in both themes.
test('every family New game offers is made, drawn, ruled, hinted and reopened from its link', async ({ page, context }) => {
  test.setTimeout(300_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = await openGame(page);
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const group = page.getByRole('dialog', { name: 'New game' }).getByRole('group', { name: 'Variant constraints (9x9)' });
  const titles = await group.getByRole('radio').evaluateAll((radios) => radios.map((r) => r.labels[0].querySelector('.choice-name').textContent.trim()));
  expect(titles.length).toBeGreaterThanOrEqual(12);
  // Little killers are offered since 2026-12-05 (a frame clue, drawn as text and an arrow).
  expect(titles).toContain('Little killers');
  await page.keyboard.press('Escape');
  const overlay = page.locator('.constraint-overlay');
  for (const title of titles) {
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.getByRole('group', { name: 'Variant constraints (9x9)' }).getByRole('radio', { name: title, exact: true }).check();
    await dialog.locator('details.more').evaluate((d) => { d.open = true; });
    await dialog.getByLabel('Seed phrase (optional)').fill('every family');
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByRole('status')).toContainText(`New puzzle: ${title} (`, { timeout: 120_000 });
    const board = /Anti-/.test(title);
    const drawn = await overlay.locator('polyline, line, circle, text, rect, path').count();
    if (!board) expect(drawn, `${title}: drawn`).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Help' }).click();
    const help = page.getByRole('dialog', { name: 'Rules and keys' });
    await expect(help.getByRole('listitem').first(), `${title}: its rules`).toBeVisible();
    await help.getByRole('button', { name: 'Close' }).click();
    const slug = title.toLowerCase().replace(/[^a-z]+/g, '-');
    await shot(page, `variant-family-${slug}-light`);
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, `variant-family-${slug}-dark`);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Hint' }).locator('.hint-text'), `${title}: a hint`).toHaveText(/\S/);
    await page.keyboard.press('Escape');
    const givens = await page.locator('.cell.given').count();
    await menuAction(page, 'Copy link');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await expect(await pastePuzzle(page, WELCOME)).toBeHidden();
    await expect(await pastePuzzle(page, link)).toBeHidden();
    await expect(page.locator('.byline')).toContainText(title);
    await expect(page.locator('.cell.given')).toHaveCount(givens);
    expect(await overlay.locator('polyline, line, circle, text, rect, path').count(), `${title}: the link's drawing`).toBe(drawn);
  }
  expect(errors).toEqual([]);
});

// Practice of a family's own step: New game's "Practise a technique" lists, for a family of
// variant constraints, its own steps in players' words; the puzzle made has that step as
// its hardest, and its seed link makes it again in a fresh profile.
test('a family\'s own step is practised from New game, its hardest step that one, its seed link the same puzzle', async ({ page, context, browser }) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = await openGame(page);
  const { dialog, families } = await openFamilies(page);
  await dialog.locator('details.trainer').evaluate((d) => { d.open = true; });
  const technique = dialog.locator('select#technique');
  await families.getByRole('radio', { name: 'Arrows', exact: true }).check();
  await expect(technique.locator('option')).toHaveText(["Arrows: an arrow's sum, its fillings in a house"]);
  await families.getByRole('radio', { name: 'Kropki dots', exact: true }).check();
  await expect(technique.locator('option')).toHaveText(['Kropki dots: a kropki pair', 'Kropki dots: a kropki pair, its fillings in a house']);
  await expect(dialog.getByLabel('Start just before the technique')).toHaveCount(0);
  await families.getByRole('radio', { name: 'Thermometers', exact: true }).check();
  await expect(technique.locator('option')).toHaveText(["Thermometers: a thermometer's order"]);
  await expectAccessible(page);
  await dialog.locator('details.more').evaluate((d) => { d.open = true; });
  await dialog.getByLabel('Seed phrase (optional)').fill('practice');
  await dialog.getByRole('button', { name: 'Make a practice puzzle' }).click();
  await expect(page.getByRole('status')).toContainText('New puzzle: Thermometers (Easy). Seed phrase: practice.', { timeout: 120_000 });
  await expect(page.locator('.constraint-overlay polyline.thermo').first()).toBeVisible();

  // The rating New game shows: Easy, its hardest step the thermometer's.
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await expect(dialog.locator('p.rating')).toHaveText('This puzzle: Easy (hardest step: Constraint Rule).', { timeout: 30_000 });
  await page.keyboard.press('Escape');

  await menuAction(page, 'Copy seed link');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/#g=variant-v2~families=thermometer~level=easy~technique=constraint-rule~phrase=practice$/);
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.getByRole('status')).toContainText('New puzzle: Thermometers (Easy).', { timeout: 120_000 });
  expect(await givens(other)).toBe(await givens(page));
  await fresh.close();
  expect(errors).toEqual([]);
});

// Two families together: New game lists the pairs measured to meet the generator's speed
// targets, each at its own levels (generate/variant/offered.rs), with no practice puzzle;
// a pair's puzzle is made, drawn with both families, ruled in Help and reopened from its
// seed link.
test('New game offers pairs of families at their own levels and makes one', async ({ page, context }) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = await openGame(page);
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  const pairs = dialog.getByRole('group', { name: 'Two families together (9x9)' });
  await expect(pairs.getByRole('radio')).toHaveCount(11);
  await expect(pairs.locator('svg.variant-picture')).toHaveCount(11);
  await pairs.getByRole('radio', { name: 'Little killers + Even and odd cells', exact: true }).check();
  await expect(dialog.getByRole('radio', { name: /^Moderate · SE / })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: /^Easy · SE / })).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: /^Difficult · SE / })).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: /^Stinker · SE / })).toBeEnabled();
  await expect(dialog.getByText('Board: 9x9')).toBeVisible();
  await pairs.scrollIntoViewIfNeeded();
  await shot(page, 'new-game-pairs');
  await dialog.locator('details.trainer').evaluate((d) => { d.open = true; });
  await expect(dialog.getByText('Practice puzzles take one family of constraints at a time')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Make a practice puzzle' })).toHaveCount(0);
  await expectAccessible(page);
  await dialog.locator('details.more').evaluate((d) => { d.open = true; });
  await dialog.getByLabel('Seed phrase (optional)').fill('two together');
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('status')).toContainText(/New puzzle: .*\(Moderate\)\. Seed phrase: two together\./, { timeout: 120_000 });
  await page.getByRole('button', { name: 'Help' }).click();
  const help = page.getByRole('dialog', { name: 'Rules and keys' });
  await expect(help.getByRole('listitem').filter({ hasText: /^Little killers: / })).toHaveCount(1);
  await expect(help.getByRole('listitem').filter({ hasText: /even digits|odd digits/ }).first()).toBeVisible();
  await help.getByRole('button', { name: 'Close' }).click();
  const overlay = page.locator('.constraint-overlay');
  const drawn = await overlay.locator('polyline, line, circle, text, rect, path').count();
  expect(drawn).toBeGreaterThan(0);
  const givens = await page.locator('.cell.given').count();
  await menuAction(page, 'Copy seed link');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/#g=variant-v\d~families=little-killer(\+|%2B)even-odd~level=moderate~phrase=two%20together$/);
  await expect(await pastePuzzle(page, WELCOME)).toBeHidden();
  await expect(await pastePuzzle(page, link)).toBeHidden();
  await expect(page.getByRole('status')).toContainText('Seed phrase: two together.', { timeout: 120_000 });
  await expect(page.locator('.cell.given')).toHaveCount(givens);
  expect(await overlay.locator('polyline, line, circle, text, rect, path').count()).toBe(drawn);
  expect(errors).toEqual([]);
});

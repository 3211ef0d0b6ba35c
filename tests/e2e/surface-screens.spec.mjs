// Screenshots of every main state of the playing surface, in the light and the dark
// theme, under target/screenshots/surface-<state>-<theme>.png (listed in the README);
// axe-core checks each state as it is shot.
import { test, expect } from '@playwright/test';
import { openGame, cell, emptyBoard, expectAccessible, generate, menuAction, SOLUTION, WELCOME } from './play-helpers.mjs';

async function shoot(page, state, theme) {
  await page.screenshot({ path: `target/screenshots/surface-${state}-${theme}.png` });
}

for (const theme of ['light', 'dark']) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme, viewport: { width: 1280, height: 720 } });

    test('first visit, play with marks and colours, hint, log, new game, finished', async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto('./');
      await expect(page.getByRole('status')).toContainText('Welcome');
      await shoot(page, 'first-visit', theme);

      await openGame(page);
      await cell(page, 1, 3).click();
      await page.keyboard.press('Shift+1');
      await page.keyboard.press('Shift+2');
      await cell(page, 1, 4).click();
      await page.keyboard.press('Control+2');
      await page.keyboard.press('Control+6');
      await cell(page, 2, 2).click();
      await page.keyboard.press('v');
      await page.keyboard.press('3');
      await cell(page, 3, 1).click();
      await page.keyboard.press('6');
      await page.keyboard.press('z');
      await cell(page, 9, 1).click();
      await page.keyboard.press('3');
      await shoot(page, 'marks-and-colours', theme);
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await expect(page.getByRole('region', { name: 'Hint' })).toBeVisible();
      await page.getByRole('button', { name: 'Tell me more' }).click();
      await shoot(page, 'hint', theme);
      await expectAccessible(page);

      await menuAction(page, 'Solution log');
      const log = page.getByRole('region', { name: 'Solution log' });
      await expect(log).toBeVisible();
      await log.getByRole('button').nth(2).click();
      await shoot(page, 'log', theme);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Back to my board' }).click();

      await page.getByRole('button', { name: 'New game', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'New game' })).toBeVisible();
      await shoot(page, 'new-game', theme);
      await expectAccessible(page);
      await page.keyboard.press('Escape');

      await openGame(page);
      for (let i = 0; i < 81; i += 1) {
        if (WELCOME[i] !== '.') continue;
        await cell(page, Math.floor(i / 9) + 1, (i % 9) + 1).click();
        await page.keyboard.press(SOLUTION[i]);
      }
      await expect(page.getByRole('heading', { name: 'Solved!' })).toBeVisible();
      await shoot(page, 'finished', theme);
      await expectAccessible(page);
    });

    test('16x16, 25x25 and jigsaw boards', async ({ page }) => {
      test.setTimeout(120_000);
      await openGame(page);
      await generate(page, { width: 4, height: 4, phrase: 'screens sixteen' });
      await shoot(page, '16x16', theme);
      await expectAccessible(page);
      await generate(page, { variant: 'Jigsaw', phrase: 'screens jigsaw' });
      await shoot(page, 'jigsaw', theme);
      await emptyBoard(page, 5, 5);
      await shoot(page, '25x25', theme);
    });

    test('phone', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 640 });
      await openGame(page);
      await cell(page, 1, 3).click();
      await page.keyboard.press('4');
      await shoot(page, 'phone', theme);
      await page.getByRole('button', { name: 'Tools', exact: true }).click();
      await shoot(page, 'phone-menu', theme);
      await expectAccessible(page);
    });
  });
}

// Benchmark (make bench, not make test): while a 25x25 puzzle and a Nightmare 9x9 are
// generated, the page's main thread never blocks for more than 50 ms, as seen by a
// PerformanceObserver of long tasks.
import { test, expect } from '@playwright/test';
import { generate, openApp } from './keep-helpers.mjs';

const CASES = [
  { name: '25x25 Easy', width: 5, height: 5, level: 'Easy', cells: 625 },
  { name: '9x9 Nightmare', width: 3, height: 3, level: 'Nightmare', cells: 81 },
];

for (const c of CASES) {
  test(`main thread during a ${c.name} generation`, async ({ page }) => {
    test.setTimeout(600_000);
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await openApp(page);
    await page.waitForTimeout(1000); // let start-up work finish
    // The observer must see a long task when there is one: block the page for 120 ms in a task
    // of its own (a script evaluated by the test runner is not a task).
    await page.evaluate(() =>
      setTimeout(() => {
        const t = performance.now();
        while (performance.now() - t < 120);
      }, 0),
    );
    await expect.poll(() => page.evaluate(() => window.__longTasks.some(([, d]) => d >= 100))).toBe(true);
    await page.evaluate(() => {
      window.__longTasks.length = 0;
      window.__frames = 0;
      const tick = () => {
        window.__frames += 1;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const marksBefore = await page.evaluate(() => performance.getEntriesByName('sudoku:job-done').length);
    const start = Date.now();
    await generate(page, { width: c.width, height: c.height, level: c.level, phrase: `bench ${c.name}` });
    // Done when the worker's result reached the page (src/worker/client.rs marks it).
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('sudoku:job-done').length), { timeout: 590_000 })
      .toBeGreaterThan(marksBefore);
    await expect(page.locator('.task-progress')).toBeHidden();
    const seconds = (Date.now() - start) / 1000;
    await expect(page.getByRole('gridcell')).toHaveCount(c.cells);
    const { tasks, frames, done, saves } = await page.evaluate(() => ({
      tasks: window.__longTasks,
      frames: window.__frames,
      done: performance.getEntriesByName('sudoku:job-done').map((m) => m.startTime),
      saves: performance.getEntriesByName('sudoku:save').map((m) => m.duration),
    }));
    // Tasks that ended before the worker's result reached the page ran while it generated;
    // the task that received the result also rendered the new board.
    const resultAt = done[done.length - 1];
    const during = tasks.filter(([start, d]) => start + d < resultAt).map(([, d]) => d);
    const showing = tasks.filter(([start, d]) => start + d >= resultAt).map(([, d]) => d);
    const longest = (list) => (list.length ? Math.max(...list) : 0).toFixed(0);
    console.log(
      `${c.name.padEnd(14)} ${seconds.toFixed(1).padStart(6)} s; while generating: ${during.length} long tasks, ` +
        `longest ${longest(during)} ms, ${(frames / seconds).toFixed(0)} frames/s; showing the result: longest task ` +
        `${longest(showing)} ms, of which saving the game ${longest(saves)} ms (saves: ${saves.map((d) => d.toFixed(1)).join(" ")})`,
    );
    expect(Number(longest(during))).toBeLessThanOrEqual(50);
  });
}

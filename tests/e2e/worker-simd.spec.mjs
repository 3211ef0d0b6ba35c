// The engine's worker comes in two builds: with wasm SIMD for browsers that validate a
// SIMD module (Chromium does), and scalar for the others (static/worker_loader.js picks).
// Either one runs the jobs, and the service worker precaches the one the browser runs
// (static/worker_build.js decides for both), so the app works offline with either. A browser without wasm SIMD is Chromium with V8's
// SSE4.1 turned off, which wasm SIMD needs on x64: it refuses every SIMD module.
import { test, expect } from '@playwright/test';
import config from '../../playwright.config.mjs';
import { boardLabels, generate, openApp, watchErrors } from './keep-helpers.mjs';
import { cell, expectAccessible, expectLabel, menuAction, waitForRating } from './play-helpers.mjs';

/** The probe of static/worker_build.js: one function using i8x16.popcnt. */
const SIMD_PROBE = [0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11];

/** The wasm files the page's engine worker has fetched, by its own resource timings. */
async function workerWasm(page) {
  // The first worker runs what the player asks for; a second may analyse the puzzle
  // (both load the same build).
  await expect.poll(() => page.workers().length).toBeGreaterThan(0);
  const worker = page.workers()[0];
  const fetched = () =>
    worker.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname.split('/').pop())
        .filter((name) => name.endsWith('.wasm')),
    );
  await expect.poll(fetched).not.toEqual([]);
  return fetched();
}

async function controlled(page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Solve (a worker job) shows the classic puzzle's solution; Back returns to the board. */
async function solveClassic(page) {
  await waitForRating(page);
  await menuAction(page, 'Solve');
  const panel = page.getByRole('region', { name: 'Solutions' });
  await expect(panel).toContainText('exactly one solution');
  await expectLabel(cell(page, 1, 3), 'row 1, column 3, 4, shown');
  await expectAccessible(page);
  await panel.getByRole('button', { name: 'Back to my board' }).click();
}

/** Generates a 9x9 puzzle in the worker and checks that a new one reached the board. */
async function generateNine(page, phrase) {
  const before = await boardLabels(page);
  await generate(page, { phrase });
  await expect.poll(() => boardLabels(page)).not.toEqual(before);
  await expect(page.getByRole('gridcell')).toHaveCount(81);
  await expect(page.getByRole('gridcell', { name: /given/ }).first()).toBeVisible();
}

/** The worker's files in the service worker's cache, sorted. */
async function cachedWorkerFiles(page) {
  return page.evaluate(async () => {
    const cache = await caches.open((await caches.keys()).find((key) => key.startsWith('sudoku:')));
    const names = (await cache.keys()).map((request) => new URL(request.url).pathname.split('/').pop());
    return names.filter((name) => name.startsWith('worker')).sort();
  });
}

/** After one visit, with the network off: reloads, generates, and says which build ran. */
async function offlineGeneration(page, context, phrase) {
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('grid', { name: 'Sudoku board' })).toBeVisible();
    await generateNine(page, phrase);
    return await workerWasm(page);
  } finally {
    await context.setOffline(false);
  }
}

/** Opens the app in `context`'s page and checks that it runs `build` ('worker_simd' or
 * 'worker') exactly when the browser validates SIMD: the build's wasm is the one fetched,
 * it solves and generates, it alone is precached, and it generates again offline. */
async function runsJobsIn(context, build) {
  const page = await context.newPage();
  const errors = watchErrors(page);
  const wasm = [`${build}_bg.wasm`];
  await openApp(page);
  expect(await page.evaluate((probe) => WebAssembly.validate(new Uint8Array(probe)), SIMD_PROBE)).toBe(build === 'worker_simd');
  expect(await workerWasm(page)).toEqual(wasm);
  await solveClassic(page);
  await generateNine(page, `${build} online`);
  await controlled(page);
  expect(await cachedWorkerFiles(page)).toEqual([`${build}.js`, ...wasm, 'worker_build.js', 'worker_loader.js'].sort());
  expect(await offlineGeneration(page, context, `${build} offline`)).toEqual(wasm);
  expect(errors).toEqual([]);
}

test('Chromium runs the jobs in the SIMD build of the worker, online and offline', async ({ context }) => {
  await runsJobsIn(context, 'worker_simd');
});

test('a browser without wasm SIMD runs them in the scalar build, online and offline', async ({ playwright, baseURL }) => {
  const { launchOptions } = config.use;
  const browser = await playwright.chromium.launch({ ...launchOptions, args: [...launchOptions.args, '--js-flags=--no-enable-sse4-1'] });
  try {
    await runsJobsIn(await browser.newContext({ baseURL }), 'worker');
  } finally {
    await browser.close();
  }
});

test('the service worker lists both builds of the worker; the SIMD one holds SIMD code', async ({ request }) => {
  const sw = await (await request.get('sw.js')).text();
  const files = JSON.parse(sw.match(/const FILES = (\[.*\]);/)[1]);
  for (const file of ['worker_loader.js', 'worker_build.js', 'worker.js', 'worker_bg.wasm', 'worker_simd.js', 'worker_simd_bg.wasm']) {
    expect(files, file).toContain(file);
  }
  const simd = await request.get('worker_simd_bg.wasm');
  expect(simd.headers()['content-type']).toBe('application/wasm');
  const bytes = new Uint8Array(await simd.body());
  // The SIMD build really holds SIMD code: its target features name simd128.
  expect(Buffer.from(bytes).includes(Buffer.from('simd128'))).toBe(true);
});

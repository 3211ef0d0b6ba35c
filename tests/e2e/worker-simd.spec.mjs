// The engine's worker comes in two builds: with wasm SIMD for browsers that validate a
// SIMD module (Chromium does), and scalar for the others. Either one runs the jobs, and
// the service worker precaches both, so the app works offline whichever the browser picks.
import { test, expect } from '@playwright/test';
import { boardLabels, generate, openApp, watchErrors } from './keep-helpers.mjs';

/** The loader script of the worker the page started. */
async function workerLoader(page) {
  await expect.poll(() => page.workers().length).toBe(1);
  return new URL(page.workers()[0].url()).pathname.split('/').pop();
}

/** Generates a 9x9 puzzle in the worker and checks that it reached the board. */
async function generateNine(page, phrase) {
  const before = await boardLabels(page);
  await generate(page, { phrase });
  await expect.poll(() => boardLabels(page)).not.toEqual(before);
  await expect(page.getByRole('gridcell')).toHaveCount(81);
}

test('Chromium runs the jobs in the SIMD build of the worker', async ({ page }) => {
  const errors = watchErrors(page);
  await openApp(page);
  expect(await workerLoader(page)).toBe('worker_simd_loader.js');
  await generateNine(page, 'simd worker');
  expect(await workerLoader(page)).toBe('worker_simd_loader.js');
  expect(errors).toEqual([]);
});

test('a browser without wasm SIMD gets the scalar worker, which runs the jobs too', async ({ page }) => {
  // Such a browser's WebAssembly.validate refuses the page's SIMD probe module.
  await page.addInitScript(() => {
    WebAssembly.validate = () => false;
  });
  const errors = watchErrors(page);
  await openApp(page);
  expect(await workerLoader(page)).toBe('worker_loader.js');
  await generateNine(page, 'scalar worker');
  expect(errors).toEqual([]);
});

test('the service worker precaches both builds of the worker', async ({ request }) => {
  const sw = await (await request.get('sw.js')).text();
  const files = JSON.parse(sw.match(/const FILES = (\[.*\]);/)[1]);
  for (const file of ['worker_loader.js', 'worker.js', 'worker_bg.wasm', 'worker_simd_loader.js', 'worker_simd.js', 'worker_simd_bg.wasm']) {
    expect(files, file).toContain(file);
  }
  const simd = await request.get('worker_simd_bg.wasm');
  expect(simd.headers()['content-type']).toBe('application/wasm');
});

// Offline and installable: the manifest, the service worker (offline reload and offline
// new game), the update banner, the CSP with no violation, and a sub-path deployment.
import { test, expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { boardLabels, generate, openApp, watchErrors } from './keep-helpers.mjs';
import { menuAction } from './play-helpers.mjs';

/** Serves `dir` under `base` on `port` (tests/e2e/serve.mjs) until the test file ends. */
async function serve(dir, port, base) {
  const server = spawn('node', ['tests/e2e/serve.mjs', dir, String(port), base], { stdio: 'pipe' });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', resolve);
    server.on('error', reject);
  });
  return server;
}

async function controlled(page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** The page's requests in flight, its workers' included; `settled()` waits until none has
 * been for `quietMs`. */
function trackRequests(page, quietMs = 1000) {
  const inFlight = new Set();
  let lastChange = Date.now();
  const started = (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    settled: () =>
      expect.poll(() => inFlight.size === 0 && Date.now() - lastChange >= quietMs, { timeout: 20_000 }).toBe(true),
  };
}

test('the manifest names the app, its icons and a relative scope', async ({ page, request }) => {
  await openApp(page);
  const href = await page.locator('link[rel=manifest]').getAttribute('href');
  expect(href).toBe('manifest.webmanifest');
  const manifest = await (await request.get(href)).json();
  expect(manifest).toMatchObject({ name: 'Sudoku', start_url: './', scope: './', display: 'standalone' });
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.ok(), icon.src).toBe(true);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
});

test('the CSP is in place, strict, and the app runs under it without a violation', async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective));
  });
  await openApp(page);
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/]+=*'/);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toMatch(/'unsafe-eval'/);
  expect(csp).toContain("worker-src 'self'");
  // The styles are inline (the first paint waits for no request), each allowed by its hash.
  expect(csp).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/]+=*'){2};/);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  await expect(page.getByRole('grid', { name: 'Sudoku board' })).toHaveCSS('display', 'grid');
  await generate(page, { width: 2, height: 2, phrase: 'csp' });
  await expect(page.getByRole('gridcell')).toHaveCount(16);
  await menuAction(page, 'Saved games');
  await page.getByRole('dialog', { name: 'Saved games' }).getByRole('button', { name: 'Close' }).click();
  await controlled(page);
  expect(await page.evaluate(() => window.__violations)).toEqual([]);
  expect(errors).toEqual([]);
});

test('after one visit the app reloads and generates new puzzles with the network off', async ({ page, context }) => {
  const errors = watchErrors(page);
  const requests = trackRequests(page);
  await openApp(page);
  await controlled(page);
  // The visit is over once its requests are: its engine workers started before the service
  // worker took over, so they fetch from the network, and cutting it under them would fail
  // that visit's workers, not the offline reload this test is about.
  await requests.settled();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Sudoku board' })).toBeVisible();
  await generate(page, { width: 3, height: 2, phrase: 'offline' });
  await expect(page.getByRole('gridcell')).toHaveCount(36);
  await expect(page.getByRole('gridcell', { name: /given/ }).first()).toBeVisible();
  await context.setOffline(false);
  expect(errors).toEqual([]);
});

test('a new build shows "update available", reloads into it and deletes only its old cache', async ({ browser }) => {
  const dir = await mkdtemp(join(tmpdir(), 'sudoku-dist-'));
  await cp('dist', dir, { recursive: true });
  const port = 4300 + Math.floor(Math.random() * 500);
  const server = await serve(dir, port, '/');
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await openApp(page, `http://127.0.0.1:${port}/`);
    await controlled(page);
    // Someone else's cache on the same origin must survive.
    await page.evaluate(() => caches.open('another-app-cache'));
    const sw = await readFile(join(dir, 'sw.js'), 'utf8');
    await writeFile(join(dir, 'sw.js'), sw.replace(/const BUILD = "([0-9a-f]+)"/, 'const BUILD = "$1-next"'));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    const banner = page.getByText('Update available - reload to use the new version.');
    await expect(banner).toBeVisible();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.getByRole('grid', { name: 'Sudoku board' })).toBeVisible();
    await expect(banner).toBeHidden();
    await expect.poll(() => page.evaluate(() => caches.keys())).toEqual(
      expect.arrayContaining(['another-app-cache', expect.stringMatching(/-next$/)]),
    );
    const keys = await page.evaluate(() => caches.keys());
    expect(keys.filter((k) => k.startsWith('sudoku:'))).toHaveLength(1);
  } finally {
    await context.close();
    server.kill();
  }
});

test('served under a sub-path, the app loads, generates, works offline and reads links', async ({ browser }) => {
  const port = 4800 + Math.floor(Math.random() * 500);
  const server = await serve('dist', port, '/sudoku/');
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchErrors(page);
  try {
    await openApp(page, `http://127.0.0.1:${port}/sudoku/`);
    await generate(page, { width: 2, height: 2, phrase: 'sub-path' });
    await expect(page.getByRole('gridcell')).toHaveCount(16);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`http://127.0.0.1:${port}/sudoku/`);
    await controlled(page);
    const labels = await boardLabels(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('gridcell')).toHaveCount(16);
    expect(await boardLabels(page)).toEqual(labels);
    await context.setOffline(false);
    const link = `http://127.0.0.1:${port}/sudoku/#p=v1~box=2x2~variant=standard~givens=1...........4...`;
    await page.goto(link);
    await expect(page.getByRole('gridcell', { name: 'row 4, column 1, 4, given' })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    server.kill();
  }
});

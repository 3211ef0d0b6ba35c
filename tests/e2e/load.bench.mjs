// The load a player feels (make bench): from navigation to the board showing the puzzle to
// be played, to a board that takes a typed digit and keeps it, and to the whole app ready
// (the app has drawn its first frame and played what was typed before, every control
// works and every cell is named; load-probe.mjs), on
// Lighthouse's mobile profile: the CPU 4x slower, 150 ms round trips, 1.6 Mbit/s down and
// 750 kbit/s up, applied through the Chrome DevTools Protocol. The release site (dist/) is
// served gzipped, as a static host serves it. First visits each get a fresh context (empty
// cache, no service worker, nothing saved); repeat visits open the page again in a context
// whose service worker is installed. Median of RUNS (default 5) of each.
import { test, expect } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { FIRST_PAINT, LOAD_PROBE, PHONE, median, phonePage, pollInPage, settledProbe } from './load-probe.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
// What a player should wait at most (ms); printed beside the medians, not enforced.
const TARGETS = {
  'first visit': { shown: 800, playable: 2500, ready: 2000 },
  'repeat visit': { playable: 400, ready: 600 },
  'reference: one-line page': {},
};

/**
 * Opens a page in `context` with the mobile profile applied before it navigates. Its
 * `files()` list each request of the page and of its workers: start and end (ms after
 * navigation) and bytes on the wire.
 */
async function throttledPage(context) {
  const page = await phonePage(context);
  const finished = [];
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null);
    finished.push({ request, bytes: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : null });
  });
  page.files = async () => {
    const origin = await page.evaluate(() => performance.timeOrigin);
    return finished.map(({ request, bytes }) => {
      const { startTime, responseEnd } = request.timing();
      const file = new URL(request.url()).pathname.split('/').pop() || '/';
      return { file, start: startTime - origin, end: startTime - origin + responseEnd, bytes };
    });
  };
  return page;
}

/** Loads the page and waits until the probe's digit has stayed for `settle` ms on the shown board. */
async function visit(page, settle = 1500) {
  await page.goto('./');
  const probe = await pollInPage(page.cdp, settledProbe(settle));
  const kept = probe.attempts.at(-1);
  return {
    shown: probe.shown,
    playable: kept.appeared,
    ready: probe.ready,
    dropped: probe.attempts.filter((a) => a.dropped !== null).length,
    files: await page.files(),
  };
}

/**
 * The floor of this set-up, measured in the same run: a page of one line of text, served
 * from memory with no request to wait for, on the same profile. Its first paint is what
 * opening any page costs here (a new tab's document, the slowed CPU); the app's visits
 * cannot be faster.
 */
async function onelinePage(browser, baseURL) {
  const samples = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ baseURL });
    await context.route('**/oneline', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!DOCTYPE html><title>one line</title><p>One line.</p>' }),
    );
    const page = await throttledPage(context);
    await page.goto('./oneline');
    const shown = await pollInPage(page.cdp, FIRST_PAINT);
    samples.push({ shown, playable: shown, ready: shown, dropped: 0, files: [] });
    await context.close();
  }
  return samples;
}

const results = [];

function record(kind, samples) {
  const row = {
    kind,
    runs: samples.length,
    shown: median(samples.map((s) => s.shown)),
    playable: median(samples.map((s) => s.playable)),
    ready: median(samples.map((s) => s.ready)),
    dropped: samples.reduce((sum, s) => sum + s.dropped, 0),
    samples,
  };
  results.push(row);
  return row;
}

test.afterAll(() => {
  mkdirSync('target/bench', { recursive: true });
  writeFileSync('target/bench/load.json', JSON.stringify({ profile: PHONE, targets: TARGETS, results }, null, 2));
  const ms = (value) => (value === undefined ? '-' : `${(value / 1000).toFixed(2)} s`);
  console.log(
    '\nload (mobile profile)  runs  shown (median)  playable (median)  whole app ready (median)  digits dropped  target shown / playable / ready',
  );
  for (const r of results) {
    const target = TARGETS[r.kind];
    console.log(
      `${r.kind.padEnd(24)} ${String(r.runs).padStart(4)}  ${ms(r.shown).padStart(14)}  ${ms(r.playable).padStart(17)}` +
        `  ${ms(r.ready).padStart(24)}  ${String(r.dropped).padStart(14)}  ${ms(target.shown)} / ${ms(target.playable)} / ${ms(target.ready)}`,
    );
  }
  // Where the time goes: the requests of each visit's median run, ms after the first.
  for (const r of results.filter((r) => r.samples[0].files.length > 0)) {
    const visit = r.samples.find((s) => s.playable === r.playable) ?? r.samples[0];
    console.log(`\n${r.kind}, requests of the median visit: file, start ms, end ms, bytes on the wire`);
    for (const f of visit.files.sort((a, b) => a.start - b.start)) {
      console.log(`  ${f.file.padEnd(44)} ${f.start.toFixed(0).padStart(6)} ${f.end.toFixed(0).padStart(6)} ${String(f.bytes).padStart(8)}`);
    }
  }
});

test('first and repeat visits on the mobile profile', async ({ browser, baseURL }) => {
  test.setTimeout(RUNS * 120_000);
  const first = [];
  const repeat = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ baseURL });
    await context.addInitScript({ content: LOAD_PROBE });
    const page = await throttledPage(context);
    const wasm = page.waitForResponse((response) => /_bg\.wasm$/.test(response.url()));
    first.push(await visit(page));
    expect((await wasm).headers()['content-encoding'], 'the wasm is served gzipped').toBe('gzip');
    // The service worker has installed (precached the build) and controls the next visit.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.close();
    repeat.push(await visit(await throttledPage(context)));
    await context.close();
  }
  const firstRow = record('first visit', first);
  const repeatRow = record('repeat visit', repeat);
  record('reference: one-line page', await onelinePage(browser, baseURL));
  for (const row of [firstRow, repeatRow]) {
    expect(row.shown, `${row.kind}: the puzzle was shown`).toBeGreaterThan(0);
    expect(row.playable, `${row.kind}: a typed digit was kept`).toBeGreaterThan(0);
    expect(row.ready, `${row.kind}: the whole app was ready`).toBeGreaterThan(0);
    expect(row.dropped, `${row.kind}: no typed digit was dropped`).toBe(0);
  }
});

// Returns as a player's browser makes them, beside the load bench's: on the bench's phone
// profile (tests/e2e/load.bench.mjs), each run visits the site DIR for the first time, waits
// for its service worker, then opens it again (1) in the same off-the-record context, as the
// load bench does, and (2) in a normal profile kept on disk (launchPersistentContext), after
// closing the browser and opening it again on that profile (cold processes, the disk's
// caches), twice. Prints the median and every run of "ready" for each, and, per kind of
// visit, when the page's HTML and the page's wasm were in, when the parser finished
// (domInteractive), and how long a fixed loop took at the document's start and, ten times as
// long, once the page had settled: the CPU each kind of visit had (BENCHMARKS.md, "A return
// in a profile kept on disk").
//   node scripts/profile-returns.mjs RUNS DIR
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOAD_PROBE, median, phonePage, pollInPage, serveSite, settledProbe } from '../tests/e2e/load-probe.mjs';

const [runs = '5', dir = 'dist'] = process.argv.slice(2);
const PORT = 4386;
const url = `http://127.0.0.1:${PORT}/`;
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
// The probe, and a fixed loop timed at the document's start: the CPU's speed there.
const PROBE = `${LOAD_PROBE};{const t=performance.now();let x=0;for(let i=0;i<3e6;i+=1)x+=i%7;window.__loop=[performance.now()-t,x];}`;

const server = serveSite(dir, PORT, 'profile-returns');
await new Promise((resolve) => setTimeout(resolve, 800));
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));


async function visit(page) {
  await page.goto(url);
  const probe = await pollInPage(page.cdp, settledProbe(1000), { timeout: 60_000 });
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const wasm = performance.getEntriesByType('resource').find((e) => /sudoku-app-[0-9a-f]+_bg\.wasm$/.test(e.name));
    return { html: nav.responseEnd, parsed: nav.domInteractive, wasm: wasm?.responseEnd ?? 0, loop: window.__loop[0] };
  });
  // A loop ten times as long, once the page has settled.
  timing.after = await page.evaluate(() => {
    const start = performance.now();
    let x = 0;
    for (let i = 0; i < 3e7; i += 1) x += i % 7;
    return [performance.now() - start, x][0];
  });
  return { ready: probe.ready, ...timing };
}

async function firstVisit(context) {
  await context.addInitScript({ content: PROBE });
  const page = await phonePage(context);
  const first = await visit(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.close();
  return first;
}

const kinds = ['first visit', 'return, same off-the-record context', 'return, profile on disk', 'return again, profile on disk'];
const results = Object.fromEntries(kinds.map((kind) => [kind, []]));
const browser = await chromium.launch({ executablePath: CHROMIUM });
for (let run = 0; run < Number(runs); run += 1) {
  const context = await browser.newContext();
  results['first visit'].push(await firstVisit(context));
  results['return, same off-the-record context'].push(await visit(await phonePage(context)));
  await context.close();
  await pause(2000);

  const profile = mkdtempSync(join(tmpdir(), 'sudoku-profile-'));
  const before = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM });
  await firstVisit(before);
  await before.close();
  const after = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM });
  await after.addInitScript({ content: PROBE });
  await pause(1000);
  let page = await phonePage(after);
  results['return, profile on disk'].push(await visit(page));
  await page.close();
  page = await phonePage(after);
  results['return again, profile on disk'].push(await visit(page));
  await after.close();
  rmSync(profile, { recursive: true, force: true });
  await pause(2000);
}
await browser.close();

for (const kind of kinds) {
  const rows = results[kind];
  const m = (key) => median(rows.map((r) => r[key])).toFixed(0);
  console.log(
    `${kind}: ready ${m('ready')} ms (${rows.map((r) => r.ready.toFixed(0)).join(' ')}); html in ${m('html')}, ` +
      `parsed ${m('parsed')}, wasm in ${m('wasm')}; the loop at the start ${median(rows.map((r) => r.loop)).toFixed(1)} ms, ` +
      `ten times as long once settled ${m('after')} ms`,
  );
}
server.kill();

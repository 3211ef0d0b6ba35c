// Repeat visits of several builds of the site, interleaved, on the load benchmark's mobile
// profile (tests/e2e/load.bench.mjs): node scripts/repeat-visits.mjs [--first] RUNS DIR...
// With --first, first visits instead (a fresh context each: nothing cached, nothing saved).
// Each DIR (a copy of dist/, changed by hand to try an idea) is served gzipped on its own
// port. A DIR whose name holds "fcp" is a page without the app: its first contentful paint
// is taken, and its service worker (DIR/sw.js) is registered by this script.
// Prints, per DIR, the median and every run of "shown", "playable" and "ready" (ms), and of
// "ready after the wasm" (ready less the moment the page's wasm was in).
import { chromium } from '@playwright/test';
import { FIRST_PAINT, LOAD_PROBE, median, phonePage, pollInPage, serveSite, settledProbe } from '../tests/e2e/load-probe.mjs';

const firstOnly = process.argv[2] === '--first';
const [runs = '7', ...dirs] = process.argv.slice(firstOnly ? 3 : 2);
const port = (i) => 4300 + i;
// A run that fails leaves no server behind, and a port still taken stops the run: it would
// measure the old directories (serveSite).
const servers = dirs.map((dir, i) => serveSite(dir, port(i), 'repeat-visits'));
await new Promise((resolve) => setTimeout(resolve, 1000));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });


async function visit(page, url, paintOnly) {
  await page.goto(url);
  if (paintOnly) {
    const shown = await pollInPage(page.cdp, FIRST_PAINT, { timeout: 60_000 });
    return { shown, playable: shown, ready: shown };
  }
  await pollInPage(page.cdp, settledProbe(1000), { timeout: 60_000 });
  return page.evaluate(() => {
    const probe = window.__loadProbe;
    // When the page's wasm (the primary) was in: ready less it is the app's own time, free
    // of the emulated network's spread.
    const wasm = performance.getEntriesByType('resource').find((e) => /sudoku-app-[0-9a-f]+_bg\.wasm$/.test(e.name));
    return { shown: probe.shown, playable: probe.attempts.at(-1).appeared, ready: probe.ready, wasm: wasm?.responseEnd ?? 0 };
  });
}

const results = dirs.map(() => []);
for (let run = 0; run < Number(runs); run += 1) {
  for (const [i, dir] of dirs.entries()) {
    const paintOnly = dir.includes('fcp');
    const url = `http://127.0.0.1:${port(i)}/`;
    const context = await browser.newContext();
    await context.addInitScript({ content: LOAD_PROBE });
    const first = await phonePage(context);
    const firstVisit = await visit(first, url, paintOnly);
    if (firstOnly) {
      results[i].push(firstVisit);
      await context.close();
      continue;
    }
    if (paintOnly) await first.evaluate(() => navigator.serviceWorker.register('sw.js'));
    await first.evaluate(() => navigator.serviceWorker.ready);
    await first.waitForTimeout(500);
    await first.close();
    results[i].push(await visit(await phonePage(context), url, paintOnly));
    await context.close();
  }
}
for (const [i, dir] of dirs.entries()) {
  const shown = results[i].map((r) => r.shown);
  const playable = results[i].map((r) => r.playable);
  const ready = results[i].map((r) => r.ready);
  const afterWasm = results[i].map((r) => r.ready - r.wasm);
  const runs = (values) => values.map((v) => v.toFixed(0)).join(' ');
  console.log(
    `${dir}: shown ${median(shown).toFixed(0)}, playable ${median(playable).toFixed(0)}, ready ${median(ready).toFixed(0)}, ` +
      `ready after the wasm ${median(afterWasm).toFixed(0)}; shown ${runs(shown)}; ready ${runs(ready)}; after the wasm ${runs(afterWasm)}`,
  );
}
await browser.close();
for (const server of servers) server.kill();

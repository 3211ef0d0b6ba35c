// How long a new page takes to lay out the first welcome board the first time, for one or
// more builds of the site, interleaved: node scripts/first-layout.mjs RUNS DIR...
// Each DIR (dist/, or a copy changed by hand) gives a page of its inline styles and its first
// welcome board's markup (the board a first visit shows, and much what a return's early board
// is), ending in a script that forces the layout and times it. Each run is a new context,
// so a new renderer: the layout pays what a page's first layout pays (fonts, form controls).
// The CPU is not slowed unless RATE says so (RATE=4, the load bench's phone): the first
// layout's parts are easier to tell apart at full speed. Prints, per DIR, the median and
// every run, in ms.
import { chromium } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, serveSite } from '../tests/e2e/load-probe.mjs';

const [runs = '15', ...dirs] = process.argv.slice(2);
const rate = Number(process.env.RATE ?? 1);
const pages = mkdtempSync(join(tmpdir(), 'first-layout-'));
process.on('exit', () => rmSync(pages, { recursive: true, force: true }));

const TIMED = '<script>const t0 = performance.now(); document.body.offsetHeight; window.__firstLayout = performance.now() - t0;</script>';
dirs.forEach((dir, i) => {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const styles = html.match(/<style>[\s\S]*?<\/style>/g) ?? [];
  const boards = html.match(/<script type="application\/json" id="welcome-boards">([\s\S]*?)<\/script>/);
  if (!boards) throw new Error(`first-layout: ${dir}/index.html has no welcome boards`);
  const [board] = JSON.parse(boards[1]);
  const head = '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>first layout</title>';
  writeFileSync(join(pages, `${i}.html`), `${head}${styles.join('')}</head><body>${board}${TIMED}</body></html>`);
});

const port = 4350;
serveSite(pages, port, 'first-layout');
await new Promise((resolve) => setTimeout(resolve, 1000));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
const times = dirs.map(() => []);
for (let run = 0; run < Number(runs); run += 1) {
  for (let i = 0; i < dirs.length; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (rate !== 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(`http://127.0.0.1:${port}/${i}.html`);
    times[i].push(await page.evaluate(() => window.__firstLayout));
    await context.close();
  }
}
await browser.close();
console.log(`the first welcome board's first layout, ms (CPU slowed ${rate}x): median | each run`);
dirs.forEach((dir, i) => {
  console.log(`${dir.padEnd(24)} ${median(times[i]).toFixed(1).padStart(6)} | ${times[i].map((t) => t.toFixed(0)).join(' ')}`);
});
process.exit(0);

// Where a visit's time goes, phase by phase, on the load benchmark's mobile profile
// (tests/e2e/load.bench.mjs): node scripts/visit-phases.mjs [--first] RUNS DIR
// DIR (a built site, dist/ or a copy changed by hand) is copied to a temporary directory with
// performance marks added: when the early script starts and has shown its board, when the
// loader's module starts, when the wasm is instantiated and `main` has returned, when the
// loader's `await` is done, and when the app hands over to the early script. The CSP and the
// loader's integrity are made again for the changed files. Repeat visits by default (a first
// visit, the service worker ready, then the page opened again in the same context); with
// --first, first visits. Prints each mark's median and every run, in the order of the first run.
import { chromium } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOAD_PROBE, median, phonePage, pollInPage, serveSite, settledProbe } from '../tests/e2e/load-probe.mjs';
import { inlineHashes } from './csp.mjs';
import { integrity } from './page-split.mjs';

const firstOnly = process.argv[2] === '--first';
const [runs = '9', dir = 'dist'] = process.argv.slice(firstOnly ? 3 : 2);

function replaceOnce(text, from, to, file) {
  if (!text.includes(from)) throw new Error(`visit-phases: "${from}" is not in ${file}; the marks need updating`);
  return text.replace(from, () => to);
}

/** A copy of `source` with the marks in; its path. */
function markedCopy(source) {
  const out = mkdtempSync(join(tmpdir(), 'visit-phases-'));
  cpSync(source, out, { recursive: true });
  const loader = readdirSync(out).find((file) => /^sudoku-app-[0-9a-f]+\.js$/.test(file));
  let glue = readFileSync(join(out, loader), 'utf8');
  glue = replaceOnce(glue, 'L.__wbindgen_start()', "(performance.mark('instantiated'),L.__wbindgen_start(),performance.mark('main returned'))", loader);
  writeFileSync(join(out, loader), glue);
  let html = readFileSync(join(out, 'index.html'), 'utf8');
  const marks = [
    ['import init, * as bindings', "performance.mark('loader module');\nimport init, * as bindings"],
    ['window.wasmBindings = bindings;', "performance.mark('loader done');window.wasmBindings = bindings;"],
    ["(function () {\n  'use strict';", "performance.mark('early script');(function () {\n  'use strict';"],
    ['async takeOver(taken = 0) {', "async takeOver(taken = 0) {performance.mark('hand-over');"],
    ['    document.body.prepend(root);\n    return true;', "    document.body.prepend(root);performance.mark('early board in');\n    return true;"],
  ];
  for (const [from, to] of marks) html = replaceOnce(html, from, to, 'index.html');
  const hashes = inlineHashes(html, 'script');
  html = html.replace(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[^']*')+/, `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`);
  html = html.replace(new RegExp(`(href="./${loader}"[^>]*integrity=")[^"]*"`), `$1${integrity(glue)}"`);
  writeFileSync(join(out, 'index.html'), html);
  return out;
}

const copy = markedCopy(dir);
const port = 4320;
process.on('exit', () => rmSync(copy, { recursive: true, force: true }));
serveSite(copy, port, 'visit-phases');
await new Promise((resolve) => setTimeout(resolve, 1000));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
const url = `http://127.0.0.1:${port}/`;

const phases = (page) =>
  page.evaluate(() => {
    const at = {};
    for (const mark of performance.getEntriesByType('mark')) at[mark.name] ??= mark.startTime;
    const nav = performance.getEntriesByType('navigation')[0];
    Object.assign(at, { 'HTML in': nav.responseEnd, 'parser done': nav.domInteractive, shown: window.__loadProbe.shown, ready: window.__loadProbe.ready });
    return at;
  });

const rows = [];
for (let run = 0; run < Number(runs); run += 1) {
  const context = await browser.newContext();
  await context.addInitScript({ content: LOAD_PROBE });
  const first = await phonePage(context);
  await first.goto(url);
  await pollInPage(first.cdp, settledProbe(1000), { timeout: 60_000 });
  if (firstOnly) {
    rows.push(await phases(first));
  } else {
    await first.evaluate(() => navigator.serviceWorker.ready);
    await first.waitForTimeout(500);
    await first.close();
    const page = await phonePage(context);
    await page.goto(url);
    await pollInPage(page.cdp, settledProbe(1000), { timeout: 60_000 });
    rows.push(await phases(page));
  }
  await context.close();
}
await browser.close();
const names = Object.keys(rows[0]).sort((a, b) => rows[0][a] - rows[0][b]);
console.log(`${firstOnly ? 'first' : 'repeat'} visits of ${dir}, ms after navigation: median | each run`);
for (const name of names) {
  const values = rows.map((row) => row[name]).filter((v) => v !== undefined && v !== null);
  console.log(`${name.padEnd(16)} ${median(values).toFixed(0).padStart(6)} | ${values.map((v) => v.toFixed(0).padStart(5)).join('')}`);
}
process.exit(0);

// Makes scripts/page-split-keep.txt again: the functions that a first visit runs until the
// app is ready, with a digit, a move, a corner and a centre mark and an erase typed before
// the app has arrived (the app plays them as it takes over) and once it is ready, on a
// phone's profile typed on by the load probe, the clock left to tick and the page hidden;
// then the rare paths those call (below). Left to the secondary: a return (a page the
// service worker controls gets the whole wasm, static/sw.js) and the worker's jobs,
// which wait for the secondary (src/worker/client.rs). Run it after `trunk build --release`
// when the primary has grown stale (tests/e2e/page-split.spec.mjs fails: a call waited for the
// secondary before the app was ready):
//   node scripts/page-split-profile.mjs [DIST]
// It instruments the whole page wasm that the build kept (scripts/page-split.mjs) with
// wasm-split, serves a copy of the site with it in Debian's Chromium, and splits by the
// profile to read which functions were kept.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { EXPORT_PREFIX, FEATURES, PLACEHOLDERS, PRIMARY, finish, prepare, wasmSplit } from './page-split.mjs';
import { LOAD_PROBE, PHONE } from '../tests/e2e/load-probe.mjs';
import { hideAndClose } from '../tests/e2e/keep-helpers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = process.argv[2] ?? join(root, 'dist');
const kept = join(process.env.CARGO_TARGET_DIR ?? join(root, 'target'), 'page-split');
const split = wasmSplit();
if (!split) throw new Error('no wasm-split (scripts/setup.sh installs it)');
const work = mkdtempSync(join(tmpdir(), 'page-split-profile-'));
const run = (args) => execFileSync(split, [...FEATURES, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });

// The site as Trunk made it, with the whole wasm instrumented and wasm-bindgen's own loader.
const site = join(work, 'site');
cpSync(dist, site, { recursive: true });
const wasmFile = readdirSync(site).find((f) => /^sudoku-app-[0-9a-f]+_bg\.wasm$/.test(f));
const whole = join(work, 'whole.wasm');
writeFileSync(whole, prepare(readFileSync(join(kept, 'page.wasm'))));
run(['--instrument', whole, '-o', join(work, 'instrumented.wasm')]);
writeFileSync(join(site, wasmFile), finish(readFileSync(join(work, 'instrumented.wasm'))));
cpSync(join(kept, 'page.js'), join(site, wasmFile.replace(/_bg\.wasm$/, '.js')));
const indexPath = join(site, 'index.html');
writeFileSync(indexPath, readFileSync(indexPath, 'utf8').replace(/ integrity="[^"]*"/g, ''));

const port = 4390 + Math.floor(Math.random() * 100);
const server = spawn('node', [join(root, 'tests/e2e/serve.mjs'), site, String(port)], { stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 500));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const profiles = [];

try {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}/` });
  const keepExports = () => {
    addEventListener('TrunkApplicationStarted', (event) => (window.__pageWasm = event.detail.wasm));
    globalThis.__laterWasm = { loaded: new Promise(() => {}) };
  };
  await context.addInitScript(keepExports);
  // A first visit on which the player types before the app has arrived (the page keeps it
  // and the app plays it), then one that types once the app is ready. Its jobs wait for a
  // secondary that never comes, as the split page's wait until theirs is in.
  const early = await browser.newContext({ baseURL: `http://127.0.0.1:${port}/`, serviceWorkers: 'block' });
  await early.addInitScript(keepExports);
  // And a first visit on a phone's profile, typed on as it loads by the load bench's probe
  // (tests/e2e/load-probe.mjs): a slow page runs paths a fast one does not (renders queued
  // while others run, a player's clicks between them).
  const phone = await browser.newContext({ baseURL: `http://127.0.0.1:${port}/`, serviceWorkers: 'block' });
  await phone.addInitScript(keepExports);
  await phone.addInitScript(LOAD_PROBE);
  for (const [visit, ctx] of [['early', early], ['first', context], ['phone', phone]]) {
    const page = await ctx.newPage();
    if (visit === 'phone') {
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', PHONE.network);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    }
    let release = () => {};
    if (visit === 'early') {
      const released = new Promise((resolve) => (release = resolve));
      await page.route(/_bg\.wasm$/, async (route) => {
        await released;
        await route.continue();
      });
    }
    await page.goto('./');
    await page.getByRole('gridcell').first().waitFor();
    if (visit !== 'phone') {
      if (visit !== 'early') await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 60_000 });
      const cells = page.getByRole('gridcell');
      const index = await cells.evaluateAll((all) => {
        const empty = (i) => !all[i].classList.contains('given') && !all[i].querySelector('.value');
        return all.findIndex((_, i) => i % 9 < 8 && empty(i) && empty(i + 1));
      });
      await cells.nth(index).click();
      // A digit, a move, a corner and a centre mark, then erased: the marks, an empty cell, the digit.
      const keys = ['5', 'ArrowRight', 'Shift+Digit4', 'Control+Digit3', 'Backspace', 'ArrowDown', 'Backspace'];
      for (const key of [...keys, 'ArrowUp', 'ArrowLeft', 'Backspace']) {
        await page.keyboard.press(key);
      }
    }
    release();
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 60_000 });
    // What runs on its own in the time the secondary takes to arrive on a phone's line (the
    // clock's ticks, the saves they make).
    await page.waitForTimeout(2500);
    // The page hidden, then closed: it saves what is not saved yet (no call may wait for the
    // secondary there, as a page being closed cannot load it).
    await hideAndClose(page);
    const bytes = await page.evaluate(() => {
      const wasm = window.__pageWasm;
      const size = 1 << 20;
      const at = wasm.__wbindgen_malloc(size, 1);
      const written = wasm.__write_profile(at, size);
      return Array.from(new Uint8Array(wasm.memory.buffer, at, written));
    });
    const path = join(work, `${visit}.prof`);
    writeFileSync(path, Buffer.from(bytes));
    profiles.push(path);
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}

run(['--merge-profiles', ...profiles, '-o', join(work, 'merged.prof')]);
const report = run([
  whole,
  '--verbose',
  `--profile=${join(work, 'merged.prof')}`,
  `--export-prefix=${EXPORT_PREFIX}`,
  `--placeholder-namespace=${PLACEHOLDERS}`,
  `--import-namespace=${PRIMARY}`,
  '-o1',
  join(work, 'primary.wasm'),
  '-o2',
  join(work, 'secondary.wasm'),
]);
const line = report.split('\n').find((l) => l.startsWith('Keeping functions: '));
/** A name as Binaryen 108 prints it (\\xx for a byte), back to the name itself. */
function unescape(name) {
  const bytes = [];
  for (let i = 0; i < name.length; i += 1) {
    const hex = name.slice(i + 1, i + 3);
    if (name[i] === '\\' && /^[0-9a-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(name[i]));
    }
  }
  return Buffer.from(bytes).toString();
}
const names = new Set();
for (const name of line.slice('Keeping functions: '.length).split(', ')) {
  // Functions without a name stay in the primary anyway.
  if (!/^\d+$/.test(name)) names.add(unescape(name));
}

// A visit runs a container's rare paths (a B-tree's node split, a table's growth) only when
// it happens to grow past a size: the same app on a slower phone, or a quicker player, may
// take one the profile did not. So every function of the standard containers, the allocator,
// Yew's scheduler and the drop glue that a kept function calls is kept, with all that these
// call in turn; and so is the drop glue of every component's state, which Yew's scheduler
// reaches through a table (a render queued for a component whose last one has not run), with
// that of the scheduler's runners, and every closure of the hash tables.
const RARE_PATHS = /btree|hashbrown|raw_vec|RawVec|vec_deque|VecDeque|dlmalloc|yew::scheduler|reserve|grow|drop_in_place/;
const COMPONENT_DROPS = /^core::ptr::drop_in_place<yew::html::component::lifecycle::(CompStateInner<|\w+Runner>)/;
// What the page's loader calls when a call into JavaScript throws: rare, and never by name.
const ALWAYS = new Set(['__wbindgen_exn_store']);
// A hash table's key comparisons and hashers are closures it calls through a table, not by
// name: one a table runs only on a collision or a growth is not in a profile that had none.
const TABLE_CLOSURES = /^hashbrown::.*\{\{closure\}\}/;
const calls = new Map();
let caller = null;
const dis = split.includes('/') ? join(dirname(split), 'wasm-dis') : 'wasm-dis';
const text = execFileSync(dis, [...FEATURES, whole], { encoding: 'utf8', maxBuffer: 1 << 30 });
for (const textLine of text.split('\n')) {
  const func = /^ \(func \$(\S+)/.exec(textLine);
  if (func) {
    caller = unescape(func[1]);
    calls.set(caller, new Set());
  }
  for (const call of textLine.matchAll(/\(call \$(\S+?)(?=[\s)]|$)/g)) calls.get(caller)?.add(unescape(call[1]));
}
const rareBefore = names.size;
for (const name of calls.keys()) {
  if (COMPONENT_DROPS.test(name) || TABLE_CLOSURES.test(name) || ALWAYS.has(name)) names.add(name);
}
for (let frontier = [...names]; frontier.length > 0; ) {
  const next = [];
  for (const name of frontier) {
    const inside = RARE_PATHS.test(name);
    for (const callee of calls.get(name) ?? []) {
      if (!names.has(callee) && (inside || RARE_PATHS.test(callee))) {
        names.add(callee);
        next.push(callee);
      }
    }
  }
  frontier = next;
}
console.log(`page-split-profile: ${names.size - rareBefore} functions kept for containers' rare paths`);
const header = `# The page's functions that a visit runs until the app is ready and a player types
# (scripts/page-split.mjs keeps them in the primary module). Made by
# scripts/page-split-profile.mjs; one name a line, as the name section holds it.
`;
writeFileSync(join(root, 'scripts/page-split-keep.txt'), header + [...names].sort().join('\n') + '\n');
rmSync(work, { recursive: true, force: true });
console.log(`page-split-profile: ${names.size} functions named in scripts/page-split-keep.txt`);

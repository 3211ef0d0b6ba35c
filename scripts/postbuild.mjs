// Trunk post-build hook (Trunk.toml): finishes the built site in $TRUNK_STAGING_DIR.
// 0. The page's first frame: the welcome boards, rendered by the app's own components
//    (`cargo run --bin prerender`), go in place of the FIRST_FRAME comment, as a JSON data
//    block (#welcome-boards); the app's key map, the keys its controls keep and the line
//    that says what is kept go into the inline early script.
// 1. The page's wasm is split in two (scripts/page-split.mjs): what a visit runs until the
//    app is ready, and the rest, loaded once the app has started. Its preload links move to
//    the top of the head.
// 2. The Content-Security-Policy of index.html gets the SHA-256 of each inline script
//    (Trunk's loader, the board before the app) in place of the 'sha256-TRUNK-LOADER'
//    placeholder, and of each inline style sheet in place of 'sha256-TRUNK-STYLES'.
// 3. sw.js gets the build's id (a hash of every file) and the list of files to precache,
//    worker files included (Trunk does not hash their names).
// Usage outside Trunk: node scripts/postbuild.mjs DIR
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlineHashes } from './csp.mjs';
import { splitDist } from './page-split.mjs';

const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2] ?? 'dist';
const PLACEHOLDERS = { script: "'sha256-TRUNK-LOADER'", style: "'sha256-TRUNK-STYLES'" };
// How many welcome boards a first visit picks from. Each is about 19 KB of markup that every
// visit's parser reads before the early script can show one: 16 boards showed the board
// 0.08-0.12 s later on a phone than 4 (BENCHMARKS.md, "Four welcome boards"). With 4, two first
// visits meet the same board once in 4, five all alike once in 256.
const WELCOME_BOARDS = 4;

/**
 * Moves Trunk's preload links (the page's wasm and its loader) to the top of the head, so
 * that the browser may ask for the wasm as soon as the first bytes of the page arrive rather
 * than after the inline styles. (On the load bench the difference is within its spread:
 * BENCHMARKS.md, "A smaller primary, and the wasm asked for first".)
 */
function preloadFirst(html) {
  const links = html.match(/<link rel="(?:module)?preload"[^>]*>/g) ?? [];
  if (links.length === 0) throw new Error(`postbuild: no preload links in ${indexPath}`);
  const charset = '<meta charset="utf-8" />';
  if (!html.includes(charset)) throw new Error(`postbuild: no ${charset} in ${indexPath}`);
  for (const link of links) html = html.replace(link, '');
  return html.replace(charset, () => `${charset}\n    ${links.join('\n    ')}`);
}

async function files(root) {
  const out = [];
  for (const entry of await readdir(root, { withFileTypes: true })) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) out.push(...(await files(path)));
    else out.push(path);
  }
  return out;
}

const indexPath = join(dir, 'index.html');
let html = await readFile(indexPath, 'utf8');

const root = fileURLToPath(new URL('..', import.meta.url));
const rendered = execFileSync('cargo', ['run', '--quiet', '--bin', 'prerender', '--', String(WELCOME_BOARDS)], {
  cwd: root,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
  maxBuffer: 64 << 20,
});
const { boards, keys, controls, kept } = JSON.parse(rendered);
const firstFrame = /<!-- FIRST_FRAME:[^>]*-->/;
if (!firstFrame.test(html)) throw new Error(`postbuild: no FIRST_FRAME comment in ${indexPath}`);
// A data block, not <template>s: the parser only scans its text, and only the board shown
// is ever built (a return, which shows none, pays almost nothing for them). "</" and "<!--"
// are escaped so that no board's text can end the block or change how it is read.
const block = JSON.stringify(boards).replaceAll('</', '<\\/').replaceAll('<!--', '<\\u0021--');
html = html.replace(firstFrame, () => `<script type="application/json" id="welcome-boards">${block}</script>`);
if (!html.includes('/* APP_KEYS */ {}')) throw new Error(`postbuild: no APP_KEYS in the early script of ${indexPath}`);
html = html.replace('/* APP_KEYS */ {}', () => JSON.stringify(keys));
if (!html.includes('/* CONTROL_KEYS */ {}')) throw new Error(`postbuild: no CONTROL_KEYS in the early script of ${indexPath}`);
html = html.replace('/* CONTROL_KEYS */ {}', () => JSON.stringify(controls));
if (!html.includes("/* KEPT */ ''")) throw new Error(`postbuild: no KEPT in the early script of ${indexPath}`);
html = html.replace("/* KEPT */ ''", () => JSON.stringify(kept));
await writeFile(indexPath, html);
splitDist(dir, { root, keepDir: join(process.env.CARGO_TARGET_DIR ?? join(root, 'target'), 'page-split') });
html = await readFile(indexPath, 'utf8');
html = preloadFirst(html);
const counts = {};
for (const [tag, placeholder] of Object.entries(PLACEHOLDERS)) {
  if (!html.includes(placeholder)) throw new Error(`postbuild: no ${placeholder} in ${indexPath}`);
  const hashes = inlineHashes(html, tag);
  // A style placeholder with no inline style leaves 'self' alone; 'none' would not combine with it.
  html = html.replace(` ${placeholder}`, hashes.length > 0 ? ` ${hashes.join(' ')}` : '');
  counts[tag] = hashes.length;
}
await writeFile(indexPath, html);

const all = (await files(dir)).map((p) => relative(dir, p).split(sep).join('/')).sort();
const precached = all.filter((p) => p !== 'sw.js');
const build = createHash('sha256');
for (const path of precached) build.update(path).update(await readFile(join(dir, path)));
const id = build.digest('hex').slice(0, 16);
const list = ['./', ...precached.filter((p) => p !== 'index.html')];
const swPath = join(dir, 'sw.js');
const sw = (await readFile(swPath, 'utf8'))
  .replace("'__BUILD_ID__'", JSON.stringify(id))
  .replace('__PRECACHE_FILES__', JSON.stringify(list));
await writeFile(swPath, sw);
console.log(`postbuild: ${boards.length} welcome boards, ${Object.keys(keys).length} keys; CSP with ${counts.script} script and ${counts.style} style hash(es); sw.js build ${id}, ${list.length} files`);

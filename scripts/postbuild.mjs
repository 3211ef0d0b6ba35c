// Trunk post-build hook (Trunk.toml): finishes the built site in $TRUNK_STAGING_DIR.
// 1. The Content-Security-Policy of index.html gets the SHA-256 of each inline script
//    (Trunk's loader), in place of the 'sha256-TRUNK-LOADER' placeholder.
// 2. sw.js gets the build's id (a hash of every file) and the list of files to precache,
//    worker files included (Trunk does not hash their names).
// Usage outside Trunk: node scripts/postbuild.mjs DIR
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2] ?? 'dist';
const PLACEHOLDER = "'sha256-TRUNK-LOADER'";

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
if (!html.includes(PLACEHOLDER)) throw new Error(`postbuild: no ${PLACEHOLDER} in ${indexPath}`);
const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
  (m) => `'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`,
);
html = html.replace(PLACEHOLDER, hashes.join(' ') || "'none'");
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
console.log(`postbuild: CSP with ${hashes.length} script hash(es); sw.js build ${id}, ${list.length} files`);

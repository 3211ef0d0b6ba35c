// node chromium.mjs DIR SET...: tdoku's wasm build (DIR/tdoku.js and tdoku.wasm, from
// run.sh) in headless Chromium, first solution and count to 2, best of 7 samples of at
// least 0.5 s by the wall clock inside wasm. Chromium is $CHROMIUM or /usr/bin/chromium.
import { chromium } from 'playwright';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const [dir, ...sets] = process.argv.slice(2);
const server = createServer((req, res) => {
  const url = decodeURIComponent(req.url.split('?')[0]);
  const file = url.startsWith('/set/') ? sets[Number(url.slice(5))] : join(dir, basename(url));
  let body;
  try {
    body = url === '/' ? '<script src="tdoku.js"></script>' : readFileSync(file);
  } catch {
    res.writeHead(404).end();
    return;
  }
  const type = file.endsWith('.wasm') ? 'application/wasm' : file.endsWith('.js') ? 'text/javascript' : 'text/html';
  res.writeHead(200, { 'Content-Type': type }).end(body);
}).listen(0);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${server.address().port}/`);
console.log(`Chromium ${browser.version()}`);
for (const [i, set] of sets.entries()) {
  const lines = await page.evaluate(async ({ i, name }) => {
    const M = await Module();
    const text = new Uint8Array(await (await fetch(`/set/${i}`)).arrayBuffer());
    const at = M._malloc(text.length);
    M.HEAPU8.set(text, at);
    const n = M._load(at, text.length);
    M._free(at);
    const out = [];
    for (const limit of [1, 2]) {
      const solutions = M._solutions_one_pass(limit);
      let best = 0;
      for (let s = 0; s < 7; s++) best = Math.max(best, M._sample(limit, 0.5) / M._last_sec());
      out.push(`wasm Chromium ${name} n=${n} limit=${limit} sols=${solutions} wall ${best.toFixed(0)} puzzles/s`);
    }
    return out;
  }, { i, name: basename(set) });
  console.log(lines.join('\n'));
}
await browser.close();
server.close();

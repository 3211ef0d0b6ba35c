// A small static file server for the built site: node serve.mjs DIR PORT [BASE_PATH]
// Listens on 127.0.0.1 only. BASE_PATH (for example /sudoku/) serves the site under a sub-path.
// Like a static host (GitHub Pages, Netlify), it sends text, scripts and wasm gzipped to a
// browser that accepts gzip (Content-Encoding: gzip), so sizes and load times are the
// ones players get.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const [root = 'dist', port = '8080', base = '/'] = process.argv.slice(2);
const rootDir = resolve(root);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** Whether a static host would compress a file of this type. */
function compressible(type) {
  return /^(text\/|application\/(wasm|json|manifest\+json)|image\/svg\+xml)/.test(type);
}

/** Gzipped bodies by path and modification time: each file is compressed once. */
const gzipped = new Map();

async function gzipOf(path, body) {
  const { mtimeMs } = await stat(path);
  const cached = gzipped.get(path);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const compressed = gzipSync(body, { level: 6 });
  gzipped.set(path, { mtimeMs, body: compressed });
  return compressed;
}

async function fileFor(urlPath) {
  if (!urlPath.startsWith(base)) return null;
  const relative = decodeURIComponent(urlPath.slice(base.length)) || 'index.html';
  const path = normalize(join(rootDir, relative));
  if (!path.startsWith(rootDir)) return null;
  try {
    const info = await stat(path);
    return info.isDirectory() ? join(path, 'index.html') : path;
  } catch {
    return null;
  }
}

createServer(async (request, response) => {
  const urlPath = new URL(request.url, 'http://localhost').pathname;
  const path = await fileFor(urlPath);
  try {
    if (!path) throw new Error('not found');
    const body = await readFile(path);
    const type = types[extname(path)] ?? 'application/octet-stream';
    const headers = { 'content-type': type, 'cache-control': 'no-cache' };
    if (!compressible(type)) {
      response.writeHead(200, headers);
      response.end(body);
      return;
    }
    headers.vary = 'accept-encoding';
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (gzip) headers['content-encoding'] = 'gzip';
    response.writeHead(200, headers);
    response.end(gzip ? await gzipOf(path, body) : body);
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end(`not found: ${urlPath}`);
  }
}).listen(Number(port), '127.0.0.1', () => {
  console.log(`serving ${rootDir} at http://127.0.0.1:${port}${base}`);
});

// The service worker: precaches every file of one build in a cache named for that build,
// serves the app from it (so it loads and generates puzzles offline), deletes only its own
// older caches, and waits to take over until the page asks (the "update available" banner).
// scripts/postbuild.mjs fills in BUILD and FILES after each `trunk build`.
'use strict';

importScripts('worker_build.js');

const BUILD = '__BUILD_ID__';
const FILES = __PRECACHE_FILES__;
// The engine's worker comes in two builds; this browser runs WORKER_BUILD, so the other
// one's script and wasm are not fetched.
const OTHER_BUILD = WORKER_BUILD === 'worker' ? 'worker_simd' : 'worker';
// The page's wasm comes split in two for a first visit, which waits for its bytes
// (scripts/page-split.mjs); a page served from here has every file at hand and starts sooner
// from one module, so the whole wasm is served in place of the primary, and neither half is
// kept.
const WHOLE = FILES.find((file) => /^sudoku-app-[0-9a-f]+_whole\.wasm$/.test(file));
const SPLIT = WHOLE ? [WHOLE.replace(/_whole\.wasm$/, '_bg.wasm'), WHOLE.replace(/_whole\.wasm$/, '_later.wasm')] : [];
const PRIMARY_URL = WHOLE ? new URL(SPLIT[0], self.registration.scope).href : null;
const PRECACHED = FILES.filter(
  (file) => file !== `${OTHER_BUILD}.js` && file !== `${OTHER_BUILD}_bg.wasm` && !SPLIT.includes(file),
);
// Caches of this app at this scope (the app may be served under several sub-paths).
const PREFIX = `sudoku:${self.registration.scope}:`;
const CACHE = PREFIX + BUILD;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(PRECACHED.map((file) => new Request(file, { cache: 'reload' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(self.registration.scope)) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      // Navigations (any path or query under the scope) get the app's page.
      const key = request.mode === 'navigate' ? './' : request.url.split('?')[0] === PRIMARY_URL ? WHOLE : request;
      const cached = await cache.match(key, { ignoreSearch: true });
      return cached || fetch(request);
    }),
  );
});

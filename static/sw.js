// The service worker: precaches every file of one build in a cache named for that build,
// serves the app from it (so it loads and generates puzzles offline), deletes only its own
// older caches, and waits to take over until the page asks (the "update available" banner).
// scripts/postbuild.mjs fills in BUILD and FILES after each `trunk build`.
'use strict';

const BUILD = '__BUILD_ID__';
const FILES = __PRECACHE_FILES__;
// Caches of this app at this scope (the app may be served under several sub-paths).
const PREFIX = `sudoku:${self.registration.scope}:`;
const CACHE = PREFIX + BUILD;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(FILES.map((file) => new Request(file, { cache: 'reload' })))),
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
      const cached = request.mode === 'navigate' ? await cache.match('./') : await cache.match(request, { ignoreSearch: true });
      return cached || fetch(request);
    }),
  );
});

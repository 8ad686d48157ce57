// The service worker that lets the game start without a network.
//
// When it installs it keeps a copy of every file of the page in a cache. Every request
// still goes to the network first, and the copy is refreshed with each answer. The cache
// is used only when the network cannot answer, so an online player always gets the newest
// build and an offline one gets the last build that was downloaded. The saved game lives in
// the browser's storage (see src/app), so it is there offline too.
'use strict';

const CACHE = 'hearts-offline';
const FILES = [
  './',
  'index.html',
  'loader.js',
  'mirror.js',
  'style.css',
  'hearts.js',
  'hearts.wasm',
  'hearts.data',
  'favicon.svg',
  'manifest.webmanifest',
  'third-party-licenses.txt',
];

// Two answers for the same address hold the same file when the server says so: the same
// ETag, or else the same modification time and length.
function sameVersion(a, b) {
  const header = (response, name) => response.headers.get(name);
  if (header(a, 'ETag') || header(b, 'ETag')) return header(a, 'ETag') === header(b, 'ETag');
  return header(a, 'Last-Modified') !== null &&
         header(a, 'Last-Modified') === header(b, 'Last-Modified') &&
         header(a, 'Content-Length') === header(b, 'Content-Length');
}

self.addEventListener('install', (event) => {
  // File by file: one that cannot be fetched leaves the others cached.
  event.waitUntil(caches.open(CACHE).then((cache) =>
    Promise.all(FILES.map((file) => cache.add(file).catch(() => undefined)))));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    try {
      const response = await fetch(request);
      if (response.ok) {
        // Stored in the background (the page reads the answer as it arrives), under the
        // address without its settings (?seed=7), so that one copy of the page is kept;
        // not stored again when the copy is of the same version (a repeat visit would
        // otherwise write every file anew while the game starts).
        const copy = response.clone();
        const key = new URL(request.url);
        key.search = '';
        event.waitUntil(caches.open(CACHE).then(async (cache) => {
          const kept = await cache.match(key.href);
          if (!kept || !sameVersion(kept, copy)) await cache.put(key.href, copy);
        }));
      }
      return response;
    } catch (error) {
      // Offline: the copy, whatever settings the address carries.
      const cached = await caches.match(request, { ignoreSearch: true });
      if (cached) return cached;
      throw error;
    }
  })());
});

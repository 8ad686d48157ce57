// The service worker that lets the game start without a network, and start sooner on
// every visit after the first.
//
// The files of one build are kept together in a cache named after the build's version,
// which the site's assembly writes into this file (the program's version and a hash of
// every other file of the page). So a new build is a new service worker: the browser compares this file with the
// server's on every visit and installs the new one beside the old, which fetches and keeps
// the new build's files. It takes over only when the page (web/loader.js) says so, once the
// page has every file of its own build; the next visit starts the new build, and the old
// build's cache is deleted. Every file of the page is answered from the cache, without
// waiting for the network, and all of them come from one build (a language's files too, once
// fetched: the build's version covers them). Anything else goes to the
// network first, with the cache as the fallback. The saved game lives in the browser's
// storage (see src/app), so it is there offline too and survives every update.
'use strict';

const VERSION = 'hearts:site-version';
const CACHE = `hearts-${VERSION}`;
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
const KEPT = new Set(FILES.map((file) => new URL(file, self.registration.scope).href));
// A language's files (its catalog, the page's words in it) are fetched by its players only:
// kept with the build's other files once they are, so the game speaks it offline too.
const LANGUAGES = new URL('locale/', self.registration.scope).href;

// The address a file is kept under: without its settings (?seed=7), so one copy serves
// every address the page is opened with.
function keyOf(url) {
  const key = new URL(url);
  key.search = '';
  key.hash = '';
  return key.href;
}

self.addEventListener('install', (event) => {
  // Asked of the server itself, not of the browser's HTTP cache, which may hold another
  // build's files; file by file, so one that cannot be fetched leaves the others kept.
  event.waitUntil(caches.open(CACHE).then((cache) =>
    Promise.all(FILES.map((file) =>
      cache.add(new Request(file, { cache: 'no-cache' })).catch(() => undefined)))));
});

self.addEventListener('message', (event) => {
  if (event.data === 'take-over') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  // Other builds' caches (and the single cache of earlier versions of this worker) go.
  event.waitUntil((async () => {
    for (const name of await caches.keys())
      if (name.startsWith('hearts-') && name !== CACHE) await caches.delete(name);
    await self.clients.claim();
  })());
});

async function fromNetwork(event, key, store) {
  const response = await fetch(event.request);
  if (response.ok && store) {
    // Stored in the background: the page reads the answer as it arrives.
    const copy = response.clone();
    event.waitUntil(caches.open(CACHE).then((cache) => cache.put(key, copy)));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  const key = keyOf(request.url);
  const kept = KEPT.has(key) || key.startsWith(LANGUAGES);
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    if (kept) {
      // A file of this build: the copy, else the network (and keep what it answers).
      const copy = await cache.match(key);
      if (copy) return copy;
      return fromNetwork(event, key, true);
    }
    try {
      return await fromNetwork(event, key, false);
    } catch (error) {
      const copy = await caches.match(request, { ignoreSearch: true });
      if (copy) return copy;
      throw error;
    }
  })());
});

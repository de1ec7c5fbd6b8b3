/// <reference types="@sveltejs/kit" />
/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
/**
 * The book's service worker (SvelteKit registers it on every page, at <base>/service-worker.js, so its scope is the
 * book's folder under any BASE_PATH). Two jobs:
 *  - Offline: on install it keeps the app shell, every prerendered page and the static files in a cache named after
 *    the build's version (the hash of the book's sources: svelte.config.js), and deletes every other cache when it
 *    takes over. The build's files answer from the cache; pages from the network first, then the cache; any other
 *    same-origin GET (e.g. the search index under /pagefind/, written after the build) from the network, kept for
 *    offline. What each request gets: src/lib/offline/policy.ts.
 *  - Cross-origin isolation where the host sends no headers: every response it serves carries COOP same-origin and
 *    COEP require-corp, so a page it serves may use SharedArrayBuffer (rung 11's split). A page opened before the
 *    worker controlled it reloads once to get them (src/lib/offline/isolation.ts).
 */
import { build, files, prerendered, version } from '$service-worker';
import { cacheKeys, offlineResponse, precacheList, strategyFor, withIsolation } from '$lib/offline/policy';

const sw = self as unknown as ServiceWorkerGlobalScope;
const CACHE = `crowds-and-flocks-${version}`;
const ASSETS = new Set([...build, ...files]);

sw.addEventListener('install', (event) => {
  // All or nothing (addAll fails on any miss); a new version takes over as soon as it has everything.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(precacheList(build, files, prerendered)))
      .then(() => sw.skipWaiting())
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      // The page that registered this worker is served by it from now on (its later requests work offline).
      await sw.clients.claim();
    })()
  );
});

async function fromCache(url: string): Promise<Response | undefined> {
  const cache = await caches.open(CACHE);
  for (const key of cacheKeys(url)) {
    const hit = await cache.match(key);
    if (hit) return hit;
  }
  return undefined;
}

async function cacheFirst(req: Request): Promise<Response> {
  return (await fromCache(req.url)) ?? networkFirst(req);
}

async function networkFirst(req: Request): Promise<Response> {
  try {
    const res = await fetch(req);
    // Only complete, successful answers are kept (a 404 online must not replace the page kept for offline).
    if (res.status === 200 && res.type === 'basic') {
      const copy = res.clone();
      void caches.open(CACHE).then((cache) => cache.put(cacheKeys(req.url)[0], copy)).catch(() => {});
    }
    return res;
  } catch (error) {
    const hit = await fromCache(req.url);
    if (hit) return hit;
    if (req.mode === 'navigate') return offlineResponse(new URL(req.url).pathname);
    throw error;
  }
}

sw.addEventListener('fetch', (event) => {
  const req = event.request;
  const strategy = strategyFor(req, location.origin, ASSETS);
  if (strategy === 'pass') return;
  event.respondWith((strategy === 'cache-first' ? cacheFirst(req) : networkFirst(req)).then(withIsolation));
});

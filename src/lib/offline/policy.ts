/**
 * What the service worker (src/service-worker.ts) keeps and how it answers, as plain functions of the lists SvelteKit
 * gives it (`$service-worker`: build, files, prerendered), so they are tested in Node without a service worker.
 */

/** The two headers that make a page cross-origin isolated (the split's SharedArrayBuffer needs them). */
export const ISOLATION_HEADERS: Readonly<Record<string, string>> = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp'
};

/**
 * Files the book never needs offline, left out of the install (fetched and kept on first use like any other file):
 * KaTeX's .woff and .ttf fonts (every browser with service workers takes the .woff2 beside them: 0.9 MB less) and
 * the README's screenshots under static/screenshots/ (no page shows them: 1.4 MB).
 */
export function worthPrecaching(path: string): boolean {
  return !/\.(woff|ttf)$/.test(path) && !/\/screenshots\//.test(path);
}

/** Everything installed at once: the app shell and its immutable files, the static files, every prerendered page. */
export function precacheList(build: readonly string[], files: readonly string[], prerendered: readonly string[]): string[] {
  return [...new Set([...build, ...files, ...prerendered])].filter(worthPrecaching);
}

export type Strategy = 'cache-first' | 'network-first' | 'pass';

/**
 * How one request is answered. `assets` are the build's files and the static files: they belong to this version (its
 * cache is named after it), so the cache is right first. Pages (navigations, prerendered pages, their __data.json)
 * ask the network first, so a reader online sees a new edition at once, and fall back to the cache offline. Any other
 * same-origin GET (a search index written after the build, say) is network-first and kept for offline. Other
 * origins, other methods and range requests are left to the browser.
 */
export function strategyFor(req: { method: string; url: string; mode?: string; headers?: { has(name: string): boolean } }, origin: string, assets: ReadonlySet<string>): Strategy {
  if (req.method !== 'GET') return 'pass';
  const url = new URL(req.url);
  if (url.origin !== origin) return 'pass';
  if (req.headers?.has('range')) return 'pass';
  if (req.mode !== 'navigate' && assets.has(url.pathname) && !url.search) return 'cache-first';
  return 'network-first';
}

/** The cache keys to try for a request offline: the URL without its query or hash, and a folder's page with its "/". */
export function cacheKeys(url: string): string[] {
  const u = new URL(url);
  const path = u.pathname;
  const keys = [u.origin + path];
  if (!path.endsWith('/') && !/\.[a-z0-9]+$/i.test(path)) keys.push(`${u.origin}${path}/`);
  return keys;
}

/**
 * The same response with the isolation headers added (a response's own headers cannot be changed, so it is made
 * anew from its body, status and headers: this also drops the "redirected" mark, which a navigation must not carry).
 * An opaque response (status 0) cannot be remade and is returned as it is.
 */
export function withIsolation(res: Response): Response {
  if (res.status === 0) return res;
  const headers = new Headers(res.headers);
  for (const [name, value] of Object.entries(ISOLATION_HEADERS)) headers.set(name, value);
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}

/** What a page the reader never opened online answers offline. */
export function offlineResponse(path: string): Response {
  const safe = path.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline</title><body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem"><h1>You are offline</h1><p>This page (${safe}) was not saved for offline reading. The chapters, the ladder's lessons and the playground were: go back and open one of them.</p></body></html>`;
  return new Response(html, { status: 503, statusText: 'Offline', headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

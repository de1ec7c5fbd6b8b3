import { describe, it, expect } from 'vitest';
import { cacheKeys, ISOLATION_HEADERS, offlineResponse, precacheList, strategyFor, withIsolation } from '../../../src/lib/offline/policy';

const ORIGIN = 'https://example.test';
const base = '/book';
const build = [`${base}/_app/immutable/entry/app.js`, `${base}/_app/immutable/assets/KaTeX_Main-Regular.x.woff2`, `${base}/_app/immutable/assets/KaTeX_Main-Regular.x.woff`, `${base}/_app/immutable/assets/KaTeX_Main-Regular.x.ttf`, `${base}/_app/immutable/workers/sim.worker-1.js`];
const files = [`${base}/favicon.svg`, `${base}/scenarios/l-corridor.json`, `${base}/screenshots/playground.png`];
const prerendered = [`${base}/`, `${base}/chapters/boids/`, `${base}/chapters/boids/__data.json`];
const ASSETS = new Set([...build, ...files]);
const req = (path: string, init: { method?: string; mode?: string; range?: boolean; origin?: string } = {}) => ({
  method: init.method ?? 'GET',
  url: (init.origin ?? ORIGIN) + path,
  mode: init.mode ?? 'cors',
  headers: { has: (name: string) => name === 'range' && init.range === true }
});

describe('what the service worker installs', () => {
  it('keeps the shell, every page, workers and static files, but not the fonts no browser with a service worker takes, nor the README’s screenshots', () => {
    const list = precacheList(build, files, prerendered);
    expect(list).toEqual([build[0], build[1], build[4], files[0], files[1], ...prerendered]);
  });
  it('lists a file once', () => {
    expect(precacheList([`${base}/a.js`], [`${base}/a.js`], [])).toEqual([`${base}/a.js`]);
  });
});

describe('how each request is answered', () => {
  it('the build’s files and static files from the cache first', () => {
    expect(strategyFor(req(build[0]), ORIGIN, ASSETS)).toBe('cache-first');
    expect(strategyFor(req(build[4]), ORIGIN, ASSETS)).toBe('cache-first');
    expect(strategyFor(req(files[1]), ORIGIN, ASSETS)).toBe('cache-first');
  });
  it('pages, their data and anything else of the book’s origin from the network first', () => {
    expect(strategyFor(req(`${base}/chapters/boids/`, { mode: 'navigate' }), ORIGIN, ASSETS)).toBe('network-first');
    expect(strategyFor(req(`${base}/chapters/boids/__data.json`), ORIGIN, ASSETS)).toBe('network-first');
    expect(strategyFor(req(`${base}/pagefind/pagefind.js`), ORIGIN, ASSETS)).toBe('network-first');
    // An asset asked with a query is not the file the cache holds.
    expect(strategyFor(req(`${files[1]}?v=2`), ORIGIN, ASSETS)).toBe('network-first');
  });
  it('leaves other origins, other methods and range requests to the browser', () => {
    expect(strategyFor(req(build[0], { origin: 'https://cdn.test' }), ORIGIN, ASSETS)).toBe('pass');
    expect(strategyFor(req(build[0], { method: 'POST' }), ORIGIN, ASSETS)).toBe('pass');
    expect(strategyFor(req(build[0], { range: true }), ORIGIN, ASSETS)).toBe('pass');
  });
  it('finds a page offline without its query or hash, and a folder without its "/"', () => {
    expect(cacheKeys(`${ORIGIN}/book/playground/?x=1#sim=scenario:corridor`)).toEqual([`${ORIGIN}/book/playground/`]);
    expect(cacheKeys(`${ORIGIN}/book/chapters/boids`)).toEqual([`${ORIGIN}/book/chapters/boids`, `${ORIGIN}/book/chapters/boids/`]);
    expect(cacheKeys(`${ORIGIN}/book/scenarios/l-corridor.json`)).toEqual([`${ORIGIN}/book/scenarios/l-corridor.json`]);
  });
});

describe('the isolation headers', () => {
  it('are added to a response, which keeps its status, headers and body', async () => {
    const res = withIsolation(new Response('<p>hi</p>', { status: 201, statusText: 'Made', headers: { 'Content-Type': 'text/html', 'X-Kept': '1' } }));
    for (const [name, value] of Object.entries(ISOLATION_HEADERS)) expect(res.headers.get(name)).toBe(value);
    expect(res.headers.get('content-type')).toBe('text/html');
    expect(res.headers.get('x-kept')).toBe('1');
    expect([res.status, res.statusText]).toEqual([201, 'Made']);
    expect(await res.text()).toBe('<p>hi</p>');
  });
  it('replace what a host sent otherwise', () => {
    const res = withIsolation(new Response(null, { status: 404, headers: { 'Cross-Origin-Embedder-Policy': 'unsafe-none' } }));
    expect(res.headers.get('cross-origin-embedder-policy')).toBe('require-corp');
    expect(res.status).toBe(404);
  });
  it('leave an opaque response as it is (it cannot be remade)', () => {
    const opaque = { status: 0 } as Response;
    expect(withIsolation(opaque)).toBe(opaque);
  });
});

describe('a page never saved, offline', () => {
  it('answers 503 with a page that says so, the path escaped', async () => {
    const res = offlineResponse('/book/<script>/');
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('You are offline');
    expect(html).not.toContain('<script>');
  });
});

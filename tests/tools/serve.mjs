// Serves a static build (the output of `npm run build`) the way an ordinary host does: gzip for text files when
// the browser accepts it, `/about` redirected to `/about/`, `/about/` answered with `about/index.html`, long cache
// lifetimes for the hashed files under _app/immutable, the build's 404.html (or a plain 404) for anything else.
// The measuring tools (lighthouse.mjs, metricdistance.mjs, pagecost.mjs) start it themselves; on its own:
//
//   node tests/tools/serve.mjs [--build DIR] [--port N] [--base /sub/path] [--no-gzip] [--isolate]
//
// --base serves the build under a sub-path, for a build made with BASE_PATH=/sub/path.
// --isolate adds Cross-Origin-Opener-Policy: same-origin and Cross-Origin-Embedder-Policy: require-corp, which make
// the pages cross-origin isolated (SharedArrayBuffer, so rung 11 can split its step across workers). Off by default:
// this server plays an ordinary static host, and most (GitHub Pages among them) cannot send custom headers, so the
// measuring tools see what most readers get. `vite preview`, the end-to-end tests' server, sends them (vite.config.ts).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { pathToFileURL } from 'node:url';

const gzipAsync = promisify(gzip);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json'
};
/** The two headers that make a page cross-origin isolated (see --isolate above). */
export const ISOLATION_HEADERS = { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' };
/** Worth compressing: text. Images and woff2 fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest', '.ttf']);

/**
 * Starts a server for `dir` on `port` (0: any free port). Resolves to { url, port, close() }; `url` ends without a
 * slash and includes the base path.
 */
export async function serve({ dir = 'build', port = 0, host = '127.0.0.1', base = '', gzip: useGzip = true, isolate = false } = {}) {
  const root = resolve(dir);
  await stat(join(root, 'index.html')).catch(() => {
    throw new Error(`${root} holds no index.html: build the site first (npm run build)`);
  });
  base = base.replace(/\/+$/, '');
  /** gzipped bodies, computed once per file */
  const cache = new Map();

  async function file(path) {
    try {
      const s = await stat(path);
      return s.isFile() ? path : null;
    } catch {
      return null;
    }
  }

  async function send(req, res, path, status = 200) {
    const ext = extname(path).toLowerCase();
    const headers = { 'content-type': TYPES[ext] ?? 'application/octet-stream', vary: 'accept-encoding' };
    if (isolate) Object.assign(headers, ISOLATION_HEADERS);
    headers['cache-control'] = path.includes(`${sep}_app${sep}immutable${sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
    let body = await readFile(path);
    if (useGzip && COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      let gz = cache.get(path);
      if (!gz) cache.set(path, (gz = await gzipAsync(body, { level: 9 })));
      body = gz;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      let pathname = decodeURIComponent(url.pathname);
      if (base && pathname !== base && !pathname.startsWith(base + '/')) return notFound(req, res);
      pathname = pathname.slice(base.length) || '/';
      const target = resolve(root, '.' + pathname);
      if (target !== root && !target.startsWith(root + sep)) return notFound(req, res);
      if (pathname.endsWith('/')) {
        const index = await file(join(target, 'index.html'));
        if (index) return send(req, res, index);
      } else {
        const exact = await file(target);
        if (exact) return send(req, res, exact);
        if (await file(join(target, 'index.html'))) {
          res.writeHead(308, { location: base + pathname + '/' + url.search }).end();
          return;
        }
        const html = await file(target + '.html');
        if (html) return send(req, res, html);
      }
      return notFound(req, res);
    } catch (e) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(e));
    }
  });

  async function notFound(req, res) {
    const page = await file(join(root, '404.html'));
    if (page) return send(req, res, page, 404);
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  }

  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, ok);
  });
  const actual = server.address().port;
  return {
    url: `http://${host}:${actual}${base}`,
    port: actual,
    close: () => new Promise((ok) => { server.closeAllConnections?.(); server.close(() => ok()); })
  };
}

/** --name value from argv, or the fallback. */
export function option(argv, name, fallback) {
  const i = argv.indexOf(name);
  return i >= 0 && i + 1 < argv.length ? argv[i + 1] : fallback;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  const s = await serve({
    dir: option(argv, '--build', 'build'),
    port: Number(option(argv, '--port', '4173')),
    base: option(argv, '--base', process.env.BASE_PATH ?? ''),
    gzip: !argv.includes('--no-gzip'),
    isolate: argv.includes('--isolate')
  });
  console.log(`serving ${resolve(option(argv, '--build', 'build'))} at ${s.url}/ (gzip ${argv.includes('--no-gzip') ? 'off' : 'on'}, cross-origin isolation ${argv.includes('--isolate') ? 'on' : 'off'}); Ctrl-C stops`);
}

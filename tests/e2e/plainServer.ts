/**
 * A plain static host for the end-to-end tests, like GitHub Pages: it serves the built book's files with their MIME
 * types, index.html for a folder (and a redirect to add the folder's "/"), 404 for anything else, and no
 * Cross-Origin-Opener-Policy or -Embedder-Policy (and no other header a host might add). What the book does on it
 * (cross-origin isolation through its service worker, offline reading) it does on any static host.
 */
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

export const MIME: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream'
};

export interface PlainServer {
  url: string;
  /** Every path requested so far, in order (the tests read what reached the host). */
  requests: string[];
  close(): Promise<void>;
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then((s) => s.isFile(), () => false);
}

/** Serves `dir` on 127.0.0.1:`port` (0: any free port). */
export async function startPlainServer(dir: string, port = 0): Promise<PlainServer> {
  const root = resolve(dir);
  const requests: string[] = [];
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url.pathname);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let path: string;
    try {
      path = normalize(join(root, decodeURIComponent(url.pathname)));
    } catch {
      res.writeHead(400).end('bad path');
      return;
    }
    if (path !== root && !path.startsWith(root + sep)) {
      res.writeHead(403).end('outside the site');
      return;
    }
    if (!(await isFile(path))) {
      if (await isFile(join(path, 'index.html'))) {
        if (!url.pathname.endsWith('/')) {
          res.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end();
          return;
        }
        path = join(path, 'index.html');
      } else {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
        return;
      }
    }
    const body = await readFile(path);
    res.writeHead(200, { 'Content-Type': MIME[extname(path).toLowerCase()] ?? 'application/octet-stream', 'Content-Length': body.length, 'Cache-Control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => ok());
  });
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actual}`,
    requests,
    // Idempotent; drops kept-alive connections, so the host is gone at once.
    close: () =>
      new Promise<void>((ok) => {
        if (!server.listening) return ok();
        server.close(() => ok());
        server.closeAllConnections();
      })
  };
}

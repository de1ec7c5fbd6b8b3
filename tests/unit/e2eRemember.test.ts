import { createServer } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../claims/sources';
import { codeHash, rememberKey, sampled, servedHashes, setupHash } from '../e2e/rememberKey';

/** The end-to-end tests' remembered passes (tests/e2e/remember.ts): every part of what a pass depended on moves its key. */
describe('a remembered end-to-end pass', () => {
  const spec = 'tests/e2e/smoke.spec.ts';
  const served = ['/ 200 aa', '/_app/x.js 200 bb'];
  const key = rememberKey(spec, 'a test', served, 'code', 'setup');

  it('is keyed by every byte it was served, its code, its set-up and its title', () => {
    expect(rememberKey(spec, 'a test', served, 'code', 'setup')).toBe(key);
    expect(rememberKey(spec, 'a test', ['/ 200 aa', '/_app/x.js 200 bc'], 'code', 'setup')).not.toBe(key);
    expect(rememberKey(spec, 'a test', ['/ 404 aa', '/_app/x.js 200 bb'], 'code', 'setup')).not.toBe(key);
    expect(rememberKey(spec, 'a test', served.slice(1), 'code', 'setup')).not.toBe(key);
    expect(rememberKey(spec, 'a test', served, 'code2', 'setup')).not.toBe(key);
    expect(rememberKey(spec, 'a test', served, 'code', 'setup2')).not.toBe(key);
    expect(rememberKey(spec, 'another test', served, 'code', 'setup')).not.toBe(key);
  });

  it("hashes a spec's code through its imports, and the browser's version with the configs", () => {
    expect(codeHash('tests/e2e/chapters.spec.ts')).not.toBe(codeHash('tests/e2e/smoke.spec.ts'));
    expect(setupHash()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hashes what the server serves now: a changed byte or status is a different line', async () => {
    let body = 'one';
    const server = createServer((req, res) => {
      res.statusCode = req.url === '/missing' ? 404 : 200;
      res.end(body);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    try {
      const [a, missing] = await servedHashes(`http://127.0.0.1:${port}`, ['/page', '/missing']);
      expect(a).toMatch(/^\/page 200 [0-9a-f]{64}$/);
      expect(missing).toMatch(/^\/missing 404 /);
      body = 'two';
      // A second origin, so the per-run memo does not answer: the same path with other bytes hashes apart.
      const server2 = createServer((_req, res) => res.end(body));
      await new Promise<void>((r) => server2.listen(0, '127.0.0.1', r));
      const [b] = await servedHashes(`http://127.0.0.1:${(server2.address() as { port: number }).port}`, ['/page']);
      server2.close();
      expect(b.split(' ')[0]).toBe('/page');
      expect(b).not.toBe(a);
    } finally {
      server.close();
    }
  });

  it('is run again anyway by a sample of about a tenth, the same for the same seed', () => {
    const ids = Array.from({ length: 2000 }, (_, k) => `tests/e2e/x.spec.ts|test ${k}`);
    const picked = ids.filter((id) => sampled(id, 12345, 0.1));
    expect(picked.length).toBeGreaterThan(150);
    expect(picked.length).toBeLessThan(250);
    expect(ids.filter((id) => sampled(id, 12345, 0.1))).toEqual(picked);
    expect(ids.filter((id) => sampled(id, 54321, 0.1))).not.toEqual(picked);
    expect(ids.every((id) => sampled(id, 1, 1))).toBe(true);
    expect(ids.some((id) => sampled(id, 1, 0))).toBe(false);
  });

  it('is what every spec uses: each imports test from ./remember, none from @playwright/test', () => {
    const specs = readdirSync(join(ROOT, 'tests', 'e2e')).filter((f) => f.endsWith('.spec.ts'));
    expect(specs.length).toBeGreaterThan(10);
    for (const f of specs) {
      const text = readFileSync(join(ROOT, 'tests', 'e2e', f), 'utf8');
      expect(text, f).toMatch(/import \{[^}]*\btest\b[^}]*\} from '\.\/remember'/);
      expect(text, f).not.toMatch(/import \{[^}]*\btest\b[^}]*\} from '@playwright\/test'/);
    }
  });
});

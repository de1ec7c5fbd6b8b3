/**
 * No module of src/ depends on itself through others (issue #16): a cycle makes the order modules initialise in
 * matter, and tells that two files are one idea or that a lower layer reaches up. Read by madge over the TypeScript
 * files (not the Svelte components), with
 *   - type-only imports counted (`import type` too: a type cycle is the same tangle, without the runtime symptom);
 *   - the `$lib`, `$engine`, `$content` aliases resolved as SvelteKit resolves them;
 *   - a worker's module counted as a dependency of the file that starts it (`new Worker(new URL('./x.worker.ts',
 *     import.meta.url))`), which the bundler builds from that file but madge does not see as an import.
 */
import { describe, expect, it } from 'vitest';
import madge from 'madge';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import svelteConfig from '../../svelte.config.js';

const root = resolve(__dirname, '..', '..');

/** The compiler options madge resolves imports with: SvelteKit's aliases as tsconfig paths from `base`. */
function compilerOptions(base: string, aliases: Record<string, string>) {
  const paths = Object.fromEntries(Object.entries(aliases).flatMap(([k, v]) => [[k, [v]], [`${k}/*`, [`${v}/*`]]]));
  return { baseUrl: base, paths, moduleResolution: 'bundler', module: 'esnext', target: 'esnext', allowJs: true, resolveJsonModule: true };
}

const WORKER_URL = /new\s+URL\(\s*['"]([^'"]+\.ts)['"]\s*,\s*import\.meta\.url\s*\)/g;

/** The import graph of `dir`'s .ts files (paths relative to `base`), with each worker module as a dependency of its starter. */
async function graph(dir: string, base: string, aliases: Record<string, string>): Promise<{ tree: Record<string, string[]>; skipped: string[] }> {
  const res = await madge(dir, {
    baseDir: base,
    fileExtensions: ['ts'],
    tsConfig: { compilerOptions: compilerOptions(base, aliases) },
    detectiveOptions: { ts: { skipTypeImports: false }, es6: { skipTypeImports: false } }
  });
  const tree = res.obj();
  for (const [file, deps] of Object.entries(tree)) {
    for (const m of readFileSync(join(base, file), 'utf8').matchAll(WORKER_URL)) {
      const worker = relative(base, resolve(base, dirname(file), m[1]));
      if (!deps.includes(worker)) deps.push(worker);
    }
  }
  return { tree, skipped: res.warnings().skipped };
}

const cyclesOf = async (tree: Record<string, string[]>) => (await madge(tree)).circular();
const describeCycle = (c: string[]) => [...c, c[0]].join(' → ');

describe('module cycles', () => {
  it('no module in src/ imports itself through others (types and workers included)', async () => {
    const aliases = { $lib: 'src/lib', ...(svelteConfig.kit?.alias ?? {}) } as Record<string, string>;
    const { tree, skipped } = await graph(join(root, 'src'), root, aliases);
    expect(Object.keys(tree).length).toBeGreaterThan(200);
    // Every import of the book's own code was found: only SvelteKit's own modules stay unresolved.
    expect(skipped.filter((d) => !/^\$app\/|^\$service-worker$|(^|\/)\$types$/.test(d))).toEqual([]);
    const cycles = await cyclesOf(tree);
    expect(cycles.map(describeCycle), `${cycles.length} cycle(s):\n${cycles.map((c) => '  ' + describeCycle(c)).join('\n')}\n`).toEqual([]);
  }, 180_000);

  it('the check sees a cycle of type-only imports and one through a worker (so it can fail)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
    try {
      writeFileSync(join(dir, 'a.ts'), "import type { B } from './b';\nexport interface A { b?: B }\n");
      writeFileSync(join(dir, 'b.ts'), "import type { A } from '$x/a';\nexport interface B { a?: A }\n");
      writeFileSync(join(dir, 'client.ts'), "import type { Msg } from './w.worker';\nexport const start = () => new Worker(new URL('./w.worker.ts', import.meta.url));\nexport type M = Msg;\n");
      writeFileSync(join(dir, 'w.worker.ts'), "import type { M } from './client';\nexport type Msg = string;\nexport type Back = M;\n");
      writeFileSync(join(dir, 'start.ts'), "export const go = () => new Worker(new URL('./w2.worker.ts', import.meta.url));\n");
      writeFileSync(join(dir, 'w2.worker.ts'), "import { go } from './start';\nexport const again = go;\n");
      const { tree, skipped } = await graph(dir, dir, { $x: '.' });
      expect(skipped).toEqual([]);
      const cycles = (await cyclesOf(tree)).map((c) => [...c].sort().join(' '));
      expect(cycles.sort()).toEqual(['a.ts b.ts', 'client.ts w.worker.ts', 'start.ts w2.worker.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

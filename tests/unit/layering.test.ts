/**
 * The layers above the engine (backend, components, share links, the CLI, the worker, the site, build-time figures,
 * the optimization ladder, routes and chapters) reach the engine through its public index only (src/lib/engine/index.ts), so the engine can
 * change inside without breaking them. (The engine's own purity is tests/unit/engine/purity.test.ts.)
 * And the layers with no UI (the engine, claims and sweeps as data, figures, backends, workers, the ladder, share
 * links, the CLI) never import the components: what they share with the widgets lives below them.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');
const engine = join(root, 'src', 'lib', 'engine');
const components = join(root, 'src', 'lib', 'components');
/** The layers without UI: nothing in them may import from src/lib/components. */
const BELOW_COMPONENTS = ['src/lib/engine', 'src/lib/claims', 'src/lib/figures', 'src/lib/backend', 'src/lib/driver', 'src/lib/worker', 'src/lib/ladder', 'src/lib/share', 'src/lib/cli', 'src/lib/determinism'];
const LAYERS = ['src/lib/backend', 'src/lib/driver', 'src/lib/components', 'src/lib/share', 'src/lib/cli', 'src/lib/worker', 'src/lib/site', 'src/lib/figures', 'src/lib/claims', 'src/lib/determinism', 'src/lib/ladder', 'src/routes', 'content'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|svelte|svx)$/.test(f) ? [p] : [];
  });
}

/** Every module specifier: static imports and re-exports, and dynamic import(). */
function specifiers(source: string): string[] {
  return [...source.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]/g)].map((m) => m[1] ?? m[2]);
}

/** The file a specifier points at, when it points into src/lib ($lib or relative); null for packages. */
function target(spec: string, from: string): string | null {
  if (spec.startsWith('$lib/')) return join(root, 'src', 'lib', spec.slice(5));
  if (spec === '$lib') return join(root, 'src', 'lib');
  if (spec.startsWith('.')) return resolve(dirname(from), spec);
  return null;
}

/** Whether `t` (without extension) is an engine module other than its index. */
const intoEngine = (t: string) => {
  const r = relative(engine, t).replace(/\.(ts|js)$/, '');
  return !r.startsWith('..') && r !== '' && r !== 'index';
};

describe('layering', () => {
  it('no layer above the engine imports an engine module other than its public index', () => {
    const offenders: string[] = [];
    let engineImports = 0;
    for (const layer of LAYERS)
      for (const file of files(join(root, layer)))
        for (const spec of specifiers(readFileSync(file, 'utf8'))) {
          const t = target(spec, file);
          if (!t || relative(engine, t).startsWith('..')) continue; // not the engine
          engineImports++;
          if (intoEngine(t)) offenders.push(`${relative(root, file)}: ${spec}`);
        }
    expect(engineImports).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });

  it('no layer without UI imports the components', () => {
    const offenders: string[] = [];
    let checked = 0;
    for (const layer of BELOW_COMPONENTS)
      for (const file of files(join(root, layer)))
        for (const spec of specifiers(readFileSync(file, 'utf8'))) {
          const t = target(spec, file);
          if (!t) continue;
          checked++;
          if (!relative(components, t).startsWith('..')) offenders.push(`${relative(root, file)}: ${spec}`);
        }
    expect(checked).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });

  it('the check sees an import into the components (so it can fail)', () => {
    const from = join(root, 'src', 'lib', 'figures', 'measure.ts');
    expect(relative(components, target('../components/claim', from)!).startsWith('..')).toBe(false);
    expect(relative(components, target('$lib/components', from)!).startsWith('..')).toBe(false);
    expect(relative(components, target('../claims', from)!).startsWith('..')).toBe(true);
  });

  it('the check sees a deep import (so it can fail)', () => {
    const from = join(root, 'src', 'lib', 'components', 'X.svelte');
    expect(intoEngine(target('../engine/metrics', from)!)).toBe(true);
    expect(intoEngine(target('$lib/engine/forces/force', from)!)).toBe(true);
    expect(intoEngine(target('../engine', from)!)).toBe(false);
    expect(intoEngine(target('$lib/engine', from)!)).toBe(false);
  });
});

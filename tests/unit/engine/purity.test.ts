/**
 * The engine runs the same in the page, a Web Worker and Node: it must not touch the DOM, Svelte, the worker
 * scope or Node's process. This is the import-and-globals rule design.md asks for, checked over every source file.
 */
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = join(__dirname, '../../../src/lib/engine');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : f.endsWith('.ts') ? [join(dir, f)] : []));

const FORBIDDEN: [RegExp, string][] = [
  [/from ['"](svelte|\$app|\$lib\/components)/, 'imports Svelte or components'],
  [/\b(document|window|navigator|localStorage|requestAnimationFrame|self|postMessage)\s*[.(]/, 'touches a browser global'],
  [/\bprocess\s*\.|from ['"]node:/, 'touches Node (process or node: modules)'],
  [/\bMath\.random\s*\(/, 'uses Math.random (every random number must come from the seeded Random)']
];

/** Every module specifier a file names: static imports and re-exports (type-only too), bare imports, import(). */
function specifiers(code: string): string[] {
  const out: string[] = [];
  for (const re of [/\b(?:import|export)\s[^'";]*?\sfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g]) {
    for (const m of code.matchAll(re)) out.push(m[1]);
  }
  return out;
}

/**
 * Why an import breaks the layering, or null. The engine sits at the bottom: the components, share links, the
 * worker, the command line and the site are built on it, never the reverse. Relative paths must stay inside the
 * engine; $lib only as $lib/engine; no Svelte, no SvelteKit ($app, $env, @sveltejs); other packages (kdbush) are fine.
 */
function layerViolation(file: string, spec: string): string | null {
  if (spec.startsWith('.')) {
    const target = resolve(dirname(file), spec);
    return target === root || target.startsWith(root + sep) ? null : `reaches ${relative(join(root, '..'), target)} outside the engine`;
  }
  if (spec === '$lib' || spec.startsWith('$lib/')) return spec === '$lib/engine' || spec.startsWith('$lib/engine/') ? null : `imports ${spec}`;
  if (spec === '$engine' || spec.startsWith('$engine/')) return null;
  if (/^(svelte|\$app|\$env|@sveltejs)(\/|$)/.test(spec)) return `imports ${spec}`;
  if (spec.startsWith('$')) return `imports ${spec} (an alias outside the engine)`;
  return null;
}

function violations(file: string, code: string): string[] {
  return specifiers(code).flatMap((spec) => {
    const why = layerViolation(file, spec);
    return why ? [`${relative(root, file)}: '${spec}' ${why}`] : [];
  });
}

describe('engine layering', () => {
  it('no engine file imports from the layers above it (components, share, worker, cli, site, Svelte, SvelteKit)', () => {
    const found = files(root).flatMap((f) => violations(f, readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')));
    expect(found).toEqual([]);
  });

  it('the check catches each kind of forbidden import (so the test above can fail), and lets the engine’s own pass', () => {
    const sim = join(root, 'simulation.ts'), deep = join(root, 'forces/boids/alignment.ts');
    const bad: [string, string][] = [
      [sim, `import { x } from '../components/sim/draw';`],
      [sim, `import type { SimStats } from '../components/types';`],
      [sim, `export { encodeConfig } from '../share';`],
      [sim, `import '../worker/sim.worker';`],
      [sim, `const m = await import('../cli/run');`],
      [sim, `import { chapters } from '../site/chapters';`],
      [deep, `import { sanitizeConfig } from '../../../share/config';`],
      [deep, `import { x } from '../../../../routes/+layout';`],
      [sim, `import { inView } from '$lib/actions/inView';`],
      [sim, `import { SimulationView } from '$lib/components';`],
      [sim, `import { onMount } from 'svelte';`],
      [sim, `import { writable } from 'svelte/store';`],
      [sim, `import { browser } from '$app/environment';`],
      [sim, `import {\n  a,\n  b\n} from '../share/shareLink';`]
    ];
    for (const [file, code] of bad) expect(violations(file, code), code).toHaveLength(1);
    const good: [string, string][] = [
      [sim, `import { AgentState } from './state';`],
      [deep, `import { PALETTE, type Force } from '../force';`],
      [deep, `import { SUM_VELOCITY } from '../../neighbours/neighbourSums';`],
      [sim, `import KDBush from 'kdbush';`],
      [sim, `import { Random } from '$lib/engine/random';`],
      [sim, `import type { World } from '$engine/geometry/world';`]
    ];
    for (const [file, code] of good) expect(violations(file, code), code).toEqual([]);
  });
});

describe('engine purity', () => {
  const all = files(root);
  it('finds the engine sources', () => expect(all.length).toBeGreaterThan(30));
  for (const [pattern, what] of FORBIDDEN) {
    it(`no engine file ${what}`, () => {
      const offenders = all.filter((f) => {
        const code = readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
        // Random.freshSeed is the one place allowed to draw an unseeded number (a "new seed" button).
        return pattern.test(code.replace(/static freshSeed\(\)[\s\S]*?\n  \}/, ''));
      });
      expect(offenders.map((f) => f.slice(root.length + 1))).toEqual([]);
    });
  }
});

/**
 * The engine runs the same in the page, a Web Worker and Node: it must not touch the DOM, Svelte, the worker
 * scope or Node's process. This is the import-and-globals rule design.md asks for, checked over every source file.
 */
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../../../src/lib/engine');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : f.endsWith('.ts') ? [join(dir, f)] : []));

const FORBIDDEN: [RegExp, string][] = [
  [/from ['"](svelte|\$app|\$lib\/components)/, 'imports Svelte or components'],
  [/\b(document|window|navigator|localStorage|requestAnimationFrame|self|postMessage)\s*[.(]/, 'touches a browser global'],
  [/\bprocess\s*\.|from ['"]node:/, 'touches Node (process or node: modules)'],
  [/\bMath\.random\s*\(/, 'uses Math.random (every random number must come from the seeded Random)']
];

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

import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every module specifier in a TypeScript source: static imports and re-exports, and dynamic import(). */
function specifiers(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g)) out.push(m[1] ?? m[2]);
  return out;
}

describe('command line: layering', () => {
  it('the CLI imports the engine through its public index only (src/lib/engine/index.ts)', () => {
    const dir = join(__dirname, '..', '..', '..', 'src', 'lib', 'cli');
    const offenders: string[] = [];
    let engineImports = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      for (const spec of specifiers(readFileSync(join(dir, file), 'utf8'))) {
        if (!spec.includes('engine')) continue;
        engineImports++;
        if (spec !== '../engine' && spec !== '../engine/index') offenders.push(`${file}: ${spec}`);
      }
    }
    expect(engineImports).toBeGreaterThan(0);
    expect(offenders).toEqual([]);
  });
});

/**
 * Determinism across engines: JavaScript fixes the result of +, −, ×, ÷, Math.sqrt, rounding, abs, min/max and
 * fround (IEEE 754), but not of Math.exp, sin, cos, atan2, log, hypot, pow (and `**`), …: Node and Chromium differ
 * in the last bit. So the engine calls only the exact ones, and its own ports (src/lib/engine/math/) for the rest.
 * This checks every engine source file, the math module included (its ports must use only exact operations too).
 */
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../../../src/lib/engine');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : f.endsWith('.ts') ? [join(dir, f)] : []));

/** Math members whose results IEEE 754 and ECMAScript fix exactly (random is the purity test's business). */
const EXACT = new Set([
  'abs', 'sqrt', 'floor', 'ceil', 'round', 'trunc', 'min', 'max', 'fround', 'imul', 'sign', 'clz32', 'random',
  'PI', 'E', 'LN2', 'LN10', 'LOG2E', 'LOG10E', 'SQRT2', 'SQRT1_2'
]);

/** Code without comments and string literals (TeX in strings may contain anything). */
function code(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/`(?:\\.|[^`\\])*`|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"/g, '""');
}

/** What in this source computes with an engine-dependent function: a list of findings, empty when clean. */
function inexactUses(source: string): string[] {
  const c = code(source), found: string[] = [];
  for (const m of c.matchAll(/\bMath\s*\.\s*([A-Za-z_$][\w$]*)/g)) if (!EXACT.has(m[1])) found.push(`Math.${m[1]}`);
  if (/\bMath\s*\[/.test(c)) found.push('Math[…]');
  if (/\bMath\b(?!\s*\.)/.test(c)) found.push('Math used as a value (aliased or destructured)');
  if (/\*\*/.test(c)) found.push('the ** operator (Math.pow)');
  return found;
}

describe('the engine computes only with operations every JavaScript engine rounds the same way', () => {
  const all = files(root);
  it('finds the engine sources, the math module among them', () => {
    expect(all.length).toBeGreaterThan(30);
    expect(all.some((f) => f.endsWith(join('math', 'exp.ts')))).toBe(true);
  });

  it('the check catches what it is meant to catch', () => {
    expect(inexactUses('const a = Math.exp(x);')).toEqual(['Math.exp']);
    expect(inexactUses('const r = Math . hypot(dx, dy) + Math.sqrt(2);')).toEqual(['Math.hypot']);
    expect(inexactUses('const d2 = dx ** 2;')).toEqual(['the ** operator (Math.pow)']);
    expect(inexactUses('const { cos } = Math;')).toEqual(['Math used as a value (aliased or destructured)']);
    expect(inexactUses("const f = Math['tanh'];")).toContain('Math[…]');
    expect(inexactUses('/** e^x, unlike Math.exp */ const s = "Math.sin ** 2"; // Math.cos')).toEqual([]);
    expect(inexactUses('const y = Math.floor(x) + Math.abs(Math.PI * Math.fround(z));')).toEqual([]);
  });

  it('no engine file calls an inexact Math function or **', () => {
    const offenders = all.flatMap((f) => inexactUses(readFileSync(f, 'utf8')).map((use) => `${f.slice(root.length + 1)}: ${use}`));
    expect(offenders).toEqual([]);
  });
});

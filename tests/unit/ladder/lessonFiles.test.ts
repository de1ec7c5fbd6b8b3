/**
 * A lesson shows the files that run: the GPU rung's WGSL comes from the module the GPU rung imports, and the sorted
 * grid's lesson shows the ladder files its rung moved its code into.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { lessonFileSource, rungSource, type LessonFile } from '../../../src/lib/ladder/sources';
import { rulesBody } from '../../../src/lib/ladder/gpu/rules';

/** The files a lesson's code panels show by path (<CodePanel file="…" />). */
const panelFiles = (lesson: string): string[] =>
  [...readFileSync(resolve(__dirname, '../../../content/ladder', `${lesson}.svx`), 'utf8').matchAll(/<CodePanel file="([^"]+)"/g)].map((m) => m[1]);

describe('lesson files', () => {
  it('loads the GPU rules as text, and that text holds the WGSL the rung compiles', async () => {
    const text = await lessonFileSource('ladder/gpu/rules.ts');
    const firstWgslLine = rulesBody(0).trim().split('\n')[0].trim();
    expect(firstWgslLine.length).toBeGreaterThan(5);
    expect(text).toContain(firstWgslLine);
  });

  it('the sorted grid’s lesson shows every ladder file its rung imports beyond the model and the start (its blocks, its rules)', async () => {
    const rung = await rungSource('sorted-grid');
    const imported = [...rung.matchAll(/from '\.\.\/(\w+)'/g)].map((m) => m[1]).filter((f) => f !== 'model' && f !== 'start');
    expect(imported).toEqual(expect.arrayContaining(['sortedGridBlocks', 'boidRules']));
    const shown = panelFiles('sorted-grid');
    for (const f of imported) expect(shown, `ladder/${f}.ts`).toContain(`ladder/${f}.ts`);
    for (const f of shown) expect((await lessonFileSource(f as LessonFile)).length, f).toBeGreaterThan(0);
  });

  it('the rules it shows are the ones the split’s phases run too', async () => {
    const rules = await lessonFileSource('ladder/boidRules.ts'), phases = await lessonFileSource('ladder/parallel/phases.ts');
    expect(rules).toContain('export function boidRules(');
    expect(phases).toContain("import { boidRules } from '../boidRules';");
    // One copy: neither caller weighs the rules itself.
    for (const caller of [phases, await rungSource('sorted-grid')]) expect(caller).not.toMatch(/COHESION_WEIGHT/);
  });

  it('refuses a path that is not a lesson file', async () => {
    await expect(lessonFileSource('ladder/gpu/nothing.ts')).rejects.toThrow(/no lesson file src\/lib\/ladder\/gpu\/nothing.ts/);
  });
});

/** A lesson shows the files that run: the GPU rung's WGSL comes from the module the GPU rung imports. */
import { describe, expect, it } from 'vitest';
import { lessonFileSource } from '../../../src/lib/ladder/sources';
import { rulesBody } from '../../../src/lib/ladder/gpu/rules';

describe('lesson files', () => {
  it('loads the GPU rules as text, and that text holds the WGSL the rung compiles', async () => {
    const text = await lessonFileSource('ladder/gpu/rules.ts');
    const firstWgslLine = rulesBody(0).trim().split('\n')[0].trim();
    expect(firstWgslLine.length).toBeGreaterThan(5);
    expect(text).toContain(firstWgslLine);
  });

  it('refuses a path that is not a lesson file', async () => {
    await expect(lessonFileSource('ladder/gpu/nothing.ts')).rejects.toThrow(/no lesson file src\/lib\/ladder\/gpu\/nothing.ts/);
  });
});

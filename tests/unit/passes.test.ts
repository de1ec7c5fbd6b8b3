import { describe, expect, it } from 'vitest';
import { passKey, sampled } from '../passes/passKey';

/** Remembered passes of unit test files (tests/passes/): who gets a key, and what the watcher notices. */
describe('a remembered unit-test pass', () => {
  it('is keyed by the import closure of a file that reads nothing else, the same key each time', () => {
    const a = passKey('tests/unit/engine/blowup.test.ts');
    expect(a.key).toMatch(/^[0-9a-f]{24}$/);
    expect(passKey('tests/unit/engine/blowup.test.ts')).toEqual(a);
    expect(passKey('tests/unit/engine/catalogue.test.ts').key).not.toBe(a.key);
  });

  it('is refused to a file whose closure loads by glob, reads files or the environment when imported', () => {
    const glob = passKey('tests/unit/chapters/configs.test.ts');
    expect(glob.key).toBeNull();
    expect('why' in glob && glob.why).toMatch(/import\.meta\.glob/);
    const env = passKey('tests/unit/ladder/claims.test.ts');
    expect(env.key).toBeNull();
    expect('why' in env && env.why).toMatch(/readFileSync|process\.env|existsSync/);
  });

  it('is run again by a sample of about a tenth, replayed by its seed', () => {
    const files = Array.from({ length: 2000 }, (_, k) => `tests/unit/f${k}.test.ts`);
    const picked = files.filter((f) => sampled(f, 7, 0.1));
    expect(picked.length).toBeGreaterThan(150);
    expect(picked.length).toBeLessThan(250);
    expect(files.filter((f) => sampled(f, 7, 0.1))).toEqual(picked);
    expect(files.filter((f) => sampled(f, 8, 0.1))).not.toEqual(picked);
  });

  it("notices the project's own code reading the clock, not the test runner's", async () => {
    const tracer = (globalThis as { __passTracer?: { touched: string | null; active: boolean } }).__passTracer;
    expect(tracer, 'tests/passes/tracer.ts is the unit project’s setup file').toBeDefined();
    const saved = tracer!.touched;
    tracer!.touched = null;
    // Called with no project frame on the stack (the wrapped function itself is the callback): not noticed.
    await new Promise<void>((resolve) => setTimeout(() => { queueMicrotask(Math.random as () => void); setTimeout(resolve, 0); }, 0));
    const unnoticed = tracer!.touched;
    Date.now();
    const noticed = tracer!.touched;
    // This file read the clock, so it is never remembered itself (which is right: it tests the watcher).
    tracer!.touched = saved ?? noticed;
    expect(unnoticed).toBeNull();
    expect(noticed).toMatch(/^Date\.now \(.*tests\/unit\/passes\.test\.ts/);
  });
});

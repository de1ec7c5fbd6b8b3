/**
 * Remembered passes of unit test files: a file that passed, touched nothing but its imports while it ran (tracer.ts
 * watches), and whose imports are unchanged since, is not run again (sequencer.ts), except for a random tenth of
 * them. The engine is deterministic, so for such a file the same code gives the same result: the pass is proven, not
 * guessed. The key of a file's pass:
 *  - its whole import closure's runnable text (tests/claims/sources.ts: what a file compiles to, without comments);
 *  - the set-up: Node's version, the lock file (every package's version), the Vite/Vitest config, the tsconfig.
 * A file whose closure loads modules the closure cannot see (import.meta.glob, import() of a computed name) has no
 * key: it always runs. The records are tests/passes/unit.json (file → key), written by reporter.ts after each run.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { closureOf, ROOT, sourcesHash } from '../claims/sources';

export const RECORDS = join(ROOT, 'tests', 'passes', 'unit.json');
export const SPOOL = join(ROOT, 'node_modules', '.cache', 'crowds-passes', 'spool');
/** The Vitest project whose files may be remembered (the allocation counts and the jsdom widgets always run). */
export const PROJECT = 'unit';

/** The files that keep passes, not test anything: out of every closure, as the claims' keeping files are. */
const KEEPING = ['tests/passes/passKey.ts', 'tests/passes/tracer.ts', 'tests/passes/sequencer.ts', 'tests/passes/reporter.ts', 'tests/claims/sources.ts'];
const SETUP_FILES = ['package-lock.json', 'vite.config.ts', 'tsconfig.json'];

/**
 * Loads that an import closure cannot follow, and inputs a module may read when it is first imported (the tracer
 * sees only what runs while a file runs: a module another file imported first is not run again in a shared worker).
 */
const HIDDEN_LOADS = /import\.meta\.glob|\bimport\s*\(\s*(?!['"])|\b(?:readFileSync|readdirSync|existsSync|statSync|readFile|opendirSync|createReadStream)\s*\(|process\.env\b/;

const sha = (...parts: (string | Buffer)[]) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('hex');
};

let setup: string | undefined;
const setupHash = () => (setup ??= sha(process.version, ...SETUP_FILES.map((f) => sha(f, readFileSync(join(ROOT, f))))));

export type FileKey = { key: string } | { key: null; why: string };

/** The key of a test file's pass (path relative to the repository), or why it has none. */
export function passKey(file: string): FileKey {
  let files: string[];
  try {
    files = closureOf([file], KEEPING);
  } catch (e) {
    return { key: null, why: `its imports cannot be followed (${(e as Error).message})` };
  }
  for (const f of files) {
    if (!f.endsWith('.ts') && !f.endsWith('.js')) continue;
    const m = HIDDEN_LOADS.exec(readFileSync(join(ROOT, f), 'utf8'));
    if (m) return { key: null, why: `${f} reads ${m[0].replace(/\s*\($/, '').trim()}` };
  }
  return { key: sha(setupHash(), file, sourcesHash([file], KEEPING).hash).slice(0, 24) };
}

export type Records = Record<string, string>;

export function readRecords(): Records {
  return existsSync(RECORDS) ? (JSON.parse(readFileSync(RECORDS, 'utf8')) as Records) : {};
}

export function writeRecords(records: Records): void {
  const sorted = Object.fromEntries(Object.entries(records).sort(([a], [b]) => (a < b ? -1 : 1)));
  const tmp = `${RECORDS}.${process.pid}`;
  writeFileSync(tmp, `${JSON.stringify(sorted, null, 1)}\n`);
  renameSync(tmp, RECORDS);
}

export const relativeToRoot = (path: string) => relative(ROOT, path);

/** Whether the sample runs a remembered file anyway: a tenth (CLAIMS_SAMPLE) chosen by CLAIMS_SAMPLE_SEED. */
export function sampled(id: string, seed = Number(process.env.CLAIMS_SAMPLE_SEED ?? 0), rate = Number(process.env.CLAIMS_SAMPLE ?? 0.1)): boolean {
  let h = (seed ^ 0x5bd1e995) >>> 0;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x9e3779b1) >>> 0;
  h ^= h >>> 16;
  return (Math.imul(h, 0x85ebca6b) >>> 0) / 2 ** 32 < rate;
}

/** Whether this run skips remembered files: `npm test` asks for it (REMEMBER_PASSES=1); a run of chosen files runs them. */
export const remembering = () => process.env.REMEMBER_PASSES === '1';

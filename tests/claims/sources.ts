/**
 * What a measured value depends on besides its own experiment: the code that computes it. That is every module the
 * measuring code imports, directly or not (the whole engine, the figures' measures, the claims' and sweeps' shapes),
 * found by following import statements from the entry points, and the planning code in this folder. Their hash is
 * stored beside the values; a stored value measured by other code is stale.
 * What is hashed is the JavaScript each file compiles to, without comments: a comment, a type or a line break cannot
 * change a number, so changing one leaves the store current; any change to what runs makes it stale.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where measuring starts: the shared runner, the one-claim path, the sweeps' runner, and how claims become probes. */
export const MEASURING_ENTRIES = ['src/lib/figures/experiment.ts', 'src/lib/figures/measure.ts', 'src/lib/figures/sweep.ts', 'tests/claims/plan.ts'];

/**
 * Where the book's claims and sweeps are gathered (the chapters' and the playground tips' claims: what the prose says
 * and which experiments it asks for): out of the measuring hash. Every experiment and probe a claim asks for is in
 * its value's key already (tests/claims/plan.ts), so rewording a claim or a tip measures nothing again; a claim that
 * asks for another config, seed, time or metric has another key, and only that is measured.
 */
export const CLAIM_DEFINITIONS = ['tests/claims/book.ts'];

/** Module specifiers of a TypeScript source: static imports, re-exports and dynamic imports (type-only ones too). */
export function specifiersOf(source: string): string[] {
  return [...source.matchAll(/\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/g)]
    .map((m) => m[1] ?? m[2] ?? m[3]);
}

/** The file a specifier names, for $lib and relative ones; null for packages (their versions are in the lock file). */
function resolveSpecifier(spec: string, from: string): string | null {
  let base: string;
  if (spec === '$lib' || spec.startsWith('$lib/')) base = join(ROOT, 'src', 'lib', spec.slice(5));
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else return null;
  for (const f of [base, `${base}.ts`, join(base, 'index.ts')]) if (existsSync(f) && statSync(f).isFile()) return f;
  if (base.endsWith('.js') && existsSync(base.replace(/\.js$/, '.ts'))) return base.replace(/\.js$/, '.ts');
  throw new Error(`${relative(ROOT, from)}: cannot find '${spec}'`);
}

/** Every file the entries reach, as paths relative to the repository, sorted; `outside` files are not counted or followed. */
export function closureOf(entries: readonly string[], outside: readonly string[] = []): string[] {
  const seen = new Set<string>(), skip = new Set(outside.map((e) => join(ROOT, e)));
  const stack = entries.map((e) => join(ROOT, e));
  while (stack.length > 0) {
    const f = stack.pop()!;
    if (seen.has(f) || skip.has(f)) continue;
    seen.add(f);
    if (!f.endsWith('.ts')) continue; // ?raw text or JSON: hashed, not followed
    for (const spec of specifiersOf(readFileSync(f, 'utf8'))) {
      const t = resolveSpecifier(spec.replace(/\?.*$/, ''), f);
      if (t) stack.push(t);
    }
  }
  return [...seen].map((f) => relative(ROOT, f)).sort();
}

const COMPILE: ts.CompilerOptions = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: true, isolatedModules: true };

/** What of a file can change a number: a TypeScript file's JavaScript without comments (types erased), other files as they are. */
export function runnableText(path: string, source: string): string {
  return path.endsWith('.ts') ? ts.transpileModule(source, { compilerOptions: COMPILE, fileName: path }).outputText : source;
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Compiling 130 files takes seconds, and every test file that reads the store asks: the runnable text's hash is
 * kept per file content (its own hash) in node_modules/.cache, written whole and renamed so parallel readers never
 * see half a file. A cache entry is only ever a function of the content it is keyed by, so it cannot go stale.
 */
const CACHE = join(ROOT, 'node_modules', '.cache', 'crowds-claims', 'runnable.json');

function readCache(): Record<string, string> {
  try {
    return JSON.parse(readFileSync(CACHE, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/** The hash of the measuring code: every file of its closure, by path and runnable text. */
export function sourcesHash(entries: readonly string[] = MEASURING_ENTRIES, outside: readonly string[] = entries === MEASURING_ENTRIES ? CLAIM_DEFINITIONS : []): { hash: string; files: string[] } {
  const files = closureOf(entries, outside);
  const cache = readCache(), used: Record<string, string> = {};
  let added = false;
  const h = createHash('sha256');
  for (const f of files) {
    const source = readFileSync(join(ROOT, f), 'utf8'), key = sha(`${f}\0${source}`);
    if (!(key in cache)) { cache[key] = sha(runnableText(f, source)); added = true; }
    used[key] = cache[key];
    h.update(f).update('\0').update(cache[key]).update('\0');
  }
  if (added) {
    try {
      mkdirSync(dirname(CACHE), { recursive: true });
      const tmp = `${CACHE}.${process.pid}`;
      writeFileSync(tmp, JSON.stringify(used)); // only what today's files use: the cache does not grow
      renameSync(tmp, CACHE);
    } catch {
      // A cache that cannot be written only costs time.
    }
  }
  return { hash: h.digest('hex').slice(0, 16), files };
}

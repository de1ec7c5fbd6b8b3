/**
 * A test's own slow measurement, measured once and stored like the claims' values: a few full evacuations that a
 * phenomenon test compares cost minutes, and they give the same numbers until the code they run changes. So
 * `remembered(id, import.meta.url, compute)` keys the numbers by the hash of the test file's whole import closure
 * (the test, the engine, the figures: sources.ts) and keeps them in content/claims/tests/<id>.json.
 *  - Stored and current: the stored numbers (and, for a random tenth of the calls, measured again and compared to the
 *    bit; the seed is printed and CLAIMS_SAMPLE_SEED replays it). `rememberedEach` draws that tenth part by part.
 *  - Missing or stale: measured, and the test fails, saying so; `npm run claims:measure` (or CLAIMS_UPDATE=1 on the
 *    test) measures and stores them.
 * A test that calls it still asserts on the numbers every run: only the measuring is skipped, never the check.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cpuUsage } from 'node:process';
import { fileURLToPath } from 'node:url';
import { sourcesHash, ROOT } from './sources';
import { checkOf, decodeNumber, encodeNumber, type StoredNumber } from './store';

/**
 * The files that keep the numbers, not compute them: left out of a test's closure, so that changing how numbers are
 * stored does not call every remembered measurement stale (a wrong encoding would still fail: the stored numbers are
 * compared to the bit with what the sample measures again).
 */
const KEEPING = ['tests/claims/remembered.ts', 'tests/claims/store.ts', 'tests/claims/sources.ts'];

export const REMEMBERED_DIR = join(ROOT, 'content', 'claims', 'tests');

/** What a test may remember: numbers, arrays and plain objects of them. */
export type Numbers = number | readonly Numbers[] | { readonly [k: string]: Numbers };

interface RememberedFile {
  about: string;
  id: string;
  /** The test file that measures it, and the hash of its import closure. */
  test: string;
  sources: string;
  value: unknown;
  ms: number;
  check: string;
}

const encode = (v: Numbers): unknown =>
  typeof v === 'number' ? encodeNumber(v) : Array.isArray(v) ? v.map(encode) : Object.fromEntries(Object.entries(v).map(([k, x]) => [k, encode(x as Numbers)]));
const decode = (v: unknown): Numbers =>
  typeof v === 'number' || typeof v === 'string' ? decodeNumber(v as StoredNumber) : Array.isArray(v) ? v.map(decode) : Object.fromEntries(Object.entries(v as object).map(([k, x]) => [k, decode(x)]));
/** Bit for bit: the encoded forms are equal (−0 and NaN are encoded apart). */
const same = (a: Numbers, b: Numbers) => JSON.stringify(encode(a)) === JSON.stringify(encode(b));

const sampleSeed = process.env.CLAIMS_SAMPLE_SEED !== undefined ? Number(process.env.CLAIMS_SAMPLE_SEED) : Math.floor(Math.random() * 2 ** 31);

/** Whether this call re-measures: a tenth of them, decided by the seed and the id, so a seed replays the choice. */
function sampled(id: string): boolean {
  let h = sampleSeed >>> 0;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x9e3779b1) >>> 0;
  h ^= h >>> 16;
  return (Math.imul(h, 0x85ebca6b) >>> 0) / 2 ** 32 < Number(process.env.CLAIMS_SAMPLE ?? 0.1);
}

function measure<T extends Numbers>(compute: () => T): { value: T; ms: number } {
  const t0 = cpuUsage(), value = compute(), t = cpuUsage(t0);
  return { value, ms: Math.round((t.user + t.system) / 1000) };
}

/**
 * The stored numbers when they are current (after `recheck` has measured again whatever the sample asks for), else
 * measured whole: stored with CLAIMS_UPDATE=1, a failure otherwise.
 */
function recall<T extends Numbers>(id: string, testUrl: string, computeAll: () => T, recheck: (stored: T) => void): T {
  if (!/^[a-z0-9-]+$/.test(id)) throw new Error(`remembered: id '${id}' must be lower-case words joined by hyphens`);
  const test = relative(ROOT, fileURLToPath(testUrl));
  const { hash: sources } = sourcesHash([test], KEEPING);
  const file = join(REMEMBERED_DIR, `${id}.json`);
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RememberedFile) : undefined;
  const key = `${test}|${id}`;
  const intact = stored !== undefined && stored.check === checkOf(key, stored.sources, stored.value);

  if (stored && intact && stored.sources === sources && stored.test === test) {
    const value = decode(stored.value) as T;
    recheck(value);
    return value;
  }
  const { value, ms } = measure(computeAll);
  if (process.env.CLAIMS_UPDATE === '1') {
    const enc = encode(value);
    mkdirSync(REMEMBERED_DIR, { recursive: true });
    const out: RememberedFile = {
      about: 'Numbers a test measured with the engine, stored so that the suite does not measure them again until the code they run changes (tests/claims/remembered.ts). Do not edit: a changed value fails its check.',
      id, test, sources, value: enc, ms, check: checkOf(key, sources, enc)
    };
    writeFileSync(file, `${JSON.stringify(out, null, 1)}\n`);
    return value;
  }
  const why = !stored ? 'not stored' : !intact ? 'edited by hand (its check fails)' : 'stale (the code it runs has changed)';
  throw new Error(`remembered ${id}: the stored numbers are ${why}; measured now: ${JSON.stringify(encode(value))}. Run \`npm run claims:measure\` to store them.`);
}

/** Measures `compute` again and fails unless it gives the stored numbers to the bit. */
function checkAgain(what: string, compute: () => Numbers, stored: Numbers): void {
  console.log(`remembered ${what}: measuring it again (sample seed ${sampleSeed}; CLAIMS_SAMPLE_SEED=${sampleSeed} replays it)`);
  const now = measure(compute).value;
  if (!same(now, stored)) throw new Error(`remembered ${what}: the stored numbers are not what the code gives now: stored ${JSON.stringify(encode(stored))}, measured ${JSON.stringify(encode(now))}`);
}

/** A measurement remembered whole; a tenth of the calls measure it again. */
export function remembered<T extends Numbers>(id: string, testUrl: string, compute: () => T): T {
  return recall(id, testUrl, compute, (stored) => {
    if (sampled(id)) checkAgain(id, compute, stored);
  });
}

/**
 * A measurement made of parts that can be measured apart (a run per seed, say), remembered together: the sample
 * draws each part apart, so measuring again costs a tenth of the whole on average and never much more than a part
 * (remembered whole, one evacuation test's three minutes fell on one run in ten).
 */
export function rememberedEach<T extends Numbers>(id: string, testUrl: string, parts: Readonly<Record<string, () => T>>): Record<string, T> {
  const names = Object.keys(parts);
  return recall(id, testUrl, () => Object.fromEntries(names.map((n) => [n, parts[n]()])) as Record<string, T>, (stored) => {
    const held = Object.keys(stored as object);
    if (held.length !== names.length || names.some((n) => !held.includes(n))) throw new Error(`remembered ${id}: the parts stored (${held.join(', ')}) are not the parts asked for (${names.join(', ')})`);
    for (const n of names) if (sampled(`${id}/${n}`)) checkAgain(`${id}, part ${n}`, parts[n], (stored as Record<string, T>)[n]);
  }) as Record<string, T>;
}

/** A measurement asked on first use; a failure is kept too, so the tests that read a stale one fail on one measuring. */
function later<T>(ask: () => T): () => T {
  let answer: { value: T } | { error: unknown } | undefined;
  return () => {
    if (!answer) try { answer = { value: ask() }; } catch (error) { answer = { error }; }
    if ('error' in answer) throw answer.error;
    return answer.value;
  };
}

/**
 * `remembered`, asked on first use: a test file declares its measurement at the top and its tests read it, and a
 * measurement that is missing or stale fails the tests that read it, not the file's collection.
 */
export function rememberedLater<T extends Numbers>(id: string, testUrl: string, compute: () => T): () => T {
  return later(() => remembered(id, testUrl, compute));
}

/** `rememberedEach`, asked on first use (as `rememberedLater`). */
export function rememberedEachLater<T extends Numbers>(id: string, testUrl: string, parts: Readonly<Record<string, () => T>>): () => Record<string, T> {
  return later(() => rememberedEach(id, testUrl, parts));
}

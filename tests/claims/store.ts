/**
 * The measured values, committed beside the content: content/claims/<source>.json for the claims (a chapter's, or
 * the playground's), and the sweeps' own files content/sweeps/<id>.json (which the page shows). Each value is
 * stored under its key (plan.ts) with the hash of the code that measured it (sources.ts) and a check over all three,
 * so a value measured by other code is *stale*, one no claim asks for is an *orphan*, and one edited by hand fails
 * its check. `npm run claims:measure` writes them; the tests only read them.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SweepData, SweepResult } from '../../src/lib/claims';
import type { Outcome } from '../../src/lib/figures/experiment';
import { ROOT } from './sources';

export const CLAIMS_DIR = join(ROOT, 'content', 'claims');
export const SWEEPS_DIR = join(ROOT, 'content', 'sweeps');

/** A number as JSON keeps it exactly except −0 and the non-finite ones, which are stored as text. */
export type StoredNumber = number | '-0' | 'Infinity' | '-Infinity' | 'NaN';
export type StoredOutcome = { value: StoredNumber } | { error: string };

export function encodeNumber(v: number): StoredNumber {
  if (Number.isNaN(v)) return 'NaN';
  if (v === Infinity) return 'Infinity';
  if (v === -Infinity) return '-Infinity';
  if (Object.is(v, -0)) return '-0';
  return v;
}

export function decodeNumber(v: StoredNumber): number {
  return typeof v === 'number' ? v : v === '-0' ? -0 : Number(v);
}

export const encodeOutcome = (o: Outcome): StoredOutcome => ('value' in o ? { value: encodeNumber(o.value) } : { error: o.error });
export const decodeOutcome = (o: StoredOutcome): Outcome => ('value' in o ? { value: decodeNumber(o.value) } : { error: o.error });

/** Two outcomes are the same when their numbers have the same bits (NaN equals NaN, −0 does not equal 0), or both failed alike. */
export function sameOutcome(a: Outcome, b: Outcome): boolean {
  if ('value' in a && 'value' in b) return Object.is(a.value, b.value);
  return 'error' in a && 'error' in b && a.error === b.error;
}

export const formatOutcome = (o: Outcome): string => ('value' in o ? String(encodeNumber(o.value)) : `error: ${o.error}`);

/** The check of one stored value: its key, the code's hash and the value (as stored), hashed together. */
export const checkOf = (key: string, sources: string, stored: StoredOutcome | unknown): string =>
  createHash('sha256').update(`${key}|${sources}|${JSON.stringify(stored)}`).digest('hex').slice(0, 12);

// ── Claims ──────────────────────────────────────────────────────────────────────────────────────────────────

export interface StoredClaimValue {
  /** The claim that asked first (others may share the value). */
  claim: string;
  seed: number;
  key: string;
  outcome: StoredOutcome;
  /** CPU milliseconds of the run that measured it (shared by the values of one run), for planning shards. */
  ms: number;
  check: string;
}

export interface ClaimStoreFile {
  about: string;
  /** The measuring code's hash (sources.ts). */
  sources: string;
  values: StoredClaimValue[];
}

export const ABOUT = 'Values the claims of this page measured with the engine, written by `npm run claims:measure` (tests/claims). Do not edit: a value that does not match its check, or the code that measured it, fails the tests.';

/** Every claims store by its source name ('01-boids', 'playground'). */
export function readClaimStores(dir = CLAIMS_DIR): Map<string, ClaimStoreFile> {
  const out = new Map<string, ClaimStoreFile>();
  if (!existsSync(dir)) return out;
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) out.set(f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, f), 'utf8')) as ClaimStoreFile);
  return out;
}

/** One value per line, so a change of the engine shows in a diff as the values it changed. */
export function writeClaimStore(source: string, file: ClaimStoreFile, dir = CLAIMS_DIR): void {
  mkdirSync(dir, { recursive: true });
  const lines = file.values.map((v) => `  ${JSON.stringify(v)}`).join(',\n');
  writeFileSync(join(dir, `${source}.json`), `{\n "about": ${JSON.stringify(file.about)},\n "sources": ${JSON.stringify(file.sources)},\n "values": [\n${lines}\n ]\n}\n`);
}

// ── Sweeps ──────────────────────────────────────────────────────────────────────────────────────────────────

/** A sweep's entry as stored: what the page reads (x, seed, y), its key and check. */
export interface StoredSweepResult extends SweepResult {
  key?: string;
  /** CPU milliseconds of the run that measured it, for planning shards. */
  ms?: number;
  check?: string;
}

export interface SweepStoreFile extends SweepData {
  sources?: string;
  results: StoredSweepResult[];
}

export const sweepFile = (id: string, dir = SWEEPS_DIR): string => join(dir, `${id}.json`);

export function readSweepStore(id: string, dir = SWEEPS_DIR): SweepStoreFile | undefined {
  const f = sweepFile(id, dir);
  return existsSync(f) ? (JSON.parse(readFileSync(f, 'utf8')) as SweepStoreFile) : undefined;
}

/** A sweep value as an outcome: the page's y (null in JSON when it was not finite). */
export const sweepOutcome = (r: StoredSweepResult): Outcome => ({ value: r.y === null ? NaN : r.y });

/** The stored form of a sweep's y: a number (the page reads y as a number, so a failed run cannot be stored). */
export const sweepStored = (y: number): StoredOutcome => ({ value: encodeNumber(y) });

export function writeSweepStore(file: SweepStoreFile, dir = SWEEPS_DIR): void {
  mkdirSync(dir, { recursive: true });
  const lines = file.results.map((r) => `  ${JSON.stringify(r)}`).join(',\n');
  writeFileSync(sweepFile(file.id, dir), `{\n "id": ${JSON.stringify(file.id)},\n "computed": ${JSON.stringify(file.computed)},\n "sources": ${JSON.stringify(file.sources)},\n "results": [\n${lines}\n ]\n}\n`);
}

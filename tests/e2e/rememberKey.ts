/**
 * The key of an end-to-end test's pass (remember.ts says what it covers) and the records that keep them:
 * tests/e2e/remembered/<spec>.json, one per spec file, test title → { key, urls }. Pure Node: no Playwright here, so
 * the unit tests can check that each part of the key moves it (tests/unit/e2eRemember.test.ts).
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ROOT, sourcesHash } from '../claims/sources';

export interface PassRecord {
  /** The hash of everything the pass depended on. */
  key: string;
  /** Every path (with its query) the browser requested from the book's server while the test passed. */
  urls: string[];
}

export type SpecRecords = Record<string, PassRecord>;

export const RECORDS_DIR = join(ROOT, 'tests', 'e2e', 'remembered');
/** Where each worker appends what its tests did; the global teardown merges it into the records. */
export const RECORDS_SPOOL = join(ROOT, 'node_modules', '.cache', 'crowds-e2e', 'spool');

/** The files that keep the passes, not test anything: out of every spec's closure, like the claims' keeping files. */
const KEEPING = ['tests/e2e/remember.ts', 'tests/e2e/rememberKey.ts', 'tests/claims/sources.ts'];
/** What every test runs under besides its own code. */
const SETUP_FILES = ['playwright.config.ts', 'vite.config.ts', 'svelte.config.js', 'package-lock.json'];

const sha = (...parts: (string | Buffer)[]) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('hex');
};

export const recordsFile = (spec: string) => join(RECORDS_DIR, `${basename(spec).replace(/\.ts$/, '')}.json`);

const loaded = new Map<string, SpecRecords>();
export function readSpecRecords(spec: string): SpecRecords {
  let r = loaded.get(spec);
  if (!r) {
    const file = recordsFile(spec);
    r = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SpecRecords) : {};
    loaded.set(spec, r);
  }
  return r;
}
export const readRecord = (spec: string, title: string): PassRecord | undefined => readSpecRecords(spec)[title];

let chromiumVersion: string | undefined;
/** The browser's own account of its version: a new Chromium is a new set-up. */
function browserVersion(): string {
  if (chromiumVersion === undefined) {
    const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    try {
      chromiumVersion = execFileSync(path, ['--version'], { encoding: 'utf8' }).trim();
    } catch {
      chromiumVersion = `unknown browser at ${path}`;
    }
  }
  return chromiumVersion;
}

let setup: string | undefined;
export function setupHash(): string {
  setup ??= sha(browserVersion(), ...SETUP_FILES.map((f) => sha(f, readFileSync(join(ROOT, f)))));
  return setup;
}

const codes = new Map<string, string>();
/** The spec's code: its import closure's runnable text (comments and types cannot change what a test does). */
export function codeHash(spec: string): string {
  let c = codes.get(spec);
  if (!c) codes.set(spec, (c = sourcesHash([spec], KEEPING).hash));
  return c;
}

/** One line per path: the path, the status and the body's hash, as the server at `origin` serves it now (asked once per run). */
const served = new Map<string, Promise<string>>();
export function servedHashes(origin: string, paths: readonly string[]): Promise<string[]> {
  return Promise.all(
    paths.map((path) => {
      let line = served.get(origin + path);
      if (!line) {
        line = fetch(origin + path, { redirect: 'manual' }).then(async (r) => `${path} ${r.status} ${sha(Buffer.from(await r.arrayBuffer()))}`);
        served.set(origin + path, line);
      }
      return line;
    })
  );
}

export function rememberKey(spec: string, title: string, servedLines: readonly string[], code = codeHash(spec), set = setupHash()): string {
  return sha(set, spec, code, title, ...servedLines).slice(0, 24);
}

/** Whether the sample runs this remembered test anyway: E2E_SAMPLE of them (a tenth), chosen by E2E_SAMPLE_SEED. */
export function sampled(id: string, seed = Number(process.env.E2E_SAMPLE_SEED ?? 0), rate = Number(process.env.E2E_SAMPLE ?? 0.1)): boolean {
  let h = seed >>> 0;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x9e3779b1) >>> 0;
  h ^= h >>> 16;
  return (Math.imul(h, 0x85ebca6b) >>> 0) / 2 ** 32 < rate;
}

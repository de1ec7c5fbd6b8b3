/**
 * Every claim and every sweep of the book, found without Vite's globs (so the tests and `npm run claims:measure`
 * read the same list the same way): the chapters' modules (content/NN-name.ts: `claims`, `sweeps`) and the
 * playground's tips. A claim two tips share (the same object) is listed once, under the first.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Claim, SweepSpec } from '../../src/lib/claims';
import { tips, type Tip } from '../../src/lib/site/playgroundTips';
import { withHeldOut, type TestedClaim } from './heldOut';

const CONTENT = fileURLToPath(new URL('../../content/', import.meta.url));

/**
 * Where a claim is stated: a chapter's name ('01-boids'), or 'playground' for the tips. Its values' store is named so.
 * The claim runs its own seeds and the held-out seeds the test picks (tests/claims/heldOut.ts).
 */
export interface SourcedClaim {
  source: string;
  claim: TestedClaim;
}

export interface SourcedSweep {
  chapter: string;
  spec: SweepSpec;
}

export interface Book {
  claims: SourcedClaim[];
  sweeps: SourcedSweep[];
}

/** The chapters' module file names (without .ts), in order. */
export const chapterNames = (): string[] =>
  readdirSync(CONTENT).filter((f) => /^\d.*\.ts$/.test(f)).sort().map((f) => f.replace(/\.ts$/, ''));

export async function loadBook(): Promise<Book> {
  const claims: SourcedClaim[] = [], sweeps: SourcedSweep[] = [];
  for (const name of chapterNames()) {
    const m = (await import(pathToFileURL(`${CONTENT}${name}.ts`).href)) as { claims?: readonly Claim[]; sweeps?: Record<string, SweepSpec> };
    for (const claim of m.claims ?? []) claims.push({ source: name, claim: withHeldOut(claim) });
    for (const spec of Object.values(m.sweeps ?? {})) sweeps.push({ chapter: name, spec });
  }
  const seen = new Set<Claim>();
  for (const list of Object.values(tips) as (readonly Tip[])[])
    for (const tip of list) for (const claim of tip.claims) if (!seen.has(claim)) { seen.add(claim); claims.push({ source: 'playground', claim: withHeldOut(claim) }); }
  return { claims, sweeps };
}

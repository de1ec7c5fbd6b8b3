/** Every chapter's sweeps (content/NN-name.ts, `sweeps`), found without Vite: for the precompute tool. */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { SweepSpec } from '../../src/lib/claims';

const CONTENT = fileURLToPath(new URL('../../content/', import.meta.url));

export async function allSweeps(): Promise<{ chapter: string; spec: SweepSpec }[]> {
  const out: { chapter: string; spec: SweepSpec }[] = [];
  for (const f of readdirSync(CONTENT).filter((f) => /^\d.*\.ts$/.test(f)).sort()) {
    const m = (await import(pathToFileURL(CONTENT + f).href)) as { sweeps?: Record<string, SweepSpec> };
    for (const spec of Object.values(m.sweeps ?? {})) out.push({ chapter: f.replace(/\.ts$/, ''), spec });
  }
  return out;
}

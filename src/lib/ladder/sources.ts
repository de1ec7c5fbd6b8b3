/**
 * The source text of every rung, for lesson pages: the code a page shows is the file that runs. Vite turns each
 * rung's file into a lazily loaded string (`?raw`), so a page pays only for the rungs it shows. Only pages import
 * this module (it needs Vite); the engine side, the worker and Node use the catalogue.
 */
import type { RungName } from './catalogue';

const files = import.meta.glob<string>('./rungs/*.ts', { query: '?raw', import: 'default' });

/** The file that holds a rung, relative to this folder. */
export const rungPath = (name: RungName): string => `./rungs/${name}.ts`;

/** The same file from the repository's root, as a page names it. */
export const rungFilePath = (name: RungName): string => `src/lib/ladder/rungs/${name}.ts`;

/** Loads a rung's source text. */
export async function rungSource(name: RungName): Promise<string> {
  const load = files[rungPath(name)];
  if (!load) throw new Error(`no source file for rung '${name}' (looked for ${rungFilePath(name)})`);
  return load();
}

/** The rung files Vite found (for a check that every catalogue entry has its file and no file is left out). */
export const rungFiles = (): string[] => Object.keys(files).sort();

/**
 * Other files a lesson runs and shows, by path under src/lib: the sorted grid's blocks and rules, the GPU rung's
 * WGSL, the split step, the drawing renderers. Listed, not globbed wide, so a page cannot ask for a file that is not
 * one of them.
 */
const lessonFiles = {
  // The 3-D flock: its model and its grid (the rungs' own files only make them).
  ...import.meta.glob<string>('./boids3d*.ts', { query: '?raw', import: 'default' }),
  // The sorted grid's shared blocks (its rung file and the split step's phases both use them).
  ...import.meta.glob<string>('./sortedGridBlocks.ts', { query: '?raw', import: 'default' }),
  // The sorted grid's rules (its rung file and the split step's phases both call them).
  ...import.meta.glob<string>('./boidRules.ts', { query: '?raw', import: 'default' }),
  ...import.meta.glob<string>('./gpu/*.ts', { query: '?raw', import: 'default' }),
  ...import.meta.glob<string>('./parallel/*.ts', { query: '?raw', import: 'default' }),
  ...import.meta.glob<string>('../components/ladder/draw/*.ts', { query: '?raw', import: 'default' }),
  // The WebAssembly rung's kernel, in AssemblyScript.
  ...import.meta.glob<string>('../wasm/assembly/*.ts', { query: '?raw', import: 'default' }),
  // The chapters' "code beside the rule": the engine's forces, integrators, way-finding, metrics, loop and wall guard.
  ...import.meta.glob<string>(['../engine/forces/*/*.ts', '../engine/integrators/*.ts', '../engine/navigation/*.ts', '../engine/metrics/*.ts', '../engine/simulation.ts', '../engine/blowup.ts', '../engine/geometry/wallGuard.ts'], { query: '?raw', import: 'default' })
};
export type LessonFile = `ladder/boids3d${string}.ts` | 'ladder/sortedGridBlocks.ts' | 'ladder/boidRules.ts' | `ladder/gpu/${string}.ts` | `ladder/parallel/${string}.ts` | `components/ladder/draw/${string}.ts` | `wasm/assembly/${string}.ts` | `engine/${string}.ts`;

/** The engine file that defines the force `name` (its file is named after it), e.g. 'engine/forces/boids/separationB.ts'. */
export function forceFile(name: string): LessonFile | undefined {
  const key = Object.keys(lessonFiles).find((k) => k.startsWith('../engine/forces/') && k.endsWith(`/${name}.ts`));
  return key ? (key.slice('../'.length) as LessonFile) : undefined;
}

/** Loads one of those files' text; a clear error for a path that is not one of them. */
export async function lessonFileSource(path: LessonFile): Promise<string> {
  const key = path.startsWith('ladder/') ? `./${path.slice('ladder/'.length)}` : `../${path}`;
  const load = lessonFiles[key];
  if (!load) throw new Error(`no lesson file src/lib/${path}`);
  return load();
}

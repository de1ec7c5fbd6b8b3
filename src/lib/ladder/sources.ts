/**
 * The source text of every rung, for lesson pages: the code a page shows is the file that runs. Vite turns each
 * rung's file into a lazily loaded string (`?raw`), so a page pays only for the rungs it shows. Only pages import
 * this module (it needs Vite); the engine side, the worker and Node use the catalogue.
 */
import type { RungName } from './catalogue';

const files = import.meta.glob<string>('./rung*.ts', { query: '?raw', import: 'default' });

/** The file that holds a rung, relative to this folder. */
export const rungPath = (name: RungName): string => `./${name}.ts`;

/** Loads a rung's source text. */
export async function rungSource(name: RungName): Promise<string> {
  const load = files[rungPath(name)];
  if (!load) throw new Error(`no source file for rung '${name}' (looked for src/lib/ladder/${name}.ts)`);
  return load();
}

/** The rung files Vite found (for a check that every catalogue entry has its file and no file is left out). */
export const rungFiles = (): string[] => Object.keys(files).sort();

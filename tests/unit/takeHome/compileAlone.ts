/** Compiles one take-home file on its own, as a reader's project would: tsc --strict, no libraries but ES2020's. */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

/** Throws tsc's report if the file does not compile alone. */
export function compileAlone(file: string): void {
  const dir = mkdtempSync(join(tmpdir(), 'take-home-')), name = basename(file);
  copyFileSync(file, join(dir, name));
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, target: 'es2020', module: 'esnext', lib: ['es2020'], types: [], noEmit: true, noUnusedLocals: true }, files: [name] }));
  execFileSync(join(process.cwd(), 'node_modules/.bin/tsc'), ['-p', dir], { encoding: 'utf8' });
}

// Compiles the WebAssembly kernels (src/lib/wasm/assembly/*.ts, AssemblyScript) into src/lib/wasm/generated/*.wasm,
// which git ignores: the repository holds only the source. Run by `npm run build:wasm`, before `vite build` in
// `npm run build`, by the benchmark and by the tests that load a kernel (which build it when missing or stale).
// Usage: node tests/tools/build-wasm.mjs [--if-stale]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const sources = join(root, 'src', 'lib', 'wasm', 'assembly');
const out = join(root, 'src', 'lib', 'wasm', 'generated');
const asc = join(dirname(createRequire(import.meta.url).resolve('assemblyscript/package.json')), 'bin', 'asc.js');
// -O3 and SIMD; the stub runtime (no garbage collector: the kernels allocate nothing); no assertions in the output.
const FLAGS = ['-O3', '--runtime', 'stub', '--noAssert', '--enable', 'simd'];

/** The kernels: every .ts in the assembly folder, each to a .wasm of the same name. */
const kernels = () => readdirSync(sources).filter((f) => f.endsWith('.ts')).map((f) => ({ src: join(sources, f), wasm: join(out, f.replace(/\.ts$/, '.wasm')) }));

/** Builds every kernel, or with ifStale only those whose .wasm is missing or older than its source. Returns the paths built. */
export function buildWasm({ ifStale = false } = {}) {
  mkdirSync(out, { recursive: true });
  const built = [];
  for (const { src, wasm } of kernels()) {
    if (ifStale && existsSync(wasm) && statSync(wasm).mtimeMs >= statSync(src).mtimeMs) continue;
    execFileSync(process.execPath, [asc, src, ...FLAGS, '-o', wasm], { stdio: ['ignore', 'inherit', 'inherit'] });
    built.push(wasm);
  }
  return built;
}

/** The path of a kernel's .wasm, built first if missing or stale. */
export function wasmPath(name) {
  buildWasm({ ifStale: true });
  return join(out, `${name}.wasm`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const built = buildWasm({ ifStale: process.argv.includes('--if-stale') });
  console.log(built.length ? `built ${built.map((p) => p.slice(root.length + 1)).join(', ')}` : 'wasm kernels up to date');
}

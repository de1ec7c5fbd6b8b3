// Compiles the WebAssembly kernels (src/lib/wasm/assembly/*.ts, AssemblyScript) into src/lib/wasm/generated/*.wasm,
// which git ignores: the repository holds only the source. Beside each .wasm goes <name>.bytes.ts, its bytes in
// base64: a module that imports it can compile the kernel synchronously in Node, in a page and in a worker alike (the
// ladder's rungs are made synchronously: ../../src/lib/wasm/ladderGridKernel.ts). Run by `npm run build:wasm`, before `vite build` in
// `npm run build`, by the benchmark and by the tests that load a kernel (which build it when missing or stale).
// Usage: node tests/tools/build-wasm.mjs [--if-stale]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
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
const kernels = () => readdirSync(sources).filter((f) => f.endsWith('.ts')).map((f) => ({ src: join(sources, f), wasm: join(out, f.replace(/\.ts$/, '.wasm')), bytes: join(out, f.replace(/\.ts$/, '.bytes.ts')) }));

/** Writes the .wasm's bytes as a TypeScript module exporting them in base64. */
function writeBytesModule(wasm, bytes) {
  const name = wasm.slice(out.length + 1);
  writeFileSync(bytes, `// ${name} in base64, written by tests/tools/build-wasm.mjs from ../assembly/: do not edit.\nexport const base64 = '${readFileSync(wasm).toString('base64')}';\n`);
}

/** Builds every kernel, or with ifStale only those whose .wasm is missing or older than its source. Returns the paths built. */
export function buildWasm({ ifStale = false } = {}) {
  mkdirSync(out, { recursive: true });
  const built = [];
  for (const { src, wasm, bytes } of kernels()) {
    const fresh = (f) => existsSync(f) && statSync(f).mtimeMs >= statSync(src).mtimeMs;
    if (ifStale && fresh(wasm) && fresh(bytes)) continue;
    execFileSync(process.execPath, [asc, src, ...FLAGS, '-o', wasm], { stdio: ['ignore', 'inherit', 'inherit'] });
    writeBytesModule(wasm, bytes);
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

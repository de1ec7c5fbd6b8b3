import { sveltekit } from '@sveltejs/kit/vite';
import { svelteTesting } from '@testing-library/svelte/vite';
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

/**
 * Cross-origin isolation: with these two headers the browser grants SharedArrayBuffer, which rung 11 (the step split
 * across workers) needs. The dev server and `vite preview` (the e2e tests' server) send them, so the split can be
 * used and tested here; everything the book loads is its own (same origin), so require-corp blocks nothing. A host
 * that does not send them still serves a working book: the split lesson says so and runs one worker.
 */
const ISOLATION_HEADERS = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

/**
 * Sets them on every response. `server.headers` / `preview.headers` alone do not reach the pages: SvelteKit answers
 * those (prerendered HTML included) from its own middleware; one added here runs before it.
 */
function crossOriginIsolation(): Plugin {
  const set = (_req: unknown, res: { setHeader(name: string, value: string): void }, next: () => void) => {
    for (const [name, value] of Object.entries(ISOLATION_HEADERS)) res.setHeader(name, value);
    next();
  };
  return {
    name: 'cross-origin-isolation',
    configureServer: (server) => void server.middlewares.use(set),
    configurePreviewServer: (server) => void server.middlewares.use(set)
  };
}

/**
 * The WebAssembly kernels (src/lib/wasm/assembly → generated/, which git ignores), built before anything loads them
 * when missing or older than their source: the ladder's catalogue imports the WebAssembly rung's bytes module, so
 * the dev server, the build (.ci/start.sh runs vite build alone) and Vitest all need it. `npm run prepare` builds
 * them too, for what reads the source without Vite (svelte-check, tsx).
 */
function wasmKernels(): Plugin {
  return {
    name: 'wasm-kernels',
    async config() {
      const { buildWasm } = await import('./tests/tools/build-wasm.mjs');
      buildWasm({ ifStale: true });
    }
  };
}

/**
 * One sample seed for the whole run: the claims' re-measured runs, the tests' remembered measurements and the
 * remembered passes of unit test files (tests/passes/) all draw from it; set here, in the process that starts the
 * workers (and reads the records), and passed to the workers.
 */
process.env.CLAIMS_SAMPLE_SEED ??= String(Math.floor(Math.random() * 2 ** 31));

/**
 * Remembered passes (tests/passes/): made only when Vitest reads this file, so the book's build never loads the test
 * runner; their TypeScript is loaded by Vitest's own module runner (ctx.import), not by the config's loader.
 */
async function rememberedPasses() {
  const { BaseSequencer } = await import('vitest/node');
  type Specs = Parameters<InstanceType<typeof BaseSequencer>['sort']>[0];
  const sequencerFile = fileURLToPath(new URL('./tests/passes/sequencer.ts', import.meta.url));
  class RememberingSequencer extends BaseSequencer {
    override async sort(files: Specs) {
      const { leaveOutRemembered } = await this.ctx.import<typeof import('./tests/passes/sequencer')>(sequencerFile);
      return super.sort(leaveOutRemembered(files));
    }
  }
  return { sequencer: RememberingSequencer, reporter: './tests/passes/reporter.ts' };
}
const passes = process.env.VITEST ? await rememberedPasses() : null;

/** Tests that measure allocation (see the projects below). */
const ALLOCATION_TESTS = ['tests/unit/**/allocation.test.ts', 'tests/unit/draw/{shape,renderers,numbers}.test.ts'];

export default defineConfig({
  plugins: [wasmKernels(), crossOriginIsolation(), sveltekit(), svelteTesting()],
  worker: { format: 'es' },
  server: { fs: { allow: ['content'] } },
  test: {
    environment: 'node',
    // Vitest's default leaves one core idle; on the 2-core machines here that is half of them. The claims' shards
    // (tests/unit/chapters/claims-shard-N.test.ts) are the long files it spreads over both.
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 60_000,
    // One re-measure sample for the whole run: drawn here, in the process that starts the workers, so the four claims
    // shards split one sample by cost (each drawing its own had them measure different, unbalanced parts) and a
    // failure's printed seed replays the whole run.
    env: { CLAIMS_SAMPLE_SEED: process.env.CLAIMS_SAMPLE_SEED },
    // Unit test files that passed and read nothing but their imports are remembered (tests/passes/): npm test
    // (REMEMBER_PASSES=1) leaves out those whose imports are unchanged, but for a sampled tenth.
    ...(passes && { sequence: { sequencer: passes.sequencer }, reporters: ['default', passes.reporter] }),
    // A run whose every file is remembered runs none, and says so: that is a pass.
    passWithNoTests: process.env.REMEMBER_PASSES === '1',
    // Playwright's specs live in tests/e2e and stay out of Vitest. Two projects: the unit tests run in Node without the
    // DOM matchers, and one worker imports the engine once for all its files (isolate: false: a hundred files each
    // importing the engine and jest-dom afresh cost as much as their tests); the component tests get jsdom and
    // jest-dom (tests/setup.ts); they too share a worker's imports (Testing Library unmounts every widget after each
    // test, so no document outlives its test), which took the 17 files from 45 s to 19 s.
    // The files that count the bytes a loop allocates run in a process each: what V8 compiles for a loop depends on
    // what ran before it in the same process (one measured the k-d tree at 114 B a boid after forty other files, 60-90
    // alone).
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'], exclude: ALLOCATION_TESTS, isolate: false, setupFiles: ['tests/passes/tracer.ts'] } },
      { extends: true, test: { name: 'allocation', include: ALLOCATION_TESTS } },
      { extends: true, test: { name: 'component', include: ['tests/component/**/*.test.ts'], setupFiles: ['tests/setup.ts'], isolate: false } }
    ]
  }
});

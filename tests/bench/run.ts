/**
 * The engine's benchmark: median ms per step after warm-up, printed as a table (or --json).
 *  - the standard boids workload (three Reynolds rules, R = 1, separation 0.5, periodic square sized for 10
 *    neighbours on average) for N = 1k … 1M and every neighbour strategy, with the yardstick
 *    (../shared/bench/yardstick-boids.mjs, outside this repository) run side by side and the ratio printed;
 *  - the WebAssembly SIMD kernel of that workload (src/lib/wasm) beside the C and JS yardsticks at 10k and 100k (wasm.ts);
 *  - Helbing, Farkas & Vicsek 2000 social forces at 1k and 10k agents, densities 1 and 3 persons/m²;
 *  - the same at scale, 1k, 10k and 100k agents at a fixed density, with µs per agent-step and the log–log slope
 *    (crowds.ts; `npm run bench:crowds` runs it alone);
 *  - the cost of the engine's deterministic math against Math.* on those workloads at 1k and 10k (mathCost.ts).
 * Usage: npm run bench [-- --json] [-- --quick] [-- --sizes 1000,10000] [-- --verbose (each round on stderr)]; --help
 * lists the options (flags.ts), and an unknown one is refused before anything runs.
 * A section that throws is reported (on stderr, and under `failures` in the JSON) and the others still run; the
 * exit code is then 1, after everything measured has been printed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { timingCost } from './timingCost';
import { buildAll, createSimulation, NeighbourList, type NeighbourStrategyName, type SimConfig, type Simulation } from '../../src/lib/engine';
import { mathCost } from './mathCost';
import { BENCH_USAGE, flagsOrExit } from './flags';
import { benchWasm } from './wasm';
import { crowdsBench, socialConfig } from './crowds';

// The optimization ladder has its own benchmark (tests/bench/lessons.ts); `npm run bench -- --lessons` runs it, with
// every other argument read by it.
if (process.argv.includes('--lessons')) { await import('./lessons'); process.exit(process.exitCode ?? 0); }

const { flag, option } = flagsOrExit(process.argv.slice(2), BENCH_USAGE);
const json = flag('--json');
const quick = flag('--quick');
const verbose = flag('--verbose');
const SIZES = option('--sizes')?.split(',').map(Number) ?? (quick ? [1000, 10000] : [1000, 10000, 100000, 1000000]);
const here = dirname(fileURLToPath(import.meta.url));
const YARDSTICK = resolve(here, '..', '..', '..', 'shared', 'bench', 'yardstick-boids.mjs');
const log = (s: string) => { if (!json) console.log(s); };

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : 0.5 * (s[s.length / 2 - 1] + s[s.length / 2]);
}

/** Median ms per step over `steps` further steps of a running simulation. */
function timeSteps(sim: Simulation, steps: number): number {
  const t: number[] = [];
  for (let k = 0; k < steps; k++) {
    const t0 = performance.now();
    if (!sim.step()) throw new Error(`blow-up in benchmark: ${sim.blowup?.message}`);
    t.push(performance.now() - t0);
  }
  return median(t);
}

/** A simulation built from config, after `warm` warm-up steps. */
function warmed(config: SimConfig, warm: number): Simulation {
  const sim = createSimulation(config);
  for (let k = 0; k < warm; k++) sim.step();
  return sim;
}

/** Candidates examined and neighbours found per agent. The step may not write a list at all (neighbourhood sums),
 *  so both are counted with a separate build. */
function pairCounts(sim: Simulation): { candidatesPerAgent: number; neighboursPerAgent: number } {
  const n = sim.state.count, list = new NeighbourList();
  buildAll(sim.neighbourStrategy, sim.state, sim.world, sim.neighbourRadius, list);
  return { candidatesPerAgent: list.candidates / n, neighboursPerAgent: list.size / n };
}

function yardstick(n: number, steps: number): number | null {
  if (!existsSync(YARDSTICK)) return null;
  const out = execFileSync(process.execPath, [YARDSTICK, String(n), String(steps)], { encoding: 'utf8' });
  const m = /median_ms=([\d.]+)/.exec(out);
  return m ? Number(m[1]) : null;
}

// The standard workload is the three Reynolds rules alone: the scenario's cruise speed (on for readers) is switched off.
const boidsConfig = (N: number, strategy: NeighbourStrategyName): SimConfig => ({
  scenario: 'free-flock', seed: 12345, params: { N, meanNeighbours: 10, R: 1, speed: 1 }, settings: { neighbours: strategy },
  forces: { cruise: { enabled: false } }
});

const stepsFor = (N: number) => (N >= 1_000_000 ? 10 : N >= 100_000 ? 20 : 30);
// This machine is shared: its speed drifts by tens of percent over seconds. So the grid and the yardstick take turns,
// a few rounds each, and the ratio printed is the median of the rounds' ratios (its range is printed beside it).
const roundsFor = (N: number) => (N >= 1_000_000 ? 3 : 5);

/** A measurement that threw: which section, which row, and the error's first line. */
interface Failure { section: string; row: string; error: string }
/**
 * Runs one row of a section. If it throws (a config the engine refuses, a blow-up), the failure is kept for the JSON
 * and said on stderr (and in the table), and the benchmark goes on: minutes of measurements are not lost to one row.
 */
function attempt(section: string, row: string, measureRow: () => void): void {
  try {
    measureRow();
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    results.failures.push({ section, row, error });
    console.error(`benchmark: ${section}, ${row} failed: ${error}`);
    log(`  ${row}: failed (${error.split('\n')[0]})`);
  }
}
const results: { boids: unknown[]; wasm: unknown[]; social: unknown[]; crowds: unknown; mathCost: unknown[]; timingCost: unknown[]; failures: Failure[]; machine: unknown; yardstick: string } = {
  boids: [], wasm: [], social: [], crowds: null, mathCost: [], timingCost: [], failures: [],
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version, platform: `${os.platform()} ${os.arch()}` },
  yardstick: existsSync(YARDSTICK) ? YARDSTICK : 'not found'
};

log(`Crowds & Flocks benchmark — ${os.cpus()[0]?.model} (${os.cpus().length} cores), Node ${process.version}`);
if (!existsSync(YARDSTICK)) log(`The yardstick is not here (looked for ${YARDSTICK}): ratios are left out.`);
log('');
// Helbing, Farkas & Vicsek 2000 in a periodic corridor at a density (the social section below): socialConfig, crowds.ts.

log('Boids workload: separation + alignment + cohesion, R = 1, R_s = 0.5, ~10 neighbours, dt = 0.05, recording off');
log('Grid and yardstick alternate in rounds; ms are medians over all rounds, the ratio is the median of the rounds\' ratios.');
log('     N  strategy     ms/step  yardstick  ratio  (rounds: range)  candidates/agent  neighbours/agent');
for (const N of SIZES) {
  const steps = stepsFor(N), rounds = roundsFor(N);
  const yards: number[] = [];
  for (const strategy of ['grid', 'kd-tree', 'all-pairs'] as const) {
    // All pairs is O(N²): only while a step stays under a few seconds.
    if (strategy === 'all-pairs' && N > 20000) continue;
    // The k-d tree answers 10^6 radius queries a step in seconds: shown up to 100k, where the lesson is already clear.
    if (strategy === 'kd-tree' && N > 100000) continue;
    attempt('boids', `N = ${N}, ${strategy}`, () => {
      const slow = strategy === 'all-pairs';
      const mine: number[] = [], ratios: number[] = [];
      let sim!: Simulation;
      // The grid takes turns with the yardstick; the slower strategies are timed once, against the grid's yardstick runs.
      // Each round starts a fresh flock, warmed as long as the yardstick's: a flock gathers as it runs, and a
      // gathered flock has more neighbours per boid, so both must time the same stretch of the same run.
      for (let r = 0; r < (strategy === 'grid' ? rounds : 1); r++) {
        const y = strategy === 'grid' ? yardstick(N, steps) : null;
        if (y !== null) yards.push(y);
        sim = warmed(boidsConfig(N, strategy), slow ? 1 : 5);
        const m = timeSteps(sim, slow && N > 5000 ? 5 : steps);
        mine.push(m);
        if (verbose) console.error(`  N = ${N} round ${r + 1}: ${strategy} ${m.toFixed(2)} ms, yardstick ${y?.toFixed(2) ?? "—"} ms`);
        if (y !== null) ratios.push(m / y);
      }
      const y = yards.length ? median(yards) : null;
      const ms = median(mine);
      const ratio = ratios.length ? median(ratios) : y ? ms / y : null;
      const range = ratios.length > 1 ? `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}` : '';
      const counts = pairCounts(sim);
      results.boids.push({ N, strategy, msPerStep: ms, yardstickMs: y, ratio, ratioRange: ratios.length > 1 ? [Math.min(...ratios), Math.max(...ratios)] : null, rounds: mine.length, ...counts });
      log(`${String(N).padStart(7)}  ${strategy.padEnd(10)} ${ms.toFixed(3).padStart(9)}  ${(y?.toFixed(3) ?? '—').padStart(9)}  ${(ratio?.toFixed(2) ?? '—').padStart(5)}  ${range.padStart(15)}  ${counts.candidatesPerAgent.toFixed(1).padStart(16)}  ${counts.neighboursPerAgent.toFixed(1).padStart(16)}`);
    });
  }
}
const at10k = (s: string) => (results.boids as { N: number; strategy: string; msPerStep: number }[]).find((r) => r.N === 10000 && r.strategy === s);
if (at10k('grid') && at10k('all-pairs')) {
  log(`\nAll pairs vs grid at N = 10k: ${at10k('all-pairs')!.msPerStep.toFixed(1)} ms vs ${at10k('grid')!.msPerStep.toFixed(2)} ms per step — ${(at10k('all-pairs')!.msPerStep / at10k('grid')!.msPerStep).toFixed(0)}× slower.`);
}

// The WebAssembly SIMD kernel of the same workload beside the C and JS yardsticks (tests/bench/wasm.ts, also
// `npm run bench:wasm`), at 10k and 100k when those sizes are measured.
const wasmSizes = SIZES.filter((n) => n === 10000 || n === 100000);
if (wasmSizes.length) {
  log('');
  attempt('wasm', `N = ${wasmSizes.join(', ')}`, () => { results.wasm = benchWasm(wasmSizes, 3, log); });
}

log('\nHelbing, Farkas & Vicsek 2000 (driving + contact + walls), periodic corridor, grid, contact range 1.5 m as in the shipped scenarios');
log('(dt = 0.01 s at 1 /m²; at 3 /m² bodies touch, sliding friction makes the system stiff, and dt = 0.002 s is needed)');
log('      N  density  dt      ms/step  neighbours/agent');
for (const N of quick ? [1000] : [1000, 10000]) {
  for (const density of [1, 3]) attempt('social', `N = ${N}, ${density} /m²`, () => {
    const config = socialConfig(N, density);
    const sim = warmed(config, 20);
    const ms = timeSteps(sim, 50), n = sim.state.count, { neighboursPerAgent } = pairCounts(sim);
    results.social.push({ N: n, density, dt: config.settings!.dt, msPerStep: ms, neighboursPerAgent });
    log(`${String(n).padStart(7)}  ${String(density).padStart(7)}  ${String(config.settings!.dt).padEnd(6)}  ${ms.toFixed(3).padStart(7)}  ${neighboursPerAgent.toFixed(1).padStart(16)}`);
  });
}

log('');
attempt('crowds', 'at scale', () => {
  results.crowds = crowdsBench({ sizes: quick ? [1000, 10000] : [1000, 10000, 100000], densities: [1, 3], rounds: 3, phases: false, log, verbose });
});

log('\nCost of the deterministic math (src/lib/engine/math: exp, sin, cos, … the same bits in every JS engine) against Math.*');
log('Two copies of the engine in this process, one with Math.* swapped in, start from the same agents and take turns,');
log('10 rounds of 10 steps; ms are medians over all steps, the ratio (deterministic / native) the median of the rounds\' ratios.');
log('workload                     N  deterministic ms  native ms  ratio  (rounds: range)  same trajectories');
const costWorkloads: [string, (N: number) => SimConfig, number][] = [
  ['boids, grid', (N) => boidsConfig(N, 'grid'), 5],
  ['Helbing 2000, 1 /m²', (N) => socialConfig(N, 1), 20],
  ['Helbing 2000, 3 /m²', (N) => socialConfig(N, 3), 20],
  ['Vicsek, η = 0.5', (N) => ({ scenario: 'vicsek', seed: 12345, params: { N } }), 5]
];
for (const [name, config, warm] of costWorkloads) {
  for (const N of [1000, 10000]) attempt('mathCost', `${name}, N = ${N}`, () => {
    const row = mathCost(name, config(N), warm, 10, 10, verbose);
    results.mathCost.push(row);
    log(`${name.padEnd(20)} ${String(row.N).padStart(7)}  ${row.deterministicMs.toFixed(3).padStart(16)}  ${row.nativeMs.toFixed(3).padStart(9)}  ${row.ratio.toFixed(3).padStart(5)}  ${`${row.ratioRange[0].toFixed(2)}–${row.ratioRange[1].toFixed(2)}`.padStart(15)}  ${row.sameTrajectories ? 'yes' : 'no'}`);
  });
}
log('\nCost of per-phase timing (on in every view: where a step\'s time goes), timed against untimed, taking turns');
log('workload                     N  timed ms  untimed ms  ratio  (rounds: range)  same trajectories');
// The boids at 100k too; the social corridor only to 10k: `fundamental` builds at most 20,000 agents (and a corridor
// at most 2,000 m long), so 100k at 1 /m² (a 5,000 m corridor) is refused.
const timingSizes: Record<string, number[]> = { 'boids, grid': [1000, 10000, 100000], 'Helbing 2000, 1 /m²': [1000, 10000] };
for (const [name, config, warm] of costWorkloads.slice(0, 2)) {
  for (const N of timingSizes[name].filter((n) => !quick || n <= 10000)) attempt('timingCost', `${name}, N = ${N}`, () => {
    const row = timingCost(name, config(N), warm, 10, N >= 100000 ? 5 : 10);
    results.timingCost.push(row);
    log(`${name.padEnd(20)} ${String(row.N).padStart(7)}  ${row.timedMs.toFixed(3).padStart(8)}  ${row.untimedMs.toFixed(3).padStart(10)}  ${row.ratio.toFixed(3).padStart(5)}  ${`${row.ratioRange[0].toFixed(2)}–${row.ratioRange[1].toFixed(2)}`.padStart(15)}  ${row.sameTrajectories ? 'yes' : 'no'}`);
  });
}
if (results.failures.length) {
  log(`\n${results.failures.length} measurement${results.failures.length === 1 ? '' : 's'} failed (see above); everything else is printed.`);
  process.exitCode = 1;
}
if (json) console.log(JSON.stringify(results, null, 2));

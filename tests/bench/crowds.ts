/**
 * Crowds at scale (issue 20 §3): Helbing, Farkas & Vicsek 2000 (driving, body force and friction, walls) in the
 * benchmark's periodic corridor at 1k, 10k and 100k agents at a fixed density (1 and 3 persons/m²): median ms per
 * step over rounds, µs per agent-step, neighbours per agent, and the log–log slope of ms against N (1 = linear).
 *
 * The `fundamental` scenario builds at most 20,000 agents and a corridor at most 2,000 m long (what readers may ask
 * for); the benchmark is not a reader: it resolves the scenario's config at a length the scenario accepts, then
 * sets the length for N agents on the resolved config and builds that (buildSimulation takes resolved configs
 * without checking them again). Same layout code, forces, settings and seed; only the corridor is longer.
 *
 * Usage: npm run bench:crowds [-- --json] [-- --quick] [-- --sizes 1000,10000,100000] [-- --rounds K] [-- --phases];
 * `npm run bench` runs it too (its own defaults).
 */
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildAll, buildSimulation, NeighbourList, resolveConfig, type SimConfig, type Simulation } from '../../src/lib/engine';
import { CROWDS_USAGE, flagsOrExit } from './flags';

/** Helbing, Farkas & Vicsek 2000 in a periodic corridor at `density` persons/m² (the benchmark's social workload). */
export function socialConfig(N: number, density: number): SimConfig {
  const width = N >= 10000 ? 20 : 10, length = N / density / width;
  return {
    scenario: 'fundamental', seed: 7, params: { density, width, length },
    forces: { drivingHM: { enabled: false }, repulsionHM: { enabled: false }, wallHM: { enabled: false }, drivingHFV: { enabled: true }, contactHFV: { enabled: true, params: { range: 1.5 } }, wallHFV: { enabled: true } },
    settings: { dt: density >= 3 ? 0.002 : 0.01, speedCap: 0 }
  };
}

/**
 * The social workload at any N: the config resolved at a corridor length the scenario accepts (checked as every
 * config is), then built at the length N agents need. Below the scenario's caps this is exactly createSimulation.
 */
export function buildCrowd(N: number, density: number): Simulation {
  const config = socialConfig(N, density);
  const p = config.params as { density: number; width: number; length: number };
  const r = resolveConfig({ ...config, params: { ...p, length: Math.min(p.length, 100) } });
  r.params = { ...r.params, length: p.length };
  return buildSimulation(r);
}

export interface CrowdRow {
  N: number; density: number; dt: number; msPerStep: number; usPerAgentStep: number; neighboursPerAgent: number;
  /** Processor time per step (mean over the timed steps): on a shared machine, the wall clock also counts time waiting. */
  cpuMsPerStep: number;
  rounds: number; steps: number; roundRange: [number, number]; phases?: Record<string, number>;
}
export interface CrowdSlope { density: number; slope: number; sizes: number[] }

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : 0.5 * (s[s.length / 2 - 1] + s[s.length / 2]);
};

/** Least-squares slope of log ms against log N. */
export function logLogSlope(N: number[], ms: number[]): number {
  const x = N.map(Math.log), y = ms.map(Math.log), n = x.length;
  const mx = x.reduce((a, b) => a + b, 0) / n, my = y.reduce((a, b) => a + b, 0) / n;
  let sxy = 0, sxx = 0;
  for (let k = 0; k < n; k++) { sxy += (x[k] - mx) * (y[k] - my); sxx += (x[k] - mx) ** 2; }
  return sxy / sxx;
}

export interface CrowdOptions { sizes: number[]; densities: number[]; rounds: number; phases: boolean; log: (s: string) => void; verbose: boolean }

/**
 * Every (N, density): one crowd built and warmed 20 steps, then `rounds` rounds of steps (fewer steps at larger N);
 * ms/step is the median over all timed steps, the range that of the rounds' medians.
 */
export function crowdsBench(o: CrowdOptions): { rows: CrowdRow[]; slopes: CrowdSlope[] } {
  const rows: CrowdRow[] = [];
  const { log } = o;
  log('Helbing, Farkas & Vicsek 2000 at scale: driving + contact (range 1.5 m) + walls, periodic corridor (10 m wide at 1k, 20 m from 10k), grid');
  log(`ms/step: median over all timed steps of ${o.rounds} rounds (range of the rounds' medians); µs per agent-step = ms/step ÷ N;`);
  log(`cpu ms/step: this process's processor time per step (a shared machine's wall clock also counts waiting). Load now: ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores`);
  log('      N  density  dt      ms/step  (rounds: range)  µs/agent-step  cpu ms/step  neighbours/agent');
  for (const N of o.sizes) {
    for (const density of o.densities) {
      const sim = buildCrowd(N, density);
      for (let k = 0; k < 20; k++) sim.step();
      const steps = N >= 100_000 ? 10 : N >= 10_000 ? 20 : 50;
      const all: number[] = [], perRound: number[] = [];
      if (o.phases) sim.timer.setEnabled(true);
      const cpu0 = process.cpuUsage();
      for (let r = 0; r < o.rounds; r++) {
        const t: number[] = [];
        for (let k = 0; k < steps; k++) {
          const t0 = performance.now();
          if (!sim.step()) throw new Error(`blow-up in benchmark: ${sim.blowup?.message}`);
          t.push(performance.now() - t0);
        }
        all.push(...t);
        perRound.push(median(t));
        if (o.verbose) console.error(`  N = ${N}, ${density} /m², round ${r + 1}: ${median(t).toFixed(2)} ms`);
      }
      const cpu = process.cpuUsage(cpu0), cpuMs = (cpu.user + cpu.system) / 1000 / all.length;
      const ms = median(all), n = sim.state.count;
      const list = new NeighbourList();
      buildAll(sim.neighbourStrategy, sim.state, sim.world, sim.neighbourRadius, list);
      const row: CrowdRow = {
        N: n, density, dt: sim.settings.dt, msPerStep: ms, usPerAgentStep: (ms * 1000) / n, cpuMsPerStep: cpuMs, neighboursPerAgent: list.size / n,
        rounds: o.rounds, steps, roundRange: [Math.min(...perRound), Math.max(...perRound)]
      };
      if (o.phases) {
        const tot = sim.timer.totals, sum = tot.reduce((a, b) => a + b, 0);
        row.phases = Object.fromEntries(sim.timer.names.map((name, k) => [name, tot[k] / sum]).filter(([, f]) => (f as number) > 0.005));
      }
      rows.push(row);
      const range = `${row.roundRange[0].toFixed(2)}–${row.roundRange[1].toFixed(2)}`;
      log(`${String(n).padStart(7)}  ${String(density).padStart(7)}  ${String(row.dt).padEnd(6)} ${ms.toFixed(3).padStart(8)}  ${range.padStart(15)}  ${row.usPerAgentStep.toFixed(3).padStart(13)}  ${cpuMs.toFixed(3).padStart(11)}  ${row.neighboursPerAgent.toFixed(1).padStart(16)}`);
      if (row.phases) log(`         phases: ${Object.entries(row.phases).map(([k, f]) => `${k.replace('force:', '')} ${(100 * f).toFixed(0)}%`).join(', ')}`);
    }
  }
  const slopes: CrowdSlope[] = [];
  for (const density of o.densities) {
    const r = rows.filter((x) => x.density === density);
    if (r.length < 2) continue;
    const slope = logLogSlope(r.map((x) => x.N), r.map((x) => x.msPerStep));
    slopes.push({ density, slope, sizes: r.map((x) => x.N) });
    log(`log–log slope of ms/step against N at ${density} /m² (${r.map((x) => x.N).join(', ')}): ${slope.toFixed(3)}`);
  }
  return { rows, slopes };
}

// Run as a script (npm run bench:crowds), not when run.ts imports it.
if (/crowds\.ts$/.test(process.argv[1] ?? '') && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { flag, option } = flagsOrExit(process.argv.slice(2), CROWDS_USAGE);
  const json = flag('--json');
  const log = (s: string) => { if (!json) console.log(s); };
  log(`Crowds & Flocks crowd benchmark — ${os.cpus()[0]?.model} (${os.cpus().length} cores), Node ${process.version}, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const sizes = option('--sizes')?.split(',').map(Number) ?? (flag('--quick') ? [1000, 10000] : [1000, 10000, 100000]);
  const out = crowdsBench({ sizes, densities: [1, 3], rounds: Number(option('--rounds') ?? 5), phases: flag('--phases'), log, verbose: flag('--verbose') });
  if (json) console.log(JSON.stringify({ ...out, machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version, loadavg: os.loadavg() } }, null, 2));
}

/**
 * One run per experiment. A claim or a sweep entry asks one number of a run (a metric at a time, a statistic over a
 * window, when it blew up, or a named measure): a *probe*. Many probes ask the same run — the same config and seed
 * read at another time or for another metric — so they are grouped by their experiment (the resolved config without
 * the forces it switches off, and the seed), the run is stepped once, and every probe reads what it asks as the run
 * passes its steps. Metrics never change the simulation (metrics/registry.ts), so each number is bit for bit the one
 * a run of its own gives (`measureClaim`); the claims' tests re-measure a sample that way to keep it so.
 * Pure engine code: it runs in Node (the tests, `npm run claims:measure`) and in a worker alike.
 */
import { buildSimulation, resolveConfig, metricByName, type ResolvedConfig, type SimConfig, type Simulation } from '../engine';
import { DEFAULT_CLAIM_EVERY, type Claim, type ClaimStatistic, type SweepMeasure } from '../claims';
import { NAMED_WATCHES, isSweepMeasureName, type SweepMeasureName } from './sweepMeasures';
import type { Watch } from './namedMeasure';

/** A disc agents are counted in ('agentsWithin'). */
export interface Disc {
  x: number;
  y: number;
  r: number;
}

/** What one number asks of a run. Times are simulated seconds from the start; they become whole steps of the run's Δt. */
export type Probe =
  /** A registry metric, or 'agentsWithin' (with `within`): at `seconds`, or a statistic of samples every `every` s from `from`. */
  | { kind: 'metric'; metric: string; seconds: number; statistic: ClaimStatistic; from: number; every: number; within?: Disc }
  /** When the run blew up (s), Infinity if not within `seconds`. */
  | { kind: 'blowupTime'; seconds: number }
  /** A named measure of sweepMeasures.ts: a whole run reduced to one number, by a watch of the shared run. */
  | { kind: 'named'; name: SweepMeasureName; seconds: number };

/** The probe a claim asks: the metric names decide the kind as `measureClaim` decides it. */
export function probeOfClaim(c: Claim): Probe {
  if (c.metric === 'blowupTime') return { kind: 'blowupTime', seconds: c.seconds };
  if (metricByName(c.metric) === undefined && c.metric !== 'agentsWithin') {
    if (!isSweepMeasureName(c.metric)) throw new Error(`${c.id}: unknown measure '${c.metric}'`);
    return { kind: 'named', name: c.metric, seconds: c.seconds };
  }
  if (c.metric === 'agentsWithin' && !c.within) throw new Error(`${c.id}: 'agentsWithin' needs a 'within' disc`);
  const statistic = c.statistic ?? 'at';
  const window = statistic === 'at' ? { from: 0, every: 0 } : { from: c.from ?? 0, every: c.every ?? DEFAULT_CLAIM_EVERY };
  return { kind: 'metric', metric: c.metric, seconds: c.seconds, statistic, ...window, ...(c.within ? { within: { ...c.within } } : {}) };
}

/** The probe a sweep's measure asks. */
export function probeOfSweep(m: SweepMeasure): Probe {
  if (m.kind === 'named') {
    if (!isSweepMeasureName(m.name)) throw new Error(`unknown sweep measure '${m.name}' (see src/lib/figures/sweepMeasures.ts)`);
    return { kind: 'named', name: m.name, seconds: m.seconds };
  }
  return probeOfClaim({ id: `sweep ${m.metric}`, text: '', config: { scenario: 'corridor' }, seconds: m.seconds, metric: m.metric, statistic: m.statistic, from: m.from, every: m.every, expect: {} });
}

/** JSON with object keys sorted, so equal data gives equal text whatever order it was written in. */
export function canonicalJson(v: unknown): string {
  if (v === null || typeof v !== 'object') {
    if (typeof v === 'number' && !Number.isFinite(v)) return JSON.stringify(String(v));
    return JSON.stringify(v) ?? 'null';
  }
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  const o = v as Record<string, unknown>;
  return `{${Object.keys(o).filter((k) => o[k] !== undefined).sort().map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`).join(',')}}`;
}

/** An experiment: the resolved config with its switched-off forces left out (they do nothing), and its seed. */
export interface Experiment {
  /** Equal for configs that run the same simulation. */
  key: string;
  resolved: ResolvedConfig;
  /** The config as given, seeded: what a named measure runs (it resolves the config itself). */
  config: SimConfig;
}

export function experimentOf(config: SimConfig, seed: number): Experiment {
  const seeded = { ...config, seed };
  const r = resolveConfig(seeded);
  const forces: ResolvedConfig['forces'] = {};
  for (const [name, f] of Object.entries(r.forces)) if (f.enabled) forces[name] = f;
  const resolved = { ...r, forces };
  return { key: canonicalJson(resolved), resolved, config: seeded };
}

/** Probes that share one run: every probe of an experiment (named measures watch it: namedMeasure.ts). */
export const runKeyOf = (e: Experiment, _p: Probe): string => e.key;

/** A probe's outcome: its number, or why it has none (the run blew up before the probe's last step). */
export type Outcome = { value: number } | { error: string };

/** The whole steps at which a metric probe reads, in order (as `measureClaim` advances: from, then every, …). */
function readSteps(p: Extract<Probe, { kind: 'metric' }>, dt: number): number[] {
  if (p.statistic === 'at') return [Math.round(p.seconds / dt)];
  const first = Math.round(p.from / dt), each = Math.round(p.every / dt), samples = Math.round((p.seconds - p.from) / p.every);
  return Array.from({ length: samples + 1 }, (_, k) => first + k * each);
}

function readMetric(p: Extract<Probe, { kind: 'metric' }>, sim: Simulation): number {
  if (p.metric === 'agentsWithin') {
    const w = p.within!, s = sim.state;
    let k = 0;
    for (let i = 0; i < s.count; i++) if (Math.hypot(s.x[i] - w.x, s.y[i] - w.y) < w.r) k++;
    return k;
  }
  return metricByName(p.metric)!.compute(sim);
}

function reduce(statistic: ClaimStatistic, xs: number[]): number {
  if (statistic === 'at') return xs[0];
  if (statistic === 'max') return Math.max(...xs);
  if (statistic === 'min') return Math.min(...xs);
  return xs.reduce((a, b) => a + b, 0) / xs.length;
}

/**
 * Runs one experiment once and answers every probe: one simulation, stepped until the last step a metric probe reads
 * and until every named measure watching it has its number. `progress(share)` is called now and then on long runs.
 */
export function runExperiment(e: Experiment, probes: readonly Probe[], progress?: (share: number) => void): Outcome[] {
  const out: Outcome[] = new Array(probes.length);
  const attempt = (k: number, f: () => number) => {
    try {
      out[k] = { value: f() };
    } catch (err) {
      out[k] = { error: err instanceof Error ? err.message : String(err) };
    }
  };
  const sim = buildSimulation(e.resolved);
  const dt = sim.settings.dt;
  // Every step some metric probe reads at, with the probes reading there; each probe's samples so far.
  const readers = new Map<number, number[]>();
  const samples = new Map<number, number[]>();
  // The named measures still watching, by probe.
  const watching = new Map<number, Watch>();
  let last = 0, horizon = 0;
  probes.forEach((p, k) => {
    if (p.kind === 'named') {
      attempt(k, () => {
        watching.set(k, NAMED_WATCHES[p.name].watch(sim, e.config, p.seconds));
        return NaN;
      });
      horizon = Math.max(horizon, Math.round(p.seconds / dt));
      return;
    }
    const steps = p.kind === 'metric' ? readSteps(p, dt) : [Math.round(p.seconds / dt)];
    if (p.kind === 'metric') for (const s of steps) (readers.get(s) ?? readers.set(s, []).get(s)!).push(k);
    samples.set(k, []);
    last = Math.max(last, steps[steps.length - 1]);
  });
  const failed = new Map<number, string>();
  const look = (step: number) => {
    for (const k of readers.get(step) ?? []) {
      if (failed.has(k)) continue;
      try {
        samples.get(k)!.push(readMetric(probes[k] as Extract<Probe, { kind: 'metric' }>, sim));
      } catch (err) {
        failed.set(k, err instanceof Error ? err.message : String(err));
      }
    }
    for (const [k, w] of watching) {
      attempt(k, () => {
        const v = w.see(sim, step);
        if (v === undefined) return NaN;
        watching.delete(k);
        return v;
      });
      if ('error' in out[k]) watching.delete(k);
    }
  };

  let step = 0;
  let blewUpAt = Infinity;
  look(0);
  while (step < last || watching.size > 0) {
    if (!sim.step()) {
      blewUpAt = step + 1;
      for (const [k, w] of watching) attempt(k, () => w.blewUp(sim));
      break;
    }
    step++;
    look(step);
    if (progress && step % 500 === 0) progress(step / Math.max(last, horizon, 1));
  }

  for (const k of samples.keys()) {
    const p = probes[k];
    if (p.kind === 'blowupTime') {
      out[k] = { value: blewUpAt <= Math.round(p.seconds / dt) ? sim.time : Infinity };
      continue;
    }
    const m = p as Extract<Probe, { kind: 'metric' }>;
    const steps = readSteps(m, dt);
    if (blewUpAt <= steps[steps.length - 1]) out[k] = { error: `the run blew up at t = ${sim.time} s: ${sim.blowup?.message}` };
    else if (failed.has(k)) out[k] = { error: failed.get(k)! };
    else attempt(k, () => reduce(m.statistic, samples.get(k)!));
  }
  return out;
}

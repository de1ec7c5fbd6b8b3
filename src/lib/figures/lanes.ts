/**
 * Lanes in a two-way corridor (Helbing & Molnár 1995; order parameter of Rex & Löwen 2007 and Nowak &
 * Schadschneider 2012): the order parameter Φ over time, and the number of lanes against the corridor's width.
 * The `corridor` scenario (periodic, 30 m long, Helbing–Molnár circular repulsion), half the walkers each way, at a
 * fixed density (default 1/3 per m², the scenario's default 60 in 30 m × 6 m), so a wider corridor holds more people.
 *
 * The lane count (metrics/laneCount.ts) is averaged over the second half of the run, sampled every 0.5 s. Beside it,
 * the same snapshots with the walking directions shuffled among the walkers: what the count reads from a crowd
 * with no lanes (positions unchanged), its noise floor.
 */
import { createSimulation, laneCount, laneOrder, mergeConfigs, Random, type ConfigLayer } from '../engine';
import type { ChartSeries } from './chartSeries';
import { mean } from './fit';

/** No numbers from experiments: the published claim is qualitative (science.md §5.3, "more lanes in wider corridors"). */
export const LANES_FINDING = 'more lanes in wider corridors; Φ → 1 for lanes, small when mixed (Nowak & Schadschneider 2012)';

export interface LaneOptions {
  /** Walkers per m² (default 1/3). */
  density?: number;
  /** Corridor length (default 30 m). */
  length?: number;
  /** Simulated seconds (default 80). */
  seconds?: number;
  /** Seconds between samples (default 0.5). */
  every?: number;
}

export interface LaneRun {
  width: number;
  seed: number;
  agents: number;
  /** Φ (0.5 m strips) every `every` seconds from the start. */
  phi: { t: number[]; v: number[] };
  /** Mean lane count over the second half, and the same snapshots with directions shuffled. */
  lanes: number;
  shuffledLanes: number;
  /** Mean Φ over the first 5 s and over the second half. */
  phiStart: number;
  phiEnd: number;
}

/** One corridor of `width` for one seed. */
export function laneRun(width: number, seed: number, opts: LaneOptions = {}): LaneRun {
  const rho = opts.density ?? 1 / 3, L = opts.length ?? 30, T = opts.seconds ?? 80, every = opts.every ?? 0.5;
  const N = Math.max(2, Math.round(rho * L * width));
  const sim = createSimulation({ scenario: 'corridor', seed, params: { N, width, length: L, flow: 'two-way' } });
  const s = sim.state, n = s.count, rng = new Random(seed ^ 0x9e3779b9);
  const kinds = new Int32Array(n), saved = new Int32Array(n);
  const phi = { t: [0], v: [laneOrder(s, sim.world.y0, width, 0.5, 'y')] };
  const late: number[] = [], lateShuffled: number[] = [];
  let next = every;
  while (sim.time < T - 1e-9) {
    if (!sim.step()) throw new Error(`corridor W = ${width}, seed ${seed}: ${sim.blowup?.message}`);
    if (sim.time < next - 1e-9) continue;
    next += every;
    phi.t.push(sim.time); phi.v.push(laneOrder(s, sim.world.y0, width, 0.5, 'y'));
    if (sim.time <= T / 2) continue;
    late.push(laneCount(s, sim.world.y0, width));
    // Shuffle the directions among the walkers (Fisher–Yates), count, and put them back.
    for (let i = 0; i < n; i++) kinds[i] = saved[i] = s.kind[i];
    for (let i = n - 1; i > 0; i--) { const j = Math.floor(rng.next() * (i + 1)), t = kinds[i]; kinds[i] = kinds[j]; kinds[j] = t; }
    s.kind.set(kinds);
    lateShuffled.push(laneCount(s, sim.world.y0, width));
    s.kind.set(saved);
  }
  const phiStart = mean(phi.v.filter((_, k) => phi.t[k] <= 5)), phiEnd = mean(phi.v.filter((_, k) => phi.t[k] > T / 2));
  return { width, seed, agents: n, phi, lanes: mean(late), shuffledLanes: mean(lateShuffled), phiStart, phiEnd };
}

/** Runs for every width and seed; per width the mean lane count, shuffled control and Φ at the start and the end. */
export function laneSweep(widths: readonly number[], seeds: readonly number[], opts: LaneOptions = {}) {
  const runs = widths.flatMap((w) => seeds.map((s) => laneRun(w, s, opts)));
  const at = (w: number) => runs.filter((r) => r.width === w);
  return {
    runs,
    lanes: widths.map((w) => mean(at(w).map((r) => r.lanes))),
    shuffled: widths.map((w) => mean(at(w).map((r) => r.shuffledLanes))),
    phiStart: widths.map((w) => mean(at(w).map((r) => r.phiStart))),
    phiEnd: widths.map((w) => mean(at(w).map((r) => r.phiEnd)))
  };
}

/** Two charts' data: Φ over time for one corridor per width (seed 1), and lanes against width (mean of seeds). */
export function laneFigures(widths: readonly number[] = [4, 8, 12], seeds: readonly number[] = [1, 2, 3]): { phi: ChartSeries[]; lanes: ChartSeries[] } {
  const sweep = laneSweep(widths, seeds);
  const colours = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00'];
  return {
    phi: widths.map((w, k) => ({ name: `w${w}`, label: `W = ${w} m (seed ${seeds[0]})`, colour: colours[k % colours.length], data: sweep.runs.find((r) => r.width === w && r.seed === seeds[0])!.phi })),
    lanes: [
      { name: 'lanes', label: `lanes, mean of ${seeds.length} seeds`, colour: '#0072B2', data: { t: [...widths], v: sweep.lanes } },
      { name: 'shuffled', label: 'the same crowds, directions shuffled', colour: '#999999', data: { t: [...widths], v: sweep.shuffled } }
    ]
  };
}

/**
 * Three variants of the two-way corridor for issue 17's lane-order gains: the scenario's defaults (Helbing & Molnár's
 * circular potential and bodies), the same without bodies, and bodies with elliptical specification II (the field
 * stretched along the relative step (v_b − v_a)Δt, Δt = 1 s; Johansson, Helbing & Shukla 2007).
 */
export const LANE_VARIANTS = {
  bodies: {},
  'no bodies': { forces: { bodyContact: { enabled: false } } },
  'bodies, ES2': { forces: { repulsionHM: { params: { elliptical: 2, dts: 1 } } } }
} as const satisfies Record<string, ConfigLayer<'corridor'>>;
export type LaneVariant = keyof typeof LANE_VARIANTS;

/**
 * The gain in lane order over a run: mean Φ (0.5 m strips, every 0.5 s) over the second half minus mean Φ over the
 * first 5 s, in the corridor 30 m × `width` at `density` walkers per m², half each way, for `seconds`.
 */
export function laneGain(density: number, seed: number, variant: LaneVariant = 'bodies', width = 6, seconds = 80): number {
  const L = 30, N = Math.max(2, Math.round(density * L * width));
  const sim = createSimulation(mergeConfigs({ scenario: 'corridor', seed, params: { N, width, length: L, flow: 'two-way' } }, LANE_VARIANTS[variant]));
  const s = sim.state, early = [laneOrder(s, sim.world.y0, width)], late: number[] = [];
  let next = 0.5;
  while (sim.time < seconds - 1e-9) {
    if (!sim.step()) throw new Error(`corridor ${density} /m², seed ${seed}: ${sim.blowup?.message}`);
    if (sim.time < next - 1e-9) continue;
    next += 0.5;
    const phi = laneOrder(s, sim.world.y0, width);
    if (sim.time <= 5) early.push(phi); else if (sim.time > seconds / 2) late.push(phi);
  }
  return mean(late) - mean(early);
}

/**
 * The groups-panic-herding chapter's named measures (content/08-groups-panic-herding): how abreast walking pairs
 * walk and how far apart, and the share of leavers through the busiest exit.
 */
import { createSimulation, wrapDelta, type SimConfig, type Simulation } from '../engine';
import type { NamedMeasureFn } from './namedMeasure';

export const GROUP_MEASURES = {
  /**
   * Walking pairs (groups of two, state.group): how abreast they walk, |sin θ| between the line joining the two and
   * their mean velocity — 1 side by side, 0 one behind the other, 2/π ≈ 0.64 for a direction at random. Mean over the
   * pairs, sampled every second over the last 20 s of the run (groups-panic-herding chapter; Moussaïd et al. 2010
   * saw pairs walk abreast at low density).
   */
  pairAbreast: (config, seconds) => pairMean(config, seconds, (dx, dy, vx, vy) => {
    const d = Math.hypot(dx, dy), v = Math.hypot(vx, vy);
    return d > 1e-9 && v > 1e-9 ? Math.abs(dx * vy - dy * vx) / (d * v) : NaN;
  }),

  /** Walking pairs: distance (m) between the two centres, mean over pairs, sampled every second over the last 20 s. */
  pairDistance: (config, seconds) => pairMean(config, seconds, (dx, dy) => Math.hypot(dx, dy)),

  /**
   * Of those who left through a counting line by `seconds`, the share that used the busiest line (the doors of a room
   * with several exits, each with a line across it): 1 when everyone used one door. NaN when nobody left.
   */
  busiestExitShare: (config, seconds) => {
    const sim = createSimulation(config);
    sim.run(seconds);
    const through = sim.behaviours.lineNet.map(Math.abs), total = through.reduce((a, b) => a + b, 0);
    return total > 0 ? Math.max(...through) / total : NaN;
  }
} satisfies Record<string, NamedMeasureFn>;

/** Mean of f over the pairs (the first two members of each group), sampled every 1 s over the last 20 s of `seconds`. */
function pairMean(config: SimConfig, seconds: number, f: (dx: number, dy: number, vx: number, vy: number) => number): number {
  const sim = createSimulation(config), from = Math.max(0, seconds - 20);
  sim.run(from);
  let sum = 0, n = 0;
  for (let t = from; t < seconds - 1e-9; t += 1) {
    sim.run(Math.min(1, seconds - t));
    const v = pairSample(sim, f);
    if (Number.isFinite(v)) { sum += v; n++; }
  }
  return n > 0 ? sum / n : NaN;
}

function pairSample(sim: Simulation, f: (dx: number, dy: number, vx: number, vy: number) => number): number {
  const s = sim.state, w = sim.world, first = new Map<number, number>(), done = new Set<number>();
  let sum = 0, n = 0;
  for (let i = 0; i < s.count; i++) {
    const g = s.group[i];
    if (g < 0 || done.has(g)) continue;
    const j = first.get(g);
    if (j === undefined) { first.set(g, i); continue; }
    done.add(g);
    let dx = s.x[i] - s.x[j], dy = s.y[i] - s.y[j];
    if (w.periodicX) dx = wrapDelta(dx, w.width);
    if (w.periodicY) dy = wrapDelta(dy, w.height);
    const v = f(dx, dy, s.vx[i] + s.vx[j], s.vy[i] + s.vy[j]);
    if (Number.isFinite(v)) { sum += v; n++; }
  }
  return n > 0 ? sum / n : NaN;
}

/**
 * The groups-panic-herding chapter's named measures (content/08-groups-panic-herding): how abreast walking pairs
 * walk and how far apart, and the share of leavers through the busiest exit.
 */
import { wrapDelta, type Simulation } from '../engine';
import { runAll, stepsOf, type NamedMeasure } from './namedMeasure';

export const GROUP_WATCHES = {
  /**
   * Walking pairs (groups of two, state.group): how abreast they walk, |sin θ| between the line joining the two and
   * their mean velocity — 1 side by side, 0 one behind the other, 2/π ≈ 0.64 for a direction at random. Mean over the
   * pairs, sampled every second over the last 20 s of the run (groups-panic-herding chapter; Moussaïd et al. 2010
   * saw pairs walk abreast at low density).
   */
  pairAbreast: pairMean((dx, dy, vx, vy) => {
    const d = Math.hypot(dx, dy), v = Math.hypot(vx, vy);
    return d > 1e-9 && v > 1e-9 ? Math.abs(dx * vy - dy * vx) / (d * v) : NaN;
  }),

  /** Walking pairs: distance (m) between the two centres, mean over pairs, sampled every second over the last 20 s. */
  pairDistance: pairMean((dx, dy) => Math.hypot(dx, dy)),

  /**
   * Of those who left through a counting line by `seconds`, the share that used the busiest line (the doors of a room
   * with several exits, each with a line across it): 1 when everyone used one door. NaN when nobody left.
   */
  busiestExitShare: {
    watch(sim, _config, seconds) {
      const last = stepsOf(sim, seconds);
      const share = () => {
        const through = sim.behaviours.lineNet.map(Math.abs), total = through.reduce((a, b) => a + b, 0);
        return total > 0 ? Math.max(...through) / total : NaN;
      };
      // Read at `seconds`, or where a blow-up stopped the run (as `sim.run(seconds)` then reading would).
      return { see: (_, step) => (step >= last ? share() : undefined), blewUp: share };
    }
  }
} satisfies Record<string, NamedMeasure>;

export const GROUP_MEASURES = runAll(GROUP_WATCHES);

/** Mean of f over the pairs (the first two members of each group), sampled every 1 s over the last 20 s of `seconds`. */
/**
 * The mean over samples of pairSample: every second over the last 20 s of `seconds` (the steps `sim.run(from)` and
 * then `sim.run(1)` each second would take). A sample that is not a number is left out; a run that blew up is read as
 * it stopped, for the samples still to come.
 */
function pairMean(f: (dx: number, dy: number, vx: number, vy: number) => number): NamedMeasure {
  return {
    watch(sim, _config, seconds) {
      const from = Math.max(0, seconds - 20), at: number[] = [];
      let step = stepsOf(sim, from);
      for (let t = from; t < seconds - 1e-9; t += 1) at.push((step += stepsOf(sim, Math.min(1, seconds - t))));
      let sum = 0, n = 0, next = 0;
      const sample = () => {
        const v = pairSample(sim, f);
        if (Number.isFinite(v)) { sum += v; n++; }
        next++;
      };
      const result = () => (n > 0 ? sum / n : NaN);
      return {
        see: (_, k) => {
          while (next < at.length && at[next] === k) sample();
          return next < at.length || k < stepsOf(sim, from) ? undefined : result();
        },
        blewUp: () => {
          while (next < at.length) sample();
          return result();
        }
      };
    }
  };
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

/**
 * Body overlap statistics of a running simulation, measured from outside the engine (all pairs, minimum image on
 * periodic axes): the smallest d_ab/(r_a + r_b) seen, and, over the pairs that ever touch (d_ab < r_a + r_b), the
 * fraction whose deepest overlap r_a + r_b − d_ab exceeded 0.1 m.
 */
import type { Simulation } from '../../../src/lib/engine';

export interface OverlapStats {
  /** Smallest d_ab / (r_a + r_b) over all pairs and all sampled steps. */
  minRatio: number;
  /** Pairs that touched at least once. */
  touching: number;
  /** Of those, pairs whose overlap exceeded 0.1 m at least once. */
  deep: number;
  /** deep / touching (0 when none touched). */
  deepFraction: number;
  /** Steps sampled. */
  samples: number;
  /** Did the run end in a blow-up? */
  blewUp: boolean;
}

export class OverlapMeter {
  minRatio = Infinity;
  private readonly touch = new Set<number>();
  private readonly deepPairs = new Set<number>();
  samples = 0;

  sample(sim: Simulation): void {
    const s = sim.state, n = s.count, w = sim.world;
    const W = w.width, H = w.height;
    for (let a = 0; a < n; a++) {
      const xa = s.x[a], ya = s.y[a], ra = s.radius[a], ida = s.id[a];
      for (let b = a + 1; b < n; b++) {
        let dx = s.x[b] - xa, dy = s.y[b] - ya;
        if (w.periodicX) { if (dx > W / 2) dx -= W; else if (dx < -W / 2) dx += W; }
        if (w.periodicY) { if (dy > H / 2) dy -= H; else if (dy < -H / 2) dy += H; }
        const sum = ra + s.radius[b];
        const d2 = dx * dx + dy * dy;
        if (d2 >= sum * sum) continue;
        const d = Math.sqrt(d2), idb = s.id[b];
        const key = ida < idb ? ida * 1_000_003 + idb : idb * 1_000_003 + ida;
        this.touch.add(key);
        if (sum - d > 0.1) this.deepPairs.add(key);
        if (d / sum < this.minRatio) this.minRatio = d / sum;
      }
    }
    this.samples++;
  }

  stats(blewUp = false): OverlapStats {
    const touching = this.touch.size, deep = this.deepPairs.size;
    return { minRatio: this.minRatio, touching, deep, deepFraction: touching ? deep / touching : 0, samples: this.samples, blewUp };
  }
}

/** Runs `sim` for `seconds`, sampling after every step once `skip` seconds have passed (the start may be crowded). */
export function measureOverlap(sim: Simulation, seconds: number, skip = 0): OverlapStats {
  const m = new OverlapMeter();
  const dt = sim.settings.dt as number;
  const steps = Math.round(seconds / dt);
  let ok = true;
  for (let k = 0; k < steps; k++) {
    if (!sim.step()) { ok = false; break; }
    if (sim.time >= skip - 1e-9) m.sample(sim);
  }
  return m.stats(!ok);
}

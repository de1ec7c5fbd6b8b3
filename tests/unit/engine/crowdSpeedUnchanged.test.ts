/**
 * Issue 20 §3 made the social-force step faster (the grid's list scan fills an interior cell's block inline, the wall
 * guard refuses a crossing without dividing when |t| > 2, the wall forces skip an axis-aligned wall beyond their
 * range without asking nearest()), and promised every trajectory bit-identical. The fingerprints below were printed
 * by the code before that change (commit c2bcf66) for 200 steps of each run: x, y, vx, vy of every agent by id
 * (determinism/cases.ts: fingerprint), at steps 50, 100 and 200, and a hash of x, y, vx, vy, ax, ay and id in the
 * agents' index order (the grid's reordering must not move either). A later change that moves a scenario on purpose
 * updates its line here and says why. Below them, the two shortcuts are checked against the computations they skip.
 */
import { describe, expect, it } from 'vitest';
import { createSimulation, Walls, type LooseConfig, type Simulation } from '$lib/engine';
import { fingerprint } from '$lib/determinism/cases';

const HFV = {
  drivingHM: { enabled: false }, repulsionHM: { enabled: false }, wallHM: { enabled: false },
  drivingHFV: { enabled: true }, contactHFV: { enabled: true, params: { range: 1.5 } }, wallHFV: { enabled: true }
};
/** The benchmark's workload (tests/bench/crowds.ts: socialConfig) at 1,000 agents. */
const social = (density: number, settings: Record<string, unknown> = {}): LooseConfig => ({
  scenario: 'fundamental', seed: 7, params: { density, width: 10, length: 1000 / density / 10 }, forces: HFV as LooseConfig['forces'],
  settings: { dt: density >= 3 ? 0.002 : 0.01, speedCap: 0, ...settings }
});

/** name → [config, agents after 200 steps, fingerprints at 50 and 100 steps, at 200 steps, index-order hash]. */
const BEFORE: Record<string, [LooseConfig, number, string, string, string]> = {
  bottleneck: [{ scenario: 'bottleneck', seed: 1 }, 78, 'b73348e0d768d40e,b352228e9b677e38', '901bc7b8b0a0d752', '396a2e46'],
  'bottleneck, 150, noise': [{ scenario: 'bottleneck', seed: 3, params: { N: 150 }, forces: { noise: { params: { sigma: 0.5 } } } }, 145, '26f5620cd1c543f1,2d02ae245c1b36ae', '159fff27da18b15e', 'ce68cc94'],
  'bottleneck, Heun': [{ scenario: 'bottleneck', seed: 1, settings: { integrator: 'heun' } }, 78, 'f593c723b172b5cc,92736050ba9fcf8b', 'b397b12677d43a29', '1de48aff'],
  corridor: [{ scenario: 'corridor', seed: 1 }, 60, 'fd1d63714a492175,7af831dedc8034c9', 'ee713564dbb1788b', '099cab24'],
  'corridor, 200, noise': [{ scenario: 'corridor', seed: 2, params: { N: 200 }, forces: { noise: { params: { sigma: 0.3 } } } }, 200, '5d327dd132a420db,a9cb8e563d0516fa', '4dd7f9e55803932b', '5958c907'],
  evacuation: [{ scenario: 'evacuation', seed: 1 }, 199, '759337ef15a0a3be,b5d5ce27e6a45bcf', '4cb79a34de6cd365', '88c3e927'],
  'evacuation, column, panic': [{ scenario: 'evacuation', seed: 5, params: { v0: 5, column: 1 } }, 199, 'c93992da8b7a16bb,2c6477be3f1e18e4', '97b8496172d3a24c', 'bd48c2a6'],
  'evacuation, Euler': [{ scenario: 'evacuation', seed: 1, settings: { integrator: 'euler' } }, 199, 'f4ffb0898e899cc7,808de8650fd6c6b4', 'df776b9bbf42004d', '20fedc14'],
  'fundamental, 1 /m²': [{ scenario: 'fundamental', seed: 1, params: { density: 1 } }, 80, 'eeea98b7a14870ff,b3551bbaf2f4cec0', 'b22dad474cc8d6f9', '1e1e7fe6'],
  'fundamental, 3 /m²': [{ scenario: 'fundamental', seed: 1, params: { density: 3 } }, 240, '645821151187234e,9369ee66b50c9a3c', 'fa49d485c8e03770', '23062e1c'],
  'Helbing 2000 corridor, 1 /m²': [social(1), 1000, '6a51c3181c03e311,9d310214f1106f7e', 'acc7c74c035452c6', 'b1b01ac7'],
  'Helbing 2000 corridor, 3 /m²': [social(3), 1000, 'da439338599eeb6f,47cd7b059184d0df', '5a7e1541e2d3200c', '243cddbb'],
  'Helbing 2000 corridor, 3 /m², Heun': [social(3, { integrator: 'heun' }), 1000, 'a720f439aa89cd10,8b6a92922b95c4ae', 'e112d87db0acd42a', '94c13625'],
  'Helbing 2000 corridor, 3 /m², k-d tree, Euler': [social(3, { neighbours: 'kd-tree', integrator: 'euler' }), 1000, '41a2070abc893650,afafeb6442d18fae', '1a03b5b4d67523a1', 'b09f46eb'],
  crossing: [{ scenario: 'crossing', seed: 1 }, 120, 'b0900a75270f9fb1,f0947c7217a40ed5', '9b5983a6e163e8e0', '119292dc'],
  'crossing, k-d tree, Heun': [{ scenario: 'crossing', seed: 1, settings: { neighbours: 'kd-tree', integrator: 'heun' } }, 120, '3e8274b7f828cf81,756269fb7f53e6d0', '137978bc5c90c024', '01228db5'],
  wandering: [{ scenario: 'wandering', seed: 1 }, 50, '4be1668f65ea677c,a6dc1f7743cb1661', '51e5e36ec14b5823', '20739e76'],
  'exits-room': [{ scenario: 'exits-room', seed: 1 }, 83, '33c2376f5d243025,c682ac2c047eba42', '5c5a350e56ef9bf7', '2cec51d5'],
  'l-corridor': [{ scenario: 'l-corridor', seed: 1 }, 24, '3777545a75d1f822,6810bde56fe54f0f', '9d293ee488b7f088', 'd507d9cf'],
  // The grid's fused sums scan (scanSums: boids' separation, alignment and cohesion without a written list), whose
  // interior cells share their block code with the list scan since the second pass of issue 20 §3 (which also made
  // exp() shorter). Printed by the code before that pass (commit 652a730).
  'free-flock (sums scan)': [{ scenario: 'free-flock', seed: 1 }, 300, '27775d8d1df7b8dd,009f375f879d2a28', '72f88a37402ba3c9', 'f4b284b4'],
  'free-flock, 600 (sums scan)': [{ scenario: 'free-flock', seed: 4, params: { N: 600 } }, 600, 'd86973eb33aef426,53c719f18c669a46', '75c363d5b65398c5', '2becfa3e'],
  // The grid's scans reading x, y and the agent of each place from one packed array, and the driving terms taking a
  // unit goal direction as it is (third pass of issue 20 §3). Printed by the code before that pass (commit c25708b):
  // a crowd large enough for many interior cells at each density, and a flock whose Heun predictor builds the grid
  // without reordering.
  'Helbing 2000 corridor, 10,000 agents, 1 /m²': [{ scenario: 'fundamental', seed: 7, params: { density: 1, width: 20, length: 500 }, forces: HFV as LooseConfig['forces'], settings: { dt: 0.01, speedCap: 0 } }, 10000, '5fc60025ae0b9c48,448e74e8a428a13d', '1a7a0979fa77ec2f', 'e140c277'],
  'Helbing 2000 corridor, 6,000 agents, 3 /m²': [{ scenario: 'fundamental', seed: 9, params: { density: 3, width: 20, length: 100 }, forces: HFV as LooseConfig['forces'], settings: { dt: 0.002, speedCap: 0 } }, 6000, '2e5c65f13b8c0f91,7904f4e8b7e50f7a', 'd6337c7c3937b176', '2e8047c6'],
  'free-flock, 2,000, Heun': [{ scenario: 'free-flock', seed: 6, params: { N: 2000 }, settings: { integrator: 'heun' } }, 2000, '6170904f4f3ab052,82a4096ce9b94c9c', '0ade89754cd83389', '8c3a2d2c']
};

/** FNV-1a over the float64 bits of x, y, vx, vy, ax, ay, then the ids, in index order. */
function indexOrderHash(sim: Simulation): string {
  const s = sim.state, f = new Float64Array(1), u = new Uint32Array(f.buffer);
  let h = 2166136261 >>> 0;
  for (const arr of [s.x, s.y, s.vx, s.vy, s.ax, s.ay]) for (let i = 0; i < s.count; i++) {
    f[0] = arr[i];
    h = Math.imul(h ^ u[0], 16777619) >>> 0;
    h = Math.imul(h ^ u[1], 16777619) >>> 0;
  }
  for (let i = 0; i < s.count; i++) h = Math.imul(h ^ s.id[i], 16777619) >>> 0;
  return h.toString(16).padStart(8, '0');
}

describe('the faster social-force step leaves every trajectory bit-identical (200 steps, fingerprints from before)', () => {
  it.each(Object.keys(BEFORE))('%s', (name) => {
    const [config, count, mid, end, order] = BEFORE[name];
    const sim = createSimulation(config), seen: string[] = [];
    for (let k = 0; k < 200; k++) {
      expect(sim.step(), `${name}: blow-up at step ${k + 1}`).toBe(true);
      if (k === 49 || k === 99) seen.push(fingerprint(sim));
    }
    expect({ count: sim.state.count, mid: seen.join(','), end: fingerprint(sim), order: indexOrderHash(sim) }).toEqual({ count, mid, end, order });
  }, 120_000);
});

/** A small deterministic generator (xorshift), so that the checks below see the same numbers every run. */
function numbers(seed: number) {
  let s = seed >>> 0 || 1;
  const next = () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s / 4294967296; };
  const pick = (): number => {
    const r = next();
    // Mostly ordinary coordinates; now and then the awkward ones.
    if (r < 0.02) return [0, -0, NaN, Infinity, -Infinity, 1e300, -1e300, 5e-324, 1e-200][(next() * 9) | 0];
    if (r < 0.1) return (next() - 0.5) * 1e6;
    return (next() - 0.5) * 40;
  };
  return { next, pick };
}

/** The wall guard's crossing test as it was, dividing first (walls.ts before issue 20 §3). */
function crossingBefore(seg: Float64Array, k: number, ax: number, ay: number, bx: number, by: number): number {
  const o = 4 * k, x1 = seg[o], y1 = seg[o + 1], ex = seg[o + 2] - x1, ey = seg[o + 3] - y1;
  const mx = bx - ax, my = by - ay, den = mx * ey - my * ex;
  if (den === 0) return -1;
  const wx = x1 - ax, wy = y1 - ay;
  const t = (wx * ey - wy * ex) / den, u = (wx * my - wy * mx) / den;
  return t >= 0 && t <= 1 && u >= 0 && u <= 1 ? t : -1;
}

describe('the wall shortcuts give what the computations they skip give', () => {
  const { next, pick } = numbers(20240607);
  const walls: [number, number, number, number][] = [
    [-30, 0, 60, 0], [-30, 20, 60, 20], [0, -2, 0, 7.5], [3, 3, 3, 3], [-1, -1, 2, 3.5], [10, 10, 9, 10], [5, 0, 5, -1e-9],
    [0, 0, 1e200, 0], [-1e300, 4, 1e300, 4], [2, 1e-310, 2, -1e-310]
  ];
  for (let k = 0; k < 30; k++) {
    const x = pick(), y = pick(), r = next();
    walls.push(r < 0.3 ? [x, y, pick(), y] : r < 0.6 ? [x, y, x, pick()] : [x, y, pick(), pick()]);
  }
  const W = new Walls(walls), hit = { x: 0, y: 0 };

  it('beyond(k, …) is true only where nearest(k, …) returns at least r² (a wall force then skips the wall either way)', () => {
    let skipped = 0;
    for (let n = 0; n < 200_000; n++) {
      const k = (next() * W.count) | 0, px = pick(), py = pick(), r = [0.5, 1.5, 2.5, 1e-3, 1e200][(next() * 5) | 0], r2 = r * r;
      if (!W.beyond(k, px, py, r2)) continue;
      skipped++;
      const d2 = W.nearest(k, px, py, hit);
      if (!(d2 >= r2)) throw new Error(`wall ${k} ${walls[k].join(' ')}, point (${px}, ${py}), r² = ${r2}: beyond, but nearest() = ${d2}`);
    }
    expect(skipped).toBeGreaterThan(10_000);
  });

  it('crossing(k, …) equals the dividing computation, bit for bit', () => {
    for (let n = 0; n < 200_000; n++) {
      const k = (next() * W.count) | 0, ax = pick(), ay = pick();
      // Short moves (a step) mostly, some long ones, some that start on a wall's line.
      const long = next() < 0.2, bx = long ? pick() : ax + (next() - 0.5) * 0.1, by = long ? pick() : ay + (next() - 0.5) * 0.1;
      const got = W.crossing(k, ax, ay, bx, by), want = crossingBefore(W.seg, k, ax, ay, bx, by);
      if (!Object.is(got, want)) throw new Error(`wall ${k} ${walls[k].join(' ')}, move (${ax}, ${ay}) → (${bx}, ${by}): ${got}, before ${want}`);
    }
    // Moves that do cross, from either side, are still found where they cross.
    expect(W.crossing(0, 1, 0.5, 1.2, -0.5)).toBe(crossingBefore(W.seg, 0, 1, 0.5, 1.2, -0.5));
    expect(W.crossing(0, 1, 0.5, 1.2, -0.5)).toBeCloseTo(0.5, 12);
  });
});

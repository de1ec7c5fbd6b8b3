/**
 * Topological neighbours on the Reynolds rules (topological.ts): with k > 0 a rule uses exactly the k nearest of the
 * neighbours it would otherwise use; with k = 0 every trajectory is bit-identical to the engine before the parameter
 * existed; and a step stays allocation-free.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeForceContext } from './forceContext';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { AgentState, type AgentInit } from '../../../src/lib/engine/state';
import { resolveParams } from '../../../src/lib/engine/params';
import type { Force, ForceContext } from '../../../src/lib/engine/forces/force';
import { alignment, cohesion, separation } from '../../../src/lib/engine/forces/boids/index';
import { topologicalBound } from '../../../src/lib/engine/forces/boids/topological';
import { cos } from '../../../src/lib/engine/math';
import { createSimulation, type SimConfig } from '../../../src/lib/engine';
import { byId, identical, type Snapshot } from '../engine/helpers';

const makeCtx = (agents: AgentInit[], cutoff: number): ForceContext => makeForceContext(agents, { cutoff });

function accel(f: Force, ctx: ForceContext, given: Record<string, unknown>): { ax: number[]; ay: number[] } {
  const s = ctx.state;
  s.ax.fill(0); s.ay.fill(0);
  f.apply(ctx, resolveParams(f.name, f.params, given), f.initialize?.());
  return { ax: Array.from(s.ax.subarray(0, s.count)), ay: Array.from(s.ay.subarray(0, s.count)) };
}

/** Whether j lies in i's view cone of φ degrees, tested as the rules test it. */
function inCone(s: AgentState, i: number, j: number, fov: number): boolean {
  if (fov >= 360) return true;
  const c = cos((fov * Math.PI) / 360), cc = c * Math.abs(c);
  const dx = s.x[j] - s.x[i], dy = s.y[j] - s.y[i], d2 = dx * dx + dy * dy;
  const dot = s.vx[i] * dx + s.vy[i] * dy;
  return dot * Math.abs(dot) >= cc * (s.vx[i] * s.vx[i] + s.vy[i] * s.vy[i]) * d2;
}

/** The k nearest others of i within R inside the cone, by sorting (ties at the k-th distance all kept). */
function kNearest(s: AgentState, i: number, k: number, R: number, fov: number): number[] {
  const d2 = (j: number) => (s.x[j] - s.x[i]) ** 2 + (s.y[j] - s.y[i]) ** 2;
  const cand = [];
  for (let j = 0; j < s.count; j++) if (j !== i && d2(j) < R * R && inCone(s, i, j, fov)) cand.push(j);
  cand.sort((a, b) => d2(a) - d2(b));
  if (k === 0 || cand.length <= k) return cand;
  const kth = d2(cand[k - 1]);
  return cand.filter((j) => d2(j) <= kth);
}

describe('topologicalBound: the k nearest, and only they, lie inside the bound', () => {
  it('a row of five at distances 1 … 5: k = 2 admits 1 and 2; k = 5 or more, or k beyond R, admits all within R', () => {
    const agents: AgentInit[] = [{ x: 0, y: 0, vx: 1, vy: 0 }, { x: 3, y: 0 }, { x: 0, y: 1 }, { x: -5, y: 0 }, { x: 0, y: -2 }, { x: 4, y: 0 }];
    const ctx = makeCtx(agents, 10);
    const { start, d2, dx, dy } = ctx.pairs;
    const bound = (k: number, R: number) => topologicalBound(start[0], start[1], d2, dx, dy, R * R, k, false, 0, 1, 0);
    expect(bound(1, 10)).toBe(4); // admits d² < 4: only the one at 1
    expect(bound(2, 10)).toBe(9);
    expect(bound(4, 10)).toBe(25);
    expect(bound(5, 10)).toBe(100);
    expect(bound(9, 10)).toBe(100);
    expect(bound(3, 3.5)).toBe(3.5 * 3.5); // only three within R
  });

  it('ties at the k-th distance all count, so the set does not depend on the order of the list', () => {
    const agents: AgentInit[] = [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 2 }, { x: -2, y: 0 }, { x: 0, y: -3 }];
    const ctx = makeCtx(agents, 10);
    const { start, d2, dx, dy } = ctx.pairs;
    expect(topologicalBound(start[0], start[1], d2, dx, dy, 100, 2, false, 0, 0, 0)).toBe(9); // 1, 2, 2 admitted
  });

  it('property: each rule with k > 0 equals the same rule computed by hand over the k nearest (any cone)', () => {
    const coord = fc.integer({ min: 0, max: 60 }).map((v) => v * 0.1); // a lattice: ties and coincident boids happen
    const vel = fc.double({ min: -2, max: 2, noNaN: true });
    const boid = fc.record({ x: coord, y: coord, vx: vel, vy: vel });
    fc.assert(
      fc.property(fc.array(boid, { minLength: 2, maxLength: 25 }), fc.integer({ min: 1, max: 10 }), fc.constantFrom(360, 270, 120),
        (agents, k, fov) => {
          const R = 4, ctx = makeCtx(agents, R), s = ctx.state;
          const c = accel(cohesion, ctx, { weight: 1, radius: R, fov, topological: k });
          const a = accel(alignment, ctx, { weight: 1, radius: R, fov, topological: k });
          const sp = accel(separation, ctx, { weight: 1, radius: R, fov, topological: k });
          for (let i = 0; i < s.count; i++) {
            const nb = kNearest(s, i, k, R, fov);
            let cx = 0, cy = 0, vx = 0, vy = 0, sx = 0, sy = 0;
            for (const j of nb) {
              const dx = s.x[j] - s.x[i], dy = s.y[j] - s.y[i], d2 = dx * dx + dy * dy;
              cx += dx; cy += dy; vx += s.vx[j]; vy += s.vy[j];
              if (d2 > 0) { sx -= dx / d2; sy -= dy / d2; }
            }
            const n = nb.length;
            const near = (got: number, want: number) => expect(Math.abs(got - want)).toBeLessThanOrEqual(1e-9 * (1 + Math.abs(want)));
            near(c.ax[i], n ? cx / n : 0); near(c.ay[i], n ? cy / n : 0);
            near(a.ax[i], n ? vx / n - s.vx[i] : 0); near(a.ay[i], n ? vy / n - s.vy[i] : 0);
            near(sp.ax[i], sx); near(sp.ay[i], sy);
          }
        }),
      { numRuns: 150 }
    );
  });

  it('property: the admitted neighbours are the k nearest by sorting', () => {
    const coord = fc.double({ min: 0, max: 6, noNaN: true });
    fc.assert(
      fc.property(fc.array(fc.record({ x: coord, y: coord }), { minLength: 2, maxLength: 40 }), fc.integer({ min: 1, max: 12 }), (agents, k) => {
        const R = 3, ctx = makeCtx(agents, R), s = ctx.state, { start, j: J, d2, dx, dy } = ctx.pairs;
        for (let i = 0; i < s.count; i++) {
          const b = topologicalBound(start[i], start[i + 1], d2, dx, dy, R * R, k, false, 0, 0, 0);
          const got: number[] = [];
          for (let e = start[i]; e < start[i + 1]; e++) if (d2[e] < b) got.push(J[e]);
          expect(got.sort((p, q) => p - q)).toEqual(kNearest(s, i, k, R, 360).sort((p, q) => p - q));
        }
      }),
      { numRuns: 200 }
    );
  });
});

/** Positions and velocities after `seconds`, by agent id. */
function run(config: SimConfig, seconds: number): Snapshot {
  const sim = createSimulation(config);
  sim.run(seconds);
  return byId(sim);
}

/** A 64-bit fingerprint of every bit of a snapshot. */
function fingerprint(s: Snapshot): string {
  let h = 0n;
  for (const f of ['x', 'y', 'vx', 'vy'] as const) {
    for (const v of new BigUint64Array(s[f].buffer)) h = (h * 1000003n + v) & 0xffffffffffffffffn;
  }
  return h.toString(16);
}

const cone = { separation: { params: { fov: 270 } }, alignment: { params: { fov: 270 } }, cohesion: { params: { fov: 270 } } };
const steering = {
  cohesionB: { enabled: false }, separationB: { enabled: false }, alignmentB: { enabled: false },
  separation: { enabled: true, params: { weight: 5, radius: 5 } }, alignment: { enabled: true, params: { weight: 1, radius: 10 } },
  cohesion: { enabled: true, params: { weight: 0.5, radius: 10 } }, cruise: { enabled: true }
};

describe('k = 0 changes nothing', () => {
  // Fingerprints of 10 s runs measured with the engine before the parameter existed (commit 2599f75): the fused
  // sums, the written list with a view cone, all pairs without fused sums, and a steering flock in article B's world.
  const before: [string, SimConfig, string][] = [
    ['free flock, fused sums', { scenario: 'free-flock', seed: 3, params: { N: 150 } }, 'e5b67c8adb09a04f'],
    ['free flock, view cone 270°', { scenario: 'free-flock', seed: 4, params: { N: 150 }, forces: cone }, '9b58a6eb92e483d2'],
    ['free flock, all pairs, list', { scenario: 'free-flock', seed: 5, params: { N: 120 }, settings: { neighbours: 'all-pairs', fusedSums: 0 } }, '3af3414ad2a4dcf9'],
    ['steering in a soft circle', { scenario: 'bounded-flock', seed: 3, forces: steering }, 'ddb8431e7ad01179']
  ];
  for (const [name, config, print] of before) {
    it(`${name}: the same bits as before topological existed, with k = 0 given or left out`, () => {
      expect(fingerprint(run(config, 10))).toBe(print);
      const k0 = { ...config, forces: { ...config.forces } } as SimConfig;
      for (const f of ['separation', 'alignment', 'cohesion'] as const) {
        const o = (config.forces as Record<string, { params?: object }> | undefined)?.[f];
        (k0.forces as Record<string, unknown>)[f] = { ...o, params: { ...o?.params, topological: 0 } };
      }
      expect(fingerprint(run(k0, 10))).toBe(print);
    });
  }

  it('k = 50 > N keeps every neighbour within R: the same bits as metric (on the written list)', () => {
    const base: SimConfig = { scenario: 'free-flock', seed: 6, params: { N: 40 }, forces: cone };
    const all = { ...base, forces: { separation: { params: { fov: 270, topological: 50 } }, alignment: { params: { fov: 270, topological: 50 } }, cohesion: { params: { fov: 270, topological: 50 } } } } satisfies SimConfig;
    expect(identical(run(base, 5), run(all, 5))).toBe(true);
  });
});

describe('k > 0 allocates nothing per agent (its own process)', () => {
  it('free flock of 10 000, k = 7 on alignment and cohesion, k = 3 on separation, view cone 270°', () => {
    const forces = {
      cruise: { enabled: false },
      alignment: { params: { topological: 7, radius: 1.5, fov: 270 } },
      cohesion: { params: { topological: 7, radius: 1.5, fov: 270 } },
      separation: { params: { topological: 3, fov: 270 } }
    };
    const config: SimConfig = { scenario: 'free-flock', seed: 3, params: { N: 10000 }, forces };
    const probe = fileURLToPath(new URL('../engine/allocationProbe.ts', import.meta.url));
    const out = execFileSync(process.execPath, ['--import', 'tsx', probe, JSON.stringify(config)], { encoding: 'utf8' });
    const { bytesPerAgentStep } = JSON.parse(out.trim().split('\n').pop()!) as { bytesPerAgentStep: number };
    expect(bytesPerAgentStep).toBeLessThan(1);
  }, 180_000);
});

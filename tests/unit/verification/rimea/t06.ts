/**
 * RiMEA test 6 — turning a corner. Twenty persons walk along a corridor that turns left by 90° and must get round the
 * corner without passing through walls. Here: a corridor 2 m wide, each leg 12 m along its outer wall; the twenty start
 * spread over the first 6 m and follow the way-finding field to the exit at the far end. Every step of every walker is
 * checked against every wall segment: a step whose path crosses one counts as a crossing.
 */
import { evacuate, range, seedsPart, simOf, type RimeaTest } from './common';
import type { ScenarioDoc } from '$lib/engine';

const SEEDS = [1, 2, 3, 4, 5];

/** Segments (a→b) and (c→d) properly intersect. */
function crosses(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number): boolean {
  const o = (px: number, py: number, qx: number, qy: number, rx: number, ry: number) => (qx - px) * (ry - py) - (qy - py) * (rx - px);
  const d1 = o(cx, cy, dx, dy, ax, ay), d2 = o(cx, cy, dx, dy, bx, by), d3 = o(ax, ay, bx, by, cx, cy), d4 = o(ax, ay, bx, by, dx, dy);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** [out, time the last left, wall crossings]. */
function measure(doc: ScenarioDoc, seed: number): [number, number, number] {
  const sim = simOf(doc, seed), s = sim.state, n = s.count;
  const px = new Float64Array(n), py = new Float64Array(n);
  for (let i = 0; i < n; i++) { px[s.id[i]] = s.x[i]; py[s.id[i]] = s.y[i]; }
  let crossings = 0;
  const e = evacuate(sim, 120, 30, () => {
    const w = sim.walls.seg, nw = sim.walls.count;
    for (let i = 0; i < s.count; i++) {
      const id = s.id[i], x = s.x[i], y = s.y[i];
      for (let k = 0; k < nw; k++) if (crosses(px[id], py[id], x, y, w[4 * k], w[4 * k + 1], w[4 * k + 2], w[4 * k + 3])) crossings++;
      px[id] = x; py[id] = y;
    }
  });
  return [e.out, e.last, crossings];
}

export const t06: RimeaTest = {
  id: 't06', number: 6, title: 'Round a corner', file: 't06-corner.json',
  about: 'Twenty people (Weidmann’s speeds) in a corridor 2 m wide that turns left by 90°, legs 12 m long; they follow the way-finding field to the exit at the end. Every walker’s every step is checked against every wall.',
  checked: 'all 20 out; steps that cross a wall (5 seeds)',
  expected: '20 out, 0 crossings',
  parts: (doc) => seedsPart(SEEDS, (seed) => () => measure(doc, seed)),
  judge(v) {
    const r = Object.values(v) as [number, number, number][];
    const out = r.map((x) => x[0]), cross = r.reduce((a, x) => a + x[2], 0);
    return { measured: `${range(out, 0)} out, last after ${range(r.map((x) => x[1]), 1)} s; ${cross} crossings`, pass: out.every((x) => x === 20) && cross === 0 };
  }
};

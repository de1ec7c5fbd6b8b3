/**
 * The grid's list, entry for entry and bit for bit, against the order it promises (issue 20 §3, third pass: the scan
 * reads x, y and the agent of each place from one packed array). For every agent, rows oy = −k … k of its
 * (2k+1)² block; an interior row (all 2k+1 cells inside the grid along x) is one range of places, an edge row one
 * range per cell in ox order, wrapped with a shift ±W (±H for the row) on periodic axes and left out on open ones;
 * in each range the places in cell order (by cell, then by agent index). An entry is j, dx = x_j + (s_x − x_i),
 * dy likewise, d² = dx² + dy², listed when d² < cutoff² and j ≠ i: the forces sum their pairs in this order, so a
 * change in it, or in one bit of a displacement, would move every trajectory. The reference below rebuilds it from
 * the grid's geometry and cells alone, for crowds with the awkward cases: agents on cell edges, pairs exactly at the
 * cutoff, coincident agents, agents at the world's edges, periodic and open axes, 1 to 3 cells per cutoff.
 */
import { describe, expect, it } from 'vitest';
import { AgentState, NeighbourList, makeWorld, uniformGrid, type World } from '../../../src/lib/engine';

/** A small deterministic generator (xorshift). */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s / 4294967296; };
}

/** The list in the promised order, from the grid's geometry and each agent's cell (after prepare). */
function reference(state: AgentState, world: World, cutoff: number, geom: { gx: number; gy: number; k: number }, cellOf: (i: number) => number) {
  const n = state.count, { gx, gy, k } = geom, x = state.x, y = state.y, r2 = cutoff * cutoff;
  const cellStart = new Int32Array(gx * gy + 1), order = new Int32Array(n);
  for (let i = 0; i < n; i++) cellStart[cellOf(i) + 1]++;
  for (let c = 0; c < gx * gy; c++) cellStart[c + 1] += cellStart[c];
  const next = cellStart.slice();
  for (let i = 0; i < n; i++) order[next[cellOf(i)]++] = i;
  const start = [0], J: number[] = [], DX: number[] = [], DY: number[] = [], D2: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = cellOf(i), cy = Math.floor(c / gx), cx = c - cy * gx;
    const ranges: [number, number, number, number][] = [];
    for (let oy = -k; oy <= k; oy++) {
      let ny = cy + oy, sy = 0;
      if (ny < 0) { if (!world.periodicY) continue; ny += gy; sy = -world.height; } else if (ny >= gy) { if (!world.periodicY) continue; ny -= gy; sy = world.height; }
      if (cx - k >= 0 && cx + k < gx) { ranges.push([cellStart[ny * gx + cx - k], cellStart[ny * gx + cx + k + 1], 0, sy]); continue; }
      for (let ox = -k; ox <= k; ox++) {
        let nx = cx + ox, sx = 0;
        if (nx < 0) { if (!world.periodicX) continue; nx += gx; sx = -world.width; } else if (nx >= gx) { if (!world.periodicX) continue; nx -= gx; sx = world.width; }
        ranges.push([cellStart[ny * gx + nx], cellStart[ny * gx + nx + 1], sx, sy]);
      }
    }
    for (const [b, e, sx, sy] of ranges) for (let q = b; q < e; q++) {
      const j = order[q], dx = x[j] + (sx - x[i]), dy = y[j] + (sy - y[i]), d2 = dx * dx + dy * dy;
      if (d2 < r2 && j !== i) { J.push(j); DX.push(dx); DY.push(dy); D2.push(d2); }
    }
    start.push(J.length);
  }
  return { start, J, DX, DY, D2 };
}

/** A crowd with the awkward cases: on cell edges, pairs at exactly the cutoff, coincident pairs, at the world's edges. */
function crowd(seed: number, world: World, cutoff: number, k: number, n: number): AgentState {
  const next = rng(seed), s = new AgentState(), cell = cutoff / k, W = world.width, H = world.height;
  const inside = (v: number, span: number) => Math.min(Math.max(v, 0), span * (1 - 1e-12));
  for (let a = 0; a < n; a++) {
    const r = next();
    let px = next() * W, py = next() * H;
    if (r < 0.15) { px = Math.floor(px / cell) * cell; py = Math.floor(py / cell) * cell; } // on a cell's corner
    else if (r < 0.25 && s.count > 0) { const b = (next() * s.count) | 0; px = s.x[b] + (next() < 0.5 ? cutoff : 0); py = s.y[b] + (next() < 0.5 ? 0 : cutoff); } // exactly at the cutoff
    else if (r < 0.3 && s.count > 0) { const b = (next() * s.count) | 0; px = s.x[b]; py = s.y[b]; } // coincident
    else if (r < 0.35) { px = next() < 0.5 ? 0 : W * (1 - 1e-12); } // at an edge
    s.add({ x: inside(px, W), y: inside(py, H) });
  }
  return s;
}

describe('the grid lists exactly the promised entries in the promised order', () => {
  const cases: [string, World, number, number, boolean][] = [
    ['periodic both ways, k = 2', makeWorld(24, 18, true, true), 1.5, 2, false],
    ['periodic along x, open along y (the corridor), k = 2', makeWorld(60, 10, true, false), 1.5, 2, false],
    ['open both ways, k = 2', makeWorld(20, 20, false, false), 1.5, 2, false],
    ['periodic both ways, k = 1', makeWorld(12, 12, true, true), 2, 1, false],
    ['periodic along x, k = 3, reordered', makeWorld(30, 12, true, false), 1.2, 3, true],
    ['open, k = 2, reordered', makeWorld(15, 9, false, false), 1, 2, true]
  ];
  it.each(cases)('%s', (_, world, cutoff, k, reorder) => {
    for (let seed = 1; seed <= 4; seed++) {
      const state = crowd(seed * 7919 + k, world, cutoff, k, 400 + 150 * seed);
      const grid = uniformGrid({ cellsPerCutoff: k, reorderEvery: reorder ? 1 : 0 }), list = new NeighbourList();
      grid.prepare(state, world, cutoff, reorder);
      expect(grid.geometry.k).toBe(k);
      // Listed in two blocks (the second starts mid-crowd, as the simulation's blocks do).
      const half = state.count >> 1, got = { start: [0] as number[], J: [] as number[], DX: [] as number[], DY: [] as number[], D2: [] as number[] };
      for (const [from, to] of [[0, half], [half, state.count]]) {
        grid.list(state, world, from, to, list);
        for (let i = from; i < to; i++) {
          for (let e = list.start[i]; e < list.start[i + 1]; e++) { got.J.push(list.j[e]); got.DX.push(list.dx[e]); got.DY.push(list.dy[e]); got.D2.push(list.d2[e]); }
          got.start.push(got.J.length);
        }
      }
      const want = reference(state, world, cutoff, grid.geometry, (i) => grid.cellOf(i));
      expect(got.J.length).toBeGreaterThan(state.count);
      expect(got.start).toEqual(want.start);
      expect(got.J).toEqual(want.J);
      // toEqual treats 0 and −0 as equal: compare the numbers with Object.is.
      for (const key of ['DX', 'DY', 'D2'] as const) {
        const bad = got[key].findIndex((v, e) => !Object.is(v, want[key][e]));
        expect(bad, `${key}[${bad}]`).toBe(-1);
      }
    }
  });
});

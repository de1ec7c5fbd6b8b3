/**
 * k-d tree strategy on kdbush (Vladimir Agafonkin's static 2-D index over typed arrays): rebuilt every step,
 * one radius query per agent. Periodic worlds are handled with ghost copies of agents near the edges.
 */
import KDBush from 'kdbush';
import type { AgentState } from '../state';
import { wrapDelta, type World } from '../geometry/world';
import type { NeighbourList } from './neighbourList';
import type { NeighbourStrategy } from './strategy';

export function kdTree(): NeighbourStrategy {
  let ghostOf = new Int32Array(0);
  let index: KDBush | null = null;
  let cutoff = 0;
  return {
    name: 'kd-tree',
    prepare(state: AgentState, world: World, c: number): void {
      cutoff = c;
      const n = state.count, x = state.x, y = state.y;
      // Points: every agent, plus ghosts shifted by ±width/±height when within the cutoff of a periodic edge.
      const W = world.width, H = world.height, px = world.periodicX, py = world.periodicY;
      const shiftX = (i: number) => (!px ? 0 : x[i] - world.x0 < c ? W : world.x0 + W - x[i] <= c ? -W : 0);
      const shiftY = (i: number) => (!py ? 0 : y[i] - world.y0 < c ? H : world.y0 + H - y[i] <= c ? -H : 0);
      let total = n;
      for (let i = 0; i < n && (px || py); i++) {
        const sx = shiftX(i), sy = shiftY(i);
        total += (sx ? 1 : 0) + (sy ? 1 : 0) + (sx && sy ? 1 : 0);
      }
      index = new KDBush(Math.max(1, total), 16, Float64Array);
      if (ghostOf.length < total) ghostOf = new Int32Array(total * 2);
      for (let i = 0; i < n; i++) { index.add(x[i], y[i]); ghostOf[i] = i; }
      let k = n;
      for (let i = 0; i < n && (px || py); i++) {
        const sx = shiftX(i), sy = shiftY(i);
        if (sx) { index.add(x[i] + sx, y[i]); ghostOf[k++] = i; }
        if (sy) { index.add(x[i], y[i] + sy); ghostOf[k++] = i; }
        if (sx && sy) { index.add(x[i] + sx, y[i] + sy); ghostOf[k++] = i; }
      }
      if (n === 0) index.add(Infinity, Infinity);
      index.finish();
    },
    list(state: AgentState, world: World, from: number, to: number, out: NeighbourList): void {
      const x = state.x, y = state.y, W = world.width, H = world.height, px = world.periodicX, py = world.periodicY;
      out.begin(from, to, cutoff);
      const r2 = cutoff * cutoff;
      let size = 0, candidates = 0;
      for (let i = from; i < to; i++) {
        out.start[i] = size;
        // kdbush's query is inclusive of the radius; keep strictly-closer pairs like the other strategies.
        const found = index!.within(x[i], y[i], cutoff);
        candidates += found.length;
        if (size + found.length > out.j.length) { out.size = size; out.reserve(to, size + found.length); }
        // Sort by agent index so rows are in a fixed order, independent of the tree's internal layout.
        found.sort((a, b) => ghostOf[a] - ghostOf[b]);
        // An agent and its ghost can both lie within the cutoff when it exceeds half a periodic side: list each
        // neighbour once, at its minimum image, as the other strategies do.
        let last = -1;
        for (const k of found) {
          const j = ghostOf[k];
          if (j === i || j === last) continue;
          last = j;
          let dx = x[j] - x[i], dy = y[j] - y[i];
          if (px) dx = wrapDelta(dx, W);
          if (py) dy = wrapDelta(dy, H);
          const d2 = dx * dx + dy * dy;
          if (d2 >= r2) continue;
          out.j[size] = j; out.dx[size] = dx; out.dy[size] = dy; out.d2[size] = d2; size++;
        }
      }
      out.start[to] = size;
      out.size = size;
      out.candidates = candidates;
    }
  };
}

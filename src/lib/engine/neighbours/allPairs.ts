/** All pairs: every agent against every other, O(N²). The reference every faster strategy must agree with. */
import type { AgentState } from '../state';
import { wrapDelta, type World } from '../geometry/world';
import type { NeighbourList } from './neighbourList';
import type { NeighbourStrategy } from './strategy';

export function allPairs(): NeighbourStrategy {
  let cutoff = 0;
  return {
    name: 'all-pairs',
    prepare(_state: AgentState, _world: World, c: number): void {
      cutoff = c;
    },
    list(state: AgentState, world: World, from: number, to: number, out: NeighbourList): void {
      const n = state.count, x = state.x, y = state.y;
      out.begin(from, to, cutoff);
      const r2 = cutoff * cutoff, W = world.width, H = world.height, px = world.periodicX, py = world.periodicY;
      let size = 0;
      for (let i = from; i < to; i++) {
        out.start[i] = size;
        if (size + n > out.j.length) { out.size = size; out.reserve(to, size + n); }
        const J = out.j, DX = out.dx, DY = out.dy, D2 = out.d2;
        const xi = x[i], yi = y[i];
        for (let j = 0; j < n; j++) {
          let dx = x[j] - xi, dy = y[j] - yi;
          if (px) dx = wrapDelta(dx, W);
          if (py) dy = wrapDelta(dy, H);
          const d2 = dx * dx + dy * dy;
          if (d2 < r2 && j !== i) { J[size] = j; DX[size] = dx; DY[size] = dy; D2[size] = d2; size++; }
        }
      }
      out.start[to] = size;
      out.size = size;
      out.candidates = (to - from) * (n - 1);
    }
  };
}

/**
 * Groups: the clusters a flock has broken into. Two agents are in one group when a chain of agents, each closer than
 * `link` to the next, joins them (single-linkage clustering, by union–find over the pairs within `link` found with a
 * cell grid). One cohesive flock is one group; a flock that has fragmented counts its fragments, a stray boid alone
 * counts one. Ballerini et al. (2008) measured cohesion in their simulations by such fragments.
 */
import type { AgentState } from '../state';
import { wrapDelta, type World } from '../geometry/world';
import { CellGrid } from './cellGrid';

/** Reusable scratch. */
class GroupScratch {
  readonly grid = new CellGrid();
  parent = new Int32Array(0);
}

const shared = new GroupScratch();

function find(parent: Int32Array, a: number): number {
  while (parent[a] !== a) { parent[a] = parent[parent[a]]; a = parent[a]; }
  return a;
}

/** The number of groups of agents linked by chains of gaps shorter than `link` (m); 0 with no agents. */
export function groupCount(state: AgentState, world: World, link: number, scratch: GroupScratch = shared): number {
  const n = state.count, { x, y } = state;
  if (n === 0) return 0;
  if (scratch.parent.length < n) scratch.parent = new Int32Array(state.capacity);
  const parent = scratch.parent, g = scratch.grid, link2 = link * link;
  for (let i = 0; i < n; i++) parent[i] = i;
  g.build(state, world, link);
  const px = world.periodicX, py = world.periodicY, W = world.width, H = world.height;
  let groups = n;
  for (let b = 0; b < g.ny; b++) {
    for (let a = 0; a < g.nx; a++) {
      const c = g.cellIndex(a, b);
      for (let db = -1; db <= 1; db++) {
        let nb = b + db;
        if (g.periodicY) { nb %= g.ny; if (nb < 0) nb += g.ny; } else if (nb < 0 || nb >= g.ny) continue;
        for (let da = -1; da <= 1; da++) {
          let na = a + da;
          if (g.periodicX) { na %= g.nx; if (na < 0) na += g.nx; } else if (na < 0 || na >= g.nx) continue;
          const c2 = g.cellIndex(na, nb);
          for (let e = g.cellStart[c], end = g.cellStart[c + 1]; e < end; e++) {
            const i = g.items[e];
            for (let f = g.cellStart[c2], end2 = g.cellStart[c2 + 1]; f < end2; f++) {
              const j = g.items[f];
              if (j <= i) continue;
              let dx = x[j] - x[i], dy = y[j] - y[i];
              if (px) dx = wrapDelta(dx, W);
              if (py) dy = wrapDelta(dy, H);
              if (dx * dx + dy * dy >= link2) continue;
              const ri = find(parent, i), rj = find(parent, j);
              if (ri !== rj) { parent[ri] = rj; groups--; }
            }
          }
        }
      }
    }
  }
  return groups;
}

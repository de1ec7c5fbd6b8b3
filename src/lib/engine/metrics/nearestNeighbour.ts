/**
 * Nearest-neighbour distance: for each agent the distance to the closest other agent (centre to centre,
 * minimum image on periodic axes), and its mean over agents — a measure of how tightly a flock packs.
 *
 * Fast path: the simulation's neighbour list `sim.pairs` (built at the start of the last sub-step) already holds
 * every agent within its cutoff. Distances are recomputed from the current positions, and the list's answer is
 * accepted when it is within half the cutoff — an agent missing from the list was at least one cutoff away when
 * it was built and cannot have come closer than that in one step. Otherwise (no list, a stale list after agents
 * were added or removed, or an isolated agent) a cell grid answers exactly with a ring search.
 */
import type { AgentState } from '../state';
import { wrapDelta, type World } from '../geometry/world';
import type { NeighbourList } from '../neighbours/neighbourList';
import { CellGrid } from './cellGrid';

/** Reusable scratch; one shared instance is used when none is given. */
class NearestScratch {
  readonly grid = new CellGrid();
  built = false;
  d = new Float64Array(0);
}

const shared = new NearestScratch();

/** Squared distance from agent i to its nearest neighbour by brute force (O(N)). */
function bruteNearest2(state: AgentState, world: World, i: number): number {
  const { x, y } = state, n = state.count, px = world.periodicX, py = world.periodicY, W = world.width, H = world.height;
  const xi = x[i], yi = y[i];
  let best = Infinity;
  for (let j = 0; j < n; j++) {
    if (j === i) continue;
    let dx = x[j] - xi, dy = y[j] - yi;
    if (px) dx = wrapDelta(dx, W);
    if (py) dy = wrapDelta(dy, H);
    const d2 = dx * dx + dy * dy;
    if (d2 < best) best = d2;
  }
  return best;
}

function scanCell(state: AgentState, world: World, g: CellGrid, cell: number, i: number, best: number): number {
  const { x, y } = state, px = world.periodicX, py = world.periodicY, W = world.width, H = world.height;
  const xi = x[i], yi = y[i], items = g.items;
  for (let e = g.cellStart[cell], end = g.cellStart[cell + 1]; e < end; e++) {
    const j = items[e];
    if (j === i) continue;
    let dx = x[j] - xi, dy = y[j] - yi;
    if (px) dx = wrapDelta(dx, W);
    if (py) dy = wrapDelta(dy, H);
    const d2 = dx * dx + dy * dy;
    if (d2 < best) best = d2;
  }
  return best;
}

/** Visits cell (ci + dx, cj + dy) if it exists (wrapping periodic axes); returns the updated best. */
function visit(state: AgentState, world: World, g: CellGrid, ci: number, cj: number, dx: number, dy: number, i: number, best: number): number {
  let a = ci + dx, b = cj + dy;
  if (g.periodicX) { a %= g.nx; if (a < 0) a += g.nx; } else if (a < 0 || a >= g.nx) return best;
  if (g.periodicY) { b %= g.ny; if (b < 0) b += g.ny; } else if (b < 0 || b >= g.ny) return best;
  return scanCell(state, world, g, g.cellIndex(a, b), i, best);
}

/** Squared nearest distance for agent i with a ring search in the grid (exact). */
function gridNearest2(state: AgentState, world: World, g: CellGrid, i: number): number {
  const ci = g.cx(state.x[i]), cj = g.cy(state.y[i]), cmin = Math.min(g.cw, g.ch);
  let best = Infinity;
  for (let k = 0; ; k++) {
    // A ring wider than a periodic axis would visit cells twice: small grids just scan everyone.
    if ((g.periodicX && 2 * k + 1 > g.nx) || (g.periodicY && 2 * k + 1 > g.ny)) return bruteNearest2(state, world, i);
    if (!g.periodicX && !g.periodicY && k > Math.max(ci, g.nx - 1 - ci) && k > Math.max(cj, g.ny - 1 - cj)) return best;
    if (k === 0) best = visit(state, world, g, ci, cj, 0, 0, i, best);
    else {
      for (let dx = -k; dx <= k; dx++) {
        best = visit(state, world, g, ci, cj, dx, -k, i, best);
        best = visit(state, world, g, ci, cj, dx, k, i, best);
      }
      for (let dy = -k + 1; dy <= k - 1; dy++) {
        best = visit(state, world, g, ci, cj, -k, dy, i, best);
        best = visit(state, world, g, ci, cj, k, dy, i, best);
      }
    }
    // Every cell beyond ring k is more than k cell widths away.
    if (best <= k * cmin * (k * cmin)) return best;
  }
}

/**
 * Writes each agent's nearest-neighbour distance (m) into out[0 … count−1] (Infinity when alone) and returns out.
 * `pairs`: the simulation's neighbour list, used when it is current.
 */
export function nearestNeighbourDistances(
  state: AgentState, world: World, out: Float64Array, pairs?: NeighbourList | null, scratch: NearestScratch = shared
): Float64Array {
  const n = state.count, { x, y } = state, px = world.periodicX, py = world.periodicY, W = world.width, H = world.height;
  scratch.built = false;
  const usePairs = !!pairs && pairs.cutoff > 0 && pairs.from === 0 && pairs.to === n;
  const accept2 = usePairs ? 0.25 * pairs!.cutoff * pairs!.cutoff : -1;
  for (let i = 0; i < n; i++) {
    let best = Infinity;
    if (usePairs) {
      const { j, start } = pairs!, xi = x[i], yi = y[i];
      for (let e = start[i], end = start[i + 1]; e < end; e++) {
        let dx = x[j[e]] - xi, dy = y[j[e]] - yi;
        if (px) dx = wrapDelta(dx, W);
        if (py) dy = wrapDelta(dy, H);
        const d2 = dx * dx + dy * dy;
        if (d2 < best) best = d2;
      }
    }
    if (!(best <= accept2)) {
      if (n <= 64) best = bruteNearest2(state, world, i);
      else {
        if (!scratch.built) {
          // About one agent per cell.
          const area = cellArea(state, world);
          scratch.grid.build(state, world, Math.sqrt(area / n));
          scratch.built = true;
        }
        best = gridNearest2(state, world, scratch.grid, i);
      }
    }
    out[i] = Math.sqrt(best);
  }
  return out;
}

/** The area the agents occupy: the world on periodic axes, the bounding box on open ones. */
function cellArea(state: AgentState, world: World): number {
  const n = state.count, { x, y } = state;
  let ax = Infinity, bx = -Infinity, ay = Infinity, by = -Infinity;
  for (let i = 0; i < n; i++) {
    if (x[i] < ax) ax = x[i]; if (x[i] > bx) bx = x[i];
    if (y[i] < ay) ay = y[i]; if (y[i] > by) by = y[i];
  }
  const w = world.periodicX ? world.width : Math.max(bx - ax, 1e-6);
  const h = world.periodicY ? world.height : Math.max(by - ay, 1e-6);
  return w * h;
}

/** Mean nearest-neighbour distance (m) over agents; NaN with fewer than two agents. */
export function meanNearestNeighbour(state: AgentState, world: World, pairs?: NeighbourList | null, scratch: NearestScratch = shared): number {
  const n = state.count;
  if (n < 2) return NaN;
  if (scratch.d.length < n) scratch.d = new Float64Array(state.capacity);
  const d = nearestNeighbourDistances(state, world, scratch.d, pairs, scratch);
  let s = 0;
  for (let i = 0; i < n; i++) s += d[i];
  return s / n;
}

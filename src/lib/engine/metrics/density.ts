/**
 * Density in persons per m².
 *  - densityInRect: agents whose centre lies in an axis-aligned rectangle, divided by its area (the classic
 *    measurement area of pedestrian experiments).
 *  - densityAround: agents within radius r of a point, divided by the part of the disc inside the world.
 *  - meanLocalDensity: for each agent, the *other* agents within r (default 1 m) divided by the disc area,
 *    averaged over agents. Leaving the agent itself out makes it unbiased: for N agents spread uniformly over an
 *    area A the expected value is (N − 1)/A. On open axes the disc is clipped to the world rectangle, so agents
 *    along a corridor wall are not counted as living at half the density. Interior walls and obstacles are not
 *    subtracted (Voronoi cells would do that; not needed here).
 */
import type { AgentState } from '../state';
import { wrapDelta, type World } from '../geometry/world';
import { CellGrid } from './cellGrid';
import { acos, asin, cos } from '../math';

export function densityInRect(state: AgentState, x0: number, y0: number, x1: number, y1: number): number {
  const { x, y } = state, n = state.count, area = (x1 - x0) * (y1 - y0);
  if (!(area > 0)) return NaN;
  let c = 0;
  for (let i = 0; i < n; i++) if (x[i] >= x0 && x[i] < x1 && y[i] >= y0 && y[i] < y1) c++;
  return c / area;
}

/** Quadrature nodes for a disc clipped on both axes (a corner). */
const QUAD = 96;

/** Area of the part of a disc of radius r beyond a line at signed distance d from its centre (a circular segment). */
function segment(d: number, r: number): number {
  if (d >= r) return 0;
  if (d <= -r) return Math.PI * r * r;
  return r * r * acos(d / r) - d * Math.sqrt(r * r - d * d);
}

/**
 * Area (m²) of the disc of radius r at (cx, cy) inside the world rectangle; periodic axes do not clip.
 * Exact when only one axis clips (a corridor: the disc minus two circular segments); near a corner, a midpoint
 * rule in θ (x = r sin θ, 96 nodes) with relative error below 1e-3.
 */
export function discAreaInWorld(world: World, cx: number, cy: number, r: number): number {
  const full = Math.PI * r * r;
  const xl = world.periodicX ? -Infinity : world.x0 - cx, xr = world.periodicX ? Infinity : world.x0 + world.width - cx;
  const yl = world.periodicY ? -Infinity : world.y0 - cy, yr = world.periodicY ? Infinity : world.y0 + world.height - cy;
  const clipX = xl > -r || xr < r, clipY = yl > -r || yr < r;
  if (!clipX && !clipY) return full;
  if (!clipX) return Math.max(0, full - segment(-yl, r) - segment(yr, r));
  if (!clipY) return Math.max(0, full - segment(-xl, r) - segment(xr, r));
  const a = asin(Math.max(-1, Math.min(1, xl / r))), b = asin(Math.max(-1, Math.min(1, xr / r)));
  if (!(b > a)) return 0;
  const h = (b - a) / QUAD;
  let s = 0;
  for (let k = 0; k < QUAD; k++) {
    const th = a + (k + 0.5) * h, c = cos(th), half = r * c;
    const lo = Math.max(-half, yl), hi = Math.min(half, yr);
    if (hi > lo) s += (hi - lo) * r * c;
  }
  return s * h;
}

/** Agents within r of (px, py) per m² of the disc inside the world. */
export function densityAround(state: AgentState, world: World, px: number, py: number, r: number): number {
  const { x, y } = state, n = state.count, W = world.width, H = world.height, r2 = r * r;
  let c = 0;
  for (let i = 0; i < n; i++) {
    let dx = x[i] - px, dy = y[i] - py;
    if (world.periodicX) dx = wrapDelta(dx, W);
    if (world.periodicY) dy = wrapDelta(dy, H);
    if (dx * dx + dy * dy <= r2) c++;
  }
  const area = discAreaInWorld(world, px, py, r);
  return area > 0 ? c / area : NaN;
}

const grid = new CellGrid();

/** Mean over agents of (other agents within r) / (disc area inside the world), persons per m²; 0 with no agents. */
export function meanLocalDensity(state: AgentState, world: World, r = 1): number {
  const n = state.count;
  if (n === 0) return 0;
  const { x, y } = state, W = world.width, H = world.height, r2 = r * r, px = world.periodicX, py = world.periodicY;
  grid.build(state, world, r);
  const g = grid, kx = Math.ceil(r / g.cw), ky = Math.ceil(r / g.ch);
  // On a periodic axis with few cells, a ±k range would visit a cell twice: take every column once instead.
  const allX = px && 2 * kx + 1 >= g.nx, allY = py && 2 * ky + 1 >= g.ny;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const xi = x[i], yi = y[i], ci = g.cx(xi), cj = g.cy(yi);
    const aLo = allX ? 0 : ci - kx, aHi = allX ? g.nx - 1 : ci + kx;
    const bLo = allY ? 0 : cj - ky, bHi = allY ? g.ny - 1 : cj + ky;
    let c = 0;
    for (let bb = bLo; bb <= bHi; bb++) {
      let b = bb;
      if (py) { b %= g.ny; if (b < 0) b += g.ny; } else if (b < 0 || b >= g.ny) continue;
      for (let aa = aLo; aa <= aHi; aa++) {
        let a = aa;
        if (px) { a %= g.nx; if (a < 0) a += g.nx; } else if (a < 0 || a >= g.nx) continue;
        const cell = g.cellIndex(a, b);
        for (let e = g.cellStart[cell], end = g.cellStart[cell + 1]; e < end; e++) {
          const j = g.items[e];
          if (j === i) continue;
          let dx = x[j] - xi, dy = y[j] - yi;
          if (px) dx = wrapDelta(dx, W);
          if (py) dy = wrapDelta(dy, H);
          if (dx * dx + dy * dy <= r2) c++;
        }
      }
    }
    const area = discAreaInWorld(world, xi, yi, r);
    sum += area > 0 ? c / area : 0;
  }
  return sum / n;
}

/**
 * The fine grid the distance fields live on, and what the walls do to it.
 *
 * Cells are h × h over the world's rectangle, centres at x0 + (i + ½)h, y0 + (j + ½)h, index k = j·nx + i.
 * Resolution: the finest of 0.1, 0.125, 0.15 and 0.2 m that keeps the grid within MAX_CELLS cells (coarser still, in
 * proportion, beyond 0.2 m only for worlds over 45 × 45 m): a 20 × 20 m room gets 0.1 m, a 30 × 30 m room 0.15 m.
 * Fields are recomputed while the simulation runs (an exit shut, a wall dragged), and a rebuild costs about 0.3 µs
 * per cell and field (a binary heap's pushes and pops dominate), so the cell count is what is budgeted: at 0.15 m a
 * 0.6 m door is still four cells wide and the 0.3 m clearance two.
 *
 * Walls act twice:
 *  - a cell whose centre is within h/2 (+5 %) of a wall is blocked: any step between 4-neighbours that crosses a wall
 *    passes within h/2 of it, so a field marching over 4-neighbours cannot leak through a wall of zero thickness;
 *  - within the clearance c (0.3 m, about a body radius) of a wall a cell costs more to cross,
 *    slowness f = 1 + K(1 − d/c)², so shortest paths keep about a body's width off corners instead of grazing them.
 *    It is a cost, not a ban, so that doors narrower than 2c (0.6 m) stay open.
 * Periodic axes are ignored here: fields are for bounded rooms and corridors, and treat the world's edges as the end
 * of the walkable area.
 */
import type { World } from '../geometry/world';

export const CELLS = [0.1, 0.125, 0.15, 0.2] as const;
export const MAX_CELLS = 50_000;
/** Clearance (m) and extra slowness at a wall. */
export const CLEARANCE = 0.3;
export const WALL_COST = 4;

export class NavGrid {
  readonly h: number;
  readonly nx: number;
  readonly ny: number;
  readonly x0: number;
  readonly y0: number;
  readonly size: number;
  /** Distance (m) from each cell centre to the nearest wall, capped at CLEARANCE. */
  readonly wallDist: Float32Array;
  /** 1 where a wall passes through the cell (see the file's comment). */
  readonly blocked: Uint8Array;
  /** Slowness (cost per metre) of each cell. */
  readonly slowness: Float32Array;

  /** `cell`: a fixed cell size (tests); by default the finest of CELLS within MAX_CELLS. */
  constructor(world: World, cell?: number) {
    const area = world.width * world.height;
    let h = cell ?? CELLS.find((c) => area / (c * c) <= MAX_CELLS) ?? Math.sqrt(area / MAX_CELLS);
    this.h = h;
    this.nx = Math.max(2, Math.ceil(world.width / h));
    this.ny = Math.max(2, Math.ceil(world.height / h));
    this.x0 = world.x0;
    this.y0 = world.y0;
    this.size = this.nx * this.ny;
    this.wallDist = new Float32Array(this.size);
    this.blocked = new Uint8Array(this.size);
    this.slowness = new Float32Array(this.size);
  }

  cx(i: number): number { return this.x0 + (i + 0.5) * this.h; }
  cy(j: number): number { return this.y0 + (j + 0.5) * this.h; }

  /** The cell containing (x, y), clamped to the grid. */
  cellOf(x: number, y: number): number {
    let i = Math.floor((x - this.x0) / this.h), j = Math.floor((y - this.y0) / this.h);
    if (i < 0) i = 0; else if (i >= this.nx) i = this.nx - 1;
    if (j < 0) j = 0; else if (j >= this.ny) j = this.ny - 1;
    return j * this.nx + i;
  }

  /** Rasterises the walls (flat [x1, y1, x2, y2] per wall): distances, blocked cells, slowness. */
  setWalls(seg: ArrayLike<number>, count: number): void {
    const d = this.wallDist, h = this.h;
    d.fill(CLEARANCE);
    forCellsNear(this, seg, count, CLEARANCE, (k, dist) => { if (dist < d[k]) d[k] = dist; });
    const block = 0.525 * h;
    for (let k = 0; k < this.size; k++) {
      const w = d[k];
      this.blocked[k] = w <= block ? 1 : 0;
      const q = 1 - w / CLEARANCE;
      this.slowness[k] = q > 0 ? 1 + WALL_COST * q * q : 1;
    }
  }
}

/** Calls visit(k, distance) for every cell whose centre is within r of a segment (once per segment and cell). */
export function forCellsNear(g: NavGrid, seg: ArrayLike<number>, count: number, r: number, visit: (k: number, dist: number) => void): void {
  const h = g.h;
  for (let s = 0; s < count; s++) {
    const x1 = seg[4 * s], y1 = seg[4 * s + 1], x2 = seg[4 * s + 2], y2 = seg[4 * s + 3];
    const i0 = Math.max(0, Math.floor((Math.min(x1, x2) - r - g.x0) / h)), i1 = Math.min(g.nx - 1, Math.floor((Math.max(x1, x2) + r - g.x0) / h));
    const j0 = Math.max(0, Math.floor((Math.min(y1, y2) - r - g.y0) / h)), j1 = Math.min(g.ny - 1, Math.floor((Math.max(y1, y2) + r - g.y0) / h));
    const ex = x2 - x1, ey = y2 - y1, len2 = ex * ex + ey * ey;
    for (let j = j0; j <= j1; j++) {
      const py = g.cy(j);
      for (let i = i0; i <= i1; i++) {
        const px = g.cx(i);
        let t = len2 > 0 ? ((px - x1) * ex + (py - y1) * ey) / len2 : 0;
        if (t < 0) t = 0; else if (t > 1) t = 1;
        const dx = px - x1 - t * ex, dy = py - y1 - t * ey, dist = Math.sqrt(dx * dx + dy * dy);
        if (dist <= r) visit(j * g.nx + i, dist);
      }
    }
  }
}

/**
 * What the grid's scans share: the grid as the last build left it and the call's arguments (GridScan), the index
 * ranges of the block of cells around one cell (Stencil), and an interior cell's block written inline (interiorRows).
 */
import type { World } from '../geometry/world';
import type { NeighbourList } from './neighbourList';
import type { NeighbourSums } from './neighbourSums';

/**
 * What the scans read, as one typed object: the grid as the last build left it (cells, the sorted order, positions
 * and velocities in cell order, the stencil), and the call's agents and output. Each grid owns one (so each
 * simulation does), made once and rewritten in place by every build and call: the scans take it and allocate nothing.
 * (After kdbush: one object, destructured into locals on the scan's first line.)
 */
export class GridScan {
  /** Cells along x and y; a cell's height (m). */
  gx = 0;
  gy = 0;
  csy = 0;
  /** The cutoff the grid was built for (m). */
  cutoff = 0;
  /** Cell c holds the places cellStart[c] … cellStart[c+1]−1 of the cell order. */
  cellStart = new Int32Array(0);
  /** order[p]: the agent at place p; cellOf[i]: agent i's cell; placeOf[i]: agent i's place (the inverse of order). */
  order = new Int32Array(0);
  cellOf = new Int32Array(0);
  placeOf = new Int32Array(0);
  /**
   * The cell order packed: place p holds x at 3p, y at 3p + 1 and the agent (order[p]) at 3p + 2. The scans read
   * candidates from here, contiguously (like the yardstick). One array, not three: a block's 2k+1 rows lie far apart
   * in the cell order, and a row's candidates are then one stream of memory instead of three (x, y, order).
   */
  packed = new Float64Array(0);
  /** Velocities in cell order, gathered at the first block of each sums pass. */
  svx = new Float64Array(0);
  svy = new Float64Array(0);
  readonly stencil: Stencil;
  // The call: the world and the agents' own positions (the state's arrays, which grow with it), the agents
  // from … to−1 to list, and where the rows or the sums go.
  world: World = { x0: 0, y0: 0, width: 0, height: 0, periodicX: false, periodicY: false };
  x: Float64Array = new Float64Array(0);
  y: Float64Array = new Float64Array(0);
  from = 0;
  to = 0;
  list: NeighbourList | null = null;
  sums: NeighbourSums | null = null;

  constructor(k: number) {
    this.stencil = new Stencil(k);
  }
}

/** The index ranges of the (2k+1)² block of cells around one cell, with the periodic shift of each. */
export class Stencil {
  b: Int32Array; e: Int32Array; sx: Float64Array; sy: Float64Array;
  /** Per range: 1 when its row can hold agents within the inner radius (rows with |oy| ≤ nearRows). */
  near: Uint8Array;
  nearRows: number;
  count = 0;
  /** Candidates in all ranges. */
  total = 0;
  constructor(public k: number) {
    const m = (2 * k + 1) * (2 * k + 1);
    this.b = new Int32Array(m); this.e = new Int32Array(m); this.sx = new Float64Array(m); this.sy = new Float64Array(m);
    this.near = new Uint8Array(m);
    this.nearRows = k;
  }

  // The world comes as an object, not as width and height: doubles passed to a call that is not inlined are boxed,
  // and V8 may box them wherever the call is reachable, once per cell even when fill is not called.
  fill(cx: number, cy: number, gx: number, gy: number, cellStart: Int32Array, world: World): void {
    const k = this.k, near = this.nearRows;
    const W = world.width, H = world.height, px = world.periodicX, py = world.periodicY;
    let nr = 0, total = 0;
    for (let oy = -k; oy <= k; oy++) {
      const isNear = (oy < 0 ? -oy : oy) <= near ? 1 : 0;
      let ny = cy + oy, sy = 0;
      if (ny < 0) { if (!py) continue; ny += gy; sy = -H; } else if (ny >= gy) { if (!py) continue; ny -= gy; sy = H; }
      const row = ny * gx;
      if (cx - k >= 0 && cx + k < gx) {
        // An interior row of the block is one contiguous range.
        this.b[nr] = cellStart[row + cx - k]; this.e[nr] = cellStart[row + cx + k + 1]; this.sx[nr] = 0; this.sy[nr] = sy;
        this.near[nr] = isNear; total += this.e[nr] - this.b[nr]; nr++;
      } else {
        for (let ox = -k; ox <= k; ox++) {
          let nx = cx + ox, sx = 0;
          if (nx < 0) { if (!px) continue; nx += gx; sx = -W; } else if (nx >= gx) { if (!px) continue; nx -= gx; sx = W; }
          this.b[nr] = cellStart[row + nx]; this.e[nr] = cellStart[row + nx + 1]; this.sx[nr] = sx; this.sy[nr] = sy;
          this.near[nr] = isNear; total += this.e[nr] - this.b[nr]; nr++;
        }
      }
    }
    this.count = nr;
    this.total = total;
  }
}

/**
 * The block of an interior cell, the common case of both scans: its 2k+1 rows are contiguous ranges of the cell
 * order without periodic shifts, so only the ranges' ends are written (b, e), rows `first`, `first` + gx, … of
 * span cells each; the shifts stay the zeros an interior fill() left. Returns the candidates in the block. A small
 * plain function, so that V8 inlines it into both scans (an earlier shared method, called per cell, cost 8 % of a step).
 */
export function interiorRows(cellStart: Int32Array, first: number, gx: number, span: number, b: Int32Array, e: Int32Array): number {
  let total = 0;
  for (let r = 0, row = first; r < span; r++, row += gx) {
    const lo = cellStart[row], hi = cellStart[row + span];
    b[r] = lo; e[r] = hi; total += hi - lo;
  }
  return total;
}

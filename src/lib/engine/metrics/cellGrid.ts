/**
 * A small cell grid for the metrics' own spatial queries (nearest neighbour, local density), independent of the
 * simulation's neighbour strategy so a metric is correct whatever the forces' cutoff is. Agents are binned by a
 * counting sort into compressed rows (cellStart / items); the arrays are reused between calls.
 * Periodic axes span the world (cells wrap); open axes span the agents' bounding box, so agents outside the
 * world (a sink, the street beyond a door) are still binned correctly.
 */
import type { AgentState } from '../state';
import type { World } from '../geometry/world';

export class CellGrid {
  nx = 1; ny = 1;
  /** Cell size along each axis (≥ the size asked for) and the grid origin. */
  cw = 1; ch = 1; ox = 0; oy = 0;
  periodicX = false; periodicY = false;
  cellStart = new Int32Array(2);
  items = new Int32Array(0);
  cellOf = new Int32Array(0);

  build(state: AgentState, world: World, cellSize: number): void {
    const n = state.count, { x, y } = state;
    this.periodicX = world.periodicX; this.periodicY = world.periodicY;
    let x0 = world.x0, x1 = world.x0 + world.width, y0 = world.y0, y1 = world.y0 + world.height;
    if (!world.periodicX || !world.periodicY) {
      let ax = Infinity, bx = -Infinity, ay = Infinity, by = -Infinity;
      for (let i = 0; i < n; i++) {
        if (x[i] < ax) ax = x[i]; if (x[i] > bx) bx = x[i];
        if (y[i] < ay) ay = y[i]; if (y[i] > by) by = y[i];
      }
      if (!world.periodicX) { x0 = n ? ax : 0; x1 = n ? bx : 1; }
      if (!world.periodicY) { y0 = n ? ay : 0; y1 = n ? by : 1; }
    }
    const spanX = Math.max(x1 - x0, 1e-9), spanY = Math.max(y1 - y0, 1e-9);
    const size = Math.max(cellSize, 1e-9);
    // Periodic: a whole number of cells tiles the axis. Open: enough cells to cover the box (the last one holds the max).
    let nx = world.periodicX ? Math.max(1, Math.floor(spanX / size)) : Math.max(1, Math.floor(spanX / size) + 1);
    let ny = world.periodicY ? Math.max(1, Math.floor(spanY / size)) : Math.max(1, Math.floor(spanY / size) + 1);
    // Keep the grid at most ~4 cells per agent, so sparse agents in a huge box do not cost memory.
    const maxCells = 4 * n + 16;
    while (nx * ny > maxCells) { nx = Math.max(1, Math.ceil(nx / 2)); ny = Math.max(1, Math.ceil(ny / 2)); }
    this.nx = nx; this.ny = ny; this.ox = x0; this.oy = y0;
    // Open axes: cells of at least `size` whose union covers the box (the clamp in cx/cy is only a safety net).
    this.cw = world.periodicX ? spanX / nx : Math.max(size, (spanX * (1 + 1e-12) + 1e-12) / nx);
    this.ch = world.periodicY ? spanY / ny : Math.max(size, (spanY * (1 + 1e-12) + 1e-12) / ny);

    const cells = nx * ny;
    if (this.cellStart.length < cells + 1) this.cellStart = new Int32Array(cells + 1);
    if (this.items.length < n) { this.items = new Int32Array(state.capacity); this.cellOf = new Int32Array(state.capacity); }
    const start = this.cellStart, cellOf = this.cellOf, items = this.items;
    start.fill(0, 0, cells + 1);
    for (let i = 0; i < n; i++) {
      const c = this.cellIndex(this.cx(x[i]), this.cy(y[i]));
      cellOf[i] = c;
      start[c + 1]++;
    }
    for (let c = 0; c < cells; c++) start[c + 1] += start[c];
    // Fill the rows, advancing start[c] as a cursor; afterwards start[c] is the end of row c, so shift back.
    for (let i = 0; i < n; i++) items[start[cellOf[i]]++] = i;
    for (let c = cells; c > 0; c--) start[c] = start[c - 1];
    start[0] = 0;
  }

  /** Cell column of coordinate x (clamped / wrapped). */
  cx(x: number): number {
    let i = Math.floor((x - this.ox) / this.cw);
    if (this.periodicX) { i %= this.nx; if (i < 0) i += this.nx; }
    else if (i < 0) i = 0; else if (i >= this.nx) i = this.nx - 1;
    return i;
  }

  cy(y: number): number {
    let j = Math.floor((y - this.oy) / this.ch);
    if (this.periodicY) { j %= this.ny; if (j < 0) j += this.ny; }
    else if (j < 0) j = 0; else if (j >= this.ny) j = this.ny - 1;
    return j;
  }

  cellIndex(i: number, j: number): number {
    return j * this.nx + i;
  }
}

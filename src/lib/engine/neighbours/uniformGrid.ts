/**
 * Uniform grid (cell list) built by counting sort. Cells are at least the cutoff wide, so every neighbour of an
 * agent is in its own cell or one of the 8 around it. The agents themselves are reordered by cell, so a cell's
 * agents are one contiguous index range and a stencil row of three cells is one range too: the scan reads memory
 * in order, like the yardstick's sorted copies, without copying back.
 */
import type { AgentState } from '../state';
import type { World } from '../geometry/world';
import type { NeighbourList, NeighbourStrategy } from './neighbourList';
import { allPairs } from './allPairs';

export interface UniformGridOptions {
  /**
   * Reorder the agents by cell every this many builds (default 8; 1 = every build; 0 = never). In between, the
   * scan goes through the cell index array; agents barely move in a few steps, so memory stays nearly in order
   * and the cost of moving every per-agent array is paid only now and then.
   */
  reorderEvery?: number;
  /** Cap on cells for open worlds where agents spread far (memory stays O(N)). */
  maxCellsPerAgent?: number;
}

export function uniformGrid(options: UniformGridOptions = {}): NeighbourStrategy & { lastCellSize: number; lastGrid: [number, number] } {
  const maxCellsPerAgent = options.maxCellsPerAgent ?? 4;
  let cellOf = new Int32Array(0);
  let order = new Int32Array(0);
  let cellStart = new Int32Array(0);
  let builds = 0;
  const reorderEvery = options.reorderEvery ?? 8;
  const stencil = new Stencil();

  const strategy = {
    name: 'grid',
    lastCellSize: 0,
    lastGrid: [0, 0] as [number, number],
    build(state: AgentState, world: World, cutoff: number, out: NeighbourList): void {
      const n = state.count;
      out.clear(n, cutoff);
      if (n === 0 || !(cutoff > 0)) { for (let i = 0; i <= n; i++) out.start[i] = 0; return; }

      // 1. Grid geometry: the world's box on periodic axes, the agents' bounding box on open axes.
      let minX = world.x0, minY = world.y0, spanX = world.width, spanY = world.height;
      const x = state.x, y = state.y;
      if (!world.periodicX || !world.periodicY) {
        let lx = Infinity, hx = -Infinity, ly = Infinity, hy = -Infinity;
        for (let i = 0; i < n; i++) {
          const a = x[i], b = y[i];
          if (a < lx) lx = a; if (a > hx) hx = a; if (b < ly) ly = b; if (b > hy) hy = b;
        }
        if (!world.periodicX) { minX = lx; spanX = hx - lx + 1e-9; }
        if (!world.periodicY) { minY = ly; spanY = hy - ly + 1e-9; }
      }
      let gx = Math.max(1, Math.floor(spanX / cutoff)), gy = Math.max(1, Math.floor(spanY / cutoff));
      // A periodic axis needs 3 cells or more, or the stencil would visit one cell twice.
      if ((world.periodicX && gx < 3) || (world.periodicY && gy < 3)) { allPairs().build(state, world, cutoff, out); return; }
      // Open worlds: if agents are spread thin, coarser cells keep memory O(N) (still correct, cells ≥ cutoff).
      while (gx * gy > maxCellsPerAgent * n + 64) {
        if (!world.periodicX || gx > 3) gx = Math.max(world.periodicX ? 3 : 1, gx >> 1);
        if (!world.periodicY || gy > 3) gy = Math.max(world.periodicY ? 3 : 1, gy >> 1);
        if (gx <= 3 && gy <= 3) break;
      }
      const csx = spanX / gx, csy = spanY / gy, ncell = gx * gy;
      strategy.lastCellSize = Math.min(csx, csy);
      strategy.lastGrid = [gx, gy];

      // 2. Counting sort of agents by cell.
      if (cellOf.length < n) { cellOf = new Int32Array(state.capacity); order = new Int32Array(state.capacity); }
      if (cellStart.length < ncell + 1) cellStart = new Int32Array(ncell + 1);
      cellStart.fill(0, 0, ncell + 1);
      const ix = 1 / csx, iy = 1 / csy;
      for (let i = 0; i < n; i++) {
        let cx = ((x[i] - minX) * ix) | 0, cy = ((y[i] - minY) * iy) | 0;
        if (cx >= gx) cx = gx - 1; else if (cx < 0) cx = 0;
        if (cy >= gy) cy = gy - 1; else if (cy < 0) cy = 0;
        const c = cy * gx + cx;
        cellOf[i] = c;
        cellStart[c + 1]++;
      }
      for (let c = 0; c < ncell; c++) cellStart[c + 1] += cellStart[c];
      // order[k] = the agent that goes to place k (stable: agents keep their relative order inside a cell).
      {
        const fill = cellOf; // reuse: after this loop cellOf is no longer needed per agent
        const next = order;
        // Compute places first into `next` via a running cursor per cell (cellStart copy kept in out.start as scratch).
        out.reserve(Math.max(n, ncell), 0);
        const cursor = out.start; // scratch, rewritten below
        cursor.set(cellStart.subarray(0, ncell));
        for (let i = 0; i < n; i++) next[cursor[fill[i]]++] = i;
      }
      const reorder = reorderEvery > 0 && builds++ % reorderEvery === 0;
      if (reorder) state.permute(order);

      // 3. Scan: for every agent, its cell and the 8 around it; keep pairs closer than the cutoff.
      //    After a reorder, agent k is at place k (no indirection); otherwise go through order[] in index order.
      const r = reorder
        ? scanCells(out, n, gx, gy, cellStart, null, cellOf, state.x, state.y, cutoff, world, stencil)
        : scanCells(out, n, gx, gy, cellStart, order, cellOf, state.x, state.y, cutoff, world, stencil);
      out.size = r.size;
      out.candidates = r.candidates;
      out.start[n] = r.size;
    }
  };
  return strategy;
}

/** Up to 9 index ranges around one cell, with the periodic shift to add to the neighbours' coordinates. */
class Stencil {
  readonly b = new Int32Array(9);
  readonly e = new Int32Array(9);
  readonly sx = new Float64Array(9);
  readonly sy = new Float64Array(9);
  count = 0;
  /** Candidates in all ranges. */
  total = 0;

  /** The ranges of the 3 × 3 block of cells around cell (cx, cy); an interior row of three cells is one range. */
  fill(cx: number, cy: number, gx: number, gy: number, cellStart: Int32Array, W: number, H: number, px: boolean, py: boolean): void {
    let nr = 0, total = 0;
    for (let oy = -1; oy <= 1; oy++) {
      let ny = cy + oy, sy = 0;
      if (ny < 0) { if (!py) continue; ny += gy; sy = -H; } else if (ny >= gy) { if (!py) continue; ny -= gy; sy = H; }
      if (gy === 1 && oy !== 0) continue;
      const row = ny * gx;
      if (cx > 0 && cx < gx - 1) {
        this.b[nr] = cellStart[row + cx - 1]; this.e[nr] = cellStart[row + cx + 2]; this.sx[nr] = 0; this.sy[nr] = sy;
        total += this.e[nr] - this.b[nr]; nr++;
      } else {
        for (let ox = -1; ox <= 1; ox++) {
          let nx = cx + ox, sx = 0;
          if (nx < 0) { if (!px) continue; nx += gx; sx = -W; } else if (nx >= gx) { if (!px) continue; nx -= gx; sx = W; }
          if (gx === 1 && ox !== 0) continue;
          this.b[nr] = cellStart[row + nx]; this.e[nr] = cellStart[row + nx + 1]; this.sx[nr] = sx; this.sy[nr] = sy;
          total += this.e[nr] - this.b[nr]; nr++;
        }
      }
    }
    this.count = nr;
    this.total = total;
  }
}

/**
 * The scan, as a plain function of typed arrays so that V8 keeps every array in a local (closure variables in a
 * hot loop cost a context load per access). Rows are written in agent-index order (compressed rows).
 *  - order === null: agents are sorted by cell, so walk the cells and their agents in place;
 *  - otherwise walk agents in index order and reach the candidates through order[].
 */
function scanCells(
  out: NeighbourList, n: number, gx: number, gy: number, cellStart: Int32Array, order: Int32Array | null, cellOf: Int32Array,
  X: Float64Array, Y: Float64Array, cutoff: number, world: World, st: Stencil
): { size: number; candidates: number } {
  const rb = st.b, re = st.e, rsx = st.sx, rsy = st.sy;
  const r2 = cutoff * cutoff, W = world.width, H = world.height, px = world.periodicX, py = world.periodicY;
  let size = 0, candidates = 0;
  let J = out.j, DX = out.dx, DY = out.dy, D2 = out.d2;
  const start = out.start;
  if (order === null) {
    for (let cy = 0; cy < gy; cy++) {
      for (let cx = 0; cx < gx; cx++) {
        const c = cy * gx + cx, cb = cellStart[c], ce = cellStart[c + 1];
        if (cb === ce) continue;
        st.fill(cx, cy, gx, gy, cellStart, W, H, px, py);
        const nr = st.count, worst = (ce - cb) * st.total;
        // Room for the worst case of this cell, so the inner loop never checks capacity.
        if (size + worst > J.length) {
          out.size = size; out.reserve(n, size + worst);
          J = out.j; DX = out.dx; DY = out.dy; D2 = out.d2;
        }
        candidates += worst;
        for (let i = cb; i < ce; i++) {
          const xi = X[i], yi = Y[i];
          start[i] = size;
          for (let r = 0; r < nr; r++) {
            const sx = rsx[r] - xi, sy = rsy[r] - yi, qe = re[r];
            for (let j = rb[r]; j < qe; j++) {
              const dx = X[j] + sx, dy = Y[j] + sy, d2 = dx * dx + dy * dy;
              if (d2 < r2 && j !== i) { J[size] = j; DX[size] = dx; DY[size] = dy; D2[size] = d2; size++; }
            }
          }
        }
      }
    }
  } else {
    let lastCell = -1;
    for (let i = 0; i < n; i++) {
      const c = cellOf[i];
      if (c !== lastCell) { st.fill(c % gx, (c / gx) | 0, gx, gy, cellStart, W, H, px, py); lastCell = c; }
      const nr = st.count, worst = st.total;
      if (size + worst > J.length) {
        out.size = size; out.reserve(n, size + worst);
        J = out.j; DX = out.dx; DY = out.dy; D2 = out.d2;
      }
      candidates += worst;
      const xi = X[i], yi = Y[i];
      start[i] = size;
      for (let r = 0; r < nr; r++) {
        const sx = rsx[r] - xi, sy = rsy[r] - yi, qe = re[r];
        for (let q = rb[r]; q < qe; q++) {
          const j = order[q], dx = X[j] + sx, dy = Y[j] + sy, d2 = dx * dx + dy * dy;
          if (d2 < r2 && j !== i) { J[size] = j; DX[size] = dx; DY[size] = dy; D2[size] = d2; size++; }
        }
      }
    }
  }
  return { size, candidates };
}

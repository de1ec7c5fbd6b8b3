/**
 * The 3-D flock (boids3d.ts) with the ladder's last CPU index: the boids sorted into cells one radius R wide, every
 * 16 frames moved in memory into cell order (the 2-D sorted grid's locality, rungs/sorted-grid.ts), and a query that
 * reads the 3 × 3 × 3 = 27 cells around a boid instead of all N. In the plane a query reads 9 cells; in space 27, each
 * holding a cube of the flock instead of a square, which is what the 3-D lesson measures.
 *
 * The rules are Boids3d's own code: this class only answers `neighbours(i)` differently, with the same list in the
 * same order — the boids within R by ascending identity (its place in the start state), the boid itself among them
 * when uncapped, the maxBoids − 1 lowest identities when capped — so the sums run in the same order and the
 * trajectories are the all-pairs flock's to the last bit (tests/unit/ladder/boids3dGrid.test.ts).
 */
import { Boids3d, type Boids3dParams, type Start3d } from './boids3d';
import type { RungSettings } from './model';

/** Frames between moves of the boids into cell order (as in 2-D). */
const REORDER_EVERY = 16;

export class SortedGrid3d extends Boids3d {
  /** Each place's identity: the boid's index in the start state (places move; identities do not), and back. */
  private readonly id: Int32Array;
  private readonly placeOf: Int32Array;
  /** The grid: gx × gy × gz cells of side `cell` from (x0, y0, z0); cell c holds the boids at order[start[c] … start[c + 1] − 1]. */
  private readonly grid = { x0: 0, y0: 0, z0: 0, cell: 1, inv: 1, gx: 1, gy: 1, gz: 1 };
  private start = new Int32Array(2);
  private readonly cellOf: Int32Array;
  private readonly order: Int32Array;
  /** Scratch for moving the boids into cell order. */
  private readonly spare: Float64Array;
  private readonly spareRays: Float64Array;
  private readonly spareInt: Int32Array;
  /** The arrays a move into cell order permutes (listed once, so the move allocates nothing). */
  private readonly moved: { real: Float64Array[]; int: Int32Array[] };

  constructor(start: Start3d, params: Readonly<Boids3dParams>, name = 'sorted-grid-3d', settings: RungSettings | null = null) {
    super(start, params, name, settings);
    const n = this.count;
    this.id = new Int32Array(n); this.placeOf = new Int32Array(n);
    for (let i = 0; i < n; i++) { this.id[i] = i; this.placeOf[i] = i; }
    this.cellOf = new Int32Array(n); this.order = new Int32Array(n);
    this.spare = new Float64Array(n); this.spareRays = new Float64Array(9 * n); this.spareInt = new Int32Array(n);
    this.moved = { real: [this.x, this.y, this.z, this.vx, this.vy, this.vz], int: [this.slot, this.id] };
  }

  get cells(): null {
    return null; // a 3-D grid has no square cells for the 2-D overlay to draw
  }

  /** Counting sort of the boids into cells; every REORDER_EVERY frames they are also moved into that order. */
  protected prepare(reorder = true): void {
    const n = this.count, g = this.grid, { x, y, z } = this;
    let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity, z0 = Infinity, z1 = -Infinity;
    for (let i = 0; i < n; i++) {
      if (x[i] < x0) x0 = x[i]; if (x[i] > x1) x1 = x[i];
      if (y[i] < y0) y0 = y[i]; if (y[i] > y1) y1 = y[i];
      if (z[i] < z0) z0 = z[i]; if (z[i] > z1) z1 = z[i];
    }
    // Cells at least R wide; wider if the flock spreads over more than about 4 cells per boid.
    let cell = this.params.radius / 2, inv = 0;
    do {
      cell *= 2; inv = 1 / cell;
      g.gx = Math.floor((x1 - x0) * inv) + 1; g.gy = Math.floor((y1 - y0) * inv) + 1; g.gz = Math.floor((z1 - z0) * inv) + 1;
    } while (g.gx * g.gy * g.gz > 4 * n + 64);
    g.x0 = x0; g.y0 = y0; g.z0 = z0; g.cell = cell; g.inv = inv;
    const cells = g.gx * g.gy * g.gz;
    if (this.start.length < cells + 1) this.start = new Int32Array(2 * (cells + 1));
    const start = this.start, cellOf = this.cellOf, order = this.order;
    start.fill(0, 0, cells + 1);
    for (let i = 0; i < n; i++) {
      const c = (Math.floor((z[i] - z0) * inv) * g.gy + Math.floor((y[i] - y0) * inv)) * g.gx + Math.floor((x[i] - x0) * inv);
      cellOf[i] = c; start[c + 1]++;
    }
    for (let c = 0; c < cells; c++) start[c + 1] += start[c];
    for (let i = 0; i < n; i++) order[start[cellOf[i]]++] = i;
    for (let c = cells; c > 0; c--) start[c] = start[c - 1];
    start[0] = 0;
    if (reorder && this.steps % REORDER_EVERY === 0) this.moveIntoOrder();
  }

  /** Every per-boid array into cell order; afterwards the order is the identity. */
  private moveIntoOrder(): void {
    const n = this.count, order = this.order, f = this.spare;
    for (const a of this.moved.real) {
      for (let p = 0; p < n; p++) f[p] = a[order[p]];
      a.set(f);
    }
    const r = this.rays, fr = this.spareRays;
    for (let p = 0; p < n; p++) { const o = 9 * order[p]; for (let e = 0; e < 9; e++) fr[9 * p + e] = r[o + e]; }
    r.set(fr);
    const fi = this.spareInt;
    for (const a of this.moved.int) {
      for (let p = 0; p < n; p++) fi[p] = a[order[p]];
      a.set(fi);
    }
    for (let p = 0; p < n; p++) { order[p] = p; this.placeOf[this.id[p]] = p; }
  }

  /**
   * Boid i's neighbours (places) into `found`, sorted by identity, from the 27 cells around it: the list Boids3d's
   * all-pairs scan makes, with the same distance test (a root uncapped, a squared distance capped).
   */
  protected neighbours(i: number): number {
    const { x, y, z, id, found, grid: g, start, order } = this, n = this.count, R = this.params.radius, R2 = R * R;
    const capped = this.params.maxBoids > 0, max = capped ? this.params.maxBoids - 1 : n;
    const xi = x[i], yi = y[i], zi = z[i];
    let m = 0, tested = 0;
    if (!capped) found[m++] = id[i];
    const cx = Math.floor((xi - g.x0) * g.inv), cy = Math.floor((yi - g.y0) * g.inv), cz = Math.floor((zi - g.z0) * g.inv);
    const cx0 = Math.max(cx - 1, 0), cx1 = Math.min(cx + 1, g.gx - 1);
    for (let kz = Math.max(cz - 1, 0), kz1 = Math.min(cz + 1, g.gz - 1); kz <= kz1; kz++) {
      for (let ky = Math.max(cy - 1, 0), ky1 = Math.min(cy + 1, g.gy - 1); ky <= ky1; ky++) {
        // Three cells of a row are one contiguous run of boids.
        const row = (kz * g.gy + ky) * g.gx;
        for (let k = start[row + cx0], ke = start[row + cx1 + 1]; k < ke; k++) {
          const q = order[k];
          if (q === i) continue;
          tested++;
          const dx = xi - x[q], dy = yi - y[q], dz = zi - z[q], d2 = dx * dx + dy * dy + dz * dz, j = id[q];
          if (!(capped ? d2 < R2 : Math.sqrt(d2) < R)) continue;
          // Uncapped: every boid within R, by identity for now (sorted once below); capped: the few lowest, kept sorted.
          if (!capped) { found[m++] = j; continue; }
          if (m === max && (max === 0 || j > id[found[m - 1]])) continue;
          // Insert in identity order; when full, the highest identity falls out.
          let p = m < max ? m++ : m - 1;
          while (p > 0 && id[found[p - 1]] > j) { found[p] = found[p - 1]; p--; }
          found[p] = q;
        }
      }
    }
    if (!capped) {
      // Hundreds within R in a packed flock: one sort, not an insertion per boid (that is quadratic), then places.
      shellSort(found, m);
      for (let k = 0; k < m; k++) found[k] = this.placeOf[found[k]];
    }
    this.counters.candidates += tested;
    this.counters.neighbours += capped ? m : m - 1;
    return m;
  }

  read(x: Float64Array, y: Float64Array, vx: Float64Array, vy: Float64Array): void {
    const id = this.id;
    for (let p = 0; p < this.count; p++) { const k = id[p]; x[k] = this.x[p]; y[k] = this.y[p]; vx[k] = this.vx[p]; vy[k] = this.vy[p]; }
  }

  readZ(z: Float64Array, vz: Float64Array): void {
    const id = this.id;
    for (let p = 0; p < this.count; p++) { const k = id[p]; z[k] = this.z[p]; vz[k] = this.vz[p]; }
  }

  readRays(out: Float64Array): void {
    const id = this.id, r = this.rays;
    for (let p = 0; p < this.count; p++) { const o = 9 * id[p], s = 9 * p; for (let e = 0; e < 9; e++) out[o + e] = r[s + e]; }
  }

  neighbourIds(k: number): number[] {
    const saved = { ...this.counters };
    this.prepare(false);
    const p = this.id.indexOf(k), m = this.neighbours(p);
    Object.assign(this.counters, saved);
    return Array.from(this.found.subarray(0, m), (q) => this.id[q]).filter((j) => j !== k).sort((a, b) => a - b);
  }
}

/** Sorts a[0 … m − 1] ascending in place (Shell's gaps 1, 4, 13, …): no allocation, no recursion. */
function shellSort(a: Int32Array, m: number): void {
  let gap = 1;
  while (gap < m / 3) gap = 3 * gap + 1;
  for (; gap >= 1; gap = (gap - 1) / 3) {
    for (let i = gap; i < m; i++) {
      const v = a[i];
      let k = i;
      while (k >= gap && a[k - gap] > v) { a[k] = a[k - gap]; k -= gap; }
      a[k] = v;
    }
  }
}

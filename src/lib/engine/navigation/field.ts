/**
 * One distance field φ on the navigation grid, and the walking direction it gives: e = −∇φ/|∇φ|.
 *
 * The gradient is taken once per rebuild, per cell, by upwind one-sided differences (toward the lower neighbour on
 * each axis: central differences would cancel on a ridge between two exits, where an agent must pick a side), and
 * stored as a unit vector. An agent's direction is the bilinear blend of the four cell directions around it,
 * normalised: smooth as it walks, and nothing allocated. Cells that no source can reach have no direction (0).
 */
import type { NavGrid } from './grid';

export class DistanceField {
  /** φ (m, weighted by the wall clearance's slowness); Infinity where unreachable; negative beyond an exit. */
  readonly phi: Float64Array;
  readonly dirX: Float32Array;
  readonly dirY: Float32Array;

  constructor(readonly grid: NavGrid) {
    this.phi = new Float64Array(grid.size);
    this.dirX = new Float32Array(grid.size);
    this.dirY = new Float32Array(grid.size);
  }

  /** Fills dirX/dirY from phi. */
  computeDirections(): void {
    const g = this.grid, nx = g.nx, ny = g.ny, h = g.h, phi = this.phi, b = g.blocked;
    for (let j = 0; j < ny; j++)
      for (let i = 0; i < nx; i++) {
        const k = j * nx + i, p = phi[k];
        if (!(p < Infinity)) { this.dirX[k] = 0; this.dirY[k] = 0; continue; }
        // A walkable cell never steps into a wall's cells: their values came from either side of the wall.
        const free = b[k] === 0;
        const l = i > 0 && (!free || !b[k - 1]) ? phi[k - 1] : Infinity, r = i < nx - 1 && (!free || !b[k + 1]) ? phi[k + 1] : Infinity;
        const d = j > 0 && (!free || !b[k - nx]) ? phi[k - nx] : Infinity, u = j < ny - 1 && (!free || !b[k + nx]) ? phi[k + nx] : Infinity;
        // Downhill along each axis: toward the lower neighbour, if it is lower than the cell.
        const gx = l <= r ? (l < p ? (l - p) / h : 0) : (r < p ? (p - r) / h : 0);
        const gy = d <= u ? (d < p ? (d - p) / h : 0) : (u < p ? (p - u) / h : 0);
        // gx, gy point downhill already (l < p gives a negative x step: walk toward −x).
        const len = Math.sqrt(gx * gx + gy * gy);
        this.dirX[k] = len > 0 ? gx / len : 0;
        this.dirY[k] = len > 0 ? gy / len : 0;
      }
  }

  private readonly px = new Float64Array(1);
  private readonly py = new Float64Array(1);

  /** The walking direction at (x, y) into out: a unit vector, or 0 where there is none (tests, views). */
  direction(x: number, y: number, out: { x: number; y: number }): void {
    this.px[0] = x; this.py[0] = y;
    this.directionOf(this.px, this.py, 0, out);
  }

  /**
   * The walking direction at agent i's position (xs[i], ys[i]) into out. Allocates nothing: it takes the arrays and
   * an index rather than two numbers, as V8 boxes a double passed to a call it does not inline (16 bytes per agent).
   */
  directionOf(xs: Float64Array, ys: Float64Array, i0: number, out: { x: number; y: number }): void {
    const g = this.grid, nx = g.nx;
    let fx = (xs[i0] - g.x0) / g.h - 0.5, fy = (ys[i0] - g.y0) / g.h - 0.5;
    if (fx < 0) fx = 0; else if (fx > nx - 1) fx = nx - 1;
    if (fy < 0) fy = 0; else if (fy > g.ny - 1) fy = g.ny - 1;
    let i = Math.floor(fx), j = Math.floor(fy);
    if (i > nx - 2) i = nx - 2;
    if (j > g.ny - 2) j = g.ny - 2;
    const tx = fx - i, ty = fy - j, k = j * nx + i, b = g.blocked;
    let w00 = (1 - tx) * (1 - ty), w10 = tx * (1 - ty), w01 = (1 - tx) * ty, w11 = tx * ty;
    // A wall's own cells straddle it, and their direction may lead to its other side: blend only the walkable
    // corners, unless all four are in a wall (then their own directions lead out of it).
    if (b[k] + b[k + 1] + b[k + nx] + b[k + nx + 1] < 4) {
      if (b[k]) w00 = 0;
      if (b[k + 1]) w10 = 0;
      if (b[k + nx]) w01 = 0;
      if (b[k + nx + 1]) w11 = 0;
    }
    const dx = this.dirX, dy = this.dirY;
    let ex = w00 * dx[k] + w10 * dx[k + 1] + w01 * dx[k + nx] + w11 * dx[k + nx + 1];
    let ey = w00 * dy[k] + w10 * dy[k + 1] + w01 * dy[k + nx] + w11 * dy[k + nx + 1];
    let len = Math.sqrt(ex * ex + ey * ey);
    if (len < 1e-3) {
      // The four directions cancel (a ridge, or a source): take the nearest cell's own.
      const kk = w00 >= w10 && w00 >= w01 && w00 >= w11 ? k : w10 >= w01 && w10 >= w11 ? k + 1 : w01 >= w11 ? k + nx : k + nx + 1;
      ex = dx[kk]; ey = dy[kk];
      len = Math.sqrt(ex * ex + ey * ey);
    }
    if (len > 0) { out.x = ex / len; out.y = ey / len; }
    else { out.x = 0; out.y = 0; }
  }

  /** φ at (x, y), bilinear over the finite corners (Infinity if none is finite). For tests and drawing. */
  valueAt(x: number, y: number): number {
    const g = this.grid, nx = g.nx;
    let fx = (x - g.x0) / g.h - 0.5, fy = (y - g.y0) / g.h - 0.5;
    fx = Math.min(Math.max(fx, 0), nx - 1); fy = Math.min(Math.max(fy, 0), g.ny - 1);
    const i = Math.min(Math.floor(fx), nx - 2), j = Math.min(Math.floor(fy), g.ny - 2);
    const tx = fx - i, ty = fy - j, k = j * nx + i;
    const ks = [k, k + 1, k + nx, k + nx + 1], ws = [(1 - tx) * (1 - ty), tx * (1 - ty), (1 - tx) * ty, tx * ty];
    let s = 0, w = 0;
    for (let m = 0; m < 4; m++) if (this.phi[ks[m]] < Infinity) { s += ws[m] * this.phi[ks[m]]; w += ws[m]; }
    return w > 0 ? s / w : Infinity;
  }
}

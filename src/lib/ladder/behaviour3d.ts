/**
 * The flock's numbers in three dimensions, for the 3-D rungs (boids3d.ts): the engine's 2-D metrics with a z —
 * polarization |⟨v̂⟩|, milling |⟨r̂ × v̂⟩| about the flock's centre (the 3-D cross product is a vector: its mean points
 * along the axis the flock turns about, and its length is 1 for a rigidly turning ring, whatever that axis), the mean
 * distance to the nearest neighbour, the mean speed, the spread and the share outside the ball, and the mean number
 * of others within R. Pure functions of plain arrays; O(N) with a cell list of their own, whatever the rung searches with.
 */

/** One flock in space: positions and velocities of n boids. */
export interface Flock3dArrays {
  n: number;
  x: ArrayLike<number>; y: ArrayLike<number>; z: ArrayLike<number>;
  vx: ArrayLike<number>; vy: ArrayLike<number>; vz: ArrayLike<number>;
}

/** Speeds below this count as at rest (as the engine's REST_SPEED). */
const REST = 1e-9;

/** |mean of the unit velocities|: 1 when all fly one way, about 1/√N when headings are random. */
export function polarization3d(f: Flock3dArrays): number {
  let sx = 0, sy = 0, sz = 0, m = 0;
  for (let i = 0; i < f.n; i++) {
    const s = Math.hypot(f.vx[i], f.vy[i], f.vz[i]);
    if (!(s > REST)) continue;
    sx += f.vx[i] / s; sy += f.vy[i] / s; sz += f.vz[i] / s; m++;
  }
  return m === 0 ? 0 : Math.hypot(sx, sy, sz) / m;
}

/** |mean of r̂_ic × v̂_i| about the centroid c (Couzin et al. 2002, in space). */
export function milling3d(f: Flock3dArrays): number {
  let cx = 0, cy = 0, cz = 0;
  for (let i = 0; i < f.n; i++) { cx += f.x[i]; cy += f.y[i]; cz += f.z[i]; }
  cx /= Math.max(1, f.n); cy /= Math.max(1, f.n); cz /= Math.max(1, f.n);
  let mx = 0, my = 0, mz = 0, m = 0;
  for (let i = 0; i < f.n; i++) {
    const rx = f.x[i] - cx, ry = f.y[i] - cy, rz = f.z[i] - cz, r = Math.hypot(rx, ry, rz);
    const vx = f.vx[i], vy = f.vy[i], vz = f.vz[i], s = Math.hypot(vx, vy, vz);
    if (!(s > REST) || !(r > 1e-12)) continue;
    const k = 1 / (r * s);
    mx += (ry * vz - rz * vy) * k; my += (rz * vx - rx * vz) * k; mz += (rx * vy - ry * vx) * k; m++;
  }
  return m === 0 ? 0 : Math.hypot(mx, my, mz) / m;
}

export function meanSpeed3d(f: Flock3dArrays): number {
  let s = 0;
  for (let i = 0; i < f.n; i++) s += Math.hypot(f.vx[i], f.vy[i], f.vz[i]);
  return f.n > 0 ? s / f.n : 0;
}

/** Root-mean-square distance from the origin (the ball's centre), as a share of the ball's radius. */
export function spread3d(f: Flock3dArrays, ballRadius: number): number {
  let s = 0;
  for (let i = 0; i < f.n; i++) s += f.x[i] * f.x[i] + f.y[i] * f.y[i] + f.z[i] * f.z[i];
  return f.n > 0 ? Math.sqrt(s / f.n) / ballRadius : 0;
}

/** Share of the boids outside the ball. */
export function outside3d(f: Flock3dArrays, ballRadius: number): number {
  let k = 0;
  const R2 = ballRadius * ballRadius;
  for (let i = 0; i < f.n; i++) if (f.x[i] * f.x[i] + f.y[i] * f.y[i] + f.z[i] * f.z[i] > R2) k++;
  return f.n > 0 ? k / f.n : 0;
}

/**
 * A cell list over the flock's bounding box: cell c holds the boids at order[start[c] … start[c + 1] − 1]. Made once
 * per call of a metric; the per-boid loops below allocate nothing (no tuples, no closures).
 */
class Cells {
  readonly start: Int32Array;
  readonly order: Int32Array;
  readonly x0: number; readonly y0: number; readonly z0: number;
  readonly gx: number; readonly gy: number; readonly gz: number;
  constructor(readonly f: Flock3dArrays, readonly h: number) {
    let x0 = Infinity, y0 = Infinity, z0 = Infinity, x1 = -Infinity, y1 = -Infinity, z1 = -Infinity;
    for (let i = 0; i < f.n; i++) {
      x0 = Math.min(x0, f.x[i]); x1 = Math.max(x1, f.x[i]); y0 = Math.min(y0, f.y[i]); y1 = Math.max(y1, f.y[i]); z0 = Math.min(z0, f.z[i]); z1 = Math.max(z1, f.z[i]);
    }
    this.x0 = x0; this.y0 = y0; this.z0 = z0;
    this.gx = Math.floor((x1 - x0) / h) + 1; this.gy = Math.floor((y1 - y0) / h) + 1; this.gz = Math.floor((z1 - z0) / h) + 1;
    const cells = this.gx * this.gy * this.gz, of = new Int32Array(f.n);
    this.start = new Int32Array(cells + 1); this.order = new Int32Array(f.n);
    for (let i = 0; i < f.n; i++) { of[i] = this.cell(this.cx(i), this.cy(i), this.cz(i)); this.start[of[i] + 1]++; }
    for (let c = 0; c < cells; c++) this.start[c + 1] += this.start[c];
    const next = this.start.slice(0, cells);
    for (let i = 0; i < f.n; i++) this.order[next[of[i]]++] = i;
  }
  cx(i: number): number { return Math.floor((this.f.x[i] - this.x0) / this.h); }
  cy(i: number): number { return Math.floor((this.f.y[i] - this.y0) / this.h); }
  cz(i: number): number { return Math.floor((this.f.z[i] - this.z0) / this.h); }
  cell(cx: number, cy: number, cz: number): number {
    return (cz * this.gy + cy) * this.gx + cx;
  }
}

/**
 * Mean distance from each boid to its nearest other boid (NaN for fewer than two). Exact: each boid's nearest is the
 * least Math.hypot over the boids of the cells searched, shell by shell until no nearer boid can lie outside them.
 * The 3-D view asks for it a few times a second while its flock flies (in the worker, beside the steps), so the search
 * is kept cheap: the coordinates copied in cell order (a row of cells is one run of them), only a shell's own cells
 * visited, and a squared distance first (Math.hypot, slow in JavaScript, only for the boids that may be nearer; the
 * 1e-9 margin keeps every boid whose hypot could win, so the mean is the same to the last bit).
 */
export function meanNearestNeighbour3d(f: Flock3dArrays): number {
  const n = f.n;
  if (n < 2) return NaN;
  let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity, z0 = Infinity, z1 = -Infinity;
  for (let i = 0; i < n; i++) {
    x0 = Math.min(x0, f.x[i]); x1 = Math.max(x1, f.x[i]); y0 = Math.min(y0, f.y[i]); y1 = Math.max(y1, f.y[i]); z0 = Math.min(z0, f.z[i]); z1 = Math.max(z1, f.z[i]);
  }
  // About one boid a cell, over the axes the flock spans (a flock in the plane has no depth); then widen each search
  // shell by shell until no nearer boid can lie outside it.
  const spans = [x1 - x0, y1 - y0, z1 - z0].filter((e) => e > 1e-9);
  const h = spans.length === 0 ? 1 : Math.max(1e-6, (spans.reduce((p, e) => p * e, 1) / n) ** (1 / spans.length));
  const cells = new Cells(f, h), { start, order, gx, gy, gz } = cells, most = Math.max(gx, gy, gz);
  const px = new Float64Array(n), py = new Float64Array(n), pz = new Float64Array(n);
  for (let p = 0; p < n; p++) { const j = order[p]; px[p] = f.x[j]; py[p] = f.y[j]; pz[p] = f.z[j]; }
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const xi = f.x[i], yi = f.y[i], zi = f.z[i], cx = cells.cx(i), cy = cells.cy(i), cz = cells.cz(i);
    let best = Infinity, bound = Infinity;
    for (let k = 0; k <= most; k++) {
      const c0 = Math.max(0, cx - k), c1 = Math.min(gx - 1, cx + k);
      for (let a = Math.max(0, cz - k); a <= Math.min(gz - 1, cz + k); a++) {
        const faceZ = a === cz - k || a === cz + k;
        for (let b = Math.max(0, cy - k); b <= Math.min(gy - 1, cy + k); b++) {
          const row = (a * gy + b) * gx;
          if (faceZ || b === cy - k || b === cy + k) {
            // A row on a face of the shell: all of it, one run of boids.
            for (let p = start[row + c0], end = start[row + c1 + 1]; p < end; p++) {
              const dx = px[p] - xi, dy = py[p] - yi, dz = pz[p] - zi;
              if (dx * dx + dy * dy + dz * dz > bound || order[p] === i) continue;
              const d = Math.hypot(dx, dy, dz);
              if (d < best) { best = d; bound = d * d * (1 + 1e-9); }
            }
          } else {
            // A row through the shell: its two ends.
            for (let c = cx - k; c <= cx + k; c += 2 * k) {
              if (c < 0 || c >= gx) continue;
              for (let p = start[row + c], end = start[row + c + 1]; p < end; p++) {
                const dx = px[p] - xi, dy = py[p] - yi, dz = pz[p] - zi;
                if (dx * dx + dy * dy + dz * dz > bound) continue;
                const d = Math.hypot(dx, dy, dz);
                if (d < best) { best = d; bound = d * d * (1 + 1e-9); }
              }
            }
          }
        }
      }
      if (best <= k * h) break;
    }
    sum += best;
  }
  return sum / n;
}

/** Mean number of other boids within R of a boid: the uncapped neighbourhood, how packed the flock is. */
export function meanNeighbours3d(f: Flock3dArrays, R: number): number {
  if (f.n === 0) return 0;
  const cells = new Cells(f, R), R2 = R * R, { start, order } = cells;
  let pairs = 0;
  for (let i = 0; i < f.n; i++) {
    const cx = cells.cx(i), cy = cells.cy(i), cz = cells.cz(i), xi = f.x[i], yi = f.y[i], zi = f.z[i];
    for (let a = Math.max(0, cz - 1); a <= Math.min(cells.gz - 1, cz + 1); a++)
      for (let b = Math.max(0, cy - 1); b <= Math.min(cells.gy - 1, cy + 1); b++)
        for (let c = Math.max(0, cx - 1); c <= Math.min(cells.gx - 1, cx + 1); c++) {
          const id = cells.cell(c, b, a);
          for (let p = start[id]; p < start[id + 1]; p++) {
            const j = order[p];
            if (j !== i && (f.x[j] - xi) ** 2 + (f.y[j] - yi) ** 2 + (f.z[j] - zi) ** 2 < R2) pairs++;
          }
        }
  }
  return pairs / f.n;
}

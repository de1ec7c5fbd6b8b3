/**
 * Boids in 2-D, as the book's optimization ladder ends (Crowds & Flocks, "the sorted grid"): article B's optimized
 * boid with its grid, as one self-contained TypeScript file to paste into a project. No imports, no framework; flat
 * typed arrays; nothing allocated per frame.
 *
 * It gives the ladder's last CPU rung (src/lib/ladder/rungs/sorted-grid.ts) to the last bit from the same start; the
 * book's tests check that. Its numbers are the ladder's (the boids chapter's): cohesionRadius 10 and
 * alignmentCoefficient 1.5. Article B's own final values are 7 and 4; change the two numbers below to fly those.
 *
 * The model, in the article's names. Each boid rebuilds its velocity every `tick` seconds, at its own random
 * phase. It uses itself and at most maxBoids − 1 others within cohesionRadius (the lowest-numbered ones, as a
 * physics query with a buffer of maxBoids fills), and takes
 *
 *   velocity = clamp(cohesionCoefficient · cohesion + separationCoefficient · separation + alignmentCoefficient · alignment)
 *
 *   cohesion   = clamp(mean of (other − own) positions)
 *   separation = clamp(mean of (own − other) / |own − other|² over the others closer than separationDistance)
 *   alignment  = clamp(mean of the velocities, its own included)
 *
 * Here clamp shortens a vector to maxSpeed. Every frame (DT = 0.02 s) a boid farther than boundaryRadius from the
 * centre is kicked back toward it by 1 m/s, the speed is clamped, and the boid moves. Neighbours are found with a
 * uniform grid of cells one cohesionRadius wide, so a query looks at 9 cells. A boid with no neighbour keeps its
 * velocity.
 */

/** The ladder's final values. */
export const SETTINGS = {
  maxSpeed: 15,
  cohesionRadius: 10,
  maxBoids: 10,
  separationDistance: 5,
  cohesionCoefficient: 1,
  alignmentCoefficient: 1.5,
  separationCoefficient: 10,
  /** Seconds between a boid's velocity updates. */
  tick: 2
};

/** The fixed frame, in seconds. */
export const DT = 0.02;

/** The soft boundary's radius for n boids: the boids chapter's 100 boids in 25 m, at the same density for any n. */
export const boundaryRadius = (n: number) => 25 * Math.sqrt(Math.max(1, n) / 100);

/**
 * Seeded random numbers: sfc32, seeded through splitmix32. It uses 32-bit integer maths only, so every
 * JavaScript engine draws the same.
 */
function random(seed: number): () => number {
  let s = seed >>> 0;
  const split = () => {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split(), b = split(), c = split(), d = split();
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

/** Where the boids start: positions, velocities (m, m/s), and each one's phase in [0, 1). */
export interface Start { x: Float64Array; y: Float64Array; vx: Float64Array; vy: Float64Array; phase: Float64Array }

/** n boids spread evenly in the disc, each flying in a random direction at maxSpeed (drawn without sines and cosines). */
export function discStart(n: number, seed: number): Start {
  const next = random((seed ^ 0x2d2d2d2d) >>> 0), uniform = () => -1 + 2 * next(), R = boundaryRadius(n);
  const s: Start = { x: new Float64Array(n), y: new Float64Array(n), vx: new Float64Array(n), vy: new Float64Array(n), phase: new Float64Array(n) };
  for (let i = 0; i < n; i++) {
    let a: number, b: number, l2: number;
    do { a = uniform(); b = uniform(); } while (a * a + b * b > 1);
    s.x[i] = a * R; s.y[i] = b * R;
    do { a = uniform(); b = uniform(); l2 = a * a + b * b; } while (l2 > 1 || l2 < 1e-6);
    const k = SETTINGS.maxSpeed / Math.sqrt(l2);
    s.vx[i] = a * k; s.vy[i] = b * k;
    s.phase[i] = next();
  }
  return s;
}

export class Flock {
  readonly count: number;
  readonly boundaryRadius: number;
  time = 0;
  frame = 0;
  readonly x: Float64Array; readonly y: Float64Array;
  readonly vx: Float64Array; readonly vy: Float64Array;
  /** The frame (0 … framesPerTick − 1) of each tick on which a boid updates: its random phase. */
  private readonly updateFrame: Int32Array;
  private readonly framesPerTick = Math.max(1, Math.round(SETTINGS.tick / DT));
  // Scratch space, made once. The boids due this frame and their new velocities. The grid: each boid's cell, the
  // boids sorted by cell, and where each cell's run starts. One boid's neighbours.
  private readonly due: Int32Array;
  private readonly newV: Float64Array;
  private readonly cellOf: Int32Array;
  private readonly sorted: Int32Array;
  private cellStart = new Int32Array(1);
  private readonly found: Int32Array;
  private readonly grid = { x0: 0, y0: 0, inv: 1, nx: 1, ny: 1 };

  /** A flock from a start (discStart(n, seed), or your own). */
  constructor(start: Start) {
    const n = start.x.length;
    this.count = n;
    this.boundaryRadius = boundaryRadius(n);
    this.x = start.x.slice(); this.y = start.y.slice(); this.vx = start.vx.slice(); this.vy = start.vy.slice();
    this.updateFrame = new Int32Array(n);
    for (let i = 0; i < n; i++) this.updateFrame[i] = Math.min(this.framesPerTick - 1, Math.floor(start.phase[i] * this.framesPerTick));
    this.due = new Int32Array(n); this.newV = new Float64Array(2 * n);
    this.cellOf = new Int32Array(n); this.sorted = new Int32Array(n);
    this.found = new Int32Array(Math.max(1, SETTINGS.maxBoids - 1));
  }

  /** One frame: the boids due rebuild their velocities (all from this frame's state), then everyone moves. */
  step(): void {
    const n = this.count, { x, y, vx, vy, due, newV } = this;
    const tickFrame = this.frame % this.framesPerTick;
    let m = 0;
    for (let i = 0; i < n; i++) if (this.updateFrame[i] === tickFrame) due[m++] = i;
    if (m > 0) {
      this.buildGrid();
      for (let k = 0; k < m; k++) this.rules(due[k], k);
      for (let k = 0; k < m; k++) { const i = due[k]; vx[i] = newV[2 * k]; vy[i] = newV[2 * k + 1]; }
    }
    const Rb = this.boundaryRadius, V = SETTINGS.maxSpeed, V2 = V * V;
    for (let i = 0; i < n; i++) {
      const r = Math.sqrt(x[i] * x[i] + y[i] * y[i]);
      if (r > Rb) { const s = 1 / r; vx[i] -= x[i] * s * 1; vy[i] -= y[i] * s * 1; }
      const l2 = vx[i] * vx[i] + vy[i] * vy[i];
      if (l2 > V2) { const s = V / Math.sqrt(l2); vx[i] *= s; vy[i] *= s; }
      x[i] += vx[i] * DT; y[i] += vy[i] * DT;
    }
    this.time += DT;
    this.frame++;
  }

  /** Counting sort of the boids into cells one cohesionRadius wide, over the flock's bounding box. */
  private buildGrid(): void {
    const n = this.count, { x, y, cellOf, sorted } = this;
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    for (let i = 0; i < n; i++) {
      if (x[i] < x0) x0 = x[i]; if (x[i] > x1) x1 = x[i];
      if (y[i] < y0) y0 = y[i]; if (y[i] > y1) y1 = y[i];
    }
    // Cells at least a radius wide (wider if a stray boid would make the grid huge: a query still finds everyone).
    const span = Math.max(x1 - x0, y1 - y0), cell = Math.max(SETTINGS.cohesionRadius, span / 256);
    const inv = 1 / cell, nx = Math.floor((x1 - x0) * inv) + 1, ny = Math.floor((y1 - y0) * inv) + 1;
    const g = this.grid;
    g.x0 = x0; g.y0 = y0; g.inv = inv; g.nx = nx; g.ny = ny;
    const cells = nx * ny;
    if (this.cellStart.length < cells + 1) this.cellStart = new Int32Array(cells + 1);
    const start = this.cellStart;
    start.fill(0, 0, cells + 1);
    for (let i = 0; i < n; i++) {
      const c = Math.floor((y[i] - y0) * inv) * nx + Math.floor((x[i] - x0) * inv);
      cellOf[i] = c; start[c + 1]++;
    }
    for (let c = 0; c < cells; c++) start[c + 1] += start[c];
    // Filling each cell's run in index order.
    for (let i = 0; i < n; i++) sorted[start[cellOf[i]]++] = i;
    for (let c = cells; c > 0; c--) start[c] = start[c - 1];
    start[0] = 0;
  }

  /**
   * Boid i's neighbours, at most maxBoids − 1 others, the lowest-numbered within the radius, in ascending order:
   * the same ones a scan in index order keeps when it stops at a full buffer.
   */
  private neighbours(i: number): number {
    const { x, y, sorted, found } = this, start = this.cellStart, g = this.grid;
    const R = SETTINGS.cohesionRadius, R2 = R * R, max = SETTINGS.maxBoids - 1;
    const cx = Math.floor((x[i] - g.x0) * g.inv), cy = Math.floor((y[i] - g.y0) * g.inv);
    let m = 0;
    for (let ky = Math.max(0, cy - 1); ky <= Math.min(g.ny - 1, cy + 1); ky++)
      for (let kx = Math.max(0, cx - 1); kx <= Math.min(g.nx - 1, cx + 1); kx++) {
        const c = ky * g.nx + kx;
        for (let p = start[c]; p < start[c + 1]; p++) {
          const j = sorted[p];
          if (j === i || (m === max && j > found[m - 1])) continue;
          const dx = x[j] - x[i], dy = y[j] - y[i];
          if (!(dx * dx + dy * dy < R2)) continue;
          // Insert j in ascending order; when full, the highest falls off.
          let q = m < max ? m++ : m - 1;
          while (q > 0 && found[q - 1] > j) { found[q] = found[q - 1]; q--; }
          found[q] = j;
        }
      }
    return m;
  }

  /** The three rules for boid i; its new velocity into newV[2k], newV[2k + 1]. */
  private rules(i: number, k: number): void {
    const { x, y, vx, vy, found, newV } = this, S = SETTINGS, V = S.maxSpeed, V2 = V * V;
    const m = this.neighbours(i);
    // No neighbour but itself: the velocity stays.
    if (m === 0) { newV[2 * k] = vx[i]; newV[2 * k + 1] = vy[i]; return; }
    const count = m + 1;

    // Cohesion: toward the mean position of itself and its neighbours.
    let cx = 0, cy = 0;
    for (let q = 0; q < m; q++) { const j = found[q]; cx += x[j] - x[i]; cy += y[j] - y[i]; }
    cx = cx / count; cy = cy / count;
    let l2 = cx * cx + cy * cy;
    if (l2 > V2) { const s = V / Math.sqrt(l2); cx *= s; cy *= s; }

    // Separation: the mean of (own − other) / distance² over the neighbours closer than separationDistance.
    let sx = 0, sy = 0, close = 0;
    const d2max = S.separationDistance * S.separationDistance;
    for (let q = 0; q < m; q++) {
      const j = found[q], dx = x[j] - x[i], dy = y[j] - y[i], d2 = dx * dx + dy * dy;
      if (!(d2 < d2max && d2 > 0)) continue;
      const w = -1 / d2;
      sx += dx * w; sy += dy * w; close++;
    }
    if (close > 0) {
      sx = sx / close; sy = sy / close;
      l2 = sx * sx + sy * sy;
      if (l2 > V2) { const s = V / Math.sqrt(l2); sx *= s; sy *= s; }
    }

    // Alignment: the mean velocity of itself and its neighbours.
    let ax = vx[i], ay = vy[i];
    for (let q = 0; q < m; q++) { const j = found[q]; ax += vx[j]; ay += vy[j]; }
    ax = ax / count; ay = ay / count;
    l2 = ax * ax + ay * ay;
    if (l2 > V2) { const s = V / Math.sqrt(l2); ax *= s; ay *= s; }

    const wc = S.cohesionCoefficient, ws = S.separationCoefficient, wa = S.alignmentCoefficient;
    let ux = cx * wc + sx * ws + ax * wa, uy = cy * wc + sy * ws + ay * wa;
    l2 = ux * ux + uy * uy;
    if (l2 > V2) { const s = V / Math.sqrt(l2); ux *= s; uy *= s; }
    newV[2 * k] = ux; newV[2 * k + 1] = uy;
  }
}

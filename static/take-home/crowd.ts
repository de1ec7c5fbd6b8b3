/**
 * Article A's social force crowd ("A simple social force model in C# and Unity, step by step"), as its last step
 * leaves it: one self-contained TypeScript file to paste into a project. No imports, no framework; flat typed
 * arrays; nothing allocated per frame.
 *
 * From the book Crowds & Flocks. It gives the book's engine to the last bit for the same seed: the scenario
 * 'wandering' with `obstacles: 0` (no walls, so article A's obstacle force has nothing to see and is left out here),
 * the body force off (`bodyContact`, the book's addition: off is article A exactly), semi-implicit Euler with
 * Δt = 0.02 s and the speed cap 1.5, and the engine's reference neighbour search (`neighbours: 'all-pairs'`), which
 * adds each agent's neighbours in index order as this file does. (The engine's own grid adds them in its cell order,
 * so it parts from all pairs, and from this file, in the last bits.) The book's tests check every x, y, vx, vy for
 * thousands of frames (tests/unit/takeHome/crowd.test.ts).
 *
 * The model, in the article's names. Each agent (mass, desiredSpeed, radius) walks to a target and feels
 *
 *   driving force   F = (normalize(target − position) · desiredSpeed − velocity) / mass
 *   repulsion       F += normalize(position − other) · interpersonalStrength · exp(overlap / personalSpace)
 *                   for every other agent with overlap = personalSpace − distance > 0
 *
 * and every frame (DT = 0.02 s): velocity += F · DT, the speed is clamped to speedCap · desiredSpeed, and
 * position += velocity · DT (the article's "explicit Euler", which updates the velocity first). An agent within
 * targetReach of its target picks a new one, uniform in the target disc. The article's mass is 1, so its force is
 * the acceleration; like the book, this file divides the repulsion by the mass and takes the driving term as the
 * article writes it (already divided: Helbing's relaxation (v₀e − v)/τ with τ = mass · 1 s). The repulsion is the
 * article's, quirk and all: it jumps from 0 to interpersonalStrength at the edge of the personal space and is e times
 * that at contact (Helbing's exp(−d/σ) decays with distance instead).
 *
 * Neighbours come from the article's uniform grid: 20 × 20 cells of size 10 (a square 200 m wide centred on the
 * origin; an agent beyond it counts in the nearest edge cell, so nobody is ever missed), cleared and refilled every
 * frame; an agent looks only at the 3 × 3 cells around its own, as personalSpace < cellSize.
 *
 * The start, as the book lays it out: n agents uniform in the spawn disc without overlapping (two radii apart at
 * least; 300 random tries each, and if someone finds no place, a jittered triangular lattice instead, as for about
 * one seed in eight of article A's 50 agents in 5 m), at rest, each with a target uniform in the target disc. (The
 * book's scenario also keeps agents inside a square 2 m wider than the target disc all round, which only matters for
 * a spawn disc wider than the target disc plus 1.5 m.) A new target is drawn from the seed, the agent and the frame,
 * not from one running sequence, so the order agents are stored in does not change what they draw.
 *
 * JavaScript's Math.exp, sin, cos and hypot differ in the last bit between browsers; the engine uses ports of
 * fdlibm's and musl's instead, and so does this file (at its end), so that a run replays the same everywhere.
 */

/** Article A's values. */
export const SETTINGS = {
  /** kg (the article's 1 makes force and acceleration the same number). */
  mass: 1,
  /** m/s. The article's tuning range: 1 – 3. */
  desiredSpeed: 2,
  /** m: the body; here it only keeps agents apart at the start (the forces do not see it). */
  radius: 0.5,
  /** m: others closer than this are pushed away. The article's range: 0.8 – 2. */
  personalSpace: 1.5,
  /** N: the push at the edge of the personal space. The article's range: 1 – 5. */
  interpersonalStrength: 2,
  /** Speed limit as a multiple of desiredSpeed. */
  speedCap: 1.5,
  /** m: agents start in a disc of this radius about the origin … */
  spawnRadius: 5,
  /** … and walk to targets in a disc of this radius … */
  targetRadius: 10,
  /** … picking a new one within this distance of the last. */
  targetReach: 0.5,
  /** The grid: gridCells × gridCells cells of cellSize metres, centred on the origin. */
  gridCells: 20,
  cellSize: 10
};

/** The fixed frame, in seconds. */
export const DT = 0.02;

/**
 * Seeded random numbers: sfc32, seeded through splitmix32 (the book's engine's generator). It uses 32-bit integer
 * maths only, so every JavaScript engine draws the same.
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

/** A 32-bit mix (lowbias32): the keyed draws below hash their inputs with it. */
function scramble(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return h ^ (h >>> 16);
}

/** The FNV-1a hash of a name: the stream of new targets is 'wander' in the book's engine. */
function streamId(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The k-th number, uniform in [0, 1), drawn for (key, agent, frame): a hash, not the next number of a sequence. */
function keyedUniform(key: number, agent: number, frame: number, k: number): number {
  const draw = scramble(scramble(key ^ Math.imul(agent, 0x9e3779b1)) ^ Math.imul(frame, 0x85ebca6b));
  return (scramble((draw + Math.imul(k + 1, 0x9e3779b9)) | 0) >>> 0) / 4294967296;
}

export class Crowd {
  readonly count: number;
  readonly spawnRadius: number;
  readonly targetRadius: number;
  time = 0;
  frame = 0;
  readonly x: Float64Array; readonly y: Float64Array;
  readonly vx: Float64Array; readonly vy: Float64Array;
  readonly targetX: Float64Array; readonly targetY: Float64Array;
  /** This frame's acceleration (m/s²): the driving term plus the repulsion over the mass. */
  private readonly ax: Float64Array; private readonly ay: Float64Array;
  /** The key of this crowd's new targets. */
  private readonly wanderKey: number;
  // Scratch space, made once. The grid: each agent's cell, the agents sorted by cell, and where each cell's run
  // starts. One agent's neighbours.
  private readonly cellOf: Int32Array;
  private readonly sorted: Int32Array;
  private readonly cellStart = new Int32Array(SETTINGS.gridCells * SETTINGS.gridCells + 1);
  private readonly found: Int32Array;
  private readonly turn = new Float64Array(2);

  /** n agents placed at random in the spawn disc without overlaps, at rest, each with a random target. */
  constructor(n: number, seed: number, spawnRadius = SETTINGS.spawnRadius, targetRadius = SETTINGS.targetRadius) {
    this.count = n;
    this.spawnRadius = spawnRadius;
    this.targetRadius = targetRadius;
    this.x = new Float64Array(n); this.y = new Float64Array(n);
    this.vx = new Float64Array(n); this.vy = new Float64Array(n);
    this.targetX = new Float64Array(n); this.targetY = new Float64Array(n);
    this.ax = new Float64Array(n); this.ay = new Float64Array(n);
    this.cellOf = new Int32Array(n); this.sorted = new Int32Array(n); this.found = new Int32Array(Math.max(1, n));
    this.wanderKey = scramble(scramble(seed | 0) ^ streamId('wander'));

    // Places, first at random; if someone finds none, on a lattice. Then everyone's first target.
    const next = random((seed ^ 0x5bd1e995) >>> 0);
    if (!placeAtRandom(next, this.x, this.y, spawnRadius)) placeOnLattice(next, this.x, this.y, spawnRadius);
    for (let i = 0; i < n; i++) {
      const r = targetRadius * Math.sqrt(next()), a = 2 * Math.PI * next();
      polar(a, this.turn);
      this.targetX[i] = 0 + r * this.turn[0]; this.targetY[i] = 0 + r * this.turn[1];
    }
  }

  /** One frame: refill the grid, sum the forces, move everyone, and give new targets to those who arrived. */
  step(): void {
    const n = this.count, { x, y, vx, vy, ax, ay } = this, S = SETTINGS;
    this.fillGrid();

    // The forces, all from this frame's positions and velocities.
    ax.fill(0); ay.fill(0);
    for (let i = 0; i < n; i++) this.drivingForce(i);
    for (let i = 0; i < n; i++) this.repulsion(i);

    // Explicit Euler as the article writes it: velocity first, clamped, then position.
    const h = DT;
    for (let i = 0; i < n; i++) {
      vx[i] += ax[i] * h; vy[i] += ay[i] * h;
      const limit = S.speedCap * S.desiredSpeed, sp2 = vx[i] * vx[i] + vy[i] * vy[i];
      if (sp2 > limit * limit) { const f = limit / Math.sqrt(sp2); vx[i] = vx[i] * f; vy[i] = vy[i] * f; }
      x[i] += vx[i] * h; y[i] += vy[i] * h;
    }
    this.time += h;
    this.frame++;

    // Arrived: a new target, uniform in the disc (drawn for this agent and this frame).
    const reach2 = S.targetReach * S.targetReach;
    for (let i = 0; i < n; i++) {
      const dx = this.targetX[i] - x[i], dy = this.targetY[i] - y[i];
      if (dx * dx + dy * dy < reach2) this.newTarget(i);
    }
  }

  /** The wish to reach the target: (desired velocity − velocity) / mass, toward ax, ay. */
  private drivingForce(i: number): void {
    const S = SETTINGS, ex = this.targetX[i] - this.x[i], ey = this.targetY[i] - this.y[i];
    const len = Math.sqrt(ex * ex + ey * ey);
    // At the target itself there is no direction to want.
    const nx = len > 1e-9 ? ex / len : 0, ny = len > 1e-9 ? ey / len : 0;
    this.ax[i] += (nx * S.desiredSpeed - this.vx[i]) / S.mass;
    this.ay[i] += (ny * S.desiredSpeed - this.vy[i]) / S.mass;
  }

  /** The push of everyone inside agent i's personal space, added in index order, toward ax, ay. */
  private repulsion(i: number): void {
    const S = SETTINGS, P = S.personalSpace, P2 = P * P, invP = 1 / P, strength = S.interpersonalStrength;
    const { x, y, found } = this, xi = x[i], yi = y[i];
    const m = this.neighbours(i);
    let fx = 0, fy = 0;
    for (let q = 0; q < m; q++) {
      const j = found[q], dx = x[j] - xi, dy = y[j] - yi, d2 = dx * dx + dy * dy;
      // Two agents on the same spot have no direction to push in.
      if (d2 >= P2 || d2 === 0) continue;
      const d = Math.sqrt(d2);
      const mag = (strength * exp((P - d) * invP)) / d; // normalize(position − other) = −(dx, dy) / d
      fx -= dx * mag;
      fy -= dy * mag;
    }
    this.ax[i] += fx / S.mass;
    this.ay[i] += fy / S.mass;
  }

  /** The grid cell of a coordinate along one axis; beyond the grid, its edge cell. */
  private static cell(v: number): number {
    const S = SETTINGS, c = Math.floor((v + 0.5 * S.gridCells * S.cellSize) / S.cellSize);
    return c < 0 ? 0 : c >= S.gridCells ? S.gridCells - 1 : c;
  }

  /** Clears the grid and refills it: a counting sort of the agents by cell, each cell's agents in index order. */
  private fillGrid(): void {
    const n = this.count, G = SETTINGS.gridCells, { x, y, cellOf, sorted } = this, start = this.cellStart;
    start.fill(0);
    for (let i = 0; i < n; i++) {
      const c = Crowd.cell(y[i]) * G + Crowd.cell(x[i]);
      cellOf[i] = c; start[c + 1]++;
    }
    for (let c = 0; c < G * G; c++) start[c + 1] += start[c];
    for (let i = 0; i < n; i++) sorted[start[cellOf[i]]++] = i;
    for (let c = G * G; c > 0; c--) start[c] = start[c - 1];
    start[0] = 0;
  }

  /** Agent i's neighbours within personalSpace, from the 3 × 3 cells around its own, into found in index order. */
  private neighbours(i: number): number {
    const G = SETTINGS.gridCells, P2 = SETTINGS.personalSpace * SETTINGS.personalSpace;
    const { x, y, sorted, found } = this, start = this.cellStart, xi = x[i], yi = y[i];
    const cx = Crowd.cell(xi), cy = Crowd.cell(yi);
    let m = 0;
    for (let ky = Math.max(0, cy - 1); ky <= Math.min(G - 1, cy + 1); ky++)
      for (let kx = Math.max(0, cx - 1); kx <= Math.min(G - 1, cx + 1); kx++) {
        const c = ky * G + kx;
        for (let p = start[c]; p < start[c + 1]; p++) {
          const j = sorted[p];
          if (j === i) continue;
          const dx = x[j] - xi, dy = y[j] - yi;
          if (!(dx * dx + dy * dy < P2)) continue;
          // Insert j in ascending order: the sum's order fixes its last bits.
          let q = m++;
          while (q > 0 && found[q - 1] > j) { found[q] = found[q - 1]; q--; }
          found[q] = j;
        }
      }
    return m;
  }

  /** A new target for agent i, uniform in the target disc, drawn for this agent at this frame. */
  private newTarget(i: number): void {
    const r = this.targetRadius * Math.sqrt(keyedUniform(this.wanderKey, i, this.frame, 0));
    cosSin(2 * Math.PI * keyedUniform(this.wanderKey, i, this.frame, 1) - Math.PI, this.turn);
    this.targetX[i] = 0 + r * this.turn[0]; this.targetY[i] = 0 + r * this.turn[1];
  }
}

// ── Placing the start ──────────────────────────────────────────────────────────────────────────────────────────

/** Tries per agent to find a free place at random, before the crowd is laid on a lattice instead. */
const SPAWN_TRIES = 300;

/**
 * n agents uniform in the disc of radius R, each at least two radii from everyone placed before: a point of the
 * disc's square, kept if in the disc and free. False (and the places are to be forgotten) if someone finds no place.
 */
function placeAtRandom(next: () => number, x: Float64Array, y: Float64Array, R: number): boolean {
  const n = x.length, apart = SETTINGS.radius + SETTINGS.radius;
  for (let i = 0; i < n; i++) {
    let placed = false;
    for (let t = 0; t < SPAWN_TRIES && !placed; t++) {
      const px = -R + (R - -R) * next(), py = -R + (R - -R) * next();
      if (!(px * px + py * py <= R * R)) continue;
      let free = true;
      for (let j = 0; j < i && free; j++) {
        const dx = px - x[j], dy = py - y[j];
        if (dx * dx + dy * dy < apart * apart) free = false;
      }
      if (free) { x[i] = px; y[i] = py; placed = true; }
    }
    if (!placed) return false;
  }
  return true;
}

/**
 * The book's way when random places run out (random packing jams at about half what a lattice holds; article A's 50
 * agents in 5 m come close): a triangular lattice over the disc's square, of about m = ⌈1.03^k⌉ points for the first
 * k that holds n, each point at least 2.04 radii from the others; n of its points in the disc chosen at random, each
 * moved by up to 1 % of a radius.
 */
function placeOnLattice(next: () => number, x: Float64Array, y: Float64Array, R: number): void {
  const n = x.length, reserve = SETTINGS.radius * 1.02, jitter = SETTINGS.radius * 0.01, side = R - -R;
  // The largest lattice worth trying: beyond it the points are closer than 2 · reserve whatever the shape.
  const limit = Math.ceil(((side + 2 * reserve) * (side + 2 * reserve)) / (2 * Math.sqrt(3) * reserve * reserve)) + 2;
  let size = 1;
  while (Math.ceil(size) + Math.sqrt(Math.ceil(size)) + 2 < n) size *= 1.03;
  for (; Math.ceil(size) <= limit; size *= 1.03) {
    // Rows √3/2 of a spacing apart, alternate rows shifted by half a spacing.
    const m = Math.ceil(size), rows = Math.max(1, Math.round(Math.sqrt((m * side * 2) / (side * Math.sqrt(3)))));
    const perRow = Math.max(1, Math.ceil(m / rows)), dx = side / perRow, dy = side / rows;
    const spacing = rows > 1 ? Math.min(perRow > 1 ? dx : Infinity, hypot(dx / 2, dy)) : perRow > 1 ? dx : Infinity;
    if (spacing < 2 * reserve) continue;
    const px: number[] = [], py: number[] = [];
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < perRow; c++) {
        const shift = rows > 1 ? (r % 2 === 0 ? 0.25 : 0.75) : 0.5;
        const lx = -R + (c + shift) * dx, ly = -R + (r + 0.5) * dy;
        if (!(lx * lx + ly * ly <= R * R)) continue;
        let free = true;
        for (let j = 0; j < px.length && free; j++) {
          const ex = lx - px[j], ey = ly - py[j];
          if (ex * ex + ey * ey < (reserve + reserve) * (reserve + reserve)) free = false;
        }
        if (free) { px.push(lx); py.push(ly); }
      }
    if (px.length < n) continue;
    // A random n of the points (a partial Fisher–Yates shuffle), kept in lattice order, each jittered.
    const pick = Array.from({ length: px.length }, (_, k) => k);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(next() * (px.length - i)), t = pick[i];
      pick[i] = pick[j]; pick[j] = t;
    }
    const chosen = pick.slice(0, n).sort((a, b) => a - b);
    for (let i = 0; i < n; i++) {
      x[i] = px[chosen[i]] + (-jitter + (jitter - -jitter) * next());
      y[i] = py[chosen[i]] + (-jitter + (jitter - -jitter) * next());
    }
    return;
  }
  throw new RangeError(`${n} agents of radius ${SETTINGS.radius} m do not fit in a disc of radius ${R} m: give them a larger spawnRadius`);
}

// ── The engine's elementary functions ────────────────────────────────────────────────────────────────────────────
// Ports of fdlibm (Sun Microsystems, 1993: "Permission to use, copy, modify, and distribute this software is freely
// granted, provided that this notice is preserved."), as the book's engine has them, using only the operations IEEE
// 754 fixes exactly. If the last bit does not matter to you, Math.exp, Math.cos and Math.sin do the same job.

/** e^x (fdlibm's e_exp.c): x = k·ln2 + r, e^r from a rational fit, then 2^k exactly. Within 1 ulp. */
function exp(x: number): number {
  if (!(x >= -7.45133219101941108420e2 && x <= 7.09782712893383973096e2)) return x > 0 ? Infinity : x < 0 ? 0 : NaN;
  const ax = Math.abs(x);
  if (ax < 3.725290298461914e-9) return 1 + x;
  let k = 0, hi = x, lo = 0;
  if (ax >= 0.3465735912322998) {
    k = ax < 1.0397205352783203 ? (x > 0 ? 1 : -1) : (1.44269504088896338700 * x + (x < 0 ? -0.5 : 0.5)) | 0;
    hi = x - k * 6.93147180369123816490e-1; // k · ln2's high part: exact
    lo = k * 1.90821492927058770002e-10;
  }
  const r = hi - lo, t = r * r;
  const c = r - t * (1.66666666666666019037e-1 + t * (-2.77777777770155933842e-3 + t * (6.61375632143793436117e-5 + t * (-1.65339022054652515390e-6 + t * 4.13813679705723846039e-8))));
  const y = 1 - ((lo - (r * c) / (2 - c)) - hi);
  const half = k >> 1;
  return y * twoTo(half) * twoTo(k - half);
}

/** 2^k by doubling or halving: exact for −1022 ≤ k ≤ 1023. */
function twoTo(k: number): number {
  let p = 1;
  for (; k > 0; k--) p *= 2;
  for (; k < 0; k++) p *= 0.5;
  return p;
}

/** sin(x + y) on [−π/4, π/4], y the tail of x (k_sin.c). */
function sinKernel(x: number, y: number, hasTail: boolean): number {
  const z = x * x, w = z * z;
  const r = 8.33333333332248946124e-3 + z * (-1.98412698298579493134e-4 + z * 2.75573137070700676789e-6) + z * w * (-2.50507602534068634195e-8 + z * 1.58969099521155010221e-10);
  const v = z * x;
  if (!hasTail) return x + v * (-1.66666666666666324348e-1 + z * r);
  return x - ((z * (0.5 * y - v * r) - y) - v * -1.66666666666666324348e-1);
}

/** cos(x + y) on [−π/4, π/4] (k_cos.c). */
function cosKernel(x: number, y: number): number {
  const z = x * x, w = z * z;
  const r = z * (4.16666666666666019037e-2 + z * (-1.38888888888741095749e-3 + z * 2.48015872894767294178e-5)) + w * w * (-2.75573143513906633035e-7 + z * (2.08757232129817482790e-9 + z * -1.13596475577881948265e-11));
  const hz = 0.5 * z, u = 1 - hz;
  return u + (((1 - u) - hz) + (z * r - x * y));
}

const INV_PIO2 = 6.36619772367581382433e-1, ROUND_TO_INT = 6755399441055744; // 2/π; 1.5·2^52 rounds to an integer
// π/2 in three 33-bit pieces, and what each leaves.
const PIO2_1 = 1.57079632673412561417, PIO2_1T = 6.07710050650619224932e-11;
const PIO2_2 = 6.07710050630396597660e-11, PIO2_2T = 2.02226624879595063154e-21;
const PIO2_3 = 2.02226624871116645580e-21, PIO2_3T = 8.47842766036889956997e-32;
const bits = new Float64Array(1), words = new Uint32Array(bits.buffer);
const HIGH = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0;

/** The biased exponent of a double (its bits 52–62). */
function exponentOf(v: number): number {
  bits[0] = v;
  return (words[HIGH] >>> 20) & 0x7ff;
}

/**
 * cos a into out[0] and sin a into out[1], as fdlibm's cos() and sin() give them, for |a| < 2^20·π/2 (the start
 * asks for 0 ≤ a < 2π). a − n·π/2 by Cody–Waite in up to three rounds (e_rem_pio2.c), then the kernels.
 */
function polar(a: number, out: Float64Array): void {
  if (Math.abs(a) < 0.7853984832763672) { // ≲ π/4: no reduction
    out[0] = cosKernel(a, 0);
    out[1] = Math.abs(a) < 1.4901161193847656e-8 ? a : sinKernel(a, 0, false);
    return;
  }
  const fn = a * INV_PIO2 + ROUND_TO_INT - ROUND_TO_INT, n = fn | 0, j = exponentOf(a);
  let r = a - fn * PIO2_1, w = fn * PIO2_1T, y0 = r - w;
  if (j - exponentOf(y0) > 16) { // cancellation: a second round
    let t = r;
    w = fn * PIO2_2; r = t - w; w = fn * PIO2_2T - ((t - r) - w); y0 = r - w;
    if (j - exponentOf(y0) > 49) { // and a third
      t = r;
      w = fn * PIO2_3; r = t - w; w = fn * PIO2_3T - ((t - r) - w); y0 = r - w;
    }
  }
  const y1 = (r - y0) - w, s = sinKernel(y0, y1, true), c = cosKernel(y0, y1);
  switch (n & 3) {
    case 0: out[0] = c; out[1] = s; break;
    case 1: out[0] = -s; out[1] = c; break;
    case 2: out[0] = -c; out[1] = -s; break;
    default: out[0] = s; out[1] = -c;
  }
}

/** cos θ into out[0] and sin θ into out[1] for |θ| ≤ π: two fixed rounds of Cody–Waite (the engine's cosSin). */
function cosSin(theta: number, out: Float64Array): void {
  const fn = theta * INV_PIO2 + ROUND_TO_INT - ROUND_TO_INT;
  const t = theta - fn * PIO2_1;
  let w = fn * PIO2_2;
  const r = t - w;
  w = fn * PIO2_2T - ((t - r) - w);
  const y0 = r - w, y1 = (r - y0) - w;
  const s = sinKernel(y0, y1, true), c = cosKernel(y0, y1), quadrant = (fn | 0) & 3;
  out[0] = quadrant === 0 ? c : quadrant === 1 ? -s : quadrant === 2 ? -c : s;
  out[1] = quadrant === 0 ? s : quadrant === 1 ? c : quadrant === 2 ? -s : -c;
}

/** √(x² + y²) as the engine's hypot (musl's: both squares exact as double-doubles, one √), for moderate x and y. */
function hypot(a: number, b: number): number {
  let x = Math.abs(a), y = Math.abs(b);
  if (x < y) { const t = x; x = y; y = t; }
  if (y === 0) return x;
  if (exponentOf(x) - exponentOf(y) > 64) return x + y;
  const SPLIT = 134217729; // 2^27 + 1, Veltkamp's splitter
  let c = x * SPLIT, h = x - c + c, l = x - h;
  const hx = x * x, lx = h * h - hx + 2 * h * l + l * l;
  c = y * SPLIT; h = y - c + c; l = y - h;
  const hy = y * y, ly = h * h - hy + 2 * h * l + l * l;
  return Math.sqrt(ly + lx + hy + hx);
}

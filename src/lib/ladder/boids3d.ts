/**
 * Article B's flock in three dimensions, as the article builds it (../shared/seeds.md, part 2): boids spawn in a
 * ball of radius 25, fly at up to v_max, and every `tick` seconds each boid (on its own random phase) forgets its
 * velocity and takes
 *
 *   v_i ← clamp( w_c c_i + w_s s_i + w_a a_i )
 *
 * from its neighbours within R (itself included): cohesion c_i toward their mean position, separation s_i away from
 * those closer than d_s, alignment a_i with their mean velocity, each clamped to v_max. Every frame a boid outside
 * the ball is kicked back by 1 m/s along −p/|p| (or, article B's step 11, every boid is pulled by −p/R_b), its speed
 * is clamped, and it moves. The ladder's 2-D model (model.ts) is this model in the plane; so that the two are provably
 * the same, the arithmetic here is the ladder's in the same order, with a z added to every vector: restricted to the
 * plane (z = 0, v_z = 0) a step gives the 2-D rung's bits (tests/unit/ladder/boids3d.test.ts), naive.ts's for the
 * article's start of part 2 and neighbour-cap.ts's for the capped, squared-distance model of its steps 3 and 5.
 *
 * Pure TypeScript, flat typed arrays, no allocation in step(), no trigonometry (the start draws directions by
 * rejection, so every JavaScript engine draws the same).
 */
import { Random } from '../engine';
import { DT, tickFrames, tickSlot, type Flock3dSet, type LadderRung, type RungCounters, type RungSettings } from './model';

/** The model's numbers: article B's names. */
export interface Boids3dParams {
  /** Neighbour radius R (article B's cohesionRadius). */
  radius: number;
  separationDistance: number;
  cohesionCoefficient: number;
  separationCoefficient: number;
  alignmentCoefficient: number;
  maxSpeed: number;
  /** The boid itself plus at most maxBoids − 1 others (step 5); 0 = no cap. */
  maxBoids: number;
  /** Seconds between a boid's velocity rebuilds; 0 = every frame. */
  tick: number;
  randomPhase: boolean;
  /** 'unit': the mean of (x_i − x_j)/|x_i − x_j| (part 2's start); 'inverse-square': /|x_i − x_j|² (step 3). */
  separationLaw: 'unit' | 'inverse-square';
  /** 'kick': −p/|p| outside the ball (part 2's start); 'linear': −p/R_b on every boid (step 11). */
  boundary: 'kick' | 'linear';
  /** Ball radius R_b (m): the spawn ball and the soft boundary. */
  ballRadius: number;
  /** How fast the drawn model turns toward its velocity (step 1); the simulation does not read it. */
  turnSpeed: number;
}

/** The start of part 2: the naive boid. */
export const PART2_START: Readonly<Boids3dParams> = {
  radius: 10, separationDistance: 5, cohesionCoefficient: 1, separationCoefficient: 10, alignmentCoefficient: 1.5,
  maxSpeed: 15, maxBoids: 0, tick: 0.1, randomPhase: true, separationLaw: 'unit', boundary: 'kick', ballRadius: 25, turnSpeed: 10
};

/** Step 6's final values (with steps 3, 5 and 8 in): R 7, ten boids, alignment 4, a tick of 2 s on a random phase. */
export const STEP6_FINAL: Readonly<Boids3dParams> = {
  ...PART2_START, radius: 7, maxBoids: 10, alignmentCoefficient: 4, tick: 2, separationLaw: 'inverse-square'
};

/** The article's end: step 6's values with step 11's linear boundary; the take-home file's model (static/take-home/boids-3d.ts). */
export const ARTICLE_FINAL: Readonly<Boids3dParams> = { ...STEP6_FINAL, boundary: 'linear' };

export const FLOCK3D_SETS: Readonly<Record<Flock3dSet, Readonly<Boids3dParams>>> = { part2: PART2_START, step6: STEP6_FINAL, article: ARTICLE_FINAL };

/** Boids in article B's ball of radius 25 at the end of part 2 ("about a thousand"). */
export const ARTICLE_N = 1000;

/**
 * Radius (m) of the spawn ball and the boundary for n boids: article B's 25 m at its thousand boids, and the same
 * density at every n (the 2-D ladder keeps its chapter's density the same way, model.ts worldRadius), so that 100k
 * boids are not packed into the article's ball.
 */
export function ballRadius(n: number): number {
  return 25 * Math.cbrt(Math.max(1, n) / ARTICLE_N);
}

/**
 * Radius (m) of the disc that holds n boids at the ball's mean spacing a = ρ^(−1/3) (ρ = n / (4/3 π R_b³)): one boid
 * per a² of the disc as one per a³ of the ball. The plane the chapter compares the ball with: 72 m for 1000 boids.
 */
export function discRadius(n: number): number {
  const Rb = ballRadius(n), a = Math.cbrt((4 / 3) * Math.PI * Rb ** 3 / Math.max(1, n));
  return Math.sqrt((Math.max(1, n) * a * a) / Math.PI);
}

/**
 * A 3-D rung's settings: its defaults, then the chosen set's own tick, phase and cap (so 'part2' flies part 2's
 * 0.1 s tick, uncapped), then whatever was asked for explicitly.
 */
export function settings3d(defaults: RungSettings, asked: Partial<RungSettings>): RungSettings {
  const set = FLOCK3D_SETS[asked.set ?? defaults.set ?? 'step6'] ?? STEP6_FINAL;
  return { ...defaults, tick: set.tick, randomPhase: set.randomPhase, maxBoids: set.maxBoids, ...asked };
}

/** The model a 3-D rung flies for n boids and the ladder's settings: a parameter set, its knobs, the ball for n. */
export function params3d(n: number, s: Partial<RungSettings>, fallback: Flock3dSet = 'step6'): Boids3dParams {
  const base = FLOCK3D_SETS[s.set ?? fallback] ?? FLOCK3D_SETS[fallback];
  const p: Boids3dParams = { ...base, ballRadius: s.space === 'plane' ? discRadius(n) : ballRadius(n) };
  if (s.separationLaw === 'unit' || s.separationLaw === 'inverse-square') p.separationLaw = s.separationLaw;
  if (s.boundary === 'kick' || s.boundary === 'linear') p.boundary = s.boundary;
  if (s.tick !== undefined) p.tick = s.tick;
  if (s.randomPhase !== undefined) p.randomPhase = s.randomPhase;
  if (s.maxBoids !== undefined) p.maxBoids = s.maxBoids;
  if (s.cohesionCoefficient !== undefined) p.cohesionCoefficient = s.cohesionCoefficient;
  if (s.separationCoefficient !== undefined) p.separationCoefficient = s.separationCoefficient;
  if (s.alignmentCoefficient !== undefined) p.alignmentCoefficient = s.alignmentCoefficient;
  return p;
}

/** Positions, velocities (m, m/s) and rule phases in [0, 1) of n boids. */
export interface Start3d {
  n: number;
  x: Float64Array; y: Float64Array; z: Float64Array;
  vx: Float64Array; vy: Float64Array; vz: Float64Array;
  phase: Float64Array;
}

/** A rung's start: the ball, or (space 'plane') the disc of the same radius rule in z = 0, headings in the plane. */
export function start3d(n: number, seed: number, p: Readonly<Boids3dParams>, space: 'ball' | 'plane' = 'ball'): Start3d {
  return space === 'plane' ? discStart(n, seed, p) : ballStart(n, seed, p);
}

/** Uniform in the disc of radius p.ballRadius in z = 0, each heading a random unit vector of the plane × v_max. */
export function discStart(n: number, seed: number, p: Readonly<Boids3dParams>): Start3d {
  const rnd = new Random((seed ^ 0x2d2d2d2d) >>> 0), R = p.ballRadius;
  const s: Start3d = { n, x: new Float64Array(n), y: new Float64Array(n), z: new Float64Array(n), vx: new Float64Array(n), vy: new Float64Array(n), vz: new Float64Array(n), phase: new Float64Array(n) };
  for (let i = 0; i < n; i++) {
    let a, b, l2;
    do { a = rnd.uniform(-1, 1); b = rnd.uniform(-1, 1); } while (a * a + b * b > 1);
    s.x[i] = a * R; s.y[i] = b * R;
    do { a = rnd.uniform(-1, 1); b = rnd.uniform(-1, 1); l2 = a * a + b * b; } while (l2 > 1 || l2 < 1e-6);
    const k = p.maxSpeed / Math.sqrt(l2);
    s.vx[i] = a * k; s.vy[i] = b * k;
    s.phase[i] = rnd.next();
  }
  return s;
}

/** Uniform in the ball of radius R, each heading a random unit vector × v_max (step 9), each phase uniform. */
export function ballStart(n: number, seed: number, p: Readonly<Boids3dParams> = PART2_START): Start3d {
  const rnd = new Random((seed ^ 0x3d3d3d3d) >>> 0), R = p.ballRadius;
  const s: Start3d = { n, x: new Float64Array(n), y: new Float64Array(n), z: new Float64Array(n), vx: new Float64Array(n), vy: new Float64Array(n), vz: new Float64Array(n), phase: new Float64Array(n) };
  for (let i = 0; i < n; i++) {
    let a, b, c;
    do { a = rnd.uniform(-1, 1); b = rnd.uniform(-1, 1); c = rnd.uniform(-1, 1); } while (a * a + b * b + c * c > 1);
    s.x[i] = a * R; s.y[i] = b * R; s.z[i] = c * R;
    let l2;
    do { a = rnd.uniform(-1, 1); b = rnd.uniform(-1, 1); c = rnd.uniform(-1, 1); l2 = a * a + b * b + c * c; } while (l2 > 1 || l2 < 1e-6);
    const k = p.maxSpeed / Math.sqrt(l2);
    s.vx[i] = a * k; s.vy[i] = b * k; s.vz[i] = c * k;
    s.phase[i] = rnd.next();
  }
  return s;
}

/**
 * The flock, all pairs: a rung of the 2-D ladder (model.ts, LadderRung: step, read, counters), so the backend seam,
 * the driver, the worker, the A/B and the benchmark run it as they run every rung, with z beside x and y (readZ).
 */
export class Boids3d implements LadderRung {
  readonly name: string;
  /** A 3-D flock: readers that can use z (the 3-D view, the 3-D metrics) ask for it with readZ. */
  readonly dims = 3;
  readonly count: number;
  readonly params: Readonly<Boids3dParams>;
  readonly counters: RungCounters = { candidates: 0, neighbours: 0, updated: 0 };
  time = 0;
  steps = 0;
  readonly x: Float64Array; readonly y: Float64Array; readonly z: Float64Array;
  readonly vx: Float64Array; readonly vy: Float64Array; readonly vz: Float64Array;
  protected readonly slot: Int32Array;
  private readonly frames: number;
  /** Scratch, allocated once: the due boids and their new velocities; one boid's neighbours. */
  private readonly due: Int32Array;
  private readonly nv: Float64Array;
  protected readonly found: Int32Array;
  /**
   * Article B's debug rays: each boid's three rule terms (clamped, before their weights) from its last velocity
   * rebuild, 9 numbers a boid — cohesion x y z, separation x y z, alignment x y z (m/s). Drawing only; the step does
   * not read them.
   */
  readonly rays: Float64Array;

  /** The ladder's settings it was made from (a rung's factory passes them), else read from params. */
  private readonly given: RungSettings | null;

  constructor(start: Start3d, params: Readonly<Boids3dParams> = PART2_START, name = 'all-pairs-3d', settings: RungSettings | null = null) {
    const n = start.n;
    this.name = name; this.count = n; this.params = params; this.given = settings;
    this.x = start.x.slice(); this.y = start.y.slice(); this.z = start.z.slice();
    this.vx = start.vx.slice(); this.vy = start.vy.slice(); this.vz = start.vz.slice();
    this.frames = tickFrames(params.tick);
    this.slot = new Int32Array(n);
    for (let i = 0; i < n; i++) this.slot[i] = tickSlot(start.phase[i], this.frames, params.randomPhase);
    this.due = new Int32Array(n); this.nv = new Float64Array(3 * n); this.found = new Int32Array(n + 1);
    this.rays = new Float64Array(9 * n);
  }

  /**
   * Boid i's neighbours within R into `found`, in index order; uncapped the boid itself is among them at its own
   * index (article B's sphere query), capped it is left out and the scan stops at maxBoids − 1 others (step 5).
   */
  protected neighbours(i: number): number {
    const { x, y, z, found } = this, n = this.count, R = this.params.radius, R2 = R * R;
    const capped = this.params.maxBoids > 0, max = capped ? this.params.maxBoids - 1 : n;
    let m = 0, tested = 0;
    for (let j = 0; j < n && m < max; j++) {
      if (j === i) { if (!capped) found[m++] = j; continue; }
      tested++;
      const dx = x[i] - x[j], dy = y[i] - y[j], dz = z[i] - z[j];
      // The 2-D rungs' own tests: a distance (naive) or a squared distance (from step 3 on).
      if (capped ? dx * dx + dy * dy + dz * dz < R2 : Math.sqrt(dx * dx + dy * dy + dz * dz) < R) found[m++] = j;
    }
    this.counters.candidates += tested;
    this.counters.neighbours += capped ? m : m - 1;
    return m;
  }

  /** The three rules for boid i; its new velocity into nv[3k…3k+2]. */
  private rules(i: number, k: number): void {
    const p = this.params, { x, y, z, vx, vy, vz, found, nv } = this, V = p.maxSpeed, V2 = V * V;
    const m = this.neighbours(i), capped = p.maxBoids > 0;
    if (capped && m === 0) { nv[3 * k] = vx[i]; nv[3 * k + 1] = vy[i]; nv[3 * k + 2] = vz[i]; this.rays.fill(0, 9 * i, 9 * i + 9); return; }
    const count = capped ? m + 1 : m;

    let cx = 0, cy = 0, cz = 0;
    for (let q = 0; q < m; q++) { const j = found[q]; cx += x[j] - x[i]; cy += y[j] - y[i]; cz += z[j] - z[i]; }
    cx = cx / count; cy = cy / count; cz = cz / count;
    let l2 = cx * cx + cy * cy + cz * cz;
    if (l2 > V2) { const s = V / Math.sqrt(l2); cx *= s; cy *= s; cz *= s; }

    let sx = 0, sy = 0, sz = 0, close = 0;
    const ds = p.separationDistance;
    for (let q = 0; q < m; q++) {
      const j = found[q];
      if (j === i) continue;
      if (p.separationLaw === 'unit') {
        const dx = x[i] - x[j], dy = y[i] - y[j], dz = z[i] - z[j], d = Math.sqrt(dx * dx + dy * dy + dz * dz);
        if (!(d < ds && d > 0)) continue;
        const w = 1 / d;
        sx += dx * w; sy += dy * w; sz += dz * w;
      } else {
        const dx = x[j] - x[i], dy = y[j] - y[i], dz = z[j] - z[i], d2 = dx * dx + dy * dy + dz * dz;
        if (!(d2 < ds * ds && d2 > 0)) continue;
        const w = -1 / d2;
        sx += dx * w; sy += dy * w; sz += dz * w;
      }
      close++;
    }
    if (close > 0) {
      sx = sx / close; sy = sy / close; sz = sz / close;
      l2 = sx * sx + sy * sy + sz * sz;
      if (l2 > V2) { const s = V / Math.sqrt(l2); sx *= s; sy *= s; sz *= s; }
    }

    // Alignment, itself included: at its own index (the sphere query's order), or first (the capped query's).
    let ax = capped ? vx[i] : 0, ay = capped ? vy[i] : 0, az = capped ? vz[i] : 0;
    for (let q = 0; q < m; q++) { const j = found[q]; ax += vx[j]; ay += vy[j]; az += vz[j]; }
    ax = ax / count; ay = ay / count; az = az / count;
    l2 = ax * ax + ay * ay + az * az;
    if (l2 > V2) { const s = V / Math.sqrt(l2); ax *= s; ay *= s; az *= s; }

    const wc = p.cohesionCoefficient, ws = p.separationCoefficient, wa = p.alignmentCoefficient;
    let ux = cx * wc + sx * ws + ax * wa, uy = cy * wc + sy * ws + ay * wa, uz = cz * wc + sz * ws + az * wa;
    l2 = ux * ux + uy * uy + uz * uz;
    if (l2 > V2) { const s = V / Math.sqrt(l2); ux *= s; uy *= s; uz *= s; }
    nv[3 * k] = ux; nv[3 * k + 1] = uy; nv[3 * k + 2] = uz;
    const r = this.rays, o = 9 * i;
    r[o] = cx; r[o + 1] = cy; r[o + 2] = cz; r[o + 3] = sx; r[o + 4] = sy; r[o + 5] = sz; r[o + 6] = ax; r[o + 7] = ay; r[o + 8] = az;
  }

  /** Radius (m) of the soft boundary, as a rung reports it. */
  get boundaryRadius(): number {
    return this.params.ballRadius;
  }

  /** The knobs the ladder's views know (tick, phase, cap, the weights); the rest of the model is in `params`. */
  get settings(): RungSettings {
    const p = this.params;
    if (this.given) return this.given;
    return { tick: p.tick, randomPhase: p.randomPhase, maxBoids: p.maxBoids, cohesionCoefficient: p.cohesionCoefficient, separationCoefficient: p.separationCoefficient, alignmentCoefficient: p.alignmentCoefficient };
  }

  get neighbourRadius(): number {
    return this.params.radius;
  }

  /** No grid: every pair. */
  get cells(): null {
    return null;
  }

  /** The rung interface's copy-out (model.ts, LadderRung.read), and the third coordinate and the rays beside it. */
  read(x: Float64Array, y: Float64Array, vx: Float64Array, vy: Float64Array): void {
    x.set(this.x); y.set(this.y); vx.set(this.vx); vy.set(this.vy);
  }
  readZ(z: Float64Array, vz: Float64Array): void {
    z.set(this.z); vz.set(this.vz);
  }
  readRays(out: Float64Array): void {
    out.set(this.rays);
  }

  /** Runs before a frame's rules: nothing here; the grid sorts its boids into cells (boids3dGrid.ts). */
  protected prepare(): void {}

  /** The boids that boid k would take as neighbours now, itself not included, ascending (for tests; allocates). */
  neighbourIds(k: number): number[] {
    const saved = { ...this.counters }, m = this.neighbours(k);
    Object.assign(this.counters, saved);
    return Array.from(this.found.subarray(0, m)).filter((j) => j !== k);
  }

  /** One frame of DT = 0.02 s. */
  step(): void {
    const p = this.params, c = this.counters, n = this.count, { x, y, z, vx, vy, vz, due, nv } = this;
    c.candidates = 0; c.neighbours = 0;
    this.prepare();
    const frame = this.steps % this.frames;
    let m = 0;
    for (let i = 0; i < n; i++) if (this.slot[i] === frame) { due[m] = i; this.rules(i, m); m++; }
    for (let k = 0; k < m; k++) { const i = due[k]; vx[i] = nv[3 * k]; vy[i] = nv[3 * k + 1]; vz[i] = nv[3 * k + 2]; }
    c.updated = m;

    const Rb = p.ballRadius, V = p.maxSpeed, V2 = V * V, pull = 1 / Rb;
    for (let i = 0; i < n; i++) {
      if (p.boundary === 'kick') {
        const r = Math.sqrt(x[i] * x[i] + y[i] * y[i] + z[i] * z[i]);
        if (r > Rb) { const s = 1 / r; vx[i] -= x[i] * s * 1; vy[i] -= y[i] * s * 1; vz[i] -= z[i] * s * 1; }
      } else {
        vx[i] -= x[i] * pull; vy[i] -= y[i] * pull; vz[i] -= z[i] * pull;
      }
      const l2 = vx[i] * vx[i] + vy[i] * vy[i] + vz[i] * vz[i];
      if (l2 > V2) { const s = V / Math.sqrt(l2); vx[i] *= s; vy[i] *= s; vz[i] *= s; }
      x[i] += vx[i] * DT; y[i] += vy[i] * DT; z[i] += vz[i] * DT;
    }
    this.time += DT;
    this.steps++;
  }
}

/**
 * Compare squared distances (article B step 3). The query tests |d|² < R² instead of |d| < R, so no square
 * root is taken per pair. The article goes one step further and weights separation by d/|d|² instead of the unit
 * vector d/|d|, saving the square root for the close neighbours too, and says this "does not affect the result
 * much". It is a change of model: inverse-distance weighting, so near boids push much harder and far ones hardly at
 * all, and the mean can now exceed v_max (the clamp starts to act). The tests and the benchmark measure how much
 * the flock changes (it packs tighter). The square-root saving in the test is pure speed.
 */
import {
  ALIGNMENT_WEIGHT, BOUNDARY_KICK, CHAPTER_SETTINGS, COHESION_WEIGHT, DT, MAX_SPEED, RADIUS, SEPARATION_DISTANCE,
  SEPARATION_WEIGHT, tickFrames, tickSlot, worldRadius, type LadderRung, type RungCounters, type RungSettings
} from '../model';
import { startState } from '../start';

export const DEFAULTS: RungSettings = { ...CHAPTER_SETTINGS };

/** A 2-D vector; every operation returns a new one. */
class Vec2 {
  constructor(readonly x: number, readonly y: number) {}
  add(o: Vec2): Vec2 { return new Vec2(this.x + o.x, this.y + o.y); }
  sub(o: Vec2): Vec2 { return new Vec2(this.x - o.x, this.y - o.y); }
  scale(k: number): Vec2 { return new Vec2(this.x * k, this.y * k); }
  div(k: number): Vec2 { return new Vec2(this.x / k, this.y / k); }
  length(): number { return Math.sqrt(this.x * this.x + this.y * this.y); }
  length2(): number { return this.x * this.x + this.y * this.y; }
  normalized(): Vec2 { return this.scale(1 / this.length()); }
  /** Shorter to `max` if longer. */
  clampLength(max: number): Vec2 {
    const l2 = this.x * this.x + this.y * this.y;
    return l2 > max * max ? this.scale(max / Math.sqrt(l2)) : this;
  }
}

const ZERO = new Vec2(0, 0);

/** A neighbour as the query found it: who, the offset x_j − x_i, and its squared length. */
interface Neighbour { boid: Boid; offset: Vec2; distance2: number }

class Boid {
  constructor(public position: Vec2, public velocity: Vec2, readonly tickSlot: number) {}

  /** Every boid within the radius, this one included, with the offset and squared distance worked out once. */
  neighbours(flock: Boid[], counters: RungCounters): Neighbour[] {
    const found: Neighbour[] = [];
    for (const other of flock) {
      const offset = other.position.sub(this.position);
      const distance2 = offset.length2();
      if (distance2 < RADIUS * RADIUS) found.push({ boid: other, offset, distance2 });
    }
    counters.candidates += flock.length - 1;
    counters.neighbours += found.length - 1;
    return found;
  }

  /** Article B's three rules: the velocity this boid takes now. */
  newVelocity(flock: Boid[], counters: RungCounters): Vec2 {
    const neighbours = this.neighbours(flock, counters);

    // Cohesion: toward the mean position of the neighbours, itself included.
    let centre = ZERO;
    for (const n of neighbours) centre = centre.add(n.offset);
    const cohesion = centre.div(neighbours.length).clampLength(MAX_SPEED);

    // Separation: the mean of (x_i − x_j)/|x_i − x_j|² over the neighbours closer than d_s (article step 3).
    let away = ZERO, close = 0;
    for (const n of neighbours) {
      if (n.boid === this) continue;
      if (n.distance2 < SEPARATION_DISTANCE * SEPARATION_DISTANCE && n.distance2 > 0) { away = away.add(n.offset.scale(-1 / n.distance2)); close++; }
    }
    const separation = close > 0 ? away.div(close).clampLength(MAX_SPEED) : ZERO;

    // Alignment: the mean velocity of the neighbours, itself included.
    let heading = ZERO;
    for (const n of neighbours) heading = heading.add(n.boid.velocity);
    const alignment = heading.div(neighbours.length).clampLength(MAX_SPEED);

    return cohesion.scale(COHESION_WEIGHT).add(separation.scale(SEPARATION_WEIGHT)).add(alignment.scale(ALIGNMENT_WEIGHT)).clampLength(MAX_SPEED);
  }
}

class SquaredDistanceFlock implements LadderRung {
  readonly name = 'squared-distance';
  readonly settings: RungSettings;
  readonly boundaryRadius: number;
  readonly counters: RungCounters = { candidates: 0, neighbours: 0, updated: 0 };
  time = 0;
  steps = 0;
  private readonly boids: Boid[] = [];
  private readonly frames: number;

  constructor(n: number, seed: number, settings: Partial<RungSettings>) {
    this.settings = { ...DEFAULTS, ...settings };
    this.boundaryRadius = worldRadius(n);
    this.frames = tickFrames(this.settings.tick);
    const s = startState(n, seed, this.settings.start);
    for (let i = 0; i < n; i++) {
      this.boids.push(new Boid(new Vec2(s.x[i], s.y[i]), new Vec2(s.vx[i], s.vy[i]), tickSlot(s.phase[i], this.frames, this.settings.randomPhase)));
    }
  }

  get count(): number {
    return this.boids.length;
  }

  step(): void {
    const c = this.counters;
    c.candidates = 0; c.neighbours = 0; c.updated = 0;

    // The boids whose tick has come rebuild their velocity, all from the same frame's positions and velocities.
    const frame = this.steps % this.frames;
    const updates: { boid: Boid; velocity: Vec2 }[] = [];
    for (const boid of this.boids) {
      if (boid.tickSlot === frame) updates.push({ boid, velocity: boid.newVelocity(this.boids, c) });
    }
    for (const u of updates) u.boid.velocity = u.velocity;
    c.updated = updates.length;

    // Every frame: the soft boundary's kick back toward the centre, the speed limit, and the move.
    for (const boid of this.boids) {
      const r = boid.position.length();
      if (r > this.boundaryRadius) boid.velocity = boid.velocity.sub(boid.position.normalized().scale(BOUNDARY_KICK));
      boid.velocity = boid.velocity.clampLength(MAX_SPEED);
      boid.position = boid.position.add(boid.velocity.scale(DT));
    }
    this.time += DT;
    this.steps++;
  }

  neighbourIds(k: number): number[] {
    const place = new Map(this.boids.map((b, i) => [b, i]));
    const me = this.boids[k];
    return me.neighbours(this.boids, { candidates: 0, neighbours: 0, updated: 0 }).filter((n) => n.boid !== me).map((n) => place.get(n.boid)!);
  }

  read(x: Float64Array, y: Float64Array, vx: Float64Array, vy: Float64Array): void {
    this.boids.forEach((b, i) => { x[i] = b.position.x; y[i] = b.position.y; vx[i] = b.velocity.x; vy[i] = b.velocity.y; });
  }
}

export const create = (n: number, seed: number, settings: Partial<RungSettings> = {}): LadderRung => new SquaredDistanceFlock(n, seed, settings);

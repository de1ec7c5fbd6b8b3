/**
 * Naive, as a careful first attempt is. Article B's boid written the way its part 1 wrote it, in
 * TypeScript: each boid an object holding vector objects; a small vector class whose every operation returns a new
 * vector; every boid asks every other boid how far away it is (a square root per test); the offset between two boids
 * is computed three times (in the query, for cohesion and for separation); the query returns a fresh array, and the
 * new velocities are collected in an array grown every frame. Nothing is slowed on purpose: a reviewer would accept
 * this for 100 boids, and it is the reference every later rung is measured against.
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
  normalized(): Vec2 { return this.scale(1 / this.length()); }
  distanceTo(o: Vec2): number { return this.sub(o).length(); }
  /** Shorter to `max` if longer. */
  clampLength(max: number): Vec2 {
    const l2 = this.x * this.x + this.y * this.y;
    return l2 > max * max ? this.scale(max / Math.sqrt(l2)) : this;
  }
}

const ZERO = new Vec2(0, 0);

class Boid {
  constructor(public position: Vec2, public velocity: Vec2, readonly tickSlot: number) {}

  /** Every boid within the radius, this one included (article B's sphere query returns the boid itself). */
  neighbours(flock: Boid[], counters: RungCounters): Boid[] {
    const found: Boid[] = [];
    for (const other of flock) {
      if (this.position.distanceTo(other.position) < RADIUS) found.push(other);
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
    for (const other of neighbours) centre = centre.add(other.position.sub(this.position));
    const cohesion = centre.div(neighbours.length).clampLength(MAX_SPEED);

    // Separation: the mean unit vector away from the neighbours closer than d_s.
    let away = ZERO, close = 0;
    for (const other of neighbours) {
      if (other === this) continue;
      const d = this.position.sub(other.position);
      const distance = d.length();
      if (distance < SEPARATION_DISTANCE && distance > 0) { away = away.add(d.normalized()); close++; }
    }
    const separation = close > 0 ? away.div(close).clampLength(MAX_SPEED) : ZERO;

    // Alignment: the mean velocity of the neighbours, itself included.
    let heading = ZERO;
    for (const other of neighbours) heading = heading.add(other.velocity);
    const alignment = heading.div(neighbours.length).clampLength(MAX_SPEED);

    return cohesion.scale(COHESION_WEIGHT).add(separation.scale(SEPARATION_WEIGHT)).add(alignment.scale(ALIGNMENT_WEIGHT)).clampLength(MAX_SPEED);
  }
}

class NaiveFlock implements LadderRung {
  readonly name = 'naive';
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
    return me.neighbours(this.boids, { candidates: 0, neighbours: 0, updated: 0 }).filter((o) => o !== me).map((o) => place.get(o)!);
  }

  read(x: Float64Array, y: Float64Array, vx: Float64Array, vy: Float64Array): void {
    this.boids.forEach((b, i) => { x[i] = b.position.x; y[i] = b.position.y; vx[i] = b.velocity.x; vy[i] = b.velocity.y; });
  }
}

export const create = (n: number, seed: number, settings: Partial<RungSettings> = {}): LadderRung => new NaiveFlock(n, seed, settings);

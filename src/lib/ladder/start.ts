/**
 * The start every rung begins from: same n and seed → the same boids, whatever the rung. The draws are the
 * engine's bounded-flock scenario's, in its order (positions uniform in the disc, then per boid a random heading at
 * v_max and a phase in [0, 1)), so at N = 100 a rung starts exactly where the boids chapter's flock starts.
 *
 * The only trigonometry of the ladder is here (the headings); Random.inDisc does the positions.
 */
import { Random } from '../engine';
import { MAX_SPEED, worldRadius } from './model';

export interface StartState {
  n: number;
  x: Float64Array;
  y: Float64Array;
  vx: Float64Array;
  vy: Float64Array;
  /** Rule-timer phase in [0, 1) (article B step 8). */
  phase: Float64Array;
}

/** A unit vector at angle a, scaled: the one place the ladder calls cos and sin. */
function heading(a: number, speed: number, out: { x: number; y: number }): void {
  out.x = speed * Math.cos(a);
  out.y = speed * Math.sin(a);
}

export function startState(n: number, seed: number): StartState {
  // The engine draws a scenario's layout from its own stream, seed ^ 0x5bd1e995 (config/create.ts): so do we.
  const rng = new Random((seed ^ 0x5bd1e995) >>> 0), R = worldRadius(n);
  const s: StartState = { n, x: new Float64Array(n), y: new Float64Array(n), vx: new Float64Array(n), vy: new Float64Array(n), phase: new Float64Array(n) };
  const p = { x: 0, y: 0 };
  for (let i = 0; i < n; i++) { rng.inDisc(0, 0, R, p); s.x[i] = p.x; s.y[i] = p.y; }
  for (let i = 0; i < n; i++) {
    heading(rng.uniform(0, 2 * Math.PI), MAX_SPEED, p);
    s.vx[i] = p.x; s.vy[i] = p.y;
    s.phase[i] = rng.next();
  }
  return s;
}

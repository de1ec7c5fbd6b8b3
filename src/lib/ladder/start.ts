/**
 * The start every rung begins from: same n and seed → the same boids, whatever the rung. It is the engine's own
 * bounded-flock layout (positions uniform in the disc, then per boid a random heading at v_max and a phase in
 * [0, 1)), drawn from the stream the engine uses for layouts (seed ^ 0x5bd1e995, as config/create.ts does), with the
 * disc's radius set for n (worldRadius). So at N = 100 a rung starts exactly where the boids chapter's flock starts,
 * and the ladder itself calls no trigonometry: the engine's own deterministic functions draw the headings.
 */
import { Random, scenarioByName } from '../engine';
import { MAX_SPEED, RADIUS, worldRadius, type StartLayout } from './model';

export interface StartState {
  n: number;
  x: Float64Array;
  y: Float64Array;
  vx: Float64Array;
  vy: Float64Array;
  /** Rule-timer phase in [0, 1) (article B step 8). */
  phase: Float64Array;
}

/**
 * `layout` 'one-cell' is the grid's worst case: the same boids squeezed into a disc of radius R/2 at the centre, so
 * every pair is within R and every query's block of cells holds the whole flock (separation soon spreads them out).
 */
export function startState(n: number, seed: number, layout: StartLayout = 'disc'): StartState {
  // The scenario's builder is a plain function of its parameters: the ladder asks it for any n (the scenario's own
  // limit of 20 000 guards the pages that run the engine, not this).
  const built = scenarioByName('bounded-flock')!.build({ N: n, spawnRadius: worldRadius(n), speed: MAX_SPEED }, new Random((seed ^ 0x5bd1e995) >>> 0));
  const s: StartState = { n, x: new Float64Array(n), y: new Float64Array(n), vx: new Float64Array(n), vy: new Float64Array(n), phase: new Float64Array(n) };
  const squeeze = layout === 'one-cell' ? RADIUS / 2 / worldRadius(n) : 1;
  built.agents.forEach((a, i) => {
    s.x[i] = a.x * squeeze; s.y[i] = a.y * squeeze; s.vx[i] = a.vx ?? 0; s.vy[i] = a.vy ?? 0; s.phase[i] = a.phase ?? 0;
  });
  return s;
}

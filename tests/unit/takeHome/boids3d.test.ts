/**
 * The take-home 3-D flock (static/take-home/boids-3d.ts: one file, no imports, a uniform grid of 27-cell queries)
 * is the book's: for the same seed it starts where src/lib/ladder/boids3d.ts's ballStart starts and flies the
 * same trajectories to the last bit (ARTICLE_FINAL), because its grid keeps the same neighbours (the lowest-numbered
 * within the radius) and reads them in the same order. Checked for 500 boids over 5000 frames (100 s, fifty ticks
 * of 2 s), and a flock squeezed into one cell, where the cap decides everything. It compiles on its own with
 * TypeScript's strict checks (tsc, no libraries but ES2020's).
 */
import { describe, expect, it } from 'vitest';
import { compileAlone } from './compileAlone';
import { Flock, SETTINGS } from '../../../static/take-home/boids-3d';
import { ARTICLE_FINAL, Boids3d, ballStart } from '../../../src/lib/ladder/boids3d';

function compare(n: number, seed: number, frames: number, squeeze = 1): void {
  const home = new Flock(n, seed), start = ballStart(n, seed, ARTICLE_FINAL);
  for (const a of ['x', 'y', 'z'] as const) for (let i = 0; i < n; i++) { start[a][i] *= squeeze; home[a][i] *= squeeze; }
  const book = new Boids3d(start, ARTICLE_FINAL);
  const fields = ['x', 'y', 'z', 'vx', 'vy', 'vz'] as const;
  for (let f = 0; f <= frames; f++) {
    if (f % 250 === 0 || f < 3)
      for (const a of fields) for (let i = 0; i < n; i++)
        if (!Object.is(home[a][i], book[a][i])) expect.fail(`frame ${f}, boid ${i}, ${a}: take-home ${home[a][i]}, book ${book[a][i]}`);
    home.step(); book.step();
  }
}

describe('the take-home 3-D flock is the book’s', () => {
  it('has the article’s final values', () => {
    expect(SETTINGS).toMatchObject({ maxSpeed: ARTICLE_FINAL.maxSpeed, cohesionRadius: ARTICLE_FINAL.radius, maxBoids: ARTICLE_FINAL.maxBoids, separationDistance: ARTICLE_FINAL.separationDistance, cohesionCoefficient: ARTICLE_FINAL.cohesionCoefficient, alignmentCoefficient: ARTICLE_FINAL.alignmentCoefficient, separationCoefficient: ARTICLE_FINAL.separationCoefficient, tick: ARTICLE_FINAL.tick, boundaryRadius: ARTICLE_FINAL.ballRadius, turnSpeed: ARTICLE_FINAL.turnSpeed });
  });
  it.each([1, 2])('500 boids, seed %i: the same bits for 5000 frames', (seed) => compare(500, seed, 5000), 60_000);
  it('300 boids squeezed into a ball of radius 3 (every boid a candidate of every other): the same bits for 1000 frames', () => compare(300, 3, 1000, 3 / 25), 60_000);
  it('compiles alone under tsc --strict', () => {
    expect(() => compileAlone('static/take-home/boids-3d.ts')).not.toThrow();
  }, 60_000);
});

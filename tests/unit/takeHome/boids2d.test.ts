/**
 * The take-home 2-D flock (static/take-home/boids-2d.ts: one file, no imports, a 9-cell uniform grid) is the
 * ladder's last CPU rung (src/lib/ladder/rungs/sorted-grid.ts) to the last bit from the same start: 500 boids over
 * 5000 frames (100 s) from the ladder's start for seeds 1 and 2, and from its worst case, every boid in one cell.
 * Its own seeded start fills the disc at full speed, and it compiles alone under tsc --strict.
 */
import { describe, expect, it } from 'vitest';
import { compileAlone } from './compileAlone';
import { Flock, SETTINGS, discStart, boundaryRadius } from '../../../static/take-home/boids-2d';
import { startState } from '../../../src/lib/ladder/start';
import { create as sortedGrid, DEFAULTS } from '../../../src/lib/ladder/rungs/sorted-grid';
import { ALIGNMENT_WEIGHT, MAX_SPEED, RADIUS, SEPARATION_DISTANCE, worldRadius, type StartLayout } from '../../../src/lib/ladder/model';

function compare(n: number, seed: number, frames: number, start: StartLayout = 'disc'): void {
  const s = startState(n, seed, start), home = new Flock(s), rung = sortedGrid(n, seed, { start });
  const x = new Float64Array(n), y = new Float64Array(n), vx = new Float64Array(n), vy = new Float64Array(n);
  for (let f = 0; f <= frames; f++) {
    if (f % 250 === 0 || f < 3) {
      rung.read(x, y, vx, vy);
      for (let i = 0; i < n; i++)
        if (!(Object.is(home.x[i], x[i]) && Object.is(home.y[i], y[i]) && Object.is(home.vx[i], vx[i]) && Object.is(home.vy[i], vy[i])))
          expect.fail(`frame ${f}, boid ${i}: take-home (${home.x[i]}, ${home.y[i]}), ladder (${x[i]}, ${y[i]})`);
    }
    home.step(); rung.step();
  }
}

describe('the take-home 2-D flock is the ladder’s last rung', () => {
  it('has the ladder’s values', () => {
    expect(SETTINGS).toMatchObject({ maxSpeed: MAX_SPEED, cohesionRadius: RADIUS, separationDistance: SEPARATION_DISTANCE, alignmentCoefficient: ALIGNMENT_WEIGHT, maxBoids: DEFAULTS.maxBoids, tick: DEFAULTS.tick });
    for (const n of [1, 100, 2500, 100_000]) expect(boundaryRadius(n)).toBe(worldRadius(n));
  });
  it.each([1, 2])('500 boids, seed %i: the same bits for 5000 frames', (seed) => compare(500, seed, 5000), 60_000);
  it('300 boids all in one cell at the start: the same bits for 1000 frames', () => compare(300, 3, 1000, 'one-cell'), 60_000);
  it('its own start fills the disc, every boid at maxSpeed, and flies', () => {
    const s = discStart(1000, 5), R = boundaryRadius(1000);
    let inner = 0;
    for (let i = 0; i < 1000; i++) {
      const r = Math.hypot(s.x[i], s.y[i]);
      expect(r).toBeLessThanOrEqual(R);
      if (r < R / Math.SQRT2) inner++;
      expect(Math.hypot(s.vx[i], s.vy[i])).toBeCloseTo(15, 9);
    }
    expect(Math.abs(inner / 1000 - 0.5)).toBeLessThan(4 * Math.sqrt(0.25 / 1000));
    const f = new Flock(s);
    for (let k = 0; k < 500; k++) f.step();
    expect(f.x.every(Number.isFinite) && f.vy.every(Number.isFinite)).toBe(true);
  });
  it('compiles alone under tsc --strict', () => {
    expect(() => compileAlone('static/take-home/boids-2d.ts')).not.toThrow();
  }, 60_000);
});

/**
 * The WebAssembly SIMD rung (rungs/wasm-simd.ts, its kernel src/lib/wasm/assembly/ladderGrid.ts) against the sorted
 * grid it builds on. It computes the same model in float32, so its trajectories are not the sorted grid's to the bit:
 * these tests measure by how much, and hold what must not change.
 *  - At the start, the same neighbour set for every boid, except where a candidate's distance is within float32's
 *    rounding of R (those boids are counted, and must be few).
 *  - Over 2500 frames (50 s) at N = 1000, seeds 1–4, the flock's statistics over the second half (polarization,
 *    nearest-neighbour distance, neighbours within R) agree, in their mean over the seeds, with the sorted grid's:
 *    polarization within 0.1, the distances and counts within 15 %. A single seed may differ more: after a few
 *    hundred frames two runs of this chaotic flock are different flocks of the same kind.
 *  - Its bits are its own: two instances step the same flock to the last bit, whichever ran first, and a neighbour
 *    query between frames (which sorts the boids again) changes nothing.
 * The numbers the lesson quotes (content/ladder/wasm-simd.svx) are printed here.
 */
import { describe, expect, it } from 'vitest';
import { RADIUS, rungByName, startState } from '../../../src/lib/ladder';
import { flockStats } from '../../../src/lib/ladder/behaviour';
import { boidsOf, maxDifference, stepTimes, type Boids } from './helpers';

const wasm = rungByName('wasm-simd')!, sorted = rungByName('sorted-grid')!, uniform = rungByName('uniform-grid')!;

/** The largest distance between a boid and its twin. */
function maxDistance(a: Boids, b: Boids): number {
  let m = 0;
  for (let i = 0; i < a.x.length; i++) m = Math.max(m, Math.sqrt((a.x[i] - b.x[i]) * (a.x[i] - b.x[i]) + (a.y[i] - b.y[i]) * (a.y[i] - b.y[i])));
  return m;
}

describe('the WebAssembly SIMD rung', () => {
  it('starts from the shared start rounded to float32', () => {
    const n = 500, s = startState(n, 3), b = boidsOf(wasm.create(n, 3));
    for (let i = 0; i < n; i++) {
      expect(b.x[i]).toBe(Math.fround(s.x[i]));
      expect(b.vy[i]).toBe(Math.fround(s.vy[i]));
    }
  });

  // Every boid at N = 1000; every tenth at N = 10 000 (each query sorts the whole flock first).
  it.each([[1000, 1, 1], [1000, 2, 1], [10000, 3, 10]])('finds the sorted grid’s neighbours at the start (N = %i, seed %i, one boid in %i), but where a distance is within float32’s rounding of R', (n, seed, every) => {
    const a = sorted.create(n, seed), b = wasm.create(n, seed), s = startState(n, seed);
    // Positions near 25·√(N/100) m round to float32 within about 1e-5 m; d² near R² = 100 then moves by under 1e-3.
    const R2 = RADIUS * RADIUS, ROUNDING = 1e-2;
    // The boids with another at a distance near R, found in float64 over the boids sorted by x (only |Δx| ≤ R + 1 m can be).
    const nearR = new Uint8Array(n), byX = Array.from({ length: n }, (_, k) => k).sort((a, b) => s.x[a] - s.x[b]);
    for (let p = 0; p < n; p++) {
      for (let q = p + 1; q < n && s.x[byX[q]] - s.x[byX[p]] <= RADIUS + 1; q++) {
        const k = byX[p], j = byX[q], dx = s.x[j] - s.x[k], dy = s.y[j] - s.y[k];
        if (Math.abs(dx * dx + dy * dy - R2) < ROUNDING) nearR[k] = nearR[j] = 1;
      }
    }
    let compared = 0, skipped = 0, different = 0;
    for (let k = 0; k < n; k += every) {
      if (nearR[k]) { skipped++; continue; }
      compared++;
      if (a.neighbourIds(k).join() !== b.neighbourIds(k).join()) different++;
    }
    console.log(`N = ${n}, seed ${seed}: ${compared} boids compared, ${skipped} with a distance within ${ROUNDING} m² of R² left out, ${different} different`);
    expect(different).toBe(0);
    expect(skipped).toBeLessThan(n / every / 50);
  });

  it('steps the sorted grid’s flock in float32: the same counts for the first 50 frames, then drifting apart by float32’s rounding', () => {
    const n = 1000, a = sorted.create(n, 1), b = wasm.create(n, 1), drift: string[] = [];
    for (let f = 1; f <= 200; f++) {
      a.step(); b.step();
      if (f <= 50) expect(b.counters, `frame ${f}`).toEqual(a.counters);
      if (f === 10 || f === 50 || f === 100 || f === 200) drift.push(`${f}: ${maxDistance(boidsOf(a), boidsOf(b)).toExponential(1)} m`);
      if (f === 10) expect(maxDistance(boidsOf(a), boidsOf(b))).toBeLessThan(1e-3);
    }
    console.log(`N = ${n}, seed 1, the boid farthest from its float64 twin after frame ${drift.join(', ')}`);
  });

  // Against the uniform grid: at tick 0 the sorted grid walks merged blocks and stops at its 9th neighbour, so it
  // tests fewer candidates; the kernel, like the uniform grid, tests every boid of the 3 × 3 cells.
  it('handles a flock whose size is not a multiple of four (the lanes past the end): N = 1001 and 7, tick 0, the same counts for 20 frames', () => {
    for (const n of [1001, 7]) {
      const a = uniform.create(n, 4, { tick: 0 }), b = wasm.create(n, 4, { tick: 0 });
      for (let f = 1; f <= 20; f++) { a.step(); b.step(); expect(b.counters, `N = ${n}, frame ${f}`).toEqual(a.counters); }
      expect(maxDistance(boidsOf(a), boidsOf(b))).toBeLessThan(1e-3);
    }
  });

  it('flies a flock of the same kind: over 2500 frames, seeds 1–4, the statistics’ means agree with the sorted grid’s', () => {
    const n = 1000, frames = 2500, seeds = [1, 2, 3, 4];
    const mean = (rung: typeof wasm) => {
      const sum = { polarization: 0, nearestNeighbour: 0, neighbours: 0 };
      let samples = 0;
      for (const seed of seeds) {
        const r = rung.create(n, seed);
        for (let f = 1; f <= frames; f++) {
          r.step();
          if (f > frames / 2 && f % 10 === 0) {
            const s = flockStats(r);
            sum.polarization += s.polarization; sum.nearestNeighbour += s.nearestNeighbour; sum.neighbours += s.meanNeighbours; samples++;
          }
        }
      }
      return { polarization: sum.polarization / samples, nearestNeighbour: sum.nearestNeighbour / samples, neighbours: sum.neighbours / samples };
    };
    const f64 = mean(sorted), f32 = mean(wasm);
    console.log('float64 (sorted grid)', f64, 'float32 (WebAssembly)', f32);
    expect(Math.abs(f32.polarization - f64.polarization)).toBeLessThan(0.1);
    expect(Math.abs(f32.nearestNeighbour / f64.nearestNeighbour - 1)).toBeLessThan(0.15);
    expect(Math.abs(f32.neighbours / f64.neighbours - 1)).toBeLessThan(0.15);
  }, 180_000);

  it('gives the same bits from two instances, whichever runs first, and a neighbour query between frames changes nothing', () => {
    const n = 2000, frames = 300;
    for (const tick of [2, 0]) {
      const a = wasm.create(n, 7, { tick }), b = wasm.create(n, 7, { tick });
      stepTimes(a, frames);
      for (let f = 0; f < frames; f++) { b.step(); if (f % 37 === 0) b.neighbourIds(f); }
      expect(maxDifference(boidsOf(a), boidsOf(b)), `tick ${tick}`).toBe(0);
      expect(b.counters).toEqual(a.counters);
      // And the flock moved: a different seed is a different flock.
      expect(maxDifference(boidsOf(a), boidsOf(stepTimes(wasm.create(n, 8, { tick }), frames)))).toBeGreaterThan(1);
    }
  });
});

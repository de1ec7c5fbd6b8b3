/**
 * A rung that changes the model says by how much, with a metric, over five seeds: each number here is a mean over
 * seeds 1–5 after 20 s (1000 frames), with a range around what was measured (in the comments) wide enough for the
 * spread between seeds, and narrow enough that the change itself cannot hide inside it. Where two ranges are
 * compared, the measured values of the two rungs do not overlap for any seed.
 */
import { describe, expect, it } from 'vitest';
import { rungByName, type RungName } from '../../../src/lib/ladder';
import { flockStats, runWave, type FlockStats, type WaveStats } from '../../../src/lib/ladder/behaviour';
import { overSeeds } from './helpers';

const SEEDS = [1, 2, 3, 4, 5];
const FRAMES = 1000;

/** Flock statistics and wave statistics of a rung after FRAMES frames, per seed (cached: several tests read them). */
const cache = new Map<string, (FlockStats & WaveStats)[]>();
function runs(name: RungName, n: number): (FlockStats & WaveStats)[] {
  const key = `${name}@${n}`;
  if (!cache.has(key)) {
    cache.set(key, SEEDS.map((seed) => {
      const r = rungByName(name)!.create(n, seed);
      const w = runWave(r, FRAMES);
      return { ...flockStats(r), ...w };
    }));
  }
  return cache.get(key)!;
}
const stat = (name: RungName, n: number, k: keyof (FlockStats & WaveStats)) => overSeeds(SEEDS.map((_, i) => i), (i) => runs(name, n)[i][k]);

describe('rung 2: separation by d/|d|² packs the flock (the chapter’s 100 boids)', () => {
  it('nearest-neighbour distance halves: 0.76 m → 0.38 m (measured), and no seed overlaps', () => {
    const before = stat('difference-once', 100, 'nearestNeighbour'), after = stat('squared-distance', 100, 'nearestNeighbour');
    expect(before.mean).toBeGreaterThan(0.6); expect(before.mean).toBeLessThan(0.95);
    expect(after.mean).toBeGreaterThan(0.25); expect(after.mean).toBeLessThan(0.5);
    expect(after.max).toBeLessThan(before.min);
  });
});

describe('rung 4: the neighbour cap of 10 (what the flock loses)', () => {
  it('spacing: each boid follows 9 boids picked by index, not the nearest, and the flock packs again: 0.38 m → 0.14 m', () => {
    const before = stat('typed-arrays', 100, 'nearestNeighbour'), after = stat('neighbour-cap', 100, 'nearestNeighbour');
    expect(after.mean).toBeGreaterThan(0.08); expect(after.mean).toBeLessThan(0.2);
    expect(after.max).toBeLessThan(before.min);
  });

  it('it still flies as one school (polarization above 0.95 on average, 0.998 measured)', () => {
    expect(stat('neighbour-cap', 100, 'polarization').mean).toBeGreaterThan(0.95);
  });
});

describe('rung 5: a 2 s tick on one frame makes a wave; rung 6: the random phase removes it (N = 1000)', () => {
  it('all boids rebuild on one frame in a hundred: the share per frame varies by √99 ≈ 9.95 times its mean', () => {
    const cv = stat('update-less-often', 1000, 'updatedCv');
    expect(cv.min).toBeCloseTo(Math.sqrt(99), 6);
    expect(stat('update-less-often', 1000, 'updatedMax').min).toBe(1);
  });

  it('so the busiest frame does about 100 frames of work (145× the mean frame, measured)', () => {
    expect(stat('update-less-often', 1000, 'workPeak').mean).toBeGreaterThan(90);
  });

  it('and the whole flock turns at once: over 90 % of the boids turn by more than 5° on one frame (95.6 % measured)', () => {
    expect(stat('update-less-often', 1000, 'turningMax').mean).toBeGreaterThan(0.9);
  });

  it('with the random phase about 1 % rebuild on every frame: variation 0.30, under 15 % turning at once (6.3 % measured)', () => {
    const cv = stat('random-phase', 1000, 'updatedCv'), turning = stat('random-phase', 1000, 'turningMax');
    expect(stat('random-phase', 1000, 'updatedMean').mean).toBeCloseTo(0.01, 3);
    // Binomial: √((1 − p)/(N p)) = 0.31 for p = 1 %, N = 1000.
    expect(cv.mean).toBeGreaterThan(0.2); expect(cv.mean).toBeLessThan(0.4);
    expect(turning.mean).toBeLessThan(0.15);
    expect(stat('random-phase', 1000, 'workPeak').mean).toBeLessThan(10);
  });

  it('flying straight for 2 s, the flock loosens (vs rung 4 at 0.1 s): neighbours within R 395 → 69 (rung 5), 121 (rung 6)', () => {
    const every = stat('neighbour-cap', 1000, 'meanNeighbours'), wave = stat('update-less-often', 1000, 'meanNeighbours'), phased = stat('random-phase', 1000, 'meanNeighbours');
    expect(wave.mean).toBeLessThan(0.4 * every.mean);
    expect(phased.mean).toBeLessThan(0.5 * every.mean);
    expect(stat('update-less-often', 1000, 'nearestNeighbour').min).toBeGreaterThan(stat('neighbour-cap', 1000, 'nearestNeighbour').max);
  });
});

describe('rung 8: the pull −x/R_b on every boid is a harmonic trap', () => {
  // Each frame v −= x/R_b: a spring of ω² = 1/(R_b Δt). At v_max a boid can swing at most v_max/ω = v_max √(R_b Δt)
  // from the centre: 0.42 R_b at N = 100 (R_b = 25 m), 0.24 R_b at N = 1000 (R_b = 79 m). The kick outside R_b
  // let the flock roam the whole disc.
  it('at the chapter’s 100 boids the flock shrinks from 0.90 R_b (rms) to 0.32 R_b, and none is left outside', () => {
    const before = stat('no-allocation', 100, 'spread'), after = stat('cheaper-boundary', 100, 'spread');
    expect(before.mean).toBeGreaterThan(0.75);
    expect(after.mean).toBeGreaterThan(0.2); expect(after.mean).toBeLessThan(0.42);
    expect(after.max).toBeLessThan(before.min);
    expect(stat('cheaper-boundary', 100, 'outside').max).toBe(0);
  });

  it('at 1000 boids, 0.83 R_b → 0.21 R_b: the whole flock within 10 m of each other (975 of 999 neighbours within R)', () => {
    const after = stat('cheaper-boundary', 1000, 'spread');
    expect(after.mean).toBeLessThan(0.24);
    expect(stat('cheaper-boundary', 1000, 'meanNeighbours').mean).toBeGreaterThan(900);
    expect(stat('no-allocation', 1000, 'meanNeighbours').mean).toBeLessThan(300);
  });
});

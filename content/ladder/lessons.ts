/**
 * The numbers the ladder's lessons state, as claims (src/lib/ladder/claims.ts): each backs a sentence, a unit test
 * over seeds 1–5 (tests/unit/ladder/claims.test.ts) and, with `ask`, a "predict, then check" question. Speed claims
 * are answered by the reader's own machine; no test asserts a time.
 */
import type { FlockClaim, LadderClaim, SpeedClaim } from '$lib/ladder/claims';

/** Choices for "how many times faster": they cover every ratio, so any measurement answers one of them. */
const SPEED_CHOICES = [
  { label: 'Slower than before', max: 0.8 },
  { label: 'About the same (within 25 %)', min: 0.8, max: 1.25 },
  { label: '1.25 to 3 times faster', min: 1.25, max: 3 },
  { label: 'More than 3 times faster', min: 3 }
];

export const naiveCandidates: FlockClaim = {
  kind: 'flock', id: 'ladder/naive/candidates', label: 'distance tests per boid and frame',
  text: 'At N = 1000 every boid due this frame tests the 999 others: 199.8 tests per boid and frame, a fifth of N.',
  rung: 'rung00-naive', n: 1000, frames: 25, stat: 'candidatesPerBoid', expect: { min: 199.8, max: 199.8 },
  ask: {
    question: 'A thousand boids; each rebuilds its velocity every 0.1 s, one frame in five. How many distance tests does the naive search make per boid and frame?',
    choices: [
      { label: 'About 10: a boid only looks at its few neighbours', max: 30 },
      { label: 'About 200', min: 150, max: 250 },
      { label: 'About 1000: every boid tests every other', min: 750, max: 1250 },
      { label: 'About a million', min: 1e5 }
    ]
  }
};

export const differenceOnceSpeed: SpeedClaim = {
  kind: 'speed', id: 'ladder/difference-once/speed', rung: 'rung01-difference-once', against: 'rung00-naive', n: 2000,
  text: 'Computing each offset once: how much faster, measured in your browser.',
  ask: { question: 'Rung 1 computes each offset once instead of three times. At N = 2000, how much faster is its frame than rung 0’s in your browser?', choices: SPEED_CHOICES }
};

export const squaredSpacing: FlockClaim = {
  kind: 'flock', id: 'ladder/squared-distance/spacing', label: 'nearest neighbour, after ÷ before', unit: '×',
  text: 'Separation by d/|d|² halves the spacing of the chapter’s 100 boids: the mean nearest-neighbour distance after 20 s falls to between 0.3 and 0.7 of rung 1’s, about half on average.',
  rung: 'rung02-squared-distance', against: 'rung01-difference-once', as: 'ratio', n: 100, frames: 1000, stat: 'nearestNeighbour',
  expect: { min: 0.3, max: 0.7 }, mean: { min: 0.4, max: 0.6 },
  ask: {
    question: 'Article B says squared distances do “not affect the result much”. After 20 s, what is the mean distance to the nearest neighbour with d/|d|², compared with d/|d|?',
    choices: [
      { label: 'Farther apart', min: 1.1 },
      { label: 'About the same (within 10 %)', min: 0.9, max: 1.1 },
      { label: 'A little closer (10–30 % less)', min: 0.7, max: 0.9 },
      { label: 'Much closer (less than 70 %)', max: 0.7 }
    ]
  }
};

/** Every claim of the lessons, for the test. */
export const ladderClaims: readonly LadderClaim[] = [naiveCandidates, differenceOnceSpeed, squaredSpacing];

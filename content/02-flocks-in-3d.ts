/**
 * The 3-D chapter's numbers (02-flocks-in-3d.svx), as claims on the ladder's 3-D rungs (src/lib/ladder/boids3d.ts):
 * each backs a sentence, runs over seeds 1–5 and four held-out seeds in tests/unit/ladder/claims.test.ts (with the
 * ladder's claims), and with `ask` is a "predict, then check" question. Article B's thousand boids in its ball of
 * 25 m throughout; "the plane" is the same code in a disc at the ball's mean spacing (space 'plane'), so what
 * differs is the third dimension and nothing else. The chapter has no engine views: `claims` (the engine's) is empty.
 */
import type { FlockClaim } from '$lib/ladder/claims';

const BALL = { rung: 'sorted-grid-3d', n: 1000 } as const;
const PLANE = { space: 'plane' } as const;
/** The start of part 2 with step 3's law and, for the cap, the 2-D ladder's conditions: R 10, w_a 1.5, a 0.1 s tick. */
const PART2 = { set: 'part2' } as const;

export const startNeighbours: FlockClaim = {
  kind: 'flock', id: 'flocks-in-3d/start-neighbours', label: 'neighbours within R, ball ÷ disc', unit: '×', ...BALL,
  text: 'At the start, at the same spacing, a boid has 1.9–2.2 times as many others within R in the ball as in the disc.',
  stat: 'meanNeighbours', frames: 0, against: 'sorted-grid-3d', as: 'ratio', againstSettings: PLANE,
  expect: { min: 1.9, max: 2.2 }, mean: { min: 1.95, max: 2.1 },
  ask: {
    question: 'A thousand boids, spread evenly: in a ball, and in a disc where the boids stand as far apart as in the ball. How many others within R = 7 m does a boid have in the ball, compared with the disc?',
    choices: [
      { label: 'About as many: the spacing is the same', max: 1.2 },
      { label: 'About one and a half times', min: 1.2, max: 1.7 },
      { label: 'About twice', min: 1.7, max: 2.5 },
      { label: 'More than two and a half times', min: 2.5 }
    ]
  }
};

export const ballSpacing: FlockClaim = {
  kind: 'flock', id: 'flocks-in-3d/ball-spacing', label: 'nearest neighbour in the ball (m)', unit: 'm', ...BALL,
  text: 'After 20 s in the ball the nearest neighbour is 0.55–0.95 m away, about 0.7 m.',
  stat: 'nearestNeighbour', frames: 1000, expect: { min: 0.55, max: 0.95 }, mean: { min: 0.6, max: 0.8 }
};

export const planeSpacing: FlockClaim = {
  kind: 'flock', id: 'flocks-in-3d/plane-spacing', label: 'nearest neighbour in the disc (m)', unit: 'm', ...BALL, settings: PLANE,
  text: 'In the disc it is 0.6–1.3 m, about 1.05 m.',
  stat: 'nearestNeighbour', frames: 1000, expect: { min: 0.6, max: 1.3 }, mean: { min: 0.95, max: 1.15 }
};

export const ballMills: FlockClaim = {
  kind: 'flock', id: 'flocks-in-3d/ball-mills', label: 'milling after 60 s', ...BALL,
  text: 'After a minute the flock in the ball turns about an axis: milling 0.45–1, about 0.75.',
  stat: 'milling', frames: 3000, expect: { min: 0.45, max: 1 }, mean: { min: 0.65, max: 0.85 },
  ask: {
    question: 'Article B’s step 6 values, a thousand boids in the ball, one minute. What does the flock do?',
    choices: [
      { label: 'Flies one way, or swarms: milling below 0.2', max: 0.2 },
      { label: 'Turns a little: milling 0.2 to 0.45', min: 0.2, max: 0.45 },
      { label: 'Turns as a whole about an axis: milling above 0.45', min: 0.45 }
    ]
  }
};

export const planeMills: FlockClaim = {
  kind: 'flock', id: 'flocks-in-3d/plane-mills', label: 'milling after 60 s, disc', ...BALL, settings: PLANE,
  text: 'In the disc it mills too, in most runs more tightly: 0.45–1, about 0.96.',
  stat: 'milling', frames: 3000, expect: { min: 0.45, max: 1 }, mean: { min: 0.9, max: 1 }
};

export const ballBoundary: FlockClaim = {
  kind: 'flock', id: 'flocks-in-3d/boundary', label: 'spread, −x/R_b ÷ kick', unit: '×', ...BALL, settings: { set: 'article' },
  text: 'Step 11’s pull −x/R_b draws the ball’s flock in: after 20 s its rms distance from the centre is 0.37–0.42 of the kick’s, about 0.4.',
  stat: 'spread', frames: 1000, against: 'sorted-grid-3d', as: 'ratio', againstSettings: { set: 'step6' },
  expect: { min: 0.37, max: 0.42 }, mean: { min: 0.38, max: 0.41 }
};

export const planeBoundary: FlockClaim = {
  kind: 'flock', id: 'flocks-in-3d/boundary-plane', label: 'spread, −x/R_b ÷ kick, disc', unit: '×', ...BALL, settings: { set: 'article', ...PLANE },
  text: 'In the disc, 0.22–0.31 of it, about a quarter.',
  stat: 'spread', frames: 1000, against: 'sorted-grid-3d', as: 'ratio', againstSettings: { set: 'step6', ...PLANE },
  expect: { min: 0.22, max: 0.31 }, mean: { min: 0.24, max: 0.28 }
};

export const ballSquared: FlockClaim = {
  kind: 'flock', id: 'flocks-in-3d/squared-distance', label: 'nearest neighbour, d/|d|² ÷ d/|d|', unit: '×', ...BALL,
  settings: { ...PART2, separationLaw: 'inverse-square' },
  text: 'In the ball, separation by d/|d|² brings the boids closer too: after 20 s the nearest neighbour is 0.4–0.85 of the distance with d/|d|, about 0.7.',
  stat: 'nearestNeighbour', frames: 1000, against: 'sorted-grid-3d', as: 'ratio', againstSettings: PART2,
  expect: { min: 0.4, max: 0.85 }, mean: { min: 0.62, max: 0.78 },
  ask: {
    question: 'In the plane, separation by d/|d|² roughly halved the spacing of the boids chapter’s flock. In the ball, after 20 s, what is the nearest-neighbour distance with d/|d|², compared with d/|d|?',
    choices: [
      { label: 'Farther apart', min: 1.1 },
      { label: 'About the same (within 10 %)', min: 0.9, max: 1.1 },
      { label: 'Closer: 0.4 to 0.9 of it', min: 0.4, max: 0.9 },
      { label: 'Much closer: less than 0.4 of it', max: 0.4 }
    ]
  }
};

export const planeSquared: FlockClaim = {
  kind: 'flock', id: 'flocks-in-3d/squared-distance-plane', label: 'nearest neighbour, d/|d|² ÷ d/|d|, disc', unit: '×', ...BALL,
  settings: { ...PART2, separationLaw: 'inverse-square', ...PLANE },
  text: 'In the disc at the same spacing, 0.25–0.75 of it, about half, as in the boids chapter.',
  stat: 'nearestNeighbour', frames: 1000, against: 'sorted-grid-3d', as: 'ratio', againstSettings: { ...PART2, ...PLANE },
  expect: { min: 0.25, max: 0.75 }, mean: { min: 0.45, max: 0.62 }
};

const SQUARED = { ...PART2, separationLaw: 'inverse-square' } as const;

export const ballCap: FlockClaim = {
  kind: 'flock', id: 'flocks-in-3d/cap', label: 'nearest neighbour, capped ÷ uncapped', unit: '×', ...BALL,
  settings: { ...SQUARED, maxBoids: 10 },
  text: 'With the cap of ten the ball’s flock packs tight: after 20 s the nearest neighbour is 0.08–0.36 of the distance without it, about 0.18.',
  stat: 'nearestNeighbour', frames: 1000, against: 'sorted-grid-3d', as: 'ratio', againstSettings: { ...SQUARED, maxBoids: 0 },
  expect: { min: 0.08, max: 0.36 }, mean: { min: 0.14, max: 0.23 },
  ask: {
    question: 'The ladder found that capping a boid at itself and the first 9 others within R packs the plane’s flock: the nearest neighbour falls to about 0.37 of its distance without the cap. In the ball, with the same model, what does the cap do after 20 s?',
    choices: [
      { label: 'Nothing much: within 10 %', min: 0.9, max: 1.1 },
      { label: 'Spreads the flock', min: 1.1 },
      { label: 'Packs it, about as much or less: 0.36 to 0.9', min: 0.36, max: 0.9 },
      { label: 'Packs it more than in the plane: below 0.36', max: 0.36 }
    ]
  }
};

export const planeCap: FlockClaim = {
  kind: 'flock', id: 'flocks-in-3d/cap-plane', label: 'nearest neighbour, capped ÷ uncapped, disc', unit: '×', ...BALL,
  settings: { ...SQUARED, maxBoids: 10, ...PLANE },
  text: 'In the disc at the same spacing, 0.1–0.55 of it, about 0.36, as the ladder found.',
  stat: 'nearestNeighbour', frames: 1000, against: 'sorted-grid-3d', as: 'ratio', againstSettings: { ...SQUARED, maxBoids: 0, ...PLANE },
  expect: { min: 0.1, max: 0.55 }, mean: { min: 0.28, max: 0.44 }
};

export const step6Cap: FlockClaim = {
  kind: 'flock', id: 'flocks-in-3d/cap-step6', label: 'nearest neighbour, capped ÷ uncapped, step 6', unit: '×', ...BALL,
  text: 'With step 6’s values the cap does little: 0.9–1.45 of the distance without it, about 1.15.',
  stat: 'nearestNeighbour', frames: 1000, against: 'sorted-grid-3d', as: 'ratio', againstSettings: { maxBoids: 0 },
  expect: { min: 0.9, max: 1.45 }, mean: { min: 1.05, max: 1.25 }
};

/** Every claim of the chapter, for the ladder's claims test. */
export const ladderClaims: readonly FlockClaim[] = [
  startNeighbours, ballSpacing, planeSpacing, ballMills, planeMills, ballBoundary, planeBoundary, ballSquared, planeSquared,
  ballCap, planeCap, step6Cap
];

/** The engine's claims: none (the chapter runs the ladder's 3-D rungs). */
export const claims = [];

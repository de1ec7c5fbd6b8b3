/** Flock scenarios: the standard boids workload in a periodic square, article B's bounded flock, and Vicsek's model. */
import { defineScenario } from './scenario';
import type { NumberParam } from '../params';
import { makeWorld } from '../geometry/world';
import { randomVelocity, scatterInDisc } from './spawn';
import { GOAL_NONE } from '../state';

const N = (def: number, max: number): NumberParam<'N'> => ({ key: 'N', symbol: 'N', unit: '', default: def, min: 1, max, integer: true, step: 1, meaning: 'number of agents' });

/** Side of the periodic square that gives `k` neighbours within radius R on average: ρ π R² = k. */
const squareSide = (n: number, k: number, R: number) => Math.sqrt(n / (k / (Math.PI * R * R)));

const periodicSquare = (L: number) => makeWorld(L, L, true);

export const freeFlock = defineScenario({
  name: 'free-flock',
  title: 'Free flock (periodic square)',
  summary: 'Reynolds boids with separation, alignment and cohesion on a torus, sized for a chosen mean number of neighbours, and a cruise speed that keeps them flying. The benchmark workload (without cruise).',
  family: 'boids',
  params: [
    N(300, 1_000_000),
    { key: 'meanNeighbours', symbol: '\\bar k', unit: '', default: 10, min: 0.5, max: 100, step: 0.5, meaning: 'mean number of neighbours within R (sets the size of the square)' },
    { key: 'R', symbol: 'R', unit: 'm', default: 1, min: 0.1, max: 10, step: 0.1, meaning: 'perception radius used to size the square' },
    { key: 'speed', symbol: 'v_0', unit: 'm/s', default: 1, min: 0.01, max: 20, step: 0.01, meaning: 'initial speed (random headings)' }
  ],
  // Cruise on: the three steering rules alone let the flock slow to a stop within ~20 s (alignment averages the
  // velocities, and the mean of random headings is near zero); nothing else keeps a boid at its speed v0.
  forces: [{ name: 'separation' }, { name: 'alignment' }, { name: 'cohesion' }, { name: 'cruise' }, { name: 'headingNoise', enabled: false }],
  settings: { dt: 0.05, integrator: 'semi-implicit', maxSpeed: 1 },
  metrics: ['polarization', 'milling', 'meanSpeed', 'nearestNeighbour'],
  population: (p) => p.N,
  maxAgents: 1_000_000,
  world: (p) => periodicSquare(squareSide(p.N, p.meanNeighbours, p.R)),
  build(p, rng) {
    const n = p.N, world = periodicSquare(squareSide(n, p.meanNeighbours, p.R)), L = world.width;
    const agents = [];
    for (let i = 0; i < n; i++) {
      const x = rng.next() * L, y = rng.next() * L;
      agents.push({ x, y, ...randomVelocity(rng, p.speed), v0: p.speed, radius: 0.05 * p.R, mass: 1, goalMode: GOAL_NONE });
    }
    return { world, walls: [], agents };
  }
});

export const boundedFlock = defineScenario({
  name: 'bounded-flock',
  title: "Article B's flock (soft circular boundary)",
  summary: "Article B's boids exactly: velocity rebuilt from three clamped rules every tick, a soft pull back inside a circle of radius 25.",
  family: 'boids',
  params: [
    N(100, 20_000),
    { key: 'spawnRadius', symbol: 'R_\\mathrm{spawn}', unit: 'm', default: 25, min: 1, max: 200, step: 1, meaning: 'boids start uniformly in a disc of this radius' },
    { key: 'speed', symbol: 'v_{\\max}', unit: 'm/s', default: 15, min: 0.1, max: 100, step: 0.1, meaning: 'initial speed (random headings, article B step 9)' }
  ],
  forces: [{ name: 'cohesionB' }, { name: 'separationB' }, { name: 'alignmentB' }, { name: 'softBoundaryB' }],
  settings: { dt: 0.02, integrator: 'semi-implicit', maxSpeed: 15, ruleTick: 0.1, randomPhase: 1 },
  metrics: ['polarization', 'milling', 'meanSpeed', 'nearestNeighbour'],
  population: (p) => p.N,
  maxAgents: 20_000,
  world: boundedWorld,
  build(p, rng) {
    const n = p.N, R = p.spawnRadius;
    const agents = scatterInDisc(rng, n, 0, 0, R).map((q) => ({
      ...q, ...randomVelocity(rng, p.speed), v0: p.speed, radius: 0.5, mass: 1, goalMode: GOAL_NONE, phase: rng.next()
    }));
    return { world: boundedWorld(p), walls: [], agents };
  }
});

/** Article B's flock lives around the origin: a square a little wider than the spawn disc (at least 60 m). */
function boundedWorld(p: { spawnRadius: number }) {
  const half = Math.max(30, 1.2 * p.spawnRadius);
  return makeWorld(2 * half, 2 * half, false, false, -half, -half);
}

export const vicsek = defineScenario({
  name: 'vicsek',
  title: 'Vicsek model (order and disorder)',
  summary: 'Self-propelled particles take the mean heading of their neighbours plus noise (Vicsek et al. 1995): order appears below a critical noise.',
  family: 'boids',
  params: [
    N(400, 200_000),
    { key: 'density', symbol: '\\rho', unit: '1/m²', default: 2, min: 0.01, max: 20, step: 0.01, meaning: 'particles per unit area (sets the size of the square)' },
    { key: 'speed', symbol: 'v_0', unit: 'm/s', default: 0.3, min: 0.01, max: 5, step: 0.01, meaning: 'constant speed of every particle' }
  ],
  // The noise is part of the Vicsek update (a rotation of the new heading), so it lives in vicsekAlignment's η.
  forces: [{ name: 'vicsekAlignment', params: { eta: 0.5 } }],
  settings: { dt: 0.1, integrator: 'semi-implicit', ruleTick: 0, maxSpeed: 0 },
  metrics: ['polarization', 'meanSpeed'],
  population: (p) => p.N,
  maxAgents: 200_000,
  world: (p) => periodicSquare(Math.sqrt(p.N / p.density)),
  build(p, rng) {
    const n = p.N, world = periodicSquare(Math.sqrt(n / p.density)), L = world.width, v = p.speed;
    const agents = [];
    for (let i = 0; i < n; i++) agents.push({ x: rng.next() * L, y: rng.next() * L, ...randomVelocity(rng, v), v0: v, radius: 0.05, mass: 1, goalMode: GOAL_NONE });
    return { world, walls: [], agents };
  }
});

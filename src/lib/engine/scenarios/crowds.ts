/**
 * Crowd scenarios: article A's wandering crowd, corridors (one- and two-way), the periodic corridor for the
 * fundamental diagram, a door, Helbing 2000's room evacuation, and crossing flows. Distances in m, times in s.
 */
import { defineScenario, type ForceSetup, type Scenario } from './scenario';
import type { NumberParam, ParamSpec, ParamValues } from '../params';
import { makeWorld } from '../geometry/world';
import { column, polygon, type Segment } from '../geometry/walls';
import { GOAL_DIRECTION, GOAL_POINT, type AgentInit } from '../state';
import { latticeInRect, normalSpeed, scatterInDisc, scatterInRect } from './spawn';

const N = (def: number, max = 5000): ParamSpec => ({ key: 'N', symbol: 'N', unit: '', default: def, min: 1, max, integer: true, step: 1, meaning: 'number of pedestrians' });
const V0: NumberParam = { key: 'v0', symbol: 'v_0', unit: 'm/s', default: 1.34, min: 0.1, max: 6, step: 0.01, meaning: 'mean desired speed (Weidmann: 1.34 m/s)' };
const V0SD: NumberParam = { key: 'v0sd', symbol: 's_{v_0}', unit: 'm/s', default: 0.26, min: 0, max: 1, step: 0.01, meaning: 'spread (s.d.) of desired speeds' };
// Bodies: Helbing & Molnár's repulsion ignores the radii, so walkers passed through each other; every scenario with
// it (and article A's) also has the body force of Helbing, Farkas & Vicsek 2000 (bodyContact.ts, per unit mass),
// which keeps them apart. Switch it off to see the paper alone. Its sliding friction κ is off here (κ = 0): it is
// 2000's term for crowds pressed together in panic, and between walkers brushing past each other in a two-way
// corridor it halves the lanes (lane order 0.40 with it, 0.54 without, corridor defaults, seeds 1–4, 60–100 s).
const BODIES: ForceSetup = { name: 'bodyContact', params: { kappa: 0 } };
// Contact range 1.5 m instead of 2.5 m: beyond 1.5 m the social term is below 0.03 N (A e^{(0.6 − 1.5)/B}), and
// the shorter range makes each step several times cheaper in a dense room.
const HFV_FORCES: ForceSetup[] = [{ name: 'drivingHFV' }, { name: 'contactHFV', params: { range: 1.5 } }, { name: 'wallHFV' }];
// Two sub-steps of 25 ms: the body force k/m = 1500 s⁻² of the contact term makes two touching walkers a spring
// with ω = √(2k) = 55 /s, and semi-implicit Euler follows it only for ωΔt < 2 (Δt < 37 ms); one 50 ms step would
// jitter in every contact. (Helbing et al. 2000 used steps of at most 10 ms for the same k.)
const HM_SETTINGS = { dt: 0.05, substeps: 2, integrator: 'semi-implicit', speedCap: 1.3 } as const;
const HFV_SETTINGS = { dt: 0.01, integrator: 'semi-implicit', speedCap: 0 } as const;

/** Body radius uniform in [0.25, 0.35] m (Helbing 2000), mass 80 kg. */
const body = (rng: { uniform(a: number, b: number): number }) => ({ radius: rng.uniform(0.25, 0.35), mass: 80 });

export const wanderingCrowd = defineScenario({
  name: 'wandering',
  title: "Article A's wandering crowd",
  summary: 'Article A exactly: 50 people start in a disc of radius 5, each walks to a random target in a disc of radius 10 and picks a new one on arrival.',
  family: 'social',
  params: [
    N(50, 2000),
    { key: 'desiredSpeed', symbol: 'v_0', unit: 'm/s', default: 2, min: 0.1, max: 5, step: 0.1, meaning: 'desired speed of every agent (article A: 2)' },
    { key: 'spawnRadius', symbol: 'R_\\mathrm{spawn}', unit: 'm', default: 5, min: 0.5, max: 50, step: 0.5, meaning: 'agents start uniformly in a disc of this radius' },
    { key: 'targetRadius', symbol: 'R_\\mathrm{target}', unit: 'm', default: 10, min: 1, max: 100, step: 0.5, meaning: 'targets are drawn uniformly in a disc of this radius' },
    { key: 'groupSize', symbol: 'n_g', unit: '', default: 0, min: 0, max: 20, integer: true, step: 1, meaning: 'agents per group for group cohesion (0 = no groups)' },
    { key: 'obstacles', symbol: '\\text{obstacles}', unit: '', default: 1, min: 0, max: 1, integer: true, step: 1, meaning: 'place two walls and a column in the square (1 = yes)' }
  ],
  forces: [
    { name: 'drivingA' }, { name: 'personalSpaceA' }, { name: 'obstacleA' },
    { name: 'groupCohesionA', enabled: false }, { name: 'panicA', enabled: false },
    // Article A's agents have radius 0.5 but its personal-space push does not stop bodies overlapping; the body force
    // of Helbing et al. 2000 (per unit mass, stable at this Δt = 0.02 s: ωΔt = 1.1) does. Off: article A exactly.
    BODIES
  ],
  settings: { dt: 0.02, integrator: 'semi-implicit', speedCap: 1.5 },
  metrics: ['meanSpeed', 'nearestNeighbour', 'density', 'goalVelocity'],
  population: (p) => p.N as number,
  maxAgents: 2000,
  world: wanderingWorld,
  build(p, rng) {
    const n = p.N as number, R = p.targetRadius as number, gs = p.groupSize as number;
    const target = { x: 0, y: 0 };
    const agents: AgentInit[] = scatterInDisc(rng, n, 0, 0, p.spawnRadius as number).map((q, i) => {
      rng.inDisc(0, 0, R, target);
      return { ...q, radius: 0.5, mass: 1, v0: p.desiredSpeed as number, gx: target.x, gy: target.y, goalMode: GOAL_POINT, group: gs > 0 ? Math.floor(i / gs) : -1 };
    });
    const walls: Segment[] = p.obstacles ? [[-6, 3, -2, 3], [3, -5, 3, -1], ...column(-3, -4, 1.2)] : [];
    return { world: wanderingWorld(p), walls, agents, behaviours: { wander: { cx: 0, cy: 0, radius: R, reach: 0.5 } } };
  }
});

/** Article A's square: the target disc and a 2 m margin. */
function wanderingWorld(p: ParamValues) {
  const half = (p.targetRadius as number) + 2;
  return makeWorld(2 * half, 2 * half, false, false, -half, -half);
}

const corridorParams: NumberParam[] = [
  { key: 'length', symbol: 'L', unit: 'm', default: 20, min: 4, max: 2000, step: 1, meaning: 'corridor length (periodic: who leaves at one end comes back at the other)' },
  { key: 'width', symbol: 'W', unit: 'm', default: 4, min: 1, max: 200, step: 0.5, meaning: 'corridor width' }
];

function corridorLayout(L: number, W: number, agents: AgentInit[]) {
  // The walls run one length past each periodic end, so a step that crosses the seam still meets them.
  return { world: makeWorld(L, W, true, false), walls: [[-L, 0, 2 * L, 0], [-L, W, 2 * L, W]] as Segment[], agents };
}

function walkers(rng: Parameters<Scenario['build']>[1], n: number, L: number, W: number, v0: number, sd: number, twoWay: boolean): AgentInit[] {
  return scatterInRect(rng, n, 0, 0.4, L, W - 0.4, 0.45).map((q, i) => {
    const west = twoWay && i % 2 === 1;
    return { ...q, ...body(rng), v0: normalSpeed(rng, v0, sd), gx: west ? -1 : 1, gy: 0, goalMode: GOAL_DIRECTION, kind: west ? 1 : 0 };
  });
}

export const corridor = defineScenario({
  name: 'corridor',
  title: 'Corridor: one-way or two-way flow',
  summary: 'A periodic corridor; with people walking both ways, lanes form by themselves (Helbing & Molnár 1995).',
  family: 'social',
  params: [
    N(60), ...corridorParams.map((p) => (p.key === 'length' ? { ...p, default: 30 } : { ...p, default: 6 })),
    { key: 'flow', symbol: '\\text{flow}', unit: '', default: 'two-way', options: ['one-way', 'two-way'], meaning: 'everyone walks east, or half walk west' },
    V0, V0SD
  ],
  // The circular potential: with the elliptical one (Δt = 2 s) lanes barely form in our runs, see the lanes test.
  forces: [{ name: 'drivingHM' }, { name: 'repulsionHM', params: { elliptical: 0 } }, { name: 'wallHM' }, BODIES],
  settings: HM_SETTINGS,
  metrics: ['laneOrder', 'meanSpeed', 'density', 'goalVelocity'],
  kinds: (p) => (p.flow === 'two-way' ? ['walking east', 'walking west'] : []),
  population: (p) => p.N as number,
  maxAgents: 5000,
  world: (p) => makeWorld(p.length as number, p.width as number, true, false),
  build(p, rng) {
    const L = p.length as number, W = p.width as number;
    return corridorLayout(L, W, walkers(rng, p.N as number, L, W, p.v0 as number, p.v0sd as number, p.flow === 'two-way'));
  }
});

/** The pedestrians a density fills the corridor with (at least one). */
const fundamentalPopulation = (p: ParamValues) => Math.max(1, Math.round((p.density as number) * (p.length as number) * (p.width as number)));

export const fundamental = defineScenario({
  name: 'fundamental',
  title: 'Periodic corridor for the fundamental diagram',
  summary: 'One-way flow at a chosen density in a periodic corridor: measure speed and flow against Weidmann (1993).',
  family: 'social',
  params: [
    { key: 'density', symbol: '\\rho', unit: '1/m²', default: 1, min: 0.05, max: 6, step: 0.05, meaning: 'pedestrians per square metre (sets N)' },
    ...corridorParams, V0, V0SD,
    { key: 'bodyRadius', symbol: 'r', unit: 'm', default: 0.24, min: 0.05, max: 0.5, step: 0.01, meaning: 'mean body radius; each radius is uniform in r ± r/6 (Helbing 2000: 0.3 ± 0.05 m; 0.24 m packs at Weidmann\'s jam density 5.4 /m²)' }
  ],
  // The recommended set for the fundamental diagram (figures/fundamentalDiagram.ts; the plain 1995 parameters are
  // FD_MODEL_LAYERS['helbing-molnar-1995'] there): Helbing & Molnár's circular potential with a longer range σ = 0.5 m
  // and V0 = 2.5 m²/s², cut at 1 m, and bodies (the body force, BODIES) of radius 0.24 ± 0.04 m, fitted to Weidmann 1993.
  forces: [
    { name: 'drivingHM' }, { name: 'repulsionHM', params: { elliptical: 0, V0: 2.5, sigma: 0.5, range: 1 } }, { name: 'wallHM' }, BODIES
  ],
  settings: HM_SETTINGS,
  metrics: ['goalVelocity', 'meanSpeed', 'flowDensity', 'density'],
  population: fundamentalPopulation,
  maxAgents: 20_000,
  world: (p) => makeWorld(p.length as number, p.width as number, true, false),
  build(p, rng) {
    const L = p.length as number, W = p.width as number, n = fundamentalPopulation(p);
    // A jittered lattice: the most even start, with no overlapping bodies up to high densities.
    const r = p.bodyRadius as number;
    const agents = latticeInRect(rng, n, 0, 0.3, L, W - 0.3, 0.2).map((q) => ({ ...q, radius: rng.uniform(r - r / 6, r + r / 6), mass: 80, v0: normalSpeed(rng, p.v0 as number, p.v0sd as number), gx: 1, gy: 0, goalMode: GOAL_DIRECTION }));
    return corridorLayout(L, W, agents);
  }
});

export const crossing = defineScenario({
  name: 'crossing',
  title: 'Crossing flows',
  summary: 'Two groups cross at right angles in a periodic square; stripes form across the flows.',
  family: 'social',
  params: [
    N(120), { key: 'size', symbol: 'L', unit: 'm', default: 16, min: 4, max: 100, step: 1, meaning: 'side of the periodic square' }, V0, V0SD
  ],
  forces: [{ name: 'drivingHM' }, { name: 'repulsionHM' }, BODIES],
  settings: HM_SETTINGS,
  metrics: ['meanSpeed', 'density', 'goalVelocity'],
  kinds: () => ['walking east', 'walking north'],
  population: (p) => p.N as number,
  maxAgents: 5000,
  world: (p) => makeWorld(p.size as number, p.size as number, true),
  build(p, rng) {
    const L = p.size as number;
    const agents = scatterInRect(rng, p.N as number, 0, 0, L, L, 0.5).map((q, i) => {
      const north = i % 2 === 1;
      return { ...q, ...body(rng), v0: normalSpeed(rng, p.v0 as number, p.v0sd as number), gx: north ? 0 : 1, gy: north ? 1 : 0, goalMode: GOAL_DIRECTION, kind: north ? 1 : 0 };
    });
    return { world: makeWorld(L, L, true), walls: [], agents };
  }
});

export const bottleneck = defineScenario({
  name: 'bottleneck',
  title: 'A door (bottleneck)',
  summary: 'A crowd leaves a room through one door; the flow through it grows with the door width (Seyfried et al. 2009).',
  family: 'social',
  params: [
    N(80), { key: 'doorWidth', symbol: 'w', unit: 'm', default: 1.2, min: 0.6, max: 5, step: 0.05, meaning: 'width of the door' },
    { key: 'roomWidth', symbol: 'W', unit: 'm', default: 10, min: 3, max: 50, step: 0.5, meaning: 'width of the room (the wall with the door)' },
    { key: 'roomDepth', symbol: 'D', unit: 'm', default: 8, min: 2, max: 50, step: 0.5, meaning: 'depth of the room' },
    { ...V0, default: 1.34 }, V0SD
  ],
  forces: HFV_FORCES,
  settings: HFV_SETTINGS,
  metrics: ['evacuated', 'doorFlow', 'meanSpeed', 'goalVelocity'],
  population: (p) => p.N as number,
  maxAgents: 5000,
  world: (p) => makeWorld((p.roomDepth as number) + 4, p.roomWidth as number, false, false, -(p.roomDepth as number), 0),
  build(p, rng) {
    const W = p.roomWidth as number, D = p.roomDepth as number, w = Math.min(p.doorWidth as number, W - 0.2);
    const a = (W - w) / 2, b = (W + w) / 2;
    const walls: Segment[] = [
      ...polygon([[0, a], [0, 0], [-D, 0], [-D, W], [0, W], [0, b]], false)
    ];
    const agents = scatterInRect(rng, p.N as number, -D + 0.4, 0.4, -0.8, W - 0.4, 0.62).map((q) => ({
      ...q, ...body(rng), v0: normalSpeed(rng, p.v0 as number, p.v0sd as number), gx: 1.5, gy: W / 2, goalMode: GOAL_POINT
    }));
    return {
      world: makeWorld(D + 4, W, false, false, -D, 0), walls, agents,
      behaviours: { sinks: [{ x0: 1, y0: -100, x1: 100, y1: 100 }], lines: [{ name: 'door', x1: 0, y1: W, x2: 0, y2: 0 }] }
    };
  }
});

export const evacuation = defineScenario({
  name: 'evacuation',
  title: 'Room evacuation (Helbing, Farkas & Vicsek 2000)',
  summary: 'A 15 m × 15 m room, one 1 m exit, 200 people: arches block the door, and hurrying makes everyone slower.',
  family: 'social',
  params: [
    N(200, 2000),
    { key: 'size', symbol: 'L', unit: 'm', default: 15, min: 3, max: 60, step: 0.5, meaning: 'side of the square room' },
    { key: 'exitWidth', symbol: 'w', unit: 'm', default: 1, min: 0.6, max: 5, step: 0.05, meaning: 'width of the exit' },
    { key: 'v0', symbol: 'v_0', unit: 'm/s', default: 1, min: 0.1, max: 8, step: 0.05, meaning: 'desired speed: 0.6 relaxed, 1 normal, > 1.5 nervous, up to 5 in panic' },
    { key: 'column', symbol: '\\text{column}', unit: '', default: 0, min: 0, max: 1, integer: true, step: 1, meaning: 'put a column slightly in front of the exit (1 = yes)' }
  ],
  forces: HFV_FORCES,
  // Five sub-steps of 2 ms: pushing crowds overlap by centimetres, and the body force k and friction κ are then too
  // stiff for one explicit 10 ms step (Helbing et al. used an adaptive step of at most 10 ms).
  settings: { ...HFV_SETTINGS, substeps: 5 },
  metrics: ['evacuated', 'doorFlow', 'meanSpeed', 'goalVelocity'],
  population: (p) => p.N as number,
  maxAgents: 2000,
  world: (p) => makeWorld((p.size as number) + 3, p.size as number, false, false, 0, 0),
  build(p, rng) {
    const L = p.size as number, w = Math.min(p.exitWidth as number, L - 0.2), a = (L - w) / 2, b = (L + w) / 2;
    const walls: Segment[] = polygon([[L, b], [L, L], [0, L], [0, 0], [L, 0], [L, a]], false);
    if (p.column) walls.push(...column(L - 1.3, L / 2 + 0.25, 0.6));
    const agents = scatterInRect(rng, p.N as number, 0.4, 0.4, L - 0.4, L - 0.4, 0.62).map((q) => ({
      ...q, ...body(rng), v0: p.v0 as number, gx: L + 1, gy: L / 2, goalMode: GOAL_POINT
    }));
    return {
      world: makeWorld(L + 3, L, false, false, 0, 0), walls, agents,
      behaviours: { sinks: [{ x0: L + 0.6, y0: -100, x1: L + 100, y1: L + 100 }], lines: [{ name: 'exit', x1: L, y1: L, x2: L, y2: 0 }] }
    };
  }
});

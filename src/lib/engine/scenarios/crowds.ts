/**
 * Crowd scenarios: article A's wandering crowd, corridors (one- and two-way), the periodic corridor for the
 * fundamental diagram, a door, Helbing 2000's room evacuation, and crossing flows. Distances in m, times in s.
 * Each is written as a scenario document (doc/format.ts) for its parameters: `--dump-scenario NAME` prints it.
 */
import type { NumberParam } from '../params';
import type { SettingValues } from '../settings';
import type { ForceSetup } from './scenario';
import type { SegmentDoc, Distribution } from './doc/format';
import { docScenario } from './doc/docScenario';
import { cos, sin } from '../math';
import { BODIES, HM_SETTINGS, N, doc, um } from './crowdParts';

const V0 = { key: 'v0', symbol: 'v_0', unit: 'm/s', default: 1.34, min: 0.1, max: 6, step: 0.01, meaning: 'mean desired speed (Weidmann: 1.34 m/s)' } as const satisfies NumberParam;
const V0SD = { key: 'v0sd', symbol: 's_{v_0}', unit: 'm/s', default: 0.26, min: 0, max: 1, step: 0.01, meaning: 'spread (s.d.) of desired speeds' } as const satisfies NumberParam;
// Contact range 1.5 m instead of 2.5 m: beyond 1.5 m the social term is below 0.03 N (A e^{(0.6 − 1.5)/B}), and
// the shorter range makes each step several times cheaper in a dense room.
const HFV_FORCES: ForceSetup[] = [{ name: 'drivingHFV' }, { name: 'contactHFV', params: { range: 1.5 } }, { name: 'wallHFV' }];
const HFV_SETTINGS = { dt: 0.01, integrator: 'semi-implicit', speedCap: 0 } satisfies Partial<SettingValues>;

/** Helbing 2000's bodies: radius uniform in [0.25, 0.35] m, mass 80 kg. */
const BODY_RADIUS: Distribution = { uniform: [0.25, 0.35] };
/** Desired speeds: normal, truncated to [0.1, 3] × the mean (as Helbing & Molnár's Gaussian, kept positive). */
const speeds = (p: { v0: number; v0sd: number }): Distribution => {
  const m = p.v0, sd = p.v0sd;
  return sd > 0 ? { normal: [m, sd], min: um(0.1 * m), max: um(3 * m) } : m;
};

export const wanderingCrowd = docScenario({
  name: 'wandering',
  title: "Article A's wandering crowd",
  summary: 'Article A exactly: 50 people start in a disc of radius 5, each walks to a random target in a disc of radius 10 and picks a new one on arrival.',
  params: [
    N(50, 2000),
    { key: 'desiredSpeed', symbol: 'v_0', unit: 'm/s', default: 2, min: 0.1, max: 5, step: 0.1, meaning: 'desired speed of every agent (article A: 2)' },
    { key: 'spawnRadius', symbol: 'R_\\mathrm{spawn}', unit: 'm', default: 5, min: 0.5, max: 50, step: 0.5, meaning: 'agents start uniformly in a disc of this radius' },
    { key: 'targetRadius', symbol: 'R_\\mathrm{target}', unit: 'm', default: 10, min: 1, max: 100, step: 0.5, meaning: 'targets are drawn uniformly in a disc of this radius' },
    { key: 'groupSize', symbol: 'n_g', unit: '', default: 0, min: 0, max: 20, integer: true, step: 1, meaning: 'agents per group for group cohesion (0 = no groups)' },
    { key: 'obstacles', symbol: '\\text{obstacles}', unit: '', default: 1, min: 0, max: 1, integer: true, step: 1, meaning: 'place two walls and a column in the square (1 = yes)' }
  ],
  maxAgents: 2000,
  room: ['spawnRadius', 'targetRadius'],
  doc: (p) => {
    const R = p.targetRadius, half = R + 2;
    return doc({
      name: 'wandering', title: "Article A's wandering crowd", family: 'social',
      // Article A's square: the target disc and a 2 m margin.
      world: { x0: -half, y0: -half, width: 2 * half, height: 2 * half },
      walls: p.obstacles ? [[-6, 3, -2, 3], [3, -5, 3, -1]] : [],
      obstacles: p.obstacles ? [{ name: 'column', polygon: [[-3.6, -4.6], [-2.4, -4.6], [-2.4, -3.4], [-3.6, -3.4]] }] : [],
      spawns: [{
        region: { disc: [0, 0, p.spawnRadius] }, count: p.N, radius: 0.5, mass: 1, v0: p.desiredSpeed,
        goal: { wander: { centre: [0, 0], radius: R, reach: 0.5 } }, groupSize: p.groupSize
      }],
      forces: [
        { name: 'drivingA' }, { name: 'personalSpaceA' }, { name: 'obstacleA' },
        { name: 'groupCohesionA', enabled: false }, { name: 'panicA', enabled: false },
        // Article A's agents have radius 0.5 but its personal-space push does not stop bodies overlapping; the body
        // force of Helbing et al. 2000 (per unit mass, stable at this Δt = 0.02 s: ωΔt = 1.1) does. Off: article A exactly.
        BODIES
      ],
      settings: { dt: 0.02, integrator: 'semi-implicit', speedCap: 1.5 },
      metrics: ['meanSpeed', 'nearestNeighbour', 'density', 'goalVelocity']
    });
  }
});

const corridorParams = [
  { key: 'length', symbol: 'L', unit: 'm', default: 20, min: 4, max: 2000, step: 1, meaning: 'corridor length (periodic: who leaves at one end comes back at the other)' },
  { key: 'width', symbol: 'W', unit: 'm', default: 4, min: 1, max: 200, step: 0.5, meaning: 'corridor width' }
] as const satisfies readonly NumberParam[];

/** A periodic corridor along x: the walls run one length past each periodic end, so a step across the seam still meets them. */
const corridorGeometry = (L: number, W: number) => ({
  world: { width: L, height: W, periodic: ['x' as const] },
  walls: [[-L, 0, 2 * L, 0], [-L, W, 2 * L, W]] as SegmentDoc[]
});

export const corridor = docScenario({
  name: 'corridor',
  title: 'Corridor: one-way or two-way flow',
  summary: 'A periodic corridor; with people walking both ways, lanes form by themselves (Helbing & Molnár 1995).',
  params: [
    N(60), ...corridorParams.map((p) => (p.key === 'length' ? { ...p, default: 30 } : { ...p, default: 6 })),
    { key: 'flow', symbol: '\\text{flow}', unit: '', default: 'two-way', options: ['one-way', 'two-way'], meaning: 'everyone walks east, or half walk west' },
    V0, V0SD
  ],
  maxAgents: 5000,
  room: ['length', 'width'],
  doc: (p) => {
    const L = p.length, W = p.width, twoWay = p.flow === 'two-way';
    return doc({
      name: 'corridor', title: 'Corridor: one-way or two-way flow', family: 'social',
      ...corridorGeometry(L, W),
      spawns: [{
        region: { rect: [0, 0, L, W] }, count: p.N, radius: BODY_RADIUS, v0: speeds(p),
        alternate: twoWay ? [{ goal: { direction: [1, 0] }, kind: 0 }, { goal: { direction: [-1, 0] }, kind: 1 }] : [{ goal: { direction: [1, 0] }, kind: 0 }]
      }],
      // The circular potential: with the elliptical one (Δt = 2 s) lanes barely form in our runs, see the lanes test.
      forces: [{ name: 'drivingHM' }, { name: 'repulsionHM', params: { elliptical: 0 } }, { name: 'wallHM' }, BODIES],
      settings: HM_SETTINGS,
      metrics: ['laneOrder', 'laneCount', 'goalVelocity', 'meanSpeed', 'specificFlow', 'density'],
      ...(twoWay ? { kinds: ['walking east', 'walking west'] } : {})
    });
  }
});

/**
 * Bodies for the fundamental diagram: smaller than Helbing 2000's 0.25–0.35 m discs, because Weidmann's crowds reach
 * 5.4 /m², where such discs cannot fit (the densest packing covers 90.7 % of the floor: r ≤ 0.23 m at 5.4 /m², and
 * a 4 m corridor with walls holds 5.4 /m² only of discs up to 0.21 m). 0.18–0.21 m: a torso 0.36–0.42 m across,
 * between the chest depth and the shoulder width of adults (Weidmann's 0.113 m² per person at rest is r = 0.19 m).
 */
const FD_RADIUS: Distribution = { uniform: [0.18, 0.21] };
/** The recommended repulsion for dense one-way crowds (see the fundamental scenario's forces). */
export const FD_REPULSION = { elliptical: 2, V0: 1.9, sigma: 0.7, range: 1.75, dts: 1.25, yieldSpeed: 0.1 } as const;
/**
 * The recommended wall: Helbing & Molnár's potential with half its range, R = 0.1 m instead of 0.2 m. With R = 0.2 m
 * (a walker without a body) the walls press a dense crowd into the corridor's middle: at 3 /m² the middle 2 m × 2 m,
 * where RiMEA measures, walked at 0.15 m/s and the rows along the walls at 0.4–0.5 m/s (Weidmann 0.33), and at 1 /m²
 * a body's edge kept 0.54 m from the wall. With R = 0.1 m it keeps 0.31 m, nearer the 0.14–0.22 m that a corridor
 * survey measured people keep from walls (Habicht & Braaksma 1984, the effective-width reduction); the bodies do the
 * rest. (tests/unit/curves/fundamental.test.ts checks the middle's speed as well as the corridor's.)
 */
export const FD_WALL = { R: 0.1 } as const;
/** Centres kept this far from the walls: the lattice reserves 2 % more than the largest radius (doc/place.ts). */
const FD_MARGIN = 0.215;

export const fundamental = docScenario({
  name: 'fundamental',
  title: 'Periodic corridor for the fundamental diagram',
  summary: 'One-way flow at a chosen density in a periodic corridor: measure speed and flow against Weidmann (1993).',
  params: [
    { key: 'density', symbol: '\\rho', unit: '1/m²', default: 1, min: 0.05, max: 5.4, step: 0.05, meaning: 'pedestrians per square metre (sets N; up to Weidmann\'s jam density 5.4)' },
    // At least 2 m wide: a narrower corridor cannot hold 5.4 /m² of these bodies (a 1 m one holds 4.6 /m²).
    ...corridorParams.map((p) => (p.key === 'width' ? { ...p, min: 2, meaning: 'corridor width (at least 2 m, so that 5.4 /m² fits)' } : p)), V0, V0SD
  ],
  maxAgents: 20_000,
  room: ['length', 'width'],
  doc: (p) => {
    const L = p.length, W = p.width, n = Math.max(1, Math.round(p.density * L * W));
    return doc({
      name: 'fundamental', title: 'Periodic corridor for the fundamental diagram', family: 'social',
      ...corridorGeometry(L, W),
      // A jittered lattice over the floor clear of the walls: the most even start, so dense crowds start unjammed.
      spawns: [{ region: { rect: [0, FD_MARGIN, L, W - FD_MARGIN] }, count: n, arrangement: 'lattice', radius: FD_RADIUS, v0: speeds(p), goal: { direction: [1, 0] } }],
      // The recommended set for the fundamental diagram (figures/fundamentalDiagram.ts says why, and keeps the plain
      // 1995 parameters one layer away, FD_MODEL_LAYERS): Helbing & Molnár's potential on the relative step
      // (elliptical specification II of Johansson, Helbing & Shukla 2007), walkers who yield instead of being pushed
      // backwards (yieldSpeed), a wall of half the 1995 reach (FD_WALL), and bodies (BODIES), fitted to Weidmann 1993
      // on seeds 1–2, in the corridor as a whole and in the middle 2 m × 2 m.
      forces: [{ name: 'drivingHM' }, { name: 'repulsionHM', params: FD_REPULSION }, { name: 'wallHM', params: FD_WALL }, BODIES],
      settings: HM_SETTINGS,
      metrics: ['goalVelocity', 'meanSpeed', 'specificFlow', 'flowDensity', 'density']
    });
  }
});

export const crossing = docScenario({
  name: 'crossing',
  title: 'Crossing flows',
  summary: 'Two groups cross at right angles in a periodic square; stripes form across the flows.',
  params: [
    N(120), { key: 'size', symbol: 'L', unit: 'm', default: 16, min: 4, max: 100, step: 1, meaning: 'side of the periodic square' }, V0, V0SD
  ],
  maxAgents: 5000,
  room: ['size'],
  doc: (p) => {
    const L = p.size;
    return doc({
      name: 'crossing', title: 'Crossing flows', family: 'social',
      world: { width: L, height: L, periodic: ['x', 'y'] },
      spawns: [{
        region: { rect: [0, 0, L, L] }, count: p.N, radius: BODY_RADIUS, v0: speeds(p),
        alternate: [{ goal: { direction: [1, 0] }, kind: 0 }, { goal: { direction: [0, 1] }, kind: 1 }]
      }],
      forces: [{ name: 'drivingHM' }, { name: 'repulsionHM' }, BODIES],
      settings: HM_SETTINGS,
      metrics: ['meanSpeed', 'goalVelocity', 'specificFlow', 'density'],
      kinds: ['walking east', 'walking north']
    });
  }
});

export const bottleneck = docScenario({
  name: 'bottleneck',
  title: 'A door (bottleneck)',
  summary: 'A crowd leaves a room through one door; the flow through it grows with the door width (Seyfried et al. 2009).',
  params: [
    N(80), { key: 'doorWidth', symbol: 'w', unit: 'm', default: 1.2, min: 0.6, max: 5, step: 0.05, meaning: 'width of the door' },
    { key: 'roomWidth', symbol: 'W', unit: 'm', default: 10, min: 3, max: 50, step: 0.5, meaning: 'width of the room (the wall with the door)' },
    { key: 'roomDepth', symbol: 'D', unit: 'm', default: 8, min: 2, max: 50, step: 0.5, meaning: 'depth of the room' },
    { ...V0, default: 1.34 }, V0SD
  ],
  maxAgents: 5000,
  room: ['roomWidth', 'roomDepth'],
  doc: (p) => {
    const W = p.roomWidth, D = p.roomDepth, w = Math.min(p.doorWidth, W - 0.2);
    const a = um((W - w) / 2), b = um((W + w) / 2);
    return doc({
      name: 'bottleneck', title: 'A door (bottleneck)', family: 'social',
      world: { x0: -D, y0: 0, width: D + 4, height: W },
      walls: [[0, a, 0, 0], [0, 0, -D, 0], [-D, 0, -D, W], [-D, W, 0, W], [0, W, 0, b]],
      exits: [{ name: 'door', segment: [0, a, 0, b], sink: [1, -100, 100, 100] }],
      // Following the distance field to the door (navigation/): from beside the door it leads past the post into the
      // opening's middle, where a point beyond the door would lead straight into the post (issue 17).
      spawns: [{ region: { rect: [-D, 0, -0.5, W] }, count: p.N, radius: BODY_RADIUS, v0: speeds(p), goal: { exit: 'door' } }],
      // Across the door only, so that the door's specific flow divides by its width.
      lines: [{ name: 'door', segment: [0, b, 0, a] }],
      forces: HFV_FORCES,
      settings: HFV_SETTINGS,
      metrics: ['evacuated', 'doorFlow', 'doorSpecificFlow', 'meanSpeed', 'goalVelocity']
    });
  }
});

export const evacuation = docScenario({
  name: 'evacuation',
  title: 'Room evacuation (Helbing, Farkas & Vicsek 2000)',
  summary: 'A 15 m × 15 m room, one 1 m exit, 200 people: arches block the door, and hurrying makes everyone slower.',
  params: [
    N(200, 2000),
    { key: 'size', symbol: 'L', unit: 'm', default: 15, min: 3, max: 60, step: 0.5, meaning: 'side of the square room' },
    { key: 'exitWidth', symbol: 'w', unit: 'm', default: 1, min: 0.6, max: 5, step: 0.05, meaning: 'width of the exit' },
    { key: 'v0', symbol: 'v_0', unit: 'm/s', default: 1, min: 0.1, max: 8, step: 0.05, meaning: 'desired speed: 0.6 relaxed, 1 normal, > 1.5 nervous, up to 5 in panic' },
    { key: 'column', symbol: '\\text{column}', unit: '', default: 0, min: 0, max: 1, integer: true, step: 1, meaning: 'put a round column slightly in front of the exit (1 = yes): in panic (v0 ≈ 5) it lets a few more out on average, not in every run; it slows a calm crowd' }
  ],
  maxAgents: 2000,
  room: ['size'],
  doc: (p) => {
    const L = p.size, w = Math.min(p.exitWidth, L - 0.2), a = um((L - w) / 2), b = um((L + w) / 2);
    // A round column of radius 0.3 m (a 16-gon with a corner toward the room), a little off the exit's axis: behind a
    // flat face a walker heading for the exit point rests for good, behind a round one it slides round (curves tests).
    const cx = L - 1.3, cy = L / 2 + 0.25, r = 0.3;
    const round = Array.from({ length: 16 }, (_, k) => [um(cx + r * cos(Math.PI + (Math.PI * k) / 8)), um(cy + r * sin(Math.PI + (Math.PI * k) / 8))] as [number, number]);
    return doc({
      name: 'evacuation', title: 'Room evacuation (Helbing, Farkas & Vicsek 2000)', family: 'social',
      world: { x0: 0, y0: 0, width: L + 3, height: L },
      walls: [[L, b, L, L], [L, L, 0, L], [0, L, 0, 0], [0, 0, L, 0], [L, 0, L, a]],
      obstacles: p.column ? [{ name: 'column', polygon: round }] : [],
      exits: [{ name: 'exit', segment: [L, a, L, b], sink: [L + 0.6, -100, L + 100, L + 100] }],
      spawns: [{ region: { rect: [0, 0, L, L] }, count: p.N, radius: BODY_RADIUS, v0: p.v0, goal: { point: [L + 1, L / 2] } }],
      lines: [{ name: 'exit', segment: [L, b, L, a] }],
      forces: HFV_FORCES,
      // Five sub-steps of 2 ms: pushing crowds overlap by centimetres, and the body force k and friction κ are then too
      // stiff for one explicit 10 ms step (Helbing et al. used an adaptive step of at most 10 ms).
      settings: { ...HFV_SETTINGS, substeps: 5 },
      metrics: ['evacuated', 'doorFlow', 'doorSpecificFlow', 'meanSpeed', 'goalVelocity']
    });
  }
});

/**
 * The lanes-and-bottlenecks chapter's simulations, sweeps and the numbers its prose states about them, as typed data.
 * The chapter (09-lanes-and-bottlenecks.svx) only passes these to its components; tests/unit/chapters/configs.test.ts
 * builds and steps every config, the claims' tests (tests/claims) run every claim with the engine over several
 * seeds, and tests/unit/chapters/sweeps.test.ts re-measures the precomputed sweeps (content/sweeps/<id>.json).
 *
 * The set-ups are issue #9's (figures/lanes.ts, figures/bottleneckFlow.ts): the `corridor` scenario at 1/3 walker
 * per m² for lanes, the `bottleneck` scenario (Helbing, Farkas & Vicsek 2000 forces, 80 people) for the door. The
 * door with people on both sides is a scenario document written here (twoWayDoor), no engine change.
 */
import { defaultsOf, hasDoc, mergeConfigs, scenarioByName, SCENARIO_FORMAT, type ForceName, type ScenarioDoc, type SimConfig } from '$lib/engine';
import { SEYFRIED_2009, PUBLISHED_SPECIFIC_FLOW } from '$lib/figures';
import type { Claim, SweepSpec } from '$lib/claims';
import { BOOK_CONTROLS, BOOK_CONTROLS_FULL } from '$lib/components/types';

/** Controls under every view, in the book's fixed order. */
export const controls = BOOK_CONTROLS;
export const controlsFull = BOOK_CONTROLS_FULL;

// ── Lanes: the corridor scenario (periodic, 30 m long, circular Helbing–Molnár repulsion, bodies) ──

/** Walkers per m² in every corridor of the chapter (the scenario's default 60 in 30 m × 6 m). */
const LANE_DENSITY = 1 / 3;
/** A two-way corridor of width W at that density, as figures/lanes.ts's laneRun builds it. */
export const corridorOf = (W: number): SimConfig => ({
  scenario: 'corridor', seed: 1, params: { N: Math.round(LANE_DENSITY * 30 * W), width: W, length: 30, flow: 'two-way' }
});
const corridor6 = corridorOf(6);

// ── Bottlenecks: the bottleneck scenario (a 10 m × 8 m room, one door, 80 people, HFV 2000 forces) ──

export const doorOf = (w: number): SimConfig => ({ scenario: 'bottleneck', seed: 1, params: { doorWidth: w } });
const door12 = doorOf(1.2);

/**
 * The same room and door with narrower bodies: radii 0.22–0.28 m (0.44–0.56 m across, about adults' shoulder width)
 * instead of Helbing, Farkas & Vicsek's 0.25–0.35 m. How much of the gap to the laboratory is the discs' size
 * (issue 17): measured, the narrow door's flow rises by a third.
 */
export const SHOULDER_RADIUS: [number, number] = [0.22, 0.28];
export function shoulderDoorOf(w: number): SimConfig {
  const sc = scenarioByName('bottleneck');
  if (!sc || !hasDoc(sc)) throw new Error('the bottleneck scenario is written as a document');
  const d = sc.doc({ ...defaultsOf(sc.params), doorWidth: w });
  const file: ScenarioDoc = {
    ...d, name: 'bottleneck-shoulders', title: 'A door, bodies of shoulder width',
    summary: `The bottleneck room with a ${w} m door, its people’s bodies 0.44–0.56 m across instead of 0.5–0.7 m.`,
    spawns: d.spawns.map((sp) => ({ ...sp, radius: { uniform: SHOULDER_RADIUS } }))
  };
  return { scenario: 'custom', file, seed: 1 };
}

/**
 * Two 8 m × 8 m rooms joined by a door of width w in the wall between them (at x = 0); N/2 people in each room want
 * to reach the far end of the other room (its open end is an exit; a way-finding field leads there through the door).
 * Helbing & Molnár 1995's walkers with their elliptical potential (the paper's specification), and bodies, as in
 * the crowd scenarios. A counting line spans the door: +1 for a passage toward the east.
 */
export function twoWayDoor(w: number, N = 80): ScenarioDoc {
  const D = 8, H = 8, a = (H - w) / 2, b = (H + w) / 2;
  const radius = { uniform: [0.25, 0.35] as [number, number] }, v0 = { normal: [1.34, 0.26] as [number, number], min: 0.134, max: 4.02 };
  return {
    format: SCENARIO_FORMAT, name: 'two-way-door', title: 'A door with people on both sides', family: 'social',
    summary: 'Two rooms joined by one door; the people in each room want to reach the far end of the other.',
    world: { x0: -D - 1, y0: 0, width: 2 * D + 2, height: H },
    walls: [[-D, 0, D, 0], [-D, H, D, H], [0, 0, 0, a], [0, b, 0, H]],
    exits: [
      { name: 'west', segment: [-D, 0, -D, H], sink: [-D - 1, -1, -D - 0.4, H + 1] },
      { name: 'east', segment: [D, 0, D, H], sink: [D + 0.4, -1, D + 1, H + 1] }
    ],
    spawns: [
      { name: 'walking east', region: { rect: [-D + 0.5, 0, -0.5, H] }, count: N / 2, radius, v0, goal: { exit: 'east' }, kind: 0 },
      { name: 'walking west', region: { rect: [0.5, 0, D - 0.5, H] }, count: N / 2, radius, v0, goal: { exit: 'west' }, kind: 1 }
    ],
    lines: [{ name: 'door', segment: [0, b, 0, a] }],
    forces: [{ name: 'drivingHM' }, { name: 'repulsionHM' }, { name: 'wallHM' }, { name: 'bodyContact', params: { kappa: 0 } }],
    settings: { dt: 0.05, substeps: 2, integrator: 'semi-implicit', speedCap: 1.3 },
    metrics: ['doorFlow', 'evacuated'],
    kinds: ['walking east', 'walking west']
  };
}
export const twoWayDoorOf = (w: number): SimConfig => ({ scenario: 'custom', seed: 1, file: twoWayDoor(w) });
const twoWay10 = twoWayDoorOf(1.0);

/** The views, by the id each one has on the page. */
export const views = {
  lanes: corridor6,
  door: door12,
  'two-way': twoWay10
} satisfies Record<string, SimConfig>;

const HM: ForceName[] = ['drivingHM', 'repulsionHM', 'wallHM', 'bodyContact'];
/** The forces the prose has introduced by each view, in prose order. */
export const introduced = {
  lanes: HM,
  door: ['drivingHFV', 'contactHFV', 'wallHFV'],
  'two-way': HM
} satisfies Record<string, ForceName[]>;

/** The experiments the prose sets, each a whole config for the view named beside it in the chapter. */
export const tries = {
  lanes3: corridorOf(3),
  lanes12: corridorOf(12),
  lanesNoRepulsion: mergeConfigs(corridor6, { forces: { repulsionHM: { enabled: false } } }),
  door08: doorOf(0.8),
  /** The same door with Helbing et al. 2000's rising impatience: a wish that can grow to three times itself, a delay remembered over 10 s. */
  door08Impatient: mergeConfigs(doorOf(0.8), { forces: { impatienceHFV: { enabled: true, params: { vmaxFactor: 3, memory: 10 } } } }),
  door24: doorOf(2.4),
  shoulders08: shoulderDoorOf(0.8),
  shoulders12: shoulderDoorOf(1.2),
  twoWay22: twoWayDoorOf(2.2)
} satisfies Record<string, SimConfig>;

const eight = [1, 2, 3, 4, 5, 6, 7, 8];
const six = [1, 2, 3, 4, 5, 6];
const late = { statistic: 'mean', from: 40, every: 0.5, seconds: 80 } as const;

/** Lane counts against corridor width: the mean over the second half of 80 s, as in issue #9's table. */
const LANE_WIDTHS = [3, 4, 6, 8, 10, 12];
/** Door widths of the flow sweep: issue #9's. */
const DOOR_WIDTHS = [0.8, 1.0, 1.2, 1.4, 1.6, 2.0, 2.4];

export const sweeps = {
  lanes: {
    id: 'lanes-width',
    title: 'Lanes against the corridor’s width (two-way, 1/3 walker per m², mean from 40 to 80 s)',
    xLabel: 'corridor width W', xUnit: 'm', yLabel: 'lanes', yUnit: '',
    points: LANE_WIDTHS.map((W) => ({ x: W, config: corridorOf(W) })),
    seeds: eight,
    measure: { kind: 'metric', metric: 'laneCount', ...late },
    yDomain: [0, 6]
  },
  door: {
    id: 'door-flow-width',
    title: 'Flow through a door against its width: the model beside laboratory data',
    xLabel: 'door width w', xUnit: 'm', yLabel: 'steady flow J', yUnit: '1/s',
    points: DOOR_WIDTHS.map((w) => ({ x: w, config: doorOf(w) })),
    seeds: eight,
    measure: { kind: 'named', name: 'doorSteadyFlow', seconds: 150 },
    reference: [
      {
        label: 'Seyfried et al. 2009 (approximate)',
        source: `Seyfried et al. 2009, Transportation Science 43(3), ${SEYFRIED_2009.where}, drawn as flows J = J_s × w. Approximate: transcribed by a secondary source, not re-read in the paper`,
        points: SEYFRIED_2009.points.map((p) => ({ x: p.width, y: p.specificFlow * p.width })),
        style: 'points'
      },
      {
        label: `J = ${PUBLISHED_SPECIFIC_FLOW} /(m s) × w`,
        source: 'the line the bottleneck literature draws through Seyfried et al. 2009’s and other laboratory data (J_s ≈ 1.9 /(m s))',
        points: [0.8, 2.4].map((w) => ({ x: w, y: PUBLISHED_SPECIFIC_FLOW * w })),
        style: 'line'
      }
    ],
    yDomain: [0, 5]
  }
} satisfies Record<string, SweepSpec>;

// ── The Predictions ──

/** Lanes: asked before the corridor runs 60 s. */
export const lanesForm: Claim = {
  id: 'lanes/phi-60s',
  text: 'Two-way corridor, 6 m: the lane order Φ after 60 s is about 0.5 (0.10–0.95).',
  view: 'lanes', config: corridor6, seconds: 60, metric: 'laneOrder',
  expect: { min: 0.3, max: 0.8 }, mean: { min: 0.45, max: 0.55 }, seeds: eight,
  ask: {
    question: 'The walkers start mixed at random, and nobody is told to keep to one side. Φ starts near 0.3, the level of a random mix. What is it after 60 s?',
    choices: [
      { label: 'Still about 0.2: without a rule, they stay mixed', max: 0.3 },
      { label: 'Clearly higher, 0.3–0.8: bands of one direction, not perfect', min: 0.3, max: 0.8 },
      { label: 'Close to 1: perfect lanes', min: 0.8 }
    ]
  }
};

/** Bottleneck: asked before the 2.4 m door runs 10 s. */
export const doubleDoor: Claim = {
  id: 'door/flow-2.4-10s',
  text: 'Door 2.4 m: the door flow over the first 10 s is about 5.1 /s (4.3–5.5 /s).',
  view: 'door', config: doorOf(2.4), seconds: 10, metric: 'doorFlow',
  expect: { min: 4.6, max: 5.5 }, mean: { min: 4.9, max: 5.2 }, seeds: eight,
  ask: {
    question: 'Through the 1.2 m door about 2.2 people a second go out in the first 10 s. Double the door to 2.4 m: how many a second now?',
    choices: [
      { label: 'Hardly more, under 3 /s: the crowd, not the door, sets the pace', max: 3 },
      { label: 'About double, 3–4.6 /s: twice the door, twice the flow', min: 3, max: 4.6 },
      { label: 'More than double, over 4.6 /s', min: 4.6 }
    ]
  }
};

/** Every number the chapter states about what these simulations do. */
export const claims = [
  // ── Lanes ──
  {
    id: 'lanes/phi-start',
    text: 'Two-way corridor, 6 m: Φ starts at about 0.28 (0.00–0.61), the level of a random mix.',
    view: 'lanes', config: corridor6, seconds: 0, metric: 'laneOrder', expect: { min: 0.00, max: 0.61 }, mean: { min: 0.25, max: 0.31 }, seeds: [...eight, 192737, 73197, 858533, 364954]
  },
  lanesForm,
  {
    id: 'lanes/phi-late',
    text: 'Two-way corridor, 6 m: Φ averaged from 40 to 80 s is about 0.52 (0.21–0.83).',
    view: 'lanes', config: corridor6, metric: 'laneOrder', ...late, expect: { min: 0.33, max: 0.72 }, mean: { min: 0.48, max: 0.56 }, seeds: eight
  },
  {
    id: 'lanes/phi-no-repulsion',
    text: 'Two-way corridor, 6 m, repulsion off (bodies only): Φ averaged from 40 to 80 s is about 0.66 (0.17–1.00).',
    view: 'lanes', config: tries.lanesNoRepulsion, metric: 'laneOrder', ...late, expect: { min: 0.38, max: 0.95 }, mean: { min: 0.6, max: 0.72 }, seeds: eight
  },
  {
    id: 'lanes/count-6',
    text: 'Corridor 6 m: about 2.3 lanes (0.9–3.5) from 40 to 80 s.',
    view: 'lanes', config: corridor6, metric: 'laneCount', ...late, expect: { min: 1.5, max: 3 }, mean: { min: 2.1, max: 2.5 }, seeds: eight
  },
  {
    id: 'lanes/count-3',
    text: 'Corridor 3 m: about 0.6 lanes (0.0–1.8) from 40 to 80 s: often none beyond chance.',
    view: 'lanes', config: tries.lanes3, metric: 'laneCount', ...late, expect: { min: 0, max: 1.5 }, mean: { min: 0.45, max: 0.8 }, seeds: eight
  },
  {
    id: 'lanes/count-12',
    text: 'Corridor 12 m: about 4.1 lanes (1.6–7.5) from 40 to 80 s.',
    view: 'lanes', config: tries.lanes12, metric: 'laneCount', ...late, expect: { min: 2.8, max: 6.5 }, mean: { min: 3.8, max: 4.4 }, seeds: eight
  },
  {
    id: 'lanes/count-12-shuffled',
    text: 'Corridor 12 m, the same crowds with directions shuffled: about 0.65 lanes (0.40–0.97) from 40 to 80 s.',
    config: tries.lanes12, metric: 'laneCountShuffled', seconds: 80, expect: { min: 0.4, max: 1 }, mean: { min: 0.55, max: 0.75 }, seeds: eight
  },
  // ── One-way door ──
  {
    id: 'door/flow-1.2-10s',
    text: 'Door 1.2 m: the door flow over the first 10 s is about 2.2 /s (1.4–3.0 /s).',
    view: 'door', config: door12, seconds: 10, metric: 'doorFlow', expect: { min: 1.7, max: 2.7 }, mean: { min: 2.05, max: 2.3 }, seeds: eight
  },
  doubleDoor,
  {
    id: 'door/steady-0.8', text: 'Door 0.8 m: a steady flow of about 0.96 /s (0.81–1.12 /s), 1.20 /(m s).',
    config: doorOf(0.8), seconds: 150, metric: 'doorSteadyFlow', expect: { min: 0.88, max: 1.26 }, mean: { min: 0.91, max: 1.01 }, seeds: [...eight, 218998, 819195, 690140, 33422]
  },
  {
    id: 'door/steady-1.2', text: 'Door 1.2 m: a steady flow of about 1.9 /s (1.55–2.28 /s), 1.60 /(m s).',
    config: door12, seconds: 150, metric: 'doorSteadyFlow', expect: { min: 1.6, max: 2.45 }, mean: { min: 1.83, max: 2.0 }, seeds: eight
  },
  {
    id: 'door/shoulders-steady-0.8', text: 'Door 0.8 m, bodies of shoulder width: a steady flow of about 1.4 /s (1.0–1.8 /s), 1.73 /(m s).',
    config: shoulderDoorOf(0.8), seconds: 150, metric: 'doorSteadyFlow', expect: { min: 0.9, max: 1.8 }, mean: { min: 1.3, max: 1.5 }, seeds: eight
  },
  {
    id: 'door/shoulders-steady-1.2', text: 'Door 1.2 m, bodies of shoulder width: a steady flow of about 2.8 /s (2.4–3.3 /s), 2.35 /(m s).',
    config: shoulderDoorOf(1.2), seconds: 150, metric: 'doorSteadyFlow', expect: { min: 2.0, max: 3.6 }, mean: { min: 2.7, max: 2.95 }, seeds: eight
  },
  {
    id: 'door/steady-2.4', text: 'Door 2.4 m: a steady flow of about 4.9 /s (4.49–5.32 /s), 2.05 /(m s).',
    config: doorOf(2.4), seconds: 150, metric: 'doorSteadyFlow', expect: { min: 4.2, max: 5.45 }, mean: { min: 4.8, max: 5.05 }, seeds: eight
  },
  {
    id: 'door/out-0.8-120s', text: 'Door 0.8 m: all 80 are out after 120 s, in every seed.',
    view: 'door', config: tries.door08, seconds: 120, metric: 'evacuated', expect: { min: 80, max: 80 }, seeds: eight,
    chosenSeeds: 'on other seeds a few people can stay in front of the door for good (1 of the first 40 seeds: 28, three people; issue 17); the prose says so'
  },
  {
    id: 'door/out-0.8-240s', text: 'Door 0.8 m: all 80 are out after 240 s, in every seed: nobody is left stuck at the door.',
    view: 'door', config: tries.door08, seconds: 240, metric: 'evacuated', expect: { min: 80, max: 80 }, seeds: eight,
    chosenSeeds: 'on other seeds a few people can stay in front of the door for good (1 of the first 40 seeds: 28, three people; issue 17); the prose says so'
  },
  {
    id: 'door/stuck-0.8', text: 'Door 0.8 m: from 190 s to 240 s nobody passes the door, in any seed, because nobody is left in the room (door flow over 10 s windows, sampled every 10 s).',
    config: tries.door08, metric: 'doorFlow', statistic: 'max', from: 200, every: 10, seconds: 240, expect: { max: 0 }, seeds: eight,
    chosenSeeds: 'on other seeds a few people can stay in front of the door for good (1 of the first 40 seeds: 28, three people; issue 17); the prose says so'
  },
  {
    id: 'door/out-1.2-90s', text: 'Door 1.2 m: all 80 are out after 90 s, in every seed.',
    view: 'door', config: door12, seconds: 90, metric: 'evacuated', expect: { min: 80, max: 80 }, seeds: eight
  },
  // ── Two-way door ──
  {
    id: 'two-way/passages-1.0', text: 'Two-way door 1.0 m: about 66 people (28–91) get through in 90 s.',
    config: twoWay10, seconds: 90, metric: 'doorPassages', expect: { min: 36, max: 90 }, mean: { min: 60, max: 71 }, seeds: six
  },
  {
    id: 'two-way/reversals-1.0', text: 'Two-way door 1.0 m: the direction of passage changes 0–11 times in 90 s.',
    config: twoWay10, seconds: 90, metric: 'doorReversals', expect: { min: 0, max: 10 }, seeds: [...six, 627372, 705308, 425708, 695282]
  },
  {
    id: 'two-way/burst-1.0', text: 'Two-way door 1.0 m: people pass in runs of about 10 (1.0–18.9 on average per seed) in one direction.',
    config: twoWay10, seconds: 90, metric: 'doorBurstLength', expect: { min: 5, max: 22 }, mean: { min: 8, max: 11.5 }, seeds: six
  },
  {
    id: 'two-way/burst-2.2', text: 'Two-way door 2.2 m: runs of about 4.3 (0.2–9.7), the two directions often passing side by side.',
    config: tries.twoWay22, seconds: 90, metric: 'doorBurstLength', expect: { min: 1.8, max: 8 }, mean: { min: 3.6, max: 5 }, seeds: six
  }
] satisfies Claim[];

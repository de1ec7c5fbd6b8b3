/**
 * The faster-is-slower chapter's simulations, sweeps and the numbers its prose states, as typed data. The chapter
 * (10-faster-is-slower.svx) only passes these to its components; tests/unit/chapters/configs.test.ts builds and steps
 * every config, the claims' tests (tests/claims) run every claim over several seeds and keep the precomputed sweeps current.
 *
 * Two set-ups, both from issue #9's measurements (src/lib/figures/evacuationColumn.ts, fundamentalDiagram.ts):
 *  - the `evacuation` room of Helbing, Farkas & Vicsek 2000 as the paper gives it (15 m square, 1 m exit, 200
 *    people, their forces and constants), at several desired speeds v0, with and without the round column;
 *  - the `fundamental` periodic corridor (20 m × 4 m) at several densities, with the recommended set (the scenario's
 *    defaults) and Helbing & Molnár 1995 as printed (FD_MODEL_LAYERS), against Weidmann 1993.
 * Full evacuations of 200 people are the book's most expensive runs (about 10 s of CPU each), so the claims read the
 * evacuated count at 60 s (six seeds) and the sweep of leaving times runs three seeds.
 */
import { mergeConfigs, type ForceName, type SimConfig } from '$lib/engine';
import { FD_DENSITIES, FD_MODEL_LAYERS, fundamentalConfig, weidmann } from '$lib/figures';
import type { Claim, SweepSpec } from '$lib/claims';
import { BOOK_CONTROLS } from '$lib/components/types';

/** Controls under every view, in the book's fixed order. */
export const controls = BOOK_CONTROLS;

// ── The room (Helbing, Farkas & Vicsek 2000) ──

/** The paper's room at a normal walking wish, v0 = 1 m/s (the scenario's defaults: 200 people, 1 m exit). */
const room = { scenario: 'evacuation', seed: 1, params: { v0: 1 } } satisfies SimConfig;
const roomAt = (v0: number): SimConfig => mergeConfigs(room, { params: { v0 } });
/** Sliding friction all but off: κ at its slider's minimum, 1 kg/(m s) instead of 2.4 × 10⁵ (people and walls). */
const noFriction = { forces: { contactHFV: { params: { kappa: 1 } }, wallHFV: { params: { kappa: 1 } } } } as const;

// ── The corridor (Weidmann 1993) ──

/** The periodic corridor at 1 /m², the recommended set (the scenario's defaults). */
const corridor = { scenario: 'fundamental', seed: 1, params: { density: 1 } } satisfies SimConfig;
const corridorAt = (density: number): SimConfig => mergeConfigs(corridor, { params: { density } });
/** The same corridor with Helbing & Molnár 1995 as the paper prints it (elliptical potential, no bodies). */
const plain1995At = (density: number): SimConfig => mergeConfigs(corridorAt(density), FD_MODEL_LAYERS['helbing-molnar-1995']);

/** The views, by the id each one has on the page. */
export const views = {
  evacuation: room,
  corridor
} satisfies Record<string, SimConfig>;

/** The forces the prose has introduced by each view, in prose order. */
export const introduced = {
  evacuation: ['drivingHFV', 'contactHFV', 'wallHFV'],
  corridor: ['drivingHM', 'repulsionHM', 'wallHM', 'bodyContact']
} satisfies Record<string, ForceName[]>;

/** The experiments the prose sets, each a whole config for a <Try> button. */
export const tries = {
  v0two: roomAt(2),
  v0five: roomAt(5),
  v0one: roomAt(1),
  frictionOff: mergeConfigs(roomAt(5), noFriction),
  column: mergeConfigs(roomAt(5), { params: { column: 1 } }),
  columnCalm: mergeConfigs(roomAt(1), { params: { column: 1 } }),
  rho3: corridorAt(3),
  rho05: corridorAt(0.5),
  rho2: corridorAt(2),
  plain4: plain1995At(4),
  recommended4: corridorAt(4)
} satisfies Record<string, SimConfig>;

const six = [1, 2, 3, 4, 5, 6];

/** The Prediction in the room: asked before the view runs it. */
export const hurry: Claim = {
  id: 'fis/v0-5-out-60s',
  text: 'v0 = 5 m/s: about 54 of the 200 (33–73) are out after 60 s.',
  view: 'evacuation', config: tries.v0five, seconds: 60, metric: 'evacuated',
  expect: { min: 30, max: 70 }, mean: { min: 46, max: 57 }, seeds: [...six, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
  ask: {
    question: 'At v0 = 2 m/s about 84 of the 200 are out after 60 s. Now everyone wants 5 m/s, two and a half times as fast. How many are out after 60 s?',
    choices: [
      { label: 'More than 100: wanting to go faster gets them out sooner', min: 100 },
      { label: 'About the same, 70 to 100: the door sets the pace, not the wish', min: 70, max: 100 },
      { label: 'Fewer than 70: pushing makes them slower', max: 70 }
    ]
  }
};

/** The Prediction in the corridor. */
export const backwards: Claim = {
  id: 'fis/plain-1995-rho4-backwards',
  text: 'Helbing & Molnár 1995 as printed, 4 /m²: the crowd walks backwards, about −0.28 m/s at 20 s (−0.39 to −0.17 m/s).',
  view: 'corridor', config: tries.plain4, seconds: 20, metric: 'goalVelocity',
  expect: { max: -0.1 }, mean: { min: -0.34, max: -0.22 }, seeds: [...six, 921188, 949392, 322329, 46300],
  ask: {
    question: 'Weidmann’s crowds at 4 people per m² still creep forward at 0.16 m/s. The same corridor with Helbing & Molnár’s 1995 forces as the paper prints them: what is the mean velocity toward the goal after 20 s?',
    choices: [
      { label: 'Forward, about Weidmann’s 0.16 m/s or more', min: 0.1 },
      { label: 'Nearly zero: a jam, between −0.1 and 0.1 m/s', min: -0.1, max: 0.1 },
      { label: 'Negative: the crowd walks backwards', max: -0.1 }
    ]
  }
};

/** Every number the chapter states about what these simulations do. */
export const claims = [
  // ── Faster is slower ──
  {
    id: 'fis/v0-2-out-60s',
    text: 'v0 = 2 m/s: about 88 of the 200 (60–124) are out after 60 s.',
    view: 'evacuation', config: tries.v0two, seconds: 60, metric: 'evacuated',
    expect: { min: 66, max: 115 }, mean: { min: 83, max: 93 }, seeds: [...six, 690991, 207433, 546552, 488274]
  },
  hurry,
  {
    id: 'fis/v0-5-no-friction-out-60s',
    text: 'v0 = 5 m/s with κ = 1 kg/(m s): all 200 are out after 60 s, in every seed.',
    view: 'evacuation', config: tries.frictionOff, seconds: 60, metric: 'evacuated',
    expect: { min: 200 }, seeds: six
  },
  {
    id: 'fis/v0-5-column-out-60s',
    text: 'v0 = 5 m/s with the round column: about 57 of the 200 (12–96) are out after 60 s.',
    view: 'evacuation', config: tries.column, seconds: 60, metric: 'evacuated',
    expect: { min: 25, max: 82 }, mean: { min: 52, max: 62 }, seeds: [...six, 234794, 625288, 330827, 685669]
  },
  // ── The fundamental diagram ──
  {
    id: 'fis/rho-1-speed',
    text: 'Recommended set, 1 /m²: the walking speed, averaged from 10 to 30 s, is about 1.05 m/s (0.99–1.10), Weidmann 1.06.',
    view: 'corridor', config: corridor, seconds: 30, metric: 'goalVelocity', statistic: 'mean', from: 10, every: 0.5,
    expect: { min: 0.9, max: 1.15 }, mean: { min: 1.0, max: 1.09 }, seeds: six
  },
  {
    id: 'fis/rho-3-speed',
    text: 'Recommended set, 3 /m²: about 0.33 m/s (0.28–0.37), Weidmann 0.33.',
    view: 'corridor', config: tries.rho3, seconds: 30, metric: 'goalVelocity', statistic: 'mean', from: 10, every: 0.5,
    expect: { min: 0.2, max: 0.42 }, mean: { min: 0.29, max: 0.37 }, seeds: six
  },
  {
    id: 'fis/rho-4-speed',
    text: 'Recommended set, 4 /m²: about 0.17 m/s (0.14–0.19), Weidmann 0.16.',
    view: 'corridor', config: tries.recommended4, seconds: 30, metric: 'goalVelocity', statistic: 'mean', from: 10, every: 0.5,
    expect: { min: 0.08, max: 0.25 }, mean: { min: 0.14, max: 0.2 }, seeds: six
  },
  {
    id: 'fis/rho-2-flow',
    text: 'Recommended set, 2 /m²: a specific flow of about 1.28 /(m s) (1.16–1.36), Weidmann 1.22.',
    view: 'corridor', config: tries.rho2, seconds: 30, metric: 'specificFlow', statistic: 'mean', from: 10, every: 0.5,
    expect: { min: 1.05, max: 1.45 }, mean: { min: 1.2, max: 1.36 }, seeds: six
  },
  {
    id: 'fis/plain-1995-rho3-standstill',
    text: 'Helbing & Molnár 1995 as printed, 3 /m²: the walking speed, averaged from 10 to 30 s, is about zero (−0.02 to 0.00 m/s).',
    config: plain1995At(3), seconds: 30, metric: 'goalVelocity', statistic: 'mean', from: 10, every: 0.5,
    expect: { min: -0.05, max: 0.03 }, seeds: six
  },
  backwards
] satisfies Claim[];

// ── Sweeps ──

const V0S = [1, 1.5, 2, 3, 5];
const FD_WINDOW = { seconds: 30, statistic: 'mean', from: 10, every: 0.5 } as const;
/** Weidmann's curve, sampled finely for the plot (0.25 – 5.4 /m²). */
const RHOS = Array.from({ length: 52 }, (_, i) => 0.25 + i * 0.1).filter((r) => r <= 5.4);
const WEIDMANN_SOURCE = 'U. Weidmann (1993), Transporttechnik der Fussgänger: v(ρ) = 1.34 (1 − exp(−1.913 (1/ρ − 1/5.4))) m/s, a fit to measurements from many studies';

export const sweeps = {
  fasterIsSlower: {
    id: 'fis-leaving-time',
    title: 'Time until the last of 200 people is out, against the desired speed',
    xLabel: 'desired speed v₀', xUnit: 'm/s', yLabel: 'leaving time', yUnit: 's',
    points: V0S.map((v0) => ({ x: v0, config: roomAt(v0) })),
    seeds: [1, 2, 3],
    measure: { kind: 'named', name: 'evacuationTime', seconds: 300 },
    yDomain: [0, 250]
  },
  speed: {
    id: 'fis-fd-speed',
    title: 'Walking speed against density: recommended set and Weidmann',
    xLabel: 'density ρ', xUnit: '1/m²', yLabel: 'speed toward the goal', yUnit: 'm/s',
    points: FD_DENSITIES.map((rho) => ({ x: rho, config: fundamentalConfig(rho, 1) })),
    seeds: [1, 2, 3],
    measure: { kind: 'metric', metric: 'goalVelocity', ...FD_WINDOW },
    reference: [{ label: 'Weidmann’s curve', source: WEIDMANN_SOURCE, points: RHOS.map((r) => ({ x: r, y: weidmann(r) })) }],
    yDomain: [-0.4, 1.5]
  },
  flow: {
    id: 'fis-fd-flow',
    title: 'Specific flow against density: recommended set and Weidmann',
    xLabel: 'density ρ', xUnit: '1/m²', yLabel: 'specific flow J = ρv', yUnit: '1/(m s)',
    points: FD_DENSITIES.map((rho) => ({ x: rho, config: fundamentalConfig(rho, 1) })),
    seeds: [1, 2, 3],
    measure: { kind: 'metric', metric: 'specificFlow', ...FD_WINDOW },
    reference: [{ label: 'Weidmann’s curve, J = ρ v(ρ)', source: WEIDMANN_SOURCE, points: RHOS.map((r) => ({ x: r, y: r * weidmann(r) })) }],
    yDomain: [-1.2, 2]
  },
  plain1995: {
    id: 'fis-fd-speed-1995',
    title: 'Walking speed against density: Helbing & Molnár 1995 as printed, and Weidmann',
    xLabel: 'density ρ', xUnit: '1/m²', yLabel: 'speed toward the goal', yUnit: 'm/s',
    points: FD_DENSITIES.map((rho) => ({ x: rho, config: fundamentalConfig(rho, 1, 'helbing-molnar-1995') })),
    seeds: [1, 2, 3],
    measure: { kind: 'metric', metric: 'goalVelocity', ...FD_WINDOW },
    reference: [{ label: 'Weidmann’s curve', source: WEIDMANN_SOURCE, points: RHOS.map((r) => ({ x: r, y: weidmann(r) })) }],
    yDomain: [-0.4, 1.5]
  }
} satisfies Record<string, SweepSpec>;

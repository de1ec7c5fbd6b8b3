/**
 * The motion chapter's simulations and the numbers its prose states about them, as typed data. The chapter
 * (00-motion.svx) only passes these to its components; tests/unit/chapters/configs.test.ts builds and steps every
 * config, and the claims' tests (tests/claims) run every claim with the engine over several seeds.
 */
import { mergeConfigs, type ForceName, type IntegratorName, type SimConfig } from '$lib/engine';
import { bounceConfig, walkerConfig } from '$lib/figures/motion';
import type { Claim } from '$lib/claims';
import { BOOK_CONTROLS_FULL } from '$lib/components/types';

/** Controls under every view, in the book's fixed order; both views need the simulation settings (Δt, integrator). */
export const controls = BOOK_CONTROLS_FULL;

/**
 * One walker, Helbing's driving term alone with a hurried τ = 0.1 s, wandering between random targets within 8 m
 * (a new one on arriving): the relaxation toward v₀e starts again at every turn. Δt = 0.05 s, explicit Euler.
 */
const walker = {
  scenario: 'wandering',
  seed: 1,
  params: { N: 1, spawnRadius: 0.5, targetRadius: 8, obstacles: 0, desiredSpeed: 1.34 },
  settings: { dt: 0.05, integrator: 'euler', speedCap: 0 },
  forces: {
    drivingA: { enabled: false }, personalSpaceA: { enabled: false }, obstacleA: { enabled: false }, bodyContact: { enabled: false },
    drivingHM: { enabled: true, params: { tau: 0.1 } }
  }
} satisfies SimConfig;

/** Three head-on collisions with only the contact spring between the bodies; explicit Euler, Δt = 0.01 s. */
const bounce = bounceConfig('euler', 0.01);

/** The views, by the id each one has on the page. */
export const views = { walker, bounce } satisfies Record<string, SimConfig>;

/** The forces the prose has introduced by each view. */
export const introduced = {
  walker: ['drivingHM'],
  bounce: ['bodyContact']
} satisfies Record<string, ForceName[]>;

const withStep = (base: SimConfig, integrator: IntegratorName, dt: number): SimConfig => mergeConfigs(base, { settings: { integrator, dt } });
const walk = (dt: number, integrator: IntegratorName = 'euler') => withStep(walker, integrator, dt);
const hit = (integrator: IntegratorName, dt: number) => withStep(bounce, integrator, dt);

/** The live numbers of the prose: each loads its config into the view it names. */
export const tries = {
  walk005: walk(0.05),
  walk015: walk(0.15),
  walk019: walk(0.19),
  walk02: walk(0.2),
  walk021: walk(0.21),
  walk025: walk(0.25),
  heun015: walk(0.15, 'heun'),
  heun02: walk(0.2, 'heun'),
  euler001: hit('euler', 0.01),
  euler0005: hit('euler', 0.005),
  euler00025: hit('euler', 0.0025),
  semi001: hit('semi-implicit', 0.01),
  semi002: hit('semi-implicit', 0.02),
  semi004: hit('semi-implicit', 0.04),
  heun001: hit('heun', 0.01),
  heun0005: hit('heun', 0.005)
} satisfies Record<string, SimConfig>;

const six = [1, 2, 3, 4, 5, 6];
const eight = [1, 2, 3, 4, 5, 6, 7, 8];
/** The relaxation from rest has no randomness that reaches the speed: three seeds show it. */
const three = [2, 3, 4];
const V0 = 1.34;

/** Predict, then check: explicit Euler through a collision. */
export const eulerBounce: Claim = {
  id: 'motion/bounce-euler-0.01',
  text: 'Explicit Euler, Δt = 0.01 s: the bodies come at 1 m/s and leave at about 2.3 m/s (2.26–2.31 m/s).',
  view: 'bounce', config: tries.euler001, seconds: 3, metric: 'meanSpeed',
  expect: { min: 2.2, max: 2.36 }, mean: { min: 2.25, max: 2.32 }, seeds: eight,
  ask: {
    question: 'Explicit Euler, Δt = 0.01 s. The bodies meet at 1 m/s each; nothing but the spring acts. How fast do they leave?',
    choices: [
      { label: 'Slower than they came: the step loses some energy', max: 0.97 },
      { label: 'At about 1 m/s, as the exact solution says', min: 0.97, max: 1.1 },
      { label: 'A little faster: 1.1–1.5 m/s', min: 1.1, max: 1.5 },
      { label: 'Much faster: above 1.5 m/s', min: 1.5 }
    ]
  }
};

/** Predict, then check: Heun through the same collision. */
export const heunBounce: Claim = {
  id: 'motion/bounce-heun-0.01',
  text: 'Heun, Δt = 0.01 s: the bodies leave at about 1.05 m/s (1.01–1.08 m/s).',
  view: 'bounce', config: tries.heun001, seconds: 3, metric: 'meanSpeed',
  expect: { min: 1.02, max: 1.08 }, mean: { min: 1.04, max: 1.06 }, seeds: eight,
  ask: {
    question: 'Heun, second order, with the same Δt = 0.01 s. How fast do the bodies leave this time?',
    choices: [
      { label: 'At 1 m/s to within 1 %: a second-order method keeps the energy', min: 0.99, max: 1.01 },
      { label: 'A little faster: 1.01–1.2 m/s', min: 1.01, max: 1.2 },
      { label: 'Much faster, like explicit Euler: above 1.5 m/s', min: 1.5 }
    ]
  }
};

/** Predict, then check: Heun exactly at the stability limit of the relaxation. */
export const heunStuck: Claim = {
  id: 'motion/walker-heun-0.2',
  text: 'Heun, Δt = 2τ = 0.2 s: the walker never starts; its speed stays 0.',
  view: 'walker', config: tries.heun02, seconds: 5, metric: 'meanSpeed',
  expect: { max: 1e-9 }, seeds: six,
  ask: {
    question: 'Heun with Δt = 0.2 s, exactly 2τ. The walker starts at rest. What is its speed after 5 s?',
    choices: [
      { label: 'About v₀ = 1.34 m/s: Heun is the more accurate method', min: 1.2, max: 1.5 },
      { label: 'It swings between 0 and 2v₀, like Euler at this step', min: 1.5 },
      { label: 'Zero: it never starts', max: 0.01 }
    ]
  }
};

/** Every number the chapter states about what these simulations do. */
export const claims = [
  // ── One walker: how large a step? ──
  {
    id: 'motion/walker-first-step-0.05',
    text: 'Δt = 0.05 s = τ/2: the first step takes the walker halfway, to 0.67 m/s.',
    view: 'walker', config: tries.walk005, seconds: 0.05, metric: 'meanSpeed', expect: { min: 0.669, max: 0.671 }, seeds: six
  },
  {
    id: 'motion/walker-first-step-0.15',
    text: 'Δt = 0.15 s: the first step overshoots to 1.5 v₀ = 2.01 m/s.',
    view: 'walker', config: tries.walk015, seconds: 0.15, metric: 'meanSpeed', expect: { min: 1.5 * V0 - 0.001, max: 1.5 * V0 + 0.001 }, seeds: six
  },
  {
    id: 'motion/walker-first-step-0.19',
    text: 'Δt = 0.19 s: the first step overshoots to 1.9 v₀ = 2.55 m/s.',
    view: 'walker', config: tries.walk019, seconds: 0.19, metric: 'meanSpeed', expect: { min: 1.9 * V0 - 0.001, max: 1.9 * V0 + 0.001 }, seeds: six
  },
  {
    id: 'motion/walker-0.19-stable',
    text: 'Δt = 0.19 s: no blow-up in 60 s.',
    view: 'walker', config: tries.walk019, seconds: 60, metric: 'blowupTime', expect: { min: 60 }, seeds: eight
  },
  {
    id: 'motion/walker-0.2-up',
    text: 'Δt = 2τ = 0.2 s: after one step the walker moves at 2v₀ = 2.68 m/s…',
    view: 'walker', config: tries.walk02, seconds: 0.2, metric: 'meanSpeed', expect: { min: 2 * V0 - 0.001, max: 2 * V0 + 0.001 }, seeds: six
  },
  {
    id: 'motion/walker-0.2-down',
    text: '…and after two it stands still again.',
    view: 'walker', config: tries.walk02, seconds: 0.4, metric: 'meanSpeed', expect: { max: 1e-9 }, seeds: six
  },
  {
    id: 'motion/walker-0.21-blows',
    text: 'Δt = 0.21 s, explicit Euler: the run blows up, after 9–40 s.',
    view: 'walker', config: tries.walk021, seconds: 40, metric: 'blowupTime', expect: { min: 16, max: 34 }, seeds: eight
  },
  {
    id: 'motion/walker-0.25-blows',
    text: 'Δt = 0.25 s: the run blows up in the 17th or 18th step (t = 4.12–4.7 s).',
    view: 'walker', config: tries.walk025, seconds: 10, metric: 'blowupTime', expect: { min: 4.24, max: 4.51 }, seeds: eight
  },
  {
    id: 'motion/walker-heun-0.15-first-step',
    text: 'Heun, Δt = 0.15 s: no overshoot, the first step reaches 0.375 v₀ = 0.50 m/s.',
    view: 'walker', config: tries.heun015, seconds: 0.15, metric: 'meanSpeed', expect: { min: 0.375 * V0 - 0.001, max: 0.375 * V0 + 0.001 }, seeds: six
  },
  {
    id: 'motion/walker-heun-0.15-no-overshoot',
    text: 'Heun, Δt = 0.15 s: the speed never passes v₀ in the first 1.5 s.',
    view: 'walker', config: tries.heun015, seconds: 1.5, metric: 'meanSpeed', statistic: 'max', every: 0.15,
    expect: { max: V0 + 1e-6 }, seeds: six
  },
  heunStuck,
  // ── The error: one walker from rest, τ = 0.5 s, the chart's set-up ──
  {
    id: 'motion/relax-euler-0.1',
    text: 'Explicit Euler, Δt = 0.1 s: 0.901 m/s at t = τ against the exact 0.847 m/s (4.0 % of v₀ too fast).',
    config: walkerConfig('euler', 0.1), seconds: 0.5, metric: 'meanSpeed', expect: { min: 0.9004, max: 0.9014 }, seeds: three
  },
  {
    id: 'motion/relax-semi-0.1',
    text: 'Semi-implicit Euler, Δt = 0.1 s: the same 0.901 m/s.',
    config: walkerConfig('semi-implicit', 0.1), seconds: 0.5, metric: 'meanSpeed', expect: { min: 0.9004, max: 0.9014 }, seeds: three
  },
  {
    id: 'motion/relax-euler-0.05',
    text: 'Explicit Euler, Δt = 0.05 s: 0.873 m/s (1.9 % of v₀ too fast): half the error.',
    config: walkerConfig('euler', 0.05), seconds: 0.5, metric: 'meanSpeed', expect: { min: 0.8723, max: 0.8733 }, seeds: three
  },
  {
    id: 'motion/relax-heun-0.1',
    text: 'Heun, Δt = 0.1 s: 0.843 m/s (0.29 % of v₀ too slow).',
    config: walkerConfig('heun', 0.1), seconds: 0.5, metric: 'meanSpeed', expect: { min: 0.8427, max: 0.8437 }, seeds: three
  },
  {
    id: 'motion/relax-heun-0.05',
    text: 'Heun, Δt = 0.05 s: 0.846 m/s (0.07 % of v₀ too slow): a quarter of the error.',
    config: walkerConfig('heun', 0.05), seconds: 0.5, metric: 'meanSpeed', expect: { min: 0.8459, max: 0.8464 }, seeds: three
  },
  // ── The spring: two bodies meet head-on ──
  eulerBounce,
  {
    id: 'motion/bounce-euler-0.005',
    text: 'Explicit Euler, Δt = 0.005 s: they leave at about 1.53 m/s.',
    view: 'bounce', config: tries.euler0005, seconds: 3, metric: 'meanSpeed', expect: { min: 1.5, max: 1.56 }, seeds: eight
  },
  {
    id: 'motion/bounce-euler-0.0025',
    text: 'Explicit Euler, Δt = 0.0025 s: still about 1.24 m/s.',
    view: 'bounce', config: tries.euler00025, seconds: 3, metric: 'meanSpeed', expect: { min: 1.22, max: 1.26 }, seeds: eight
  },
  {
    id: 'motion/bounce-semi-0.01',
    text: 'Semi-implicit Euler, Δt = 0.01 s: they leave at 0.97–1.03 m/s.',
    view: 'bounce', config: tries.semi001, seconds: 3, metric: 'meanSpeed', expect: { min: 0.98, max: 1.02 }, seeds: eight
  },
  {
    id: 'motion/bounce-semi-0.02',
    text: 'Semi-implicit Euler, Δt = 0.02 s: 0.93–1.06 m/s, sometimes a little slower, sometimes a little faster.',
    view: 'bounce', config: tries.semi002, seconds: 3, metric: 'meanSpeed', expect: { min: 0.96, max: 1.03 }, seeds: eight
  },
  {
    id: 'motion/bounce-semi-0.04',
    text: 'Semi-implicit Euler, Δt = 0.04 s, beyond its limit: 0.6–4.2 m/s.',
    view: 'bounce', config: tries.semi004, seconds: 3, metric: 'meanSpeed', expect: { min: 1.4, max: 3.5 }, seeds: eight
  },
  heunBounce,
  {
    id: 'motion/bounce-heun-0.005',
    text: 'Heun, Δt = 0.005 s: 0.99–1.02 m/s.',
    view: 'bounce', config: tries.heun0005, seconds: 3, metric: 'meanSpeed', expect: { min: 0.999, max: 1.012 }, seeds: eight
  }
] satisfies Claim[];

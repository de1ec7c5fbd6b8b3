/**
 * The motion chapter's set-ups and fixed charts. Two problems whose exact answer is known, so that every
 * integrator's error can be measured rather than guessed:
 *  - one walker relaxing to its desired speed (Helbing's driving term alone): v(t) = v₀(1 − e^(−t/τ)), and the
 *    distance walked s(t) = v₀(t − τ(1 − e^(−t/τ)));
 *  - two bodies meeting head-on with nothing but the contact spring of Helbing, Farkas & Vicsek (2000) between them:
 *    an elastic collision, so each leaves at exactly the speed it came with.
 * The charts are computed while the book is built (never in the reader's browser), by the engine itself.
 */
import { createSimulation, mergeConfigs, parseScenarioDoc, SCENARIO_FORMAT, type IntegratorName, type ScenarioDoc, type SimConfig } from '../engine';
import type { ChartSeries } from './chartSeries';

// ── One walker relaxing ──

/** Helbing & Molnár's τ and Weidmann's mean desired speed. */
export const RELAX_TAU = 0.5, RELAX_V0 = 1.34;

/** One walker from rest toward a far target (so it never arrives), Helbing's driving term alone, steps of dt. */
export function walkerConfig(integrator: IntegratorName, dt: number, tau = RELAX_TAU): SimConfig {
  return {
    scenario: 'wandering', seed: 2,
    params: { N: 1, spawnRadius: 0.5, targetRadius: 100, obstacles: 0, desiredSpeed: RELAX_V0 },
    settings: { dt, integrator, speedCap: 0 },
    forces: {
      drivingA: { enabled: false }, personalSpaceA: { enabled: false }, obstacleA: { enabled: false }, bodyContact: { enabled: false },
      drivingHM: { enabled: true, params: { tau } }
    }
  };
}

/** Exact speed and distance of the walker at time t. */
export const exactSpeed = (t: number, tau = RELAX_TAU, v0 = RELAX_V0) => v0 * (1 - Math.exp(-t / tau));
export const exactDistance = (t: number, tau = RELAX_TAU, v0 = RELAX_V0) => v0 * (t - tau * (1 - Math.exp(-t / tau)));

/** The engine's walker after n steps of T/n: its speed and the distance from where it started. */
export function walkerAfter(integrator: IntegratorName, T: number, n: number): { speed: number; distance: number } {
  const sim = createSimulation(walkerConfig(integrator, T / n));
  const x0 = sim.state.x[0], y0 = sim.state.y[0];
  for (let k = 0; k < n; k++) sim.step();
  const s = sim.state;
  return { speed: Math.hypot(s.vx[0], s.vy[0]), distance: Math.hypot(s.x[0] - x0, s.y[0] - y0) };
}

export const INTEGRATOR_COLOURS: Record<IntegratorName, string> = { euler: '#D55E00', 'semi-implicit': '#0072B2', heun: '#009E73' };
const LABEL: Record<IntegratorName, string> = { euler: 'explicit Euler', 'semi-implicit': 'semi-implicit Euler', heun: 'Heun (2nd order)' };

/** Step counts for the error charts: Δt = T/n from T/2 (or less) down to about 0.01 s. */
const counts = (T: number, from: number) => Array.from({ length: Math.round(T / 0.01) - from + 1 }, (_, k) => from + k);

/**
 * Speed error at t = τ, in % of v₀, against Δt. Explicit and semi-implicit Euler give the same speeds here (the
 * driving term reads only the velocity), so they are one line.
 */
export function speedErrorCurves(): ChartSeries[] {
  const T = RELAX_TAU, exact = exactSpeed(T), ns = counts(T, 2);
  const curve = (integrator: IntegratorName) => ({
    t: ns.map((n) => T / n),
    v: ns.map((n) => (100 * (walkerAfter(integrator, T, n).speed - exact)) / RELAX_V0)
  });
  return [
    { name: 'euler', label: 'explicit and semi-implicit Euler (the same speeds here)', colour: INTEGRATOR_COLOURS.euler, data: curve('euler') },
    { name: 'heun', label: LABEL.heun, colour: INTEGRATOR_COLOURS.heun, data: curve('heun') },
    { name: 'zero', label: 'exact', colour: '#999999', data: { t: [0, T / 2], v: [0, 0] } }
  ];
}

/** Error of the distance walked in 2 s, in cm, against Δt: here the three integrators differ. */
export function distanceErrorCurves(): ChartSeries[] {
  const T = 2, exact = exactDistance(T), ns = counts(T, 8);
  const curve = (integrator: IntegratorName) => ({
    t: ns.map((n) => T / n),
    v: ns.map((n) => 100 * (walkerAfter(integrator, T, n).distance - exact))
  });
  return [
    ...(['euler', 'semi-implicit', 'heun'] as const).map((i) => ({ name: i, label: LABEL[i], colour: INTEGRATOR_COLOURS[i], data: curve(i) })),
    { name: 'zero', label: 'exact', colour: '#999999', data: { t: [0, T / 8], v: [0, 0] } }
  ];
}

// ── Two bodies meeting head-on ──

/** Three lanes, 1 m apart, so that no body touches another lane's. */
export const BOUNCE_LANES = 3;
/** The speed each body comes with, m/s. */
export const BOUNCE_SPEED = 1;

/**
 * Three pairs of bodies (radius 0.3 m) on a head-on course at 1 m/s each, the left one of each pair 1.5–2.5 m left of
 * the middle and the right one as far to the right (at random: the moment of contact falls anywhere between two
 * steps). Nothing acts but the body force k g(r − d) n of the contact term, sliding friction off: a spring that only
 * pushes, so each collision is elastic and every body should leave at 1 m/s. The starts share their lane's line to
 * 10⁻⁹ m (a region must have an area): a head-on collision of discs amplifies a sideways offset, but one collision
 * cannot turn 10⁻⁹ m into anything visible.
 */
export const bounceDoc: ScenarioDoc = parseScenarioDoc({
  format: SCENARIO_FORMAT,
  name: 'head-on',
  title: 'Two bodies meet head-on',
  summary: 'Three pairs of bodies collide head-on at 1 m/s each, with only the contact spring between them: each should leave as fast as it came.',
  family: 'social',
  world: { x0: -6, y0: 0, width: 12, height: BOUNCE_LANES },
  spawns: Array.from({ length: BOUNCE_LANES }, (_, k) => {
    const y = 0.5 + k, lane = [y, y + 1e-9];
    const body = { count: 1, radius: 0.3, mass: 80, v0: BOUNCE_SPEED, velocity: 'desired' as const };
    return [
      { name: `lane ${k + 1}, walking east`, region: { rect: [-2.5, lane[0], -1.5, lane[1]] }, ...body, goal: { direction: [1, 0] }, kind: 0 },
      { name: `lane ${k + 1}, walking west`, region: { rect: [1.5, lane[0], 2.5, lane[1]] }, ...body, goal: { direction: [-1, 0] }, kind: 1 }
    ];
  }).flat(),
  forces: [{ name: 'bodyContact', params: { kappa: 0 } }],
  settings: { dt: 0.01, integrator: 'euler', speedCap: 0 },
  metrics: ['meanSpeed'],
  kinds: ['coming from the left', 'coming from the right']
});

/** The head-on collisions with an integrator and a step. */
export function bounceConfig(integrator: IntegratorName, dt: number): SimConfig {
  return mergeConfigs({ scenario: 'custom', file: bounceDoc, seed: 1 }, { settings: { integrator, dt } });
}

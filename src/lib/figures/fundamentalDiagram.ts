/**
 * The fundamental diagram: mean walking speed against density in the `fundamental` scenario (a periodic one-way
 * corridor, 20 m × 4 m by default), beside Weidmann's (1993) fit to measurements,
 *
 *   v(ρ) = 1.34 (1 − exp(−1.913 (1/ρ − 1/5.4))) m/s,   J = ρ v.
 *
 * "Walking speed" is the mean velocity along each walker's desired direction (the goalVelocity metric), averaged over
 * time after a warm-up: it goes negative when a crowd is pushed backwards, which mean |v| would hide.
 *
 * Two model sets (FD_MODEL_LAYERS below): the recommended one, which is the scenario's defaults, and Helbing & Molnár
 * 1995 as the paper gives it, which walks backwards at high density — the chapter shows it rather than hides it.
 * Table: npx tsx tests/tools/fundamental.ts; test: tests/unit/curves/fundamental.test.ts.
 */
import { createSimulation, meanVelocityToGoal, type ConfigLayer, type SimConfig } from '../engine';
import type { ChartSeries } from './chartSeries';

/** Weidmann (1993): mean walking speed (m/s) at density ρ (1/m²); 0 at and above the jam density 5.4 /m². */
export function weidmann(rho: number): number {
  if (!(rho > 0)) return 1.34;
  return Math.max(0, 1.34 * (1 - Math.exp(-1.913 * (1 / rho - 1 / 5.4))));
}

export const FD_MODELS = ['recommended', 'helbing-molnar-1995'] as const;
export type FdModel = (typeof FD_MODELS)[number];

/**
 * Each model set as a config layer on the `fundamental` scenario, whose defaults are the recommended set:
 *  - recommended: bodies (bodyContact: the body force of Helbing, Farkas & Vicsek 2000, per unit mass, without its
 *    sliding friction, as in every 1995 scenario) on the scenario's radii 0.19–0.23 m (discs that fit Weidmann's jam
 *    density 5.4 /m², see crowds.ts) and Helbing & Molnár's circular potential (the paper's "circular variant") with
 *    σ = 0.5 m, V0 = 2.5 m²/s², cut at 1 m. Why: the contact term alone, on Helbing 2000's radii 0.25–0.35 m, stops
 *    the backward walk by jamming the bodies at about 3.2 /m², too early for Weidmann (0.14 m/s at 3 /m²); on smaller
 *    bodies the elliptical potential's push (Δt = 2 s, c = 0.5) walks the crowd backwards again (about −0.5 m/s at
 *    4 /m²), because the view-cone weight c makes the push from the people ahead stronger than the push from those
 *    behind, without bound as the crowd packs. The circular potential with a longer, gentler σ and a 1 m cut-off
 *    bounds that push: the curve is then nearly straight, about 1.3 m/s at 0.5 /m² to 0.07 m/s at 4 /m², within
 *    0.15 m/s of Weidmann at 0.5–3 /m² (largest near 2 /m²; Weidmann's curve bends, ours hardly does). V0, σ and the
 *    cut-off were fitted by hand to these points (tests/tools/fundamental.ts), not taken from a paper;
 *  - helbing-molnar-1995: the paper's elliptical specification as the engine's defaults give it (V0 = 2.1 m²/s²,
 *    σ = 0.3 m, Δt = 2 s, range 2 m), no contact term, one step of 50 ms (its forces ignore the radii).
 */
export const FD_MODEL_LAYERS: Readonly<Record<FdModel, ConfigLayer>> = {
  recommended: {},
  'helbing-molnar-1995': {
    settings: { substeps: 1 },
    forces: { bodyContact: { enabled: false }, repulsionHM: { params: { elliptical: 1, V0: 2.1, sigma: 0.3, dts: 2, range: 2 } } }
  }
};

/** The config of one run: the `fundamental` scenario at density ρ with a model set. */
export function fundamentalConfig(rho: number, seed: number, model: FdModel = 'recommended', params: Record<string, number> = {}): SimConfig {
  const layer = FD_MODEL_LAYERS[model];
  return { ...layer, scenario: 'fundamental', seed, params: { ...(layer.params ?? {}), density: rho, ...params } };
}

export interface FdPoint {
  density: number;
  /** Time mean, after the warm-up, of the mean velocity along the desired direction (m/s). */
  speed: number;
  /** Specific flow ρ·speed (1/(m s)). */
  flow: number;
  /** Did the run blow up (then speed is over the steps before it)? */
  blewUp: boolean;
}

/** Runs the model at density ρ for `seconds` and averages the walking speed over the time after `warmup`. */
export function fundamentalPoint(rho: number, seed: number, model: FdModel = 'recommended', seconds = 40, warmup = 10, params: Record<string, number> = {}): FdPoint {
  const sim = createSimulation(fundamentalConfig(rho, seed, model, params));
  const dt = sim.settings.dt, steps = Math.round(seconds / dt);
  let sum = 0, k = 0, ok = true;
  for (let s = 0; s < steps; s++) {
    if (!sim.step()) { ok = false; break; }
    if (sim.time > warmup + 1e-9) { sum += meanVelocityToGoal(sim.state); k++; }
  }
  const speed = k > 0 ? sum / k : NaN;
  return { density: rho, speed, flow: rho * speed, blewUp: !ok };
}

/** Mean and standard deviation of the walking speed over seeds. */
export function fundamentalMean(rho: number, seeds: readonly number[], model: FdModel = 'recommended', seconds = 40, warmup = 10): { mean: number; sd: number; points: FdPoint[] } {
  const points = seeds.map((seed) => fundamentalPoint(rho, seed, model, seconds, warmup));
  const v = points.map((p) => p.speed), mean = v.reduce((a, b) => a + b, 0) / v.length;
  const sd = Math.sqrt(v.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, v.length - 1));
  return { mean, sd, points };
}

/** The densities of the book's table. */
export const FD_DENSITIES = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4] as const;

/** Speed against density for both model sets (one seed each, for a chart) and Weidmann's curve. */
export function fundamentalCurves(seeds: readonly number[] = [1, 2, 3], seconds = 40, warmup = 10): ChartSeries[] {
  const model = (m: FdModel) => ({ t: [...FD_DENSITIES], v: FD_DENSITIES.map((r) => fundamentalMean(r, seeds, m, seconds, warmup).mean) });
  const rs = Array.from({ length: 91 }, (_, i) => 0.5 + i * 0.05);
  return [
    { name: 'weidmann', label: 'Weidmann (1993)', colour: '#999999', data: { t: rs, v: rs.map(weidmann) } },
    { name: 'hm1995', label: 'Helbing & Molnár 1995, plain', colour: '#D55E00', data: model('helbing-molnar-1995') },
    { name: 'recommended', label: 'with bodies, circular σ = 0.5 m (recommended)', colour: '#0072B2', data: model('recommended') }
  ];
}

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
import { createSimulation, meanVelocityToGoal, mergeConfigs, type ConfigLayer, type SimConfig } from '../engine';
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
 *    sliding friction, as in every 1995 scenario) on radii 0.18–0.21 m (discs that fit Weidmann's jam density
 *    5.4 /m² in the 4 m corridor, see crowds.ts), and Helbing & Molnár's repulsion changed in two ways:
 *    · elliptical specification II (elliptical = 2; Johansson, Helbing & Shukla 2007): the ellipse spans the relative
 *      step (v_b − v_a)Δt, Δt = 1.25 s, instead of the other's own step v_b Δt. Why: in a one-way crowd everyone walks
 *      at nearly the same velocity, and specification I still stretches each walker's field 2–3 m along the common
 *      walking direction, so the push from the people ahead grows without bound as the crowd packs; on the relative
 *      step it is circular between walkers at the same speed and only grows for one closing in. (JHS 2007 found
 *      specification II to fit their video data best.)
 *    · yielding (yieldSpeed = 0.1 m/s, repulsionHM.ts): the push from the front slows a walker down to 0 but does not
 *      drive it backwards. Why: the field-of-view weight c = 0.5 makes the push from those ahead twice that from
 *      those behind, so without it a packed one-way crowd walks backwards (about −0.25 m/s at 5 /m² with the old
 *      set), which no crowd does; speed-based models rule this out by construction (Tordeux, Chraibi & Seyfried 2016).
 *    · the wall's reach halved (wallHM R = 0.1 m; crowds.ts, FD_WALL, says why): with the 1995 R = 0.2 m the walls
 *      pressed the crowd into the corridor's middle, which walked at half the speed of the rows along the walls, so
 *      that RiMEA's 2 m × 2 m measuring area there was 0.16 m/s slow at 3 /m² while the corridor's mean was right.
 *    V0 = 1.9 m²/s², σ = 0.7 m, cut at 1.75 m, Δt and u_y were fitted by hand to Weidmann's curve at 0.5–5 /m² on
 *    seeds 1–2, in the whole corridor and in the middle area (tests/tools/fundamental.ts), and are checked on seeds
 *    11–15 (tests/unit/curves/fundamental.test.ts); they are not a paper's values. The one before (V0 = 2.2, σ = 0.5 m,
 *    R = 0.2 m) held the corridor's mean within 0.06 m/s but not the middle. The first recommendation (circular,
 *    V0 = 2.5, σ = 0.5 m, cut at 1 m, radii 0.19–0.23 m) was 0.14 m/s fast at 2 /m², peaked at 1.50 /(m s) and could
 *    not be placed above 4.2 /m²;
 *  - helbing-molnar-1995: the paper's elliptical specification as the engine's defaults give it (V0 = 2.1 m²/s²,
 *    σ = 0.3 m, Δt = 2 s, range 2 m, no yielding), its wall (R = 0.2 m), no contact term, one step of 50 ms (its
 *    forces ignore the radii).
 */
export const FD_MODEL_LAYERS: Readonly<Record<FdModel, ConfigLayer>> = {
  recommended: {},
  'helbing-molnar-1995': {
    settings: { substeps: 1 },
    forces: { bodyContact: { enabled: false }, repulsionHM: { params: { elliptical: 1, V0: 2.1, sigma: 0.3, dts: 2, range: 2, yieldSpeed: 0 } }, wallHM: { params: { R: 0.2 } } }
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

/**
 * The RiMEA / Zhang et al. (2011) way of measuring, "method C": a measuring area A (here 2 m × 2 m in the middle of
 * the corridor), density N_A/A and speed the mean velocity along the walking direction of the N_A walkers inside,
 * so specific flow J_A = Σ_inside v_x / A; each the time mean after the warm-up, sampled every `every` s. Beside
 * them, at the same samples, the whole corridor's mean velocity (`corridorSpeed`). `layer` changes the model on top
 * of `model` (a test varies one force's parameter that way).
 */
export function fundamentalAreaPoint(rho: number, seed: number, model: FdModel = 'recommended', seconds = 40, warmup = 10, every = 0.5, layer?: ConfigLayer): { density: number; speed: number; flow: number; corridorSpeed: number } {
  const sim = createSimulation(layer ? mergeConfigs(fundamentalConfig(rho, seed, model), layer) : fundamentalConfig(rho, seed, model));
  const dt = sim.settings.dt, steps = Math.round(seconds / dt), each = Math.max(1, Math.round(every / dt));
  const w = sim.world, x0 = w.x0 + w.width / 2 - 1, y0 = w.y0 + w.height / 2 - 1;
  let d = 0, j = 0, vs = 0, kv = 0, k = 0, vc = 0;
  for (let s = 1; s <= steps; s++) {
    if (!sim.step()) break;
    if (sim.time <= warmup + 1e-9 || s % each !== 0) continue;
    const st = sim.state;
    let n = 0, sum = 0;
    for (let i = 0; i < st.count; i++) {
      const x = st.x[i] - x0, y = st.y[i] - y0;
      if (x >= 0 && x < 2 && y >= 0 && y < 2) { n++; sum += st.vx[i]; }
    }
    d += n / 4; j += sum / 4; k++; vc += meanVelocityToGoal(st);
    if (n > 0) { vs += sum / n; kv++; }
  }
  return { density: d / k, speed: kv > 0 ? vs / kv : NaN, flow: j / k, corridorSpeed: vc / k };
}

/** Mean and standard deviation of the walking speed over seeds. */
export function fundamentalMean(rho: number, seeds: readonly number[], model: FdModel = 'recommended', seconds = 40, warmup = 10): { mean: number; sd: number; points: FdPoint[] } {
  const points = seeds.map((seed) => fundamentalPoint(rho, seed, model, seconds, warmup));
  const v = points.map((p) => p.speed), mean = v.reduce((a, b) => a + b, 0) / v.length;
  const sd = Math.sqrt(v.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, v.length - 1));
  return { mean, sd, points };
}

/** The densities of the book's table. */
export const FD_DENSITIES = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5] as const;

/** Speed against density for both model sets (one seed each, for a chart) and Weidmann's curve. */
export function fundamentalCurves(seeds: readonly number[] = [1, 2, 3], seconds = 40, warmup = 10): ChartSeries[] {
  const model = (m: FdModel) => ({ t: [...FD_DENSITIES], v: FD_DENSITIES.map((r) => fundamentalMean(r, seeds, m, seconds, warmup).mean) });
  const rs = Array.from({ length: 91 }, (_, i) => 0.5 + i * 0.05);
  return [
    { name: 'weidmann', label: 'Weidmann (1993)', colour: '#999999', data: { t: rs, v: rs.map(weidmann) } },
    { name: 'hm1995', label: 'Helbing & Molnár 1995, plain', colour: '#D55E00', data: model('helbing-molnar-1995') },
    { name: 'recommended', label: 'with bodies, elliptical II, yielding (recommended)', colour: '#0072B2', data: model('recommended') }
  ];
}

/**
 * The driving-and-repulsion chapter's fixed chart and the measures its claims take that no registry metric gives:
 * how soon a walker from rest reaches 95 % of its desired speed, how far a walker swings past a corner, and how far
 * apart two walkers meeting head-on still are when one of them first steps aside. Pure engine code (it runs in the
 * build, in Node tests and in a sweep's worker alike).
 */
import type { ChartSeries } from './chartSeries';
import { before, runAll, type NamedMeasure } from './namedMeasure';

/** How far sideways (m) a walker has to move from the line it started on to count as stepping aside. */
export const SIDESTEP = 0.05;

/** First time (s) the mean speed reaches 95 % of the mean desired speed; `seconds` if it never does; NaN on a blow-up. */
const timeTo95: NamedMeasure = {
  watch(sim, _config, seconds) {
    const s = sim.state;
    const reached = () => {
      let v = 0, v0 = 0;
      for (let i = 0; i < s.count; i++) { v += Math.hypot(s.vx[i], s.vy[i]); v0 += s.v0[i]; }
      return v >= 0.95 * v0;
    };
    return {
      see: (_, step) => (step > 0 && reached() ? sim.time : before(sim, seconds) ? undefined : seconds),
      blewUp: () => NaN
    };
  }
};

/** The largest x (m) any agent's centre reaches within `seconds` (a walk round a square: the swing past its east side). */
const maxX: NamedMeasure = {
  watch(sim, _config, seconds) {
    const s = sim.state;
    let m = -Infinity;
    return {
      see: () => {
        for (let i = 0; i < s.count; i++) m = Math.max(m, s.x[i]);
        return before(sim, seconds) ? undefined : m;
      },
      blewUp: () => NaN
    };
  }
};

/**
 * Two walkers, agent 0 walking east and agent 1 walking west: the gap x₁ − x₀ (m) between their centres along the
 * walking direction at the first step either of them is SIDESTEP from the line it started on. Positive: they stepped
 * aside while still approaching; negative: only after passing each other. NaN if neither ever steps aside.
 */
const sidestepGap: NamedMeasure = {
  watch(sim, _config, seconds) {
    const s = sim.state;
    if (s.count !== 2) throw new Error(`sidestepGap needs exactly two walkers, not ${s.count}`);
    const y0 = s.y[0], y1 = s.y[1];
    return {
      see: (_, step) => (step > 0 && (Math.abs(s.y[0] - y0) > SIDESTEP || Math.abs(s.y[1] - y1) > SIDESTEP) ? s.x[1] - s.x[0] : before(sim, seconds) ? undefined : NaN),
      blewUp: () => NaN
    };
  }
};

/** The measures by name, spread into SWEEP_MEASURES (as functions of their own run) and NAMED_WATCHES. */
export const DRIVING_REPULSION_WATCHES = { timeTo95, maxX, sidestepGap } satisfies Record<string, NamedMeasure>;
export const DRIVING_REPULSION_MEASURES = runAll(DRIVING_REPULSION_WATCHES);

/**
 * The three circular repulsion laws of the chapter, per kilogram, against the distance d of two centres:
 * article A (P = 1.5 m, s = 2 on m = 1), Helbing & Molnár 1995 circular (V₀ = 2.1 m²/s², σ = 0.3 m), and Helbing,
 * Farkas & Vicsek 2000's social term (A = 2000 N, B = 0.08 m on m = 80 kg, two bodies of radius 0.3 m: r_ij = 0.6 m).
 */
export function repulsionPerKg(): ChartSeries[] {
  const P = 1.5, s = 2;
  const ds = Array.from({ length: 201 }, (_, k) => k * 0.01);
  const lawA: { t: number[]; v: number[] } = { t: [], v: [] };
  for (const d of ds) {
    if (Math.abs(d - P) < 1e-9) { lawA.t.push(d, d); lawA.v.push(s, NaN); continue; }
    lawA.t.push(d);
    lawA.v.push(d < P ? s * Math.exp((P - d) / P) : 0);
  }
  const hm = { t: ds, v: ds.map((d) => (2.1 / 0.3) * Math.exp(-d / 0.3)) };
  // The 2000 law is 25 m/s² at touching (d = 0.6 m) and grows as e^{(0.6 − d)/0.08} below: drawn from d = 0.7 m on
  // (7.2 m/s²), inside the chart's 0–8 m/s² (a chart line is not clipped: a point far above would cross the page).
  const near = ds.filter((d) => d >= 0.7 - 1e-9);
  const hfv = { t: near, v: near.map((d) => (2000 / 80) * Math.exp((0.6 - d) / 0.08)) };
  return [
    { name: 'a', label: 'Article A: s·exp((P − d)/P), d < P', colour: '#D55E00', data: lawA },
    { name: 'hm', label: 'Helbing & Molnár 1995: (V₀/σ)·exp(−d/σ)', colour: '#0072B2', data: hm },
    { name: 'hfv', label: 'Helbing et al. 2000: (A/m)·exp((r − d)/B), r = 0.6 m (25 at d = 0.6 m, above the chart)', colour: '#009E73', data: hfv }
  ];
}

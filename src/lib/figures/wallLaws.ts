/**
 * The walls-and-contact chapter's chart: how hard each model's wall pushes a walker (an acceleration, m/s²) against
 * the distance d of the walker's centre from the wall, with the drive of a walker standing still, v0/τ, for
 * comparison (Helbing's, and article A's own) — where a curve crosses its drive is where someone walking straight
 * into the wall stops.
 *
 *   article A:                 s (1 − d/D) / m           s = 3 N, D = 2 m, m = 1 kg (its drive v0/m = 2 m/s²)
 *   Helbing & Molnár 1995:     (U0/R) e^{−d/R}           U0 = 10 m²/s², R = 0.2 m
 *   Helbing et al. 2000:       [A e^{(r−d)/B} + k g(r − d)] / m   A = 2000 N, B = 0.08 m, k = 1.2 × 10⁵ kg/s², r = 0.3 m, m = 80 kg
 */
import type { ChartSeries } from './chartSeries';

/** The chart's ceiling (m/s²): larger values break the line (drawn as a gap), so the small ones stay readable. */
export const WALL_CHART_TOP = 12;

const ds = Array.from({ length: 151 }, (_, k) => k * 0.01);
const curve = (f: (d: number) => number) => ({ t: ds, v: ds.map((d) => { const v = f(d); return v <= WALL_CHART_TOP ? v : NaN; }) });

/** Where Helbing & Molnár's wall balances a drive a (m/s²): (U0/R) e^{−d/R} = a. */
export const hmWallStop = (a: number, U0 = 10, R = 0.2) => R * Math.log(U0 / (R * a));
/** Where Helbing et al.'s wall balances a drive a (m/s²) without contact: (A/m) e^{(r−d)/B} = a. */
export const hfvWallStop = (a: number, r = 0.3, A = 2000, B = 0.08, m = 80) => r + B * Math.log(A / (m * a));

export function wallLaws(): ChartSeries[] {
  const drive = 1.34 / 0.5;
  return [
    { name: 'a', label: 'Article A: s(1 − d/D)/m (s = 3 N, D = 2 m, m = 1 kg)', colour: '#D55E00', data: curve((d) => (d < 2 ? 3 * (1 - d / 2) : 0)) },
    { name: 'hm', label: 'Helbing & Molnár 1995: (U₀/R)·exp(−d/R)', colour: '#0072B2', data: curve((d) => 50 * Math.exp(-d / 0.2)) },
    {
      name: 'hfv', label: 'Helbing et al. 2000: [A·exp((r − d)/B) + k·g(r − d)]/m, r = 0.3 m, m = 80 kg', colour: '#009E73',
      data: curve((d) => (2000 * Math.exp((0.3 - d) / 0.08) + 1.2e5 * Math.max(0, 0.3 - d)) / 80)
    },
    { name: 'drive', label: 'Drive of Helbing’s walker standing still: v₀/τ = 1.34/0.5 m/s²', colour: '#777777', data: { t: [0, 1.5], v: [drive, drive] } },
    { name: 'driveA', label: 'Drive of article A’s walker standing still: v₀/m = 2 m/s²', colour: '#E69F00', data: { t: [0, 1.5], v: [2, 2] } }
  ];
}

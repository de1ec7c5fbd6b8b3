/**
 * What the sweep's chart and table show, computed from the points: one series per rung (its measured points, its
 * skipped estimates, its fitted slope, its colour and marker) and the reference's dashed lines. Pure, so the
 * component only draws.
 */
import { rungByName, rungNumber, type RungName } from '../../ladder';
import { fitSlope, type Fit } from '../../ladder/sweep/fit';
import type { SweepPoint } from '../../ladder/sweep/plan';
import type { SweepReference } from '../../ladder/sweep/reference';

export type { SweepReference };

/** Okabe–Ito, the site's colour-blind-safe palette (theme.css), without its yellow (too pale on white). */
export const PALETTE = ['var(--oi-blue, #0072b2)', 'var(--oi-vermillion, #d55e00)', 'var(--oi-green, #009e73)', 'var(--oi-purple, #cc79a7)', 'var(--oi-orange, #e69f00)', 'var(--oi-sky, #56b4e9)'];
/** Marker shapes, so colour is never the only cue (d3 symbol names). */
export const SHAPES = ['circle', 'square', 'triangle', 'diamond', 'cross', 'star', 'wye'] as const;
export type Shape = (typeof SHAPES)[number];

export interface RungSeries {
  /** A rung's name (RungName), or another series' key (the GPU rung's 'webgpu'). */
  name: string;
  /** "Rung 0", "Rung 10 quadtree": the rung's label (order.ts) and, for a variant, what it is. */
  label: string;
  title: string;
  colour: string;
  shape: Shape;
  measured: SweepPoint[];
  skipped: SweepPoint[];
  fit: Fit | null;
  reference: { n: number; ms: number }[];
  /** The reference's own slope, fitted the same way. */
  referenceFit: Fit | null;
}

/** A rung's short label: its number, and what it is when it is a variant beside a rung. */
export function rungLabel(name: RungName): string {
  const e = rungByName(name);
  if (!e) return name;
  return e.beside ? `rung ${rungNumber(name)} ${name.replace(/-/g, ' ')}` : `rung ${rungNumber(name)}`;
}

export function seriesOf(rungs: readonly RungName[], points: readonly SweepPoint[], reference: SweepReference | null, fitFromN: number): RungSeries[] {
  return rungs.map((name, k) => {
    const ref = (reference?.points ?? []).filter((p) => p.rung === name && p.ms > 0).map((p) => ({ n: p.n, ms: p.ms }));
    return pointSeries({ name, label: rungLabel(name), title: rungByName(name)?.title ?? name }, k, points, ref, fitFromN);
  });
}

/** One series from the points with its name: measured and skipped points, the fit, the k-th colour and marker. */
export function pointSeries(
  who: Pick<RungSeries, 'name' | 'label' | 'title'>, k: number, points: readonly SweepPoint[], reference: readonly { n: number; ms: number }[], fitFromN: number
): RungSeries {
  const mine = points.filter((p) => p.rung === who.name).sort((a, b) => a.n - b.n);
  const measured = mine.filter((p) => p.status === 'measured' && p.ms !== null && p.ms > 0);
  const ref = [...reference].sort((a, b) => a.n - b.n);
  return {
    ...who, colour: PALETTE[k % PALETTE.length], shape: SHAPES[k % SHAPES.length],
    measured, skipped: mine.filter((p) => p.status === 'skipped' && p.estimateMs !== null && p.estimateMs > 0),
    fit: fitSlope(measured, { minN: fitFromN }),
    reference: ref,
    referenceFit: fitSlope(ref, { minN: fitFromN })
  };
}

/** "1,234 ms", "0.0123 ms": three significant digits, grouped thousands. */
export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return '—';
  return ms >= 100 ? Math.round(ms).toLocaleString('en-US') : ms.toPrecision(3);
}

/** 100, 2k, 10k, 100k. */
export function formatN(n: number): string {
  if (n >= 1e6 && n % 1e6 === 0) return `${n / 1e6}M`;
  return n >= 1000 && n % 1000 === 0 ? `${n / 1000}k` : n >= 1000 ? `${(n / 1000).toFixed(1)}k` : String(n);
}

/** A decade's tick label: 0.001, 0.1, 1, 1,000. */
export const formatDecade = (t: number): string => (t >= 1 ? Math.round(t).toLocaleString('en-US') : String(Number(t.toPrecision(1))));

export const formatSlope = (f: Fit | null): string => (f ? `slope ${f.slope.toFixed(2)}` : 'slope —');

/** Powers of ten from lo to hi (inclusive), for the axes' labelled ticks. */
export function decades(lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let e = Math.ceil(Math.log10(lo) - 1e-9); e <= Math.floor(Math.log10(hi) + 1e-9); e++) out.push(10 ** e);
  return out;
}

/** A y domain of whole decades around every value shown (fallback 0.01 … 100 ms before any point). */
export function msDomain(values: readonly number[]): [number, number] {
  const v = values.filter((x) => Number.isFinite(x) && x > 0);
  if (!v.length) return [0.01, 100];
  const lo = 10 ** Math.floor(Math.log10(Math.min(...v))), hi = 10 ** Math.ceil(Math.log10(Math.max(...v)));
  return [lo, hi > lo ? hi : lo * 10];
}

/** Moves labels (sorted by wanted y) apart so no two are closer than `gap` px; keeps them inside [top, bottom]. */
export function spreadLabels(wanted: readonly number[], gap: number, top: number, bottom: number): number[] {
  const order = wanted.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y);
  const placed = order.map((o) => o.y);
  for (let k = 0; k < placed.length; k++) placed[k] = Math.max(placed[k], k ? placed[k - 1] + gap : top);
  // Pushed past the bottom: shift the tail back up.
  for (let k = placed.length - 1; k >= 0; k--) placed[k] = Math.min(placed[k], k < placed.length - 1 ? placed[k + 1] - gap : bottom);
  const out = new Array<number>(wanted.length);
  order.forEach((o, k) => (out[o.i] = placed[k]));
  return out;
}

/**
 * A sweep is a chart a chapter computes by running the engine: one number (a metric over a time window, or a named
 * measure) for every point of a parameter × every seed. One object backs the <Sweep> widget (which runs it in a Web
 * Worker with a progress bar and cancel, the chart filling in as results arrive), the precomputed result shown
 * before the reader runs it (content/sweeps/<id>.json, written by `npm run claims:measure` with the claims' values),
 * and the tests that keep that file current and re-measure a sample of it with the engine (tests/claims/).
 */
import type { MetricName, SimConfig } from '../engine';
import type { SweepMeasureName } from '../figures/sweepMeasures';
import type { ClaimStatistic } from './claim';

/** A registry metric, read like a claim's: at `seconds`, or a statistic over samples every `every` s from `from`. */
export interface MetricMeasure {
  kind: 'metric';
  metric: MetricName;
  seconds: number;
  statistic?: ClaimStatistic;
  from?: number;
  every?: number;
}

/** A measure of src/lib/figures/sweepMeasures.ts by name (an evacuation time, a flow through a door, …). */
export interface NamedMeasure {
  kind: 'named';
  name: SweepMeasureName;
  seconds: number;
}

export type SweepMeasure = MetricMeasure | NamedMeasure;

/** A published curve or data set drawn on the same plot, with where it comes from. */
export interface SweepReference {
  label: string;
  /** 'Weidmann (1993), eq. 2' — shown under the chart. */
  source: string;
  points: readonly { x: number; y: number }[];
  /** 'line' (default) joins the points; 'points' draws markers. */
  style?: 'line' | 'points';
}

export interface SweepSpec {
  /** Unique in the book; also the precomputed file's name: content/sweeps/<id>.json. */
  id: string;
  title: string;
  xLabel: string;
  xUnit?: string;
  yLabel: string;
  yUnit?: string;
  /** The parameter values, each with the whole config run for it (build them with mergeConfigs in the chapter's .ts). */
  points: readonly { x: number; config: SimConfig }[];
  /** Each point runs once per seed (the config's own seed is replaced). */
  seeds: readonly number[];
  measure: SweepMeasure;
  reference?: readonly SweepReference[];
  yDomain?: readonly [number, number];
}

/** One measured value. */
export interface SweepResult {
  x: number;
  seed: number;
  y: number;
}

/** The precomputed file's content. */
export interface SweepData {
  id: string;
  /** When and where it was computed, shown as the label of the precomputed result. */
  computed: string;
  results: SweepResult[];
}

/** The runs of a sweep, in the order the widget runs them: every point for the first seed, then the next seed, … */
export function sweepRuns(spec: SweepSpec): { x: number; seed: number; config: SimConfig }[] {
  return spec.seeds.flatMap((seed) => spec.points.map((p) => ({ x: p.x, seed, config: p.config })));
}

/** Mean and extremes of the results at each x, in x order (the chart's line and band). */
export function sweepSummary(results: readonly SweepResult[]): { x: number; mean: number; min: number; max: number; n: number }[] {
  const byX = new Map<number, number[]>();
  for (const r of results) if (Number.isFinite(r.y)) (byX.get(r.x) ?? byX.set(r.x, []).get(r.x)!).push(r.y);
  return [...byX.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([x, ys]) => ({ x, mean: ys.reduce((a, b) => a + b, 0) / ys.length, min: Math.min(...ys), max: Math.max(...ys), n: ys.length }));
}

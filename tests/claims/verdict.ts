/**
 * Does a claim hold for the values its seeds gave? A range the sentence states ("0.66–0.92 m") is what a reader's
 * own run will give, so it is a prediction, fitted on the claim's own seeds and tested on seeds it was not fitted on:
 *  - fitted: the range the fitted seeds gave, widened by half its width at each end (`predictedRange`), is what the
 *    sentence must state, each end within one unit of its last stated digit;
 *  - held out: every held-out seed (tests/claims/heldOut.ts, picked by the test from the claim's id) lands inside the
 *    stated range (to half a unit of its last digit), or, for a claim that states none ("below 0.03"), in `expect`;
 *  - every fitted seed lies in `expect` (the tests' bound); their mean in `mean` when the prose says "about".
 * The tests and `npm run claims:measure --fresh` judge alike.
 */
import { formatRange, inRange, type Claim, type Range } from '../../src/lib/claims';
import { statedRange } from '../../src/lib/claims/stated';
import { metricByName } from '../../src/lib/engine';
import type { Outcome } from '../../src/lib/figures/experiment';
import { isTested } from './heldOut';

export { statedRange };

export const fmt = (v: number): string => (Number.isFinite(v) ? Number(v.toPrecision(4)).toString() : String(v));

export const unitOf = (c: Claim): string => metricByName(c.metric)?.unit ?? (c.metric === 'blowupTime' ? 's' : '');

/** Metrics that live in [0, 1]: a predicted range never leaves it. */
const UNIT_INTERVAL = new Set<string>(['polarization', 'milling', 'laneOrder']);

/**
 * The range the fitted seeds predict for a seed not among them: their range widened by half its width at each end
 * (for six seeds of a normal spread, a new seed falls outside about once in a hundred), kept at or above 0 when every
 * fitted value is, and within [0, 1] for a metric that lives there.
 */
export function predictedRange(values: readonly number[], metric: string): { lo: number; hi: number } {
  const min = Math.min(...values), max = Math.max(...values), half = (max - min) / 2;
  let lo = min - half, hi = max + half;
  if (min >= 0) lo = Math.max(0, lo);
  if (UNIT_INTERVAL.has(metric)) hi = Math.min(1, hi);
  return { lo, hi };
}

/** What is wrong with the claim given its seeds' outcomes, in the order of `c.seeds` (fitted, held out); [] when it holds. */
export function judgeClaim(c: Claim, outcomes: readonly Outcome[]): string[] {
  if (!isTested(c)) throw new Error(`${c.id}: judged without its held-out seeds (tests/claims/book.ts adds them)`);
  const seeds = c.seeds, fitted = c.fitted.length, unit = unitOf(c);
  const failed = outcomes.flatMap((o, k) => ('error' in o ? [`seed ${seeds[k]}: ${o.error}`] : []));
  if (failed.length > 0) return failed;
  const values = outcomes.map((o) => (o as { value: number }).value);
  const fit = values.slice(0, fitted), held = values.slice(fitted);
  const problems: string[] = [];
  const outside = c.fitted.filter((_, k) => !inRange(fit[k], c.expect)).map((s, k) => `seed ${s}: ${fmt(fit[c.fitted.indexOf(s)])}`);
  if (outside.length > 0) problems.push(`values outside ${formatRange(c.expect, unit)}: ${outside.join(', ')} (all: ${fit.map(fmt).join(', ')})`);
  const mean = fit.reduce((a, b) => a + b, 0) / fit.length;
  if (c.mean && !inRange(mean, c.mean)) problems.push(`mean ${fmt(mean)} outside ${formatRange(c.mean, unit)}`);
  const stated = statedRange(c.text);
  if (stated) {
    const p = predictedRange(fit, c.metric);
    if (Math.abs(p.lo - stated.lo.value) > stated.lo.unit + 1e-9 || Math.abs(p.hi - stated.hi.value) > stated.hi.unit + 1e-9)
      problems.push(`the text says ${stated.text}; the fitted seeds ${c.fitted.join(', ')} (${fmt(Math.min(...fit))}–${fmt(Math.max(...fit))}) predict ${fmt(p.lo)}–${fmt(p.hi)}`);
  }
  // What the reader is told a run gives: the stated range (to half a unit of its last digit), else the tested one.
  const told: Range = stated ? { min: stated.lo.value - stated.lo.unit / 2 - 1e-9, max: stated.hi.value + stated.hi.unit / 2 + 1e-9 } : c.expect;
  const missed = c.held.flatMap((s, k) => (inRange(held[k], told) ? [] : [`seed ${s}: ${fmt(held[k])}`]));
  if (missed.length > 0) problems.push(`held-out seeds outside ${stated ? `the stated ${stated.text}` : formatRange(c.expect, unit)}: ${missed.join(', ')}`);
  return problems;
}

/** One line of what was measured, for CLAIMS_REPORT=1 and the measure tool. */
export function reportLine(c: Claim, outcomes: readonly Outcome[]): string {
  if (!isTested(c)) throw new Error(`${c.id}: reported without its held-out seeds (tests/claims/book.ts adds them)`);
  const values = outcomes.map((o) => ('value' in o ? o.value : NaN)), unit = unitOf(c), fitted = c.fitted.length;
  const fit = values.slice(0, fitted), held = values.slice(fitted);
  const mean = fit.reduce((a, b) => a + b, 0) / fit.length;
  return `${c.id}\t${c.seconds} s\tseeds ${c.fitted.join(',')}\tmean ${fmt(mean)}\trange ${fmt(Math.min(...fit))}–${fmt(Math.max(...fit))} ${unit}` +
    `\theld out ${c.held.join(',')}: ${held.map(fmt).join(', ')}\texpect ${formatRange(c.expect, unit)}${c.mean ? `\tmean in ${formatRange(c.mean, unit)}` : ''}`;
}

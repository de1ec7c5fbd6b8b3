/**
 * Does a claim hold for the values its seeds gave? Every seed's value in `expect`, the mean in `mean` when the prose
 * says "about", and a range the sentence states ("0.66–0.92 m") the range the seeds gave, each end within one unit of
 * its last stated digit. The tests and `npm run claims:measure --fresh` judge alike.
 */
import { claimSeeds, formatRange, inRange, type Claim } from '../../src/lib/claims';
import { metricByName } from '../../src/lib/engine';
import type { Outcome } from '../../src/lib/figures/experiment';

export const fmt = (v: number): string => (Number.isFinite(v) ? Number(v.toPrecision(4)).toString() : String(v));

/** The first "a–b" range of numbers in a sentence, each end with the unit of its last stated digit. */
export function statedRange(text: string): { text: string; lo: { value: number; unit: number }; hi: { value: number; unit: number } } | null {
  const m = /(\d+(?:\.(\d+))?)\s*–\s*(\d+(?:\.(\d+))?)/.exec(text);
  if (!m) return null;
  const end = (v: string, decimals: string | undefined) => ({ value: Number(v), unit: 10 ** -(decimals?.length ?? 0) });
  return { text: m[0], lo: end(m[1], m[2]), hi: end(m[3], m[4]) };
}

export const unitOf = (c: Claim): string => metricByName(c.metric)?.unit ?? (c.metric === 'blowupTime' ? 's' : '');

/** What is wrong with the claim given its seeds' outcomes, in order of `claimSeeds(c)`; [] when it holds. */
export function judgeClaim(c: Claim, outcomes: readonly Outcome[]): string[] {
  const seeds = claimSeeds(c), unit = unitOf(c);
  const failed = outcomes.flatMap((o, k) => ('error' in o ? [`seed ${seeds[k]}: ${o.error}`] : []));
  if (failed.length > 0) return failed;
  const values = outcomes.map((o) => (o as { value: number }).value);
  const problems: string[] = [];
  const outside = seeds.filter((_, k) => !inRange(values[k], c.expect)).map((s) => `seed ${s}: ${fmt(values[seeds.indexOf(s)])}`);
  if (outside.length > 0) problems.push(`values outside ${formatRange(c.expect, unit)}: ${outside.join(', ')} (all: ${values.map(fmt).join(', ')})`);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  if (c.mean && !inRange(mean, c.mean)) problems.push(`mean ${fmt(mean)} outside ${formatRange(c.mean, unit)}`);
  const stated = statedRange(c.text);
  if (stated) {
    const lo = Math.min(...values), hi = Math.max(...values);
    if (Math.abs(lo - stated.lo.value) > stated.lo.unit + 1e-9 || Math.abs(hi - stated.hi.value) > stated.hi.unit + 1e-9)
      problems.push(`the text says ${stated.text}; the seeds gave ${fmt(lo)}–${fmt(hi)}`);
  }
  return problems;
}

/** One line of what was measured, for CLAIMS_REPORT=1 and the measure tool. */
export function reportLine(c: Claim, outcomes: readonly Outcome[]): string {
  const values = outcomes.map((o) => ('value' in o ? o.value : NaN)), unit = unitOf(c);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return `${c.id}\t${c.seconds} s\tseeds ${claimSeeds(c).join(',')}\tmean ${fmt(mean)}\trange ${fmt(Math.min(...values))}–${fmt(Math.max(...values))} ${unit}` +
    `\texpect ${formatRange(c.expect, unit)}${c.mean ? `\tmean in ${formatRange(c.mean, unit)}` : ''}`;
}

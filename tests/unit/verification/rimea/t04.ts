/**
 * RiMEA test 4 — the fundamental diagram. In a corridor the density is set (0.5 to 6 persons per m²) and the walking
 * speed and the density are measured in a measuring area of 2 m × 2 m, kept apart from where people enter and leave;
 * the result is compared with a published diagram (here Weidmann's, 1993, the one the book uses). The guideline's
 * densities go to 6 /m²; this suite stops at 5.4 /m², Weidmann's jam density, where his speed is 0: a denser crowd
 * than that is one of compressed bodies, and the model's discs (radii 0.18–0.21 m) cannot be placed beyond it. Here: the book's
 * periodic corridor, 20 m × 4 m, so the density stays what it was set to; the area is its middle 2 m × 2 m; the
 * speed is the mean velocity along the corridor of those in it, the density their number over 4 m², both sampled
 * every step from 10 to 30 s and averaged. The guideline sets no tolerance; this suite asks the speed to stay within
 * ±0.15 m/s of Weidmann's at every density (and never below zero), and the peak flow (density × speed) to be within
 * 15 % of Weidmann's 1.22 /(m s). A density the corridor cannot hold without overlaps fails the test.
 */
import { CapacityError, type ScenarioDoc } from '$lib/engine';
import { copyDoc, fmt, median, simOf, stepsIn, type RimeaTest } from './common';
import { T04_CORRIDOR } from './files';

const SEEDS = [1, 2, 3];
export const DENSITIES = [0.5, 1, 2, 3, 4, 5, 5.4];
const AREA = [9, 1, 11, 3] as const;

/** Weidmann 1993: v(ρ) = 1.34 (1 − exp(−1.913 (1/ρ − 1/5.4))) m/s, 0 beyond the jam density 5.4 /m². */
export const weidmann = (rho: number) => Math.max(0, 1.34 * (1 - Math.exp(-1.913 * (1 / rho - 1 / 5.4))));
/** Weidmann's peak flow, 1.22 /(m s), where ρ v(ρ) is largest. */
export const WEIDMANN_PEAK = Math.max(...Array.from({ length: 500 }, (_, k) => (k + 1) / 100).map((r) => r * weidmann(r)));

/** [speed, density] in the area, averaged from 10 to 30 s; [NaN, NaN] if the density cannot be placed. */
function measure(doc: ScenarioDoc, rho: number, seed: number): [number, number] {
  const d = copyDoc(doc);
  d.spawns[0].count = Math.round(rho * T04_CORRIDOR.length * T04_CORRIDOR.width);
  let sim;
  try { sim = simOf(d, seed); } catch (e) { if (e instanceof CapacityError) return [NaN, NaN]; throw e; }
  const s = sim.state, warm = stepsIn(d, 10), run = stepsIn(d, 20);
  for (let k = 0; k < warm; k++) sim.step();
  let vSum = 0, nSum = 0;
  for (let k = 0; k < run; k++) {
    sim.step();
    for (let i = 0; i < s.count; i++) if (s.x[i] >= AREA[0] && s.x[i] <= AREA[2] && s.y[i] >= AREA[1] && s.y[i] <= AREA[3]) { vSum += s.vx[i]; nSum++; }
  }
  return [nSum > 0 ? vSum / nSum : NaN, nSum / run / 4];
}

export const t04: RimeaTest = {
  id: 't04', number: 4, title: 'The fundamental diagram', file: 't04-fundamental-diagram.json',
  about: 'The book’s periodic corridor, 20 m × 4 m, one-way, at densities 0.5, 1, 2, 3, 4, 5 and 5.4 /m²; speed and density measured in the middle 2 m × 2 m from 10 to 30 s (3 seeds each). The file is the corridor at 1 /m²; the test sets the count for each density. The guideline goes on to 6 /m²; the suite stops at Weidmann’s jam density 5.4 /m², where his speed is 0 and beyond which the model’s bodies (radii 0.18–0.21 m) cannot be placed.',
  checked: 'speed in a 2 m × 2 m area at 0.5–5.4 /m² (median of 3 seeds); peak flow',
  expected: 'within ±0.15 m/s of Weidmann at each density, never < 0; peak flow 1.22 /(m s) ± 15 %',
  parts: (doc) => Object.fromEntries(DENSITIES.flatMap((rho) => SEEDS.map((seed) => [`rho-${rho}-seed-${seed}`, () => measure(doc, rho, seed)]))),
  judge(v) {
    const at = (rho: number) => SEEDS.map((seed) => v[`rho-${rho}-seed-${seed}`] as [number, number]);
    let pass = true, peak = 0, peakAt = 0;
    const cells = DENSITIES.map((rho) => {
      const runs = at(rho), speeds = runs.map((r) => r[0]), dens = runs.map((r) => r[1]);
      if (speeds.some((x) => !Number.isFinite(x))) { pass = false; return `${rho}: not placed`; }
      const v0 = median(speeds), w = weidmann(rho), flow = median(dens) * v0;
      if (Math.abs(v0 - w) > 0.15 || Math.min(...speeds) < 0) pass = false;
      if (flow > peak) { peak = flow; peakAt = rho; }
      return `${rho}: ${fmt(v0)} (W ${fmt(w)})`;
    });
    if (Math.abs(peak / WEIDMANN_PEAK - 1) > 0.15) pass = false;
    return { measured: `m/s at ρ /m² — ${cells.join('; ')}; peak flow ${fmt(peak)} /(m s) at ${peakAt} /m² (W ${fmt(WEIDMANN_PEAK)})`, pass };
  }
};

/**
 * Issue 17: lanes got weaker with bodies. The gain in lane order Φ over an 80 s run (mean over the second half minus
 * the first 5 s; figures/lanes.ts laneGain) in the two-way corridor, 30 m × 6 m, at 0.6 and 1 walkers per m², for
 * the scenario's defaults (circular Helbing–Molnár potential + bodies), without bodies, and with bodies and
 * elliptical specification II (Johansson, Helbing & Shukla 2007, relative step, Δt = 1 s).
 *
 * Fitted on seeds 1–4 (mean gain; bodies 0.09 / 0.05, no bodies 0.28 / 0.17, bodies + ES2 0.62 / 0.27 at 0.6 / 1 /m²)
 * and checked here on seeds 5–10 (measured: bodies 0.07 / 0.15, no bodies 0.30 / 0.32, bodies + ES2 0.44 / 0.19).
 * So with bodies lanes form about half as strongly as without, at both densities; specification II closes the gap at
 * 0.6 /m² (and more) but not at 1 /m², where the held-out seeds disagree with the fit ones. Why bodies weaken lanes: the circular potential pushes along the line of centres, so
 * two walkers meeting head-on push each other back, not aside; without bodies they then pass through each other and
 * the encounter is over, with bodies they stay stuck until noise turns them, and the clusters of stuck walkers mix the
 * strips. Specification II stretches each walker's field along the closing velocity (about 2.7 m/s × 1 s), so the
 * push turns sideways metres before contact: walkers evade early and sort into lanes, as JHS 2007 designed it for.
 * Thirty-six runs of 80 s (about a minute of CPU): remembered (tests/claims/remembered.ts).
 */
import { describe, expect, it } from 'vitest';
import { laneGain, LANE_VARIANTS, type LaneVariant } from '../../../src/lib/figures/lanes';
import { rememberedEach } from '../../claims/remembered';

const SEEDS = [5, 6, 7, 8, 9, 10];
const DENSITIES = [0.6, 1];
const VARIANTS = Object.keys(LANE_VARIANTS) as LaneVariant[];
const id = (v: LaneVariant, rho: number) => `${v.replace(/[^a-z0-9]+/gi, '-')}@${rho}`;

const gains = rememberedEach('lane-gain-bodies', import.meta.url, Object.fromEntries(
  VARIANTS.flatMap((v) => DENSITIES.map((rho) => [id(v, rho), () => SEEDS.map((s) => laneGain(rho, s, v))]))
));
const mean = (v: LaneVariant, rho: number) => { const g = gains[id(v, rho)] as number[]; return g.reduce((a, b) => a + b, 0) / g.length; };

describe('lane-order gain with and without bodies (held-out seeds 5–10)', () => {
  it.each(DENSITIES)('at %s /m²: the default (circular + bodies) gains less than the same without bodies', (rho) => {
    expect(mean('bodies', rho), `bodies ${mean('bodies', rho).toFixed(2)}, no bodies ${mean('no bodies', rho).toFixed(2)}`).toBeLessThan(mean('no bodies', rho));
  });

  // At 1 /m² the fit seeds said the same (ES2 0.27 against 0.17), the held-out ones did not (0.19 against 0.32): at
  // that density specification II does not restore the lanes robustly, so only 0.6 /m² is asserted.
  it('at 0.6 /m²: bodies with elliptical specification II gain at least as much as the circular set without bodies', () => {
    expect(mean('bodies, ES2', 0.6), `ES2 ${mean('bodies, ES2', 0.6).toFixed(2)}, no bodies ${mean('no bodies', 0.6).toFixed(2)}`).toBeGreaterThanOrEqual(mean('no bodies', 0.6));
  });

  it('lanes form with bodies and ES2: at 0.6 /m² the mean gain is at least 0.3', () => {
    expect(mean('bodies, ES2', 0.6)).toBeGreaterThanOrEqual(0.3);
  });
});

/**
 * Lane order parameter for counterflow (Rex & Löwen 2007; Nowak & Schadschneider 2012):
 *
 *     Φ = (1/S) Σ_j ((N_s,j − N_o,j) / (N_s,j + N_o,j))²
 *
 * The corridor is cut into S strips parallel to the walking direction; in strip j, N_s walk one way
 * (state.kind = 0) and N_o the other (kind = 1). Empty strips are left out of the mean, and so are agents of any
 * other kind. Φ = 1 when every strip holds one direction only (lanes).
 * Φ is not 0 for a well-mixed crowd: if each of the n walkers in a strip picks a direction at random, the
 * expected ((N_s − N_o)/n)² is exactly 1/n. So "mixed" means Φ near the mean of 1/n_j (about 0.1–0.3 for a few
 * walkers per strip), and only a perfectly alternating arrangement gives 0.
 */
import type { AgentState } from '../state';

let ns = new Int32Array(0), no = new Int32Array(0);

/**
 * Φ over strips of width `strip` (m) across a corridor that spans [lo, lo + width) on the lateral axis:
 * 'y' for a corridor along x (the default), 'x' for one along y. NaN when nobody of kind 0 or 1 is inside.
 */
export function laneOrder(state: AgentState, lo: number, width: number, strip = 0.5, axis: 'x' | 'y' = 'y'): number {
  const S = Math.max(1, Math.ceil(width / strip - 1e-9));
  if (ns.length < S) { ns = new Int32Array(S); no = new Int32Array(S); }
  ns.fill(0, 0, S); no.fill(0, 0, S);
  const c = axis === 'y' ? state.y : state.x, kind = state.kind, n = state.count;
  for (let i = 0; i < n; i++) {
    const u = c[i] - lo;
    if (!(u >= 0 && u < width)) continue;
    const j = Math.min(S - 1, Math.floor(u / strip));
    if (kind[i] === 0) ns[j]++;
    else if (kind[i] === 1) no[j]++;
  }
  let sum = 0, strips = 0;
  for (let j = 0; j < S; j++) {
    const t = ns[j] + no[j];
    if (t === 0) continue;
    const f = (ns[j] - no[j]) / t;
    sum += f * f; strips++;
  }
  return strips === 0 ? NaN : sum / strips;
}

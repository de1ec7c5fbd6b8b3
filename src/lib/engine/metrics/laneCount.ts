/**
 * Number of lanes in a two-way corridor: the bands of one walking direction across the corridor's width.
 *
 * 1. Cut the width [lo, lo + width) into bins of `bin` metres (default 0.1 m) and count, per bin, the walkers of
 *    kind 0 minus those of kind 1 (state.kind; other kinds are ignored): d_j.
 * 2. Smooth with a box of half-width `smooth` metres (default 0.3 m, about a body's diameter: a lane cannot be
 *    narrower than one walker): D_j = Σ_{|k − j| h ≤ smooth} d_k. Bins whose box runs past a wall see only the
 *    part inside.
 * 3. Split the bins into runs of the same sign of D (a bin with D = 0 belongs to the run before it) and give each
 *    run its walkers: the raw count (both kinds) of the run's bins.
 * 4. A run is a lane only if it holds at least `minWalkers` walkers (default 2) and its walkers lean one way beyond
 *    chance: |N_0 − N_1| ≥ z √(N_0 + N_1) over the run (default z = 2; in a crowd whose directions are shuffled,
 *    N_0 − N_1 has standard deviation √n, so chance alone passes rarely). Other runs are dropped, and kept
 *    neighbours of the same sign then count as one lane.
 *
 * A mixed crowd gives many short runs of one sign, which step 4 rejects (0 lanes, mostly); perfect lanes give
 * exactly the number of bands, when each band holds enough walkers to pass step 4. The whole corridor length is
 * one snapshot; a time mean over snapshots is steadier (see tests/unit/curves/lanes.test.ts). 0 when no walker of
 * kind 0 or 1 is inside.
 */
import type { AgentState } from '../state';

let d = new Float64Array(0), all = new Float64Array(0), D = new Float64Array(0);

export function laneCount(state: AgentState, lo: number, width: number, axis: 'x' | 'y' = 'y', bin = 0.1, smooth = 0.3, minWalkers = 2, z = 2): number {
  const B = Math.max(1, Math.ceil(width / bin - 1e-9));
  if (d.length < B) { d = new Float64Array(B); all = new Float64Array(B); D = new Float64Array(B); }
  d.fill(0, 0, B); all.fill(0, 0, B);
  const c = axis === 'y' ? state.y : state.x, kind = state.kind, n = state.count;
  let any = false;
  for (let i = 0; i < n; i++) {
    const k = kind[i];
    if (k !== 0 && k !== 1) continue;
    const u = c[i] - lo;
    if (!(u >= 0 && u < width)) continue;
    const j = Math.min(B - 1, Math.floor(u / bin));
    d[j] += k === 0 ? 1 : -1; all[j]++;
    any = true;
  }
  if (!any) return 0;
  const r = Math.max(0, Math.round(smooth / bin));
  for (let j = 0; j < B; j++) {
    let s = 0;
    for (let k = Math.max(0, j - r); k <= Math.min(B - 1, j + r); k++) s += d[k];
    D[j] = s;
  }
  // Walk the runs; keep the sign of the last kept run, count sign changes among kept runs.
  let lanes = 0, lastSign = 0, runSign = 0, runWalkers = 0, runNet = 0;
  for (let j = 0; j <= B; j++) {
    const sg = j < B ? Math.sign(D[j]) : 0;
    if (j < B && (sg === runSign || sg === 0)) { runWalkers += all[j]; runNet += d[j]; continue; }
    // The run ends here (a new sign, or the far wall).
    if (runSign !== 0 && runWalkers >= minWalkers && Math.abs(runNet) >= z * Math.sqrt(runWalkers) && runSign !== lastSign) { lanes++; lastSign = runSign; }
    if (j < B) { runSign = sg; runWalkers = all[j]; runNet = d[j]; }
  }
  return lanes;
}

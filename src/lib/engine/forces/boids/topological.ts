/**
 * Topological neighbours (Ballerini et al. 2008, PNAS 105, 1232): a starling reacts to a fixed number of neighbours,
 * six to seven, whatever their distance, not to every bird within a fixed radius. A Reynolds rule with
 * topological = k > 0 keeps only the k nearest of the neighbours it would otherwise use (those within its radius R,
 * inside its view cone); R then only bounds the search.
 *
 * The k nearest are exactly the neighbours closer than the nearest one beyond them. So a topological rule is a
 * metric rule whose radius each boid sets for itself, every step: `topologicalBound` returns that squared radius,
 * and the rule's own loop, with `d2 < bound` in place of `d2 < R²`, does the rest. With k = 0 the bound is R²
 * and the rule is exactly what it was (the same comparisons, the same sums in the same order).
 *
 * Ties: neighbours at exactly the k-th distance all count (so a boid may use more than k when distances are equal),
 * which keeps the set independent of the order of the neighbour list. Article B's cap n_max (boidParams.ts) is
 * not: it keeps the first n_max in list order, which the neighbour search decides.
 *
 * Cost: k passes over the boid's row, no scratch memory (k is small; starlings use about 7).
 */
import type { NumberParam } from '../../params';

/** The number of nearest neighbours a rule uses; 0 = all within its radius (metric). */
export const topologicalParam = {
  key: 'topological',
  symbol: 'k',
  unit: '',
  default: 0,
  min: 0,
  max: 50,
  step: 1,
  integer: true,
  meaning: 'use only the k nearest neighbours within the radius, whatever their distance (Ballerini 2008: starlings use 6–7); 0 = all within the radius'
} as const satisfies NumberParam;

/**
 * The squared radius that admits exactly agent i's k nearest eligible neighbours (ties at the k-th distance
 * included): the squared distance of the nearest eligible neighbour beyond them, or R² when there are at most k.
 * Eligible: listed in row b … end−1, d² < R², and, with a cone (cc = c|c|, c = cos(φ/2)), inside the view cone of
 * velocity (vxi, vyi), tested as the rules test it. Coincident neighbours (d² = 0) rank nearest.
 */
export function topologicalBound(
  b: number, end: number, D2: Float64Array, DX: Float64Array, DY: Float64Array,
  R2: number, k: number, cone: boolean, cc: number, vxi: number, vyi: number
): number {
  const kv = cc * (vxi * vxi + vyi * vyi);
  let below = 0, thr = -1;
  // Pass p finds the smallest eligible distance above thr (and how many share it) and the next one above that.
  for (;;) {
    let m = Infinity, m2 = Infinity, c = 0;
    for (let e = b; e < end; e++) {
      const d2 = D2[e];
      if (d2 >= R2 || d2 <= thr || d2 >= m2) continue;
      if (cone) {
        const dot = vxi * DX[e] + vyi * DY[e];
        if (dot * Math.abs(dot) < kv * d2) continue;
      }
      if (d2 < m) { m2 = m; m = d2; c = 1; }
      else if (d2 === m) c++;
      else m2 = d2; // m < d2 < m2
    }
    if (c === 0) return R2; // fewer than k eligible: all count
    below += c;
    if (below >= k) return m2 === Infinity ? R2 : m2;
    thr = m;
  }
}

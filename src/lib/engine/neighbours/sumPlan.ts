/**
 * Which paired forces can read neighbourhood sums instead of the written list. Those that read n, Σd, Σv must agree
 * on one radius r; those that read Σd/|d|² on one radius r_s ≤ r. Any other paired force makes the pass write the
 * list too (and with conflicting radii, everything uses the list).
 */
import type { Force } from '../forces/force';
import type { ParamValues } from '../params';
import { SUM_INVERSE, SUM_OFFSET, SUM_VELOCITY } from './neighbourSums';

/** Whether the paired forces need the written list, and the radii of the neighbourhood sums (0 = unused). */
export interface SumPlan { list: boolean; radius: number; innerRadius: number }

export function planSums(paired: readonly { force: Force; params: ParamValues }[], fused: boolean): SumPlan {
  const want = paired.map((e) => ({ r: fused ? e.force.sumRadius?.(e.params) ?? null : null, terms: e.force.sumTerms ?? 0 }));
  const outer = want.filter((w) => w.r !== null && w.terms & (SUM_OFFSET | SUM_VELOCITY)).map((w) => w.r!);
  const inner = want.filter((w) => w.r !== null && w.terms & SUM_INVERSE).map((w) => w.r!);
  let radius = outer.length ? outer[0] : 0, innerRadius = inner.length ? inner[0] : 0;
  if (outer.some((r) => r !== radius)) radius = -1;
  if (inner.some((r) => r !== innerRadius) || (radius > 0 && innerRadius > radius)) innerRadius = -1;
  if (radius < 0 || innerRadius < 0) return { list: true, radius: 0, innerRadius: 0 };
  return { list: want.some((w) => w.r === null), radius: Math.max(radius, innerRadius), innerRadius };
}

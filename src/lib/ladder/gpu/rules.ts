/**
 * The rules pass in WGSL: article B's cohesion, separation and alignment for each boid whose tick has come, from the
 * 3 × 3 cells around it, with every clamp of model.ts. One thread per boid in cell order (thread p is the boid at
 * sorted place p), so neighbouring threads read neighbouring memory.
 *
 * The neighbour cap is order dependent: the CPU rungs from neighbour-cap on keep "the maxBoids − 1 lowest-numbered neighbours" within R, and
 * which boids those are depends on the numbering, not on space. A GPU that simply stopped at the first maxBoids − 1
 * it met would keep whichever its cell order (and the order its atomics ran in) put first: another flock. So with a
 * cap, each thread keeps the lowest start-order ids in a small sorted buffer in its registers, exactly as the uniform grid
 * does, and must look at every candidate of the 3 × 3 block; the sums then run in id order, as on the CPU. Without a
 * cap (maxBoids = 0, the GPU rung's default) the sums run in cell order: the same neighbours, added in another order,
 * which float32 rounds differently — the comparison with the CPU is then to a tolerance, never to the bit.
 */

import { WORKGROUP } from './layout';

/** The WGSL body of the rules pass for a cap of `cap` other boids (0 = no cap). */
export function rulesBody(cap: number): string {
  return cap > 0 ? cappedScan(cap) + RULES_FROM_SUMS : UNCAPPED_SCAN + RULES_FROM_SUMS;
}

/** The pass's entry: which boid, whether it is due, and the bounds of the 3 × 3 block. */
const HEAD = /* wgsl */ `
fn clampTo(v: vec2f, l2: f32) -> vec2f {
  if (l2 > P.vmax * P.vmax) { return v * (P.vmax / sqrt(l2)); }
  return v;
}

@compute @workgroup_size(${WORKGROUP}) fn main(@builtin(global_invocation_id) gid: vec3u) {
  let p = gid.x;
  if (p >= P.n) { return; }
  let me = sorted[p];
  let id = sortedId[p];
  if (slot[id] != state[0] % P.frames) { newVel[id] = me.zw; return; }
  let c = cellXY(me.xy);
  let last = i32(P.g) - 1;
  let cx0 = u32(max(c.x - 1, 0));
  let cx1 = u32(min(c.x + 1, last));
  let cy0 = u32(max(c.y - 1, 0));
  let cy1 = u32(min(c.y + 1, last));
  var m = 0u;
  var coh = vec2f(0.0);
  var sep = vec2f(0.0);
  var close = 0u;
  var ali = me.zw;`;

/** The neighbour's contribution to the three sums, given its offset d = x_j − x_i, d2 = |d|² and its velocity. */
const ADD = /* wgsl */ `
      m = m + 1u;
      coh = coh + d;
      ali = ali + o.zw;
      if (d2 < P.s2 && d2 > 0.0) { sep = sep + d * (-1.0 / d2); close = close + 1u; }`;

/** Every other boid within R, added as it is met. */
const UNCAPPED_SCAN = HEAD + /* wgsl */ `
  for (var row = cy0; row <= cy1; row = row + 1u) {
    // Three cells of a row are one run of sorted places.
    let qe = start[row * P.g + cx1 + 1u];
    for (var q = start[row * P.g + cx0]; q < qe; q = q + 1u) {
      if (q == p) { continue; }
      let o = sorted[q];
      let d = o.xy - me.xy;
      let d2 = d.x * d.x + d.y * d.y;
      if (!(d2 < P.r2)) { continue; }${ADD}
    }
  }`;

/** The cap's lowest ids kept sorted (the highest falls out when full), then added in id order. */
function cappedScan(cap: number): string {
  return HEAD + /* wgsl */ `
  var ids: array<u32, ${cap}>;
  var qs: array<u32, ${cap}>;
  var kept = 0u;
  for (var row = cy0; row <= cy1; row = row + 1u) {
    let qe = start[row * P.g + cx1 + 1u];
    for (var q = start[row * P.g + cx0]; q < qe; q = q + 1u) {
      if (q == p) { continue; }
      let dq = sorted[q].xy - me.xy;
      if (!(dq.x * dq.x + dq.y * dq.y < P.r2)) { continue; }
      let j = sortedId[q];
      if (kept == ${cap}u && j > ids[${cap - 1}u]) { continue; }
      var at = kept;
      if (kept < ${cap}u) { kept = kept + 1u; } else { at = ${cap - 1}u; }
      while (at > 0u && ids[at - 1u] > j) { ids[at] = ids[at - 1u]; qs[at] = qs[at - 1u]; at = at - 1u; }
      ids[at] = j;
      qs[at] = q;
    }
  }
  for (var e = 0u; e < kept; e = e + 1u) {
      let o = sorted[qs[e]];
      let d = o.xy - me.xy;
      let d2 = d.x * d.x + d.y * d.y;${ADD}
  }`;
}

/** The means, their clamps, the weighted sum and its clamp: the uniform grid's `rules`, line for line. */
const RULES_FROM_SUMS = /* wgsl */ `
  // No one but itself: the velocity stays.
  if (m == 0u) { newVel[id] = me.zw; return; }
  let count = f32(m + 1u);
  var cv = coh / count;
  cv = clampTo(cv, cv.x * cv.x + cv.y * cv.y);
  var sv = vec2f(0.0);
  if (close > 0u) {
    sv = sep / f32(close);
    sv = clampTo(sv, sv.x * sv.x + sv.y * sv.y);
  }
  var av = ali / count;
  av = clampTo(av, av.x * av.x + av.y * av.y);
  let u = cv * P.wc + sv * P.ws + av * P.wa;
  newVel[id] = clampTo(u, u.x * u.x + u.y * u.y);
}`;

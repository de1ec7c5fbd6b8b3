/**
 * Article A's group cohesion extension: each member of a group is pulled toward the centre of its group,
 *
 *   F_i = (c_G − x_i) · κ_c,   c_G = mean of x_j over the members j of group G = state.group[i] (i included),
 *   a_i = F_i / m_i
 *
 * (κ_c = cohesionFactor; mass 1 in the article). A spring to the centroid, like Moussaïd et al. 2010's attraction
 * to the group's centre. Agents with group < 0 belong to no group; a group of one feels nothing. Centroids are
 * recomputed on every apply in the force's scratch (GroupSums, one per simulation), indexed by group id and grown
 * when a larger id appears (so group ids should be small integers). On periodic axes positions are averaged by minimum image around the first member.
 */
import { PALETTE, defineForce } from '../force';
import { wrapDelta } from '../../geometry/world';

/** Per group: the first member's position (the reference for minimum images), the sum of offsets from it, the count. */
class GroupSums {
  refX = new Float64Array(16); refY = new Float64Array(16);
  sumX = new Float64Array(16); sumY = new Float64Array(16);
  cnt = new Int32Array(16);

  ensure(groups: number): void {
    if (this.cnt.length >= groups) return;
    let cap = this.cnt.length;
    while (cap < groups) cap *= 2;
    this.refX = new Float64Array(cap); this.refY = new Float64Array(cap);
    this.sumX = new Float64Array(cap); this.sumY = new Float64Array(cap);
    this.cnt = new Int32Array(cap);
  }
}

export const groupCohesionA = defineForce({
  name: 'groupCohesionA',
  label: 'Group cohesion (article A)',
  colour: PALETTE.purple,
  family: 'social',
  channel: 'acceleration',
  summary: "Pulls each group member toward its group's centre: (centre − x)·κ_c (article A's extension; cf. Moussaïd et al. 2010).",
  tex: String.raw`\kappa_c \left(\bar{\mathbf{x}}_{G} - \mathbf{x}_i\right)`,
  params: [
    { key: 'cohesionFactor', symbol: String.raw`\kappa_c`, unit: 'N/m', default: 0.5, min: 0, max: 5, step: 0.05, meaning: "Pull per metre between a member and its group's centre." }
  ],
  radius: () => 0,
  initialize: () => new GroupSums(),
  apply(ctx, p, groups) {
    const kc = p.cohesionFactor;
    const s = ctx.state, n = s.count, x = s.x, y = s.y, ax = s.ax, ay = s.ay, mass = s.mass, group = s.group;
    const w = ctx.world, px = w.periodicX, py = w.periodicY, W = w.width, H = w.height;
    let maxG = -1;
    for (let i = 0; i < n; i++) if (group[i] > maxG) maxG = group[i];
    if (maxG < 0) return;
    groups.ensure(maxG + 1);
    const RX = groups.refX, RY = groups.refY, SX = groups.sumX, SY = groups.sumY, C = groups.cnt;
    for (let g = 0; g <= maxG; g++) { C[g] = 0; SX[g] = 0; SY[g] = 0; }
    for (let i = 0; i < n; i++) {
      const g = group[i];
      if (g < 0) continue;
      if (C[g] === 0) { RX[g] = x[i]; RY[g] = y[i]; }
      let dx = x[i] - RX[g], dy = y[i] - RY[g];
      if (px) dx = wrapDelta(dx, W);
      if (py) dy = wrapDelta(dy, H);
      SX[g] += dx; SY[g] += dy; C[g]++;
    }
    for (let i = ctx.from; i < ctx.to; i++) {
      const g = group[i];
      if (g < 0 || C[g] < 2) continue;
      let dx = RX[g] + SX[g] / C[g] - x[i], dy = RY[g] + SY[g] / C[g] - y[i];
      if (px) dx = wrapDelta(dx, W);
      if (py) dy = wrapDelta(dy, H);
      const f = kc / mass[i];
      ax[i] += dx * f;
      ay[i] += dy * f;
    }
  }
});

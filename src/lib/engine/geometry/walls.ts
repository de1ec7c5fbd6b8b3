/**
 * Walls as line segments (rooms, corridors, doors, columns), stored flat: [x1, y1, x2, y2] per wall.
 * Wall forces ask for the nearest point of each wall; the integrator's wall guard asks whether a move crossed one.
 *
 * Free ends (door posts). An end point that no other segment touches is a free end: the post of a door, the tip of
 * a wall standing in a room. A walker heading through a door feels both posts, and their radial pushes add up
 * against the walking direction: with Helbing & Molnár's wall potential a lone walker stops for good about half a
 * metre before a 1 m door, where that sum equals the driving force. So the wall forces (wallHM, wallHFV, obstacleA)
 * let only the nearest free end push, and only if no wall face or joined corner is nearer; its push is projected on
 * the wall's own line (postPush): sideways, away from that post into the opening, never against passing through it.
 * Only the nearest: from in front of a door both posts' sideways pushes together drive a walker off the door's axis
 * (the farther post's lever is the longer), while the nearer one alone centres it; and beside a door the wall face
 * pushes, not the far post. The integrator's wall guard
 * still stops every crossing, so this changes how close a body may come to a post's tip, not whether it can cross.
 */
export type Segment = readonly [number, number, number, number];

export class Walls {
  readonly seg: Float64Array;
  readonly count: number;
  /** Per wall: bit 1 if its start point is a free end, bit 2 if its end point is (see the file's comment). */
  readonly free: Uint8Array;
  /** Per wall: the unit direction from start to end (0 for a wall of zero length). */
  readonly ux: Float64Array;
  readonly uy: Float64Array;
  /** Which point the last nearest() call returned: 0 a face (or a zero-length wall), 1 the start, 2 the end. */
  lastEnd = 0;

  constructor(segments: readonly Segment[] = []) {
    this.count = segments.length;
    this.seg = new Float64Array(this.count * 4);
    segments.forEach((s, k) => this.seg.set(s, 4 * k));
    this.free = new Uint8Array(this.count);
    this.ux = new Float64Array(this.count);
    this.uy = new Float64Array(this.count);
    const hit = { x: 0, y: 0 };
    for (let k = 0; k < this.count; k++) {
      const [x1, y1, x2, y2] = segments[k], dx = x2 - x1, dy = y2 - y1, len = Math.sqrt(dx * dx + dy * dy);
      if (len === 0) continue;
      this.ux[k] = dx / len; this.uy[k] = dy / len;
      // An end point within a micrometre of any other wall (its end or its face) is joined, not free.
      const touched = (px: number, py: number) => {
        for (let m = 0; m < this.count; m++) if (m !== k && this.nearest(m, px, py, hit) < 1e-12) return true;
        return false;
      };
      this.free[k] = (touched(x1, y1) ? 0 : 1) | (touched(x2, y2) ? 0 : 2);
    }
    this.lastEnd = 0;
  }

  /** Whether the last nearest() call (for wall k) returned one of k's free ends. */
  atFreeEnd(k: number): boolean {
    return (this.free[k] & this.lastEnd) !== 0;
  }

  /**
   * The component of a push (fx, fy) from wall k's free end (the last nearest() call's) along the wall's line,
   * pointing out of the wall past that end, into out: a post pushes sideways into the opening, never across it.
   */
  postPush(k: number, fx: number, fy: number, out: { x: number; y: number }): void {
    const sgn = this.lastEnd === 2 ? 1 : -1, ux = sgn * this.ux[k], uy = sgn * this.uy[k];
    let c = fx * ux + fy * uy;
    if (c < 0) c = 0;
    out.x = c * ux; out.y = c * uy;
  }

  /** Nearest point of wall k to (px, py), written to out; returns the squared distance. */
  nearest(k: number, px: number, py: number, out: { x: number; y: number }): number {
    const s = this.seg, o = 4 * k;
    const x1 = s[o], y1 = s[o + 1], ex = s[o + 2] - x1, ey = s[o + 3] - y1;
    const len2 = ex * ex + ey * ey;
    let t = len2 > 0 ? ((px - x1) * ex + (py - y1) * ey) / len2 : 0;
    if (t < 0) { t = 0; this.lastEnd = 1; } else if (t > 1) { t = 1; this.lastEnd = 2; } else this.lastEnd = len2 > 0 && t === 0 ? 1 : len2 > 0 && t === 1 ? 2 : 0;
    const qx = x1 + t * ex, qy = y1 + t * ey;
    out.x = qx; out.y = qy;
    const dx = px - qx, dy = py - qy;
    return dx * dx + dy * dy;
  }

  /**
   * If the move (ax, ay) → (bx, by) crosses wall k, returns the fraction of the move at the crossing, else -1.
   * Touching at an end point counts as crossing, so agents cannot slip through the joint of two walls.
   */
  crossing(k: number, ax: number, ay: number, bx: number, by: number): number {
    const s = this.seg, o = 4 * k;
    const x1 = s[o], y1 = s[o + 1], ex = s[o + 2] - x1, ey = s[o + 3] - y1;
    const mx = bx - ax, my = by - ay;
    const den = mx * ey - my * ex;
    if (den === 0) return -1;
    const wx = x1 - ax, wy = y1 - ay;
    const t = (wx * ey - wy * ex) / den; // along the move
    const u = (wx * my - wy * mx) / den; // along the wall
    return t >= 0 && t <= 1 && u >= 0 && u <= 1 ? t : -1;
  }

  toArray(): Segment[] {
    const out: Segment[] = [];
    for (let k = 0; k < this.count; k++) out.push([this.seg[4 * k], this.seg[4 * k + 1], this.seg[4 * k + 2], this.seg[4 * k + 3]]);
    return out;
  }
}

/** Closed polygon (list of corners) as wall segments. */
export function polygon(points: readonly (readonly [number, number])[], closed = true): Segment[] {
  const out: Segment[] = [];
  const n = points.length;
  for (let k = 0; k < (closed ? n : n - 1); k++) {
    const a = points[k], b = points[(k + 1) % n];
    out.push([a[0], a[1], b[0], b[1]]);
  }
  return out;
}

/** A square column of side s centred at (cx, cy). */
export function column(cx: number, cy: number, s: number): Segment[] {
  const h = s / 2;
  return polygon([[cx - h, cy - h], [cx + h, cy - h], [cx + h, cy + h], [cx - h, cy + h]]);
}

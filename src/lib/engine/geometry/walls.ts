/**
 * Walls as line segments (rooms, corridors, doors, columns), stored flat: [x1, y1, x2, y2] per wall.
 * Wall forces ask for the nearest point of each wall; the integrator's wall guard asks whether a move crossed one.
 */
export type Segment = readonly [number, number, number, number];

export class Walls {
  readonly seg: Float64Array;
  readonly count: number;

  constructor(segments: readonly Segment[] = []) {
    this.count = segments.length;
    this.seg = new Float64Array(this.count * 4);
    segments.forEach((s, k) => this.seg.set(s, 4 * k));
  }

  /** Nearest point of wall k to (px, py), written to out; returns the squared distance. */
  nearest(k: number, px: number, py: number, out: { x: number; y: number }): number {
    const s = this.seg, o = 4 * k;
    const x1 = s[o], y1 = s[o + 1], ex = s[o + 2] - x1, ey = s[o + 3] - y1;
    const len2 = ex * ex + ey * ey;
    let t = len2 > 0 ? ((px - x1) * ex + (py - y1) * ey) / len2 : 0;
    if (t < 0) t = 0; else if (t > 1) t = 1;
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

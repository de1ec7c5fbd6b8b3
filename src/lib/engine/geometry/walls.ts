/**
 * Walls as line segments (rooms, corridors, doors, columns), stored flat: [x1, y1, x2, y2] per wall.
 * Wall forces ask for the nearest point of each wall; the integrator's wall guard asks whether a move crossed one.
 *
 * Tips: free ends and corners. An end point that no other segment touches is a free end: the post of a door, the
 * tip of a wall standing in a room. Where a wall's nearest point to a walker is one of its end points, free or joined
 * to another wall (a corner seen from outside, like the corners where a corridor meets a room), that end is a tip.
 * A walker heading through an opening feels both of its sides, and their radial pushes add up against the walking
 * direction: with Helbing & Molnár's wall potential a lone walker stops for good about half a metre before a 1 m
 * door, or before the end of a 1 m corridor, where that sum equals the driving force. So the wall forces (wallHM,
 * wallHFV, obstacleA) let only the nearest tip push, and only if no wall face is nearer (a joined end behind a
 * nearer face is the same border seen again; a corner's two walls give one tip, not two pushes). Its push is split
 * by how squarely the walker's desired direction e heads through the tip's wall line (h = −e·n, n the line's normal
 * on the walker's side, 0 if e points along or away): a share h of its component along the line, sideways away from
 * the tip into the opening (tipPush), and (1 − h)² of its component across the line, away from it, as the wall's
 * face would push. So a walker heading squarely through is not pushed back, and one walking along the wall past an
 * opening, or turning along it just out of a door, is not pushed back either: the projection along the line alone
 * points straight against walking along the wall, flips sign at the opening's middle and held a walker there (RiMEA
 * 10), and the radial push alone has a component against both. The across part does push back against walking
 * through, so it falls off as the square: with 1 − h, everyone heading in obliquely was held off the line by a
 * sizeable share (29 % of the tip's push at 45°, now 9 %), the 0.8 m door of chapter 9 passed fewer (the last of 80
 * out after 86–110 s, against 82–89 s with sideways-only posts), and on seed 1 three of 80 froze in front of it for
 * good: two before the wall faces beside the posts, heading in diagonally and pushed apart by each other and by the
 * third behind the gap, the faces holding them back (a rest every rule of tips allows, since no tip pushes there; the
 * slower flow is what built it). Only the nearest: from in front of a door both posts'
 * sideways pushes together drive a walker off the door's axis (the farther post's lever is the longer), while the
 * nearer one alone centres it; and beside a door the wall face pushes, not the far post. The integrator's wall guard
 * still stops every crossing, so this changes how close a body may come to a tip, not whether it can cross.
 */
export type Segment = readonly [number, number, number, number];

export class Walls {
  readonly seg: Float64Array;
  readonly count: number;
  private freeEnds: Uint8Array | null = null;
  /** Per wall: the unit direction from start to end (0 for a wall of zero length). */
  readonly ux: Float64Array;
  readonly uy: Float64Array;
  /** Which point the last nearest() call returned: 0 a face (or a zero-length wall), 1 the start, 2 the end. */
  lastEnd = 0;
  /** Per wall: 1 if horizontal (y1 = y2), 2 if vertical (x1 = x2, y1 ≠ y2), 0 otherwise; `level` is its y or x. */
  readonly axis: Uint8Array;
  readonly level: Float64Array;

  constructor(segments: readonly Segment[] = []) {
    this.count = segments.length;
    this.seg = new Float64Array(this.count * 4);
    segments.forEach((s, k) => this.seg.set(s, 4 * k));
    this.ux = new Float64Array(this.count);
    this.uy = new Float64Array(this.count);
    this.axis = new Uint8Array(this.count);
    this.level = new Float64Array(this.count);
    for (let k = 0; k < this.count; k++) {
      const [x1, y1, x2, y2] = segments[k], dx = x2 - x1, dy = y2 - y1, len = Math.sqrt(dx * dx + dy * dy);
      // (Only walls of finite length: nearest()'s t is then finite or ±Infinity, which it clamps.)
      if (len - len === 0) { if (dy === 0) { this.axis[k] = 1; this.level[k] = y1; } else if (dx === 0) { this.axis[k] = 2; this.level[k] = x1; } }
      if (len === 0) continue;
      this.ux[k] = dx / len; this.uy[k] = dy / len;
    }
  }

  /**
   * Per wall: bit 1 if its start point is a free end, bit 2 if its end point is (see the file's comment). The forces
   * treat every tip alike, so this is worked out (every end against every wall) only when something asks.
   */
  get free(): Uint8Array {
    if (this.freeEnds) return this.freeEnds;
    const free = new Uint8Array(this.count), hit = { x: 0, y: 0 }, saved = this.lastEnd;
    for (let k = 0; k < this.count; k++) {
      if (this.ux[k] === 0 && this.uy[k] === 0) continue;
      const o = 4 * k;
      // An end point within a micrometre of any other wall (its end or its face) is joined, not free.
      const touched = (px: number, py: number) => {
        for (let m = 0; m < this.count; m++) if (m !== k && this.nearest(m, px, py, hit) < 1e-12) return true;
        return false;
      };
      free[k] = (touched(this.seg[o], this.seg[o + 1]) ? 0 : 1) | (touched(this.seg[o + 2], this.seg[o + 3]) ? 0 : 2);
    }
    this.lastEnd = saved;
    return (this.freeEnds = free);
  }

  /** Whether the last nearest() call returned an end point of its wall (free or joined): a tip (file comment). */
  atEnd(): boolean {
    return this.lastEnd !== 0;
  }

  /** Which side of wall k's line (px, py) is on, along its normal (−u_y, u_x): > 0 one side, < 0 the other, 0 on it. */
  private side(k: number, px: number, py: number): number {
    const o = 4 * k;
    return (px - this.seg[o]) * -this.uy[k] + (py - this.seg[o + 1]) * this.ux[k];
  }

  /**
   * How squarely a walker at (px, py) heading along (ex, ey) heads through wall k's line, h = −e·n with n the line's
   * normal on the walker's side, clamped to [0, 1]: 1 straight through, 0 along the wall, away from it, or on the line.
   */
  through(k: number, px: number, py: number, ex: number, ey: number): number {
    const side = this.side(k, px, py), en = ex * -this.uy[k] + ey * this.ux[k];
    const t = -(side > 0 ? en : side < 0 ? -en : 0);
    return t < 0 ? 0 : t > 1 ? 1 : t;
  }

  /**
   * The push (fx, fy) of wall k's tip (the last nearest() call's end point) on a walker at (px, py), into out: a
   * share h (how squarely it heads through the wall's line: −e·n, 0 to 1) of its component along the wall's line
   * pointing out past the tip, sideways into the opening; a share (1 − h)² of its component across the line, away
   * from it, as the wall's face would push. The first never points against passing through, nor against walking
   * along the wall: the radial push's component that does is what held walkers at openings (see the file's comment);
   * the second holds a walker off the line the less, the more squarely it heads through.
   */
  tipPush(k: number, px: number, py: number, h: number, fx: number, fy: number, out: { x: number; y: number }): void {
    const sgn = this.lastEnd === 2 ? 1 : -1, ux = sgn * this.ux[k], uy = sgn * this.uy[k];
    let c = fx * ux + fy * uy;
    if (c < 0) c = 0;
    c *= h;
    const side = this.side(k, px, py);
    const nx = side > 0 ? -this.uy[k] : side < 0 ? this.uy[k] : 0, ny = side > 0 ? this.ux[k] : side < 0 ? -this.ux[k] : 0;
    let cn = fx * nx + fy * ny;
    if (cn < 0) cn = 0;
    cn *= (1 - h) * (1 - h);
    out.x = c * ux + cn * nx; out.y = c * uy + cn * ny;
  }

  /**
   * Whether nearest(k, px, py) would return a squared distance of at least r2, told without calling it, for the common
   * case of a wall along an axis and a walker farther than √r2 from its line: the wall forces skip such walls, as they
   * skip every wall whose nearest() is r2 or more (true only when it is; false means: ask nearest()). Exact: for a
   * horizontal wall ey = 0, so nearest()'s qy = y1 + t·0 is y1 and its dy is py − y1 as here; its d2 = dx² + dy² is
   * then at least dy² after rounding too (rounding is monotonic). Only for finite px, py and d: otherwise t·0 may be
   * NaN, and nearest() says NaN (left to it).
   */
  beyond(k: number, px: number, py: number, r2: number): boolean {
    const a = this.axis[k];
    if (a === 0) return false;
    const d = a === 1 ? py - this.level[k] : px - this.level[k];
    return d * d >= r2 && d - d === 0 && px - px === 0 && py - py === 0;
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
    const wx = x1 - ax, wy = y1 - ay, nt = wx * ey - wy * ex;
    // |t| > 2 without dividing: the usual answer for a short move far from the wall. Exact: rounding is monotonic and
    // 2 is a double, so |nt| > 2|den| (2|den| exact) gives |t| ≥ 2 after rounding, which the test below refuses too.
    if (Math.abs(nt) > 2 * Math.abs(den)) return -1;
    const t = nt / den; // along the move
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

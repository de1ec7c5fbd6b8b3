/** Helpers that place agents for scenario builders: uniform in a region, without overlaps where bodies matter. */
import type { Random } from '../random';
import { cos, sin } from '../math';

export interface Point { x: number; y: number }

/**
 * Up to n points uniform in the rectangle, at least `gap` apart (rejection sampling with a spatial hash).
 * Gives up on a point after many tries, so an over-full region yields fewer points rather than hanging.
 */
export function scatterInRect(rng: Random, n: number, x0: number, y0: number, x1: number, y1: number, gap: number): Point[] {
  const out: Point[] = [];
  const cell = Math.max(gap, 1e-9), buckets = new Map<number, Point[]>();
  const key = (cx: number, cy: number) => cx * 73856093 ^ cy * 19349663;
  for (let k = 0; k < n; k++) {
    for (let attempt = 0; attempt < 200; attempt++) {
      const p = { x: rng.uniform(x0, x1), y: rng.uniform(y0, y1) };
      const cx = Math.floor(p.x / cell), cy = Math.floor(p.y / cell);
      let ok = true;
      for (let dx = -1; dx <= 1 && ok; dx++) for (let dy = -1; dy <= 1 && ok; dy++) {
        for (const q of buckets.get(key(cx + dx, cy + dy)) ?? []) if ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y) < gap * gap) { ok = false; break; }
      }
      if (!ok && gap > 0) continue;
      out.push(p);
      const b = key(cx, cy);
      (buckets.get(b) ?? buckets.set(b, []).get(b)!).push(p);
      break;
    }
  }
  return out;
}

/** n points uniform in a disc (no spacing). */
export function scatterInDisc(rng: Random, n: number, cx: number, cy: number, radius: number): Point[] {
  const out: Point[] = [];
  const p = { x: 0, y: 0 };
  for (let k = 0; k < n; k++) { rng.inDisc(cx, cy, radius, p); out.push({ x: p.x, y: p.y }); }
  return out;
}

/** A random unit vector times speed. */
export function randomVelocity(rng: Random, speed: number): { vx: number; vy: number } {
  const a = rng.uniform(0, 2 * Math.PI);
  return { vx: speed * cos(a), vy: speed * sin(a) };
}

/** Desired speed drawn from a normal distribution, truncated to [lo, hi]. */
export function normalSpeed(rng: Random, mean: number, sd: number, lo = 0.1 * mean, hi = 3 * mean): number {
  if (sd <= 0) return mean;
  for (let k = 0; k < 20; k++) {
    const v = mean + sd * rng.gaussian();
    if (v >= lo && v <= hi) return v;
  }
  return mean;
}

/**
 * n points on a jittered triangular lattice filling the rectangle: the densest even spread, so that dense crowds
 * start without overlapping bodies (overlaps at t = 0 mean huge contact forces in the first step).
 */
export function latticeInRect(rng: Random, n: number, x0: number, y0: number, x1: number, y1: number, jitter = 0.1): Point[] {
  const w = x1 - x0, h = y1 - y0;
  // Rows of a triangular lattice are √3/2 of the spacing apart; choose the row count that fits n points.
  const rows = Math.max(1, Math.round(Math.sqrt((n * h * 2) / (w * Math.sqrt(3)))));
  const perRow = Math.ceil(n / rows);
  const dx = w / perRow, dy = h / rows, out: Point[] = [];
  for (let r = 0; r < rows && out.length < n; r++) {
    for (let c = 0; c < perRow && out.length < n; c++) {
      const jx = (rng.next() - 0.5) * jitter * dx, jy = (rng.next() - 0.5) * jitter * dy;
      out.push({ x: x0 + (c + 0.5 + (r % 2) * 0.5) * dx + jx, y: y0 + (r + 0.5) * dy + jy });
    }
  }
  return out;
}

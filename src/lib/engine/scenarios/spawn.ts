/** Helpers that place flocks (crowds are placed from their scenario documents, without overlaps: doc/place.ts). */
import type { Random } from '../random';
import { cos, sin } from '../math';

export interface Point { x: number; y: number }

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

/** The simulated region. Periodic axes wrap (a torus); non-periodic axes are open, and walls or forces bound them. */
export interface World {
  readonly x0: number;
  readonly y0: number;
  readonly width: number;
  readonly height: number;
  readonly periodicX: boolean;
  readonly periodicY: boolean;
}

export function makeWorld(width: number, height: number, periodicX = false, periodicY = periodicX, x0 = 0, y0 = 0): World {
  return { x0, y0, width, height, periodicX, periodicY };
}

/** Shortest displacement along a periodic axis of length L (minimum image). */
export function wrapDelta(d: number, L: number): number {
  if (d > 0.5 * L) return d - L;
  if (d < -0.5 * L) return d + L;
  return d;
}

/** Brings a coordinate back into [lo, lo + L). */
function wrapCoord(v: number, lo: number, L: number): number {
  if (v < lo) { v += L; if (v < lo) v = lo + ((((v - lo) % L) + L) % L); }
  else if (v >= lo + L) { v -= L; if (v >= lo + L) v = lo + ((((v - lo) % L) + L) % L); }
  return v;
}

/** wrapCoord over a[0 … n−1], in place. */
export function wrapAll(a: Float64Array, n: number, lo: number, L: number): void {
  for (let i = 0; i < n; i++) a[i] = wrapCoord(a[i], lo, L);
}

/**
 * Speed zones: rectangles of floor that scale the desired speed of the walkers inside them — stairs, ramps, a slow
 * corridor. A walker whose centre is in a zone desires v₀·f instead of v₀ (and its speed cap, a multiple of v₀,
 * scales with it). A zone may depend on the walking direction: stairs with an `up` direction take `factor` for a
 * walker whose desired direction has a component along `up`, `factorDown` otherwise. Weidmann (1993, table of stair
 * speeds, after Fruin 1971) gives 0.610 m/s up and 0.694 m/s down, horizontally, against 1.34 m/s on the level:
 * factors 0.455 and 0.518 (the values RiMEA's stair tests use).
 *
 * One plane only: a zone changes speed, not level (multi-level buildings are not modelled). Where zones overlap,
 * the first one listed wins. `factorAt` is called in the hot loop: it reads flat arrays and allocates nothing.
 */

export interface SpeedZoneSpec {
  readonly name: string;
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  /** Scale of the desired speed (walking along `up`, when the zone has one). */
  readonly factor: number;
  /** Direction of ascent (any length): with it, `factorDown` applies to walkers heading against it. */
  readonly up?: readonly [number, number];
  readonly factorDown?: number;
}

/** Weidmann 1993 (after Fruin 1971): horizontal stair speeds 0.610 (up) and 0.694 m/s (down) over 1.34 m/s level. */
export const STAIRS_UP = 0.455;
export const STAIRS_DOWN = 0.518;

const STRIDE = 8; // x0 y0 x1 y1 factor factorDown ux uy

export class SpeedZones {
  readonly specs: readonly SpeedZoneSpec[];
  private readonly z: Float64Array;
  private readonly n: number;

  constructor(specs: readonly SpeedZoneSpec[]) {
    this.specs = specs.map((s) => ({ ...s }));
    this.n = specs.length;
    this.z = new Float64Array(STRIDE * this.n);
    specs.forEach((s, k) => {
      const o = STRIDE * k, ux = s.up?.[0] ?? 0, uy = s.up?.[1] ?? 0, len = Math.sqrt(ux * ux + uy * uy);
      this.z[o] = s.x0; this.z[o + 1] = s.y0; this.z[o + 2] = s.x1; this.z[o + 3] = s.y1;
      this.z[o + 4] = s.factor; this.z[o + 5] = s.factorDown ?? s.factor;
      this.z[o + 6] = len > 0 ? ux / len : 0; this.z[o + 7] = len > 0 ? uy / len : 0;
    });
  }

  /** The factor at (x, y) for a walker whose desired direction is (ex, ey); 1 outside every zone. */
  factorAt(x: number, y: number, ex: number, ey: number): number {
    const z = this.z;
    for (let k = 0, o = 0; k < this.n; k++, o += STRIDE) {
      if (x < z[o] || x > z[o + 2] || y < z[o + 1] || y > z[o + 3]) continue;
      return ex * z[o + 6] + ey * z[o + 7] >= 0 ? z[o + 4] : z[o + 5];
    }
    return 1;
  }

  /** Index of the zone holding (x, y), or −1 (for metrics: who is on the stairs). */
  zoneAt(x: number, y: number): number {
    const z = this.z;
    for (let k = 0, o = 0; k < this.n; k++, o += STRIDE) if (x >= z[o] && x <= z[o + 2] && y >= z[o + 1] && y <= z[o + 3]) return k;
    return -1;
  }
}

/** The zones of a layout, or null when it has none (the drivers then read v₀ exactly as before). */
export const speedZonesOf = (specs: readonly SpeedZoneSpec[] | undefined): SpeedZones | null => (specs && specs.length > 0 ? new SpeedZones(specs) : null);

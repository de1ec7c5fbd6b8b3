/**
 * Seeded pseudo-random numbers: the same seed gives the same sequence in the page, a worker and Node.
 * sfc32 (Chris Doty-Humphrey's Small Fast Counter) seeded through splitmix32: fast, 32-bit integer maths only,
 * so results are bit-identical on every JavaScript engine.
 */
import { cos, log, sin } from './math';

export class Random {
  private a = 0;
  private b = 0;
  private c = 0;
  private d = 0;
  private spare = NaN;

  constructor(readonly seed: number) {
    let s = seed >>> 0;
    const next = () => {
      s = (s + 0x9e3779b9) | 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let i = 0; i < 12; i++) this.uint32();
  }

  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296;
  }

  uniform(lo: number, hi: number): number {
    return lo + (hi - lo) * this.next();
  }

  /** Standard normal (Marsaglia's polar method; the second value is kept for the next call). */
  gaussian(): number {
    if (!Number.isNaN(this.spare)) {
      const s = this.spare;
      this.spare = NaN;
      return s;
    }
    let u = 0, v = 0, r = 0;
    do {
      u = 2 * this.next() - 1;
      v = 2 * this.next() - 1;
      r = u * u + v * v;
    } while (r >= 1 || r === 0);
    const f = Math.sqrt((-2 * log(r)) / r);
    this.spare = v * f;
    return u * f;
  }

  /** Uniform point in a disc: [x, y] written into `out`. */
  inDisc(cx: number, cy: number, radius: number, out: { x: number; y: number }): void {
    const r = radius * Math.sqrt(this.next());
    const a = 2 * Math.PI * this.next();
    out.x = cx + r * cos(a);
    out.y = cy + r * sin(a);
  }

  /** A fresh 31-bit seed, for "new seed" buttons. */
  static freshSeed(): number {
    return Math.floor(Math.random() * 0x7fffffff);
  }
}

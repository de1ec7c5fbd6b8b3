/**
 * A plain scalar version of the standard boids workload, the algorithm of the JS yardstick
 * (../shared/bench/yardstick-boids.mjs, beside the repository) line for line, in either precision: 'f64' is that yardstick; 'f32' rounds
 * every operation's result to float32 (Math.fround), as the C yardstick and the WebAssembly kernel compute. It is the
 * kernel's reference in the tests (same trajectories up to the order of the sums) and the float64 side of the
 * precision measurement (tests/tools/wasm-precision.ts). Slow on purpose: clarity over speed.
 *
 * As in the kernel, after each step the boids are stored in the cell order of that step; `id` follows each boid and
 * `neighbours` holds the count each one had (within R, itself excluded) in the step just taken.
 */
import { rounding, type BoidsStart } from './standardBoids';

export class BoidsReference {
  readonly n: number;
  readonly L: number;
  readonly G: number;
  readonly cs: number;
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly vx: Float64Array;
  readonly vy: Float64Array;
  readonly id: Int32Array;
  readonly neighbours: Int32Array;
  private readonly r: (v: number) => number;
  private readonly sx: Float64Array;
  private readonly sy: Float64Array;
  private readonly svx: Float64Array;
  private readonly svy: Float64Array;
  private readonly sid: Int32Array;
  private readonly cnt: Int32Array;
  private readonly start: Int32Array;
  private readonly cell: Int32Array;
  /** neighbours, Σdx, Σdy, Σvx, Σvy, separation x, separation y */
  private readonly acc = new Float64Array(7);
  private readonly W_ALI: number;
  private readonly W_SEP: number;
  private readonly DT: number;

  constructor(s: BoidsStart) {
    const n = s.n;
    this.n = n; this.L = s.L; this.G = s.G; this.cs = s.cs;
    this.r = rounding(s.precision);
    this.W_ALI = this.r(0.8); this.W_SEP = this.r(0.05); this.DT = this.r(0.05);
    this.x = Float64Array.from(s.x); this.y = Float64Array.from(s.y);
    this.vx = Float64Array.from(s.vx); this.vy = Float64Array.from(s.vy);
    this.id = Int32Array.from({ length: n }, (_, i) => i);
    this.neighbours = new Int32Array(n);
    this.sx = new Float64Array(n); this.sy = new Float64Array(n); this.svx = new Float64Array(n); this.svy = new Float64Array(n);
    this.sid = new Int32Array(n);
    this.cnt = new Int32Array(s.G * s.G + 1); this.start = new Int32Array(s.G * s.G + 1); this.cell = new Int32Array(n);
  }

  private range(b: number, e: number, px: number, py: number, shx: number, shy: number): void {
    const { r, sx, sy, svx, svy, acc } = this;
    let n = 0, cx = 0, cy = 0, ax = 0, ay = 0, spx = 0, spy = 0;
    for (let j = b; j < e; j++) {
      const dx = r(r(sx[j] + shx) - px), dy = r(r(sy[j] + shy) - py), d2 = r(r(dx * dx) + r(dy * dy));
      if (d2 < 1 && d2 > 0) {
        n++; cx = r(cx + dx); cy = r(cy + dy); ax = r(ax + svx[j]); ay = r(ay + svy[j]);
        if (d2 < 0.25) { const w = r(1 / d2); spx = r(spx - r(dx * w)); spy = r(spy - r(dy * w)); }
      }
    }
    acc[0] += n; acc[1] = r(acc[1] + cx); acc[2] = r(acc[2] + cy); acc[3] = r(acc[3] + ax); acc[4] = r(acc[4] + ay);
    acc[5] = r(acc[5] + spx); acc[6] = r(acc[6] + spy);
  }

  step(): void {
    const { r, n: N, G, L, cs, x, y, vx, vy, sx, sy, svx, svy, cnt, start, cell, acc, id, sid, W_ALI, W_SEP, DT } = this;
    cnt.fill(0);
    for (let i = 0; i < N; i++) {
      let cx = Math.trunc(r(x[i] / cs)), cy = Math.trunc(r(y[i] / cs));
      if (cx >= G) cx = G - 1;
      if (cy >= G) cy = G - 1;
      cell[i] = cy * G + cx; cnt[cell[i] + 1]++;
    }
    for (let c = 0; c < G * G; c++) cnt[c + 1] += cnt[c];
    start.set(cnt);
    for (let i = 0; i < N; i++) {
      const p = cnt[cell[i]]++;
      sx[p] = x[i]; sy[p] = y[i]; svx[p] = vx[i]; svy[p] = vy[i]; sid[p] = id[i];
    }
    for (let cy = 0; cy < G; cy++) for (let cx = 0; cx < G; cx++) {
      const c = cy * G + cx;
      for (let i = start[c]; i < start[c + 1]; i++) {
        const px = sx[i], py = sy[i];
        acc.fill(0);
        for (let dy = -1; dy <= 1; dy++) {
          let ny = cy + dy, shy = 0;
          if (ny < 0) { ny += G; shy = -L; } else if (ny >= G) { ny -= G; shy = L; }
          const row = ny * G;
          if (cx > 0 && cx < G - 1) this.range(start[row + cx - 1], start[row + cx + 2], px, py, 0, shy);
          else for (let dx = -1; dx <= 1; dx++) {
            let nx = cx + dx, shx = 0;
            if (nx < 0) { nx += G; shx = -L; } else if (nx >= G) { nx -= G; shx = L; }
            this.range(start[row + nx], start[row + nx + 1], px, py, shx, shy);
          }
        }
        let ax = 0, ay = 0;
        if (acc[0] > 0) {
          const inv = r(1 / acc[0]);
          ax = r(r(r(r(acc[1] * inv) * 0.5) + r(r(r(acc[3] * inv) - svx[i]) * W_ALI)) + r(acc[5] * W_SEP));
          ay = r(r(r(r(acc[2] * inv) * 0.5) + r(r(r(acc[4] * inv) - svy[i]) * W_ALI)) + r(acc[6] * W_SEP));
        }
        let nvx = r(svx[i] + r(ax * DT)), nvy = r(svy[i] + r(ay * DT));
        const sp = r(Math.sqrt(r(r(nvx * nvx) + r(nvy * nvy))));
        if (sp > 1) { nvx = r(nvx * r(1 / sp)); nvy = r(nvy * r(1 / sp)); }
        vx[i] = nvx; vy[i] = nvy;
        let nx = r(px + r(nvx * DT)), ny = r(py + r(nvy * DT));
        if (nx < 0) nx = r(nx + L);
        if (nx >= L) nx = r(nx - L);
        if (ny < 0) ny = r(ny + L);
        if (ny >= L) ny = r(ny - L);
        x[i] = nx; y[i] = ny;
        id[i] = sid[i];
        this.neighbours[i] = acc[0];
      }
    }
  }
}

/**
 * What float32 does to the flock: the WebAssembly kernel (float32, the C yardstick's start) against the float64 JS
 * yardstick's algorithm (src/lib/wasm/boidsReference.ts in 'f64', the JS yardstick's start), over a long run.
 * For each seed, the polarization (|Σ v/|v|| / N) and the mean neighbour count (within R = 1) at a few checkpoints.
 * The two runs start from the same draws (positions equal to float32 rounding) and part within a few dozen steps
 * (the flock is chaotic), so what can be compared is the statistics, against their spread over seeds.
 * Usage: npx tsx tests/tools/wasm-precision.ts [N] [STEPS] [SEEDS]   (defaults 10000 2000 5)
 */
import { readFileSync } from 'node:fs';
import { createBoidsKernel } from '../../src/lib/wasm/boidsKernel';
import { BoidsReference } from '../../src/lib/wasm/boidsReference';
import { standardStart } from '../../src/lib/wasm/standardBoids';
import { wasmPath } from './build-wasm.mjs';

const N = Number(process.argv[2] ?? 10000), STEPS = Number(process.argv[3] ?? 2000), SEEDS = Number(process.argv[4] ?? 5);
const CHECKPOINTS = [0, 100, 500, 1000, STEPS].filter((s, i, a) => s <= STEPS && a.indexOf(s) === i);

interface Flock { vx: ArrayLike<number>; vy: ArrayLike<number>; neighbours: ArrayLike<number>; step(): void }

function polarization(f: Flock): number {
  let sx = 0, sy = 0;
  for (let i = 0; i < f.vx.length; i++) { const s = Math.hypot(f.vx[i], f.vy[i]); if (s > 0) { sx += f.vx[i] / s; sy += f.vy[i] / s; } }
  return Math.hypot(sx, sy) / f.vx.length;
}
const meanNeighbours = (f: Flock) => { let s = 0; for (let i = 0; i < f.neighbours.length; i++) s += f.neighbours[i]; return s / f.neighbours.length; };

/** A mean neighbour count, or a dash where there is none (the start). */
const nbText = (v: number, w = 5) => (Number.isNaN(v) ? '—' : v.toFixed(2)).padStart(w);

/** Polarization and mean neighbours at each checkpoint (the neighbours counted in the step that reached it). */
function run(f: Flock): { step: number; pol: number; nb: number }[] {
  const out: { step: number; pol: number; nb: number }[] = [];
  for (let s = 0; s <= STEPS; s++) {
    if (s > 0) f.step();
    if (CHECKPOINTS.includes(s)) out.push({ step: s, pol: polarization(f), nb: s > 0 ? meanNeighbours(f) : NaN });
  }
  return out;
}

const module = new WebAssembly.Module(readFileSync(wasmPath('boids')));
const rows: { seed: number; f32: ReturnType<typeof run>; f64: ReturnType<typeof run> }[] = [];
console.log(`N = ${N}, ${STEPS} steps, ${SEEDS} seeds; float32 = WebAssembly kernel, float64 = the JS yardstick's algorithm`);
for (let k = 0; k < SEEDS; k++) {
  const seed = 12345 + k;
  const kernel = createBoidsKernel(module, N, standardStart(N, 'f32', seed));
  const ref = new BoidsReference(standardStart(N, 'f64', seed));
  const row = { seed, f32: run({ vx: kernel.vx, vy: kernel.vy, neighbours: kernel.neighbours, step: () => kernel.step() }), f64: run(ref) };
  rows.push(row);
  console.log(`seed ${seed}: ` + row.f32.map((a, i) => `step ${a.step}: pol ${a.pol.toFixed(4)} / ${row.f64[i].pol.toFixed(4)}, nb ${nbText(a.nb, 0)} / ${nbText(row.f64[i].nb, 0)}`).join('; '));
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = (xs: number[]) => { const m = mean(xs); return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / Math.max(1, xs.length - 1)); };
console.log('\nstep   polarization f32 (mean ± sd)  f64              diff    neighbours f32     f64             diff');
CHECKPOINTS.forEach((s, i) => {
  const p32 = rows.map((r) => r.f32[i].pol), p64 = rows.map((r) => r.f64[i].pol), n32 = rows.map((r) => r.f32[i].nb), n64 = rows.map((r) => r.f64[i].nb);
  console.log(`${String(s).padStart(5)}  ${mean(p32).toFixed(4)} ± ${sd(p32).toFixed(4)}           ${mean(p64).toFixed(4)} ± ${sd(p64).toFixed(4)}  ${(mean(p32) - mean(p64)).toFixed(4).padStart(7)}   ${nbText(mean(n32))} ± ${nbText(sd(n32), 4)}   ${nbText(mean(n64))} ± ${nbText(sd(n64), 4)}  ${nbText(mean(n32) - mean(n64), 6)}`);
});

/**
 * The WebAssembly SIMD boids kernel (src/lib/wasm) beside the C yardstick and the JS yardstick, on the standard boids
 * workload (../shared/bench/yardstick-boids.{c,mjs}, outside this repository). The C is compiled here with the
 * machine's gcc into a temporary folder (its header's build line); without gcc its column is left out.
 * The three take turns in rounds (the machine is shared and its speed drifts), the order of the turns alternating from
 * round to round. ms are medians over the rounds; wasm/C is given as the min, median and max of the rounds' ratios.
 * Also the arithmetic bound: the candidate pairs a step examines × the vector instructions a pair costs in the kernel's
 * inner loop, over four f32x4 lanes at one vector instruction per cycle at the machine's clock.
 * Usage: npm run bench:wasm [-- --sizes 10000,100000] [-- --rounds 5] [-- --json]; `npm run bench` runs it too.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { createBoidsKernel } from '../../src/lib/wasm/boidsKernel';
import { wasmPath } from '../tools/build-wasm.mjs';
import { count, flagsOrExit, sizesList, type Usage } from './flags';

const here = dirname(fileURLToPath(import.meta.url));
const SHARED = resolve(here, '..', '..', '..', 'shared', 'bench');
const C_SOURCE = join(SHARED, 'yardstick-boids.c'), JS_YARDSTICK = join(SHARED, 'yardstick-boids.mjs');

/**
 * f32x4 instructions one pass of the kernel's inner loop takes (src/lib/wasm/assembly/boids.ts, boid(); count them in
 * the .wat): 4 loads; dx, dy, d² (5); the neighbour mask (3: lt, gt, and); the count (1); four masked sums (8); the
 * separation (8: lt, and, div, and, two products, two sums). Each handles four pairs, one a lane: 29 per pair.
 */
export const OPS_PER_PAIR = 29;

export interface WasmRow {
  N: number;
  rounds: number;
  wasmMs: number;
  cMs: number | null;
  jsMs: number | null;
  /** wasm / C, per round: min, median, max. */
  ratio: [number, number, number] | null;
  /** Candidate pairs a step examines (each boid against its 3×3 block of cells, itself included). */
  pairsPerStep: number;
  /** The bound: pairs × OPS_PER_PAIR / (4 lanes × clock), ms. */
  boundMs: number;
  clockGHz: number;
}

const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[s.length >> 1] : 0.5 * (s[s.length / 2 - 1] + s[s.length / 2]); };
const stepsFor = (n: number) => (n >= 100_000 ? 20 : 30);

/** The machine's clock from /proc/cpuinfo (the nominal one: a boost clock is not reported there), else os.cpus(). */
export function clockGHz(): number {
  try {
    const m = /cpu MHz\s*:\s*([\d.]+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'));
    if (m) return Number(m[1]) / 1000;
  } catch { /* not Linux */ }
  return (os.cpus()[0]?.speed ?? 0) / 1000;
}

/** Compiles the C yardstick into a temporary folder; null (and why) when there is no gcc or no source. */
function compileC(): { exe: string; dir: string } | { missing: string } {
  if (!existsSync(C_SOURCE)) return { missing: `no C yardstick at ${C_SOURCE}` };
  const dir = mkdtempSync(join(os.tmpdir(), 'yardstick-c-'));
  const exe = join(dir, 'yardstick');
  try {
    execFileSync('gcc', ['-O3', '-march=native', '-ffast-math', '-o', exe, C_SOURCE, '-lm'], { stdio: 'pipe' });
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    return { missing: `gcc could not build the C yardstick (${(e as Error).message.split('\n')[0]})` };
  }
  return { exe, dir };
}

const msOf = (out: string) => { const m = /median_ms=([\d.]+)/.exec(out); if (!m) throw new Error(`no median_ms in: ${out}`); return Number(m[1]); };

/** Median ms per step of a fresh kernel from the standard start, after 5 warm-up steps (as the JS yardstick warms). */
function timeWasm(module: WebAssembly.Module, n: number, steps: number): { ms: number; pairs: number } {
  const k = createBoidsKernel(module, n);
  for (let i = 0; i < 5; i++) k.step();
  const t: number[] = [];
  for (let i = 0; i < steps; i++) {
    const t0 = performance.now();
    k.step();
    t.push(performance.now() - t0);
  }
  return { ms: median(t), pairs: candidatePairs(k.x, k.y, k.G, k.L) };
}

/** Σ over cells of (boids in the cell × boids in its 3×3 block): the pairs the next step examines. */
export function candidatePairs(x: Float32Array, y: Float32Array, G: number, L: number): number {
  const cs = Math.fround(L / G), cnt = new Int32Array(G * G);
  for (let i = 0; i < x.length; i++) {
    const cx = Math.min(G - 1, Math.trunc(Math.fround(x[i] / cs))), cy = Math.min(G - 1, Math.trunc(Math.fround(y[i] / cs)));
    cnt[cy * G + cx]++;
  }
  let pairs = 0;
  for (let cy = 0; cy < G; cy++) for (let cx = 0; cx < G; cx++) {
    let block = 0;
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) block += cnt[((cy + dy + G) % G) * G + ((cx + dx + G) % G)];
    pairs += cnt[cy * G + cx] * block;
  }
  return pairs;
}

/** Measures every size; `log` gets the table's lines. */
export function benchWasm(sizes: number[], rounds: number, log: (s: string) => void): WasmRow[] {
  const module = new WebAssembly.Module(readFileSync(wasmPath('boids')));
  const c = compileC();
  const hasJs = existsSync(JS_YARDSTICK);
  const ghz = clockGHz();
  if ('missing' in c) log(`C yardstick left out: ${c.missing}.`);
  if (!hasJs) log(`JS yardstick left out: not found at ${JS_YARDSTICK}.`);
  log(`WebAssembly SIMD kernel (f32x4) beside the yardsticks; ${rounds} rounds, turns alternating; load before: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  log('      N     C ms  JS yard ms   wasm ms  wasm/C min  median   max  rounds  pairs/step  bound ms  wasm/bound  C/bound');
  const rows: WasmRow[] = [];
  try {
    for (const n of sizes) {
      const steps = stepsFor(n);
      const cs: number[] = [], js: number[] = [], ws: number[] = [], ratios: number[] = [];
      let pairs = 0;
      for (let r = 0; r < rounds; r++) {
        // Odd rounds run the turns in the opposite order, so neither side always follows the other.
        const turns: (() => void)[] = [
          () => { if (!('missing' in c)) cs.push(msOf(execFileSync(c.exe, [String(n), String(steps)], { encoding: 'utf8' }))); },
          () => { const w = timeWasm(module, n, steps); ws.push(w.ms); pairs = w.pairs; },
          () => { if (hasJs) js.push(msOf(execFileSync(process.execPath, [JS_YARDSTICK, String(n), String(steps)], { encoding: 'utf8' }))); }
        ];
        for (const turn of r % 2 ? turns.reverse() : turns) turn();
        if (cs.length) ratios.push(ws[ws.length - 1] / cs[cs.length - 1]);
      }
      const boundMs = (pairs * OPS_PER_PAIR) / (4 * ghz * 1e9) * 1e3;
      const row: WasmRow = {
        N: n, rounds, wasmMs: median(ws), cMs: cs.length ? median(cs) : null, jsMs: js.length ? median(js) : null,
        ratio: ratios.length ? [Math.min(...ratios), median(ratios), Math.max(...ratios)] : null, pairsPerStep: pairs, boundMs, clockGHz: ghz
      };
      rows.push(row);
      const f = (v: number | null | undefined, w: number, d = 3) => (v == null ? '—' : v.toFixed(d)).padStart(w);
      log(`${String(n).padStart(7)}  ${f(row.cMs, 7)}  ${f(row.jsMs, 10)}  ${f(row.wasmMs, 8)}  ${f(row.ratio?.[0], 10, 2)}  ${f(row.ratio?.[1], 6, 2)}  ${f(row.ratio?.[2], 5, 2)}  ${String(rounds).padStart(6)}  ${String(pairs).padStart(10)}  ${f(boundMs, 8)}  ${f(row.wasmMs / boundMs, 10, 2)}  ${f(row.cMs === null ? null : row.cMs / boundMs, 7, 2)}`);
    }
  } finally {
    if (!('missing' in c)) rmSync(c.dir, { recursive: true, force: true });
  }
  log(`Bound = pairs/step × ${OPS_PER_PAIR} instructions / (4 lanes × ${ghz.toFixed(3)} GHz), at one f32x4 instruction a cycle.`);
  log(`Load after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  return rows;
}

export const WASM_USAGE: Usage = {
  command: 'npm run bench:wasm --',
  about: 'The WebAssembly SIMD boids kernel beside the C and JS yardsticks at N = 10k and 100k, taking turns in rounds.',
  flags: [
    { name: '--json', help: 'print the results as JSON (only JSON on stdout)' },
    { name: '--sizes', value: 'LIST', help: 'these N (default 10000,100000)', check: sizesList },
    { name: '--rounds', value: 'K', help: 'rounds per size (default 5)', check: count }
  ]
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { flag, option } = flagsOrExit(process.argv.slice(2), WASM_USAGE);
  const json = flag('--json');
  const rows = benchWasm(option('--sizes')?.split(',').map(Number) ?? [10000, 100000], Number(option('--rounds') ?? 5), json ? () => {} : console.log);
  if (json) console.log(JSON.stringify({ wasm: rows, machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version } }, null, 2));
}

/**
 * Rung 11 in Node: ms per frame of rung 10 in one thread against the split run by the coordinator (this thread)
 * with 0, 1, … slice workers (worker_threads on a SharedArrayBuffer, the same driver the browser's workers run), at
 * N = 20k, 50k, 100k, with the ladder's settings (tick 2 s, random phase: ~1 % of the boids run the rules per
 * frame) and with every boid rebuilding every frame (tick 0), where the parallel phases are most of the frame.
 *
 *   npx tsx tests/bench/split.ts [--threads 1,2] [--frames 100] [--rounds 3] [--sizes 20000,50000,100000] [--ticks 2,0]
 *
 * The configurations take turns within each round and every number is a median over rounds (of each run's median
 * frame). The speed-up needs idle cores, so the load average is printed; the serial share is not load-bound: it is
 * the time of phase A (one thread sorts the grid, the others wait) over the whole frame, measured with one thread,
 * and 1 / (s + (1 − s) / T) is the most T threads could gain (Amdahl).
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { rungByName, type RungSettings } from '../../src/lib/ladder';
import { Coordinator } from '../../src/lib/ladder/parallel/driver';
import { allocate, sharedBuffer } from '../../src/lib/ladder/parallel/state';
import { DEFAULTS } from '../../src/lib/ladder/rungs/split';

const arg = (name: string, fallback: string) => { const i = process.argv.indexOf(name); return i >= 0 ? process.argv[i + 1] : fallback; };
const THREADS = arg('--threads', '1,2').split(',').map(Number);
const FRAMES = Number(arg('--frames', '100'));
const ROUNDS = Number(arg('--rounds', '3'));
const SIZES = arg('--sizes', '20000,50000,100000').split(',').map(Number);
const TICKS = arg('--ticks', '2,0').split(',').map(Number);
const WARMUP = 20;

const median = (a: number[]) => { const s = [...a].sort((x, y) => x - y); return s[s.length >> 1]; };
const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');

function rung10(n: number, settings: Partial<RungSettings>): number {
  const r = rungByName('sorted-grid')!.create(n, 1, settings), times: number[] = [];
  for (let f = 0; f < WARMUP + FRAMES; f++) { const t = performance.now(); r.step(); if (f >= WARMUP) times.push(performance.now() - t); }
  return median(times);
}

/** Median ms per frame of the split on `threads` threads, and its serial share (phase A over the frame). */
async function split(n: number, settings: Partial<RungSettings>, threads: number): Promise<{ ms: number; serial: number }> {
  const st = allocate(n, 1, { ...DEFAULTS, ...settings }, sharedBuffer), c = new Coordinator(st, threads, FRAMES);
  const workers = Array.from({ length: threads - 1 }, (_, k) => new Worker(new URL('../unit/ladder/sliceThread.mjs', import.meta.url), { workerData: { buffer: st.buffer, n, slice: k + 1, slices: threads } }));
  await Promise.all(workers.map((w) => new Promise((ok) => w.once('message', ok))));
  c.step(WARMUP);
  c.serialMs = 0; c.totalMs = 0;
  c.step(FRAMES);
  c.stop();
  await Promise.all(workers.map((w) => w.terminate()));
  return { ms: median(c.recent), serial: c.serialMs / c.totalMs };
}

console.log(`Node ${process.version}, ${os.cpus().length} cores; ${FRAMES} frames after ${WARMUP} of warm-up, ${ROUNDS} rounds taking turns; median ms per frame. Load at start ${load()}`);
for (const tick of TICKS) {
  const settings = { tick };
  console.log(`\ntick ${tick} s${tick === 0 ? ' (every boid every frame)' : ' (the ladder)'}`);
  console.log(['N', 'rung 10', ...THREADS.map((t) => `split ${t}`), `split ${THREADS.at(-1)} ÷ split 1`, 'serial share (1 thread)', `Amdahl bound (${THREADS.at(-1)})`, 'load'].join('\t'));
  for (const n of SIZES) {
    const r10: number[] = [], by = THREADS.map(() => [] as number[]), serial: number[] = [], ratios: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      r10.push(rung10(n, settings));
      for (const [k, t] of THREADS.entries()) { const s = await split(n, settings, t); by[k].push(s.ms); if (t === 1) serial.push(s.serial); }
      ratios.push(by[0].at(-1)! / by.at(-1)!.at(-1)!);
    }
    const s = serial.length ? median(serial) : NaN, T = THREADS.at(-1)!;
    console.log([String(n), median(r10).toFixed(2), ...by.map((b) => median(b).toFixed(2)), median(ratios).toFixed(2), s.toFixed(3), (1 / (s + (1 - s) / T)).toFixed(2), load()].join('\t'));
  }
}

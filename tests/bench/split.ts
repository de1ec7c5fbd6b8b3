/**
 * Rung 11 in Node: ms per frame of rung 10 in one thread against the split run by the coordinator (this thread)
 * with 0, 1, … slice workers (worker_threads on a SharedArrayBuffer, the same driver the browser's workers run), at
 * N = 20k, 50k, 100k, with the ladder's settings (tick 2 s, random phase: ~1 % of the boids run the rules per
 * frame) and with every boid rebuilding every frame (tick 0), where the parallel phase B is most of the frame.
 *
 *   npx tsx tests/bench/split.ts [--threads 1,2] [--frames 200] [--sizes 20000,50000,100000]
 */
import { Worker } from 'node:worker_threads';
import { rungByName, type RungSettings } from '../../src/lib/ladder';
import { Coordinator } from '../../src/lib/ladder/parallel/driver';
import { allocate, sharedBuffer } from '../../src/lib/ladder/parallel/state';
import { DEFAULTS } from '../../src/lib/ladder/rungs/split';

const arg = (name: string, fallback: string) => { const i = process.argv.indexOf(name); return i >= 0 ? process.argv[i + 1] : fallback; };
const THREADS = arg('--threads', '1,2').split(',').map(Number);
const FRAMES = Number(arg('--frames', '200'));
const SIZES = arg('--sizes', '20000,50000,100000').split(',').map(Number);
const WARMUP = 40;

const median = (a: number[]) => { const s = [...a].sort((x, y) => x - y); return s[s.length >> 1]; };

function rung10(n: number, settings: Partial<RungSettings>): number {
  const r = rungByName('sorted-grid')!.create(n, 1, settings), times: number[] = [];
  for (let f = 0; f < WARMUP + FRAMES; f++) { const t = performance.now(); r.step(); if (f >= WARMUP) times.push(performance.now() - t); }
  return median(times);
}

async function split(n: number, settings: Partial<RungSettings>, threads: number): Promise<number> {
  const st = allocate(n, 1, { ...DEFAULTS, ...settings }, sharedBuffer), c = new Coordinator(st, threads, FRAMES);
  const workers = Array.from({ length: threads - 1 }, (_, k) => new Worker(new URL('../unit/ladder/sliceThread.mjs', import.meta.url), { workerData: { buffer: st.buffer, n, slice: k + 1, slices: threads } }));
  await Promise.all(workers.map((w) => new Promise((ok) => w.once('message', ok))));
  c.step(WARMUP);
  c.step(FRAMES);
  c.stop();
  await Promise.all(workers.map((w) => w.terminate()));
  return median(c.recent);
}

console.log(`Node ${process.version}, ${FRAMES} frames after ${WARMUP} of warm-up; median ms per frame`);
for (const [label, settings] of [['tick 2 s (the ladder)', {}], ['tick 0 (every boid every frame)', { tick: 0 }]] as const) {
  console.log(`\n${label}`);
  console.log(['N', 'rung 10', ...THREADS.map((t) => `split ${t} thread${t > 1 ? 's' : ''}`)].join('\t'));
  for (const n of SIZES) {
    const row = [String(n), rung10(n, settings).toFixed(2)];
    for (const t of THREADS) row.push((await split(n, settings, t)).toFixed(2));
    console.log(row.join('\t'));
  }
}

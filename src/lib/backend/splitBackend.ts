/**
 * The split rung behind the backend seam: the step split across several Web Workers on shared memory. A coordinator worker
 * owns the frame (phase A and slice 0) and k slice workers take the other slices, so the page never blocks: like
 * WorkerBackend, step(k) is a request, `busy` while it is in flight, and the answer comes through onupdate.
 *
 * Shared memory needs a cross-origin isolated page (the host sends COOP: same-origin and COEP: require-corp) and
 * more than one core to be worth it; `capabilities()` says what this browser allows and, when it cannot, why.
 */
import { makeWorld, type ParamValue, type World, type Zone } from '../engine';
import { RADIUS, worldRadius, type RungSettings } from '../ladder/model';
import type { SplitCounters } from '../ladder/parallel/driver';
import { G_CELL, G_GX, G_X0, G_Y0, viewState, type SplitState } from '../ladder/parallel/state';
import { readStartOrder } from '../ladder/rungs/split';
import type { FromSplitWorker, ToSplitWorker } from '../worker/splitProtocol';
import { median } from './localBackend';
import type { BackendEvents, BackendStats, FrameData, MetricValue, MovingFrame, SimBackend } from './types';

/** Most slice workers the split starts, whatever the cores (the frame's serial phase A caps the gain anyway). */
export const MAX_SLICE_WORKERS = 4;

export interface SplitCapabilities {
  /** The page is cross-origin isolated (crossOriginIsolated). */
  isolated: boolean;
  /** SharedArrayBuffer and Atomics exist here. */
  sharedMemory: boolean;
  /** navigator.hardwareConcurrency (1 when unknown). */
  cores: number;
  /** Slice workers the split would start: min(4, cores − 1); 0 when it cannot run. */
  maxWorkers: number;
  /** Why the split cannot run, in a sentence for the reader; null when it can. */
  reason: string | null;
}

/** The globals capabilities() reads (a parameter, so tests can fake them). */
export interface SplitGlobals {
  crossOriginIsolated?: boolean;
  SharedArrayBuffer?: unknown;
  Atomics?: unknown;
  Worker?: unknown;
  navigator?: { hardwareConcurrency?: number };
}

export const HOST_HEADERS = 'Cross-Origin-Opener-Policy: same-origin and Cross-Origin-Embedder-Policy: require-corp';

export function capabilities(g: SplitGlobals = globalThis as SplitGlobals): SplitCapabilities {
  const isolated = g.crossOriginIsolated === true;
  const sharedMemory = typeof g.SharedArrayBuffer === 'function' && typeof g.Atomics === 'object' && g.Atomics !== null;
  const hc = g.navigator?.hardwareConcurrency;
  const cores = typeof hc === 'number' && hc >= 1 ? Math.floor(hc) : 1;
  let reason: string | null = null;
  if (typeof g.Worker !== 'function') reason = 'This browser runs no Web Workers here, so the step stays on the page.';
  else if (!isolated) reason = `This page is not cross-origin isolated, so the browser withholds shared memory: the host would have to send ${HOST_HEADERS}. The step runs in one worker.`;
  else if (!sharedMemory) reason = 'The page is isolated, but this browser offers no SharedArrayBuffer and Atomics. The step runs in one worker.';
  else if (cores < 2) reason = `The browser reports ${cores} core: there is nothing to split the step across. The step runs in one worker.`;
  return { isolated, sharedMemory, cores, maxWorkers: reason ? 0 : Math.min(MAX_SLICE_WORKERS, cores - 1), reason };
}

export interface SplitSpec {
  n: number;
  seed: number;
  settings?: Partial<RungSettings>;
  /** Slice workers besides the coordinator (default: capabilities().maxWorkers); the frame is cut into workers + 1 slices. */
  workers?: number;
}

type Buffers = { x: Float64Array; y: Float64Array; vx: Float64Array; vy: Float64Array; radius: Float64Array; kind: Int32Array; group: Int32Array };

export class SplitBackend implements SimBackend {
  readonly where = 'worker';
  readonly engine = null;
  readonly blowup = null;
  /** Until every slice worker has joined, and while a request is in flight. */
  busy = true;
  private spec: SplitSpec;
  private workers: Worker[] = [];
  private state: SplitState | null = null;
  private joined = 0;
  /** Bumped by every (re)start: answers from workers of an earlier run are ignored. */
  private run = 0;
  private buffers!: Buffers;
  private latest: { steps: number; time: number; recent: number[]; counters: SplitCounters } | null = null;
  private grid: FrameData['grid'] = null;
  private world!: World;
  private zones: readonly Zone[] = [];
  private metricNames: readonly string[];
  private readonly moving: MovingFrame = { count: 0, time: 0, steps: 0, x: [], y: [], vx: [], vy: [] };

  /** Throws with capabilities().reason when this browser cannot share memory between workers. */
  constructor(spec: SplitSpec, private readonly events: BackendEvents, metrics: readonly string[] = []) {
    const caps = capabilities();
    if (caps.reason) throw new Error(caps.reason);
    this.spec = { ...spec, workers: Math.max(1, Math.floor(spec.workers ?? caps.maxWorkers)) };
    this.metricNames = metrics;
    this.start();
  }

  /** Threads sharing each frame: the coordinator and the slice workers. */
  get slices(): number {
    return (this.spec.workers ?? 1) + 1;
  }

  private spawn(run: number): Worker {
    // A literal URL, so that Vite bundles the worker file.
    const w = new Worker(new URL('../worker/split.worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (e: MessageEvent<FromSplitWorker>) => { if (run === this.run) this.receive(e.data); };
    w.onerror = (e) => { if (run === this.run) this.events.onerror(e.message || 'a split worker failed'); };
    this.workers.push(w);
    return w;
  }

  private start(): void {
    const { n, seed, settings = {} } = this.spec, Rb = worldRadius(n), half = Math.max(30, 1.2 * Rb);
    const run = ++this.run;
    this.busy = true;
    this.joined = 0;
    this.state = null;
    this.latest = null;
    this.grid = null;
    this.buffers = {
      x: new Float64Array(n), y: new Float64Array(n), vx: new Float64Array(n), vy: new Float64Array(n),
      radius: new Float64Array(n).fill(0.5), kind: new Int32Array(n), group: new Int32Array(n).fill(-1)
    };
    this.world = makeWorld(2 * half, 2 * half, false, false, -half, -half);
    this.zones = [{ shape: 'circle', x: 0, y: 0, r: Rb, label: `soft boundary, R_b = ${Rb.toFixed(0)} m`, kind: 'boundary' }];
    // The coordinator builds the shared state (the page never pays for a 100k-boid start), then the slices join it.
    this.spawn(run).postMessage({ type: 'coordinator', n, seed, settings: { ...settings }, slices: this.slices } satisfies ToSplitWorker);
  }

  private receive(m: FromSplitWorker): void {
    if (m.type === 'error') { this.busy = false; this.events.onerror(m.message); return; }
    if (m.type === 'state') {
      this.state = viewState(m.buffer, this.spec.n);
      this.copy();
      for (let s = 1; s < this.slices; s++) {
        this.spawn(this.run).postMessage({ type: 'slice', buffer: m.buffer, n: this.spec.n, slice: s, slices: this.slices } satisfies ToSplitWorker);
      }
      return;
    }
    if (m.type === 'joined') {
      if (++this.joined === this.slices - 1) { this.busy = false; this.events.onupdate(); }
      return;
    }
    // Every thread is parked until the next request: copy the frame now, before anyone asks for another.
    this.latest = { steps: m.steps, time: m.time, recent: m.recent, counters: m.counters };
    this.copy();
    this.busy = false;
    this.events.onupdate();
  }

  /** The shared boids, in start order, into this backend's own arrays (a consistent frame: see receive). */
  private copy(): void {
    const st = this.state, b = this.buffers;
    if (!st) return;
    readStartOrder(st, b.x, b.y, b.vx, b.vy);
    const g = st.grid;
    this.grid = g[G_GX] > 0 ? { x0: g[G_X0], y0: g[G_Y0], csx: g[G_CELL], csy: g[G_CELL], k: 1 } : null;
  }

  step(k: number): number {
    if (this.busy || k < 1 || !this.workers[0]) return 0;
    this.busy = true;
    this.workers[0].postMessage({ type: 'step', k } satisfies ToSplitWorker);
    return k;
  }

  frame(): FrameData | null {
    if (!this.state) return null;
    const b = this.buffers, l = this.latest;
    return {
      count: this.spec.n, time: l?.time ?? 0, steps: l?.steps ?? 0,
      x: b.x, y: b.y, vx: b.vx, vy: b.vy, radius: b.radius, kind: b.kind, group: b.group,
      walls: new Float64Array(0), wallCount: 0, world: this.world, family: 'boids', zones: this.zones,
      neighbourRadius: RADIUS, grid: this.grid
    };
  }

  /** This backend's copy of the last frame's boids (copied when it came: see receive). */
  newest(): MovingFrame | null {
    if (!this.state) return null;
    const b = this.buffers, l = this.latest, m = this.moving;
    m.count = this.spec.n; m.time = l?.time ?? 0; m.steps = l?.steps ?? 0;
    m.x = b.x; m.y = b.y; m.vx = b.vx; m.vy = b.vy;
    return m;
  }

  /** Exact boids of the last frame, in start order (for tests and checksums; do not write). */
  positions(): { x: Float64Array; y: Float64Array; vx: Float64Array; vy: Float64Array } {
    const { x, y, vx, vy } = this.buffers;
    return { x, y, vx, vy };
  }

  stats(): BackendStats | null {
    const l = this.latest;
    if (!l) return null;
    const n = Math.max(1, this.spec.n), c = l.counters, q = Math.max(1, c.updated);
    const values: Record<string, [string, number]> = {
      candidatesPerAgent: ['Candidate pairs per boid', c.candidates / n],
      candidatesPerQuery: ['Candidates per query', c.candidates / q],
      neighboursPerQuery: ['Neighbours per query', c.neighbours / q],
      updatedShare: ['Boids updated this frame', c.updated / n]
    };
    const metrics: MetricValue[] = this.metricNames.flatMap((name) => (values[name] ? [{ name, label: values[name][0], unit: '', value: values[name][1] }] : []));
    return { agents: this.spec.n, time: l.time, steps: l.steps, msPerStep: median(l.recent), metrics, phases: [], recentSteps: [...l.recent] };
  }

  requestStats(): void {
    this.events.onupdate();
  }

  /** A rung has no forces. */
  setEnabled(_force: string, _on: boolean): void {}
  setParams(_force: string, _values: Record<string, ParamValue>): void {}

  /** N, seed, workers or a knob (tick, randomPhase, maxBoids): the workers are ended and the flock starts again. */
  setSettings(values: Record<string, ParamValue>): void {
    const next: SplitSpec = { ...this.spec, settings: { ...this.spec.settings } };
    const knobs = next.settings!;
    for (const [key, v] of Object.entries(values)) {
      if (key === 'N' || key === 'n') next.n = Number(v);
      else if (key === 'seed') next.seed = Number(v);
      else if (key === 'workers') next.workers = Math.max(1, Math.floor(Number(v)));
      else if (key === 'tick' || key === 'maxBoids') knobs[key] = Number(v);
      else if (key === 'randomPhase') knobs.randomPhase = Number(v) === 1;
      else throw new Error(`split: unknown setting '${key}'; it reads N, seed, workers, tick, randomPhase, maxBoids`);
    }
    this.stop();
    this.spec = next;
    this.start();
  }

  setMetrics(names: readonly string[]): void {
    this.metricNames = [...names];
  }

  /** Frame times are always kept (in the coordinator). */
  setTiming(_on: boolean): void {}

  /** Slice workers are parked in Atomics.wait and take no messages: terminate() is the way to end them. */
  private stop(): void {
    for (const w of this.workers) w.terminate();
    this.workers = [];
    this.state = null;
    this.run++;
  }

  dispose(): void {
    this.stop();
    this.busy = true;
  }
}

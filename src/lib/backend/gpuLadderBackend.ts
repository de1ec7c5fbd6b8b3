/**
 * The GPU rung (webgpu, the GPU flock) behind the backend seam. Asynchronous like WorkerBackend: `step(k)` queues k frames on the
 * GPU and is refused (0) while a batch and its read-back are in flight (`busy`); `frame()` is the newest read-back.
 * Milliseconds per step are the batch's time from submission to the GPU queue's completion
 * (`device.queue.onSubmittedWorkDone()`), divided by k: the GPU's own time plus one submission's overhead, not the
 * read-back. The flock's numbers (polarization, spread…) are measured on the read-back frame as LadderBackend
 * measures a CPU rung; the CPU rungs' work counters have no GPU counterpart and are left out.
 */
import { makeWorld, meanNearestNeighbour, meanSpeed, metricByName, milling, polarization, type ParamValue, type World, type Zone } from '../engine';
import { RADIUS, type RungSettings } from '../ladder';
import { FlockSnapshot, outside, spread } from '../ladder/behaviour';
import { frozenRung } from '../ladder/gpu/compare';
import { create, DEFAULTS, type GpuFlock, type GpuFrame } from '../ladder/gpu/webgpu';
import type { GpuInfo } from '../ladder/gpu/support';
import { LADDER_METRICS } from './ladderBackend';
import { median } from './localBackend';
import type { BackendEvents, BackendStats, FrameData, MetricValue, MovingFrame, SimBackend } from './types';

/** Rolling window of batch times behind `msPerStep`. */
const STEP_WINDOW = 30;

export interface GpuLadderSpec {
  n: number;
  seed: number;
  settings?: Partial<RungSettings>;
}

/** The numbers this backend can give, by name: the flock's own (the CPU rungs' counters do not exist on the GPU). */
export const GPU_METRICS = ['polarization', 'spread', 'meanSpeed', 'nearestNeighbour', 'milling', 'outside'] as const;
type GpuMetric = (typeof GPU_METRICS)[number];
const isGpuMetric = (name: string): name is GpuMetric => (GPU_METRICS as readonly string[]).includes(name);

export class GpuLadderBackend implements SimBackend {
  readonly where = 'gpu';
  readonly blowup = null;
  readonly engine = null;
  busy = true;
  private spec: GpuLadderSpec;
  private flock: GpuFlock | null = null;
  private latest: GpuFrame | null = null;
  private snapshot: FlockSnapshot | null = null;
  private fixed: { world: World; zones: readonly Zone[]; radius: Float64Array; kind: Int32Array; group: Int32Array } | null = null;
  private metricNames: readonly string[];
  private readonly stepTimes: number[] = [];
  /** Bumped by every rebuild and by dispose: a batch of an older flock that finishes late is dropped. */
  private generation = 0;
  private readonly moving: MovingFrame = { count: 0, time: 0, steps: 0, x: [], y: [], vx: [], vy: [] };

  /** `gpu`: a device to share (the backend then never destroys it); else each flock asks for its own. */
  constructor(spec: GpuLadderSpec, private readonly events: BackendEvents, metrics: readonly string[] = [], private readonly gpu?: { device: GPUDevice; info: GpuInfo }) {
    this.spec = { ...spec };
    this.metricNames = metrics;
    void this.build();
  }

  /** The GPU's own milliseconds per step (timestamp queries), where the adapter can clock them; else null. */
  get gpuMsPerStep(): number | null {
    return this.flock?.gpuMsPerFrame ?? null;
  }

  /** The GPU flock, once made (its adapter, grid and settings, for a lesson's captions). */
  get current(): GpuFlock | null {
    return this.flock;
  }

  private async build(): Promise<void> {
    const gen = ++this.generation;
    this.busy = true;
    this.flock?.dispose();
    this.flock = null; this.latest = null; this.snapshot = null;
    this.stepTimes.length = 0;
    try {
      const flock = await create(this.spec.n, this.spec.seed, { ...DEFAULTS, ...this.spec.settings }, this.gpu);
      if (gen !== this.generation) { flock.dispose(); return; }
      const n = flock.count, Rb = flock.boundaryRadius, half = Math.max(30, 1.2 * Rb);
      this.fixed = {
        world: makeWorld(2 * half, 2 * half, false, false, -half, -half),
        zones: [{ shape: 'circle', x: 0, y: 0, r: Rb, label: `soft boundary, R_b = ${Rb.toFixed(0)} m`, kind: 'boundary' }],
        radius: new Float64Array(n).fill(0.5), kind: new Int32Array(n), group: new Int32Array(n).fill(-1)
      };
      this.flock = flock;
      const frame = await flock.read();
      if (gen !== this.generation) return;
      this.receive(frame);
    } catch (e) {
      if (gen !== this.generation) return;
      this.busy = false;
      this.events.onerror(e instanceof Error ? e.message : String(e));
    }
  }

  private receive(frame: GpuFrame): void {
    const flock = this.flock!;
    this.latest = frame;
    // The frozen rung reads the flock's own read-back arrays, which each read overwrites: one snapshot per flock.
    this.snapshot ??= new FlockSnapshot(frozenRung(frame, flock.settings));
    this.busy = false;
    if (flock.error) this.events.onerror(flock.error);
    this.events.onupdate();
  }

  step(k: number, _budgetMs?: number): number {
    const flock = this.flock;
    if (this.busy || !flock || k < 1) return 0;
    this.busy = true;
    const gen = this.generation;
    void (async () => {
      try {
        const t0 = performance.now();
        flock.step(k);
        await flock.finished();
        if (gen !== this.generation) return;
        this.stepTimes.push((performance.now() - t0) / k);
        if (this.stepTimes.length > STEP_WINDOW) this.stepTimes.shift();
        const frame = await flock.read();
        if (gen === this.generation) this.receive(frame);
      } catch (e) {
        if (gen !== this.generation) return;
        this.busy = false;
        this.events.onerror(flock.error ?? (e instanceof Error ? e.message : String(e)));
      }
    })();
    return k;
  }

  frame(): FrameData | null {
    const f = this.latest, fx = this.fixed, flock = this.flock;
    if (!f || !fx || !flock) return null;
    const g = flock.grid;
    return {
      count: flock.count, time: f.time, steps: f.steps, x: f.x, y: f.y, vx: f.vx, vy: f.vy,
      radius: fx.radius, kind: fx.kind, group: fx.group, walls: new Float64Array(0), wallCount: 0, world: fx.world,
      family: 'boids', zones: fx.zones, neighbourRadius: RADIUS, grid: { x0: g.x0, y0: g.y0, csx: g.cell, csy: g.cell, k: 1 }
    };
  }

  /** The newest read-back's arrays (the flock's own, overwritten by the next read-back). */
  newest(): MovingFrame | null {
    const f = this.latest, flock = this.flock, m = this.moving;
    if (!f || !flock) return null;
    m.count = flock.count; m.time = f.time; m.steps = f.steps;
    m.x = f.x; m.y = f.y; m.vx = f.vx; m.vy = f.vy;
    return m;
  }

  stats(): BackendStats | null {
    const f = this.latest, flock = this.flock;
    if (!f || !flock) return null;
    return { agents: flock.count, time: f.time, steps: f.steps, msPerStep: median(this.stepTimes), metrics: this.metrics(), phases: [] };
  }

  /** The numbers are measured on the newest read-back frame whenever stats() is called. */
  requestStats(): void {
    if (this.latest) this.events.onupdate();
  }

  private metrics(): MetricValue[] {
    const snap = this.snapshot;
    if (!snap) return [];
    const names = this.metricNames.filter(isGpuMetric);
    if (names.length > 0) snap.update();
    const values: Record<GpuMetric, () => number> = {
      polarization: () => polarization(snap.state), spread: () => spread(snap), meanSpeed: () => meanSpeed(snap.state),
      nearestNeighbour: () => meanNearestNeighbour(snap.state, snap.world, null), milling: () => milling(snap.state, snap.world),
      outside: () => outside(snap)
    };
    return names.map((name) => {
      const own = LADDER_METRICS[name], eng = own ? null : metricByName(name);
      return { name, label: own?.label ?? eng?.label ?? name, unit: own?.unit ?? eng?.unit ?? '', value: values[name]() };
    });
  }

  /** The GPU flock has no forces. */
  setEnabled(_force: string, _on: boolean): void {}
  setParams(_force: string, _values: Record<string, ParamValue>): void {}

  /** N, seed or the rung's knobs (tick, randomPhase, maxBoids); the flock starts again from its start state. */
  setSettings(values: Record<string, ParamValue>): void {
    const next: GpuLadderSpec = { ...this.spec, settings: { ...this.spec.settings } };
    for (const [key, v] of Object.entries(values)) {
      if (key === 'N' || key === 'n') next.n = Number(v);
      else if (key === 'seed') next.seed = Number(v);
      else if (key === 'tick' || key === 'maxBoids') next.settings![key] = Number(v);
      else if (key === 'randomPhase') next.settings!.randomPhase = Number(v) === 1;
      else throw new Error(`webgpu: unknown setting '${key}'; it reads N, seed, tick, randomPhase, maxBoids`);
    }
    this.spec = next;
    void this.build();
  }

  setMetrics(names: readonly string[]): void {
    this.metricNames = [...names];
  }

  /** No per-phase timing: the GPU's passes are timed together. */
  setTiming(_on: boolean): void {}

  dispose(): void {
    this.generation++;
    this.flock?.dispose();
    this.flock = null;
  }
}

/**
 * A rung of the optimization ladder behind the backend seam, so the SimulationView machinery (drawing, controls,
 * live numbers) and later the worker run a rung exactly as they run the engine. A rung has no forces to switch:
 * setEnabled and setParams do nothing; setSettings changes the rung's own knobs (tick, randomPhase, maxBoids) or
 * N and seed, and starts the flock again from its start state. Milliseconds per step are measured here, around each
 * rung step, where it runs; the rung's counters come out as metrics.
 */
import { makeWorld, meanNearestNeighbour, meanSpeed, metricByName, milling, polarization, type ParamValue, type World, type Zone } from '../engine';
import { RADIUS, rungByName, type LadderRung, type RungEntry, type RungName, type RungSettings } from '../ladder';
import { FlockSnapshot, outside, spread } from '../ladder/behaviour';
import { meanNearestNeighbour3d, meanSpeed3d, milling3d, polarization3d } from '../ladder/behaviour3d';
import { median } from './localBackend';
import type { BackendEvents, BackendStats, FrameData, MetricValue, MovingFrame, SimBackend } from './types';

/** Rolling window of step times (as LocalBackend). */
const STEP_WINDOW = 30;
/**
 * A timing sample is the mean of consecutive steps whose times add up to at least SAMPLE_MS (or SAMPLE_STEPS steps):
 * a browser's clock ticks in 0.1 ms (5 µs when cross-origin isolated), and a grid rung's step at small N takes less,
 * so single steps would read 0 or 0.1 ms. `msPerStep` is the median of the recent samples.
 */
const SAMPLE_MS = 2;
const SAMPLE_STEPS = 64;

/** Which rung, how many boids, which seed, and any knobs changed from the rung's defaults: plain data. */
export interface LadderSpec {
  rung: RungName;
  n: number;
  seed: number;
  settings?: Partial<RungSettings>;
}

/** The numbers a ladder view can show, by name: the rung's counters and the flock's state. */
export const LADDER_METRICS = {
  candidatesPerAgent: { label: 'Candidate pairs per boid', unit: '', describe: 'distance tests in the last step, per boid of the flock' },
  candidatesPerQuery: { label: 'Candidates per query', unit: '', describe: 'distance tests per boid that rebuilt its velocity in the last step' },
  neighboursPerQuery: { label: 'Neighbours per query', unit: '', describe: 'neighbours used (itself not counted) per boid that rebuilt its velocity' },
  updatedShare: { label: 'Boids updated this frame', unit: '', describe: 'share of the boids that rebuilt their velocity in the last step' },
  spread: { label: 'Spread', unit: '', describe: 'rms distance from the centre as a share of the boundary radius' },
  outside: { label: 'Outside the boundary', unit: '', describe: 'share of the boids beyond the boundary circle' },
  polarization: null,
  milling: null,
  meanSpeed: null,
  nearestNeighbour: null
} as const;
export type LadderMetricName = keyof typeof LADDER_METRICS;
const isLadderMetric = (name: string): name is LadderMetricName => Object.hasOwn(LADDER_METRICS, name);
const FLOCK_METRICS = new Set<string>(['spread', 'outside', 'polarization', 'milling', 'meanSpeed', 'nearestNeighbour']);

/** A knob's value from a control or a link: a switch, a layout, a parameter set, or a number. */
function knobValue(key: string, v: ParamValue): unknown {
  if (key === 'randomPhase') return Number(v) === 1;
  if (key === 'start') return v === 'one-cell' ? 'one-cell' : 'disc';
  if (key === 'set') return v === 'part2' || v === 'article' ? v : 'step6';
  if (key === 'space') return v === 'plane' ? 'plane' : 'ball';
  if (key === 'separationLaw') return v === 'unit' ? 'unit' : 'inverse-square';
  if (key === 'boundary') return v === 'linear' ? 'linear' : 'kick';
  return Number(v);
}

export class LadderBackend implements SimBackend {
  readonly where = 'main';
  readonly busy = false;
  readonly blowup = null;
  readonly engine = null;
  private spec: LadderSpec;
  private entry!: RungEntry<RungName>;
  private current!: LadderRung;
  private snapshot!: FlockSnapshot;
  private metricNames: readonly string[];
  private readonly stepTimes: number[] = [];
  private readonly samples: number[] = [];
  private pending = { ms: 0, steps: 0 };
  private buffers!: {
    x: Float64Array; y: Float64Array; vx: Float64Array; vy: Float64Array; radius: Float64Array; kind: Int32Array; group: Int32Array;
    /** A flock in space: the third coordinate and article B's debug rays (9 a boid). */
    z: Float64Array | null; vz: Float64Array | null; rays: Float64Array | null;
  };
  private readAt = -1;
  /** Whether frames carry the rays (a 3-D view draws them). */
  private rays = false;
  private readonly moving: MovingFrame = { count: 0, time: 0, steps: 0, x: [], y: [], vx: [], vy: [] };
  private world!: World;
  private zones: readonly Zone[] = [];

  /** Throws for a rung name the catalogue does not have. */
  constructor(spec: LadderSpec, private readonly events: BackendEvents, metrics: readonly string[] = []) {
    this.spec = { ...spec };
    this.metricNames = metrics;
    this.build();
  }

  /** The rung being run (for a lesson's own overlays: its cells, a boid's neighbours). */
  get rung(): LadderRung {
    return this.current;
  }

  private build(): void {
    const entry = rungByName(this.spec.rung);
    if (!entry) throw new Error(`unknown rung '${this.spec.rung}'`);
    this.entry = entry;
    this.current = entry.create(this.spec.n, this.spec.seed, this.spec.settings ?? {});
    const n = this.current.count, Rb = this.current.boundaryRadius, half = Math.max(30, 1.2 * Rb);
    const space = this.current.dims === 3;
    this.buffers = {
      x: new Float64Array(n), y: new Float64Array(n), vx: new Float64Array(n), vy: new Float64Array(n),
      radius: new Float64Array(n).fill(0.5), kind: new Int32Array(n), group: new Int32Array(n).fill(-1),
      z: space ? new Float64Array(n) : null, vz: space ? new Float64Array(n) : null, rays: space && this.current.readRays ? new Float64Array(9 * n) : null
    };
    this.readAt = -1;
    this.world = makeWorld(2 * half, 2 * half, false, false, -half, -half);
    this.zones = [{ shape: 'circle', x: 0, y: 0, r: Rb, label: `soft boundary, R_b = ${Rb.toFixed(0)} m${space ? ' (a ball, seen from above)' : ''}`, kind: 'boundary' }];
    this.snapshot = new FlockSnapshot(this.current);
    this.stepTimes.length = 0;
    this.samples.length = 0;
    this.pending = { ms: 0, steps: 0 };
  }

  step(k: number, budgetMs: number): number {
    const t0 = performance.now();
    let done = 0;
    while (done < k) {
      const s0 = performance.now();
      this.current.step();
      const ms = performance.now() - s0;
      this.stepTimes.push(ms);
      if (this.stepTimes.length > STEP_WINDOW) this.stepTimes.shift();
      this.sample(ms);
      done++;
      if (performance.now() - t0 > budgetMs) break;
    }
    return done;
  }

  private sample(ms: number): void {
    const p = this.pending;
    p.ms += ms;
    p.steps++;
    if (p.ms < SAMPLE_MS && p.steps < SAMPLE_STEPS) return;
    this.samples.push(p.ms / p.steps);
    if (this.samples.length > STEP_WINDOW) this.samples.shift();
    p.ms = 0;
    p.steps = 0;
  }

  /** The rung's boids into this backend's arrays, once per step. */
  private read(): void {
    const r = this.current, b = this.buffers;
    if (this.readAt !== r.steps) {
      r.read(b.x, b.y, b.vx, b.vy);
      if (b.z && b.vz) r.readZ!(b.z, b.vz);
      if (b.rays && this.rays) r.readRays!(b.rays);
      this.readAt = r.steps;
    }
  }

  newest(): MovingFrame {
    this.read();
    const r = this.current, b = this.buffers, m = this.moving;
    m.count = r.count; m.time = r.time; m.steps = r.steps;
    m.x = b.x; m.y = b.y; m.vx = b.vx; m.vy = b.vy;
    if (b.z && b.vz) { m.z = b.z; m.vz = b.vz; }
    return m;
  }

  frame(): FrameData {
    this.read();
    const r = this.current, b = this.buffers;
    const cells = r.cells;
    return {
      count: r.count, time: r.time, steps: r.steps,
      x: b.x, y: b.y, vx: b.vx, vy: b.vy, radius: b.radius, kind: b.kind, group: b.group,
      walls: new Float64Array(0), wallCount: 0, world: this.world, family: 'boids', zones: this.zones,
      neighbourRadius: r.neighbourRadius ?? RADIUS, grid: cells ? { x0: cells.x0, y0: cells.y0, csx: cells.size, csy: cells.size, k: 1 } : null,
      ...(b.z && b.vz ? { z: b.z, vz: b.vz, rays: this.rays ? b.rays : null, boundaryRadius: r.boundaryRadius } : {})
    };
  }

  stats(): BackendStats {
    const r = this.current;
    return { agents: r.count, time: r.time, steps: r.steps, msPerStep: median(this.samples), metrics: this.metrics(), phases: [], recentSteps: [...this.stepTimes] };
  }

  requestStats(): void {
    this.events.onupdate();
  }

  private metrics(): MetricValue[] {
    const r = this.current, c = r.counters, n = Math.max(1, r.count), q = Math.max(1, c.updated), snap = this.snapshot;
    // The flock's own numbers read a copy of the boids, refreshed once per call.
    if (this.metricNames.some((m) => FLOCK_METRICS.has(m))) snap.update();
    const values: Record<LadderMetricName, () => number> = {
      candidatesPerAgent: () => c.candidates / n,
      candidatesPerQuery: () => c.candidates / q,
      neighboursPerQuery: () => c.neighbours / q,
      updatedShare: () => c.updated / n,
      spread: () => spread(snap),
      outside: () => outside(snap),
      // A flock in space is measured in space (behaviour3d.ts), the plane's in the plane (the engine's metrics).
      polarization: () => (snap.space ? polarization3d(snap.space) : polarization(snap.state)),
      milling: () => (snap.space ? milling3d(snap.space) : milling(snap.state, snap.world)),
      meanSpeed: () => (snap.space ? meanSpeed3d(snap.space) : meanSpeed(snap.state)),
      nearestNeighbour: () => (snap.space ? meanNearestNeighbour3d(snap.space) : meanNearestNeighbour(snap.state, snap.world, null))
    };
    return this.metricNames.flatMap((name) => {
      if (!isLadderMetric(name)) return [];
      const own = LADDER_METRICS[name], eng = own ? null : metricByName(name);
      return [{ name, label: own?.label ?? eng?.label ?? name, unit: own?.unit ?? eng?.unit ?? '', value: values[name]() }];
    });
  }

  /** A rung has no forces. */
  setEnabled(_force: string, _on: boolean): void {}

  /** A rung has no force parameters: its knobs are settings. */
  setParams(_force: string, _values: Record<string, ParamValue>): void {}

  /** Changes the rung's knobs (tick, randomPhase, maxBoids) or N and seed, and starts again from the start state. */
  setSettings(values: Record<string, ParamValue>): void {
    const next: LadderSpec = { ...this.spec, settings: { ...this.spec.settings } };
    for (const [key, v] of Object.entries(values)) {
      if (key === 'N' || key === 'n') next.n = Number(v);
      else if (key === 'seed') next.seed = Number(v);
      else if ((this.entry.knobs as readonly string[]).includes(key)) {
        (next.settings as Record<string, unknown>)[key] = knobValue(key, v);
      } else throw new Error(`${this.entry.name}: unknown setting '${key}'; it reads ${['N', 'seed', ...this.entry.knobs].join(', ')}`);
    }
    this.spec = next;
    this.build();
  }

  setMetrics(names: readonly string[]): void {
    this.metricNames = [...names];
  }

  setRays(on: boolean): void {
    if (on && !this.rays) this.readAt = -1; // read them at once
    this.rays = on;
  }

  /** No per-phase timing: a rung is one step. */
  setTiming(_on: boolean): void {}

  dispose(): void {}
}

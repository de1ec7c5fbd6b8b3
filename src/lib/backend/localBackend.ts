/**
 * The engine in this thread behind the backend seam. The worker hosts one of these too, so frames, numbers and
 * timings are made in one place whichever thread steps.
 */
import { buildSimulation, metricByName, scenarioOf, type ParamValue, type ResolvedConfig, type Simulation, type UniformGrid, type Zone } from '../engine';
import { PhaseWindow } from './phaseWindow';
import type { BackendEvents, BackendStats, FrameData, GridGeometry, MetricValue, MovingFrame, NavFrame, SimBackend } from './types';

/** Rolling window of step times behind `msPerStep`. */
const STEP_WINDOW = 30;

export class LocalBackend implements SimBackend {
  readonly where = 'main';
  readonly busy = false;
  readonly engine: Simulation;
  private readonly family: FrameData['family'];
  private metricNames: readonly string[] = [];
  private readonly stepTimes: number[] = [];
  private readonly phases = new PhaseWindow();
  private zones: readonly Zone[] = [];
  /** The way-finding frame, made again only when the engine rebuilt its fields. */
  private nav: NavFrame | null = null;
  private readonly moving: MovingFrame = { count: 0, time: 0, steps: 0, x: [], y: [], vx: [], vy: [] };

  /** Builds now; throws the engine's ParamError for a config it refuses. */
  constructor(config: ResolvedConfig, private readonly events: BackendEvents, metrics: readonly string[] = []) {
    this.engine = buildSimulation(config);
    this.family = scenarioOf(config)!.family;
    this.metricNames = metrics;
    this.refreshZones();
  }

  get blowup() {
    return this.engine.blowup;
  }

  step(k: number, budgetMs: number): number {
    const sim = this.engine, t0 = performance.now();
    let done = 0;
    while (done < k) {
      const s0 = performance.now();
      const ok = sim.step();
      this.stepTimes.push(performance.now() - s0);
      if (this.stepTimes.length > STEP_WINDOW) this.stepTimes.shift();
      if (!ok) { this.events.onupdate(); break; }
      done++;
      if (performance.now() - t0 > budgetMs) break;
    }
    return done;
  }

  frame(): FrameData {
    const sim = this.engine, s = sim.state;
    return {
      count: s.count, time: sim.time, steps: sim.steps,
      x: s.x, y: s.y, vx: s.vx, vy: s.vy, radius: s.radius, kind: s.kind, group: s.group, gx: s.gx, gy: s.gy, goalMode: s.goalMode,
      walls: sim.walls.seg, wallCount: sim.walls.count, world: sim.world, family: this.family,
      zones: this.zones, neighbourRadius: sim.neighbourRadius, grid: gridGeometry(sim), nav: this.navFrame(),
      ...(sim.zones ? { speedZones: sim.zones.specs } : {})
    };
  }

  /** The engine's own arrays, read again at each call (adding agents may grow them). */
  newest(): MovingFrame {
    const sim = this.engine, s = sim.state, m = this.moving;
    m.count = s.count; m.time = sim.time; m.steps = sim.steps;
    m.x = s.x; m.y = s.y; m.vx = s.vx; m.vy = s.vy;
    return m;
  }

  setExitOpen(name: string, open: boolean): void {
    this.engine.setExitOpen(name, open);
  }

  private navFrame(): NavFrame | null {
    const nav = this.engine.nav;
    // Exits nobody follows a field to (a point goal through a door) are not offered as switches or drawn as doors.
    if (!nav || nav.fields.length === 0) return null;
    if (this.nav?.version === nav.version) return this.nav;
    const g = nav.grid, f = nav.fields[0];
    this.nav = {
      version: nav.version,
      exits: nav.exits.map((e) => ({ name: e.name, segment: [...e.segment] as [number, number, number, number], open: e.open })),
      field: f ? { x0: g.x0, y0: g.y0, h: g.h, nx: g.nx, ny: g.ny, phi: Float32Array.from(f.phi), dirX: Float32Array.from(f.dirX), dirY: Float32Array.from(f.dirY) } : null
    };
    const field = this.nav.field;
    if (field) for (let k = 0; k < g.size; k++) if (g.blocked[k]) { field.dirX[k] = 0; field.dirY[k] = 0; }
    return this.nav;
  }

  stats(): BackendStats {
    const sim = this.engine;
    return {
      agents: sim.state.count, time: sim.time, steps: sim.steps, msPerStep: median(this.stepTimes),
      metrics: this.metrics(), phases: this.phases.read(sim.timer, sim.steps)
    };
  }

  requestStats(): void {
    this.events.onupdate();
  }

  private metrics(): MetricValue[] {
    return this.metricNames.flatMap((name) => {
      const m = metricByName(name);
      return m ? [{ name, label: m.label, unit: m.unit, value: m.compute(this.engine), integer: m.integer }] : [];
    });
  }

  setEnabled(force: string, on: boolean): void {
    this.engine.setEnabled(force, on);
    this.refreshZones();
  }

  setParams(force: string, values: Record<string, ParamValue>): void {
    this.engine.setParams(force, values);
    this.refreshZones();
  }

  setSettings(values: Record<string, ParamValue>): void {
    this.engine.setSettings(values);
  }

  setMetrics(names: readonly string[]): void {
    this.metricNames = [...names];
  }

  setTiming(on: boolean): void {
    this.engine.timer.setEnabled(on);
  }

  dispose(): void {
    this.engine.timer.setEnabled(false);
  }

  private refreshZones(): void {
    this.zones = this.engine.forces().flatMap((e) => (e.enabled ? (e.force.zones?.(e.params) ?? []) : []));
  }
}

/** The uniform grid's geometry when the simulation searches with it. */
function gridGeometry(sim: Simulation): GridGeometry | null {
  const strategy = sim.neighbourStrategy as Partial<UniformGrid>;
  const g = strategy.name === 'grid' ? strategy.geometry : undefined;
  return g && g.gx > 0 ? { x0: g.x0, y0: g.y0, csx: g.csx, csy: g.csy, k: g.k } : null;
}

/** The upper median (NaN for none). */
export const median = (a: readonly number[]): number => (a.length ? [...a].sort((p, q) => p - q)[a.length >> 1] : NaN);

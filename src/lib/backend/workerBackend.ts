/**
 * The engine, or a rung of the optimization ladder, in a Web Worker behind the backend seam: one request in flight at a time, the newest snapshot kept for
 * drawing, and the previous snapshot's arrays handed back to the worker (they were transferred: double buffering).
 * The simulation is built in the worker only, so a heavy configuration never blocks the page.
 */
import type { BlowupReport, ParamValue, ResolvedConfig, World } from '../engine';
import { transferables, type BackendSource, type FromWorker, type Snapshot, type ToWorker } from '../worker/protocol';
import type { BackendEvents, BackendStats, FrameData, NavFrame, SimBackend } from './types';

export class WorkerBackend implements SimBackend {
  readonly where = 'worker';
  readonly engine = null;
  busy = true;
  blowup: BlowupReport | null = null;
  private readonly worker: Worker;
  private latest: Snapshot | null = null;
  private latestStats: BackendStats | null = null;
  /** The newest way-finding frame (snapshots carry it only when it changed). */
  private nav: NavFrame | null = null;
  private statsWanted = true;
  private fixed: { world: World; walls: number[]; family: FrameData['family']; speedZones?: FrameData['speedZones'] } | null = null;

  /** `source`: a resolved engine config, or a ladder spec (rung, N, seed, knobs). */
  constructor(source: ResolvedConfig | BackendSource, private readonly events: BackendEvents, metrics: readonly string[] = []) {
    const s: BackendSource = 'kind' in source ? source : { kind: 'engine', config: source };
    // Literal URLs, one per worker file, so that Vite bundles each worker on its own.
    this.worker = s.kind === 'engine'
      ? new Worker(new URL('../worker/sim.worker.ts', import.meta.url), { type: 'module' })
      : new Worker(new URL('../worker/ladder.worker.ts', import.meta.url), { type: 'module' });
    this.worker.onmessage = (e: MessageEvent<FromWorker>) => this.receive(e.data);
    this.worker.onerror = (e) => this.events.onerror(e.message || 'the simulation worker failed');
    this.send({ type: 'init', source: structuredClone(s), metrics: [...metrics] });
  }

  private send(m: ToWorker, transfer: Transferable[] = []): void {
    this.worker.postMessage(m, transfer);
  }

  private receive(m: FromWorker): void {
    if (m.type === 'ready') {
      this.fixed = { world: m.world, walls: m.walls, family: m.family, ...(m.speedZones ? { speedZones: m.speedZones } : {}) };
      return;
    }
    this.busy = false;
    if (m.type === 'error') {
      this.events.onerror(m.message, m.detail);
      return;
    }
    const old = this.latest;
    this.latest = m.snapshot;
    if (m.snapshot.stats) this.latestStats = m.snapshot.stats;
    if (m.snapshot.nav) this.nav = m.snapshot.nav;
    this.blowup = m.blowup;
    // Numbers asked for while a step without them was in flight: fetch them now.
    if (this.statsWanted && !m.snapshot.stats) this.requestStats();
    if (old) {
      const { x, y, vx, vy, radius, kind, group, z, vz, rays } = old;
      const buffers = { x, y, vx, vy, radius, kind, group, ...(z ? { z } : {}), ...(vz ? { vz } : {}), ...(rays ? { rays } : {}) };
      this.send({ type: 'return', buffers }, transferables(buffers));
    }
    this.events.onupdate();
  }

  step(k: number): number {
    if (this.busy || k < 1) return 0;
    this.busy = true;
    this.send({ type: 'step', k, stats: this.statsWanted });
    this.statsWanted = false;
    return k;
  }

  frame(): FrameData | null {
    const l = this.latest, f = this.fixed;
    if (!l || !f) return null;
    return { ...l, walls: f.walls, wallCount: f.walls.length / 4, world: f.world, family: f.family, nav: this.nav, ...(f.speedZones ? { speedZones: f.speedZones } : {}) };
  }

  /** The newest snapshot itself (its arrays, no copy, no new object). */
  newest(): Snapshot | null {
    return this.latest;
  }

  stats(): BackendStats | null {
    return this.latestStats;
  }

  /** Fresh numbers come with the next step's snapshot, or at once when nothing is stepping. */
  requestStats(): void {
    this.statsWanted = true;
    if (this.busy) return;
    this.busy = true;
    this.statsWanted = false;
    this.send({ type: 'snapshot', stats: true });
  }

  setEnabled(name: string, on: boolean): void {
    this.send({ type: 'setEnabled', name, on });
  }
  setParams(name: string, values: Record<string, ParamValue>): void {
    this.send({ type: 'setParams', name, values: { ...values } });
  }
  setSettings(values: Record<string, ParamValue>): void {
    this.send({ type: 'setSettings', values: { ...values } });
  }
  setMetrics(names: readonly string[]): void {
    this.send({ type: 'setMetrics', names: [...names] });
  }
  setTiming(on: boolean): void {
    this.send({ type: 'setTiming', on });
  }
  setExitOpen(name: string, open: boolean): void {
    this.send({ type: 'setExitOpen', name, open });
  }
  setRays(on: boolean): void {
    this.send({ type: 'setRays', on });
  }
  dispose(): void {
    this.worker.terminate();
  }
}

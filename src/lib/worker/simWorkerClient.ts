/**
 * The page's side of the simulation worker: one request in flight at a time, the newest snapshot kept for
 * drawing, and the previous snapshot's arrays handed back to the worker (they were transferred, so the worker's
 * copies are detached: double buffering).
 */
import type { ParamValue, SimConfig, World } from '../engine';
import type { FromWorker, Snapshot, ToWorker } from './protocol';

export class SimWorkerClient {
  private worker: Worker;
  /** The newest snapshot (drawn each frame). */
  latest: Snapshot | null = null;
  /** A step request is in flight. */
  pending = false;
  world: World | null = null;
  walls: number[] = [];
  family: 'boids' | 'social' = 'social';
  blowup: string | null = null;

  constructor(
    private readonly onupdate: (snap: Snapshot) => void,
    private readonly onerror: (message: string) => void
  ) {
    this.worker = new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module' });
    this.worker.onmessage = (e: MessageEvent<FromWorker>) => this.receive(e.data);
    this.worker.onerror = (e) => this.onerror(e.message || 'the simulation worker failed');
  }

  private send(m: ToWorker, transfer: Transferable[] = []) {
    this.worker.postMessage(m, transfer);
  }

  private receive(m: FromWorker) {
    if (m.type === 'ready') {
      this.world = m.world;
      this.walls = m.walls;
      this.family = m.family;
    } else if (m.type === 'snapshot') {
      const old = this.latest;
      this.latest = m.snapshot;
      this.pending = false;
      this.blowup = m.blowup;
      if (old) {
        const { x, y, vx, vy, radius, kind, id } = old;
        this.send({ type: 'return', buffers: { x, y, vx, vy, radius, kind, id } }, [x.buffer, y.buffer, vx.buffer, vy.buffer, radius.buffer, kind.buffer, id.buffer]);
      }
      this.onupdate(m.snapshot);
    } else {
      this.pending = false;
      this.onerror(m.message);
    }
  }

  init(config: SimConfig, metrics: string[]) {
    this.latest = null;
    this.blowup = null;
    this.pending = true;
    this.send({ type: 'init', config: structuredClone(config), metrics });
  }
  step(k: number, stats: boolean) {
    this.pending = true;
    this.send({ type: 'step', k, stats });
  }
  snapshot(stats = true) {
    this.pending = true;
    this.send({ type: 'snapshot', stats });
  }
  setEnabled(name: string, on: boolean) {
    this.send({ type: 'setEnabled', name, on });
  }
  setParams(name: string, values: Record<string, ParamValue>) {
    this.send({ type: 'setParams', name, values: { ...values } });
  }
  setSettings(values: Record<string, ParamValue>) {
    this.send({ type: 'setSettings', values: { ...values } });
  }
  terminate() {
    this.worker.terminate();
  }
}

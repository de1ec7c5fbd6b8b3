/**
 * A thin Web Worker around the engine for big runs: it hosts a LocalBackend (the same code that runs a view in the
 * page), steps on command and posts snapshots whose typed arrays are transferred. Transferred arrays are detached
 * here, so snapshots come from a pool of buffer sets that the page hands back after drawing (double buffering).
 */
import { LocalBackend } from '../backend/localBackend';
import type { FromWorker, Snapshot, SnapshotBuffers, ToWorker } from './protocol';

let backend: LocalBackend | null = null;
const pool: SnapshotBuffers[] = [];

const post = (m: FromWorker, transfer: Transferable[] = []) => (self as unknown as Worker).postMessage(m, transfer);
const fail = (message: string) => post({ type: 'error', message });

function buffers(n: number): SnapshotBuffers {
  let k = pool.findIndex((b) => b.x.length >= n);
  if (k < 0) {
    const cap = Math.max(16, Math.ceil(n * 1.25));
    const f = () => new Float32Array(cap), i = () => new Int32Array(cap);
    pool.push({ x: f(), y: f(), vx: f(), vy: f(), radius: f(), kind: i(), group: i() });
    k = pool.length - 1;
  }
  return pool.splice(k, 1)[0];
}

function snapshot(withStats: boolean): void {
  if (!backend) return;
  const f = backend.frame(), n = f.count, b = buffers(n);
  for (let i = 0; i < n; i++) {
    b.x[i] = f.x[i]; b.y[i] = f.y[i]; b.vx[i] = f.vx[i]; b.vy[i] = f.vy[i];
    b.radius[i] = f.radius[i]; b.kind[i] = f.kind[i]; b.group[i] = f.group[i];
  }
  const snap: Snapshot = { ...b, count: n, time: f.time, steps: f.steps, zones: f.zones, neighbourRadius: f.neighbourRadius, grid: f.grid };
  if (withStats) snap.stats = backend.stats();
  post({ type: 'snapshot', snapshot: snap, blowup: backend.blowup }, [b.x.buffer, b.y.buffer, b.vx.buffer, b.vy.buffer, b.radius.buffer, b.kind.buffer, b.group.buffer]);
}

self.onmessage = (e: MessageEvent<ToWorker>) => {
  const m = e.data;
  try {
    if (m.type === 'init') {
      backend = new LocalBackend(m.config, { onupdate: () => {}, onerror: fail }, m.metrics);
      const f = backend.frame();
      post({ type: 'ready', world: f.world, walls: Array.from(f.walls), family: f.family });
      snapshot(true);
    } else if (m.type === 'return') {
      pool.push(m.buffers);
    } else if (backend) {
      if (m.type === 'step') { backend.step(m.k, Infinity); snapshot(m.stats); }
      else if (m.type === 'snapshot') snapshot(m.stats);
      else if (m.type === 'setEnabled') backend.setEnabled(m.name, m.on);
      else if (m.type === 'setParams') backend.setParams(m.name, m.values);
      else if (m.type === 'setSettings') backend.setSettings(m.values);
      else if (m.type === 'setMetrics') backend.setMetrics(m.names);
      else if (m.type === 'setTiming') backend.setTiming(m.on);
    }
  } catch (err) {
    fail(err instanceof Error ? err.message : String(err));
  }
};

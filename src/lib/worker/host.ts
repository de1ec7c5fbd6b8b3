/**
 * The body of a thin Web Worker for big runs: it hosts a backend (a LocalBackend, the same code that runs a view in
 * the page, or a LadderBackend for a rung of the optimization ladder: each worker file passes its own builder, so the
 * engine's worker does not carry the ladder and the ladder's does not carry the engine's scenarios), steps on command and posts snapshots whose typed arrays are transferred. Transferred arrays are detached
 * here, so snapshots come from a pool of buffer sets that the page hands back after drawing (double buffering).
 */
import { errorDetail, type BackendEvents, type SimBackend } from '../backend/types';
import { transferables, type BackendSource, type FromWorker, type Snapshot, type SnapshotBuffers, type ToWorker } from './protocol';

/** Builds the hosted backend from the init message's source; throws for a source this worker cannot host. */
export type BuildBackend = (source: BackendSource, events: BackendEvents, metrics: string[]) => SimBackend;

let backend: SimBackend | null = null;
const pool: SnapshotBuffers[] = [];
/** The way-finding frame's version last sent (it goes only when it changed). */
let navSent = -1;

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

/** Copies `from` into the float buffer `to` (made, or made larger, when it cannot hold `len`). */
function copyInto(to: Float32Array | undefined, from: ArrayLike<number>, len: number): Float32Array {
  const out = to && to.length >= len ? to : new Float32Array(Math.ceil(len * 1.25));
  for (let i = 0; i < len; i++) out[i] = from[i];
  return out;
}

function snapshot(withStats: boolean): void {
  if (!backend) return;
  const f = backend.frame()!, n = f.count, b = buffers(n);
  for (let i = 0; i < n; i++) {
    b.x[i] = f.x[i]; b.y[i] = f.y[i]; b.vx[i] = f.vx[i]; b.vy[i] = f.vy[i];
    b.radius[i] = f.radius[i]; b.kind[i] = f.kind[i]; b.group[i] = f.group[i];
  }
  // A flock in space: z and v_z ride along (the set keeps them for its next use), the rays while they are drawn.
  if (f.z && f.vz) { b.z = copyInto(b.z, f.z, n); b.vz = copyInto(b.vz, f.vz, n); }
  if (f.rays) b.rays = copyInto(b.rays, f.rays, 9 * n);
  const snap: Snapshot = { ...b, count: n, time: f.time, steps: f.steps, zones: f.zones, neighbourRadius: f.neighbourRadius, grid: f.grid };
  if (!f.rays) delete snap.rays;
  if (f.boundaryRadius !== undefined) snap.boundaryRadius = f.boundaryRadius;
  if (withStats) snap.stats = backend.stats() ?? undefined;
  if (f.nav && f.nav.version !== navSent) { snap.nav = f.nav; navSent = f.nav.version; }
  post({ type: 'snapshot', snapshot: snap, blowup: backend.blowup }, transferables(b));
}

/** Makes this worker answer the WorkerBackend's messages with backends from `build`. */
export const hostBackend = (build: BuildBackend) => (self.onmessage = (e: MessageEvent<ToWorker>) => {
  const m = e.data;
  try {
    if (m.type === 'init') {
      backend = build(m.source, { onupdate: () => {}, onerror: fail }, m.metrics);
      navSent = -1;
      const f = backend.frame()!;
      post({ type: 'ready', world: f.world, walls: Array.from(f.walls), family: f.family, ...(f.speedZones ? { speedZones: f.speedZones } : {}) });
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
      else if (m.type === 'setExitOpen') backend.setExitOpen?.(m.name, m.open);
      else if (m.type === 'setRays') backend.setRays?.(m.on);
    }
  } catch (err) {
    const detail = errorDetail(err);
    post({ type: 'error', message: err instanceof Error ? err.message : String(err), ...(Object.keys(detail).length ? { detail } : {}) });
  }
});

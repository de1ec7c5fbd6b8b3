/**
 * The body of a thin Web Worker for big runs: it hosts a backend (a LocalBackend, the same code that runs a view in
 * the page, or a LadderBackend for a rung of the optimization ladder: each worker file passes its own builder, so the
 * engine's worker does not carry the ladder and the ladder's does not carry the engine's scenarios), steps on command and posts snapshots whose typed arrays are transferred. Transferred arrays are detached
 * here, so snapshots come from a pool of buffer sets that the page hands back after drawing (double buffering).
 */
import { errorDetail, type BackendEvents, type SimBackend } from '../backend/types';
import type { BackendSource, FromWorker, Snapshot, SnapshotBuffers, ToWorker } from './protocol';

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

function snapshot(withStats: boolean): void {
  if (!backend) return;
  const f = backend.frame()!, n = f.count, b = buffers(n);
  for (let i = 0; i < n; i++) {
    b.x[i] = f.x[i]; b.y[i] = f.y[i]; b.vx[i] = f.vx[i]; b.vy[i] = f.vy[i];
    b.radius[i] = f.radius[i]; b.kind[i] = f.kind[i]; b.group[i] = f.group[i];
  }
  const snap: Snapshot = { ...b, count: n, time: f.time, steps: f.steps, zones: f.zones, neighbourRadius: f.neighbourRadius, grid: f.grid };
  if (withStats) snap.stats = backend.stats() ?? undefined;
  if (f.nav && f.nav.version !== navSent) { snap.nav = f.nav; navSent = f.nav.version; }
  post({ type: 'snapshot', snapshot: snap, blowup: backend.blowup }, [b.x.buffer, b.y.buffer, b.vx.buffer, b.vy.buffer, b.radius.buffer, b.kind.buffer, b.group.buffer]);
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
    }
  } catch (err) {
    const detail = errorDetail(err);
    post({ type: 'error', message: err instanceof Error ? err.message : String(err), ...(Object.keys(detail).length ? { detail } : {}) });
  }
});

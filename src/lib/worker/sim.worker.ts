/**
 * A thin Web Worker around the engine for big runs: builds the simulation from a SimConfig, steps on command and
 * posts snapshots back with their typed arrays transferred. Transferred arrays are detached here, so snapshots
 * use a pool of buffer sets that the page returns after drawing (double buffering).
 */
import { createSimulation, scenarioByName, type Simulation } from '../engine';
import { metricByName } from '../engine/metrics';
import type { FromWorker, Snapshot, SnapshotBuffers, ToWorker } from './protocol';

let sim: Simulation | null = null;
let metricNames: string[] = [];
const pool: SnapshotBuffers[] = [];
const times: number[] = [];

const post = (m: FromWorker, transfer: Transferable[] = []) => (self as unknown as Worker).postMessage(m, transfer);

function buffers(n: number): SnapshotBuffers {
  let k = pool.findIndex((b) => b.x.length >= n);
  if (k < 0) {
    const cap = Math.max(16, Math.ceil(n * 1.25));
    pool.push({ x: new Float32Array(cap), y: new Float32Array(cap), vx: new Float32Array(cap), vy: new Float32Array(cap), radius: new Float32Array(cap), kind: new Int32Array(cap), id: new Int32Array(cap) });
    k = pool.length - 1;
  }
  return pool.splice(k, 1)[0];
}

function median(a: number[]): number {
  if (a.length === 0) return NaN;
  const s = [...a].sort((p, q) => p - q);
  return s[s.length >> 1];
}

function snapshot(withStats: boolean): void {
  if (!sim) return;
  const s = sim.state, n = s.count, b = buffers(n);
  for (let i = 0; i < n; i++) {
    b.x[i] = s.x[i]; b.y[i] = s.y[i]; b.vx[i] = s.vx[i]; b.vy[i] = s.vy[i];
    b.radius[i] = s.radius[i]; b.kind[i] = s.kind[i]; b.id[i] = s.id[i];
  }
  const snap: Snapshot = { ...b, count: n, time: sim.time, steps: sim.steps, msPerStep: median(times), neighbourRadius: sim.neighbourRadius };
  if (withStats) {
    snap.metrics = {};
    for (const name of metricNames) {
      const m = metricByName(name);
      if (m) snap.metrics[name] = m.compute(sim);
    }
  }
  post({ type: 'snapshot', snapshot: snap, blowup: sim.blowup?.message ?? null }, [b.x.buffer, b.y.buffer, b.vx.buffer, b.vy.buffer, b.radius.buffer, b.kind.buffer, b.id.buffer]);
}

self.onmessage = (e: MessageEvent<ToWorker>) => {
  const m = e.data;
  try {
    switch (m.type) {
      case 'init': {
        sim = createSimulation(m.config);
        metricNames = m.metrics;
        times.length = 0;
        const sc = scenarioByName(m.config.scenario)!;
        post({ type: 'ready', count: sim.state.count, world: sim.world, walls: Array.from(sim.walls.seg), family: sc.family });
        snapshot(true);
        break;
      }
      case 'step': {
        if (!sim) return;
        for (let k = 0; k < m.k; k++) {
          const t0 = performance.now();
          const ok = sim.step();
          times.push(performance.now() - t0);
          if (times.length > 30) times.shift();
          if (!ok) break;
        }
        snapshot(m.stats);
        break;
      }
      case 'snapshot':
        snapshot(m.stats);
        break;
      case 'return':
        pool.push(m.buffers);
        break;
      case 'setEnabled':
        sim?.setEnabled(m.name, m.on);
        break;
      case 'setParams':
        sim?.setParams(m.name, m.values);
        break;
      case 'setSettings':
        sim?.setSettings(m.values);
        break;
    }
  } catch (err) {
    post({ type: 'error', message: err instanceof Error ? err.message : String(err) });
  }
};

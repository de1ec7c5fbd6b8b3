/** Messages between a SimulationView and its worker. Plain data only (structured clone + transferables). */
import type { ParamValue, SimConfig } from '../engine';

export type ToWorker =
  | { type: 'init'; config: SimConfig; metrics: string[] }
  /** Advance k whole steps, then send a snapshot (stats when `stats`). `buffers` returns a drawn snapshot's arrays. */
  | { type: 'step'; k: number; stats: boolean }
  | { type: 'snapshot'; stats: boolean }
  | { type: 'return'; buffers: SnapshotBuffers }
  | { type: 'setEnabled'; name: string; on: boolean }
  | { type: 'setParams'; name: string; values: Record<string, ParamValue> }
  | { type: 'setSettings'; values: Record<string, ParamValue> };

export interface SnapshotBuffers {
  x: Float32Array;
  y: Float32Array;
  vx: Float32Array;
  vy: Float32Array;
  radius: Float32Array;
  kind: Int32Array;
  id: Int32Array;
}

export interface Snapshot extends SnapshotBuffers {
  count: number;
  time: number;
  steps: number;
  /** Wall-clock ms per step in the worker (median of the recent steps). */
  msPerStep: number;
  metrics?: Record<string, number>;
  neighbourRadius: number;
}

export type FromWorker =
  | { type: 'ready'; count: number; world: import('../engine').World; walls: number[]; family: 'boids' | 'social' }
  | { type: 'snapshot'; snapshot: Snapshot; blowup: string | null }
  | { type: 'error'; message: string };

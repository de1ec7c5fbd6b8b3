/** Messages between a WorkerBackend and its worker. Plain data only (structured clone + transferables). */
import type { ParamValue, ResolvedConfig, World } from '../engine';
import type { BackendStats, FrameData, NavFrame } from '../backend/types';
import type { LadderSpec } from '../backend/ladderBackend';

/** What a worker hosts: the engine with a resolved config, or one rung of the optimization ladder. */
export type BackendSource = { kind: 'engine'; config: ResolvedConfig } | { kind: 'ladder'; spec: LadderSpec };

export type ToWorker =
  | { type: 'init'; source: BackendSource; metrics: string[] }
  /** Advance k whole steps, then send a snapshot (with stats when `stats`). */
  | { type: 'step'; k: number; stats: boolean }
  | { type: 'snapshot'; stats: boolean }
  /** A drawn snapshot's arrays, handed back for reuse (they were transferred: double buffering). */
  | { type: 'return'; buffers: SnapshotBuffers }
  | { type: 'setEnabled'; name: string; on: boolean }
  | { type: 'setParams'; name: string; values: Record<string, ParamValue> }
  | { type: 'setSettings'; values: Record<string, ParamValue> }
  | { type: 'setMetrics'; names: string[] }
  | { type: 'setTiming'; on: boolean }
  | { type: 'setExitOpen'; name: string; open: boolean }
  | { type: 'setRays'; on: boolean };

export interface SnapshotBuffers {
  x: Float32Array;
  y: Float32Array;
  vx: Float32Array;
  vy: Float32Array;
  radius: Float32Array;
  kind: Int32Array;
  group: Int32Array;
  /** A flock in space: the third coordinate, and article B's debug rays (9 a boid) while they are drawn. */
  z?: Float32Array;
  vz?: Float32Array;
  rays?: Float32Array;
}

/** A buffer set's arrays, for transferring. */
export function transferables(b: SnapshotBuffers): ArrayBuffer[] {
  const list = [b.x, b.y, b.vx, b.vy, b.radius, b.kind, b.group, b.z, b.vz, b.rays];
  return list.flatMap((a) => (a ? [a.buffer as ArrayBuffer] : []));
}

/** A frame without what never changes in a run (world, walls, family: sent once, with 'ready'). */
export interface Snapshot extends SnapshotBuffers, Pick<FrameData, 'count' | 'time' | 'steps' | 'zones' | 'neighbourRadius' | 'grid' | 'boundaryRadius'> {
  stats?: BackendStats;
  /** The way-finding frame, only in the first snapshot after the engine rebuilt its fields (it is large). */
  nav?: NavFrame;
}

export type FromWorker =
  | { type: 'ready'; world: World; walls: number[]; family: FrameData['family']; speedZones?: FrameData['speedZones'] }
  | { type: 'snapshot'; snapshot: Snapshot; blowup: import('../engine').BlowupReport | null }
  /** `detail`: a refused build's ParamError key and, for too many agents, the most the region holds. */
  | { type: 'error'; message: string; detail?: import('../backend/types').ErrorDetail };

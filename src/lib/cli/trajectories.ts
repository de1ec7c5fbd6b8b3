/**
 * Trajectories as CSV, one row per agent and frame: `frame,time,id,x,y,vx,vy` (m, s, m/s). The stable id
 * identifies an agent across frames even though its array index changes; this long format is what
 * pedestrian-trajectory tools (e.g. PeTrack / JuPedSim-style analysis, pandas) read directly.
 */
import type { Simulation } from '../engine';

export const TRAJECTORY_HEADER = 'frame,time,id,x,y,vx,vy';

export class TrajectoryWriter {
  private readonly chunks: string[] = [TRAJECTORY_HEADER];
  frames = 0;
  rows = 0;

  /** Appends one frame: every agent present now. */
  record(sim: Simulation): void {
    const s = sim.state, f = this.frames++, t = +sim.time.toFixed(6);
    let block = '';
    for (let i = 0; i < s.count; i++) {
      block += `\n${f},${t},${s.id[i]},${s.x[i].toFixed(4)},${s.y[i].toFixed(4)},${s.vx[i].toFixed(4)},${s.vy[i].toFixed(4)}`;
    }
    this.rows += s.count;
    this.chunks.push(block);
  }

  toString(): string {
    return this.chunks.join('') + '\n';
  }
}

/** Steps per frame: the given K, else the number of steps in 0.1 s (at least 1). */
export function framesEvery(dt: number, every?: number): number {
  return every ?? Math.max(1, Math.round(0.1 / dt));
}

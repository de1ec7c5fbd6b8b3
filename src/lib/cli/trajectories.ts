/**
 * Trajectories as CSV, one row per agent and frame: `frame,time,id,x,y,vx,vy` (m, s, m/s). The stable id
 * identifies an agent across frames even though its array index changes; this long format is what
 * pedestrian-trajectory tools (e.g. PeTrack / JuPedSim-style analysis, pandas) read directly.
 *
 * Rows are streamed while the simulation runs: they are encoded into one reusable byte buffer, and the buffer is
 * handed to a sink whenever the next row would not fit (and at the end). The writer never holds more than that
 * buffer, however many agents and frames there are. The sink receives a view of the buffer and must consume it
 * before returning; the file sink (trajectoryFiles, below) does, with synchronous writes.
 */
import type { Simulation } from '../engine';

export const TRAJECTORY_HEADER = 'frame,time,id,x,y,vx,vy';

/** Size of the writer's buffer: large enough that a write is cheap next to the rows it carries. */
export const TRAJECTORY_BUFFER_BYTES = 1 << 16;

/** Where the bytes go. `write` must consume `chunk` before it returns: the writer reuses that memory. */
export interface TrajectorySink {
  write(chunk: Uint8Array): void;
  close(): void;
}

export class TrajectoryWriter {
  frames = 0;
  rows = 0;
  /** Bytes handed to the sink so far. */
  written = 0;
  private readonly buf: Uint8Array;
  private pos = 0;
  private readonly encoder = new TextEncoder();

  constructor(private readonly sink: TrajectorySink, capacity = TRAJECTORY_BUFFER_BYTES) {
    this.buf = new Uint8Array(capacity);
    this.put(TRAJECTORY_HEADER + '\n');
  }

  /** Bytes waiting in the buffer: never more than its capacity. */
  get buffered(): number {
    return this.pos;
  }

  get capacity(): number {
    return this.buf.length;
  }

  /** Appends one frame: every agent present now. */
  record(sim: Simulation): void {
    const s = sim.state, f = this.frames++, t = +sim.time.toFixed(6);
    for (let i = 0; i < s.count; i++) {
      this.put(`${f},${t},${s.id[i]},${s.x[i].toFixed(4)},${s.y[i].toFixed(4)},${s.vx[i].toFixed(4)},${s.vy[i].toFixed(4)}\n`);
    }
    this.rows += s.count;
  }

  /** Hands what is buffered to the sink. */
  flush(): void {
    if (this.pos === 0) return;
    this.sink.write(this.buf.subarray(0, this.pos));
    this.written += this.pos;
    this.pos = 0;
  }

  /** Flushes and closes the sink. */
  close(): void {
    this.flush();
    this.sink.close();
  }

  /** Closes the sink without writing what is buffered (after a write failed). */
  abort(): void {
    this.pos = 0;
    this.sink.close();
  }

  /** Rows are ASCII (digits, signs, points, commas), so a string's length is its size in bytes. */
  private put(text: string): void {
    if (this.pos + text.length > this.buf.length) this.flush();
    if (text.length > this.buf.length) {
      this.sink.write(this.encoder.encode(text));
      this.written += text.length;
      return;
    }
    this.pos += this.encoder.encodeInto(text, this.buf.subarray(this.pos)).written;
  }
}

/** Steps per frame: the given K, else the number of steps in 0.1 s (at least 1). */
export function framesEvery(dt: number, every?: number): number {
  return every ?? Math.max(1, Math.round(0.1 / dt));
}

/**
 * Where trajectory files are opened. `check` runs before anything else and has no side effect (a command refused
 * for another reason must not truncate an existing file); `open` runs just before the first step. Both throw a
 * TrajectoryFileError naming the path and the reason. Tests swap in an in-memory target.
 */
export interface TrajectoryTarget {
  check(path: string): void;
  open(path: string): TrajectorySink;
}

export class TrajectoryFileError extends Error {
  constructor(readonly path: string, readonly reason: string, readonly when = '') {
    super(`cannot write trajectories to '${path}': ${reason}${when}`);
    this.name = 'TrajectoryFileError';
  }
}

/**
 * The GPU's own time for a batch of frames, from timestamp queries: the time between the start and the end of the
 * batch's compute pass as the GPU clocks it, without the submission, the queue or the read-back that the wall clock
 * also counts. Only where the adapter offers 'timestamp-query' (support.ts asks for it). One batch in flight at a
 * time is timed: while its two timestamps are read back, later batches run untimed, so the number is a sample (the
 * latest batch that could be timed). Browsers may round timestamps (Chrome: to 100 µs); a batch of several frames
 * is long enough for that not to matter.
 */
const QUERY_RESOLVE = 0x200, COPY_SRC = 0x04, COPY_DST = 0x08, MAP_READ = 0x01; // GPUBufferUsage, usable in Node too
const MAP_MODE_READ = 0x01;

export class GpuTimer {
  /** GPU milliseconds per frame of the latest timed batch; null until one has been read. */
  msPerFrame: number | null = null;
  private readonly query: GPUQuerySet;
  private readonly resolved: GPUBuffer;
  private readonly readBack: GPUBuffer;
  private readonly writes: GPUComputePassTimestampWrites;
  private pending: Promise<void> | null = null;
  private destroyed = false;

  constructor(device: GPUDevice, label: string) {
    this.query = device.createQuerySet({ label: `${label} timestamps`, type: 'timestamp', count: 2 });
    this.resolved = device.createBuffer({ label: `${label} timestamps resolved`, size: 16, usage: QUERY_RESOLVE | COPY_SRC });
    this.readBack = device.createBuffer({ label: `${label} timestamps read-back`, size: 16, usage: MAP_READ | COPY_DST });
    this.writes = { querySet: this.query, beginningOfPassWriteIndex: 0, endOfPassWriteIndex: 1 };
  }

  /** The pass's timestamp writes, or undefined while the last timed batch is still being read (this one runs untimed). */
  passWrites(): GPUComputePassTimestampWrites | undefined {
    return this.pending || this.destroyed ? undefined : this.writes;
  }

  /** After the timed pass has ended: resolves its two timestamps and copies them where they can be read. */
  record(enc: GPUCommandEncoder): void {
    enc.resolveQuerySet(this.query, 0, 2, this.resolved, 0);
    enc.copyBufferToBuffer(this.resolved, 0, this.readBack, 0, 16);
  }

  /** After the timed batch was submitted: reads its timestamps when the GPU is done with it. */
  collect(frames: number): void {
    this.pending = this.readBack.mapAsync(MAP_MODE_READ).then(
      () => {
        const t = new BigUint64Array(this.readBack.getMappedRange(0, 16));
        const ns = Number(t[1] - t[0]);
        this.readBack.unmap();
        // A zero (a batch under the browser's rounding) or a clock that went back says nothing: keep the last.
        if (ns > 0) this.msPerFrame = ns / 1e6 / frames;
      },
      () => {} // destroyed while it was being read
    ).finally(() => { this.pending = null; });
  }

  /** Resolves when the timed batch in flight (if any) has been read. */
  settled(): Promise<void> {
    return this.pending ?? Promise.resolve();
  }

  destroy(): void {
    this.destroyed = true;
    this.query.destroy();
    this.resolved.destroy();
    this.readBack.destroy();
  }
}

/**
 * The boids step on the GPU with WebGPU compute. The model is the uniform and the sorted grid's (model.ts): the same start
 * state (start.ts, rounded to float32), the same tick and random phase, the same rules and clamps, the same soft
 * boundary. What changes is where and in what precision it runs: every frame is a chain of compute dispatches (see
 * passes.ts) that sort the boids into a grid by counting (clear, atomic counts, a prefix sum, a scatter into cell
 * order) and then let one thread per boid scan its 3 × 3 cells, on float32 instead of float64.
 *
 * So it is not the CPU rung to the last bit, and cannot be: float32 rounds after 7 digits, and the flock is chaotic
 * (a last-bit difference grows about tenfold a second, see the ladder's equivalence test). It is compared with the
 * CPU rung to a tolerance after a few frames, and by its flock statistics after many (tests/e2e/ladder-gpu.spec.ts).
 *
 * Its default is no neighbour cap (maxBoids = 0): a cap keeps "the lowest-numbered neighbours", an order-dependent
 * choice a GPU can only honour by keeping a sorted buffer per thread (rules.ts does, for caps up to 33), which costs
 * registers and time; the GPU is compared with the sorted grid configured the same way.
 *
 * The JavaScript side allocates nothing per frame: `step(k)` records k frames into one command buffer (the encoder
 * and pass objects are WebGPU's own), and `read()` copies the boids into one staging buffer made once.
 */
import { DT, tickFrames, tickSlot, worldRadius, type RungSettings } from '../model';
import { startState } from '../start';
import { dispatchSizes, gpuCap, gpuGrid, packParams, paramValues, PARAMS_BYTES, type Dispatch, type GpuGrid } from './layout';
import { passes, passSource, type BufferName, type PassSpec } from './passes';
import { acquireGpu, type GpuInfo } from './support';
import { GpuTimer } from './timer';

export const NAME = 'webgpu';
/** The sorted grid's tick and phase, no cap. */
export const DEFAULTS: RungSettings = { tick: 2, randomPhase: true, maxBoids: 0 };

/** Boids read back from the GPU, in start order. */
export interface GpuFrame {
  x: Float32Array;
  y: Float32Array;
  vx: Float32Array;
  vy: Float32Array;
  /** Frames done when the copy was taken, and the simulated time. */
  steps: number;
  time: number;
}

export interface GpuFlock {
  readonly name: string;
  readonly count: number;
  readonly settings: Readonly<RungSettings>;
  readonly boundaryRadius: number;
  readonly grid: Readonly<GpuGrid>;
  readonly info: Readonly<GpuInfo>;
  /** Simulated time (s) and frames queued (not necessarily finished: see `finished`). */
  readonly time: number;
  readonly steps: number;
  /** The first WebGPU error or device loss, as a sentence; null while all is well. */
  readonly error: string | null;
  /**
   * The GPU's own milliseconds per frame (timestamp queries, timer.ts) of the latest timed batch; null where the
   * adapter offers no 'timestamp-query', or before a batch was timed.
   */
  readonly gpuMsPerFrame: number | null;
  /** Resolves with gpuMsPerFrame once the timed batch in flight (if any) has been read. */
  gpuTime(): Promise<number | null>;
  /** Queues k frames. */
  step(k: number): void;
  /** Resolves when the GPU has finished everything queued so far. */
  finished(): Promise<void>;
  /** The boids after the frames queued so far, in start order. The arrays are the flock's own, overwritten by the next read. */
  read(): Promise<GpuFrame>;
  dispose(): void;
}

interface Stage { pipeline: GPUComputePipeline; bindGroup: GPUBindGroup; workgroups: number }

const STORAGE = 0x80, COPY_SRC = 0x04, COPY_DST = 0x08, UNIFORM = 0x40, MAP_READ = 0x01; // GPUBufferUsage, usable in Node too
const MAP_MODE_READ = 0x01;

class WebGpuFlock implements GpuFlock {
  readonly name = NAME;
  readonly settings: RungSettings;
  readonly boundaryRadius: number;
  readonly grid: GpuGrid;
  time = 0;
  steps = 0;
  error: string | null = null;
  private readonly buffers = {} as Record<BufferName | 'params', GPUBuffer>;
  private readonly staging: GPUBuffer;
  private stages: Stage[] = [];
  private readonly out: GpuFrame;
  private reading: Promise<GpuFrame> | null = null;
  private disposed = false;
  private readonly timer: GpuTimer | null;
  private readonly onError = (e: Event) => { this.error ??= `WebGPU error: ${(e as GPUUncapturedErrorEvent).error.message}`; };

  constructor(private readonly device: GPUDevice, private readonly ownsDevice: boolean, readonly info: GpuInfo, readonly count: number, seed: number, settings: Partial<RungSettings>) {
    const n = count;
    this.settings = { ...DEFAULTS, ...settings };
    this.boundaryRadius = worldRadius(n);
    this.grid = gpuGrid(n);
    const d: Dispatch = dispatchSizes(n, this.grid.cells);
    device.lost.then((l) => { if (!this.disposed) this.error ??= `The GPU device was lost: ${l.message || l.reason}`; });
    device.addEventListener('uncapturederror', this.onError);

    const make = (name: BufferName | 'params', bytes: number, usage: number) =>
      (this.buffers[name] = device.createBuffer({ label: `${NAME} ${name}`, size: Math.max(16, Math.ceil(bytes / 4) * 4), usage }));
    make('boids', 16 * n, STORAGE | COPY_SRC | COPY_DST);
    make('slot', 4 * n, STORAGE | COPY_DST);
    make('newVel', 8 * n, STORAGE);
    make('cellOf', 4 * n, STORAGE);
    make('rank', 4 * n, STORAGE);
    make('counts', 4 * this.grid.cells, STORAGE);
    make('start', 4 * (this.grid.cells + 1), STORAGE);
    make('blockSums', 4 * d.blocks, STORAGE);
    make('sorted', 16 * n, STORAGE);
    make('sortedId', 4 * n, STORAGE);
    make('state', 16, STORAGE | COPY_DST);
    make('params', PARAMS_BYTES, UNIFORM | COPY_DST);
    this.staging = device.createBuffer({ label: `${NAME} read-back`, size: 16 * n, usage: MAP_READ | COPY_DST });
    this.timer = device.features?.has('timestamp-query') ? new GpuTimer(device, NAME) : null;

    // The start state, in float32, interleaved (x, y, vx, vy); each boid's tick slot from its phase, as on the CPU.
    const s = startState(n, seed), frames = tickFrames(this.settings.tick);
    const boids = new Float32Array(4 * n), slot = new Uint32Array(n);
    for (let i = 0; i < n; i++) {
      boids[4 * i] = s.x[i]; boids[4 * i + 1] = s.y[i]; boids[4 * i + 2] = s.vx[i]; boids[4 * i + 3] = s.vy[i];
      slot[i] = tickSlot(s.phase[i], frames, this.settings.randomPhase);
    }
    device.queue.writeBuffer(this.buffers.boids, 0, boids);
    device.queue.writeBuffer(this.buffers.slot, 0, slot);
    device.queue.writeBuffer(this.buffers.state, 0, new Uint32Array(4));
    device.queue.writeBuffer(this.buffers.params, 0, packParams(paramValues(n, this.settings, this.grid)));
    this.out = { x: new Float32Array(n), y: new Float32Array(n), vx: new Float32Array(n), vy: new Float32Array(n), steps: 0, time: 0 };
  }

  /** Compiles the passes; rejects with the compiler's messages if one fails. */
  async build(): Promise<void> {
    const d = dispatchSizes(this.count, this.grid.cells);
    const workgroups: Record<PassSpec['over'], number> = { boids: d.boids, cells: d.cells, blocks: d.blocks, one: 1 };
    this.stages = await Promise.all(passes(gpuCap(this.settings)).map(async (p) => {
      const module = this.device.createShaderModule({ label: `${NAME} ${p.name}`, code: passSource(p) });
      let pipeline: GPUComputePipeline;
      try {
        pipeline = await this.device.createComputePipelineAsync({ label: `${NAME} ${p.name}`, layout: 'auto', compute: { module, entryPoint: 'main' } });
      } catch (e) {
        const info = await module.getCompilationInfo();
        throw new Error(`${NAME}: the ${p.name} pass does not compile: ${info.messages.map((m) => `${m.lineNum}:${m.linePos} ${m.message}`).join('; ') || String(e)}`);
      }
      const entries: GPUBindGroupEntry[] = [{ binding: 0, resource: { buffer: this.buffers.params } }];
      p.bindings.forEach((b, k) => entries.push({ binding: k + 1, resource: { buffer: this.buffers[b.buffer] } }));
      const bindGroup = this.device.createBindGroup({ label: `${NAME} ${p.name}`, layout: pipeline.getBindGroupLayout(0), entries });
      return { pipeline, bindGroup, workgroups: workgroups[p.over] };
    }));
  }

  step(k: number): void {
    if (this.disposed || k < 1) return;
    const enc = this.device.createCommandEncoder();
    const timestampWrites = this.timer?.passWrites();
    const pass = enc.beginComputePass(timestampWrites ? { timestampWrites } : undefined);
    for (let f = 0; f < k; f++) {
      for (const s of this.stages) {
        pass.setPipeline(s.pipeline);
        pass.setBindGroup(0, s.bindGroup);
        pass.dispatchWorkgroups(s.workgroups);
      }
      this.time += DT;
    }
    pass.end();
    if (timestampWrites) this.timer!.record(enc);
    this.device.queue.submit([enc.finish()]);
    if (timestampWrites) this.timer!.collect(k);
    this.steps += k;
  }

  get gpuMsPerFrame(): number | null {
    return this.timer?.msPerFrame ?? null;
  }

  async gpuTime(): Promise<number | null> {
    await this.timer?.settled();
    return this.gpuMsPerFrame;
  }

  finished(): Promise<void> {
    return this.device.queue.onSubmittedWorkDone();
  }

  read(): Promise<GpuFrame> {
    // One read-back at a time: the staging buffer cannot be copied into while it is mapped.
    const after = this.reading ?? Promise.resolve(this.out);
    const next = after.catch(() => this.out).then(() => this.readNow());
    this.reading = next;
    return next;
  }

  private async readNow(): Promise<GpuFrame> {
    if (this.disposed) throw new Error(`${NAME}: read after dispose`);
    const n = this.count, steps = this.steps, time = this.time;
    const enc = this.device.createCommandEncoder();
    enc.copyBufferToBuffer(this.buffers.boids, 0, this.staging, 0, 16 * n);
    this.device.queue.submit([enc.finish()]);
    await this.staging.mapAsync(MAP_MODE_READ);
    const src = new Float32Array(this.staging.getMappedRange(0, 16 * n)), o = this.out;
    for (let i = 0; i < n; i++) { o.x[i] = src[4 * i]; o.y[i] = src[4 * i + 1]; o.vx[i] = src[4 * i + 2]; o.vy[i] = src[4 * i + 3]; }
    this.staging.unmap();
    o.steps = steps; o.time = time;
    return o;
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.device.removeEventListener('uncapturederror', this.onError);
    for (const b of Object.values(this.buffers)) b.destroy();
    this.staging.destroy();
    this.timer?.destroy();
    if (this.ownsDevice) this.device.destroy();
  }
}

/**
 * A GPU flock of n boids from the start state of this seed. With no device given it asks the browser for one (and
 * destroys it on dispose); it rejects with the reader-facing reason (support.ts) when there is none.
 */
export async function create(n: number, seed: number, settings: Partial<RungSettings> = {}, gpu?: { device: GPUDevice; info: GpuInfo }): Promise<GpuFlock> {
  let device = gpu?.device, info = gpu?.info;
  if (!device || !info) {
    const got = await acquireGpu();
    if (!got.ok) throw new Error(got.reason);
    device = got.device; info = got.info;
  }
  const flock = new WebGpuFlock(device, !gpu, info, n, seed, settings);
  try {
    await flock.build();
  } catch (e) {
    flock.dispose();
    throw e;
  }
  return flock;
}

/**
 * The pure arithmetic of the GPU rung, kept apart from WebGPU so Node can test it: the fixed grid the GPU sorts the
 * boids into, the dispatch sizes of every pass, and the uniform block of constants (one field list makes both the
 * WGSL struct and the bytes written into it, so the two cannot drift apart).
 */
import {
  ALIGNMENT_WEIGHT, BOUNDARY_KICK, COHESION_WEIGHT, DT, MAX_SPEED, RADIUS, SEPARATION_DISTANCE, SEPARATION_WEIGHT,
  tickFrames, worldRadius, type RungSettings
} from '../model';

/** Threads per workgroup of the passes with one thread per boid or per cell. */
export const WORKGROUP = 64;
/** Cells per workgroup of the prefix sum's first pass (one thread each; WebGPU guarantees 256 invocations). */
export const SCAN_BLOCK = 256;
/** WebGPU's guaranteed maxComputeWorkgroupsPerDimension. */
export const MAX_WORKGROUPS = 65535;
/** The largest neighbour cap the GPU keeps (its sorted buffer lives in each thread's registers). */
export const MAX_GPU_CAP = 32;

/**
 * The GPU's grid: g × g square cells from (x0, y0). Unlike the CPU rungs it does not follow the flock's bounding box
 * (that would need a reduction pass and a read-back before sizing): it is fixed, centred on the boundary circle with a
 * margin, and a boid outside it is binned into the nearest edge cell. Clamping never separates two boids whose cells
 * are adjacent (|clamp a − clamp b| ≤ |a − b|), so the 3 × 3 search still finds every neighbour; a boid far outside
 * only costs time. The soft boundary keeps the flock inside R_b plus a few metres.
 */
export interface GpuGrid {
  x0: number;
  y0: number;
  /** Cell side (m): R and a hair, so that float32 rounding of (x − x0)/cell can never put two boids closer than R two cells apart. */
  cell: number;
  g: number;
  cells: number;
}

export function gpuGrid(n: number): GpuGrid {
  const cell = RADIUS * (1 + 1e-4);
  const half = 1.25 * worldRadius(n) + 2 * RADIUS;
  const g = Math.max(3, Math.ceil((2 * half) / cell));
  const x0 = -(g * cell) / 2;
  return { x0, y0: x0, cell, g, cells: g * g };
}

/** Workgroups of each pass for n boids and a grid of `cells` cells. */
export interface Dispatch {
  boids: number;
  cells: number;
  /** The prefix sum's first pass: one workgroup per SCAN_BLOCK cells; its block totals are then summed by one thread. */
  blocks: number;
}

export function dispatchSizes(n: number, cells: number): Dispatch {
  if (!(n >= 1 && cells >= 1)) throw new Error(`gpu rung: need at least one boid and one cell (n = ${n}, cells = ${cells})`);
  const d = { boids: Math.ceil(n / WORKGROUP), cells: Math.ceil(cells / WORKGROUP), blocks: Math.ceil(cells / SCAN_BLOCK) };
  const most = Math.max(d.boids, d.cells, d.blocks);
  if (most > MAX_WORKGROUPS) throw new Error(`gpu rung: ${n} boids need ${most} workgroups in one dimension, more than WebGPU guarantees (${MAX_WORKGROUPS})`);
  return d;
}

/** Others a boid may follow on the GPU: maxBoids − 1, or 0 for no cap. */
export function gpuCap(settings: Readonly<RungSettings>): number {
  if (settings.maxBoids <= 0) return 0;
  // maxBoids = 1 ("itself only") would be a cap of 0, which here means none: refused rather than silently uncapped.
  if (settings.maxBoids === 1) throw new Error('gpu rung: maxBoids 1 (no neighbours at all) is not supported; use 0 (no cap) or 2 and up');
  if (settings.maxBoids - 1 > MAX_GPU_CAP) throw new Error(`gpu rung: maxBoids ${settings.maxBoids} is above the GPU's largest cap (${MAX_GPU_CAP + 1}); use 0 (no cap)`);
  return settings.maxBoids - 1;
}

/** The uniform block, in order: every field a 4-byte scalar, so its WGSL offset is 4 × its index. */
export const PARAM_FIELDS = [
  ['n', 'u32'], ['frames', 'u32'], ['g', 'u32'], ['cells', 'u32'], ['blocks', 'u32'],
  ['x0', 'f32'], ['y0', 'f32'], ['inv', 'f32'], ['r2', 'f32'], ['s2', 'f32'],
  ['wc', 'f32'], ['ws', 'f32'], ['wa', 'f32'], ['vmax', 'f32'], ['rb', 'f32'], ['kick', 'f32'], ['dt', 'f32']
] as const;
export type ParamName = (typeof PARAM_FIELDS)[number][0];

/** The WGSL declaration of the uniform block. */
export const PARAMS_WGSL = `struct Params {\n${PARAM_FIELDS.map(([k, t]) => `  ${k}: ${t},`).join('\n')}\n}`;

/** Bytes of the uniform block: a struct of scalars is rounded up to 16 bytes. */
export const PARAMS_BYTES = Math.ceil((PARAM_FIELDS.length * 4) / 16) * 16;

/** The constants of a flock, by name. */
export function paramValues(n: number, settings: Readonly<RungSettings>, grid: GpuGrid): Record<ParamName, number> {
  return {
    n, frames: tickFrames(settings.tick), g: grid.g, cells: grid.cells, blocks: dispatchSizes(n, grid.cells).blocks,
    x0: grid.x0, y0: grid.y0, inv: 1 / grid.cell, r2: RADIUS * RADIUS, s2: SEPARATION_DISTANCE * SEPARATION_DISTANCE,
    wc: COHESION_WEIGHT, ws: SEPARATION_WEIGHT, wa: ALIGNMENT_WEIGHT, vmax: MAX_SPEED, rb: worldRadius(n), kick: BOUNDARY_KICK, dt: DT
  };
}

/** The uniform block's bytes (u32 fields as integers, f32 fields rounded to float32). */
export function packParams(values: Readonly<Record<ParamName, number>>): ArrayBuffer {
  const buf = new ArrayBuffer(PARAMS_BYTES), u = new Uint32Array(buf), f = new Float32Array(buf);
  PARAM_FIELDS.forEach(([k, t], i) => {
    const v = values[k];
    if (t === 'u32') {
      if (!Number.isInteger(v) || v < 0 || v > 0xffffffff) throw new Error(`gpu rung: ${k} = ${v} is not a u32`);
      u[i] = v;
    } else f[i] = v;
  });
  return buf;
}

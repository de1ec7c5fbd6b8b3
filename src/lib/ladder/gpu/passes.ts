/**
 * The GPU rung's compute passes as data: for each, the buffers it binds (binding k + 1 is buffers[k]; binding 0 is
 * always the uniform Params) and the WGSL of its body. The declarations are generated from the same list the bind
 * groups are made from, so a shader and its bind group cannot disagree. One frame is these passes in this order:
 *
 *   clear → bin → scanBlocks → scanSums → addOffsets → scatter   (a counting sort of the boids by cell)
 *   rules → integrate                                          (article B's model, as the two grids step it)
 *
 * WebGPU makes every dispatch see the storage writes of the dispatches before it, so one compute pass holds them all.
 */
import { PARAMS_WGSL, SCAN_BLOCK, WORKGROUP } from './layout';
import { rulesBody } from './rules';

/** The GPU's buffers, by name. */
export type BufferName =
  | 'boids' | 'slot' | 'newVel' | 'cellOf' | 'rank' | 'counts' | 'start' | 'blockSums' | 'sorted' | 'sortedId' | 'state';

/** How a pass sees a buffer: its access and its WGSL type. */
export interface Binding {
  buffer: BufferName;
  access: 'read' | 'read_write';
  type: string;
}

export interface PassSpec {
  name: 'clear' | 'bin' | 'scanBlocks' | 'scanSums' | 'addOffsets' | 'scatter' | 'rules' | 'integrate';
  /** What one dispatch covers: a thread per boid, per cell, per scan block of cells, or one thread. */
  over: 'boids' | 'cells' | 'blocks' | 'one';
  bindings: readonly Binding[];
  body: string;
}

const vec4s = 'array<vec4f>', u32s = 'array<u32>';
const b = (buffer: BufferName, access: Binding['access'], type: string): Binding => ({ buffer, access, type });

/** The boid's cell, clamped into the grid; the rules pass finds its cell by the same arithmetic. */
const CELL_FN = /* wgsl */ `
fn cellXY(p: vec2f) -> vec2i {
  let last = i32(P.g) - 1;
  return vec2i(clamp(i32(floor((p.x - P.x0) * P.inv)), 0, last), clamp(i32(floor((p.y - P.y0) * P.inv)), 0, last));
}`;

/** The passes of one frame, in order; `cap` is the neighbour cap (0 = none), which only the rules pass reads. */
export function passes(cap: number): PassSpec[] {
  return [
    {
      name: 'clear', over: 'cells', bindings: [b('counts', 'read_write', u32s)],
      body: /* wgsl */ `
@compute @workgroup_size(${WORKGROUP}) fn main(@builtin(global_invocation_id) gid: vec3u) {
  if (gid.x < P.cells) { counts[gid.x] = 0u; }
}`
    },
    {
      // Each boid takes the next free rank in its cell: the order within a cell is whatever order the atomics ran in.
      name: 'bin', over: 'boids',
      bindings: [b('boids', 'read', vec4s), b('cellOf', 'read_write', u32s), b('rank', 'read_write', u32s), b('counts', 'read_write', 'array<atomic<u32>>')],
      body: /* wgsl */ `${CELL_FN}
@compute @workgroup_size(${WORKGROUP}) fn main(@builtin(global_invocation_id) gid: vec3u) {
  let i = gid.x;
  if (i >= P.n) { return; }
  let c = cellXY(boids[i].xy);
  let cell = u32(c.y) * P.g + u32(c.x);
  cellOf[i] = cell;
  rank[i] = atomicAdd(&counts[cell], 1u);
}`
    },
    {
      // Exclusive prefix sum within each block of SCAN_BLOCK cells (Hillis–Steele in workgroup memory); the block's
      // total goes to blockSums.
      name: 'scanBlocks', over: 'blocks',
      bindings: [b('counts', 'read', u32s), b('start', 'read_write', u32s), b('blockSums', 'read_write', u32s)],
      body: /* wgsl */ `
var<workgroup> tmp: array<u32, ${SCAN_BLOCK}>;
@compute @workgroup_size(${SCAN_BLOCK}) fn main(@builtin(local_invocation_id) lid: vec3u, @builtin(workgroup_id) wid: vec3u) {
  let c = wid.x * ${SCAN_BLOCK}u + lid.x;
  var v = 0u;
  if (c < P.cells) { v = counts[c]; }
  tmp[lid.x] = v;
  workgroupBarrier();
  for (var off = 1u; off < ${SCAN_BLOCK}u; off = off * 2u) {
    var add = 0u;
    if (lid.x >= off) { add = tmp[lid.x - off]; }
    workgroupBarrier();
    tmp[lid.x] = tmp[lid.x] + add;
    workgroupBarrier();
  }
  if (c < P.cells) { start[c] = tmp[lid.x] - v; }
  if (lid.x == ${SCAN_BLOCK - 1}u) { blockSums[wid.x] = tmp[lid.x]; }
}`
    },
    {
      // The block totals, summed by one thread: a few hundred at 100k boids, cheaper than another level of scan.
      name: 'scanSums', over: 'one',
      bindings: [b('start', 'read_write', u32s), b('blockSums', 'read_write', u32s)],
      body: /* wgsl */ `
@compute @workgroup_size(1) fn main() {
  var sum = 0u;
  for (var k = 0u; k < P.blocks; k = k + 1u) {
    let s = blockSums[k];
    blockSums[k] = sum;
    sum = sum + s;
  }
  start[P.cells] = sum;
}`
    },
    {
      name: 'addOffsets', over: 'cells',
      bindings: [b('start', 'read_write', u32s), b('blockSums', 'read', u32s)],
      body: /* wgsl */ `
@compute @workgroup_size(${WORKGROUP}) fn main(@builtin(global_invocation_id) gid: vec3u) {
  if (gid.x < P.cells) { start[gid.x] = start[gid.x] + blockSums[gid.x / ${SCAN_BLOCK}u]; }
}`
    },
    {
      // Copies of the boids in cell order, so the rules read each 3-cell row as one contiguous run.
      name: 'scatter', over: 'boids',
      bindings: [b('boids', 'read', vec4s), b('cellOf', 'read', u32s), b('rank', 'read', u32s), b('start', 'read', u32s), b('sorted', 'read_write', vec4s), b('sortedId', 'read_write', u32s)],
      body: /* wgsl */ `
@compute @workgroup_size(${WORKGROUP}) fn main(@builtin(global_invocation_id) gid: vec3u) {
  let i = gid.x;
  if (i >= P.n) { return; }
  let p = start[cellOf[i]] + rank[i];
  sorted[p] = boids[i];
  sortedId[p] = i;
}`
    },
    {
      name: 'rules', over: 'boids',
      bindings: [b('sorted', 'read', vec4s), b('sortedId', 'read', u32s), b('start', 'read', u32s), b('slot', 'read', u32s), b('state', 'read', u32s), b('newVel', 'read_write', 'array<vec2f>')],
      body: CELL_FN + rulesBody(cap)
    },
    {
      // Every frame: the boundary's kick toward the centre, the speed limit, the move; then the frame counter.
      name: 'integrate', over: 'boids',
      bindings: [b('boids', 'read_write', vec4s), b('newVel', 'read', 'array<vec2f>'), b('state', 'read_write', u32s)],
      body: /* wgsl */ `
@compute @workgroup_size(${WORKGROUP}) fn main(@builtin(global_invocation_id) gid: vec3u) {
  let i = gid.x;
  if (i >= P.n) { return; }
  let me = boids[i];
  var v = newVel[i];
  let r = sqrt(me.x * me.x + me.y * me.y);
  if (r > P.rb) { let s = 1.0 / r; v = v - me.xy * s * P.kick; }
  let l2 = v.x * v.x + v.y * v.y;
  if (l2 > P.vmax * P.vmax) { v = v * (P.vmax / sqrt(l2)); }
  boids[i] = vec4f(me.xy + v * P.dt, v);
  // The rules pass of this frame has finished (an earlier dispatch), so the counter can move on.
  if (i == 0u) { state[0] = state[0] + 1u; }
}`
    }
  ];
}

/** A pass's whole WGSL: the Params struct, its bindings in order, its body. */
export function passSource(p: PassSpec): string {
  const decls = p.bindings.map((x, k) => `@group(0) @binding(${k + 1}) var<storage, ${x.access}> ${x.buffer}: ${x.type};`);
  return [PARAMS_WGSL, '@group(0) @binding(0) var<uniform> P: Params;', ...decls, p.body].join('\n');
}

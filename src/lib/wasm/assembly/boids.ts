// The standard boids workload (../shared/bench/yardstick-boids.{mjs,c}, beside the repository) as a WebAssembly SIMD kernel, in
// AssemblyScript. Same model, constants and cell list as the yardsticks, in float32: a counting sort puts the boids in
// cell order; then, for each row of cells, the boids of the three rows around it are copied into a scratch buffer
// column by column (each column: its cells in the row above, the row, the row below; shifted across the periodic
// edges, with the wrapped columns −1 and G added at the ends), so that every cell's 3×3 block is one contiguous range
// of the scratch, and each boid of the cell runs over that range four candidates at a time (f32x4) with branch-free
// masks. The boids' updates (rules, Euler, speed limit, wrap) go four boids at a time too.
// The JS side (../boidsKernel.ts) lays the arrays out in this module's memory and passes their addresses to
// configure(); the step allocates nothing.
// Built by tests/tools/build-wasm.mjs into ../generated/boids.wasm.

// Constants of the model (the yardsticks'): radius 1, separation 0.5, dt 0.05, speed at most 1.
const DT: f32 = 0.05;
const MAXV: f32 = 1;
const W_COH: f32 = 0.5;
const W_ALI: f32 = 0.8;
const W_SEP: f32 = 0.05;
// A lane past the end of a range is moved this far away: never a neighbour, its squared distance still finite.
const FAR: f32 = 1e10;

// Sizes and the arrays' byte addresses, set by configure().
let N: i32 = 0;
let G: i32 = 0;
let L: f32 = 0;
let CS: f32 = 0;
let X: usize = 0, Y: usize = 0, VX: usize = 0, VY: usize = 0; // state, in the cell order of the last step
let SX: usize = 0, SY: usize = 0, SVX: usize = 0, SVY: usize = 0; // the state copied into the new cell order
let CELL: usize = 0, CNT: usize = 0, START: usize = 0; // i32: each boid's cell; counting sort; first boid of each cell
let ID: usize = 0, SID: usize = 0, NBR: usize = 0; // i32: each boid's id (follows it), its neighbour count last step
let QX: usize = 0, QY: usize = 0, QVX: usize = 0, QVY: usize = 0; // scratch: one row of cells' candidates
let COLS: usize = 0; // i32: where each column (−1 … G) of the scratch starts, and its end
// A group of four boids' sums, unreduced: 4 slots of 7 vectors (count, Σdx, Σdy, Σvx, Σvy, separation x, y).
const ACC: usize = memory.data(4 * 7 * 16, 16);

/** Where the JS side may start laying out arrays (the end of this module's static data). */
export function heapBase(): usize {
  return __heap_base;
}

/**
 * Sets the sizes and addresses. Arrays of boids hold n + 16 entries, cnt and start g·g + 1, cols g + 3; the scratch
 * 2n + 64: three rows of cells hold at most n boids, the two wrapped columns at most n more, and copies overrun by 3.
 */
export function configure(n: i32, g: i32, l: f32, cs: f32, x: usize, y: usize, vx: usize, vy: usize, sx: usize, sy: usize,
  svx: usize, svy: usize, cell: usize, cnt: usize, start: usize, id: usize, sid: usize, nbr: usize,
  qx: usize, qy: usize, qvx: usize, qvy: usize, cols: usize): void {
  N = n; G = g; L = l; CS = cs;
  X = x; Y = y; VX = vx; VY = vy; SX = sx; SY = sy; SVX = svx; SVY = svy;
  CELL = cell; CNT = cnt; START = start; ID = id; SID = sid; NBR = nbr;
  QX = qx; QY = qy; QVX = qvx; QVY = qvy; COLS = cols;
}

/** Runs `steps` steps. */
export function step(steps: i32): void {
  for (let k = 0; k < steps; k++) {
    sortByCell();
    for (let cy = 0; cy < G; cy++) rowPass(cy);
    if (N & 3) update4(N & ~3); // the last, partial group
  }
}

/** The counting sort: each boid's cell (four at a time), the cells' first indices, the state copied in cell order. */
function sortByCell(): void {
  const n = N, g = G;
  const csv = f32x4.splat(CS), last = i32x4.splat(g - 1), gv = i32x4.splat(g);
  // Cells four boids at a time; the entries past n are padding (zeros), written to the padding of CELL.
  for (let i = 0; i < n; i += 4) {
    const o = <usize>i << 2;
    const cx = i32x4.min_s(i32x4.trunc_sat_f32x4_s(f32x4.div(v128.load(X + o), csv)), last);
    const cy = i32x4.min_s(i32x4.trunc_sat_f32x4_s(f32x4.div(v128.load(Y + o), csv)), last);
    v128.store(CELL + o, i32x4.add(i32x4.mul(cy, gv), cx));
  }
  memory.fill(CNT, 0, <usize>(g * g + 1) << 2);
  for (let i = 0; i < n; i++) {
    const a = CNT + ((<usize>load<i32>(CELL + (<usize>i << 2)) + 1) << 2);
    store<i32>(a, load<i32>(a) + 1);
  }
  let sum = 0;
  for (let c = 1; c <= g * g; c++) {
    sum += load<i32>(CNT + (<usize>c << 2));
    store<i32>(CNT + (<usize>c << 2), sum);
  }
  memory.copy(START, CNT, <usize>(g * g + 1) << 2);
  for (let i = 0; i < n; i++) {
    const o = <usize>i << 2;
    const a = CNT + (<usize>load<i32>(CELL + o) << 2);
    const p = load<i32>(a);
    store<i32>(a, p + 1);
    const q = <usize>p << 2;
    store<f32>(SX + q, load<f32>(X + o));
    store<f32>(SY + q, load<f32>(Y + o));
    store<f32>(SVX + q, load<f32>(VX + o));
    store<f32>(SVY + q, load<f32>(VY + o));
    store<i32>(SID + q, load<i32>(ID + o));
  }
}

/**
 * Appends the sorted boids b … e−1 to the scratch at index k, their positions shifted by (shx, shy) (a periodic edge),
 * four at a time: up to three entries past e are copied too, and overwritten by the next range. Returns the new end.
 */
// @ts-ignore: decorator
@inline function append(k: i32, b: i32, e: i32, shx: v128, shy: v128): i32 {
  let q = <usize>k << 2;
  for (let j = b; j < e; j += 4) {
    const o = <usize>j << 2;
    v128.store(QX + q, f32x4.add(v128.load(SX + o), shx));
    v128.store(QY + q, f32x4.add(v128.load(SY + o), shy));
    v128.store(QVX + q, v128.load(SVX + o));
    v128.store(QVY + q, v128.load(SVY + o));
    q += 16;
  }
  return k + e - b;
}

/** One row of cells: the scratch of its three rows, column by column, then each boid against its cell's block. */
function rowPass(cy: i32): void {
  const g = G, l = L;
  let k = 0;
  for (let col = -1; col <= g; col++) {
    store<i32>(COLS + (<usize>(col + 1) << 2), k);
    let cx = col;
    let shx: f32 = 0;
    if (cx < 0) { cx += g; shx = -l; } else if (cx >= g) { cx -= g; shx = l; }
    const shxv = f32x4.splat(shx);
    for (let dy = -1; dy <= 1; dy++) {
      let ny = cy + dy;
      let shy: f32 = 0;
      if (ny < 0) { ny += g; shy = -l; } else if (ny >= g) { ny -= g; shy = l; }
      const c = ny * g + cx;
      k = append(k, load<i32>(START + (<usize>c << 2)), load<i32>(START + (<usize>(c + 1) << 2)), shxv, f32x4.splat(shy));
    }
  }
  store<i32>(COLS + (<usize>(g + 2) << 2), k);
  const qx = QX, qy = QY, qvx = QVX, qvy = QVY;
  const row = START + (<usize>(cy * g) << 2);
  for (let cx = 0; cx < g; cx++) {
    const first = load<i32>(row + (<usize>cx << 2)), end = load<i32>(row + (<usize>(cx + 1) << 2));
    // The block of columns cx − 1 … cx + 1, in bytes of the scratch.
    const qb = <usize>load<i32>(COLS + (<usize>cx << 2)) << 2, qe = <usize>load<i32>(COLS + (<usize>(cx + 3) << 2)) << 2;
    for (let i = first; i < end; i++) boid(i, qx + qb, qy + qb, qvx + qb, qvy + qb, qe - qb);
  }
}

/** Sums the four lanes of each of a, b, c, d: [Σa, Σb, Σc, Σd]. */
// @ts-ignore: decorator
@inline function sum4(a: v128, b: v128, c: v128, d: v128): v128 {
  const ab = f32x4.add(v128.shuffle<f32>(a, b, 0, 1, 4, 5), v128.shuffle<f32>(a, b, 2, 3, 6, 7));
  const cd = f32x4.add(v128.shuffle<f32>(c, d, 0, 1, 4, 5), v128.shuffle<f32>(c, d, 2, 3, 6, 7));
  return f32x4.add(v128.shuffle<f32>(ab, cd, 0, 2, 4, 6), v128.shuffle<f32>(ab, cd, 1, 3, 5, 7));
}

/**
 * Boid i (sorted index) against the candidates at qx, qy, qvx, qvy (`bytes` long): its neighbour count and sums.
 * The addresses come in as locals: read from globals, V8 would reload them on every pass of the loop.
 * The last four lanes may run past the range (into the next column, or the scratch's slack): for them the boid's own x is
 * moved FAR away, so they are no neighbours, without a test in the loop.
 */
// @ts-ignore: decorator
@inline function boid(i: i32, qx: usize, qy: usize, qvx: usize, qvy: usize, bytes: usize): void {
  const o = <usize>i << 2;
  const px = load<f32>(SX + o), py = load<f32>(SY + o);
  const pxv = f32x4.splat(px), pyv = f32x4.splat(py);
  const one = f32x4.splat(1), quarter = f32x4.splat(0.25), zero = f32x4.splat(0);
  // The lanes of the last vector inside the range keep px; the others get −FAR.
  const inside = i32x4.lt_s(i32x4(0, 1, 2, 3), i32x4.splat(<i32>(bytes >> 2) & 3));
  const pxTail = v128.bitselect(pxv, f32x4.splat(-FAR), inside);
  let n = i32x4.splat(0);
  let cx = zero, cy = zero, ax = zero, ay = zero, spx = zero, spy = zero;
  // Two passes of one loop: the whole vectors with px, then the partial last one (if any) with pxTail.
  let q: usize = 0, lim = bytes & ~15, pxq = pxv;
  for (let pass = 0; pass < 2; pass++) {
    for (; q < lim; q += 16) {
      const dx = f32x4.sub(v128.load(qx + q), pxq);
      const dy = f32x4.sub(v128.load(qy + q), pyv);
      const d2 = f32x4.add(f32x4.mul(dx, dx), f32x4.mul(dy, dy));
      // m: a neighbour (0 < d² < 1), all ones or zeros; w: 1/d² for the separation (d² < 0.25), else 0.
      const m = v128.and(f32x4.lt(d2, one), f32x4.gt(d2, zero));
      const w = v128.and(v128.and(f32x4.lt(d2, quarter), m), f32x4.div(one, d2));
      n = i32x4.sub(n, m); // a true lane is −1
      cx = f32x4.add(cx, v128.and(m, dx));
      cy = f32x4.add(cy, v128.and(m, dy));
      ax = f32x4.add(ax, v128.and(m, v128.load(qvx + q)));
      ay = f32x4.add(ay, v128.and(m, v128.load(qvy + q)));
      spx = f32x4.sub(spx, f32x4.mul(dx, w));
      spy = f32x4.sub(spy, f32x4.mul(dy, w));
    }
    lim = (bytes + 15) & ~15;
    pxq = pxTail;
  }
  // The sums wait, unreduced, in the slot of the boid's group of four; the fourth boid updates the group.
  const slot = ACC + <usize>(i & 3) * 112;
  v128.store(slot, f32x4.convert_i32x4_s(n));
  v128.store(slot, cx, 16);
  v128.store(slot, cy, 32);
  v128.store(slot, ax, 48);
  v128.store(slot, ay, 64);
  v128.store(slot, spx, 80);
  v128.store(slot, spy, 96);
  if ((i & 3) == 3) update4(i - 3);
}

/**
 * Boids i0 … i0 + 3 (i0 a multiple of four): their sums across lanes, then the three rules' acceleration, Euler, the
 * speed limit and the wrap, four boids at a time. Past n the lanes compute garbage into the arrays' padding.
 */
function update4(i0: i32): void {
  const o = <usize>i0 << 2;
  const zero = f32x4.splat(0), one = f32x4.splat(1), dt = f32x4.splat(DT), l = f32x4.splat(L);
  const nn = sum4(v128.load(ACC), v128.load(ACC, 112), v128.load(ACC, 224), v128.load(ACC, 336));
  const cx = sum4(v128.load(ACC, 16), v128.load(ACC, 128), v128.load(ACC, 240), v128.load(ACC, 352));
  const cy = sum4(v128.load(ACC, 32), v128.load(ACC, 144), v128.load(ACC, 256), v128.load(ACC, 368));
  const ax = sum4(v128.load(ACC, 48), v128.load(ACC, 160), v128.load(ACC, 272), v128.load(ACC, 384));
  const ay = sum4(v128.load(ACC, 64), v128.load(ACC, 176), v128.load(ACC, 288), v128.load(ACC, 400));
  const spx = sum4(v128.load(ACC, 80), v128.load(ACC, 192), v128.load(ACC, 304), v128.load(ACC, 416));
  const spy = sum4(v128.load(ACC, 96), v128.load(ACC, 208), v128.load(ACC, 320), v128.load(ACC, 432));
  const vx = v128.load(SVX + o), vy = v128.load(SVY + o);
  // No neighbours: no acceleration (the lanes' 0 · ∞ = NaN is masked off).
  const has = f32x4.gt(nn, zero), inv = f32x4.div(one, nn);
  const coh = f32x4.splat(W_COH), ali = f32x4.splat(W_ALI), sep = f32x4.splat(W_SEP);
  const fx = v128.and(has, f32x4.add(f32x4.add(f32x4.mul(f32x4.mul(cx, inv), coh), f32x4.mul(f32x4.sub(f32x4.mul(ax, inv), vx), ali)), f32x4.mul(spx, sep)));
  const fy = v128.and(has, f32x4.add(f32x4.add(f32x4.mul(f32x4.mul(cy, inv), coh), f32x4.mul(f32x4.sub(f32x4.mul(ay, inv), vy), ali)), f32x4.mul(spy, sep)));
  let nvx = f32x4.add(vx, f32x4.mul(fx, dt)), nvy = f32x4.add(vy, f32x4.mul(fy, dt));
  const sp = f32x4.sqrt(f32x4.add(f32x4.mul(nvx, nvx), f32x4.mul(nvy, nvy)));
  const over = f32x4.gt(sp, f32x4.splat(MAXV)), scale = f32x4.div(f32x4.splat(MAXV), sp);
  nvx = v128.bitselect(f32x4.mul(nvx, scale), nvx, over);
  nvy = v128.bitselect(f32x4.mul(nvy, scale), nvy, over);
  v128.store(VX + o, nvx);
  v128.store(VY + o, nvy);
  let x = f32x4.add(v128.load(SX + o), f32x4.mul(nvx, dt)), y = f32x4.add(v128.load(SY + o), f32x4.mul(nvy, dt));
  x = f32x4.add(x, v128.and(f32x4.lt(x, zero), l));
  x = f32x4.sub(x, v128.and(f32x4.ge(x, l), l));
  y = f32x4.add(y, v128.and(f32x4.lt(y, zero), l));
  y = f32x4.sub(y, v128.and(f32x4.ge(y, l), l));
  v128.store(X + o, x);
  v128.store(Y + o, y);
  v128.store(ID + o, v128.load(SID + o));
  v128.store(NBR + o, i32x4.trunc_sat_f32x4_s(nn));
}

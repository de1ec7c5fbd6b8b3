// The optimization ladder's sorted grid (src/lib/ladder/rungs/sorted-grid.ts) as a WebAssembly SIMD kernel, in
// AssemblyScript: the same model, settings and neighbour sets, in float32. Wrapped as a rung by
// ../../ladder/rungs/wasm-simd.ts, which lays nothing out itself: init() places every array after the module's
// static data and grows the memory once; a frame allocates nothing.
//
// One frame, as the sorted grid's:
//   1. the bounding box (four boids at a time), the grid's size, each boid's cell (four at a time), a counting sort
//      that moves the boids into cell order every frame (the copy is cheap here, and then a row of three cells is
//      one contiguous run of x and y, which the query reads four at a time);
//   2. each boid due this frame queries the 3 × 3 cells around it: four distance tests per f32x4, a bit mask of the
//      lanes within R whose id could still enter the capped list, and for each of those the cap's insertion by id
//      (scalar: a few a query);
//   3. its rules: cohesion and alignment summed together, (Δx, Δy, v_x, v_y) in one f32x4 per neighbour;
//   4. every boid: the boundary kick, the speed limit and the move, four boids at a time.
// f32x4 lanes round exactly as scalar float32 does, and every sum runs in the sorted grid's order (by id), so the
// result is the sorted grid's model computed in float32: what changes the bits is float32, not SIMD.
// Built by tests/tools/build-wasm.mjs into ../generated/ladderGrid.wasm (and .bytes.ts, the bytes for the rung).

// The model (src/lib/ladder/model.ts), in float32.
const DT: f32 = 0.02;
const RADIUS: f32 = 10;
const SEPARATION_DISTANCE: f32 = 5;
const COHESION_WEIGHT: f32 = 1;
const SEPARATION_WEIGHT: f32 = 10;
const ALIGNMENT_WEIGHT: f32 = 1.5;
const MAX_SPEED: f32 = 15;
const BOUNDARY_KICK: f32 = 1;

// Sizes, set by init().
let N: i32 = 0;
let MAX_OTHERS: i32 = 0;
let RB: f32 = 0;
// Byte addresses. The boids' arrays (x, y, vx, vy f32; slot, id i32) and their spares, which the sort writes into
// and then swaps with them; every boid array has room for n rounded up to 4, plus 4.
let X: usize = 0, Y: usize = 0, VX: usize = 0, VY: usize = 0, SLOT: usize = 0, ID: usize = 0;
let SX: usize = 0, SY: usize = 0, SVX: usize = 0, SVY: usize = 0, SSLOT: usize = 0, SID: usize = 0;
// i32: each boid's cell; where each cell's boids start (4n + 66 entries: the grid has at most 4n + 64 cells); the
// sort's running copy of it; this frame's due boids. f32: their new velocities.
let CELL: usize = 0, START: usize = 0, NEXT: usize = 0, DUE: usize = 0, NVX: usize = 0, NVY: usize = 0;
// The query's answer, kept sorted by id: the ids, the squared distances, and per neighbour one f32x4
// (x_j − x_i, y_j − y_i, v_xj, v_yj).
let FID: usize = 0, FD2: usize = 0, FV: usize = 0;
// The grid: gx × gy cells of side CELL_SIZE (INV = 1/CELL_SIZE) from (X0, Y0).
let X0: f32 = 0, Y0: f32 = 0, CELL_SIZE: f32 = 0, INV: f32 = 0, GX: i32 = 0, GY: i32 = 0;
// Which of the two sets of boid arrays holds the boids (0: the first laid out), and the last step's counts.
let CURRENT: i32 = 0;
let CANDIDATES: f64 = 0, NEIGHBOURS: f64 = 0, UPDATED: i32 = 0;

let top: usize = 0;
function take(entries: i32, bytesEach: i32): usize {
  const at = top;
  top += (<usize>entries * <usize>bytesEach + 15) & ~15;
  return at;
}

/** Lays out the arrays for n boids and grows the memory to hold them (once). maxOthers: the cap's others, n for no cap. */
export function init(n: i32, maxOthers: i32, boundaryRadius: f32): void {
  N = n; MAX_OTHERS = maxOthers; RB = boundaryRadius;
  top = (__heap_base + 15) & ~15;
  const boids = ((n + 3) & ~3) + 4, cells = 4 * n + 66, room = max(1, min(maxOthers, n));
  X = take(boids, 4); Y = take(boids, 4); VX = take(boids, 4); VY = take(boids, 4); SLOT = take(boids, 4); ID = take(boids, 4);
  SX = take(boids, 4); SY = take(boids, 4); SVX = take(boids, 4); SVY = take(boids, 4); SSLOT = take(boids, 4); SID = take(boids, 4);
  CELL = take(boids, 4); START = take(cells, 4); NEXT = take(cells, 4); DUE = take(boids, 4); NVX = take(boids, 4); NVY = take(boids, 4);
  FID = take(room, 4); FD2 = take(room, 4); FV = take(room, 16);
  const have = <usize>memory.size() << 16;
  if (top > have) memory.grow(<i32>((top - have + 65535) >> 16));
  memory.fill(__heap_base, 0, top - __heap_base);
  CURRENT = 0;
}

/** The address of array k (0–5: x, y, vx, vy, slot, id of the set that holds the boids now; 6–8: found id, d², vector). */
export function address(k: i32): usize {
  switch (k) {
    case 0: return X; case 1: return Y; case 2: return VX; case 3: return VY; case 4: return SLOT; case 5: return ID;
    case 6: return FID; case 7: return FD2; default: return FV;
  }
}
/** Which set of arrays holds the boids: 0 or 1 (the JS side keeps views of both). */
export function current(): i32 { return CURRENT; }
export function candidates(): f64 { return CANDIDATES; }
export function neighbourCount(): f64 { return NEIGHBOURS; }
export function updated(): i32 { return UPDATED; }
export function gridX0(): f32 { return X0; }
export function gridY0(): f32 { return Y0; }
export function gridCell(): f32 { return CELL_SIZE; }
export function gridColumns(): i32 { return GX; }

/** One frame; `frame` is steps mod the tick's frames: the boids whose slot it is rebuild their velocity. */
export function step(frame: i32): void {
  CANDIDATES = 0; NEIGHBOURS = 0;
  sortByCell();
  const n = N;
  let m = 0;
  for (let i = 0; i < n; i++) if (load<i32>(SLOT + (<usize>i << 2)) == frame) { store<i32>(DUE + (<usize>m << 2), i); m++; }
  for (let k = 0; k < m; k++) rules(load<i32>(DUE + (<usize>k << 2)), k);
  // All velocities of this tick from the frame's start, then set together.
  for (let k = 0; k < m; k++) {
    const o = <usize>load<i32>(DUE + (<usize>k << 2)) << 2, q = <usize>k << 2;
    store<f32>(VX + o, load<f32>(NVX + q));
    store<f32>(VY + o, load<f32>(NVY + q));
  }
  UPDATED = m;
  moveAll();
}

/** The query of the boid with this id on the current positions (sorting first); returns how many, ids at address(6). */
export function neighboursOf(id: i32): i32 {
  sortByCell();
  const n = N;
  let i = 0;
  while (i < n && load<i32>(ID + (<usize>i << 2)) != id) i++;
  const saved = CANDIDATES, savedN = NEIGHBOURS;
  const m = neighbours(i);
  CANDIDATES = saved; NEIGHBOURS = savedN;
  return m;
}

/** The bounding box, the grid, each boid's cell, and the counting sort that moves the boids into cell order. */
function sortByCell(): void {
  const n = N, whole = n & ~3;
  // Bounding box: four lanes at a time, the last few boids one by one, then across the lanes.
  let lo = f32x4.splat(Infinity), hi = f32x4.splat(-Infinity), lo2 = lo, hi2 = hi;
  for (let i = 0; i < whole; i += 4) {
    const o = <usize>i << 2, x = v128.load(X + o), y = v128.load(Y + o);
    lo = f32x4.min(lo, x); hi = f32x4.max(hi, x); lo2 = f32x4.min(lo2, y); hi2 = f32x4.max(hi2, y);
  }
  let minX = min(min(f32x4.extract_lane(lo, 0), f32x4.extract_lane(lo, 1)), min(f32x4.extract_lane(lo, 2), f32x4.extract_lane(lo, 3)));
  let maxX = max(max(f32x4.extract_lane(hi, 0), f32x4.extract_lane(hi, 1)), max(f32x4.extract_lane(hi, 2), f32x4.extract_lane(hi, 3)));
  let minY = min(min(f32x4.extract_lane(lo2, 0), f32x4.extract_lane(lo2, 1)), min(f32x4.extract_lane(lo2, 2), f32x4.extract_lane(lo2, 3)));
  let maxY = max(max(f32x4.extract_lane(hi2, 0), f32x4.extract_lane(hi2, 1)), max(f32x4.extract_lane(hi2, 2), f32x4.extract_lane(hi2, 3)));
  for (let i = whole; i < n; i++) {
    const x = load<f32>(X + (<usize>i << 2)), y = load<f32>(Y + (<usize>i << 2));
    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y);
  }
  // Cells at least R wide; wider if the boids spread over more than about 4 cells per boid (as the sorted grid).
  let cell = RADIUS, inv: f32 = 1 / cell;
  let gx = <i32>Mathf.floor((maxX - minX) * inv) + 1, gy = <i32>Mathf.floor((maxY - minY) * inv) + 1;
  while (<i64>gx * <i64>gy > <i64>(4 * n + 64)) {
    cell *= 2; inv = 1 / cell;
    gx = <i32>Mathf.floor((maxX - minX) * inv) + 1; gy = <i32>Mathf.floor((maxY - minY) * inv) + 1;
  }
  X0 = minX; Y0 = minY; CELL_SIZE = cell; INV = inv; GX = gx; GY = gy;
  const cells = gx * gy;
  memory.fill(START, 0, <usize>(cells + 1) << 2);
  // Each boid's cell, four at a time (lanes past n write into the padding); then the counts.
  const x0 = f32x4.splat(minX), y0 = f32x4.splat(minY), iv = f32x4.splat(inv), gxv = i32x4.splat(gx);
  for (let i = 0; i < n; i += 4) {
    const o = <usize>i << 2;
    const cx = i32x4.trunc_sat_f32x4_s(f32x4.floor(f32x4.mul(f32x4.sub(v128.load(X + o), x0), iv)));
    const cy = i32x4.trunc_sat_f32x4_s(f32x4.floor(f32x4.mul(f32x4.sub(v128.load(Y + o), y0), iv)));
    v128.store(CELL + o, i32x4.add(i32x4.mul(cy, gxv), cx));
  }
  for (let i = 0; i < n; i++) {
    const a = START + ((<usize>load<i32>(CELL + (<usize>i << 2)) + 1) << 2);
    store<i32>(a, load<i32>(a) + 1);
  }
  for (let c = 0; c < cells; c++) {
    const a = START + (<usize>(c + 1) << 2);
    store<i32>(a, load<i32>(a) + load<i32>(a - 4));
  }
  // The boids into cell order, into the spare arrays; then the two sets swap.
  memory.copy(NEXT, START, <usize>cells << 2);
  for (let i = 0; i < n; i++) {
    const o = <usize>i << 2;
    const a = NEXT + (<usize>load<i32>(CELL + o) << 2);
    const p = load<i32>(a);
    store<i32>(a, p + 1);
    const q = <usize>p << 2;
    store<f32>(SX + q, load<f32>(X + o)); store<f32>(SY + q, load<f32>(Y + o));
    store<f32>(SVX + q, load<f32>(VX + o)); store<f32>(SVY + q, load<f32>(VY + o));
    store<i32>(SSLOT + q, load<i32>(SLOT + o)); store<i32>(SID + q, load<i32>(ID + o));
  }
  let t = X; X = SX; SX = t; t = Y; Y = SY; SY = t; t = VX; VX = SVX; SVX = t; t = VY; VY = SVY; SVY = t;
  t = SLOT; SLOT = SSLOT; SSLOT = t; t = ID; ID = SID; SID = t;
  CURRENT ^= 1;
}

/**
 * The maxBoids − 1 other boids with the lowest ids within R, from the 3 × 3 cells around the boid at place i, kept
 * sorted by id in the found arrays; returns how many. Each row of three cells is one run of places, tested four at a
 * time; the lanes within R (and inside the run, and not the boid itself) come out as a bit mask.
 */
function neighbours(i: i32): i32 {
  const o = <usize>i << 2;
  const xi = load<f32>(X + o), yi = load<f32>(Y + o);
  const xv = f32x4.splat(xi), yv = f32x4.splat(yi), r2v = f32x4.splat(RADIUS * RADIUS), iv = i32x4.splat(<i32>i);
  const cap = MAX_OTHERS, gx = GX;
  // The boid's cell, by the same arithmetic that sorted it.
  const cx = <i32>Mathf.floor((xi - X0) * INV), cy = <i32>Mathf.floor((yi - Y0) * INV);
  const cx0 = max(cx - 1, 0), cx1 = min(cx + 1, gx - 1), cy0 = max(cy - 1, 0), cy1 = min(cy + 1, GY - 1);
  let m = 0, tested = 0;
  // Ids below this may enter the found list: any while it has room, then only those below its highest.
  let limit = cap == 0 ? -1 : 0x7fffffff, limitv = i32x4.splat(limit);
  for (let row = cy0; row <= cy1; row++) {
    const ks = load<i32>(START + (<usize>(row * gx + cx0) << 2)), ke = load<i32>(START + (<usize>(row * gx + cx1 + 1) << 2));
    tested += ke - ks;
    const kev = i32x4.splat(ke);
    for (let k = ks; k < ke; k += 4) {
      const q4 = <usize>k << 2;
      const dx = f32x4.sub(v128.load(X + q4), xv), dy = f32x4.sub(v128.load(Y + q4), yv);
      const d2 = f32x4.add(f32x4.mul(dx, dx), f32x4.mul(dy, dy));
      const places = i32x4.add(i32x4.splat(k), i32x4(0, 1, 2, 3));
      const ids = v128.load(ID + q4);
      const hit = v128.and(v128.and(f32x4.lt(d2, r2v), i32x4.lt_s(ids, limitv)), v128.and(i32x4.lt_s(places, kev), i32x4.ne(places, iv)));
      let bits = i32x4.bitmask(hit);
      while (bits != 0) {
        const q = k + ctz(bits);
        bits &= bits - 1;
        const j = load<i32>(ID + (<usize>q << 2));
        if (j >= limit) continue; // the limit fell since the lanes were tested
        // The same float32 operations as the lanes: the same bits.
        const ddx = load<f32>(X + (<usize>q << 2)) - xi, ddy = load<f32>(Y + (<usize>q << 2)) - yi;
        // Insert in id order; when full, the highest id falls out.
        let p = m < cap ? m++ : m - 1;
        while (p > 0 && load<i32>(FID + (<usize>(p - 1) << 2)) > j) {
          store<i32>(FID + (<usize>p << 2), load<i32>(FID + (<usize>(p - 1) << 2)));
          store<f32>(FD2 + (<usize>p << 2), load<f32>(FD2 + (<usize>(p - 1) << 2)));
          v128.store(FV + (<usize>p << 4), v128.load(FV + (<usize>(p - 1) << 4)));
          p--;
        }
        store<i32>(FID + (<usize>p << 2), j);
        store<f32>(FD2 + (<usize>p << 2), ddx * ddx + ddy * ddy);
        v128.store(FV + (<usize>p << 4), f32x4(ddx, ddy, load<f32>(VX + (<usize>q << 2)), load<f32>(VY + (<usize>q << 2))));
        if (m == cap) { limit = load<i32>(FID + (<usize>(m - 1) << 2)); limitv = i32x4.splat(limit); }
      }
    }
  }
  CANDIDATES += <f64>(tested - 1); // the boid itself is in its own row's run
  NEIGHBOURS += <f64>m;
  return m;
}

/** Scales (x, y) to length at most v_max, as the sorted grid does: by v_max / |w| when |w|² > v_max². */
// @ts-ignore: decorator
@inline function clampScale(l2: f32): f32 {
  return l2 > MAX_SPEED * MAX_SPEED ? MAX_SPEED / Mathf.sqrt(l2) : 1;
}

/** Article B's three rules for the boid at place i over itself and its capped neighbours, into NVX[k], NVY[k]. */
function rules(i: i32, k: i32): void {
  const m = neighbours(i), o = <usize>i << 2, out = <usize>k << 2;
  const vxi = load<f32>(VX + o), vyi = load<f32>(VY + o);
  if (m == 0) { store<f32>(NVX + out, vxi); store<f32>(NVY + out, vyi); return; }
  const count = <f32>(m + 1), S2: f32 = SEPARATION_DISTANCE * SEPARATION_DISTANCE;
  // Cohesion and alignment in one f32x4: (Σ Δx, Σ Δy, v_xi + Σ v_xj, v_yi + Σ v_yj), each lane in the sorted grid's order.
  let sum = f32x4(0, 0, vxi, vyi), sep = f32x4.splat(0);
  let close = 0;
  for (let e = 0; e < m; e++) {
    const v = v128.load(FV + (<usize>e << 4));
    sum = f32x4.add(sum, v);
    // Separation: (x_i − x_j)/|x_i − x_j|² = Δ · (−1/d²) for the neighbours closer than d_s (lanes 2, 3 unused).
    const d2 = load<f32>(FD2 + (<usize>e << 2));
    if (!(d2 < S2 && d2 > 0)) continue;
    sep = f32x4.add(sep, f32x4.mul(v, f32x4.splat(-1 / d2)));
    close++;
  }
  const mean = f32x4.div(sum, f32x4.splat(count)), sq = f32x4.mul(mean, mean);
  let cx = f32x4.extract_lane(mean, 0), cy = f32x4.extract_lane(mean, 1);
  let ax = f32x4.extract_lane(mean, 2), ay = f32x4.extract_lane(mean, 3);
  let s = clampScale(f32x4.extract_lane(sq, 0) + f32x4.extract_lane(sq, 1));
  if (s != 1) { cx *= s; cy *= s; }
  s = clampScale(f32x4.extract_lane(sq, 2) + f32x4.extract_lane(sq, 3));
  if (s != 1) { ax *= s; ay *= s; }
  let sx: f32 = 0, sy: f32 = 0;
  if (close > 0) {
    sx = f32x4.extract_lane(sep, 0) / <f32>close; sy = f32x4.extract_lane(sep, 1) / <f32>close;
    s = clampScale(sx * sx + sy * sy);
    if (s != 1) { sx *= s; sy *= s; }
  }
  let ux = cx * COHESION_WEIGHT + sx * SEPARATION_WEIGHT + ax * ALIGNMENT_WEIGHT;
  let uy = cy * COHESION_WEIGHT + sy * SEPARATION_WEIGHT + ay * ALIGNMENT_WEIGHT;
  s = clampScale(ux * ux + uy * uy);
  if (s != 1) { ux *= s; uy *= s; }
  store<f32>(NVX + out, ux); store<f32>(NVY + out, uy);
}

/** The boundary's kick, the speed limit and the move, four boids at a time (lanes past n move the padding). */
function moveAll(): void {
  const n = N, rb = f32x4.splat(RB), v2 = f32x4.splat(MAX_SPEED * MAX_SPEED), vmax = f32x4.splat(MAX_SPEED);
  const one = f32x4.splat(1), kick = f32x4.splat(BOUNDARY_KICK), dt = f32x4.splat(DT);
  for (let i = 0; i < n; i += 4) {
    const o = <usize>i << 2;
    let x = v128.load(X + o), y = v128.load(Y + o), vx = v128.load(VX + o), vy = v128.load(VY + o);
    const r = f32x4.sqrt(f32x4.add(f32x4.mul(x, x), f32x4.mul(y, y)));
    const out = f32x4.gt(r, rb), inv = f32x4.div(one, r);
    vx = v128.bitselect(f32x4.sub(vx, f32x4.mul(f32x4.mul(x, inv), kick)), vx, out);
    vy = v128.bitselect(f32x4.sub(vy, f32x4.mul(f32x4.mul(y, inv), kick)), vy, out);
    const l2 = f32x4.add(f32x4.mul(vx, vx), f32x4.mul(vy, vy));
    const over = f32x4.gt(l2, v2), s = f32x4.div(vmax, f32x4.sqrt(l2));
    vx = v128.bitselect(f32x4.mul(vx, s), vx, over);
    vy = v128.bitselect(f32x4.mul(vy, s), vy, over);
    v128.store(VX + o, vx); v128.store(VY + o, vy);
    v128.store(X + o, f32x4.add(x, f32x4.mul(vx, dt)));
    v128.store(Y + o, f32x4.add(y, f32x4.mul(vy, dt)));
  }
}

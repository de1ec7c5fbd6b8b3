/**
 * Agents as a structure of flat typed arrays. Index i is an agent's place in the arrays (it changes when the
 * neighbour grid reorders agents by cell, or when an agent is removed); `id[i]` is its stable identity.
 */

/** The per-agent arrays, by name. Adding a field here is enough for growth, reordering and removal to carry it. */
const FLOAT_FIELDS = [
  'x', 'y', 'vx', 'vy', // position (m), velocity (m/s)
  'ax', 'ay', // acceleration accumulators, cleared every evaluation (m/s²)
  'ux', 'uy', // velocity-rule accumulators (article B rebuilds velocity from its rules)
  'radius', 'mass', 'v0', // body radius (m), mass (kg), desired speed (m/s)
  'gx', 'gy', // goal: a point, or a unit direction (see goalMode)
  'ex', 'ey', // current desired direction (unit), kept for herding and drawing
  'phase', // rule-timer phase in [0, 1) (article B's random first update)
  'bornAt', // simulated time the agent appeared
  'lag' // running average of 1 − (v·e)/v0: how far the walker falls behind its wish (impatienceHFV; 0 at the start)
] as const;
const INT_FIELDS = ['id', 'group', 'goalMode', 'kind', 'route', 'leg'] as const;

/** goalMode values */
export const GOAL_POINT = 0;
export const GOAL_DIRECTION = 1;
export const GOAL_NONE = 2;
/** Follow a way-finding distance field downhill; gx = the field's index (navigation/spec.ts). */
export const GOAL_FIELD = 3;

export interface AgentInit {
  x: number;
  y: number;
  vx?: number;
  vy?: number;
  radius?: number;
  mass?: number;
  v0?: number;
  gx?: number;
  gy?: number;
  goalMode?: number;
  group?: number;
  /** A free tag for scenarios: e.g. 0 = walks east, 1 = walks west (lane metrics use it). */
  kind?: number;
  phase?: number;
  /** Index of a waypoint route in the behaviours (the agent's goal is then its current waypoint). */
  route?: number;
}

export class AgentState {
  count = 0;
  capacity: number;
  private nextId = 0;

  x!: Float64Array; y!: Float64Array; vx!: Float64Array; vy!: Float64Array;
  ax!: Float64Array; ay!: Float64Array; ux!: Float64Array; uy!: Float64Array;
  radius!: Float64Array; mass!: Float64Array; v0!: Float64Array;
  gx!: Float64Array; gy!: Float64Array; ex!: Float64Array; ey!: Float64Array;
  phase!: Float64Array; bornAt!: Float64Array;
  /** Running average of the shortfall 1 − (v·e)/v₀ (forces/social/impatienceHFV.ts); 0 for a walker not yet delayed. */
  lag!: Float64Array;
  id!: Int32Array; group!: Int32Array; goalMode!: Int32Array; kind!: Int32Array;
  /** Waypoint route (index into the behaviours' routes, −1 for none) and the waypoint it is heading for. */
  route!: Int32Array; leg!: Int32Array;

  /** Scratch for reordering, grown with capacity. */
  private scratchF = new Float64Array(0);
  private scratchI = new Int32Array(0);

  constructor(capacity = 64) {
    this.capacity = Math.max(1, capacity);
    for (const f of FLOAT_FIELDS) this[f] = new Float64Array(this.capacity);
    for (const f of INT_FIELDS) this[f] = new Int32Array(this.capacity);
  }

  private grow(min: number): void {
    let cap = this.capacity;
    while (cap < min) cap *= 2;
    for (const f of FLOAT_FIELDS) { const a = new Float64Array(cap); a.set(this[f]); this[f] = a; }
    for (const f of INT_FIELDS) { const a = new Int32Array(cap); a.set(this[f]); this[f] = a; }
    this.capacity = cap;
  }

  /** Appends an agent and returns its index; defaults: at rest, radius 0.3 m, 80 kg, v0 1.34 m/s, no goal. */
  add(a: AgentInit, time = 0): number {
    if (this.count === this.capacity) this.grow(this.count + 1);
    const i = this.count++;
    this.x[i] = a.x; this.y[i] = a.y;
    this.vx[i] = a.vx ?? 0; this.vy[i] = a.vy ?? 0;
    this.ax[i] = 0; this.ay[i] = 0; this.ux[i] = 0; this.uy[i] = 0;
    this.radius[i] = a.radius ?? 0.3;
    this.mass[i] = a.mass ?? 80;
    this.v0[i] = a.v0 ?? 1.34;
    this.gx[i] = a.gx ?? 0; this.gy[i] = a.gy ?? 0;
    this.goalMode[i] = a.goalMode ?? GOAL_NONE;
    this.ex[i] = 0; this.ey[i] = 0;
    this.group[i] = a.group ?? -1;
    this.kind[i] = a.kind ?? 0;
    this.route[i] = a.route ?? -1;
    this.leg[i] = 0;
    this.phase[i] = a.phase ?? 0;
    this.bornAt[i] = time;
    this.lag[i] = 0;
    this.id[i] = this.nextId++;
    return i;
  }

  /** Removes agent i by moving the last agent into its place (O(1); indices of others may change). */
  remove(i: number): void {
    const last = --this.count;
    if (i === last) return;
    for (const f of FLOAT_FIELDS) this[f][i] = this[f][last];
    for (const f of INT_FIELDS) this[f][i] = this[f][last];
  }

  /** Index of the agent with stable id, or -1. */
  indexOf(id: number): number {
    const ids = this.id;
    for (let i = 0; i < this.count; i++) if (ids[i] === id) return i;
    return -1;
  }

  /** Puts agent order[k] at place k for every k < count (used to keep agents sorted by grid cell). */
  permute(order: Int32Array): void {
    const n = this.count;
    if (this.scratchF.length < n) { this.scratchF = new Float64Array(this.capacity); this.scratchI = new Int32Array(this.capacity); }
    for (const f of FLOAT_FIELDS) permuteFloats(this[f], order, this.scratchF, n);
    for (const f of INT_FIELDS) permuteInts(this[f], order, this.scratchI, n);
  }

  /** A deep copy (for tests and side-by-side comparison). */
  clone(): AgentState {
    const c = new AgentState(this.capacity);
    c.count = this.count;
    c.nextId = this.nextId;
    for (const f of FLOAT_FIELDS) c[f].set(this[f]);
    for (const f of INT_FIELDS) c[f].set(this[f]);
    return c;
  }
}

// One monomorphic loop per element type: the same loop reached through this[f] for every field would be compiled for
// whichever array it saw first.
function permuteFloats(a: Float64Array, order: Int32Array, scratch: Float64Array, n: number): void {
  for (let k = 0; k < n; k++) scratch[k] = a[order[k]];
  for (let k = 0; k < n; k++) a[k] = scratch[k];
}

function permuteInts(a: Int32Array, order: Int32Array, scratch: Int32Array, n: number): void {
  for (let k = 0; k < n; k++) scratch[k] = a[order[k]];
  for (let k = 0; k < n; k++) a[k] = scratch[k];
}

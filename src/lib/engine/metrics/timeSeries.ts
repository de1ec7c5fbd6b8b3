/**
 * A fixed-capacity ring buffer of (t, value) samples for charts: push() never allocates; once full, the oldest
 * sample is overwritten. Index 0 is the oldest sample kept.
 */
export class TimeSeries {
  readonly capacity: number;
  private readonly ts: Float64Array;
  private readonly vs: Float64Array;
  /** Where the next sample goes. */
  private head = 0;
  private size = 0;

  constructor(capacity = 1024) {
    if (!(Number.isInteger(capacity) && capacity > 0)) throw new RangeError(`TimeSeries capacity must be a positive integer, got ${capacity}`);
    this.capacity = capacity;
    this.ts = new Float64Array(capacity);
    this.vs = new Float64Array(capacity);
  }

  push(t: number, v: number): void {
    this.ts[this.head] = t;
    this.vs[this.head] = v;
    this.head = this.head + 1 === this.capacity ? 0 : this.head + 1;
    if (this.size < this.capacity) this.size++;
  }

  get length(): number {
    return this.size;
  }

  private slot(i: number): number {
    const k = this.head - this.size + i;
    return k < 0 ? k + this.capacity : k;
  }

  /** Time of sample i (0 = oldest kept). */
  timeAt(i: number): number {
    return i >= 0 && i < this.size ? this.ts[this.slot(i)] : NaN;
  }

  valueAt(i: number): number {
    return i >= 0 && i < this.size ? this.vs[this.slot(i)] : NaN;
  }

  /** The newest sample, or undefined when empty. */
  get last(): { t: number; v: number } | undefined {
    if (this.size === 0) return undefined;
    const k = this.slot(this.size - 1);
    return { t: this.ts[k], v: this.vs[k] };
  }

  /** Copies, oldest first (allocates: for charts and export, not for the hot loop). */
  toArrays(): { t: Float64Array; v: Float64Array } {
    const t = new Float64Array(this.size), v = new Float64Array(this.size);
    for (let i = 0; i < this.size; i++) { const k = this.slot(i); t[i] = this.ts[k]; v[i] = this.vs[k]; }
    return { t, v };
  }

  clear(): void {
    this.head = 0;
    this.size = 0;
  }
}

/**
 * The two rungs of an A/B stepped as one, so that the two canvases show the same frame of two flocks and the two
 * step times compare. The lesson rung's view drives: its driver holds this backend, which steps `own` and `other`
 * the same number of steps (the compared view's driver only draws and reads). In this thread the two take turns at
 * each step, first one and then the other going first, so a busy moment of the machine falls on both alike; when
 * either runs in a worker both are asked at once, the worker's request first, and nothing more is asked until both
 * have answered. Two that have come apart (one stepped alone, a frame budget cut one short) are brought level
 * before they step together again. Plain TypeScript, no DOM: unit-tested with two rungs in this thread.
 */
import type { BackendStats, FrameData, MovingFrame, SimBackend } from '../../backend';
import type { BlowupReport, ParamValue } from '../../engine';

const steps = (b: SimBackend) => b.newest()?.steps ?? 0;

export class Lockstep implements SimBackend {
  readonly engine = null;
  /** Off: only `own` steps (one view runs alone, the other is paused). */
  paired = true;

  constructor(readonly own: SimBackend, readonly other: SimBackend, private readonly now: () => number = () => performance.now()) {}

  get where(): SimBackend['where'] {
    return this.own.where;
  }
  get busy(): boolean {
    return this.own.busy || (this.paired && this.other.busy);
  }
  get blowup(): BlowupReport | null {
    return this.own.blowup;
  }

  step(k: number, budgetMs: number): number {
    if (!this.paired) return this.own.step(k, budgetMs);
    if (this.busy || k < 1) return 0;
    const a = steps(this.own), b = steps(this.other);
    // Level first: the one behind steps alone (what it did counts for the driver only when it is `own`).
    if (a < b) return this.own.step(Math.min(k, b - a), budgetMs);
    if (b < a) { this.other.step(Math.min(k, a - b), budgetMs); return 0; }
    if (this.own.where === 'main' && this.other.where === 'main') return this.inTurns(a, k, budgetMs);
    // A worker steps while this thread does: its request goes first.
    if (this.other.where !== 'main') { this.other.step(k, Infinity); return this.own.step(k, budgetMs); }
    const done = this.own.step(k, Infinity);
    this.other.step(done, budgetMs);
    return done;
  }

  /** Both in this thread: step s + 1 of each, own first on even s and other first on odd s, until k or the budget. */
  private inTurns(from: number, k: number, budgetMs: number): number {
    const t0 = this.now();
    let done = 0;
    while (done < k) {
      const ownFirst = (from + done) % 2 === 0;
      (ownFirst ? this.own : this.other).step(1, Infinity);
      (ownFirst ? this.other : this.own).step(1, Infinity);
      done++;
      if (this.now() - t0 > budgetMs) break;
    }
    return done;
  }

  frame(): FrameData | null {
    return this.own.frame();
  }
  newest(): MovingFrame | null {
    return this.own.newest();
  }
  stats(): BackendStats | null {
    return this.own.stats();
  }
  requestStats(): void {
    this.own.requestStats();
  }
  setEnabled(force: string, on: boolean): void {
    this.own.setEnabled(force, on);
  }
  setParams(force: string, values: Record<string, ParamValue>): void {
    this.own.setParams(force, values);
  }
  setSettings(values: Record<string, ParamValue>): void {
    this.own.setSettings(values);
  }
  setMetrics(names: readonly string[]): void {
    this.own.setMetrics(names);
  }
  setTiming(on: boolean): void {
    this.own.setTiming(on);
  }
  /** `other` belongs to the compared view's driver, which disposes it. */
  dispose(): void {
    this.own.dispose();
  }
}

/**
 * The newest readings of the two sides taken at the same step (each list oldest first), or null when they share
 * none: what an A/B shows, so that its two views and its table compare one frame of both flocks.
 */
export function sameStep<S extends { steps: number }>(a: readonly S[], b: readonly S[]): [S, S] | null {
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) if (b[j].steps === a[i].steps) return [a[i], b[j]];
  }
  return null;
}

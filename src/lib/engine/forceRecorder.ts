/**
 * What each force added to each agent in the last step, for the debug arrows and the inspector. Off by default
 * (no cost); when on, a force's contribution is the difference of the accumulators around its apply(). Forces never
 * know whether they are being recorded.
 */
import type { Force, ForceContext } from './forces/force';
import type { ParamValues } from './params';

export interface ForceRecord {
  fx: Float64Array;
  fy: Float64Array;
}

export class ForceRecorder {
  on = false;
  private readonly records = new Map<string, ForceRecord>();
  private snapX = new Float64Array(0);
  private snapY = new Float64Array(0);

  setOn(on: boolean): void {
    this.on = on;
    if (!on) this.records.clear();
  }

  of(name: string): ForceRecord | undefined {
    return this.records.get(name);
  }

  forget(name: string): void {
    this.records.delete(name);
  }

  /** Applies a simulation's force (with its parameters and scratch) to agents ctx.from … ctx.to − 1 and keeps what it added to (accX, accY). */
  apply(entry: { readonly force: Force; readonly params: ParamValues; readonly scratch: unknown }, ctx: ForceContext, accX: Float64Array, accY: Float64Array): void {
    const force = entry.force;
    const from = ctx.from, to = ctx.to, cap = ctx.state.capacity;
    if (this.snapX.length < cap) { this.snapX = new Float64Array(cap); this.snapY = new Float64Array(cap); }
    this.snapX.set(accX.subarray(from, to), from);
    this.snapY.set(accY.subarray(from, to), from);
    force.apply(ctx, entry.params, entry.scratch);
    let rec = this.records.get(force.name);
    if (!rec || rec.fx.length < cap) { rec = { fx: new Float64Array(cap), fy: new Float64Array(cap) }; this.records.set(force.name, rec); }
    for (let i = from; i < to; i++) { rec.fx[i] = accX[i] - this.snapX[i]; rec.fy[i] = accY[i] - this.snapY[i]; }
  }
}

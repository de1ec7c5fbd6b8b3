import type { SimConfig } from '../engine';

/**
 * A named measure: a whole run reduced to one number (the time the last person leaves, the flow through a door once
 * it is steady, …). It takes the config (its seed already set) and the `seconds` its sweep or claim names, runs the
 * engine and returns the number; `progress(share)` is called now and then on long runs. The chapters' measure
 * modules declare theirs with this type and sweepMeasures.ts gathers them by name.
 */
export type NamedMeasureFn = (config: SimConfig, seconds: number, progress?: (share: number) => void) => number;

/**
 * A named measure: a whole run reduced to one number (the time the last person leaves, the flow through a door once
 * it is steady, …). It *watches* a run rather than running it: told of every step, it says when its number is
 * final. So one simulation can answer a named measure and every other question asked of the same experiment at
 * once (experiment.ts), and on its own it runs exactly as a loop written around it would (`runNamed`).
 */
import { createSimulation, type SimConfig, type Simulation } from '../engine';

/** One run watched: called at step 0 (before the first step) and after every step. */
export interface Watch {
  /** The number once it is final (the run may go on for others; this measure is done), else undefined. */
  see(sim: Simulation, step: number): number | undefined;
  /** The run blew up before the number was final: the number the measure gives then, or it throws (an error). */
  blewUp(sim: Simulation): number;
}

export interface NamedMeasure {
  /** Starts watching `sim`, built from `config` (its seed set), which runs at most until `seconds` of simulated time. */
  watch(sim: Simulation, config: SimConfig, seconds: number): Watch;
}

/** A named measure as a function of its own run: what a chapter's sweep worker calls. */
export type NamedMeasureFn = (config: SimConfig, seconds: number, progress?: (share: number) => void) => number;

/** Runs `m` on its own simulation: builds it, steps it until the number is final, reports progress every 500 steps. */
export function runNamed(m: NamedMeasure): NamedMeasureFn {
  return (config, seconds, progress) => {
    const sim = createSimulation(config), w = m.watch(sim, config, seconds);
    let step = 0, v = w.see(sim, step);
    while (v === undefined) {
      if (!sim.step()) return w.blewUp(sim);
      v = w.see(sim, ++step);
      if (progress && step % 500 === 0) progress(sim.time / seconds);
    }
    return v;
  };
}

/** The function form of every measure of a record (the chapters' modules export both). */
export function runAll<K extends string>(measures: Record<K, NamedMeasure>): Record<K, NamedMeasureFn> {
  return Object.fromEntries(Object.entries<NamedMeasure>(measures).map(([k, m]) => [k, runNamed(m)])) as Record<K, NamedMeasureFn>;
}

/** Before its time is up (the loops these measures replace ran `while (sim.time < seconds − 1e-9)`). */
export const before = (sim: Simulation, seconds: number): boolean => sim.time < seconds - 1e-9;

/** The error a measure that cannot give a number after a blow-up throws. */
export function blowupError(name: string, sim: Simulation): never {
  throw new Error(`${name}: the run blew up at t = ${sim.time} s: ${sim.blowup?.message}`);
}

/** The whole steps `sim.run(seconds)` takes. */
export const stepsOf = (sim: Simulation, seconds: number): number => Math.round(seconds / sim.settings.dt);

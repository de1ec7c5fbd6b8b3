/**
 * Named measures a sweep can take that are not a registry metric over a window: a whole run reduced to one number
 * (the time the last person leaves, the flow through a door once it is steady, …). Each takes the config (its seed
 * already set) and the sweep's `seconds`, runs the engine and returns the number. A chapter's sweep names one with
 * `measure: { kind: 'named', name, seconds }`. Pure engine code: it runs in the page's worker and in Node alike.
 */
import { createSimulation, type SimConfig } from '../engine';

export type NamedMeasureFn = (config: SimConfig, seconds: number, progress?: (share: number) => void) => number;

export const SWEEP_MEASURES: Record<string, NamedMeasureFn> = {
  /** Time (s) at which the run blew up; `seconds` when it did not. */
  timeToBlowup: (config, seconds) => {
    const sim = createSimulation(config);
    return sim.run(seconds) ? seconds : sim.time;
  }
};

/**
 * Time (s) until a share of the people present at the start have left through the exits: the run stops as soon as
 * they have, or at `seconds`, which it then returns (a lower bound). A blow-up is an error.
 */
function timeUntilOut(share: number): NamedMeasureFn {
  return (config, seconds, progress) => {
    const sim = createSimulation(config), b = sim.behaviours, n = sim.state.count, need = Math.max(1, Math.ceil(share * n));
    let k = 0;
    while (b.evacuated < need && sim.time < seconds - 1e-9) {
      if (!sim.step()) throw new Error(`the run blew up at t = ${sim.time} s: ${sim.blowup?.message}`);
      if (progress && ++k % 500 === 0) progress(sim.time / seconds);
    }
    return b.evacuated >= need ? b.evacuationTimes[need - 1] : seconds;
  };
}

Object.assign(SWEEP_MEASURES, {
  /** Time (s) the last of the people present at the start left (Helbing, Farkas & Vicsek 2000's leaving time); `seconds` if some are still inside then. */
  evacuationTime: timeUntilOut(1),
  /** Time (s) the 90 %-th of them left (less sensitive to one straggler); `seconds` if not reached. */
  evacuationTime90: timeUntilOut(0.9)
} satisfies Record<string, NamedMeasureFn>);

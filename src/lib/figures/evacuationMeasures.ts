/**
 * The faster-is-slower chapter's named measures (content/10-faster-is-slower): how long a room takes to empty
 * (Helbing, Farkas & Vicsek 2000's leaving time), and the time until 90 % are out (less sensitive to one straggler).
 */
import { createSimulation } from '../engine';
import type { NamedMeasureFn } from './namedMeasure';

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

export const EVACUATION_MEASURES = {
  /** Time (s) the last of the people present at the start left; `seconds` if some are still inside then. */
  evacuationTime: timeUntilOut(1),
  /** Time (s) the 90 %-th of them left; `seconds` if not reached. */
  evacuationTime90: timeUntilOut(0.9)
} satisfies Record<string, NamedMeasureFn>;

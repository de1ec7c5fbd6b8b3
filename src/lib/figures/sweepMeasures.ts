/**
 * Named measures a sweep can take that are not a registry metric over a window: a whole run reduced to one number
 * (the time the last person leaves, the flow through a door once it is steady, …). Each takes the config (its seed
 * already set) and the sweep's `seconds`, runs the engine and returns the number. A chapter's sweep names one with
 * `measure: { kind: 'named', name, seconds }`. Pure engine code: it runs in the page's worker and in Node alike.
 */
import { createSimulation, type SimConfig } from '../engine';
import { DRIVING_REPULSION_MEASURES } from './drivingRepulsion';
import { LANES_DOOR_MEASURES } from './lanesDoorMeasures';
import { GROUP_MEASURES } from './groupMeasures';

export type NamedMeasureFn = (config: SimConfig, seconds: number, progress?: (share: number) => void) => number;

export const SWEEP_MEASURES: Record<string, NamedMeasureFn> = {
  /** Time (s) at which the run blew up; `seconds` when it did not. */
  timeToBlowup: (config, seconds) => {
    const sim = createSimulation(config);
    return sim.run(seconds) ? seconds : sim.time;
  },
  // The driving-and-repulsion chapter: time to 95 % of v0, the swing past a corner, the gap at the first sidestep.
  ...DRIVING_REPULSION_MEASURES,
  // The groups-panic-herding chapter: walking pairs, and the busiest exit's share.
  ...GROUP_MEASURES,
  // The lanes-and-bottlenecks chapter: a door's steady flow, passages and bursts; lanes of a shuffled control.
  ...LANES_DOOR_MEASURES
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

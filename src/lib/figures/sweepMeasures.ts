/**
 * Named measures a sweep can take that are not a registry metric over a window: a whole run reduced to one number
 * (the time the last person leaves, the flow through a door once it is steady, …). Each takes the config (its seed
 * already set) and the sweep's `seconds`, runs the engine and returns the number. A chapter's sweep names one with
 * `measure: { kind: 'named', name, seconds }`. Pure engine code: it runs in the page's worker and in Node alike.
 */
import { createSimulation } from '../engine';
import type { NamedMeasureFn } from './namedMeasure';
import { DRIVING_REPULSION_MEASURES } from './drivingRepulsion';
import { LANES_DOOR_MEASURES } from './lanesDoorMeasures';
import { GROUP_MEASURES } from './groupMeasures';
import { EVACUATION_MEASURES } from './evacuationMeasures';

export type { NamedMeasureFn };

export const SWEEP_MEASURES = {
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
  ...LANES_DOOR_MEASURES,
  // The faster-is-slower chapter: the time until everyone (or 90 %) has left the room.
  ...EVACUATION_MEASURES
} satisfies Record<string, NamedMeasureFn>;

/** The name of a named measure: a typed union, so a misspelt one in a chapter's sweep or claim is a type error. */
export type SweepMeasureName = keyof typeof SWEEP_MEASURES;

export const isSweepMeasureName = (name: string): name is SweepMeasureName => Object.prototype.hasOwnProperty.call(SWEEP_MEASURES, name);


/**
 * Named measures a sweep or a claim can take that are not a registry metric over a window: a whole run reduced to one
 * number (the time the last person leaves, the flow through a door once it is steady, …). Each watches a run
 * (namedMeasure.ts): NAMED_WATCHES is what one shared run of an experiment consults (experiment.ts), SWEEP_MEASURES
 * the same measures as functions of a run of their own (a chapter's sweep worker, a claim measured alone). A chapter's
 * sweep names one with `measure: { kind: 'named', name, seconds }`. Pure engine code: it runs in the page's worker
 * and in Node alike.
 */
import { runAll, stepsOf, type NamedMeasure, type NamedMeasureFn } from './namedMeasure';
import { DRIVING_REPULSION_WATCHES } from './drivingRepulsion';
import { LANES_DOOR_WATCHES } from './lanesDoorMeasures';
import { GROUP_WATCHES } from './groupMeasures';
import { EVACUATION_WATCHES } from './evacuationMeasures';

export type { NamedMeasureFn };

export const NAMED_WATCHES = {
  /** Time (s) at which the run blew up; `seconds` when it did not. */
  timeToBlowup: {
    watch: (sim, _config, seconds) => ({ see: (_, step) => (step >= stepsOf(sim, seconds) ? seconds : undefined), blewUp: () => sim.time })
  },
  // The driving-and-repulsion chapter: time to 95 % of v0, the swing past a corner, the gap at the first sidestep.
  ...DRIVING_REPULSION_WATCHES,
  // The groups-panic-herding chapter: walking pairs, and the busiest exit's share.
  ...GROUP_WATCHES,
  // The lanes-and-bottlenecks chapter: a door's steady flow, passages and bursts; lanes of a shuffled control.
  ...LANES_DOOR_WATCHES,
  // The faster-is-slower chapter: the time until everyone (or 90 %) has left the room.
  ...EVACUATION_WATCHES
} satisfies Record<string, NamedMeasure>;

/** The name of a named measure: a typed union, so a misspelt one in a chapter's sweep or claim is a type error. */
export type SweepMeasureName = keyof typeof NAMED_WATCHES;

export const SWEEP_MEASURES: Record<SweepMeasureName, NamedMeasureFn> = runAll(NAMED_WATCHES);

export const isSweepMeasureName = (name: string): name is SweepMeasureName => Object.prototype.hasOwnProperty.call(NAMED_WATCHES, name);

/**
 * A lone walker and one door, for every crowd force set the book offers (the scenarios' own forces and steps):
 * a 6 × 10 m room whose east wall (x = 0) has a door of width w centred on y = 0, the walker starting 4 m in front of
 * it at a lateral offset, heading for a point 3 m beyond the door's middle (or following the distance field).
 */
import { FORCES, GOAL_FIELD, GOAL_POINT, Simulation, makeWorld, type Segment } from '../../../src/lib/engine';
import type { NavigationSpec } from '../../../src/lib/engine/navigation';
import { FD_REPULSION, FD_WALL } from '../../../src/lib/engine/scenarios/crowds';

type Setup = (sim: Simulation) => void;
const HM = { dt: 0.05, substeps: 2, integrator: 'semi-implicit', speedCap: 1.3 } as const;

/** name → forces, settings, body radius: as the built-in scenarios (crowds.ts, wayfinding.ts) run them. */
export const FORCE_SETS: Record<string, { add: Setup; settings: Record<string, number | string>; radius: number; mass: number }> = {
  // Helbing & Molnár 1995 as the way-finding and corridor scenarios run it (elliptical repulsion, bodies).
  HM: { add: (s) => void s.add(FORCES.drivingHM).add(FORCES.repulsionHM).add(FORCES.wallHM).add(FORCES.bodyContact, { kappa: 0 }), settings: HM, radius: 0.3, mass: 80 },
  // The recommended set of the fundamental diagram and the RiMEA files (crowds.ts: FD_REPULSION, FD_WALL).
  'HM-recommended': { add: (s) => void s.add(FORCES.drivingHM).add(FORCES.repulsionHM, FD_REPULSION).add(FORCES.wallHM, FD_WALL).add(FORCES.bodyContact, { kappa: 0 }), settings: HM, radius: 0.21, mass: 80 },
  // Helbing, Farkas & Vicsek 2000 (bottleneck, evacuation).
  HFV: { add: (s) => void s.add(FORCES.drivingHFV).add(FORCES.contactHFV, { range: 1.5 }).add(FORCES.wallHFV), settings: { dt: 0.01, integrator: 'semi-implicit', speedCap: 0 }, radius: 0.3, mass: 80 },
  // Article A (the wandering crowd: mass 1), with its bodies; a body radius a 0.8 m door lets through.
  A: { add: (s) => void s.add(FORCES.drivingA).add(FORCES.personalSpaceA).add(FORCES.obstacleA).add(FORCES.bodyContact, { kappa: 0 }), settings: { dt: 0.02, integrator: 'semi-implicit', speedCap: 1.5 }, radius: 0.3, mass: 1 }
};

export interface DoorRun { passed: boolean; time: number; x: number; y: number }

/** Runs one walker at the door; `passed` once its centre is 1 m beyond the door line. */
export function loneWalker(set: string, width: number, v0: number, offset: number, field = false): DoorRun {
  const fs = FORCE_SETS[set], h = width / 2;
  const walls: Segment[] = [[0, -h, 0, -5], [0, -5, -6, -5], [-6, -5, -6, 5], [-6, 5, 0, 5], [0, 5, 0, h]];
  const navigation: NavigationSpec | undefined = field ? { exits: [{ name: 'door', segment: [0, -h, 0, h], open: true }], targets: [], fields: [{ to: 'nearest-exit' }] } : undefined;
  const agent = { x: -4, y: offset, radius: fs.radius, mass: fs.mass, v0, ...(field ? { goalMode: GOAL_FIELD, gx: 0 } : { goalMode: GOAL_POINT, gx: 3, gy: 0 }) };
  const sim = new Simulation({ world: makeWorld(10, 12, false, false, -7, -6), walls, agents: [agent], seed: 1, settings: fs.settings as never, ...(navigation ? { navigation } : {}) });
  fs.add(sim);
  const limit = 4 / v0 + 6 + 8, dt = sim.settings.dt as number;
  for (let k = 0; k * dt < limit; k++) {
    sim.step();
    if (sim.state.x[0] > 1) return { passed: true, time: sim.time, x: sim.state.x[0], y: sim.state.y[0] };
  }
  return { passed: false, time: sim.time, x: sim.state.x[0], y: sim.state.y[0] };
}

export const WIDTHS = [0.8, 1.0, 1.2];
export const SPEEDS = [0.8, 1.0, 1.2, 1.4, 1.6];
export const OFFSETS = [0, 0.15, -0.3, 0.6, -1.5];

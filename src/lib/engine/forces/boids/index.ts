/**
 * The boids family: article B's velocity rules (rebuilt every rule tick, as in "Optimizing boids in Unity"),
 * Reynolds-style steering accelerations (Reynolds 1987) and the Vicsek model's pieces (Vicsek et al. 1995).
 */
import { cohesionB } from './cohesionB';
import { separationB } from './separationB';
import { alignmentB } from './alignmentB';
import { softBoundaryB } from './softBoundaryB';
import { separation } from './separation';
import { alignment } from './alignment';
import { cohesion } from './cohesion';
import { headingNoise } from './headingNoise';
import { vicsekAlignment } from './vicsekAlignment';
import { cruise } from './cruise';
import { wallAvoidance } from './wallAvoidance';

export { cohesionB, separationB, alignmentB, softBoundaryB, separation, alignment, cohesion, cruise, headingNoise, vicsekAlignment, wallAvoidance };

/** In the order a legend lists them: article B, then Reynolds steering (Reynolds' precedence), then Vicsek. */
export const BOIDS_FORCES = [
  cohesionB,
  separationB,
  alignmentB,
  softBoundaryB,
  separation,
  alignment,
  cohesion,
  cruise,
  headingNoise,
  vicsekAlignment,
  wallAvoidance
] as const;

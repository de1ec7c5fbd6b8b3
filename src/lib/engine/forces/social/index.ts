/**
 * The social-force family: article A's simplified forces, Helbing & Molnár 1995, Helbing, Farkas & Vicsek 2000 and
 * its rising impatience (off unless a config adds it), its contact term alone (bodies for the 1995 model), and the
 * anisotropic circular force of Helbing & Johansson 2009, plus fluctuations.
 */
import { drivingA } from './drivingA';
import { personalSpaceA } from './personalSpaceA';
import { obstacleA } from './obstacleA';
import { groupCohesionA } from './groupCohesionA';
import { panicA } from './panicA';
import { drivingHM } from './drivingHM';
import { repulsionHM } from './repulsionHM';
import { wallHM } from './wallHM';
import { drivingHFV } from './drivingHFV';
import { contactHFV } from './contactHFV';
import { wallHFV } from './wallHFV';
import { bodyContact } from './bodyContact';
import { anisotropic } from './anisotropic';
import { impatienceHFV } from './impatienceHFV';
import { noise } from './noise';

export { desiredDirection, heading } from './desiredDirection';
export {
  drivingA, personalSpaceA, obstacleA, groupCohesionA, panicA,
  drivingHM, repulsionHM, wallHM, bodyContact,
  drivingHFV, contactHFV, wallHFV, impatienceHFV,
  anisotropic, noise
};

/** Every force of this family, in the order a legend lists them: article A, 1995, 2000, anisotropy, noise. */
export const SOCIAL_FORCES = [
  drivingA, personalSpaceA, obstacleA, groupCohesionA, panicA,
  drivingHM, repulsionHM, wallHM, bodyContact,
  drivingHFV, contactHFV, wallHFV, impatienceHFV,
  anisotropic, noise
] as const;

/** What the 3-D flock's drawing reads: one frame of a flock, and how to draw it (see painter.ts). */

export interface Flock3dFrame {
  count: number; time: number; steps: number;
  x: ArrayLike<number>; y: ArrayLike<number>; z: ArrayLike<number>;
  vx: ArrayLike<number>; vy: ArrayLike<number>; vz: ArrayLike<number>;
  /** 9 per boid (cohesion, separation, alignment, xyz each), or null when not sent. */
  rays: ArrayLike<number> | null;
  /** Radius of the soft boundary (m). */
  boundaryRadius: number;
}
export interface Flock3dDrawOptions {
  rays: { separation: boolean; cohesion: boolean; alignment: boolean };
  /** Article B step 1: how fast the drawn model turns toward its velocity (per simulated second). */
  turnSpeed: number;
  showBoundary: boolean;
}

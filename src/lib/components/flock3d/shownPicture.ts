/**
 * What a canvas shows, to tell whether a paint would draw the same picture again: the flock's frame (its arrays, by
 * identity, and its clock), the options, the turn speed and the camera's position and orientation. The driver's
 * animation frame often comes before the worker's next step; drawing the same picture again would cost a software GPU
 * a whole frame for nothing. Anything else that changes the picture (colours, size, a restored context, turns reset)
 * calls `invalidate`.
 */
import type { Flock3dDrawOptions, Flock3dFrame } from './types';

/** The camera's part: a position and a unit quaternion (three's Vector3 and Quaternion). */
interface Pose { position: { x: number; y: number; z: number }; quaternion: { x: number; y: number; z: number; w: number } }

export class ShownPicture {
  private x: ArrayLike<number> | null = null;
  private rays: ArrayLike<number> | null = null;
  private steps = -1;
  private time = NaN;
  private count = -1;
  private options = -1;
  private turnSpeed = NaN;
  private readonly pose = new Float64Array(7).fill(NaN);
  private stale = true;

  /** The next `same` says no, whatever it is given. */
  invalidate(): void {
    this.stale = true;
  }

  /** Whether this picture is the one shown; if not, it is recorded as shown (the caller then draws it). */
  same(frame: Flock3dFrame, options: Flock3dDrawOptions, camera: Pose): boolean {
    const p = camera.position, q = camera.quaternion, s = this.pose;
    const o = (options.rays.separation ? 1 : 0) | (options.rays.cohesion ? 2 : 0) | (options.rays.alignment ? 4 : 0) | (options.showBoundary ? 8 : 0);
    if (!this.stale && this.x === frame.x && this.rays === frame.rays && this.steps === frame.steps && this.time === frame.time &&
      this.count === frame.count && this.options === o && this.turnSpeed === options.turnSpeed &&
      s[0] === p.x && s[1] === p.y && s[2] === p.z && s[3] === q.x && s[4] === q.y && s[5] === q.z && s[6] === q.w) return true;
    this.stale = false;
    this.x = frame.x; this.rays = frame.rays; this.steps = frame.steps; this.time = frame.time; this.count = frame.count;
    this.options = o; this.turnSpeed = options.turnSpeed;
    s[0] = p.x; s[1] = p.y; s[2] = p.z; s[3] = q.x; s[4] = q.y; s[5] = q.z; s[6] = q.w;
    return false;
  }
}

/**
 * Sizes of what the canvas draws per agent, in CSS pixels: a boid's body length and how long a force or velocity
 * arrow may be. In a flock every boid gets an arrow; drawn at full length they cross their neighbours and hide the
 * flock (issue 18), so a flock's arrows are squeezed smoothly into 1.5 body lengths: short ones keep their length,
 * long ones approach the cap, and a longer arrow is always drawn longer (the ordering of the pushes stays visible).
 * The functions return a factor to multiply the arrow by, so that drawing thousands of arrows allocates nothing.
 */

/** A boid's drawn length: 2.4 body radii, never under 5 px (the triangle must stay a triangle). */
export function boidLength(radius: number, scale: number): number {
  return Math.max(5, 2.4 * radius * scale);
}

/** How far a boid's nose is ahead of its centre, in body lengths (the triangle's back is 0.4 behind it). */
export const NOSE = 0.6;

/** The longest a flock's per-boid arrow is drawn, in body lengths. */
export const FLOCK_ARROW_BODIES = 1.5;

/**
 * The factor that squeezes an arrow of length `len` to cap·tanh(len/cap): under `cap` always, within 4 % of its own
 * length while it is under a third of the cap, increasing in `len` (strictly, until tanh rounds to 1 some 18 caps
 * out). A cap of Infinity, 0 or NaN leaves the
 * arrow as it is; a non-finite arrow gets 0 (drawn as nothing).
 */
export function squeezeFactor(len: number, cap: number): number {
  if (!Number.isFinite(len)) return 0;
  if (len <= 0 || !(cap > 0) || cap === Infinity) return 1;
  return (cap * Math.tanh(len / cap)) / len;
}

/** The factor that shortens an arrow longer than `cap` to exactly `cap` (the crowds' arrows); 0 for a non-finite one. */
export function clampFactor(len: number, cap: number): number {
  if (!Number.isFinite(len)) return 0;
  return len > cap ? cap / len : 1;
}

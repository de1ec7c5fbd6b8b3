/**
 * Article B, step 1: the drawn model turns smoothly toward its velocity, as Unity's
 *
 *   transform.rotation = Quaternion.Slerp(transform.rotation, Quaternion.LookRotation(velocity), turnSpeed · Δt)
 *
 * and (step 14) only the model turns: its position is the simulated point's. Orientations are unit quaternions
 * x y z w (three.js's order), four floats a boid in one Float32Array; the model points along its local +Z (a
 * Unity model's forward) with its local +Y kept as near the world's up (+Y) as the heading allows. Plain arrays,
 * no three.js: the painter calls this for every boid of every frame, and it allocates nothing.
 */

/** Writes the look rotation of (vx, vy, vz) into out[o…o+3]; false (out untouched) when the vector is zero or not finite. */
export function lookRotation(vx: number, vy: number, vz: number, out: Float32Array | number[], o: number): boolean {
  const l2 = vx * vx + vy * vy + vz * vz;
  if (!(l2 > 1e-18) || !Number.isFinite(l2)) return false;
  const l = 1 / Math.sqrt(l2), fx = vx * l, fy = vy * l, fz = vz * l;
  // right = up × forward, with up = +Y; straight up or down, any right will do: +X.
  let rx = fz, rz = -fx;
  const r2 = rx * rx + rz * rz;
  if (r2 < 1e-12) { rx = 1; rz = 0; } else { const s = 1 / Math.sqrt(r2); rx *= s; rz *= s; }
  // up' = forward × right (right's y is 0).
  const ux = fy * rz, uy = fz * rx - fx * rz, uz = -fy * rx;
  // The rotation whose columns are (right, up', forward), as a quaternion (Shepperd: the largest term first).
  const m00 = rx, m01 = ux, m02 = fx, m10 = 0, m11 = uy, m12 = fy, m20 = rz, m21 = uz, m22 = fz;
  const tr = m00 + m11 + m22;
  let x, y, z, w;
  if (tr > 0) {
    const s = 0.5 / Math.sqrt(tr + 1);
    w = 0.25 / s; x = (m21 - m12) * s; y = (m02 - m20) * s; z = (m10 - m01) * s;
  } else if (m00 > m11 && m00 > m22) {
    const s = 2 * Math.sqrt(1 + m00 - m11 - m22);
    w = (m21 - m12) / s; x = 0.25 * s; y = (m01 + m10) / s; z = (m02 + m20) / s;
  } else if (m11 > m22) {
    const s = 2 * Math.sqrt(1 + m11 - m00 - m22);
    w = (m02 - m20) / s; x = (m01 + m10) / s; y = 0.25 * s; z = (m12 + m21) / s;
  } else {
    const s = 2 * Math.sqrt(1 + m22 - m00 - m11);
    w = (m10 - m01) / s; x = (m02 + m20) / s; y = (m12 + m21) / s; z = 0.25 * s;
  }
  out[o] = x; out[o + 1] = y; out[o + 2] = z; out[o + 3] = w;
  return true;
}

/**
 * The fraction of the way to turn this paint: min(1, turnSpeed · Δt) for the simulated time Δt since the last one,
 * so a paused flock (Δt = 0) does not turn; 1 (snap) when time went back (a reset) or Δt or turnSpeed is not a number.
 */
export function turnFraction(turnSpeed: number, dt: number): number {
  if (dt < 0) return 1;
  const t = turnSpeed * dt;
  return t >= 0 && t < 1 ? t : t < 0 ? 0 : 1; // NaN falls through to 1
}

const look = new Float32Array(4);

/**
 * Turns boid i's orientation q[4i…4i+3] the fraction t ∈ [0, 1] of the way to the look rotation of its velocity
 * (spherical linear interpolation along the shorter arc). A zero velocity keeps the orientation; an orientation never
 * set (all zeros) takes the look rotation at once (or the rest orientation, +Z, without a velocity).
 */
export function turnToward(q: Float32Array, i: number, vx: number, vy: number, vz: number, t: number): void {
  const o = 4 * i;
  let x = q[o], y = q[o + 1], z = q[o + 2], w = q[o + 3];
  const n2 = x * x + y * y + z * z + w * w;
  if (!lookRotation(vx, vy, vz, look, 0)) {
    if (!(n2 > 0.5)) { q[o] = 0; q[o + 1] = 0; q[o + 2] = 0; q[o + 3] = 1; }
    return;
  }
  let bx = look[0], by = look[1], bz = look[2], bw = look[3];
  if (t >= 1 || !(n2 > 0.5)) { q[o] = bx; q[o + 1] = by; q[o + 2] = bz; q[o + 3] = bw; return; }
  if (!(t > 0)) return;
  let cos = x * bx + y * by + z * bz + w * bw;
  if (cos < 0) { cos = -cos; bx = -bx; by = -by; bz = -bz; bw = -bw; } // q and −q are one rotation: take the shorter arc
  let a, b;
  if (cos > 0.9995) { a = 1 - t; b = t; } // nearly there: linear, normalised below
  else {
    const th = Math.acos(cos), s = 1 / Math.sin(th);
    a = Math.sin((1 - t) * th) * s; b = Math.sin(t * th) * s;
  }
  x = a * x + b * bx; y = a * y + b * by; z = a * z + b * bz; w = a * w + b * bw;
  // Renormalised, so float32 rounding does not drift over thousands of frames.
  const l = 1 / Math.sqrt(x * x + y * y + z * z + w * w);
  q[o] = x * l; q[o + 1] = y * l; q[o + 2] = z * l; q[o + 3] = w * l;
}

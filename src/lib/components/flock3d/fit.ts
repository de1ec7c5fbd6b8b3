/**
 * Where "frame the flock" (F) points the camera: about the flock's centroid, the sphere holding 98 % of the boids
 * (a few strays do not shrink it), plus a model's length, at least 3 m. Pure (no three.js); allocates (a key press,
 * not a paint). Boids with a non-finite coordinate are left out; null when none is left.
 */
import type { Flock3dFrame } from './types';

export function flockSphere(f: Flock3dFrame, margin: number): { cx: number; cy: number; cz: number; r: number } | null {
  const n = Math.max(0, f.count | 0);
  let cx = 0, cy = 0, cz = 0, m = 0;
  for (let i = 0; i < n; i++) if (Number.isFinite(f.x[i] + f.y[i] + f.z[i])) { cx += f.x[i]; cy += f.y[i]; cz += f.z[i]; m++; }
  if (m === 0) return null;
  cx /= m; cy /= m; cz /= m;
  const d2 = new Float64Array(m);
  for (let i = 0, k = 0; i < n; i++) if (Number.isFinite(f.x[i] + f.y[i] + f.z[i])) d2[k++] = (f.x[i] - cx) ** 2 + (f.y[i] - cy) ** 2 + (f.z[i] - cz) ** 2;
  d2.sort();
  return { cx, cy, cz, r: Math.max(3, Math.sqrt(d2[Math.floor(0.98 * (m - 1))]) + margin) };
}

/** The boundary's wire ball, as line pairs for a LineSegments (painter.ts scales it to the boundary's radius). */
import { BufferAttribute, BufferGeometry } from 'three';

/** A unit wire sphere: 12 meridians and 7 parallels (the equator among them), 64 segments each, as line pairs. */
export function graticule(): BufferGeometry {
  const SEG = 64, MERIDIANS = 12, PARALLELS = 7, pts: number[] = [];
  const at = (polar: number, az: number) => [Math.sin(polar) * Math.sin(az), Math.cos(polar), Math.sin(polar) * Math.cos(az)];
  for (let m = 0; m < MERIDIANS; m++) {
    const az = (m / MERIDIANS) * 2 * Math.PI;
    for (let s = 0; s < SEG / 2; s++) pts.push(...at((s / (SEG / 2)) * Math.PI, az), ...at(((s + 1) / (SEG / 2)) * Math.PI, az));
  }
  for (let p = 1; p <= PARALLELS; p++) {
    const polar = (p / (PARALLELS + 1)) * Math.PI;
    for (let s = 0; s < SEG; s++) pts.push(...at(polar, (s / SEG) * 2 * Math.PI), ...at(polar, ((s + 1) / SEG) * 2 * Math.PI));
  }
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(new Float32Array(pts), 3));
  return g;
}

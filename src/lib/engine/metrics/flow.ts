/**
 * Flow through a counting line (persons per second), from the crossings the simulation records
 * (sim.behaviours.crossings[k]: time and sign, +1 when crossing from the right of the line's direction to its
 * left, e.g. out through an exit). Specific flow divides by the line's length: persons per metre per second,
 * the quantity that grows about linearly with door width (Seyfried et al. 2009).
 */
import { hypot } from '../math';
export interface Crossing {
  readonly time: number;
  readonly sign: number;
}

/**
 * Crossings in the time span (tNow − window, tNow] divided by its length. Early in a run (tNow < window) the span
 * shrinks to tNow, so the first seconds are not diluted by time that has not happened.
 * `net` (default) sums the signs (people who went one way minus the other); otherwise every crossing counts 1.
 */
export function lineFlow(crossings: readonly Crossing[], tNow: number, window: number, net = true): number {
  const w = Math.min(window, tNow);
  if (!(w > 0)) return 0;
  const from = tNow - w;
  let c = 0;
  // Crossings are appended in time order: scan back from the newest.
  for (let k = crossings.length - 1; k >= 0; k--) {
    const e = crossings[k];
    if (e.time <= from) break;
    if (e.time <= tNow) c += net ? e.sign : 1;
  }
  return c / w;
}

/** Length (m) of a counting line. */
function lineLength(line: { x1: number; y1: number; x2: number; y2: number }): number {
  return hypot(line.x2 - line.x1, line.y2 - line.y1);
}

/** lineFlow per metre of line: persons/(m s). */
export function specificLineFlow(
  crossings: readonly Crossing[], line: { x1: number; y1: number; x2: number; y2: number }, tNow: number, window: number, net = true
): number {
  const L = lineLength(line);
  return L > 0 ? lineFlow(crossings, tNow, window, net) / L : NaN;
}

/**
 * The 3-D view's keys, on its focused canvas: the arrows turn the flock as dragging does (the camera orbits its
 * centre), + and − zoom, F frames the flock as it is now (from where the camera looks), 0 puts the camera back where it
 * started (the whole ball). With Ctrl, Alt or Meta held a key is the browser's
 * (Ctrl + is the page's zoom); Shift makes a turn or a zoom three times bigger.
 */

export type CameraAction =
  | { kind: 'orbit'; /** Change of the camera's azimuth about the up axis (radians). */ azimuth: number; /** Change of its polar angle from the up axis (radians). */ polar: number }
  | { kind: 'zoom'; /** The camera's distance to the centre is multiplied by this. */ factor: number }
  | { kind: 'fit' }
  | { kind: 'reset' };

/** One arrow press: 7.5°. */
export const ORBIT_STEP = Math.PI / 24;
/** One + or − press: the distance × 1/1.15 or × 1.15. */
export const ZOOM_STEP = 1.15;

export interface KeyPress { key: string; shiftKey?: boolean; ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean }

/** The camera action for a key press, or null when the key is not the view's. */
export function cameraAction(e: KeyPress): CameraAction | null {
  if (e.ctrlKey || e.altKey || e.metaKey) return null;
  const k = e.shiftKey ? 3 : 1, a = ORBIT_STEP * k, z = ZOOM_STEP ** k;
  switch (e.key) {
    // As a drag to the left (OrbitControls: azimuth up) or upward (polar angle up: the camera sinks).
    case 'ArrowLeft': return { kind: 'orbit', azimuth: a, polar: 0 };
    case 'ArrowRight': return { kind: 'orbit', azimuth: -a, polar: 0 };
    case 'ArrowUp': return { kind: 'orbit', azimuth: 0, polar: a };
    case 'ArrowDown': return { kind: 'orbit', azimuth: 0, polar: -a };
    case '+': case '=': return { kind: 'zoom', factor: 1 / z };
    case '-': case '_': case '\u2212': return { kind: 'zoom', factor: z };
    case 'f': case 'F': return { kind: 'fit' };
    case '0': return { kind: 'reset' };
    default: return null;
  }
}

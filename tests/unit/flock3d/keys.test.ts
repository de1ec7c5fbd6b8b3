import { describe, expect, it } from 'vitest';
import { cameraAction, ORBIT_STEP, ZOOM_STEP } from '../../../src/lib/components/flock3d/keys';

describe('cameraAction (the 3-D view\'s keys)', () => {
  it('arrows orbit as dragging does: left/right the azimuth, up/down the polar angle', () => {
    expect(cameraAction({ key: 'ArrowLeft' })).toEqual({ kind: 'orbit', azimuth: ORBIT_STEP, polar: 0 });
    expect(cameraAction({ key: 'ArrowRight' })).toEqual({ kind: 'orbit', azimuth: -ORBIT_STEP, polar: 0 });
    expect(cameraAction({ key: 'ArrowUp' })).toEqual({ kind: 'orbit', azimuth: 0, polar: ORBIT_STEP });
    expect(cameraAction({ key: 'ArrowDown' })).toEqual({ kind: 'orbit', azimuth: 0, polar: -ORBIT_STEP });
    expect(ORBIT_STEP).toBeCloseTo((7.5 * Math.PI) / 180, 12);
  });
  it('+ (or =, its key unshifted) zooms in, − (or _, or U+2212) zooms out, by the same factor', () => {
    for (const key of ['+', '=']) expect(cameraAction({ key })).toEqual({ kind: 'zoom', factor: 1 / ZOOM_STEP });
    for (const key of ['-', '_', '\u2212']) expect(cameraAction({ key })).toEqual({ kind: 'zoom', factor: ZOOM_STEP });
  });
  it('0 resets, F (either case) frames the flock', () => {
    expect(cameraAction({ key: '0' })).toEqual({ kind: 'reset' });
    expect(cameraAction({ key: 'f' })).toEqual({ kind: 'fit' });
    expect(cameraAction({ key: 'F', shiftKey: true })).toEqual({ kind: 'fit' });
  });
  it('Shift makes a step three times bigger', () => {
    expect(cameraAction({ key: 'ArrowLeft', shiftKey: true })).toEqual({ kind: 'orbit', azimuth: 3 * ORBIT_STEP, polar: 0 });
    const z = cameraAction({ key: '+', shiftKey: true });
    expect(z?.kind).toBe('zoom');
    expect(z && z.kind === 'zoom' && z.factor).toBeCloseTo(ZOOM_STEP ** -3, 12);
  });
  it('leaves keys with Ctrl, Alt or Meta to the browser (Ctrl + zooms the page), and every other key alone', () => {
    expect(cameraAction({ key: '+', ctrlKey: true })).toBeNull();
    expect(cameraAction({ key: 'ArrowLeft', altKey: true })).toBeNull();
    expect(cameraAction({ key: '0', metaKey: true })).toBeNull();
    for (const key of ['Tab', 'Enter', ' ', 'a', '1', 'Escape', 'PageDown']) expect(cameraAction({ key })).toBeNull();
  });
});

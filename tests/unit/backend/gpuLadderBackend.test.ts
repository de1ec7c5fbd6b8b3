/**
 * The GPU backend where there is no GPU (Node, like a browser without WebGPU): it says why through onerror, in the
 * reader-facing words of support.ts, refuses to step, has no frame, and validates its settings like LadderBackend.
 * Stepping on a real WebGPU device is tested in Chromium (tests/e2e/ladder-gpu.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { GpuLadderBackend } from '../../../src/lib/backend/gpuLadderBackend';
import { REASONS } from '../../../src/lib/ladder/gpu/support';

function backend() {
  const errors: string[] = [];
  let updates = 0;
  const b = new GpuLadderBackend({ n: 200, seed: 1 }, { onupdate: () => updates++, onerror: (m) => errors.push(m) }, ['polarization']);
  return { b, errors, updates: () => updates };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('GpuLadderBackend without WebGPU', () => {
  it('reports the missing WebGPU once, then is idle: no step, no frame, no stats', async () => {
    const { b, errors, updates } = backend();
    expect(b.where).toBe('gpu');
    expect(b.busy).toBe(true);
    await settle();
    expect(errors).toEqual([REASONS['no-webgpu']]);
    expect(b.busy).toBe(false);
    expect(b.step(5, 100)).toBe(0);
    expect(b.frame()).toBeNull();
    expect(b.stats()).toBeNull();
    b.requestStats();
    expect(updates()).toBe(0);
    b.dispose();
  });

  it('takes N, seed and the rung knobs, and refuses anything else', async () => {
    const { b, errors } = backend();
    await settle();
    expect(() => b.setSettings({ N: 500, seed: 2, tick: 0.1, randomPhase: 1, maxBoids: 10 })).not.toThrow();
    expect(() => b.setSettings({ dt: 0.01 })).toThrow(/unknown setting 'dt'/);
    await settle();
    expect(errors.length).toBe(2);
    b.dispose();
  });
});

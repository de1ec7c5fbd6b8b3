/**
 * The claims of the ladder's web lessons (the worker, drawing, the GPU): questions answered by the reader's own
 * page, so none states a time as a fact. Tested with the other lessons' claims (tests/unit/ladder/claims.test.ts):
 * their choices must cover every ratio.
 */
import type { GpuClaim, LiveClaim } from '$lib/ladder/claims';

export const workerStepTime: LiveClaim = {
  kind: 'live', id: 'ladder/worker/step-time', ab: 'worker', seconds: 6, rung: 'rung10-sorted-grid', n: 50000,
  text: 'The step takes about as long in a worker as on the page: the worker frees the page, it does not speed the step.',
  ask: {
    question: 'The same rung, the same 50 000 boids: on the left it steps on the page, on the right in a Web Worker. What happens to the milliseconds per step?',
    choices: [
      { label: 'The worker’s step is much faster (more than 1.5×)', min: 1.5 },
      { label: 'About the same (within 1.5× either way)', min: 1 / 1.5, max: 1.5 },
      { label: 'The worker’s step is much slower (less than 1/1.5)', max: 1 / 1.5 }
    ]
  }
};

export const gpuAgreement: GpuClaim = {
  kind: 'gpu', id: 'ladder/webgpu/agreement', rung: 'rung10-sorted-grid', n: 2000, steps: 5,
  text: 'After 5 frames the GPU flock and the CPU flock are apart by less than a millimetre, but not equal.',
  ask: {
    question: 'The GPU computes in 32-bit floats, the CPU rung in 64-bit. Same 2000 boids, same start: after 5 frames, how far apart is the boid that differs most?',
    choices: [
      { label: 'Not at all: the same numbers', max: 0 },
      { label: 'Less than a millimetre', min: 1e-12, max: 1e-3 },
      { label: 'A millimetre or more: the flocks have parted', min: 1.000001e-3 }
    ]
  }
};

export const webClaims = [workerStepTime, gpuAgreement] as const;

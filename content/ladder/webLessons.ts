/**
 * The claims of the ladder's web lessons (the worker, drawing, the GPU): questions answered by the reader's own
 * page, so none states a time as a fact. Tested with the other lessons' claims (tests/unit/ladder/claims.test.ts):
 * their choices must cover every ratio.
 */
import type { DrawClaim, GpuClaim, LiveClaim } from '$lib/ladder/claims';

export const workerStepTime: LiveClaim = {
  kind: 'live', id: 'ladder/worker/step-time', ab: 'worker', seconds: 6, rung: 'sorted-grid', n: 50000,
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
  kind: 'gpu', id: 'ladder/webgpu/agreement', rung: 'sorted-grid', n: 2000, steps: 5,
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

export const batchedDrawing: DrawClaim = {
  kind: 'draw', id: 'ladder/drawing/batched', before: 'path', after: 'batched', rung: 'sorted-grid', n: 20000,
  text: 'Batching the paths: how much faster a frame of 20 000 boids is drawn, measured in your browser.',
  ask: {
    question: 'The same 20 000 triangles, drawn with one path and one fill per boid, or 256 to a path. How much faster is the batched frame in your browser?',
    choices: [
      { label: 'Slower: one big path is harder to fill', max: 0.8 },
      { label: 'About the same: the pixels are the work', min: 0.8, max: 1.25 },
      { label: '1.25 to 3 times faster', min: 1.25, max: 3 },
      { label: 'More than 3 times faster: the calls were the work', min: 3 }
    ]
  }
};

export const pixelDrawing: DrawClaim = {
  kind: 'draw', id: 'ladder/drawing/pixels', before: 'batched', after: 'pixels', rung: 'sorted-grid', n: 50000,
  text: 'Writing the pixels by hand: how much faster a frame of 50 000 boids is than batched paths, in your browser.',
  ask: {
    question: 'Now no drawing calls at all: each of 50 000 triangles written pixel by pixel into one image, shown with one call. Against batched paths, in your browser?',
    choices: [
      { label: 'Slower: JavaScript cannot beat the browser’s rasteriser', max: 0.8 },
      { label: 'About the same', min: 0.8, max: 1.25 },
      { label: '1.25 to 3 times faster', min: 1.25, max: 3 },
      { label: 'More than 3 times faster', min: 3 }
    ]
  }
};

export const webClaims = [workerStepTime, gpuAgreement, batchedDrawing, pixelDrawing] as const;

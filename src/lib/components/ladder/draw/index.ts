/** The drawing lesson's renderers by kind, with the labels the lesson shows. */
import { BatchedPathRenderer } from './batchedPath';
import { PathPerAgentRenderer } from './pathPerAgent';
import { PixelRenderer } from './pixels';
import { WebGLRenderer } from './webglInstanced';
import type { BoidRenderer, RendererKind } from './types';

export type { BoidFrame, BoidRenderer, BoidStyle, DrawView, RendererKind } from './types';
export { boidLength, fitView } from './shape';

export const RENDERERS: readonly { kind: RendererKind; label: string }[] = [
  { kind: 'path', label: 'One path per boid' },
  { kind: 'batched', label: 'Batched paths' },
  { kind: 'webgl', label: 'WebGL instanced' },
  { kind: 'webgl-pulled', label: 'WebGL, one draw without instancing' },
  { kind: 'pixels', label: 'Pixels written by hand (ImageData)' }
];

export const isRendererKind = (s: unknown): s is RendererKind => RENDERERS.some((r) => r.kind === s);

/** A renderer of this kind drawing into `canvas` (which then holds that kind's context for good). */
export function createRenderer(kind: RendererKind, canvas: HTMLCanvasElement): BoidRenderer {
  if (kind === 'path') return new PathPerAgentRenderer(canvas);
  if (kind === 'batched') return new BatchedPathRenderer(canvas);
  if (kind === 'pixels') return new PixelRenderer(canvas);
  return new WebGLRenderer(canvas, kind === 'webgl');
}

/**
 * The drawing lesson's ways of drawing boids, by name. It lives with the ladder (not with the renderers in
 * components/) because the lesson's claims name them, and claims are data below the components.
 */
export type RendererKind = 'path' | 'batched' | 'webgl' | 'webgl-pulled' | 'pixels';

/**
 * Whether WebGL here is drawn by a software rasteriser: Chromium without a GPU it trusts (SwiftShader, the end-to-end
 * tests' --disable-gpu), Mesa's llvmpipe, softpipe and lavapipe, Windows' Basic Render Driver. There multisampling
 * costs about 2.5× a frame and every pixel is the CPU's, so the 3-D view draws without antialiasing at one pixel per
 * CSS pixel (painter.ts); a real GPU gets both.
 */

/** True for a software renderer's name (WebGL's UNMASKED_RENDERER_WEBGL, or RENDERER where that is hidden). */
export function isSoftwareRenderer(name: string): boolean {
  return /swiftshader|llvmpipe|softpipe|lavapipe|software|basic render driver/i.test(name);
}

let known: boolean | undefined;

/**
 * Asks a scratch WebGL 2 context once a page (it is given back at once): the view's own context must be made with its
 * antialias setting already chosen. False when no context can be made (the view then says why it cannot draw).
 */
export function softwareGpu(): boolean {
  if (known !== undefined) return known;
  known = false;
  try {
    const gl = document.createElement('canvas').getContext('webgl2');
    if (gl) {
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      known = isSoftwareRenderer(String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER)));
      gl.getExtension('WEBGL_lose_context')?.loseContext();
    }
  } catch {
    /* no WebGL: the view's own attempt reports it */
  }
  return known;
}

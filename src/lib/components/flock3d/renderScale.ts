/**
 * How finely the 3-D view draws: its drawing buffer's pixels per device pixel. A real GPU draws every pixel. A
 * software GPU (gpu.ts: SwiftShader, llvmpipe…) rasterises on the CPU, and from HALF_RESOLUTION_FROM boids on it draws
 * at half the width and half the height (a quarter of the pixels), scaled up by the browser. Without a GPU the page
 * reads every frame back for the compositor, so its main thread waits for the rasteriser: at 20 000 boids, on 2
 * cores, SwiftShader's threads took 27 ms of CPU a frame at full resolution, 14 at half (19 at 0.75), and the chapter
 * drew 16 → 23 frames a second under heavy load (tests/tools/flock3d-chapter-fps.mjs; medians of three). The darts
 * are then 1–2 pixels long, dots; the simulation is not touched. The view says so under the picture
 * (Flock3dCanvas.svelte), with the sizes drawn.
 */

/** From this many boids a software GPU draws at half resolution. */
export const HALF_RESOLUTION_FROM = 10_000;

/** The share of device pixels drawn along each side: 1, or 0.5 for a software GPU from HALF_RESOLUTION_FROM boids on. */
export function renderScale(boids: number, software: boolean): number {
  return software && boids >= HALF_RESOLUTION_FROM ? 0.5 : 1;
}

/**
 * Draws article B's 3-D flock with three.js (WebGL 2): every boid a pointed model (a dart, darts.ts), each turned
 * smoothly toward its velocity (step 1, turn.ts) at the simulated point itself (step 14: only the model turns), the
 * debug rays as three switchable line sets (rays.ts), the soft boundary as a faint wire sphere, and a camera the
 * reader orbits by pointer, touch (OrbitControls) and keys (keys.ts). It draws when asked and never runs a loop of
 * its own: the parent owns time, and a camera change calls `onCameraChange` for one repaint.
 *
 * The darts are one mesh, written turned and placed each paint, flat shaded in JavaScript (three's Lambert for a sky
 * light and a light from about the camera, darts.ts) and drawn with a MeshBasicMaterial, fog and all, in one
 * drawElements of only the faces toward the camera. The same code runs on every GPU; only the context differs: a
 * software GPU (gpu.ts) gets no antialiasing and one pixel per CSS pixel. It was an InstancedMesh of Lambert cones,
 * antialiased, and on Chromium's software GPU (SwiftShader, the tests' --disable-gpu) it drew 10 frames a second at
 * 5 000 boids, 3 at 20 000 and 1.3 at 50 000 while its JavaScript took 1–7 ms: SwiftShader draws an instanced mesh
 * instance by instance. One mesh drew 13 at 20 000 antialiased and 30 without; leaving out the faces turned away 40
 * (SwiftShader spends about as long on a triangle it culls as on one it draws, and the pixels cost little: fog and the
 * material measured within noise). At a device pixel ratio of 2, one pixel per CSS pixel is 42 against 22.
 * (tests/tools/flock3dfps.mjs: medians of three runs, 1280 px, 2 cores at load 3–5.) With more darts the pixels do
 * cost: from 10 000 boids a software GPU draws at half resolution (renderScale.ts), and the view says so.
 *
 * Nothing in paint() allocates: the darts and the rays are written straight into preallocated buffers, which grow
 * (rebuilt at twice the size) only when the flock does. A paint that would draw the picture already on the canvas
 * (the same frame of the flock, camera, size, colours and options: the driver's animation frame came before the
 * worker's next step) draws nothing and says so; the canvas keeps its picture.
 */
import {
  BufferAttribute, BufferGeometry, Color, DynamicDrawUsage, Fog, LineBasicMaterial, LineSegments, Mesh, MeshBasicMaterial,
  PerspectiveCamera, Scene, ShaderChunk, Spherical, Vector3, WebGLRenderer
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { DART_CORNERS, DART_INDICES, DART_LENGTH, writeDart, type DartLight } from './darts';
import { softwareGpu } from './gpu';
import { cameraAction } from './keys';
import { flockSphere } from './fit';
import { graticule } from './graticule';
import { RAY_GAIN, RAY_KINDS, RAY_METRES_PER_SPEED, RAY_OFFSET, rayColours, type RayKind } from './rays';
import { renderScale } from './renderScale';
import { ShownPicture } from './shownPicture';
import { turnFraction, turnToward } from './turn';
import type { Flock3dDrawOptions, Flock3dFrame } from './types';

/**
 * The lights the darts are shaded by (darts.ts, as three's HemisphereLight and DirectionalLight): from the sky, white
 * above and dark grey (#404040) below, 1.3; and 1.4 from a point over the camera's shoulder (0.6, 1, 0.4 in the
 * camera's frame: the camera is tens of metres out, so it lights about what the reader faces). At most about 0.85 of
 * a model's colour, so a pale model on the dark theme is not burnt white and the fog still fades the far ones.
 */
const SKY = 1.3, GROUND = 0x404040, SUN = 1.4, SUN_AT = new Vector3(0.6, 1, 0.4);
/**
 * On a software GPU a dart this many device pixels long or less is drawn as its one face most toward the eye
 * (darts.ts): at 20 000 boids most darts are 2–4 pixels long, two or three faces cost twice the triangles, and the
 * extra faces change a few pixels at most. A real GPU always draws every face toward the eye.
 */
const SMALL_DART_PX = 4;
/** Where the camera starts: from the front, a little to the right and above (polar 62°, azimuth 28°). */
const HOME_POLAR = (62 * Math.PI) / 180, HOME_AZIMUTH = (28 * Math.PI) / 180;
/** The framed sphere is the boundary's radius × this: under the part-2 kick boids stray a little beyond it. */
const FRAME_MARGIN = 1.12;
const FOV = 45;

/** The theme's colours as drawn (the legend's swatches read `rays`). */
export interface Flock3dColours { bg: string; fg: string; muted: string; dark: boolean; rays: Readonly<Record<RayKind, string>> }

interface RaySet { lines: LineSegments; positions: BufferAttribute; material: LineBasicMaterial }
interface Darts { mesh: Mesh; positions: BufferAttribute; shades: BufferAttribute; index: BufferAttribute; capacity: number }

export class Flock3dPainter {
  /** The drawing buffer's pixels per device pixel at the last paint (renderScale.ts): below 1, the view says so. */
  scale = 1;
  /** The colours last read from the canvas's style. */
  colours: Flock3dColours = { bg: '#fdfcf9', fg: '#1f1d1a', muted: '#5f5a52', dark: false, rays: rayColours(false) };

  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(FOV, 1, 0.5, 4000);
  private readonly controls: OrbitControls;
  private readonly fog = new Fog(0xffffff, 1, 1000);
  /** The darts' colour times each face's shade (the colour attribute), fogged. */
  private readonly material = new MeshBasicMaterial({ vertexColors: true });
  private readonly light: DartLight = { x: 0, y: 1, z: 0, hemi: SKY, ground: new Color(GROUND).r, sun: SUN, ex: 0, ey: 0, ez: 0, farSq: Infinity };
  private readonly sunAt = new Vector3();
  /** A software GPU (gpu.ts): no antialiasing, one pixel per CSS pixel (half that from 10 000 boids, renderScale.ts). */
  private readonly software: boolean;
  /** The models' colour, and the fainter one they take while rays are drawn over them (so the rays stand out). */
  private readonly body = new Color();
  private readonly bodyFaint = new Color();
  private faint = false;
  private darts: Darts | null = null;
  private readonly rays: Record<RayKind, RaySet>;
  private rayCapacity = 0;
  private readonly boundary: LineSegments;
  /** Each boid's drawn orientation, x y z w (turn.ts); `known` of them are set. */
  private orientation = new Float32Array(0);
  private known = 0;
  private lastTime = NaN;
  private lastSteps = -1;
  private width = 0;
  private height = 0;
  private dpr = 0;
  private radius = 25;
  /** The reader moved the camera since it was last framed: a resize or a new boundary then leaves it alone. */
  private moved = false;
  /** The sphere the camera was last fitted to (F), kept through resizes; null: the ball (the start, 0). */
  private framed: { cx: number; cy: number; cz: number; r: number } | null = null;
  /** The last frame painted, for F. */
  private lastFrame: Flock3dFrame | null = null;
  private readonly sph = new Spherical();
  private readonly offset = new Vector3();
  /** What the canvas shows: a paint of the same picture draws nothing (shownPicture.ts). */
  private readonly shown = new ShownPicture();

  constructor(private readonly canvas: HTMLCanvasElement, private readonly onCameraChange: () => void) {
    this.software = softwareGpu();
    try {
      this.renderer = new WebGLRenderer({ canvas, antialias: !this.software, preserveDrawingBuffer: false, alpha: false, powerPreference: 'high-performance' });
    } catch (e) {
      throw new Error(`This browser cannot draw the 3-D flock: WebGL 2 is not available here (${e instanceof Error ? e.message : String(e)}). Turning on hardware acceleration, or another browser, may help.`, { cause: e });
    }
    canvas.dataset.gpu = this.software ? 'software' : 'hardware';
    this.scene.fog = this.fog;
    this.scene.background = new Color();
    this.scene.add(this.camera);
    // Flat shading from shared corners: the shade (the colour attribute) is taken from each triangle's last corner,
    // unblended (darts.ts). three's colour varying, declared flat.
    this.material.onBeforeCompile = (shader) => {
      shader.vertexShader = shader.vertexShader.replace('#include <color_pars_vertex>', ShaderChunk.color_pars_vertex.replace('varying', 'flat varying'));
      shader.fragmentShader = shader.fragmentShader.replace('#include <color_pars_fragment>', ShaderChunk.color_pars_fragment.replace('varying', 'flat varying'));
    };
    this.material.customProgramCacheKey = () => 'flock3d-flat-darts';

    this.rays = {} as Record<RayKind, RaySet>;
    for (const kind of RAY_KINDS) {
      const g = new BufferGeometry(), positions = new BufferAttribute(new Float32Array(0), 3);
      g.setAttribute('position', positions);
      // Drawn over the models (no depth test): a ray starts inside its own model and mostly runs along it.
      const material = new LineBasicMaterial({ depthTest: false, depthWrite: false });
      const lines = new LineSegments(g, material);
      lines.frustumCulled = false; // its bounds move every frame
      lines.renderOrder = 2;
      this.rays[kind] = { lines, positions, material };
      this.scene.add(lines);
    }
    this.boundary = new LineSegments(graticule(), new LineBasicMaterial({ transparent: true, opacity: 0.45, depthWrite: false }));
    this.scene.add(this.boundary);

    this.controls = new OrbitControls(this.camera, canvas);
    this.controls.enableDamping = false; // no loop of our own to run the damping
    this.controls.enablePan = false; // the flock stays in the middle; 0 or Reset camera brings any view back
    this.controls.addEventListener('start', this.onStart);
    this.controls.addEventListener('change', this.onChange);
    // Capturing listeners run before OrbitControls' own on the canvas: a wheel over it scrolls the page until it has
    // focus (a reader scrolling the book is not caught by the view); a touch or a click zooms again (a pinch).
    canvas.addEventListener('wheel', this.onWheel, { capture: true, passive: true });
    canvas.addEventListener('pointerdown', this.onPointerDown, { capture: true, passive: true });
    canvas.addEventListener('keydown', this.onKey);
    canvas.addEventListener('webglcontextrestored', this.onRestored);
    this.setRadius(this.radius);
    this.frameCamera(false);
    this.readColours();
  }

  /** Re-reads the theme's colours from the canvas's CSS variables (--bg, --text, --muted), e.g. after a theme switch. */
  readColours(): void {
    if (typeof getComputedStyle === 'undefined') return;
    const cs = getComputedStyle(this.canvas), v = (name: string, fb: string) => cs.getPropertyValue(name).trim() || fb;
    const bg = v('--bg', '#fdfcf9'), fg = v('--text', '#1f1d1a'), muted = v('--muted', '#5f5a52');
    const back = this.scene.background as Color;
    back.setStyle(bg);
    const dark = 0.2126 * back.r + 0.7152 * back.g + 0.0722 * back.b < 0.18; // linear RGB: WCAG's relative luminance
    this.colours = { bg, fg, muted, dark, rays: rayColours(dark) };
    this.fog.color.copy(back);
    this.body.setStyle(fg);
    this.bodyFaint.copy(this.body).lerp(back, 0.55);
    this.material.color.copy(this.faint ? this.bodyFaint : this.body);
    (this.boundary.material as LineBasicMaterial).color.setStyle(muted);
    for (const kind of RAY_KINDS) this.rays[kind].material.color.setStyle(this.colours.rays[kind]);
    this.shown.invalidate();
  }

  /**
   * Draws one frame at cssWidth × cssHeight CSS pixels; false (nothing done) when the canvas already shows that
   * picture: the same frame, camera, size, colours and options.
   */
  paint(frame: Flock3dFrame, cssWidth: number, cssHeight: number, options: Flock3dDrawOptions): boolean {
    const w = Math.max(1, Math.round(cssWidth)), h = Math.max(1, Math.round(cssHeight)), n = Math.max(0, frame.count | 0);
    this.scale = renderScale(n, this.software);
    const dpr = Math.min(typeof devicePixelRatio === 'number' ? devicePixelRatio : 1, this.software ? 1 : 2) * this.scale;
    let reframe = false;
    if (w !== this.width || h !== this.height || dpr !== this.dpr) {
      this.width = w; this.height = h; this.dpr = dpr;
      this.renderer.setPixelRatio(dpr);
      this.renderer.setSize(w, h, false); // the page's CSS sizes the element
      this.camera.aspect = w / h;
      this.camera.updateProjectionMatrix();
      reframe = true;
      this.shown.invalidate();
    }
    if (frame.boundaryRadius > 0 && frame.boundaryRadius !== this.radius) { this.setRadius(frame.boundaryRadius); this.framed = null; reframe = true; }
    if (reframe && !this.moved) {
      const fit = this.framed;
      if (fit) this.frameSphere(fit.cx, fit.cy, fit.cz, fit.r);
      else this.frameCamera(false);
    }
    this.lastFrame = frame;
    if (this.shown.same(frame, options, this.camera)) return false;

    this.turnAndPlace(frame, n, options.turnSpeed, this.ensureCapacity(n));
    const faint = this.placeRays(frame, n, options);
    if (faint !== this.faint) { this.faint = faint; this.material.color.copy(faint ? this.bodyFaint : this.body); }
    this.boundary.visible = options.showBoundary;

    // Fog from the near side of what is framed (the ball, or the fitted flock) to well past its far side: depth read as fading.
    const d = this.camera.position.distanceTo(this.controls.target), fr = this.framed ? this.framed.r : this.radius;
    this.fog.near = Math.max(0, d - 1.2 * fr);
    this.fog.far = d + 3 * fr;
    this.renderer.render(this.scene, this.camera);
    return true;
  }

  /** Puts the camera back where it started: the whole ball in view. */
  resetCamera(): void {
    this.frameCamera();
  }

  /** Brings the flock as it is now into view, from where the camera looks (the F key). */
  frameFlock(): void {
    this.fitFlock();
  }

  /** The next paint turns every model straight onto its velocity (a new flock whose clock did not go back). */
  resetTurns(): void {
    this.lastTime = NaN;
    this.shown.invalidate();
  }

  /** Frees the GPU's buffers and the WebGL context, and removes every listener. */
  dispose(): void {
    this.controls.removeEventListener('start', this.onStart);
    this.controls.removeEventListener('change', this.onChange);
    this.controls.dispose();
    this.canvas.removeEventListener('wheel', this.onWheel, { capture: true });
    this.canvas.removeEventListener('pointerdown', this.onPointerDown, { capture: true });
    this.canvas.removeEventListener('keydown', this.onKey);
    this.canvas.removeEventListener('webglcontextrestored', this.onRestored);
    this.darts?.mesh.geometry.dispose();
    this.material.dispose();
    for (const kind of RAY_KINDS) { this.rays[kind].lines.geometry.dispose(); this.rays[kind].material.dispose(); }
    this.boundary.geometry.dispose();
    (this.boundary.material as LineBasicMaterial).dispose();
    this.renderer.dispose();
    try { this.renderer.forceContextLoss(); } catch { /* already lost */ } // give the context back now: a page may hold only a few
  }

  /** The darts' mesh, rebuilt at twice the capacity when the flock outgrows it; the orientations grow with it. */
  private ensureCapacity(n: number): Darts {
    if (!this.darts || n > this.darts.capacity) {
      const capacity = Math.max(n, 2 * (this.darts?.capacity ?? 0), 256);
      if (this.darts) { this.scene.remove(this.darts.mesh); this.darts.mesh.geometry.dispose(); }
      const g = new BufferGeometry();
      const positions = new BufferAttribute(new Float32Array(3 * DART_CORNERS * capacity), 3).setUsage(DynamicDrawUsage);
      // A byte per channel: the shade is a share of the material's colour (0…1), so 1/255 steps are under 1 % of it.
      const shades = new BufferAttribute(new Uint8Array(4 * DART_CORNERS * capacity), 4, true).setUsage(DynamicDrawUsage);
      const index = new BufferAttribute(new Uint32Array(DART_INDICES * capacity), 1).setUsage(DynamicDrawUsage);
      g.setAttribute('position', positions);
      g.setAttribute('color', shades);
      g.setIndex(index);
      const mesh = new Mesh(g, this.material);
      mesh.frustumCulled = false; // its bounds are the flock's, which move every frame
      this.scene.add(mesh);
      this.darts = { mesh, positions, shades, index, capacity };
      const q = new Float32Array(4 * capacity);
      q.set(this.orientation.subarray(0, Math.min(this.orientation.length, q.length)));
      this.orientation = q;
    }
    // Slots the flock did not have at the last paint start unset (zeros): turnToward gives them their heading at once.
    if (n > this.known) this.orientation.fill(0, 4 * this.known, 4 * n);
    this.known = n;
    return this.darts;
  }

  /**
   * Step 1 and 14: each model turned toward its velocity by min(1, turnSpeed · Δt simulated), at its boid's point;
   * its faces shaded for the camera's light, and those toward the camera listed to be drawn.
   */
  private turnAndPlace(frame: Flock3dFrame, n: number, turnSpeed: number, darts: Darts): void {
    const back = Number.isNaN(this.lastTime) || frame.steps < this.lastSteps;
    const t = back ? 1 : turnFraction(turnSpeed, frame.time - this.lastTime);
    this.lastTime = frame.time; this.lastSteps = frame.steps;
    const { camera, light } = this;
    camera.updateMatrixWorld();
    // The directional light's direction is from the origin (its target) to where it is (as three's DirectionalLight).
    const sun = camera.localToWorld(this.sunAt.copy(SUN_AT)).normalize();
    light.x = sun.x; light.y = sun.y; light.z = sun.z;
    light.ex = camera.position.x; light.ey = camera.position.y; light.ez = camera.position.z;
    // A dart shorter than SMALL_DART_PX device pixels is drawn as one face (darts.ts): at this distance and beyond.
    const far = (DART_LENGTH * this.height * this.dpr) / (2 * Math.tan((camera.fov * Math.PI) / 360) * SMALL_DART_PX);
    light.farSq = this.software ? far * far : Infinity;
    const { x, y, z, vx, vy, vz } = frame, q = this.orientation, { positions, shades, index } = darts;
    const p = positions.array as Float32Array, s = shades.array as Uint8Array, ix = index.array as Uint32Array;
    let at = 0;
    for (let i = 0; i < n; i++) {
      turnToward(q, i, vx[i], vy[i], vz[i], t);
      at = writeDart(p, s, ix, at, i, q, x[i], y[i], z[i], light);
    }
    upload(positions, 3 * DART_CORNERS * n);
    upload(shades, 4 * DART_CORNERS * n);
    upload(index, at);
    darts.mesh.geometry.setDrawRange(0, at);
  }

  /** The switched-on rays: a segment from each boid along its term, RAY_METRES_PER_SPEED × RAY_GAIN m per m/s; true if any is drawn. */
  private placeRays(frame: Flock3dFrame, n: number, options: Flock3dDrawOptions): boolean {
    const r = frame.rays, on = r !== null && r.length >= 9 * n;
    if (on && RAY_KINDS.some((k) => options.rays[k]) && n > this.rayCapacity) this.growRays(n);
    const { x, y, z } = frame;
    let any = false;
    for (const kind of RAY_KINDS) {
      const set = this.rays[kind];
      set.lines.visible = on && options.rays[kind];
      if (!set.lines.visible) continue;
      any = true;
      const p = set.positions.array as Float32Array, off = RAY_OFFSET[kind], k = RAY_METRES_PER_SPEED * RAY_GAIN[kind];
      for (let i = 0; i < n; i++) {
        const a = 6 * i, b = 9 * i + off, px = x[i], py = y[i], pz = z[i];
        p[a] = px; p[a + 1] = py; p[a + 2] = pz;
        p[a + 3] = px + r![b] * k; p[a + 4] = py + r![b + 1] * k; p[a + 5] = pz + r![b + 2] * k;
      }
      set.positions.clearUpdateRanges();
      set.positions.addUpdateRange(0, 6 * n);
      set.positions.needsUpdate = true;
      set.lines.geometry.setDrawRange(0, 2 * n);
    }
    return any;
  }

  private growRays(n: number): void {
    const capacity = Math.max(n, 2 * this.rayCapacity, 256);
    for (const kind of RAY_KINDS) {
      const set = this.rays[kind], positions = new BufferAttribute(new Float32Array(6 * capacity), 3);
      positions.setUsage(DynamicDrawUsage);
      set.lines.geometry.dispose(); // frees the old buffer on the GPU
      set.lines.geometry.setAttribute('position', positions);
      set.positions = positions;
    }
    this.rayCapacity = capacity;
  }

  private setRadius(r: number): void {
    this.radius = r;
    this.boundary.scale.setScalar(r);
    this.controls.minDistance = 0.2 * r;
    this.controls.maxDistance = 12 * r;
  }

  /** The whole ball in view from the starting direction, whichever of the canvas's sides is the shorter. */
  private frameCamera(notify = true): void {
    this.framed = null;
    this.controls.target.set(0, 0, 0);
    this.camera.position.setFromSphericalCoords(1, HOME_POLAR, HOME_AZIMUTH);
    this.frameSphere(0, 0, 0, FRAME_MARGIN * this.radius);
    if (notify) this.onCameraChange();
  }

  /** The camera on its current line of sight moved so a sphere (centre, radius r) just fills the shorter side. */
  private frameSphere(cx: number, cy: number, cz: number, r: number): void {
    const half = (this.camera.fov * Math.PI) / 360, halfW = Math.atan(Math.tan(half) * this.camera.aspect);
    const d = r / Math.sin(Math.min(half, halfW));
    const dir = this.offset.copy(this.camera.position).sub(this.controls.target);
    if (dir.lengthSq() < 1e-12) dir.setFromSphericalCoords(1, HOME_POLAR, HOME_AZIMUTH);
    dir.normalize();
    this.controls.target.set(cx, cy, cz);
    this.camera.position.copy(this.controls.target).addScaledVector(dir, d);
    this.camera.lookAt(this.controls.target);
    this.controls.update();
    this.moved = false;
  }

  /** Frames the flock as it is now (fit.ts: 98 % of the boids about their centroid); a key press, not a paint. */
  private fitFlock(): void {
    const sphere = this.lastFrame ? flockSphere(this.lastFrame, DART_LENGTH) : null;
    if (!sphere) { this.frameCamera(); return; }
    this.framed = sphere;
    this.frameSphere(sphere.cx, sphere.cy, sphere.cz, sphere.r);
    this.onCameraChange();
  }

  private readonly onStart = () => { this.moved = true; };
  private readonly onChange = () => this.onCameraChange();
  private readonly onRestored = () => { this.shown.invalidate(); this.onCameraChange(); };
  /** OrbitControls then neither zooms nor stops the page's scroll (it calls preventDefault only when zooming). */
  private readonly onWheel = () => {
    this.controls.enableZoom = document.activeElement === this.canvas;
  };
  private readonly onPointerDown = () => {
    this.controls.enableZoom = true;
  };

  private readonly onKey = (e: KeyboardEvent) => {
    const a = cameraAction(e);
    if (!a) return;
    e.preventDefault(); // arrows and + − would scroll or zoom the page
    if (a.kind === 'reset') { this.frameCamera(); return; }
    if (a.kind === 'fit') { this.fitFlock(); return; }
    const { camera, controls, sph, offset } = this;
    offset.copy(camera.position).sub(controls.target);
    sph.setFromVector3(offset);
    if (a.kind === 'orbit') {
      sph.theta += a.azimuth;
      sph.phi = Math.min(Math.PI - 1e-3, Math.max(1e-3, sph.phi + a.polar));
    } else {
      sph.radius = Math.min(controls.maxDistance, Math.max(controls.minDistance, sph.radius * a.factor));
    }
    camera.position.copy(controls.target).add(offset.setFromSpherical(sph));
    camera.lookAt(controls.target);
    controls.update();
    this.moved = true;
    this.onCameraChange();
  };
}

/** The attribute's first `count` numbers sent to the GPU at the next render. */
function upload(a: BufferAttribute, count: number): void {
  a.clearUpdateRanges();
  a.addUpdateRange(0, count);
  a.needsUpdate = true;
}

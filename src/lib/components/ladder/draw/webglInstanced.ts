/**
 * WebGL2, two ways to one picture. Instanced ('webgl'): one static triangle (three corners, in units of the boid's
 * length) drawn once per boid by a single drawArraysInstanced call; each boid is one instance with four floats (x, y,
 * vx, vy), packed into one preallocated array and uploaded with bufferSubData each frame. Pulled ('webgl-pulled'):
 * the same four floats per boid go into a float texture instead, and one plain drawArrays of 3 N vertices has each
 * vertex fetch its boid (gl_VertexID / 3) — no instancing, because through ANGLE on Chromium's software GPU
 * (SwiftShader) instanced attributes are slow: ~1 fps at 50 000 boids, ~20× slower than this (measured, not
 * explained; docs/measurements.md, "Drawing, measured"). Either way the vertex shader turns the velocity into a rotation and the world position
 * into clip space; the page's thread does no per-corner arithmetic and reads nothing back. Without WebGL2 it says
 * so (`problem`) and draws nothing; a lost context is waited out and rebuilt when the browser restores it.
 */
import { CORNERS, boidLength, grow, packInstances, parseColour } from './shape';
import type { BoidFrame, BoidRenderer, BoidStyle, DrawView } from './types';

/** Texels per row of the pulled mode's boid texture (WebGL2 guarantees 2048). */
const ROW = 1024;

/** Where a boid's corner goes: shared by both modes. */
const PLACE = `
uniform vec2 centre;
uniform float scale;
uniform vec2 halfSize;
uniform float len;
vec4 place(vec4 boid, vec2 corner) {
  float sp = length(boid.zw);
  vec2 u = sp > 1e-9 ? boid.zw / sp : vec2(1.0, 0.0);
  vec2 p = (boid.xy - centre) * scale + mat2(u.x, u.y, -u.y, u.x) * corner * len;
  return vec4(p / halfSize, 0.0, 1.0);
}`;

const VERTEX_INSTANCED = `#version 300 es
layout(location = 0) in vec2 corner;
layout(location = 1) in vec4 boid;
${PLACE}
void main() { gl_Position = place(boid, corner); }`;

const VERTEX_PULLED = `#version 300 es
uniform highp sampler2D boids;
uniform vec2 corners[3];
${PLACE}
void main() {
  int i = gl_VertexID / 3;
  vec4 boid = texelFetch(boids, ivec2(i % ${ROW}, i / ${ROW}), 0);
  gl_Position = place(boid, corners[gl_VertexID - 3 * i]);
}`;

const FRAGMENT = `#version 300 es
precision mediump float;
uniform vec4 fill;
out vec4 colour;
void main() { colour = fill; }`;

interface GlState {
  program: WebGLProgram;
  vao: WebGLVertexArrayObject;
  /** The instance buffer (instanced) or the boid texture (pulled). */
  instances: WebGLBuffer | null;
  texture: WebGLTexture | null;
  /** Boids the GPU buffer or texture holds. */
  capacity: number;
  u: Record<'centre' | 'scale' | 'halfSize' | 'len' | 'fill', WebGLUniformLocation | null>;
}

export class WebGLRenderer implements BoidRenderer {
  readonly kind: 'webgl' | 'webgl-pulled';
  problem: string | null = null;
  private readonly gl: WebGL2RenderingContext | null;
  private state: GlState | null = null;
  private packed = new Float32Array(0);
  private fill: [number, number, number, number] = [0.04, 0.36, 0.54, 1];
  private bg: [number, number, number, number] = [0.99, 0.99, 0.98, 1];
  private w = 0;
  private h = 0;
  private dpr = 0;

  /** `instanced`: one instance per boid; else one plain draw whose vertices pull their boid from a texture. */
  constructor(private readonly canvas: HTMLCanvasElement, private readonly instanced = true) {
    this.kind = instanced ? 'webgl' : 'webgl-pulled';
    let gl: WebGL2RenderingContext | null = null;
    try {
      // Opaque, no multisampling, no preserved buffer: the cheapest canvas to composite (and no copy kept per frame).
      gl = canvas.getContext('webgl2', { alpha: false, antialias: false, depth: false, stencil: false, preserveDrawingBuffer: false, powerPreference: 'high-performance' });
    } catch {
      gl = null;
    }
    this.gl = gl;
    if (!gl) {
      this.problem = 'WebGL2 is not available in this browser: choose another way of drawing.';
      return;
    }
    canvas.addEventListener('webglcontextlost', this.lost);
    canvas.addEventListener('webglcontextrestored', this.restored);
    this.build();
  }

  private readonly lost = (e: Event) => {
    e.preventDefault(); // tells the browser we want the context back
    this.state = null;
    this.problem = 'The WebGL context was lost; waiting for the browser to restore it.';
  };

  private readonly restored = () => {
    this.problem = null;
    this.w = this.h = this.dpr = 0;
    this.build();
  };

  private build(): void {
    const gl = this.gl!;
    const compile = (type: number, src: string) => {
      const s = gl.createShader(type)!;
      gl.shaderSource(s, src);
      gl.compileShader(s);
      if (!gl.getShaderParameter(s, gl.COMPILE_STATUS) && !gl.isContextLost()) throw new Error(`shader: ${gl.getShaderInfoLog(s)}`);
      return s;
    };
    const program = gl.createProgram()!;
    gl.attachShader(program, compile(gl.VERTEX_SHADER, this.instanced ? VERTEX_INSTANCED : VERTEX_PULLED));
    gl.attachShader(program, compile(gl.FRAGMENT_SHADER, FRAGMENT));
    gl.linkProgram(program);
    if (!gl.getProgramParameter(program, gl.LINK_STATUS) && !gl.isContextLost()) throw new Error(`program: ${gl.getProgramInfoLog(program)}`);
    const vao = gl.createVertexArray()!;
    gl.bindVertexArray(vao);
    const at = (name: string) => gl.getUniformLocation(program, name);
    let instances: WebGLBuffer | null = null, texture: WebGLTexture | null = null;
    if (this.instanced) {
      const corners = gl.createBuffer();
      gl.bindBuffer(gl.ARRAY_BUFFER, corners);
      gl.bufferData(gl.ARRAY_BUFFER, new Float32Array(CORNERS), gl.STATIC_DRAW);
      gl.enableVertexAttribArray(0);
      gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
      instances = gl.createBuffer()!;
      gl.bindBuffer(gl.ARRAY_BUFFER, instances);
      gl.enableVertexAttribArray(1);
      gl.vertexAttribPointer(1, 4, gl.FLOAT, false, 16, 0);
      gl.vertexAttribDivisor(1, 1);
    } else {
      texture = gl.createTexture();
      gl.useProgram(program);
      gl.uniform2fv(at('corners'), new Float32Array(CORNERS));
      gl.uniform1i(at('boids'), 0);
    }
    this.state = { program, vao, instances, texture, capacity: 0, u: { centre: at('centre'), scale: at('scale'), halfSize: at('halfSize'), len: at('len'), fill: at('fill') } };
  }

  /** Packs the boids and uploads them: into the instance buffer, or the texture's first rows. */
  private upload(gl: WebGL2RenderingContext, s: GlState, f: BoidFrame): void {
    const n = f.count;
    if (s.capacity < n) {
      // Grows only when N does; the array and the GPU storage keep the same capacity (whole texture rows).
      s.capacity = this.instanced ? grow(s.capacity, n) : ROW * Math.ceil(grow(s.capacity, n) / ROW);
      this.packed = new Float32Array(4 * s.capacity);
      if (this.instanced) {
        gl.bindBuffer(gl.ARRAY_BUFFER, s.instances);
        gl.bufferData(gl.ARRAY_BUFFER, this.packed.byteLength, gl.DYNAMIC_DRAW);
      } else {
        // A fresh texture: texStorage2D fixes a texture's size for good.
        gl.deleteTexture(s.texture);
        s.texture = gl.createTexture();
        gl.bindTexture(gl.TEXTURE_2D, s.texture);
        gl.texStorage2D(gl.TEXTURE_2D, 1, gl.RGBA32F, ROW, s.capacity / ROW);
        gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
        gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
      }
    }
    packInstances(f, this.packed);
    if (this.instanced) {
      gl.bindBuffer(gl.ARRAY_BUFFER, s.instances);
      gl.bufferSubData(gl.ARRAY_BUFFER, 0, this.packed, 0, 4 * n);
    } else if (n > 0) {
      // Whole rows only: the rows' tail past n holds stale boids that no vertex reads.
      const rows = Math.ceil(n / ROW);
      gl.activeTexture(gl.TEXTURE0);
      gl.bindTexture(gl.TEXTURE_2D, s.texture);
      gl.texSubImage2D(gl.TEXTURE_2D, 0, 0, 0, ROW, rows, gl.RGBA, gl.FLOAT, this.packed, 0);
    }
  }

  setStyle(style: BoidStyle): void {
    this.fill = parseColour(style.fill) ?? this.fill;
    this.bg = parseColour(style.bg) ?? this.bg;
  }

  draw(f: BoidFrame, v: DrawView): void {
    const gl = this.gl, s = this.state;
    if (!gl || !s) return;
    if (v.width !== this.w || v.height !== this.h || v.dpr !== this.dpr) {
      this.canvas.width = Math.max(1, Math.round(v.width * v.dpr));
      this.canvas.height = Math.max(1, Math.round(v.height * v.dpr));
      this.w = v.width;
      this.h = v.height;
      this.dpr = v.dpr;
      gl.viewport(0, 0, this.canvas.width, this.canvas.height);
    }
    const n = f.count;
    this.upload(gl, s, f);
    const bg = this.bg;
    gl.clearColor(bg[0], bg[1], bg[2], 1);
    gl.clear(gl.COLOR_BUFFER_BIT);
    gl.useProgram(s.program);
    gl.uniform2f(s.u.centre, v.cx, v.cy);
    gl.uniform1f(s.u.scale, v.scale);
    gl.uniform2f(s.u.halfSize, 0.5 * v.width, 0.5 * v.height);
    gl.uniform1f(s.u.len, boidLength(v));
    gl.uniform4f(s.u.fill, this.fill[0], this.fill[1], this.fill[2], this.fill[3]);
    gl.bindVertexArray(s.vao);
    if (this.instanced) gl.drawArraysInstanced(gl.TRIANGLES, 0, 3, n);
    else gl.drawArrays(gl.TRIANGLES, 0, 3 * n);
  }

  dispose(): void {
    this.canvas.removeEventListener('webglcontextlost', this.lost);
    this.canvas.removeEventListener('webglcontextrestored', this.restored);
    const gl = this.gl, s = this.state;
    if (gl && s) {
      gl.deleteBuffer(s.instances);
      gl.deleteTexture(s.texture);
      gl.deleteVertexArray(s.vao);
      gl.deleteProgram(s.program);
    }
    this.state = null;
  }
}

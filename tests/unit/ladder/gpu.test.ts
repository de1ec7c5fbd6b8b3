/**
 * The GPU rung's pure parts, in Node (the shaders themselves run in Chromium: tests/e2e/ladder-gpu.spec.ts): the
 * uniform block's bytes against its WGSL struct, the dispatch sizes, the fixed grid's 3 × 3 guarantee in float32,
 * the passes' bindings, the reasons support.ts gives for a browser without WebGPU, and the read-back adapter that
 * lets behaviour.ts measure a GPU frame.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RADIUS, rungByName, tickFrames, worldRadius } from '../../../src/lib/ladder';
import { flockStats } from '../../../src/lib/ladder/behaviour';
import {
  dispatchSizes, gpuCap, gpuGrid, MAX_GPU_CAP, MAX_WORKGROUPS, packParams, PARAM_FIELDS, PARAMS_BYTES, PARAMS_WGSL, paramValues,
  SCAN_BLOCK, WORKGROUP
} from '../../../src/lib/ladder/gpu/layout';
import { passes, passSource } from '../../../src/lib/ladder/gpu/passes';
import { describeGpu, gpuSupport, REASONS, type GpuEnv } from '../../../src/lib/ladder/gpu/support';
import { COMPARED, gpuStats } from '../../../src/lib/ladder/gpu/compare';
import { DEFAULTS } from '../../../src/lib/ladder/gpu/webgpu';
import { stepTimes } from './helpers';

describe('the uniform block', () => {
  it('declares every field in order as a 4-byte scalar and packs each at 4 × its index', () => {
    const body = PARAMS_WGSL.split('\n').slice(1, -1).map((l) => l.trim());
    expect(body).toEqual(PARAM_FIELDS.map(([k, t]) => `${k}: ${t},`));
    expect(PARAMS_BYTES % 16).toBe(0);
    expect(PARAMS_BYTES).toBeGreaterThanOrEqual(4 * PARAM_FIELDS.length);

    const values = paramValues(2000, DEFAULTS, gpuGrid(2000));
    const buf = packParams(values), u = new Uint32Array(buf), f = new Float32Array(buf);
    expect(buf.byteLength).toBe(PARAMS_BYTES);
    PARAM_FIELDS.forEach(([k, t], i) => expect(t === 'u32' ? u[i] : f[i], k).toBe(t === 'u32' ? values[k] : Math.fround(values[k])));
    expect(values.frames).toBe(tickFrames(DEFAULTS.tick));
    expect(values.rb).toBe(worldRadius(2000));
  });

  it('refuses a u32 field that is not a non-negative integer', () => {
    const values = paramValues(100, DEFAULTS, gpuGrid(100));
    expect(() => packParams({ ...values, n: 2.5 })).toThrow(/n = 2.5/);
    expect(() => packParams({ ...values, cells: -1 })).toThrow(/cells/);
  });
});

describe('dispatch sizes', () => {
  it('cover every boid and cell with the fewest workgroups', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 2_000_000 }), fc.integer({ min: 1, max: 2_000_000 }), (n, cells) => {
      const d = dispatchSizes(n, cells);
      return d.boids * WORKGROUP >= n && (d.boids - 1) * WORKGROUP < n
        && d.cells * WORKGROUP >= cells && (d.cells - 1) * WORKGROUP < cells
        && d.blocks * SCAN_BLOCK >= cells && (d.blocks - 1) * SCAN_BLOCK < cells;
    }));
    expect(dispatchSizes(64, 256)).toEqual({ boids: 1, cells: 4, blocks: 1 });
    expect(dispatchSizes(65, 257)).toEqual({ boids: 2, cells: 5, blocks: 2 });
  });

  it('refuse an empty flock and one too big for a dispatch', () => {
    expect(() => dispatchSizes(0, 10)).toThrow(/at least one boid/);
    expect(() => dispatchSizes(WORKGROUP * MAX_WORKGROUPS + 1, 10)).toThrow(/more than WebGPU guarantees/);
    expect(() => dispatchSizes(WORKGROUP * MAX_WORKGROUPS, 10)).not.toThrow();
  });
});

describe('the fixed grid', () => {
  /** The shader's cell arithmetic, in float32 as the GPU does it. */
  function cellXY(x: number, y: number, g: ReturnType<typeof gpuGrid>): [number, number] {
    const f = Math.fround, inv = f(1 / g.cell), last = g.g - 1;
    const c = (p: number, o: number) => Math.min(last, Math.max(0, Math.floor(f(f(f(p) - f(o)) * inv))));
    return [c(x, g.x0), c(y, g.y0)];
  }

  it('has cells at least R wide and covers the boundary circle with a margin', () => {
    for (const n of [1, 100, 500, 2000, 100_000]) {
      const g = gpuGrid(n);
      expect(g.cell).toBeGreaterThan(RADIUS);
      expect(g.cells).toBe(g.g * g.g);
      expect(-g.x0).toBeGreaterThan(worldRadius(n) + RADIUS);
      expect(g.x0 + g.g * g.cell).toBeCloseTo(-g.x0, 9);
    }
    // O(N) memory: well under a cell per boid at scale.
    expect(gpuGrid(100_000).cells).toBeLessThan(100_000);
  });

  it('puts two boids closer than R at most one cell apart in each axis, inside the grid or clamped outside it', () => {
    const g = gpuGrid(2000), span = -g.x0 * 1.6;
    fc.assert(fc.property(
      fc.double({ min: -span, max: span, noNaN: true }), fc.double({ min: -span, max: span, noNaN: true }),
      fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), fc.double({ min: 0, max: RADIUS * (1 - 1e-9), noNaN: true }),
      (x, y, a, d) => {
        const [ax, ay] = cellXY(x, y, g), [bx, by] = cellXY(x + d * Math.cos(a), y + d * Math.sin(a), g);
        return Math.abs(ax - bx) <= 1 && Math.abs(ay - by) <= 1;
      }
    ), { numRuns: 20_000 });
  });
});

describe('the neighbour cap on the GPU', () => {
  it('is maxBoids − 1 others, 0 for none, and refuses what it cannot keep', () => {
    expect(gpuCap({ ...DEFAULTS, maxBoids: 0 })).toBe(0);
    expect(gpuCap({ ...DEFAULTS, maxBoids: 10 })).toBe(9);
    expect(gpuCap({ ...DEFAULTS, maxBoids: MAX_GPU_CAP + 1 })).toBe(MAX_GPU_CAP);
    expect(() => gpuCap({ ...DEFAULTS, maxBoids: 1 })).toThrow(/maxBoids 1/);
    expect(() => gpuCap({ ...DEFAULTS, maxBoids: MAX_GPU_CAP + 2 })).toThrow(/largest cap/);
    expect(DEFAULTS.maxBoids).toBe(0);
  });
});

describe('the passes', () => {
  for (const cap of [0, 9]) {
    it(`(cap ${cap}) declare bindings 0 … k once each, in order, and at most 8 storage buffers (WebGPU's guaranteed limit)`, () => {
      const ps = passes(cap);
      expect(ps.map((p) => p.name)).toEqual(['clear', 'bin', 'scanBlocks', 'scanSums', 'addOffsets', 'scatter', 'rules', 'integrate']);
      for (const p of ps) {
        const src = passSource(p);
        const bindings = [...src.matchAll(/@binding\((\d+)\) var<(\w+)(?:, (\w+))?> (\w+)/g)];
        expect(bindings.map((m) => Number(m[1])), p.name).toEqual(Array.from({ length: p.bindings.length + 1 }, (_, k) => k));
        expect(bindings[0][4]).toBe('P');
        expect(bindings.filter((m) => m[2] === 'storage').length, p.name).toBeLessThanOrEqual(8);
        // Every declared buffer is used by the body (WebGPU's 'auto' layout drops unused bindings, and the bind group would not match).
        for (const b of p.bindings) expect(p.body.includes(`${b.buffer}[`), `${p.name} uses ${b.buffer}`).toBe(true);
      }
      const rules = passSource(ps.find((p) => p.name === 'rules')!);
      if (cap > 0) expect(rules).toContain(`array<u32, ${cap}>`);
      else expect(rules).not.toContain('var ids');
    });
  }
});

describe('support.ts', () => {
  const device = () => { const d = { destroyed: false, destroy() { d.destroyed = true; } }; return d; };
  const adapter = (dev: ReturnType<typeof device>, info: Partial<GPUAdapterInfo> = {}) => ({
    info: { vendor: 'google', architecture: 'swiftshader', description: '', ...info },
    limits: { maxComputeWorkgroupSizeX: 256 },
    requestDevice: async () => dev
  });
  const env = (gpu: unknown, isSecureContext = true) => ({ navigator: gpu === undefined ? {} : { gpu }, isSecureContext }) as GpuEnv;

  it('says why there is no WebGPU, in words a reader can act on', async () => {
    expect(await gpuSupport({ navigator: {}, isSecureContext: false })).toMatchObject({ ok: false, code: 'insecure' });
    expect(await gpuSupport(env(undefined))).toMatchObject({ ok: false, code: 'no-webgpu', reason: REASONS['no-webgpu'] });
    expect(await gpuSupport(env({ requestAdapter: async () => null }))).toMatchObject({ ok: false, code: 'no-adapter' });
    const threw = await gpuSupport(env({ requestAdapter: async () => { throw new Error('blocked'); } }));
    expect(threw).toMatchObject({ ok: false, code: 'no-adapter' });
    expect(!threw.ok && threw.reason).toContain('blocked');
    const lost = await gpuSupport(env({ requestAdapter: async () => ({ ...adapter(device()), requestDevice: async () => { throw new Error('OOM'); } }) }));
    expect(lost).toMatchObject({ ok: false, code: 'device-lost' });
    for (const r of Object.values(REASONS)) expect(r.length).toBeGreaterThan(40);
    expect(REASONS['no-webgpu']).toMatch(/Chrome|flag/);
  });

  it('reports the adapter and lets the test device go', async () => {
    const d = device();
    const s = await gpuSupport(env({ requestAdapter: async () => adapter(d) }));
    expect(s).toEqual({ ok: true, info: { vendor: 'google', architecture: 'swiftshader', description: '', fallback: false, maxWorkgroupSizeX: 256, timestamps: false } });
    expect(d.destroyed).toBe(true);
    if (s.ok) expect(describeGpu(s.info)).toBe('google swiftshader (software)');
    expect(describeGpu({ vendor: 'nvidia', architecture: 'ampere', description: '', fallback: false, maxWorkgroupSizeX: 1024, timestamps: true })).toBe('nvidia ampere');
  });

  it("asks for 'timestamp-query' where the adapter offers it, and does without when the device is refused with it", async () => {
    const asked: unknown[] = [];
    const timedAdapter = (refuseFeature: boolean) => ({
      ...adapter(device()),
      features: new Set(['timestamp-query']),
      requestDevice: async (d?: { requiredFeatures?: string[] }) => {
        asked.push(d?.requiredFeatures ?? []);
        if (refuseFeature && d?.requiredFeatures?.length) throw new Error('feature refused');
        return { ...device(), features: new Set(d?.requiredFeatures ?? []) };
      }
    });
    const timed = await gpuSupport(env({ requestAdapter: async () => timedAdapter(false) }));
    expect(timed).toMatchObject({ ok: true, info: { timestamps: true } });
    expect(asked).toEqual([['timestamp-query']]);
    asked.length = 0;
    const untimed = await gpuSupport(env({ requestAdapter: async () => timedAdapter(true) }));
    expect(untimed).toMatchObject({ ok: true, info: { timestamps: false } });
    expect(asked).toEqual([['timestamp-query'], []]);
  });
});

describe('a read-back GPU frame measured by behaviour.ts', () => {
  it('gives the statistics of the same boids on the CPU, to float32 rounding', () => {
    const n = 400, cpu = stepTimes(rungByName('sorted-grid')!.create(n, 3, DEFAULTS), 60);
    const frame = { x: new Float32Array(n), y: new Float32Array(n), vx: new Float32Array(n), vy: new Float32Array(n), steps: 60, time: 1.2 };
    const x = new Float64Array(n), y = new Float64Array(n), vx = new Float64Array(n), vy = new Float64Array(n);
    cpu.read(x, y, vx, vy);
    frame.x.set(x); frame.y.set(y); frame.vx.set(vx); frame.vy.set(vy);
    const a = gpuStats(frame, DEFAULTS), b = flockStats(cpu);
    for (const k of COMPARED) expect(Math.abs(a[k] - b[k]), k).toBeLessThan(1e-4 * Math.max(1, Math.abs(b[k])));
    expect(a.polarization).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import {
  DART_BACK_Y, DART_CORNERS, DART_INDICES, DART_LENGTH, DART_NORMALS, DART_POINTS, DART_TRIANGLES, DART_WIDTH, DART_WING_Y,
  dartShade, writeDart, type DartLight
} from '../../../src/lib/components/flock3d/darts';
import { lookRotation } from '../../../src/lib/components/flock3d/turn';

type V = [number, number, number];
const sub = (a: V, b: V): V => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: V, b: V) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: V, b: V): V => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const corner = (p: ArrayLike<number>, k: number, i = 0): V => [p[12 * i + 3 * k], p[12 * i + 3 * k + 1], p[12 * i + 3 * k + 2]];
const model = (k: number): V => [DART_POINTS[3 * k], DART_POINTS[3 * k + 1], DART_POINTS[3 * k + 2]];

/** Only the directional light, at full strength: a face's shade is then max(0, n · toSun) exactly. */
const sunOnly = (x: number, y: number, z: number, ex: number, ey: number, ez: number, farSq = Infinity): DartLight => ({ x, y, z, hemi: 0, ground: 0, sun: Math.PI, ex, ey, ez, farSq });

/** Deterministic pseudo-random numbers in [−1, 1) (a small LCG). */
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 31) - 1;
}

describe('the dart model', () => {
  it('is 1.5 m long and 0.7 m wide, its tip along +Z, wings on ±X below the axis and the back above', () => {
    expect(DART_POINTS).toEqual([0, 0, 0.75, 0.35, DART_WING_Y, -0.75, -0.35, DART_WING_Y, -0.75, 0, DART_BACK_Y, -0.75]);
    expect(DART_LENGTH).toBe(1.5);
    expect(DART_WIDTH).toBe(0.7);
    expect(DART_WING_Y).toBeLessThan(0);
    expect(DART_BACK_Y).toBeGreaterThan(0);
    expect([DART_CORNERS, DART_INDICES]).toEqual([4, 12]);
  });
  it('each corner ends (shades) exactly one triangle: every face gets its own flat shade from four shared corners', () => {
    expect(DART_TRIANGLES).toEqual([1, 3, 0, 2, 0, 3, 0, 2, 1, 3, 1, 2]);
    const last = [2, 5, 8, 11].map((k) => DART_TRIANGLES[k]);
    expect([...last].sort()).toEqual([0, 1, 2, 3]);
    // Each triangle uses three distinct corners and leaves out a different one: the four faces of a tetrahedron.
    const missing = [0, 1, 2, 3].map((t) => [0, 1, 2, 3].find((k) => !DART_TRIANGLES.slice(3 * t, 3 * t + 3).includes(k)));
    expect([...missing].sort()).toEqual([0, 1, 2, 3]);
  });
  it('winds every face counter-clockwise from outside, and DART_NORMALS are their outward unit normals', () => {
    const centre: V = [0, 1, 2].map((c) => (DART_POINTS[c] + DART_POINTS[3 + c] + DART_POINTS[6 + c] + DART_POINTS[9 + c]) / 4) as V;
    for (let t = 0; t < 4; t++) {
      const [a, b, c] = DART_TRIANGLES.slice(3 * t, 3 * t + 3);
      const n = cross(sub(model(b), model(a)), sub(model(c), model(a))), l = Math.hypot(...n);
      const got: V = [DART_NORMALS[3 * c], DART_NORMALS[3 * c + 1], DART_NORMALS[3 * c + 2]];
      got.forEach((v, k) => expect(v).toBeCloseTo(n[k] / l, 14));
      expect(dot(got, sub(model(a), centre))).toBeGreaterThan(0); // outward: away from the middle
    }
    // The right roof (its shade at the tip), worked by hand: (B − W₊) × (T − W₊) = (0.48, 0.525, 0.084).
    const l = Math.hypot(0.48, 0.525, 0.084);
    expect(DART_NORMALS.slice(0, 3).map((v) => +v.toFixed(12))).toEqual([0.48 / l, 0.525 / l, 0.084 / l].map((v) => +v.toFixed(12)));
    expect(DART_NORMALS.slice(6, 9).map((v) => v + 0)).toEqual([0, 0, -1]); // the rear, shaded at the left wing (+ 0: no −0)
  });
});

describe('dartShade', () => {
  const light: DartLight = { x: 0, y: 1, z: 0, hemi: 1.3, ground: 0.05, sun: 1.4, ex: 0, ey: 0, ez: 0, farSq: Infinity };
  it('is three\'s Lambert for a hemisphere light and a directional light, ÷ π', () => {
    expect(dartShade(0, 1, 0, light)).toBeCloseTo((1.3 + 1.4) / Math.PI, 14); // up, facing the sun
    expect(dartShade(0, -1, 0, light)).toBeCloseTo((1.3 * 0.05) / Math.PI, 14); // down: the ground colour, no sun
    expect(dartShade(1, 0, 0, light)).toBeCloseTo((1.3 * (0.05 + 0.95 * 0.5)) / Math.PI, 14); // sideways: half way, the sun grazing
    const s = Math.SQRT1_2;
    expect(dartShade(0, s, s, light)).toBeCloseTo((1.3 * (0.05 + 0.95 * (0.5 * s + 0.5)) + 1.4 * s) / Math.PI, 14);
  });
  it('stays within 0…1', () => {
    expect(dartShade(0, 1, 0, { ...light, hemi: 5, sun: 5 })).toBe(1);
    expect(dartShade(0, -1, 0, { ...light, hemi: -1 })).toBe(0);
  });
});

describe('writeDart', () => {
  it('places an unturned dart at its point exactly, lists the faces the eye sees and shades those', () => {
    const pos = new Float32Array(24), shades = new Uint8Array(32).fill(7), idx = new Uint32Array(24).fill(99);
    const q = new Float32Array([0, 0, 0, 1, 0, 0, 0, 1]);
    // The sun straight above, the eye far above: it sees the two roofs only.
    const at = writeDart(pos, shades, idx, 3, 1, q, 10, 20, 30, sunOnly(0, 1, 0, 10, 1000, 30));
    const f = Math.fround;
    expect([...pos.subarray(0, 12)]).toEqual(new Array(12).fill(0)); // boid 0 untouched
    expect([...pos.subarray(12)]).toEqual([
      10, 20, f(30.75),
      f(10.35), f(20 + DART_WING_Y), f(29.25),
      f(10 - 0.35), f(20 + DART_WING_Y), f(29.25),
      10, f(20 + DART_BACK_Y), f(29.25)
    ]);
    // A listed face's corner (the tip's and the back's: the roofs) gets its shade, max(0, n_y) × 255: the roofs'
    // n_y = 0.525 / |(0.48, 0.525, 0.084)|. The belly's and the rear's, not drawn, keep what was there.
    const roof = Math.round((255 * 0.525) / Math.hypot(0.48, 0.525, 0.084));
    expect(roof).toBe(187);
    expect([...shades.subarray(0, 16)]).toEqual(new Array(16).fill(7));
    expect([...shades.subarray(16)]).toEqual([roof, roof, roof, 255, 7, 7, 7, 7, 7, 7, 7, 7, roof, roof, roof, 255]);
    expect(at).toBe(9);
    expect([...idx]).toEqual([99, 99, 99, 5, 7, 4, 6, 4, 7, ...new Array(15).fill(99)]);
  });
  it('from below the eye sees the belly; from behind, the rear', () => {
    const pos = new Float32Array(12), shades = new Uint8Array(16), idx = new Uint32Array(12);
    const q = new Float32Array([0, 0, 0, 1]);
    expect(writeDart(pos, shades, idx, 0, 0, q, 0, 0, 0, sunOnly(0, -1, 0, 0, -1000, 0))).toBe(3);
    expect([...idx.subarray(0, 3)]).toEqual([0, 2, 1]);
    // The belly's shade: its n_y is −1.5 / |(0, −1.5, 0.08)| (the wings are below the tip).
    expect(shades[4]).toBe(Math.round((255 * 1.5) / Math.hypot(1.5, 0.08)));
    expect(writeDart(pos, shades, idx, 0, 0, q, 0, 0, 0, sunOnly(0, 0, -1, 0, 0, -1000))).toBe(3);
    expect([...idx.subarray(0, 3)]).toEqual([3, 1, 2]);
    expect(shades[8]).toBe(255); // the rear faces the sun behind it
  });
  it('turns the dart by its quaternion: the tip along the heading, the back on the sky\'s side, no roll', () => {
    const pos = new Float32Array(12), shades = new Uint8Array(16), idx = new Uint32Array(12), q = new Float32Array(4);
    for (const v of [[15, 0, 0], [0, 0, -3], [3, 4, 0], [-1, 2, -3], [0.2, -5, 1]] as V[]) {
      lookRotation(...v, q, 0);
      writeDart(pos, shades, idx, 0, 0, q, 1, 2, 3, sunOnly(0, 1, 0, 0, 500, 0));
      const l = Math.hypot(...v), tip = sub(corner(pos, 0), [1, 2, 3]);
      tip.forEach((c, k) => expect(c).toBeCloseTo((0.75 * v[k]) / l, 6));
      const back = sub(corner(pos, 3), [1, 2, 3]), right = sub(corner(pos, 1), corner(pos, 2));
      expect(Math.hypot(...right)).toBeCloseTo(0.7, 6);
      expect(dot(right, v)).toBeCloseTo(0, 6); // the wings span across the heading
      expect(right[1]).toBeCloseTo(0, 6); // level: no roll
      expect(dot(back, [0, 1, 0]) - dot(back, v) * v[1] / (l * l)).toBeGreaterThan(0); // the back above the heading
    }
  });
  it('lists a face exactly when the eye is on its outer side, one to three of the four, for any turn and eye', () => {
    const rnd = lcg(7), n = 200, pos = new Float32Array(12 * n), shades = new Uint8Array(16 * n), idx = new Uint32Array(12 * n);
    const q = new Float32Array(4 * n);
    let at = 0, faces = 0;
    for (let i = 0; i < n; i++) {
      lookRotation(rnd(), rnd(), rnd(), q, 4 * i);
      const eye: V = [40 * rnd(), 40 * rnd(), 40 * rnd()];
      const before = at;
      at = writeDart(pos, shades, idx, at, i, q, 5 * rnd(), 5 * rnd(), 5 * rnd(), sunOnly(0, 1, 0, ...eye));
      const listed = new Set<string>();
      for (let j = before; j < at; j += 3) listed.add([idx[j], idx[j + 1], idx[j + 2]].join());
      expect(listed.size).toBe((at - before) / 3);
      expect(listed.size).toBeGreaterThanOrEqual(1);
      expect(listed.size).toBeLessThanOrEqual(3);
      // Each listed face is shaded at its last corner: its Lambert shade, from its normal as drawn (float32 corners).
      for (let j = before; j < at; j += 3) {
        const [A, B, C] = [idx[j], idx[j + 1], idx[j + 2]].map((k) => corner(pos, k - 4 * i, i)), nrm = cross(sub(B, A), sub(C, A));
        const l = Math.hypot(...nrm), v = Math.round(255 * dartShade(nrm[0] / l, nrm[1] / l, nrm[2] / l, sunOnly(0, 1, 0, 0, 0, 0)));
        expect(Math.abs(shades[4 * idx[j + 2]] - v)).toBeLessThanOrEqual(1);
        expect(shades[4 * idx[j + 2] + 3]).toBe(255);
      }
      for (let t = 0; t < 4; t++) {
        const [a, b, c] = DART_TRIANGLES.slice(3 * t, 3 * t + 3), A = corner(pos, a, i), B = corner(pos, b, i), C = corner(pos, c, i);
        const facing = dot(cross(sub(B, A), sub(C, A)), sub(eye, A));
        if (Math.abs(facing) < 1e-4) continue; // edge on: either way
        expect(listed.has([4 * i + a, 4 * i + b, 4 * i + c].join())).toBe(facing > 0);
      }
      faces += listed.size;
    }
    expect(faces / n).toBeGreaterThan(1.5); // about two a dart: half the triangles the GPU would have culled
    expect(faces / n).toBeLessThan(2.5);
  });
  it('beyond farSq from the eye lists one face, the one of those it sees that is most toward the eye; nearer, all it sees', () => {
    const rnd = lcg(11), n = 200, q = new Float32Array(4 * n);
    const near = { pos: new Float32Array(12 * n), shades: new Uint8Array(16 * n), idx: new Uint32Array(12 * n), at: 0 };
    const far = { pos: new Float32Array(12 * n), shades: new Uint8Array(16 * n), idx: new Uint32Array(12 * n), at: 0 };
    for (let i = 0; i < n; i++) {
      lookRotation(rnd(), rnd(), rnd(), q, 4 * i);
      const eye: V = [40 * rnd(), 40 * rnd(), 40 * rnd()], at: V = [5 * rnd(), 5 * rnd(), 5 * rnd()], d2 = dot(sub(eye, at), sub(eye, at));
      const n0 = near.at, f0 = far.at;
      near.at = writeDart(near.pos, near.shades, near.idx, near.at, i, q, ...at, sunOnly(0, 1, 0, ...eye, d2 * 1.01));
      far.at = writeDart(far.pos, far.shades, far.idx, far.at, i, q, ...at, sunOnly(0, 1, 0, ...eye, d2 * 0.99));
      const seen = [...near.idx.subarray(n0, near.at)], one = [...far.idx.subarray(f0, far.at)];
      expect(one.length).toBe(3);
      // The same corners either way, and the kept face's shade; the face kept is one the eye sees, and none it sees is
      // more toward it.
      expect(far.pos.subarray(12 * i, 12 * i + 12)).toEqual(near.pos.subarray(12 * i, 12 * i + 12));
      expect(far.shades.subarray(4 * one[2], 4 * one[2] + 4)).toEqual(near.shades.subarray(4 * one[2], 4 * one[2] + 4));
      const towardEye = (tri: number[]) => {
        const [A, B, C] = tri.map((k) => corner(near.pos, k - 4 * i, i));
        const nrm = cross(sub(B, A), sub(C, A));
        return dot(nrm, sub(eye, C)) / Math.hypot(...nrm);
      };
      const faces = Array.from({ length: seen.length / 3 }, (_, t) => seen.slice(3 * t, 3 * t + 3));
      expect(faces.map((f) => f.join())).toContain(one.join());
      for (const f of faces) expect(towardEye(one)).toBeGreaterThanOrEqual(towardEye(f) - 1e-4);
    }
  });
});

/**
 * The distance fields themselves: Euclidean where nothing is in the way, geodesic round corners, never leaking
 * through a wall, and a direction everywhere (also inside a wall's own cells).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Walls, column, makeWorld, type Segment } from '../../../src/lib/engine';
import { CLEARANCE, Navigation, doorMiddle } from '../../../src/lib/engine/navigation';
import { L } from './fixtures';

const world30 = makeWorld(30, 30, false, false, 0, 0);
const out = { x: 0, y: 0 };

/**
 * First-order fast marching overestimates distances off the grid's axes (most along the diagonals); this is the
 * stated tolerance: 3 % of the distance plus one cell.
 */
const tolerance = (d: number, h: number) => 0.03 * d + h;

describe('distance in an open area', () => {
  it('equals the Euclidean distance to a target within 3 % + one cell (30 × 30 m, no walls)', () => {
    fc.assert(fc.property(
      fc.double({ min: 1, max: 29, noNaN: true }), fc.double({ min: 1, max: 29, noNaN: true }),
      fc.array(fc.tuple(fc.double({ min: 0.3, max: 29.7, noNaN: true }), fc.double({ min: 0.3, max: 29.7, noNaN: true })), { minLength: 20, maxLength: 20 }),
      (tx, ty, points) => {
        const nav = new Navigation({ exits: [], targets: [{ name: 't', x: tx, y: ty }], fields: [{ to: 'target', name: 't' }] }, world30);
        nav.rebuild(new Walls([]));
        const h = nav.grid.h;
        for (const [x, y] of points) {
          const d = Math.hypot(x - tx, y - ty), phi = nav.fields[0].valueAt(x, y);
          expect(Math.abs(phi - d)).toBeLessThanOrEqual(tolerance(d, h));
        }
      }), { numRuns: 8, seed: 9 });
  });

  it('equals the distance to the nearer of two doors in front of them, and exceeds it by little elsewhere', () => {
    // A 20 × 20 room with a 2 m door in the south and in the east wall; points at least 1.5 m from every wall.
    const walls: Segment[] = [[0, 0, 9, 0], [11, 0, 20, 0], [20, 0, 20, 14], [20, 16, 20, 20], [0, 20, 20, 20], [0, 0, 0, 20]];
    const exits = [{ name: 's', segment: [9, 0, 11, 0] as Segment, open: true }, { name: 'e', segment: [20, 14, 20, 16] as Segment, open: true }];
    const nav = new Navigation({ exits, targets: [], fields: [{ to: 'nearest-exit' }] }, makeWorld(22, 22, false, false, -1, -1));
    nav.rebuild(new Walls(walls));
    /** Distance to segment s, and whether its nearest point is at least the clearance from both ends. The field's
     * sources are each door's middle (doorMiddle.ts: inset from the posts), so distances are to that. */
    const segDist = (x: number, y: number, s: Segment) => {
      const ex = s[2] - s[0], ey = s[3] - s[1], len = Math.hypot(ex, ey), t = Math.max(0, Math.min(1, ((x - s[0]) * ex + (y - s[1]) * ey) / (len * len)));
      return { d: Math.hypot(x - s[0] - t * ex, y - s[1] - t * ey), front: t * len >= CLEARANCE && (1 - t) * len >= CLEARANCE };
    };
    let front = 0, worstFront = -Infinity, worstSide = -Infinity, under = Infinity;
    for (let x = 1.5; x < 19; x += 0.7)
      for (let y = 1.5; y < 19; y += 0.7) {
        const [a, b] = exits.map((e) => segDist(x, y, doorMiddle(e.segment, nav.grid.h))), near = a.d <= b.d ? a : b, phi = nav.fields[0].valueAt(x, y);
        const excess = Math.abs(phi - near.d) - tolerance(near.d, nav.grid.h);
        under = Math.min(under, phi - near.d + tolerance(near.d, nav.grid.h));
        if (near.front) { front++; worstFront = Math.max(worstFront, excess); }
        else worstSide = Math.max(worstSide, excess);
      }
    expect(front).toBeGreaterThan(10);
    expect(worstFront).toBeLessThanOrEqual(0);
    // Beside a door the way passes its jamb, where the clearance costs extra: never shorter, and at most 0.3 m longer.
    expect(under).toBeGreaterThanOrEqual(0);
    expect(worstSide).toBeLessThanOrEqual(0.3);
  });
});

describe('round a corner', () => {
  const nav = new Navigation(L.navigation, L.world);
  nav.rebuild(new Walls(L.walls));

  it('measures the way round the inner corner (8, 2), not the straight line through the wall', () => {
    // From (2, 1): straight to the exit is about 10.8 m; round the corner at least |(2,1)−(8,2)| + 8 ≈ 14.1 m.
    const phi = nav.fields[0].valueAt(2, 1), straight = Math.hypot(8 - 2, 10 - 1), round = Math.hypot(6, 1) + 8;
    expect(phi).toBeGreaterThan(round - 0.2);
    expect(phi).toBeLessThan(1.12 * round);
    expect(phi).toBeGreaterThan(straight + 3);
  });

  it('points east in the long leg and north in the short one', () => {
    nav.direction(0, 3, 1, out);
    expect(out.x).toBeGreaterThan(0.9);
    nav.direction(0, 9, 6, out);
    expect(out.y).toBeGreaterThan(0.9);
  });

  it('gives a unit direction (or none) everywhere, also in the cells a wall passes through', () => {
    const g = nav.grid;
    let inWalls = 0;
    for (let j = 0; j < g.ny; j++)
      for (let i = 0; i < g.nx; i++) {
        const x = g.cx(i), y = g.cy(j);
        nav.direction(0, x, y, out);
        const len = Math.hypot(out.x, out.y);
        expect(len === 0 || Math.abs(len - 1) < 1e-9).toBe(true);
        if (L.walkable(x, y, 0) && g.blocked[j * g.nx + i]) { inWalls++; expect(len).toBeCloseTo(1, 9); }
      }
    expect(inWalls).toBeGreaterThan(50);
  });
});

describe('walls', () => {
  it('a wall between a point and the target makes the way longer (no leak through a zero-thickness wall)', () => {
    fc.assert(fc.property(fc.double({ min: 5, max: 25, noNaN: true }), fc.double({ min: 2, max: 8, noNaN: true }), fc.double({ min: -0.45, max: 0.45, noNaN: true }), (wy, half, tilt) => {
      // A wall across the room at height wy (slightly tilted), 2·half long, centred at x = 15; the target above it.
      const wall: Segment = [15 - half, wy - tilt, 15 + half, wy + tilt];
      const nav = new Navigation({ exits: [], targets: [{ name: 't', x: 15, y: Math.min(29, wy + 1) }], fields: [{ to: 'target', name: 't' }] }, world30);
      nav.rebuild(new Walls([wall]));
      const below = nav.fields[0].valueAt(15, wy - 1);
      // The way round the nearer end of the wall: at least to that end and from it to the target.
      const detour = Math.hypot(half, 1 - tilt) + Math.hypot(half, Math.min(29, wy + 1) - wy - tilt);
      expect(below).toBeGreaterThan(0.97 * detour);
    }), { numRuns: 12, seed: 4 });
  });

  it('walking down the field from anywhere in a room with a column reaches the exit without crossing a wall', () => {
    fc.assert(fc.property(
      fc.double({ min: 4, max: 16, noNaN: true }), fc.double({ min: 3, max: 7, noNaN: true }),
      fc.double({ min: 0.5, max: 19.5, noNaN: true }), fc.double({ min: 0.5, max: 9.5, noNaN: true }),
      (cx, cy, sx, sy) => {
        const col = column(cx, cy, 1.5);
        if (Math.abs(sx - cx) < 1.1 && Math.abs(sy - cy) < 1.1) return; // started inside the column
        const walls = new Walls([[0, 0, 20, 0], [0, 10, 20, 10], [0, 0, 0, 10], [20, 0, 20, 4.4], [20, 5.6, 20, 10], ...col]);
        const nav = new Navigation({ exits: [{ name: 'e', segment: [20, 4.4, 20, 5.6], open: true }], targets: [], fields: [{ to: 'nearest-exit' }] }, makeWorld(24, 10, false, false, -2, 0));
        nav.rebuild(walls);
        let x = sx, y = sy, k = 0;
        for (; k < 1000 && x < 20.3; k++) {
          nav.direction(0, x, y, out);
          expect(Math.hypot(out.x, out.y)).toBeCloseTo(1, 9);
          const nx = x + 0.05 * out.x, ny = y + 0.05 * out.y;
          for (let w = 0; w < walls.count; w++) expect(walls.crossing(w, x, y, nx, ny)).toBe(-1);
          x = nx; y = ny;
        }
        expect(x).toBeGreaterThanOrEqual(20.3);
      }), { numRuns: 15, seed: 11 });
  });
});

describe('beyond an exit', () => {
  it('keeps falling on the far side of the door, so walkers go on through it', () => {
    const nav = new Navigation({ exits: [{ name: 'e', segment: [20, 4.4, 20, 5.6], open: true }], targets: [], fields: [{ to: 'nearest-exit' }] }, makeWorld(24, 10, false, false, -2, 0));
    nav.rebuild(new Walls([[0, 0, 20, 0], [0, 10, 20, 10], [0, 0, 0, 10], [20, 0, 20, 4.4], [20, 5.6, 20, 10]]));
    const f = nav.fields[0];
    expect(f.valueAt(20.5, 5)).toBeLessThan(f.valueAt(20.1, 5));
    expect(f.valueAt(21.5, 5)).toBeLessThan(f.valueAt(20.5, 5));
    for (const x of [19.5, 19.95, 20.05, 20.5, 21.5]) {
      nav.direction(0, x, 5, out);
      expect(out.x).toBeGreaterThan(0.95);
    }
  });

  it('with every exit shut there is nowhere to go: no direction', () => {
    const nav = new Navigation({ exits: [{ name: 'e', segment: [20, 4.4, 20, 5.6], open: false }], targets: [], fields: [{ to: 'nearest-exit' }] }, makeWorld(24, 10, false, false, -2, 0));
    nav.rebuild(new Walls([[0, 0, 20, 0], [0, 10, 20, 10], [0, 0, 0, 10], [20, 0, 20, 4.4], [20, 5.6, 20, 10], [20, 4.4, 20, 5.6]]));
    nav.direction(0, 10, 5, out);
    expect(out).toEqual({ x: 0, y: 0 });
  });

  it('names an unknown exit or target', () => {
    expect(() => new Navigation({ exits: [], targets: [], fields: [{ to: 'exit', name: 'north' }] }, world30)).toThrow(/unknown exit 'north'/);
    expect(() => new Navigation({ exits: [], targets: [], fields: [{ to: 'target', name: 'bar' }] }, world30)).toThrow(/unknown target 'bar'/);
  });
});

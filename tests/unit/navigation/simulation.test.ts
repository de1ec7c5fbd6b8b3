/**
 * Way-finding walkers in a running simulation (Helbing & Molnár forces): round the corner of an L, each to the nearer
 * of two exits, and all by the other exit once one is shut while they walk. Same seed, same trajectories.
 */
import { describe, expect, it } from 'vitest';
import { Walls } from '../../../src/lib/engine';
import { L, crowd, runOut, twoExitRoom, walkers } from './fixtures';
import { byId, identical } from '../engine/helpers';

describe('round a 90° corner', () => {
  it('a dozen or more walkers in an L-shaped corridor all leave by the exit, and no centre is ever outside the corridor', () => {
    const agents = crowd(5, 30, 0.4, 0.4, 7.6, 1.6);
    const sim = walkers({ world: L.world, walls: L.walls, navigation: L.navigation, agents, behaviours: { sinks: [L.sink] }, seed: 5 });
    expect(agents.length).toBeGreaterThanOrEqual(12);
    let outside = 0;
    const done = runOut(sim, 120, (s) => {
      for (let i = 0; i < s.state.count; i++) if (!L.walkable(s.state.x[i], s.state.y[i], 1e-6)) outside++;
    });
    expect(outside).toBe(0);
    expect(sim.behaviours.evacuated).toBe(agents.length);
    // At most 8 m along the leg and 10 m up at about 1 m/s, in a 2 m corridor: well under a minute.
    expect(done).toBeLessThan(60);
  });

  it('a walker heading straight at the exit (no field) gets round the corner, but far later than one following the field', () => {
    // The control: the same walker, the same forces, a point goal beyond the exit instead of the field. Heading
    // straight, it presses against the inner wall and creeps along it; the corner's end does not push it back
    // (walls.ts, tipPush), so it gets round, in 23.6 s against the field's 13.1 s (seed 5).
    const agents = crowd(5, 1, 1, 0.8, 1.2, 1.2).map((a) => ({ ...a, goalMode: 0, gx: 9, gy: 11.5 }));
    const sim = walkers({ world: L.world, walls: L.walls, agents, behaviours: { sinks: [L.sink] }, seed: 5 });
    const straight = runOut(sim, 60);
    const field = walkers({ world: L.world, walls: L.walls, navigation: L.navigation, agents: crowd(5, 1, 1, 0.8, 1.2, 1.2), behaviours: { sinks: [L.sink] }, seed: 5 });
    const followed = runOut(field, 60);
    expect(field.behaviours.evacuated).toBe(1);
    expect(sim.behaviours.evacuated).toBe(1);
    expect(straight).toBeGreaterThan(1.5 * followed);
  });
});

/** Runs a two-exit room and says by which sink (west: x < 10, east) each agent id left, and when. */
function leaves(sim: ReturnType<typeof walkers>, seconds: number): Map<number, { side: 'west' | 'east'; time: number }> {
  const last = new Map<number, number>(), out = new Map<number, { side: 'west' | 'east'; time: number }>();
  const seen = () => {
    const s = sim.state, now = new Set<number>();
    for (let i = 0; i < s.count; i++) { now.add(s.id[i]); last.set(s.id[i], s.x[i]); }
    for (const [id, x] of last) if (!now.has(id) && !out.has(id)) out.set(id, { side: x < 10 ? 'west' : 'east', time: sim.time });
  };
  seen();
  runOut(sim, seconds, seen);
  return out;
}

describe('two exits', () => {
  it('walkers leave by the nearer exit', () => {
    const room = twoExitRoom();
    const agents = crowd(7, 60, 0.5, 0.5, 19.5, 9.5);
    const sim = walkers({ ...room, agents, behaviours: { sinks: room.sinks }, seed: 7 });
    const start = byId(sim), by = leaves(sim, 120);
    expect(by.size).toBe(60);
    let checked = 0;
    for (const [id, { side }] of by) {
      const x = start.x[id];
      // Those near the middle may be pushed across it by the crowd; the rest must pick the nearer door.
      if (Math.abs(x - 10) < 2) continue;
      checked++;
      expect(side).toBe(x < 10 ? 'west' : 'east');
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('shutting the east exit while they walk (closesAt) sends everybody still inside to the west exit', () => {
    const room = twoExitRoom(6);
    const sim = walkers({ ...room, agents: crowd(8, 60, 0.5, 0.5, 19.5, 9.5), behaviours: { sinks: room.sinks }, seed: 8 });
    const wallsBefore = sim.walls.count;
    let beyondAtClosure: Set<number> | null = null;
    const by = new Map<number, { side: 'west' | 'east'; time: number }>();
    const last = new Map<number, number>();
    runOut(sim, 180, (s) => {
      const st = s.state, now = new Set<number>();
      for (let i = 0; i < st.count; i++) { now.add(st.id[i]); last.set(st.id[i], st.x[i]); }
      for (const [id, x] of last) if (!now.has(id) && !by.has(id)) by.set(id, { side: x < 10 ? 'west' : 'east', time: s.time });
      if (!beyondAtClosure && s.exits().find((e) => e.name === 'east')!.open === false) {
        beyondAtClosure = new Set();
        for (let i = 0; i < st.count; i++) if (st.x[i] > 20) beyondAtClosure.add(st.id[i]);
      }
    });
    expect(beyondAtClosure).not.toBeNull();
    expect(sim.walls.count).toBe(wallsBefore + 1);
    expect(by.size).toBe(60);
    const eastEarly = [...by.values()].filter((b) => b.side === 'east' && b.time <= 6).length;
    const eastLate = [...by].filter(([id, b]) => b.side === 'east' && b.time > 6 && !beyondAtClosure!.has(id)).length;
    // Some left east before it shut (so the closure mattered); after it, only those already through the door.
    expect(eastEarly).toBeGreaterThan(3);
    expect(eastLate).toBe(0);
  });

  it('setExitOpen shuts and reopens an exit: the walls and the field follow', () => {
    const room = twoExitRoom();
    const sim = walkers({ ...room, agents: crowd(9, 5, 12, 4, 14, 6), seed: 9 });
    const out = { x: 0, y: 0 };
    sim.nav!.direction(0, 13, 5, out);
    expect(out.x).toBeGreaterThan(0.9);
    const v0 = sim.nav!.version;
    sim.setExitOpen('east', false);
    expect(sim.exits().map((e) => [e.name, e.open])).toEqual([['west', true], ['east', false]]);
    expect(sim.walls.count).toBe(room.walls.length + 1);
    expect(sim.nav!.version).toBeGreaterThan(v0);
    sim.nav!.direction(0, 13, 5, out);
    expect(out.x).toBeLessThan(-0.9);
    sim.setExitOpen('east', true);
    expect(sim.walls.count).toBe(room.walls.length);
    sim.nav!.direction(0, 13, 5, out);
    expect(out.x).toBeGreaterThan(0.9);
    expect(() => sim.setExitOpen('north', false)).toThrow(/unknown exit 'north'.*west, east/);
  });

  it('setWalls keeps a closed exit shut and rebuilds the field round a moved wall', () => {
    const room = twoExitRoom();
    const sim = walkers({ ...room, agents: [], seed: 1 });
    sim.setExitOpen('east', false);
    // A wall in front of the west door, as a reader would drag one; the view hands back sim.walls (with the closed exit).
    const blocker: [number, number, number, number] = [1, 3, 1, 7];
    sim.setWalls([...sim.walls.toArray(), blocker]);
    expect(sim.walls.count).toBe(room.walls.length + 2);
    sim.setExitOpen('east', true);
    expect(sim.walls.count).toBe(room.walls.length + 1);
    // Straight west from (1.6, 5.4) would hit the new wall: the field goes round its nearer (upper) end.
    const out = { x: 0, y: 0 };
    sim.setExitOpen('east', false);
    sim.nav!.direction(0, 1.6, 5.4, out);
    expect(out.y).toBeGreaterThan(0.5);
    expect(new Walls([blocker]).crossing(0, 1.6, 5.4, 1.6 + out.x, 5.4 + out.y)).toBe(-1);
  });
});

describe('determinism', () => {
  it('the same seed gives bit-identical trajectories through a closure', () => {
    const run = () => {
      const room = twoExitRoom(3);
      const sim = walkers({ ...room, agents: crowd(3, 40, 0.5, 0.5, 19.5, 9.5), behaviours: { sinks: room.sinks }, seed: 3 });
      sim.run(8);
      return byId(sim);
    };
    expect(identical(run(), run())).toBe(true);
  });
});

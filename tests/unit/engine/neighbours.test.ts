import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { AgentState, NeighbourList, allPairs, buildAll, uniformGrid, kdTree, makeWorld, type World, type NeighbourStrategy } from '../../../src/lib/engine';

/** Neighbour sets as "id:id,id,…" strings, independent of the order a strategy leaves the agents in. */
function setsById(state: AgentState, list: NeighbourList): Map<number, string> {
  const out = new Map<number, string>();
  for (let i = 0; i < state.count; i++) {
    const ids = list.neighboursOf(i).map((j) => state.id[j]).sort((a, b) => a - b);
    out.set(state.id[i], ids.join(','));
  }
  return out;
}

function build(strategy: NeighbourStrategy, pts: [number, number][], world: World, cutoff: number) {
  const s = new AgentState();
  for (const [x, y] of pts) s.add({ x, y });
  const list = new NeighbourList();
  buildAll(strategy, s, world, cutoff, list);
  return { s, list };
}

const worlds = fc.record({
  w: fc.double({ min: 3, max: 30, noNaN: true }),
  h: fc.double({ min: 3, max: 30, noNaN: true }),
  px: fc.boolean(),
  py: fc.boolean()
});

describe('neighbour strategies', () => {
  it('all pairs, grid and k-d tree return the same neighbour sets (property)', () => {
    fc.assert(
      fc.property(
        worlds,
        fc.double({ min: 0.05, max: 2.5, noNaN: true }),
        fc.array(fc.tuple(fc.double({ min: 0, max: 0.999999, noNaN: true }), fc.double({ min: 0, max: 0.999999, noNaN: true })), { minLength: 0, maxLength: 120 }),
        (wd, cutoff, unit) => {
          const world = makeWorld(wd.w, wd.h, wd.px, wd.py);
          const pts = unit.map(([u, v]) => [u * wd.w, v * wd.h] as [number, number]);
          const ref = setsById(...Object.values(build(allPairs(), pts, world, cutoff)) as [AgentState, NeighbourList]);
          for (const strat of [uniformGrid(), uniformGrid({ reorderEvery: 0 }), kdTree()]) {
            const { s, list } = build(strat, pts, world, cutoff);
            expect(setsById(s, list)).toEqual(ref);
          }
        }
      ),
      { numRuns: 150 }
    );
  });

  it('lists a neighbour once when the cutoff exceeds half a periodic side (an agent and its ghost both in reach)', () => {
    // The counterexample fast-check found: a 3 m periodic side, cutoff 2.458 m, agents 0.54 m apart.
    const world = makeWorld(3, 3, true, false);
    const pts: [number, number][] = [[0.18054982402610067 * 3, 0], [0, 0]];
    const ref = setsById(...(Object.values(build(allPairs(), pts, world, 2.4583505279216977)) as [AgentState, NeighbourList]));
    for (const strat of [uniformGrid(), kdTree()]) {
      const { s, list } = build(strat, pts, world, 2.4583505279216977);
      expect(setsById(s, list)).toEqual(ref);
    }
  });

  it('finds the pair across a periodic edge and reports the minimum-image displacement', () => {
    const world = makeWorld(10, 10, true);
    for (const strat of [allPairs(), uniformGrid(), kdTree()]) {
      const { s, list } = build(strat, [[0.2, 5], [9.9, 5]], world, 1);
      const i = s.id[0] === 0 ? 0 : 1; // the agent with id 0, wherever the strategy put it
      expect(list.neighboursOf(i).length).toBe(1);
      const e = list.start[i];
      expect(list.dx[e]).toBeCloseTo(-0.3, 12);
      expect(list.d2[e]).toBeCloseTo(0.09, 12);
    }
  });

  it('counts candidate pairs: all pairs examines n(n−1), the grid far fewer on a sparse crowd', () => {
    const world = makeWorld(50, 50, true);
    const pts: [number, number][] = [];
    for (let k = 0; k < 400; k++) pts.push([(k * 7.31) % 50, (k * 3.17 + k * k * 0.013) % 50]);
    const a = build(allPairs(), pts, world, 1).list, g = build(uniformGrid(), pts, world, 1).list;
    expect(a.candidates).toBe(400 * 399);
    expect(g.candidates).toBeLessThan(a.candidates / 20);
    expect(g.size).toBe(a.size);
  });

  it('the grid keeps every row in agent order when it does not reorder (compressed rows stay valid)', () => {
    const world = makeWorld(20, 20, false);
    const pts: [number, number][] = Array.from({ length: 200 }, (_, k) => [(k * 13.7) % 20, (k * 5.3) % 20]);
    const { list } = build(uniformGrid({ reorderEvery: 0 }), pts, world, 1.5);
    for (let i = 0; i < 200; i++) expect(list.start[i + 1]).toBeGreaterThanOrEqual(list.start[i]);
    expect(list.start[200]).toBe(list.size);
  });
});

/**
 * A force's context for the force tests: the agents, all pairs within `cutoff` as the neighbour list, a world of
 * 100 × 100 m, walls if given. The defaults are the boids tests' (Δt 0.1 s, speed limit 15 m/s, every agent's rule
 * due this step); the social-force tests pass their own.
 */
import { AgentState, type AgentInit } from '../../../src/lib/engine/state';
import { makeWorld, type World } from '../../../src/lib/engine/geometry/world';
import { Walls, type Segment } from '../../../src/lib/engine/geometry/walls';
import { NeighbourList } from '../../../src/lib/engine/neighbours/neighbourList';
import { buildAll } from '../../../src/lib/engine/neighbours/strategy';
import { allPairs } from '../../../src/lib/engine/neighbours/allPairs';
import { Random } from '../../../src/lib/engine/random';
import type { ForceContext } from '../../../src/lib/engine/forces/force';

export interface ContextOptions {
  cutoff?: number;
  dt?: number;
  maxSpeed?: number;
  seed?: number;
  world?: World;
  walls?: Segment[];
  /** Whether every agent's velocity rule is due this step (default true). */
  due?: boolean;
}

export function makeForceContext(agents: AgentInit[], o: ContextOptions = {}): ForceContext {
  const state = new AgentState();
  for (const a of agents) state.add(a);
  const world = o.world ?? makeWorld(100, 100, false);
  const pairs = new NeighbourList();
  buildAll(allPairs(), state, world, o.cutoff ?? 10, pairs);
  const seed = o.seed ?? 1;
  return {
    state, pairs, walls: new Walls(o.walls ?? []), world, rng: new Random(seed), seed, tick: 0, time: 0, dt: o.dt ?? 0.1,
    maxSpeed: o.maxSpeed ?? 15, due: new Uint8Array(state.count).fill(o.due === false ? 0 : 1), from: 0, to: state.count
  };
}

/** The interface every neighbour search implements; apart from NeighbourList and NeighbourSums, which it names both. */
import type { AgentState } from '../state';
import type { World } from '../geometry/world';
import type { NeighbourList } from './neighbourList';
import type { NeighbourSums } from './neighbourSums';

/** A neighbour-search strategy: index the agents once, then list the neighbours of any block of agents. */
export interface NeighbourStrategy {
  readonly name: string;
  /**
   * Indexes the agents for this cutoff. Unless `reorder` is false, it may reorder the agents in `state` (the grid
   * sorts them by cell now and then); an integrator in the middle of a step passes false.
   */
  prepare(state: AgentState, world: World, cutoff: number, reorder?: boolean): void;
  /** Lists the neighbours of agents from … to−1 (after prepare, with positions unchanged since). */
  list(state: AgentState, world: World, from: number, to: number, out: NeighbourList): void;
  /**
   * Optional: the neighbourhood sums of agents from … to−1 computed directly, without writing a list (the grid).
   * Blocks come in order from 0 within one evaluation; velocities are read as they are when from = 0. A strategy may
   * fill every agent's sums at from = 0 and nothing later.
   */
  sums?(state: AgentState, world: World, from: number, to: number, out: NeighbourSums): void;
}

/** prepare + list every agent: the whole list at once (tests, metrics, the inspector). */
export function buildAll(strategy: NeighbourStrategy, state: AgentState, world: World, cutoff: number, out: NeighbourList): void {
  strategy.prepare(state, world, cutoff);
  strategy.list(state, world, 0, state.count, out);
}

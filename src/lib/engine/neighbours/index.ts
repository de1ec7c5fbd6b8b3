import { allPairs } from './allPairs';
import { uniformGrid } from './uniformGrid';
import { kdTree } from './kdTree';
import type { NeighbourStrategy } from './strategy';

export { NeighbourList } from './neighbourList';
export { buildAll, type NeighbourStrategy } from './strategy';
export { NeighbourSums, sumsFromList, SUM_OFFSET, SUM_VELOCITY, SUM_INVERSE } from './neighbourSums';
export { allPairs, uniformGrid, kdTree };
export type { UniformGrid, UniformGridOptions } from './uniformGrid';

/** Strategies by the name used in settings, share links and the command line. */
export const NEIGHBOUR_STRATEGIES = ['grid', 'kd-tree', 'all-pairs'] as const;
export type NeighbourStrategyName = (typeof NEIGHBOUR_STRATEGIES)[number];

export function makeNeighbourStrategy(name: NeighbourStrategyName): NeighbourStrategy {
  switch (name) {
    case 'all-pairs': return allPairs();
    case 'kd-tree': return kdTree();
    default: return uniformGrid();
  }
}

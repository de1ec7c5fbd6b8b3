/** Way-finding: distance fields to exits and targets over the walkable area (see navigation.ts). */
export type { ExitSpec, TargetSpec, FieldSpec, NavigationSpec } from './spec';
export { Navigation, type ExitState } from './navigation';
export { DistanceField } from './field';
export { NavGrid, CELLS, CLEARANCE, WALL_COST } from './grid';
export { doorMiddle, POST_CLEARANCE } from './doorMiddle';

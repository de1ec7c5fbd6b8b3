/** Configs: typed plain data, merged once, resolved strictly, estimated before they are built. */
export type { SimConfig, SimConfigOf, ConfigLayer, LooseConfig, LooseLayer, ForceOverride, ForceOverrides, ResolvedConfig, Edits, WallMove, AddedAgent } from './simConfig';
export { checkEdits, movedWalls, roundAgent, roundMove, addMove, hasEdits, describeEdits, MAX_WALL_MOVES, MAX_ADDED_AGENTS } from './edits';
export { fitPopulation, type PopulationFit } from './fit';
export { populationLimit, type PopulationLimit } from './limits';
export { mergeConfigs, mergeLoose } from './merge';
export { parseAssignment, applyAssignment, type Assignment, type AssignmentError, type AssignmentScope } from './assignment';
export { resolveConfig, toSimConfig, copyEdits, DEFAULT_SEED, MAX_SEED, isValidSeed } from './resolve';
export { createSimulation, buildSimulation } from './create';
export { estimateWork, estimateBuild, stepSeconds, meanNeighbours, meanNeighboursAt, roughDuration, plural, type WorkInputs, type BuildInputs } from './cost';
export { estimateCost, estimateBuiltCost, builtWork, docCounts, WALL_FORCES, type CostEstimate } from './costOf';

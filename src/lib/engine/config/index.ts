/** Configs: typed plain data, merged once, resolved strictly, estimated before they are built. */
export type { SimConfig, ConfigLayer, ForceOverride, ResolvedConfig } from './simConfig';
export { mergeConfigs } from './merge';
export { resolveConfig, toSimConfig, DEFAULT_SEED, MAX_SEED, isValidSeed } from './resolve';
export { createSimulation, buildSimulation } from './create';
export { estimateCost, estimateWork, meanNeighbours, roughDuration, plural, type CostEstimate, type WorkInputs } from './cost';

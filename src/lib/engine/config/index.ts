/** Configs: typed plain data, merged once, resolved strictly, estimated before they are built. */
export type { SimConfig, ConfigLayer, ForceOverride, ResolvedConfig } from './simConfig';
export { mergeConfigs } from './merge';
export { resolveConfig, toSimConfig, DEFAULT_SEED, MAX_SEED, isValidSeed } from './resolve';
export { createSimulation, buildSimulation } from './create';
export { estimateCost, estimateWork, meanNeighbours, PER_AGENT_NEIGHBOUR, PER_PAIR, PER_ROW, TYPICAL_NEIGHBOURS, roughDuration, plural, type CostEstimate, type WorkInputs } from './cost';

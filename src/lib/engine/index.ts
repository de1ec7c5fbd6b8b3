/** Crowds & Flocks engine: pure TypeScript, no DOM; runs the same in the page, a Web Worker and Node. */
export * from './params';
export { Random } from './random';
export { AgentState, GOAL_POINT, GOAL_DIRECTION, GOAL_NONE, GOAL_FIELD, type AgentInit } from './state';
export { Simulation, type ForceEntry, type SimulationOptions } from './simulation';
export { PhaseTimer, STEP_PHASES, PHASE_LABELS, type StepPhase } from './phaseTimer';
export { SETTINGS, type SettingKey, type SettingValues } from './settings';
export { INTEGRATORS, type IntegratorName } from './integrators';
export { NeighbourList, NEIGHBOUR_STRATEGIES, makeNeighbourStrategy, allPairs, uniformGrid, kdTree, buildAll, type NeighbourStrategy, type NeighbourStrategyName, type UniformGrid } from './neighbours';
export { Walls, polygon, column, type Segment } from './geometry/walls';
export { makeWorld, wrapDelta, type World } from './geometry/world';
export { ALL_FORCES, FORCES, forceByName, forceNamed, isForceName, defineForce, PALETTE, type Force, type ForceContext, type ForceName, type ForceValues, type ForceCatalogue, type Zone } from './forces';
export { SCENARIOS, scenarioByName, scenarioOf, CUSTOM_SCENARIO, defineScenario, parseScenarioDoc, DocError, CapacityError, scenarioFromDoc, hasDoc, docForConfig, formatDoc, SCENARIO_FORMAT, type Scenario, type ScenarioName, type ScenarioValues, type ScenarioDoc, type ForceSetup } from './scenarios';
export type { GoalDoc, SpawnDoc } from './scenarios/doc/format';
export * from './config';
export type { BlowupReport } from './blowup';
export type { Behaviours } from './behaviours';
export { Navigation, DistanceField, type ExitState, type ExitSpec, type TargetSpec, type FieldSpec, type NavigationSpec } from './navigation';
export * from './metrics';

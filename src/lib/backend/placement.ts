/**
 * Where a configuration should run, decided before anything is built: the engine's cost estimate (agents ×
 * neighbours where they start × sub-steps, N² pairs with all pairs, agents × wall segments, the build's placement and
 * way-finding fields; engine/config/cost.ts) keeps heavy runs and heavy builds off the page's thread, and a run whose
 * single step would take seconds waits for the reader to say yes. (A link such as free-flock with 2 999 agents, all pairs and 100 sub-steps would
 * otherwise freeze the page for 20 s a step.)
 */
import { estimateCost, type CostEstimate, type ResolvedConfig } from '../engine';
import { LocalBackend } from './localBackend';
import { WorkerBackend } from './workerBackend';
import type { BackendEvents, SimBackend } from './types';

/** A step estimated above this runs in a worker, whatever the number of agents (ms). */
const MAIN_THREAD_STEP_MS = 4;
/** A step estimated above this waits for the reader's yes (ms). */
const ASK_STEP_MS = 1000;
/** A build (placing agents among many walls, way-finding fields) estimated above this runs in a worker too (ms). */
const MAIN_THREAD_BUILD_MS = 250;

export interface Placement {
  where: 'main' | 'worker';
  /** Ask the reader before building: one step would take about `estimate.msPerStep`. */
  ask: boolean;
  estimate: CostEstimate;
}

/** `agentThreshold`: above this many agents the view runs in a worker (when the browser has workers). */
export function placement(config: ResolvedConfig, agentThreshold: number, workers = typeof Worker !== 'undefined'): Placement {
  const estimate = estimateCost(config);
  const heavy = estimate.agents > agentThreshold || estimate.msPerStep > MAIN_THREAD_STEP_MS || estimate.buildMs > MAIN_THREAD_BUILD_MS;
  return { where: heavy && workers ? 'worker' : 'main', ask: estimate.msPerStep > ASK_STEP_MS, estimate };
}

/** Builds the backend a placement chose. A LocalBackend throws a ParamError for a refused config. */
export function createBackend(config: ResolvedConfig, where: Placement['where'], events: BackendEvents, metrics: readonly string[]): SimBackend {
  return where === 'worker' ? new WorkerBackend(config, events, metrics) : new LocalBackend(config, events, metrics);
}

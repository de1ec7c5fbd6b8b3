/**
 * What a configuration will cost before it is built: agents, pair checks per step and a rough time per step.
 * Views use it to run heavy configurations in a worker (or ask the reader first) instead of freezing the page;
 * the command line uses it to refuse runs that would take days. The constants are calibrated on the benchmark
 * (AMD EPYC, Node 20): about 12 ns per candidate pair and 100 ns per agent for everything else, per sub-step.
 */
import { FORCES, type ForceName } from '../forces';
import { scenarioByName } from '../scenarios';
import type { ResolvedConfig } from './simConfig';

export const NS_PER_PAIR = 12;
export const NS_PER_AGENT = 100;
/** Candidates an agent examines with a grid or a tree at the densities the scenarios use (the benchmark: 21–35). */
export const TYPICAL_CANDIDATES = 40;

export interface CostEstimate {
  agents: number;
  substeps: number;
  /** Candidate pairs examined per agent and sub-step (N with all pairs; 0 when no force needs neighbours). */
  candidates: number;
  /** Candidate pairs examined per step (all sub-steps). */
  pairChecks: number;
  /** Rough milliseconds per step on a desktop machine. */
  msPerStep: number;
}

export function estimateCost(r: ResolvedConfig): CostEstimate {
  const sc = scenarioByName(r.scenario)!;
  const agents = sc.population(r.params);
  const substeps = r.settings.substeps as number;
  const paired = Object.entries(r.forces).some(([name, f]) => f.enabled && (FORCES[name as ForceName].radius?.(f.params) ?? 0) > 0);
  const candidates = !paired ? 0 : r.settings.neighbours === 'all-pairs' ? Math.max(0, agents - 1) : Math.min(agents, TYPICAL_CANDIDATES);
  const pairChecks = agents * candidates * substeps;
  const msPerStep = (agents * substeps * NS_PER_AGENT + pairChecks * NS_PER_PAIR) / 1e6;
  return { agents, substeps, candidates, pairChecks, msPerStep };
}

/** createSimulation(config): the one way chapters, links, workers, the benchmark and the CLI make a simulation. */
import { Simulation } from '../simulation';
import { Random } from '../random';
import { FORCES, type ForceName } from '../forces';
import { scenarioOf } from '../scenarios';
import { resolveConfig } from './resolve';
import type { ResolvedConfig, SimConfig } from './simConfig';

/** Builds a simulation from plain data; throws ParamError naming the problem and the allowed values. */
export function createSimulation(config: SimConfig): Simulation {
  return buildSimulation(resolveConfig(config));
}

/** Builds a simulation from a resolved (already validated) config. */
export function buildSimulation(r: ResolvedConfig): Simulation {
  const scenario = scenarioOf(r)!;
  // The layout draws from its own stream, so the forces' random numbers do not depend on how agents were placed.
  const layout = scenario.build(r.params, new Random(r.seed ^ 0x5bd1e995));
  const sim = new Simulation({
    world: layout.world, walls: layout.walls, agents: layout.agents, behaviours: layout.behaviours, navigation: layout.navigation, seed: r.seed, settings: r.settings
  });
  for (const [name, f] of Object.entries(r.forces)) sim.add(FORCES[name as ForceName], f.params, f.enabled);
  return sim;
}

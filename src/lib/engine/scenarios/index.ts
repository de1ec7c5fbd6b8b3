/** Every scenario by name, and createSimulation(config): the one way chapters, links and the CLI make a simulation. */
import type { Scenario, SimConfig } from './scenario';
import { boundedFlock, freeFlock, vicsek } from './flocks';
import { bottleneck, corridor, crossing, evacuation, fundamental, wanderingCrowd } from './crowds';
import { Simulation } from '../simulation';
import { Random } from '../random';
import { ParamError, resolveParams } from '../params';
import { forceByName, ALL_FORCES } from '../forces';

export type { Scenario, SimConfig, ForceSetup, Layout } from './scenario';

export const SCENARIOS: readonly Scenario[] = [freeFlock, boundedFlock, vicsek, wanderingCrowd, corridor, fundamental, crossing, bottleneck, evacuation];

export function scenarioByName(name: string): Scenario | undefined {
  return SCENARIOS.find((s) => s.name === name);
}

export const DEFAULT_SEED = 1;

/** Builds a simulation from plain data; throws ParamError naming the problem and the allowed values. */
export function createSimulation(config: SimConfig): Simulation {
  const scenario = scenarioByName(config.scenario);
  if (!scenario) throw new ParamError(`unknown scenario '${config.scenario}'; scenarios: ${SCENARIOS.map((s) => s.name).join(', ')}`, 'scenario', 'config');
  const seed = config.seed ?? DEFAULT_SEED;
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) throw new ParamError(`seed = ${seed} must be an integer 0 … 4294967295`, 'seed', 'config');
  const params = resolveParams(scenario.name, scenario.params, config.params ?? {});
  // The layout draws from its own stream, so the forces' random numbers do not depend on how agents were placed.
  const layout = scenario.build(params, new Random(seed ^ 0x5bd1e995));
  const sim = new Simulation({
    world: layout.world, walls: layout.walls, agents: layout.agents, behaviours: layout.behaviours, seed,
    settings: { ...scenario.settings, ...(config.settings ?? {}) }
  });
  const overrides = config.forces ?? {};
  for (const name of Object.keys(overrides)) {
    if (!forceByName(name)) throw new ParamError(`unknown force '${name}'; forces: ${ALL_FORCES.map((f) => f.name).join(', ')}`, name, 'config');
  }
  for (const setup of scenario.forces) {
    const o = overrides[setup.name];
    sim.add(forceByName(setup.name)!, { ...setup.params, ...o?.params }, o?.enabled ?? setup.enabled ?? true);
  }
  for (const [name, o] of Object.entries(overrides)) {
    if (!sim.has(name)) sim.add(forceByName(name)!, o.params ?? {}, o.enabled ?? true);
  }
  return sim;
}

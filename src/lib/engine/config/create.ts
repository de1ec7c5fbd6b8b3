/** createSimulation(config): the one way chapters, links, workers, the benchmark and the CLI make a simulation. */
import { Simulation } from '../simulation';
import { Random } from '../random';
import { forceNamed, type ForceName } from '../forces';
import { scenarioOf } from '../scenarios';
import { resolveConfig } from './resolve';
import type { LooseConfig, ResolvedConfig } from './simConfig';
import { ParamError } from '../params';
import { agentInit, movedWalls } from './edits';

/** Builds a simulation from plain data; throws ParamError naming the problem and the allowed values. */
export function createSimulation(config: LooseConfig): Simulation {
  return buildSimulation(resolveConfig(config));
}

/** Builds a simulation from a resolved (already validated) config. */
export function buildSimulation(r: ResolvedConfig): Simulation {
  const scenario = scenarioOf(r)!;
  // The layout draws from its own stream, so the forces' random numbers do not depend on how agents were placed.
  const layout = scenario.build(r.params, new Random(r.seed ^ 0x5bd1e995));
  // The reader's edits: walls moved in the order they were moved, added agents after the scenario's own.
  const walls = r.edits?.walls ? movedWalls(layout.walls, r.edits.walls) : layout.walls;
  const agents = r.edits?.agents ? [...layout.agents, ...r.edits.agents.map(agentInit)] : layout.agents;
  const sim = new Simulation({
    world: layout.world, walls, agents, behaviours: layout.behaviours, navigation: layout.navigation, speedZones: layout.speedZones, seed: r.seed, settings: r.settings
  });
  for (const [name, f] of Object.entries(r.forces)) sim.add(forceNamed(name as ForceName), f.params, f.enabled);
  for (const [name, open] of Object.entries(r.edits?.exits ?? {})) {
    if (!sim.exits().some((e) => e.name === name)) {
      const known = sim.exits().map((e) => e.name).join(', ') || '(none)';
      throw new ParamError(`edits.exits: this layout has no exit '${name}'; its exits: ${known}`, `edits.exits.${name}`, 'edits');
    }
    sim.setExitOpen(name, open);
  }
  return sim;
}

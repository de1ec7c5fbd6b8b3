/**
 * A config as a complete scenario document: the scenario's document for the config's parameters, with every force
 * and setting as the config resolved them. Loading what this prints and running it with the same seed gives the same
 * trajectories as the config (tests/unit/scenarioDoc/roundTrip.test.ts).
 */
import type { ResolvedConfig } from '../../config/simConfig';
import { scenarioOf } from '../catalogue';
import { hasDoc } from './docScenario';
import type { ScenarioDoc } from './format';

/** The document, or null when the scenario is not written as one (the flocks, for now). */
export function docForConfig(r: ResolvedConfig): ScenarioDoc | null {
  const sc = scenarioOf(r);
  if (!sc || !hasDoc(sc)) return null;
  return {
    ...sc.doc(r.params),
    forces: Object.entries(r.forces).map(([name, f]) => ({ name, enabled: f.enabled, params: { ...f.params } })),
    settings: { ...r.settings }
  };
}

/** Every scenario by name: what chapters, share links and the command line refer to. */
export { SCENARIOS, CUSTOM_SCENARIO, scenarioByName, scenarioOf, type ScenarioName, type ScenarioValues } from './catalogue';
export { parseScenarioDoc, parseScenarioJson, DocError } from './doc/validate';
export { CapacityError } from './doc/place';
export { scenarioFromDoc, hasDoc } from './doc/docScenario';
export { SCENARIO_FORMAT, type ScenarioDoc } from './doc/format';
export { docForConfig } from './doc/dump';
export { formatDoc } from './doc/formatDoc';

export type { Scenario, ForceSetup, ForceSetupOf, Layout } from './scenario';
export { defineScenario } from './scenario';

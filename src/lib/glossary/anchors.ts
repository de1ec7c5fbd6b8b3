/**
 * The glossary's anchors: one per declared parameter, setting and metric, so that a slider, a metric's name beside a
 * canvas or a sentence can link to its entry (/glossary/#metric-polarization). Made from names alone: no engine
 * import, so any widget can use it.
 */

const clean = (s: string) => s.replace(/[^A-Za-z0-9_-]/g, '_');

/** A force's parameter: `param-drivingHM-tau`. */
export const paramAnchor = (force: string, key: string) => `param-${clean(force)}-${clean(key)}`;
/** A simulation setting: `setting-dt`. */
export const settingAnchor = (key: string) => `setting-${clean(key)}`;
/** A scenario's parameter: `scenario-corridor-v0`. */
export const scenarioParamAnchor = (scenario: string, key: string) => `scenario-${clean(scenario)}-${clean(key)}`;
/** A metric: `metric-polarization`. */
export const metricAnchor = (name: string) => `metric-${clean(name)}`;

/** The owner ParamSliders names for the simulation settings. */
export const SETTINGS_OWNER = 'settings';

/**
 * Merging configs, written once: a scenario's defaults ← a chapter's overrides ← one side of a comparison ← a share
 * link ← command-line flags. Later layers win; forces merge per force (switch and each parameter). A layer that
 * names another scenario starts over from that scenario's defaults: nothing of the old one carries across.
 */
import type { ConfigLayer, ForceOverride, LooseConfig, LooseLayer, SimConfig, SimConfigOf } from './simConfig';
import type { ScenarioName } from '../scenarios';
import { copyEdits } from './resolve';

/**
 * Merges configs written in code, typed: the layers' parameters are checked against the base's scenario (a layer
 * naming another scenario S′ makes S include S′, and brings its own parameters).
 */
export function mergeConfigs<S extends ScenarioName>(base: SimConfigOf<S>, ...layers: readonly (ConfigLayer<S> | undefined)[]): SimConfig<S> {
  // Every SimConfigOf<S> is a LooseConfig (TypeScript cannot see it for a generic S), and the merge holds only the
  // base's and the layers' values, each typed for the scenario it ends up with: hence the casts.
  return mergeLoose(base as LooseConfig, ...(layers as readonly (LooseLayer | undefined)[])) as SimConfig<S>;
}

/** The same merge for data from outside (a link's layer, command-line flags), checked later by resolveConfig. */
export function mergeLoose(base: LooseConfig, ...layers: readonly (LooseLayer | undefined)[]): LooseConfig {
  let out: LooseConfig = copy(base);
  for (const layer of layers) {
    if (!layer) continue;
    if (layer.scenario !== undefined && (layer.scenario !== out.scenario || (layer.file !== undefined && layer.file !== out.file))) out = { scenario: layer.scenario };
    if (layer.file !== undefined) out.file = layer.file;
    // Edits belong to one layout: a layer's edits replace the base's (none: `edits: {}`).
    if (layer.edits !== undefined) out.edits = copyEdits(layer.edits);
    if (layer.seed !== undefined) out.seed = layer.seed;
    if (layer.params) out.params = { ...out.params, ...layer.params };
    if (layer.settings) out.settings = { ...out.settings, ...layer.settings };
    if (layer.forces) {
      const forces: Record<string, ForceOverride> = { ...out.forces };
      for (const [name, f] of Object.entries(layer.forces) as [string, ForceOverride | undefined][]) {
        if (!f) continue;
        const b = forces[name] ?? {};
        const merged: ForceOverride = { ...b };
        if (f.enabled !== undefined) merged.enabled = f.enabled;
        if (f.params) merged.params = { ...b.params, ...f.params };
        forces[name] = merged;
      }
      out.forces = forces;
    }
  }
  if (out.seed === undefined) delete out.seed;
  return out;
}

/** A copy deep enough that merging never writes into the caller's objects. */
function copy(c: LooseConfig): LooseConfig {
  const out: LooseConfig = { scenario: c.scenario };
  if (c.file) out.file = c.file;
  if (c.edits) out.edits = copyEdits(c.edits);
  if (c.seed !== undefined) out.seed = c.seed;
  if (c.params) out.params = { ...c.params };
  if (c.settings) out.settings = { ...c.settings };
  if (c.forces) {
    const forces: Record<string, ForceOverride> = {};
    for (const [name, f] of Object.entries(c.forces) as [string, ForceOverride | undefined][]) {
      if (f) forces[name] = { ...f, ...(f.params ? { params: { ...f.params } } : {}) };
    }
    out.forces = forces;
  }
  return out;
}

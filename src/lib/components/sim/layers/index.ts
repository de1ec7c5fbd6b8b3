/** The built-in canvas layers, in drawing order. A view draws these plus any layers it is given. */
import type { Layer } from './layer';
import { agentsLayer } from './agents';
import { gridLayer, zonesLayer, wallsLayer, goalsLayer } from './model';
import { radiusLayer, velocityLayer, forcesLayer, selectionLayer } from './motion';

export type { Layer, LayerContext, ForceArrows, Colours } from './layer';
export { KIND_COLOURS, GROUP_COLOURS, hasGroups } from './agents';
export { ZONE_STYLES, distinctGoals } from './model';

export const LAYERS: readonly Layer[] = [gridLayer, zonesLayer, wallsLayer, goalsLayer, radiusLayer, agentsLayer, velocityLayer, forcesLayer, selectionLayer];

/** The layers with a toggle (the overlay checkboxes), in drawing order. */
export const toggledLayers = (layers: readonly Layer[]): Layer[] => layers.filter((l) => !l.always && l.label);

/** The layers to draw: the built-in ones and `extra`, those switched on (or always drawn), sorted by z. */
export function layersToDraw(extra: readonly Layer[], on: ReadonlySet<string>, engine: boolean): Layer[] {
  return [...LAYERS, ...extra].filter((l) => (l.always || on.has(l.name)) && (engine || !l.engineOnly)).sort((a, b) => a.z - b.z);
}

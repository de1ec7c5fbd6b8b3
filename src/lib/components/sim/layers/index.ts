/** The built-in canvas layers, in drawing order. A view draws these plus any layers it is given. */
import type { Layer } from './layer';
import type { ForceName } from '../../../engine';
import { agentsLayer } from './agents';
import { gridLayer, zonesLayer, wallsLayer, goalsLayer } from './model';
import { radiusLayer, velocityLayer, forcesLayer, selectionLayer } from './motion';
import { fieldLayer, exitsLayer, exitNamesLayer } from './navigation';
import { speedZonesLayer } from './speedZones';

export type { Layer, LayerContext, ForceArrows, Colours } from './layer';
export { defineLayer } from './layer';
export { KIND_COLOURS, GROUP_COLOURS, hasGroups } from './agents';
export { ZONE_STYLES, distinctGoals } from './model';
export { DOOR_COLOURS } from './navigation';
export { SPEED_ZONE_COLOURS } from './speedZones';

export const LAYERS = [speedZonesLayer, fieldLayer, gridLayer, zonesLayer, wallsLayer, exitsLayer, goalsLayer, radiusLayer, agentsLayer, velocityLayer, forcesLayer, selectionLayer, exitNamesLayer] as const;

/**
 * What a view's `overlays` may switch on at start: a built-in layer, or a force's arrows ('force:<name>'); a typo in
 * a chapter is a type error. A view given extra layers may name those too (SimulationView's L).
 */
export type OverlayName = (typeof LAYERS)[number]['name'] | `force:${ForceName}`;

/** Layers whose toggle is offered only where the scenario has what they draw (the field: way-finding). */
const NEEDS_NAVIGATION = new Set<string>([fieldLayer.name]);

/** The layers with a toggle (the overlay checkboxes), in drawing order; `navigation`: the scenario has exits or fields. */
export const toggledLayers = (layers: readonly Layer[], navigation = false): Layer[] =>
  layers.filter((l) => !l.always && l.label && (navigation || !NEEDS_NAVIGATION.has(l.name)));

/** The layers to draw: the built-in ones and `extra`, those switched on (or always drawn), sorted by z. */
export function layersToDraw(extra: readonly Layer[], on: ReadonlySet<string>, engine: boolean): Layer[] {
  return [...LAYERS, ...extra].filter((l) => (l.always || on.has(l.name)) && (engine || !l.engineOnly)).sort((a, b) => a.z - b.z);
}

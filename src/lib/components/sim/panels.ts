/** The props the view hands to its child panels, built from the resolved configuration (pure). */
import { forceByName } from '../../engine';
import type { ResolvedConfig } from '../../engine';
import type { ControlName } from '../types';

/** One entry per force of the configuration, for the force switches and overlay toggles. */
export function forceItemsOf(forces: ResolvedConfig['forces']) {
  return Object.entries(forces).map(([name, f]) => {
    const force = forceByName(name)!;
    return { name, label: force.label, colour: force.colour, summary: force.summary, family: force.family as string, enabled: f.enabled, params: force.params, values: f.params };
  });
}

export type ForceItem = ReturnType<typeof forceItemsOf>[number];

/** The canvas's text alternative (also shown by the stats panel). */
export function describeView(title: string, agents: number, items: readonly ForceItem[], running: boolean, time: number): string {
  return (
    `${title}: ${agents} agents. Forces on: ${items.filter((f) => f.enabled).map((f) => f.label).join(', ') || 'none'}. ` +
    `${running ? 'Running' : 'Paused'} at t = ${time.toFixed(1)} s.`
  );
}


const BAR_CONTROLS: readonly ControlName[] = ['play', 'step', 'reset', 'seed', 'speed', 'share'];
const PANEL_CONTROLS: readonly ControlName[] = ['forces', 'params', 'forceParams', 'settings', 'stats', 'inspector', 'overlays'];

/** Whether the controls bar / the panels are shown at all. */
export const hasBar = (controls: readonly ControlName[]): boolean => controls.some((c) => BAR_CONTROLS.includes(c));
export const hasPanels = (controls: readonly ControlName[]): boolean => PANEL_CONTROLS.some((c) => controls.includes(c));

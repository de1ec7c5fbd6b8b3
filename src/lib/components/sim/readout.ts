/**
 * What the view reads out of the engine in this thread for drawing and for the panels (the parts a worker run does
 * not have): the force arrows, the inspected agent; and the theme's colours for the canvas.
 */
import type { Simulation } from '../../engine';
import { TimeSeries } from '../../engine';
import type { BackendStats } from '../../backend';
import type { InspectedAgent } from '../types';
import type { Colours, ForceArrows } from './layers';

export const DEFAULT_COLOURS: Colours = { bg: '#fdfcf9', fg: '#1f1d1a', muted: '#5f5a52', accent: '#0a5c8a', border: '#dcd6ca', walls: '#5f5a52' };

/** The theme's colours, read from the canvas's computed style (fallbacks for missing ones); null without a DOM. */
export function readColours(canvas: Element): Colours | null {
  if (typeof getComputedStyle === 'undefined') return null;
  const cs = getComputedStyle(canvas);
  const v = (name: string, fb: string) => cs.getPropertyValue(name).trim() || fb;
  return { bg: v('--bg', '#fdfcf9'), fg: v('--text', '#1f1d1a'), muted: v('--muted', '#5f5a52'), accent: v('--accent', '#0a5c8a'), border: v('--border', '#dcd6ca'), walls: v('--muted', '#5f5a52') };
}

/** Arrows for the enabled forces whose overlay is on or that are highlighted (recorded forces only). */
export function forceArrows(sim: Simulation, overlaysOn: readonly string[], highlighted: string | null): ForceArrows[] {
  const arrows: ForceArrows[] = [];
  for (const e of sim.forces()) {
    if (!e.enabled) continue;
    const name = e.force.name;
    if (!overlaysOn.includes(`force:${name}`) && highlighted !== name) continue;
    const r = sim.recordOf(name);
    if (r) arrows.push({ name, colour: e.force.colour, fx: r.fx, fy: r.fy });
  }
  return arrows;
}

/** The inspector's view of the agent with this id, or null when it is gone. */
export function inspectAgent(sim: Simulation, id: number): InspectedAgent | null {
  const s = sim.state, i = s.indexOf(id);
  if (i < 0) return null;
  return {
    id, x: s.x[i], y: s.y[i], vx: s.vx[i], vy: s.vy[i], neighbours: sim.neighboursOf(i).length, radius: sim.neighbourRadius,
    forces: sim.forces().filter((e) => e.enabled).map((e) => {
      const r = sim.recordOf(e.force.name);
      return { name: e.force.name, label: e.force.label, colour: e.force.colour, ax: r ? r.fx[i] : NaN, ay: r ? r.fy[i] : NaN };
    })
  };
}

/** Appends the charted metrics at the stats' time to their series. */
export function sampleSeries(series: Map<string, TimeSeries>, chart: readonly string[], stats: BackendStats): void {
  for (const name of chart) {
    const v = stats.metrics.find((m) => m.name === name)?.value;
    if (v === undefined) continue;
    let ts = series.get(name);
    if (!ts) series.set(name, (ts = new TimeSeries(600)));
    ts.push(stats.time, v);
  }
}

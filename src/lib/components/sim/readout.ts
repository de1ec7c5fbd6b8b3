/**
 * What the view reads out of a running simulation (engine or worker snapshot) for drawing and for the panels:
 * the draw source, the force arrows, the live metrics, the inspected agent, the canvas colours.
 */
import type { Simulation, UniformGrid } from '../../engine';
import { metricByName, TimeSeries } from '../../engine/metrics';
import { wrapDelta } from '../../engine/geometry/world';
import type { SimWorkerClient } from '../../worker/simWorkerClient';
import type { Snapshot } from '../../worker/protocol';
import type { InspectedAgent, SimStats } from '../types';
import type { DrawOptions, DrawSource, ForceArrows } from './draw';

export type Colours = DrawOptions['colours'];

export const DEFAULT_COLOURS: Colours = { bg: '#fdfcf9', fg: '#1f1d1a', muted: '#5f5a52', accent: '#0a5c8a', border: '#dcd6ca', walls: '#5f5a52' };

/** The theme's colours, read from the canvas's computed style (fallbacks for missing ones); null without a DOM. */
export function readColours(canvas: Element): Colours | null {
  if (typeof getComputedStyle === 'undefined') return null;
  const cs = getComputedStyle(canvas);
  const v = (name: string, fb: string) => cs.getPropertyValue(name).trim() || fb;
  return { bg: v('--bg', '#fdfcf9'), fg: v('--text', '#1f1d1a'), muted: v('--muted', '#5f5a52'), accent: v('--accent', '#0a5c8a'), border: v('--border', '#dcd6ca'), walls: v('--muted', '#5f5a52') };
}

/** The arrays to draw: the engine's own, or the worker's latest snapshot; null before there is anything. */
export function drawSource(sim: Simulation | null, client: SimWorkerClient | null, family: DrawSource['family']): DrawSource | null {
  if (sim) {
    const s = sim.state;
    return { count: s.count, x: s.x, y: s.y, vx: s.vx, vy: s.vy, radius: s.radius, kind: s.kind, gx: s.gx, gy: s.gy, goalMode: s.goalMode, walls: sim.walls.seg, wallCount: sim.walls.count, world: sim.world, family };
  }
  const l = client?.latest;
  if (client && l && client.world) {
    return { count: l.count, x: l.x, y: l.y, vx: l.vx, vy: l.vy, radius: l.radius, kind: l.kind, walls: client.walls, wallCount: client.walls.length / 4, world: client.world, family: client.family };
  }
  return null;
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

/** The named metrics computed on the engine. */
export function engineMetrics(sim: Simulation, names: readonly string[]): SimStats['metrics'] {
  return names.flatMap((n) => {
    const m = metricByName(n);
    return m ? [{ name: n, label: m.label, unit: m.unit, value: m.compute(sim) }] : [];
  });
}

/** The named metrics from a worker snapshot; `previous` when the snapshot carries none. */
export function snapshotMetrics(s: Snapshot, names: readonly string[], previous: SimStats['metrics']): SimStats['metrics'] {
  if (!s.metrics) return previous;
  return names.flatMap((n) => {
    const m = metricByName(n);
    return m && s.metrics && n in s.metrics ? [{ name: n, label: m.label, unit: m.unit, value: s.metrics[n] }] : [];
  });
}

/** The inspector's view of the agent with this id, or null when it is gone. */
export function inspectAgent(sim: Simulation, id: number): InspectedAgent | null {
  const s = sim.state, i = s.indexOf(id);
  if (i < 0) return null;
  // Counted here (O(N), 4 times a second) rather than read from the engine's block-wise neighbour list.
  const R = sim.neighbourRadius, w = sim.world;
  let neighbours = 0;
  for (let j = 0; j < s.count; j++) {
    if (j === i) continue;
    let dx = s.x[j] - s.x[i], dy = s.y[j] - s.y[i];
    if (w.periodicX) dx = wrapDelta(dx, w.width);
    if (w.periodicY) dy = wrapDelta(dy, w.height);
    if (dx * dx + dy * dy < R * R) neighbours++;
  }
  return {
    id, x: s.x[i], y: s.y[i], vx: s.vx[i], vy: s.vy[i], neighbours, radius: R,
    forces: sim.forces().filter((e) => e.enabled).map((e) => {
      const r = sim.recordOf(e.force.name);
      return { name: e.force.name, label: e.force.label, colour: e.force.colour, ax: r ? r.fx[i] : NaN, ay: r ? r.fy[i] : NaN };
    })
  };
}

/** Appends the charted metrics at the stats' time to their series (computing those the stats lack on the engine). */
export function sampleSeries(series: Map<string, TimeSeries>, chart: readonly string[], stats: SimStats, sim: Simulation | null): void {
  for (const name of chart) {
    let v = stats.metrics.find((m) => m.name === name)?.value;
    if (v === undefined && sim) v = metricByName(name)?.compute(sim);
    if (v === undefined) continue;
    let ts = series.get(name);
    if (!ts) series.set(name, (ts = new TimeSeries(600)));
    ts.push(stats.time, v);
  }
}

/** The uniform grid's geometry when the simulation searches with it (for the "grid cells searched" overlay). */
export function gridGeometry(sim: Simulation): { x0: number; y0: number; csx: number; csy: number; k: number } | null {
  const strategy = sim.neighbourStrategy as Partial<UniformGrid>;
  const g = strategy.name === 'grid' ? strategy.geometry : undefined;
  return g && g.gx > 0 ? { x0: g.x0, y0: g.y0, csx: g.csx, csy: g.csy, k: g.k } : null;
}

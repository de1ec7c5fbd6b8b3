/** Plain data types shared by the widgets. */
import type { ParamSpec, ParamValue } from '../engine';
import type { MetricValue, PhaseTime } from '../backend';

/** A force as a switch shows it. */
export interface ForceItem {
  name: string;
  label: string;
  colour: string;
  summary?: string;
  enabled: boolean;
  params?: readonly ParamSpec[];
  values?: Record<string, ParamValue>;
}

/** The controls a SimulationView can show. */
export type ControlName =
  | 'play' | 'step' | 'reset' | 'seed' | 'speed' | 'share'
  | 'forces' | 'params' | 'settings' | 'overlays' | 'stats' | 'inspector';

export const ALL_CONTROLS: readonly ControlName[] = ['play', 'step', 'reset', 'seed', 'speed', 'share', 'forces', 'params', 'settings', 'overlays', 'stats', 'inspector'];

/** Throttled numbers a view reports (for StatsPanel, SideBySide). */
export interface SimStats {
  agents: number;
  time: number;
  steps: number;
  msPerStep: number;
  fps: number;
  realTime: number;
  metrics: MetricValue[];
  /** Where the step's time went, per phase (ms per step). */
  phases: PhaseTime[];
}

export const NO_STATS: SimStats = { agents: 0, time: 0, steps: 0, msPerStep: NaN, fps: NaN, realTime: NaN, metrics: [], phases: [] };

/** The selected agent, as the Inspector shows it. */
export interface InspectedAgent {
  id: number;
  x: number;
  y: number;
  vx: number;
  vy: number;
  neighbours: number;
  /** The neighbour radius the count uses (m). */
  radius: number;
  forces: { name: string; label: string; colour: string; ax: number; ay: number }[];
}

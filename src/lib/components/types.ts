/** Plain data types shared by the widgets. */
import type { ParamSpec, ParamValue } from '../engine';

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
  metrics: { name: string; label: string; unit: string; value: number }[];
}

/** Overlays a view can draw. */
export type OverlayName = 'velocity' | 'forces' | 'radius' | 'goals' | 'walls' | 'grid';

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

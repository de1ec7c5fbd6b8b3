/** Plain data types shared by the widgets. */
import type { ParamSpec, ParamValue } from '../engine';
import type { MetricValue, PhaseTime } from '../backend';

/** A force as a switch shows it. */
export interface ForceItem {
  name: string;
  label: string;
  colour: string;
  summary?: string;
  /** 'boids', 'social' or 'common': the playground groups its switches by family. */
  family?: string;
  enabled: boolean;
  params?: readonly ParamSpec[];
  values?: Record<string, ParamValue>;
}

/** The controls a SimulationView can show. */
export type ControlName =
  | 'play' | 'step' | 'reset' | 'seed' | 'speed' | 'share'
  | 'forces' | 'params' | 'forceParams' | 'settings' | 'overlays' | 'stats' | 'inspector';

/**
 * Every control but 'forceParams', which is implied: 'params' shows the scenario's parameters and each force's;
 * 'forceParams' alone shows only the forces' (a side of a comparison).
 */
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

/** The controls under a chapter's view, in the book's fixed order (every chapter uses these). */
export const BOOK_CONTROLS: ControlName[] = ['play', 'step', 'reset', 'seed', 'speed', 'share', 'forces', 'params', 'stats', 'overlays'];
/** The same with the simulation settings and the inspector, for the views whose prose sends the reader there. */
export const BOOK_CONTROLS_FULL: ControlName[] = [...BOOK_CONTROLS, 'settings', 'inspector'];

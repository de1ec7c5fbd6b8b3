/**
 * Where a step's time goes, as the phase bar shows it: each phase's share of the step, force phases in their force's
 * colour, the engine's own phases in shades of the theme's text colour (so they follow light and dark).
 */
import { forceByName } from '../../engine';
import type { PhaseTime } from '../../backend';
import { cssColour } from '../colour';

export interface PhaseShare {
  key: string;
  label: string;
  ms: number;
  /** Fraction of the step, 0 … 1. */
  share: number;
  /** A CSS colour. */
  colour: string;
  /** True for a force's phase. */
  force: boolean;
}

/** Shades for the engine's phases, by pipeline position: darker for the neighbour search, lighter after. */
const STEP_SHADES: Record<string, number> = { index: 68, scan: 85, rules: 76, integrate: 52, walls: 44, behaviours: 36, blowup: 29 };

/** The phases that took time, largest first, with their shares of the step. Empty when there is nothing to show. */
export function phaseShares(phases: readonly PhaseTime[]): PhaseShare[] {
  const total = phases.reduce((s, p) => s + (p.ms > 0 && Number.isFinite(p.ms) ? p.ms : 0), 0);
  if (!(total > 0)) return [];
  return phases
    .filter((p) => p.ms > 0 && Number.isFinite(p.ms))
    .map((p) => {
      const force = p.key.startsWith('force:');
      const f = force ? forceByName(p.key.slice(6)) : undefined;
      const colour = f ? cssColour(f.colour) : `color-mix(in srgb, var(--text, #1f1d1a) ${STEP_SHADES[p.key] ?? 30}%, var(--bg, #fdfcf9))`;
      return { key: p.key, label: p.label, ms: p.ms, share: p.ms / total, colour, force };
    })
    .sort((a, b) => b.share - a.share);
}

/** "neighbour scan 70 %, Separation 12 %, …" (phases under 1 % left out), for the screen-reader sentence. */
export function describePhases(shares: readonly PhaseShare[]): string {
  const big = shares.filter((s) => s.share >= 0.01).map((s) => `${s.label} ${percent(s.share)}`);
  return big.join(', ');
}

export const percent = (share: number): string => (share >= 0.995 ? '100 %' : share < 0.01 ? '< 1 %' : `${Math.round(100 * share)} %`);

/**
 * The canvas legend: one entry for every colour that carries meaning in the picture — what the agents' kinds mean
 * (the scenario says), that groups have their own colours, the zones forces act on, the force arrows that are on.
 * Pure: the view passes what it knows, the Legend component draws the entries.
 */
import { forceByName } from '../../engine';
import { GROUP_COLOURS, KIND_COLOURS, ZONE_STYLES } from './layers';
import { cssColour } from '../colour';

export type LegendEntry =
  | { type: 'kind'; label: string; colour: string; shape: 'disc' | 'triangle' }
  | { type: 'groups'; label: string; colours: readonly string[]; shape: 'disc' | 'triangle' }
  | { type: 'zone'; label: string; kind: 'boundary' | 'danger'; stroke: string; dashed: boolean }
  | { type: 'arrow'; label: string; colour: string; force: string }
  | { type: 'velocity'; label: string; colour: string };

export interface LegendInput {
  family: 'boids' | 'social';
  /** What each kind means (index = kind), from scenario.kinds(params); empty when kind means nothing. */
  kinds: readonly string[];
  /** Agents walk in groups (then they are coloured by group, not by kind). */
  groups: boolean;
  zones: readonly { label: string; kind: 'boundary' | 'danger' }[];
  /** The force arrows drawn now (enabled forces whose arrows are on), in order. */
  arrows: readonly string[];
  /** Velocity arrows are drawn (in the theme's text colour). */
  velocity?: boolean;
}

export function legendEntries(i: LegendInput): LegendEntry[] {
  const shape = i.family === 'boids' ? 'triangle' : 'disc';
  const out: LegendEntry[] = [];
  if (i.groups) out.push({ type: 'groups', label: 'each group has its own colour', colours: GROUP_COLOURS.slice(0, 4), shape });
  else if (i.kinds.length > 1) i.kinds.forEach((label, k) => out.push({ type: 'kind', label, colour: KIND_COLOURS[k % KIND_COLOURS.length], shape }));
  const seen = new Set<string>();
  for (const z of i.zones) {
    const key = `${z.kind}:${z.label}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const st = ZONE_STYLES[z.kind];
    out.push({ type: 'zone', label: z.label, kind: z.kind, stroke: st.stroke, dashed: st.dash.length > 0 });
  }
  if (i.velocity) out.push({ type: 'velocity', label: 'velocity (distance in 0.5 s)', colour: 'var(--text, #1f1d1a)' });
  for (const name of i.arrows) {
    const f = forceByName(name);
    if (f) out.push({ type: 'arrow', label: `${f.label} (arrows)`, colour: cssColour(f.colour), force: name });
  }
  return out;
}

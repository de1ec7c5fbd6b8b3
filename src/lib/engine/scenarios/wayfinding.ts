/**
 * Way-finding scenarios (issue #9): walkers who follow the distance field to the nearest open exit (navigation/) —
 * round a 90° corner, and out of a room with four exits that can be shut while it runs (by the reader's switches, or
 * by a closing time given as a parameter: `--set eastClosesAt=10`). Written as scenario documents (doc/format.ts).
 */
import type { NumberParam } from '../params';
import type { ForceSetup } from './scenario';
import type { ExitDoc } from './doc/format';
import { docScenario } from './doc/docScenario';
import { BODIES, HM_SETTINGS, N, doc } from './crowdParts';

const V0 = { key: 'v0', symbol: 'v_0', unit: 'm/s', default: 1.34, min: 0.3, max: 3, step: 0.01, meaning: 'mean desired speed (Weidmann: 1.34 m/s)' } as const satisfies NumberParam;
// Helbing & Molnár's walkers, as in the corridor scenarios: cheap at 50 ms, and the way-finding is what is shown.
// With bodies in two sub-steps of 25 ms (crowdParts.ts): without them walkers pass through each other.
const FORCES: ForceSetup[] = [{ name: 'drivingHM' }, { name: 'repulsionHM' }, { name: 'wallHM' }, BODIES];
const SETTINGS = HM_SETTINGS;
const SPEEDS = (p: { v0: number }) => ({ normal: [p.v0, 0.26] as [number, number], min: 0.3, max: 2.5 * p.v0 });

export const lCorridor = docScenario({
  name: 'l-corridor',
  title: 'Round a corner (way-finding)',
  summary: 'Walkers in a corridor with a 90° corner follow the distance field to the exit: they keep off the inner corner and round it instead of walking into the wall.',
  params: [
    N(24, 400),
    { key: 'width', symbol: 'w', unit: 'm', default: 2, min: 1, max: 5, step: 0.1, meaning: 'width of the corridor' },
    { key: 'length', symbol: 'L', unit: 'm', default: 14, min: 6, max: 40, step: 0.5, meaning: 'length of each leg (outer wall)' },
    V0
  ],
  maxAgents: 400,
  room: ['width', 'length'],
  doc: (p) => {
    const w = p.width, L = p.length, i = L - w;
    return doc({
      name: 'l-corridor', title: 'Round a corner (way-finding)', family: 'social',
      world: { x0: -1, y0: -1, width: L + 2, height: L + 3 },
      // Outer wall: along the bottom and up the right; inner wall: the corner at (L − w, w). The west end is shut.
      walls: [[0, 0, L, 0], [L, 0, L, L], [0, w, i, w], [i, w, i, L], [0, 0, 0, w]],
      exits: [{ name: 'exit', segment: [i, L, L, L], sink: [i - 1, L + 0.6, L + 1, L + 2] }],
      spawns: [{ name: 'walkers', region: { rect: [0, 0, i, w] }, count: p.N, v0: SPEEDS(p), goal: { exit: 'nearest' } }],
      forces: FORCES,
      settings: SETTINGS,
      metrics: ['evacuated', 'meanSpeed', 'goalVelocity']
    });
  }
});

const SIDES = ['west', 'east', 'south', 'north'] as const;
const closesAt = <const S extends string>(side: S): NumberParam<`${S}ClosesAt`> => ({
  key: `${side}ClosesAt`, symbol: `t_\\mathrm{${side}}`, unit: 's', default: -1, min: -1, max: 600, step: 1,
  meaning: `time the ${side} exit shuts by itself (−1: never, 0: shut from the start)`
});

export const exitsRoom = docScenario({
  name: 'exits-room',
  title: 'A room with four exits (way-finding)',
  summary: 'People leave a 20 × 20 m room by the nearest open exit; shut one while they walk and they turn to the next.',
  params: [
    N(150, 800),
    { key: 'doorWidth', symbol: 'w', unit: 'm', default: 1.6, min: 0.8, max: 5, step: 0.1, meaning: 'width of each exit' },
    V0,
    ...SIDES.map(closesAt)
  ],
  maxAgents: 800,
  // The room is 20 m × 20 m whatever the parameters: it holds more than N's range (857 at the default doors).
  room: [],
  doc: (p) => {
    const S = 20, w = p.doorWidth, a = (S - w) / 2, b = (S + w) / 2, m = 2.5;
    const exit = (name: (typeof SIDES)[number], segment: [number, number, number, number], sink: [number, number, number, number]): ExitDoc => {
      const t = p[`${name}ClosesAt`];
      return { name, segment, sink, ...(t === 0 ? { open: false } : t > 0 ? { closesAt: t } : {}) };
    };
    return doc({
      name: 'exits-room', title: 'A room with four exits (way-finding)', family: 'social',
      world: { x0: -m, y0: -m, width: S + 2 * m, height: S + 2 * m },
      walls: [
        [0, 0, 0, a], [0, b, 0, S], [S, 0, S, a], [S, b, S, S],
        [0, 0, a, 0], [b, 0, S, 0], [0, S, a, S], [b, S, S, S]
      ],
      exits: [
        exit('west', [0, a, 0, b], [-m, -m, -0.6, S + m]),
        exit('east', [S, a, S, b], [S + 0.6, -m, S + m, S + m]),
        exit('south', [a, 0, b, 0], [-m, -m, S + m, -0.6]),
        exit('north', [a, S, b, S], [-m, S + 0.6, S + m, S + m])
      ],
      spawns: [{ name: 'people', region: { rect: [0, 0, S, S] }, count: p.N, v0: SPEEDS(p), goal: { exit: 'nearest' } }],
      forces: FORCES,
      settings: SETTINGS,
      metrics: ['evacuated', 'meanSpeed', 'goalVelocity']
    });
  }
});

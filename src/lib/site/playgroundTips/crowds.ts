/** The playground's things to try in the crowd scenarios (see tip.ts: every number a tip states is a claim's, run by the claims test). */
import type { Claim } from '../../components/claim';
import type { ScenarioName } from '../../engine';
import { on, six, twelve, type Tip } from './tip';

// ── Article A's wandering crowd ──
const wandering = on('wandering');
const wanderingSpeed: Claim = {
  id: 'tips/wandering/speed',
  text: 'Article A’s crowd: from 20 s to 40 s the mean speed is about 0.89 m/s (0.76–1.03 m/s).',
  config: wandering, seconds: 40, from: 20, every: 0.5, statistic: 'mean', metric: 'meanSpeed',
  expect: { min: 0.7, max: 1.1 }, mean: { min: 0.83, max: 0.95 }, seeds: twelve
};
const personalSpaceOff = on('wandering', { forces: { personalSpaceA: { enabled: false } } });
const groups = on('wandering', { params: { groupSize: 5 }, forces: { groupCohesionA: { enabled: true } } });
const panic = on('wandering', { forces: { panicA: { enabled: true } } });

// ── Corridor ──
const corridor = on('corridor');
const lanesForm: Claim = {
  id: 'tips/corridor/lanes',
  text: 'Two-way corridor: from 15 s to 60 s the lane order averages about 0.58 (0.51–0.71).',
  config: corridor, seconds: 60, from: 15, every: 0.5, statistic: 'mean', metric: 'laneOrder',
  expect: { min: 0.45, max: 0.78 }, mean: { min: 0.54, max: 0.62 }, seeds: twelve
};

// ── Fundamental diagram ──
const atDensity = (rho: number) => on('fundamental', { params: { density: rho } });
const fundamentalClaim = (rho: number, metric: 'meanSpeed' | 'flowDensity', text: string, expect: Claim['expect'], mean: Claim['mean'], seeds = twelve): Claim => ({
  id: `tips/fundamental/${metric === 'meanSpeed' ? 'speed' : 'flow'}-${rho}`,
  text, config: atDensity(rho), seconds: 30, from: 10, every: 0.5, statistic: 'mean', metric, expect, mean, seeds
});

// ── Crossing ──
const crossingSpeed: Claim = {
  id: 'tips/crossing/speed',
  text: 'Crossing flows, N = 120: from 10 s to 30 s the mean speed is about 1.03 m/s (1.01–1.07 m/s).',
  config: on('crossing'), seconds: 30, from: 10, every: 0.5, statistic: 'mean', metric: 'meanSpeed',
  expect: { min: 0.98, max: 1.1 }, mean: { min: 1.01, max: 1.05 }, seeds: twelve
};

// ── Door ──
const door = on('bottleneck');
const doorOut10: Claim = {
  id: 'tips/bottleneck/out-10s',
  text: 'A 1.2 m door: about 18 people (15–22) are out after 10 s.',
  config: door, seconds: 10, metric: 'evacuated', expect: { min: 13, max: 24 }, mean: { min: 17, max: 18.5 }, seeds: twelve
};
const wideDoor = on('bottleneck', { params: { doorWidth: 2.4 } });

// ── Evacuation ──
const panicRoom = on('evacuation', { params: { v0: 5 } });
const panicOut90: Claim = {
  id: 'tips/evacuation/panic-out-90s',
  text: 'v0 = 5 m/s, no column: about 70 people (57–86) are out after 90 s.',
  config: panicRoom, seconds: 90, metric: 'evacuated', expect: { min: 50, max: 95 }, mean: { min: 67, max: 73 }, seeds: six
};

// ── Way-finding: round a corner, and a room with four exits ──
const lOut20: Claim = {
  id: 'tips/l-corridor/out-20s',
  text: 'Round a corner: about 7 of the 24 walkers (5–10) are out after 20 s.',
  config: on('l-corridor'), seconds: 20, metric: 'evacuated', expect: { min: 3, max: 12 }, mean: { min: 6, max: 8.5 }, seeds: six
};
const lAllOut45: Claim = {
  id: 'tips/l-corridor/all-out-45s',
  text: 'Round a corner: all 24 walkers are out after 45 s.',
  config: on('l-corridor'), seconds: 45, metric: 'evacuated', expect: { min: 24, max: 24 }, seeds: six
};
const roomOut40: Claim = {
  id: 'tips/exits-room/out-40s',
  text: 'Four exits open: about 148 of the 150 people (145–149) are out after 40 s.',
  config: on('exits-room'), seconds: 40, metric: 'evacuated', expect: { min: 140, max: 150 }, mean: { min: 145, max: 149.5 }, seeds: six
};

export const crowdTips: Record<Exclude<ScenarioName, 'free-flock' | 'bounded-flock' | 'vicsek' | 'custom'>, readonly Tip[]> = {
  wandering: [
    {
      text: 'Switch Personal space (article A) off: people walk into each other. From 20 s to 40 s the local density is about 0.37 per m² instead of about 0.035, and the nearest neighbour is about 1.05 m away instead of 1.48 m.',
      claims: [
        {
          id: 'tips/wandering/no-space-density',
          text: 'Personal space off: from 20 s to 40 s the local density averages about 0.37 per m² (0.28–0.5).',
          config: personalSpaceOff, seconds: 40, from: 20, every: 0.5, statistic: 'mean', metric: 'density',
          expect: { min: 0.2, max: 0.6 }, mean: { min: 0.35, max: 0.39 }, seeds: twelve
        },
        {
          id: 'tips/wandering/density',
          text: 'With personal space: from 20 s to 40 s the local density averages about 0.035 per m² (0.017–0.05).',
          config: wandering, seconds: 40, from: 20, every: 0.5, statistic: 'mean', metric: 'density',
          expect: { max: 0.08 }, mean: { min: 0.025, max: 0.045 }, seeds: twelve
        },
        {
          id: 'tips/wandering/no-space-nn',
          text: 'Personal space off: from 20 s to 40 s the nearest neighbour is about 1.05 m away (0.9–1.15 m).',
          config: personalSpaceOff, seconds: 40, from: 20, every: 0.5, statistic: 'mean', metric: 'nearestNeighbour',
          expect: { min: 0.8, max: 1.25 }, mean: { min: 1, max: 1.1 }, seeds: twelve
        },
        {
          id: 'tips/wandering/nn',
          text: 'With personal space: from 20 s to 40 s the nearest neighbour is about 1.48 m away (1.46–1.52 m).',
          config: wandering, seconds: 40, from: 20, every: 0.5, statistic: 'mean', metric: 'nearestNeighbour',
          expect: { min: 1.4, max: 1.6 }, mean: { min: 1.45, max: 1.5 }, seeds: twelve
        }
      ]
    },
    {
      text: 'Set groupSize to 5 and switch Group cohesion (article A) on: each group gets its own colour, and held back by their groups the walkers slow down, to a mean speed of about 0.36 m/s (0.24–0.54) from 20 s to 40 s instead of about 0.89.',
      claims: [
        {
          id: 'tips/wandering/groups-speed',
          text: 'Groups of 5 with group cohesion: from 20 s to 40 s the mean speed is about 0.36 m/s (0.24–0.54 m/s).',
          config: groups, seconds: 40, from: 20, every: 0.5, statistic: 'mean', metric: 'meanSpeed',
          expect: { min: 0.18, max: 0.65 }, mean: { min: 0.3, max: 0.42 }, seeds: twelve
        },
        wanderingSpeed
      ]
    },
    {
      text: 'Switch Panic (article A) on: a danger zone of radius 8 m appears at the centre and pushes people out of it. After 40 s about 16 of the 50 are inside it instead of about 43, and from 20 s on the mean speed is about 0.26 m/s instead of 0.89.',
      claims: [
        {
          id: 'tips/wandering/panic-inside',
          text: 'Panic on (danger radius 8 m): about 16 of the 50 people (11–21) are inside the zone after 40 s.',
          config: panic, seconds: 40, metric: 'agentsWithin', within: { x: 0, y: 0, r: 8 },
          expect: { min: 8, max: 25 }, mean: { min: 13, max: 19 }, seeds: twelve
        },
        {
          id: 'tips/wandering/inside',
          text: 'No panic: about 43 of the 50 (36–48) are within 8 m of the centre after 40 s.',
          config: wandering, seconds: 40, metric: 'agentsWithin', within: { x: 0, y: 0, r: 8 },
          expect: { min: 32, max: 50 }, mean: { min: 40, max: 46 }, seeds: twelve
        },
        {
          id: 'tips/wandering/panic-speed',
          text: 'Panic on: from 20 s to 40 s the mean speed is about 0.26 m/s (0.19–0.41 m/s).',
          config: panic, seconds: 40, from: 20, every: 0.5, statistic: 'mean', metric: 'meanSpeed',
          expect: { min: 0.12, max: 0.5 }, mean: { min: 0.21, max: 0.31 }, seeds: twelve
        },
        wanderingSpeed
      ]
    }
  ],
  corridor: [
    {
      text: 'Switch Repulsion (Helbing & Molnár) off: people walk through each other and lanes never form. The lane order stays around 0.12, where with repulsion it climbs from about 0.29 to about 0.58 (its mean from 15 s to 60 s).',
      claims: [
        {
          id: 'tips/corridor/no-repulsion',
          text: 'Repulsion off: from 5 s to 60 s the lane order averages about 0.12 (0.02–0.28).',
          config: on('corridor', { forces: { repulsionHM: { enabled: false } } }), seconds: 60, from: 5, every: 0.5, statistic: 'mean', metric: 'laneOrder',
          expect: { max: 0.35 }, mean: { min: 0.08, max: 0.16 }, seeds: twelve
        },
        {
          id: 'tips/corridor/start',
          text: 'Two-way corridor: the lane order starts at about 0.29 (0.13–0.43), the walkers placed at random.',
          config: corridor, seconds: 0, metric: 'laneOrder', expect: { min: 0.1, max: 0.5 }, mean: { min: 0.27, max: 0.31 }, seeds: twelve
        },
        lanesForm
      ]
    },
    {
      text: 'Open the parameters of Repulsion and set elliptical = 1 (the 1995 paper’s elliptical potential): lanes barely form. The lane order averages about 0.2 (0.18–0.24) from 15 s to 60 s instead of about 0.58.',
      claims: [
        {
          id: 'tips/corridor/elliptical',
          text: 'Elliptical potential (elliptical = 1, as in the 1995 paper): from 15 s to 60 s the lane order averages about 0.2 (0.18–0.24).',
          config: on('corridor', { forces: { repulsionHM: { params: { elliptical: 1 } } } }), seconds: 60, from: 15, every: 0.5, statistic: 'mean', metric: 'laneOrder',
          expect: { min: 0.15, max: 0.3 }, mean: { min: 0.19, max: 0.23 }, seeds: twelve
        },
        lanesForm
      ]
    }
  ],
  fundamental: [
    {
      text: 'Compare the density ρ = 0.5, 1 and 2 per m²: the mean speed falls (about 1.11, 1.04 and 0.92 m/s) while the specific flow rises from about 0.51 to 0.81 per metre per second, then levels off at about 0.8.',
      claims: [
        fundamentalClaim(0.5, 'meanSpeed', 'ρ = 0.5 per m²: from 10 s to 30 s the mean speed is about 1.11 m/s (1.05–1.16 m/s).', { min: 1, max: 1.2 }, { min: 1.08, max: 1.14 }),
        fundamentalClaim(1, 'meanSpeed', 'ρ = 1 per m²: from 10 s to 30 s the mean speed is about 1.04 m/s (1.02–1.06 m/s).', { min: 1, max: 1.08 }, { min: 1.02, max: 1.06 }),
        fundamentalClaim(2, 'meanSpeed', 'ρ = 2 per m²: from 10 s to 30 s the mean speed is about 0.92 m/s (0.91–0.93 m/s).', { min: 0.88, max: 0.96 }, { min: 0.91, max: 0.93 }),
        fundamentalClaim(0.5, 'flowDensity', 'ρ = 0.5 per m²: from 10 s to 30 s the specific flow is about 0.51 per metre per second (0.48–0.54).', { min: 0.45, max: 0.57 }, { min: 0.5, max: 0.52 }),
        fundamentalClaim(1, 'flowDensity', 'ρ = 1 per m²: from 10 s to 30 s the specific flow is about 0.81 per metre per second (0.79–0.84).', { min: 0.75, max: 0.88 }, { min: 0.8, max: 0.82 }),
        fundamentalClaim(2, 'flowDensity', 'ρ = 2 per m²: from 10 s to 30 s the specific flow levels off at about 0.8 per metre per second (0.76–0.85).', { min: 0.7, max: 0.9 }, { min: 0.78, max: 0.82 })
      ]
    },
    {
      text: 'Raise ρ to 3 per m²: people still move at about 0.95 m/s, yet the specific flow falls to about zero (−0.07 on average from 10 s to 30 s): they jostle instead of advancing.',
      claims: [
        fundamentalClaim(3, 'meanSpeed', 'ρ = 3 per m²: from 10 s to 30 s the mean speed is about 0.95 m/s (0.94–0.97 m/s).', { min: 0.9, max: 1 }, { min: 0.93, max: 0.97 }, six),
        fundamentalClaim(3, 'flowDensity', 'ρ = 3 per m²: from 10 s to 30 s the specific flow averages −0.07 per metre per second (every seed between −0.13 and 0).', { min: -0.2, max: 0.05 }, { min: -0.1, max: -0.04 }, six)
      ]
    }
  ],
  crossing: [
    {
      text: 'Switch Repulsion (Helbing & Molnár) off: the two flows pass through each other at their desired speeds, a mean speed of about 1.34 m/s instead of about 1.03.',
      claims: [
        {
          id: 'tips/crossing/no-repulsion',
          text: 'Repulsion off: from 10 s to 30 s the mean speed is about 1.34 m/s (1.32–1.38 m/s), the desired speeds’ mean.',
          config: on('crossing', { forces: { repulsionHM: { enabled: false } } }), seconds: 30, from: 10, every: 0.5, statistic: 'mean', metric: 'meanSpeed',
          expect: { min: 1.28, max: 1.42 }, mean: { min: 1.32, max: 1.36 }, seeds: twelve
        },
        crossingSpeed
      ]
    },
    {
      text: 'Raise N from 120 to 300: the square gets crowded and the mean speed drops to about 0.93 m/s.',
      claims: [
        {
          id: 'tips/crossing/crowded',
          text: 'N = 300: from 10 s to 30 s the mean speed is about 0.93 m/s (0.92–0.94 m/s).',
          config: on('crossing', { params: { N: 300 } }), seconds: 30, from: 10, every: 0.5, statistic: 'mean', metric: 'meanSpeed',
          expect: { min: 0.89, max: 0.97 }, mean: { min: 0.91, max: 0.95 }, seeds: twelve
        },
        crossingSpeed
      ]
    }
  ],
  bottleneck: [
    {
      text: 'Watch the numbers on the canvas: with the 1.2 m door about 1.8 people per second go through after 20 s, and fewer as the room empties: about 1.2 per second after 40 s, when about 62 of the 80 are out.',
      claims: [
        {
          id: 'tips/bottleneck/flow-20s',
          text: 'A 1.2 m door: the door flow is about 1.8 per second (1.5–2) after 20 s.',
          config: door, seconds: 20, metric: 'doorFlow', expect: { min: 1.3, max: 2.2 }, mean: { min: 1.7, max: 1.85 }, seeds: twelve
        },
        {
          id: 'tips/bottleneck/flow-40s',
          text: 'A 1.2 m door: the door flow is about 1.2 per second (1–1.5) after 40 s.',
          config: door, seconds: 40, metric: 'doorFlow', expect: { min: 0.8, max: 1.7 }, mean: { min: 1.1, max: 1.3 }, seeds: twelve
        },
        {
          id: 'tips/bottleneck/out-40s',
          text: 'A 1.2 m door: about 62 of the 80 people (59–66) are out after 40 s.',
          config: door, seconds: 40, metric: 'evacuated', expect: { min: 55, max: 70 }, mean: { min: 61, max: 63.5 }, seeds: twelve
        }
      ]
    },
    {
      text: 'Double the door width w to 2.4 m: about 43 people leave in the first 10 s instead of about 18, and all 80 are out within 30 s.',
      claims: [
        {
          id: 'tips/bottleneck/wide-out-10s',
          text: 'A 2.4 m door: about 43 people (41–47) are out after 10 s.',
          config: wideDoor, seconds: 10, metric: 'evacuated', expect: { min: 38, max: 50 }, mean: { min: 42.5, max: 44 }, seeds: twelve
        },
        doorOut10,
        {
          id: 'tips/bottleneck/wide-all-out',
          text: 'A 2.4 m door: all 80 people are out after 30 s.',
          config: wideDoor, seconds: 30, metric: 'evacuated', expect: { min: 80, max: 80 }, seeds: twelve
        }
      ]
    }
  ],
  evacuation: [
    {
      text: 'Raise v0 from 1 to 5 m/s (panic): faster is slower. After 90 s only about 70 people (57–86) are out instead of about 121 (116–126).',
      claims: [
        panicOut90,
        {
          id: 'tips/evacuation/out-90s',
          text: 'v0 = 1 m/s: about 121 people (116–126) are out after 90 s.',
          config: on('evacuation'), seconds: 90, metric: 'evacuated', expect: { min: 108, max: 134 }, mean: { min: 118, max: 124 }, seeds: six
        }
      ]
    },
    {
      text: 'With v0 = 5 m/s, set column = 1 (a column just in front of the exit): after 90 s about 94 people (79–110) are out instead of about 70.',
      claims: [
        {
          id: 'tips/evacuation/column-out-90s',
          text: 'v0 = 5 m/s with column = 1: about 94 people (79–110) are out after 90 s.',
          config: on('evacuation', { params: { v0: 5, column: 1 } }), seconds: 90, metric: 'evacuated', expect: { min: 72, max: 118 }, mean: { min: 90, max: 98 }, seeds: six
        },
        panicOut90
      ]
    }
  ],
  'l-corridor': [
    {
      text: 'Switch on the distance-field overlay: the walkers follow it downhill, round the inner corner and not into it. About 7 (5–10) are out after 20 s, and all 24 after 45 s.',
      claims: [lOut20, lAllOut45]
    },
    {
      text: 'Raise v0 to 2 m/s: after 20 s about 18 (17–20) are out instead of about 7.',
      claims: [
        {
          id: 'tips/l-corridor/fast-out-20s',
          text: 'v0 = 2 m/s: about 18 walkers (17–20) are out after 20 s.',
          config: on('l-corridor', { params: { v0: 2 } }), seconds: 20, metric: 'evacuated', expect: { min: 15, max: 22 }, mean: { min: 17, max: 19.5 }, seeds: six
        },
        lOut20
      ]
    }
  ],
  'exits-room': [
    {
      text: 'Shut the east exit with its switch (or set eastClosesAt to 0): the people nearest to it turn to the other three. After 40 s about 134 (127–143) are out instead of about 148 (145–149).',
      claims: [
        {
          id: 'tips/exits-room/east-shut-out-40s',
          text: 'East exit shut from the start (eastClosesAt = 0): about 134 people (127–143) are out after 40 s.',
          config: on('exits-room', { params: { eastClosesAt: 0 } }), seconds: 40, metric: 'evacuated', expect: { min: 122, max: 147 }, mean: { min: 130, max: 139 }, seeds: six
        },
        roomOut40
      ]
    },
    {
      text: 'Leave only the east exit open (westClosesAt, southClosesAt and northClosesAt at 0): all 150 queue at one door, and after 40 s only about 59 (53–64) are out instead of about 148.',
      claims: [
        {
          id: 'tips/exits-room/only-east-out-40s',
          text: 'Only the east exit open (the other three closing at 0 s): about 59 of the 150 people (53–64) are out after 40 s.',
          config: on('exits-room', { params: { westClosesAt: 0, southClosesAt: 0, northClosesAt: 0 } }), seconds: 40, metric: 'evacuated',
          expect: { min: 48, max: 70 }, mean: { min: 55, max: 63 }, seeds: six
        },
        roomOut40
      ]
    }
  ]
};

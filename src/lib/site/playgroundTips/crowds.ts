/** The playground's things to try in the crowd scenarios (see tip.ts: every number a tip states is a claim's, run by the claims test). */
import type { Claim } from '../../claims';
import type { ScenarioName } from '../../engine';
import { on, six, twelve, type Tip } from './tip';

// ── Article A's wandering crowd ──
const wandering = on('wandering');
const wanderingSpeed: Claim = {
  id: 'tips/wandering/speed',
  text: 'Article A’s crowd: from 20 s to 40 s the mean speed is about 0.89 m/s (0.63–1.15 m/s).',
  config: wandering, seconds: 40, from: 20, every: 0.5, statistic: 'mean', metric: 'meanSpeed',
  expect: { min: 0.6, max: 1.1 }, mean: { min: 0.85, max: 0.93 }, seeds: twelve
};
const personalSpaceOff = on('wandering', { forces: { personalSpaceA: { enabled: false } } });
const groups = on('wandering', { params: { groupSize: 5 }, forces: { groupCohesionA: { enabled: true } } });
const panic = on('wandering', { forces: { panicA: { enabled: true } } });

// ── Corridor ──
const corridor = on('corridor');
const lanesForm: Claim = {
  id: 'tips/corridor/lanes',
  text: 'Two-way corridor: from 15 s to 60 s the lane order averages about 0.5 (0.21–0.91).',
  config: corridor, seconds: 60, from: 15, every: 0.5, statistic: 'mean', metric: 'laneOrder',
  expect: { min: 0.3, max: 0.8 }, mean: { min: 0.47, max: 0.54 }, seeds: twelve
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
  text: 'Crossing flows, N = 120: from 10 s to 30 s the mean speed is about 0.97 m/s (0.91–1.02 m/s).',
  config: on('crossing'), seconds: 30, from: 10, every: 0.5, statistic: 'mean', metric: 'meanSpeed',
  expect: { min: 0.9, max: 1.05 }, mean: { min: 0.95, max: 0.98 }, seeds: twelve
};

// ── Door ──
const door = on('bottleneck');
const doorOut10: Claim = {
  id: 'tips/bottleneck/out-10s',
  text: 'A 1.2 m door: about 21 people (13–29) are out after 10 s.',
  config: door, seconds: 10, metric: 'evacuated', expect: { min: 13, max: 26 }, mean: { min: 19.5, max: 22 }, seeds: twelve
};
const wideDoor = on('bottleneck', { params: { doorWidth: 2.4 } });

// ── Evacuation ──
const panicRoom = on('evacuation', { params: { v0: 5 } });
const panicOut90: Claim = {
  id: 'tips/evacuation/panic-out-90s',
  text: 'v0 = 5 m/s, no column: about 82 people (64–104) are out after 90 s.',
  config: panicRoom, seconds: 90, metric: 'evacuated', expect: { min: 55, max: 105 }, mean: { min: 80, max: 84 }, seeds: [...six, 7, 8, 9, 10]
};

// ── Way-finding: round a corner, and a room with four exits ──
const lOut20: Claim = {
  id: 'tips/l-corridor/out-20s',
  text: 'Round a corner: about 13 of the 24 walkers (7–19) are out after 20 s.',
  config: on('l-corridor'), seconds: 20, metric: 'evacuated', expect: { min: 7, max: 19 }, mean: { min: 12, max: 14.5 }, seeds: [...six, 157373, 411605, 422073, 888188]
};
const lAllOut45: Claim = {
  id: 'tips/l-corridor/all-out-45s',
  text: 'Round a corner: all 24 walkers are out after 45 s.',
  config: on('l-corridor'), seconds: 45, metric: 'evacuated', expect: { min: 24, max: 24 }, seeds: six
};
const roomOut40: Claim = {
  id: 'tips/exits-room/out-40s',
  text: 'Four exits open: all 150 people are out after 40 s.',
  config: on('exits-room'), seconds: 40, metric: 'evacuated', expect: { min: 150, max: 150 }, seeds: six
};

export const crowdTips: Record<Exclude<ScenarioName, 'free-flock' | 'bounded-flock' | 'vicsek' | 'custom'>, readonly Tip[]> = {
  wandering: [
    {
      text: 'Switch Personal space (article A) off: only their bodies keep people apart now, so they come closer, shoulder to shoulder but never overlapping. From 20 s to 40 s the local density is about 0.04 per m² instead of about 0.005, and the nearest neighbour is about 1.35 m away instead of 1.50 m.',
      claims: [
        {
          id: 'tips/wandering/no-space-density',
          text: 'Personal space off (bodies on): from 20 s to 40 s the local density averages about 0.04 per m² (0.013–0.066).',
          config: personalSpaceOff, seconds: 40, from: 20, every: 0.5, statistic: 'mean', metric: 'density',
          expect: { min: 0.015, max: 0.08 }, mean: { min: 0.035, max: 0.045 }, seeds: twelve
        },
        {
          id: 'tips/wandering/density',
          text: 'With personal space: from 20 s to 40 s the local density averages about 0.005 per m² (0.0000–0.0132).',
          config: wandering, seconds: 40, from: 20, every: 0.5, statistic: 'mean', metric: 'density',
          expect: { max: 0.012 }, mean: { min: 0.003, max: 0.0065 }, seeds: twelve
        },
        {
          id: 'tips/wandering/no-space-nn',
          text: 'Personal space off (bodies on): from 20 s to 40 s the nearest neighbour is about 1.35 m away (1.29–1.44 m).',
          config: personalSpaceOff, seconds: 40, from: 20, every: 0.5, statistic: 'mean', metric: 'nearestNeighbour',
          expect: { min: 1.2, max: 1.45 }, mean: { min: 1.32, max: 1.37 }, seeds: twelve
        },
        {
          id: 'tips/wandering/nn',
          text: 'With personal space: from 20 s to 40 s the nearest neighbour is about 1.50 m away (1.36–1.57 m).',
          config: wandering, seconds: 40, from: 20, every: 0.5, statistic: 'mean', metric: 'nearestNeighbour',
          expect: { min: 1.35, max: 1.6 }, mean: { min: 1.46, max: 1.52 }, seeds: twelve
        }
      ]
    },
    {
      text: 'Set groupSize to 5 and switch Group cohesion (article A) on: each group gets its own colour, and held back by their groups the walkers slow down, to a mean speed of about 0.43 m/s (0.19–0.62) from 20 s to 40 s instead of about 0.89.',
      claims: [
        {
          id: 'tips/wandering/groups-speed',
          text: 'Groups of 5 with group cohesion: from 20 s to 40 s the mean speed is about 0.43 m/s (0.19–0.62 m/s).',
          config: groups, seconds: 40, from: 20, every: 0.5, statistic: 'mean', metric: 'meanSpeed',
          expect: { min: 0.18, max: 0.65 }, mean: { min: 0.37, max: 0.49 }, seeds: twelve
        },
        wanderingSpeed
      ]
    },
    {
      text: 'Switch Panic (article A) on: a danger zone of radius 8 m appears at the centre and pushes people out of it. After 40 s about 13 of the 50 are inside it instead of about 46, and from 20 s on the mean speed is about 0.17 m/s instead of 0.89.',
      claims: [
        {
          id: 'tips/wandering/panic-inside',
          text: 'Panic on (danger radius 8 m): about 13 of the 50 people (2–25) are inside the zone after 40 s.',
          config: panic, seconds: 40, metric: 'agentsWithin', within: { x: 0, y: 0, r: 8 },
          expect: { min: 5, max: 26 }, mean: { min: 11.5, max: 14.5 }, seeds: twelve
        },
        {
          id: 'tips/wandering/inside',
          text: 'No panic: about 46 of the 50 (40–51) are within 8 m of the centre after 40 s.',
          config: wandering, seconds: 40, metric: 'agentsWithin', within: { x: 0, y: 0, r: 8 },
          expect: { min: 36, max: 50 }, mean: { min: 44, max: 47.5 }, seeds: twelve
        },
        {
          id: 'tips/wandering/panic-speed',
          text: 'Panic on: from 20 s to 40 s the mean speed is about 0.17 m/s (0.03–0.31 m/s).',
          config: panic, seconds: 40, from: 20, every: 0.5, statistic: 'mean', metric: 'meanSpeed',
          expect: { min: 0.1, max: 0.4 }, mean: { min: 0.14, max: 0.2 }, seeds: twelve
        },
        wanderingSpeed
      ]
    }
  ],
  corridor: [
    {
      text: 'Switch Repulsion (Helbing & Molnár) off: nobody steps aside early now, people only bump body against body, and lanes form all the same. The lane order averages about 0.54 (0.12–1.00) from 5 s to 60 s; with repulsion it climbs from about 0.26 to about 0.5 (its mean from 15 s to 60 s). Bumping alone sorts the walkers.',
      claims: [
        {
          id: 'tips/corridor/no-repulsion',
          text: 'Repulsion off (bodies on): from 5 s to 60 s the lane order averages about 0.54 (0.12–1.00).',
          config: on('corridor', { forces: { repulsionHM: { enabled: false } } }), seconds: 60, from: 5, every: 0.5, statistic: 'mean', metric: 'laneOrder',
          expect: { min: 0.25, max: 0.85 }, mean: { min: 0.5, max: 0.58 }, seeds: twelve
        },
        {
          id: 'tips/corridor/start',
          text: 'Two-way corridor: the lane order starts at about 0.26 (0.04–0.53), the walkers placed at random.',
          config: corridor, seconds: 0, metric: 'laneOrder', expect: { min: 0.1, max: 0.5 }, mean: { min: 0.24, max: 0.28 }, seeds: twelve
        },
        lanesForm
      ]
    },
    {
      text: 'Open the parameters of Repulsion and set elliptical = 1 (the 1995 paper’s elliptical potential): lanes barely form. The lane order averages about 0.21 (0.13–0.31) from 15 s to 60 s instead of about 0.5.',
      claims: [
        {
          id: 'tips/corridor/elliptical',
          text: 'Elliptical potential (elliptical = 1, as in the 1995 paper): from 15 s to 60 s the lane order averages about 0.21 (0.13–0.31).',
          config: on('corridor', { forces: { repulsionHM: { params: { elliptical: 1 } } } }), seconds: 60, from: 15, every: 0.5, statistic: 'mean', metric: 'laneOrder',
          expect: { min: 0.15, max: 0.3 }, mean: { min: 0.19, max: 0.23 }, seeds: twelve
        },
        lanesForm
      ]
    }
  ],
  fundamental: [
    {
      text: 'Compare the density ρ = 0.5, 1 and 2 per m²: the mean speed falls (about 1.24, 1.05 and 0.69 m/s) while the specific flow still rises, from about 0.62 to 1.04 and 1.28 per metre per second.',
      claims: [
        fundamentalClaim(0.5, 'meanSpeed', 'ρ = 0.5 per m²: from 10 s to 30 s the mean speed is about 1.24 m/s (1.10–1.38 m/s).', { min: 1.08, max: 1.38 }, { min: 1.19, max: 1.28 }),
        fundamentalClaim(1, 'meanSpeed', 'ρ = 1 per m²: from 10 s to 30 s the mean speed is about 1.05 m/s (0.99–1.12 m/s).', { min: 0.94, max: 1.14 }, { min: 1.01, max: 1.09 }),
        fundamentalClaim(2, 'meanSpeed', 'ρ = 2 per m²: from 10 s to 30 s the mean speed is about 0.69 m/s (0.61–0.78 m/s).', { min: 0.54, max: 0.8 }, { min: 0.65, max: 0.73 }),
        fundamentalClaim(0.5, 'flowDensity', 'ρ = 0.5 per m²: from 10 s to 30 s the specific flow is about 0.62 per metre per second (0.55–0.69).', { min: 0.53, max: 0.71 }, { min: 0.6, max: 0.64 }),
        fundamentalClaim(1, 'flowDensity', 'ρ = 1 per m²: from 10 s to 30 s the specific flow is about 1.04 per metre per second (0.98–1.11).', { min: 0.93, max: 1.13 }, { min: 1.0, max: 1.08 }),
        fundamentalClaim(2, 'flowDensity', 'ρ = 2 per m²: from 10 s to 30 s the specific flow is about 1.28 per metre per second (1.12–1.44).', { min: 1.02, max: 1.45 }, { min: 1.22, max: 1.34 })
      ]
    },
    {
      text: 'Raise ρ to 3 per m²: the mean speed drops to about 0.46 m/s and the specific flow falls back, to about 0.98 per metre per second (0.84–1.10 from 10 s to 30 s): past some density, more people carry fewer through.',
      claims: [
        fundamentalClaim(3, 'meanSpeed', 'ρ = 3 per m²: from 10 s to 30 s the mean speed is about 0.46 m/s (0.40–0.52 m/s).', { min: 0.3, max: 0.55 }, { min: 0.43, max: 0.5 }, six),
        fundamentalClaim(3, 'flowDensity', 'ρ = 3 per m²: from 10 s to 30 s the specific flow averages about 0.98 per metre per second (0.84–1.10).', { min: 0.7, max: 1.15 }, { min: 0.93, max: 1.03 }, six)
      ]
    }
  ],
  crossing: [
    {
      text: 'Switch Repulsion (Helbing & Molnár) off: nobody swerves early now, people only bump body against body, and the two flows cross faster: a mean speed of about 1.22 m/s instead of about 0.97 (their desired speeds average 1.34).',
      claims: [
        {
          id: 'tips/crossing/no-repulsion',
          text: 'Repulsion off (bodies on): from 10 s to 30 s the mean speed is about 1.22 m/s (1.15–1.30 m/s), below the desired speeds’ mean of 1.34.',
          config: on('crossing', { forces: { repulsionHM: { enabled: false } } }), seconds: 30, from: 10, every: 0.5, statistic: 'mean', metric: 'meanSpeed',
          expect: { min: 1.12, max: 1.3 }, mean: { min: 1.19, max: 1.24 }, seeds: twelve
        },
        crossingSpeed
      ]
    },
    {
      text: 'Raise N from 120 to 300: the square gets crowded and the mean speed drops to about 0.92 m/s.',
      claims: [
        {
          id: 'tips/crossing/crowded',
          text: 'N = 300: from 10 s to 30 s the mean speed is about 0.92 m/s (0.89–0.97 m/s).',
          config: on('crossing', { params: { N: 300 } }), seconds: 30, from: 10, every: 0.5, statistic: 'mean', metric: 'meanSpeed',
          expect: { min: 0.89, max: 0.97 }, mean: { min: 0.91, max: 0.95 }, seeds: twelve
        },
        crossingSpeed
      ]
    }
  ],
  bottleneck: [
    {
      text: 'Watch the numbers on the canvas: with the 1.2 m door about 2.1 people per second go through after 20 s, and fewer as the room empties: about 1.3 per second after 40 s, when about 74 of the 80 are out.',
      claims: [
        {
          id: 'tips/bottleneck/flow-20s',
          text: 'A 1.2 m door: the door flow is about 2.1 per second (1.4–2.6) after 20 s.',
          config: door, seconds: 20, metric: 'doorFlow', expect: { min: 1.7, max: 3 }, mean: { min: 1.95, max: 2.2 }, seeds: twelve
        },
        {
          id: 'tips/bottleneck/flow-40s',
          text: 'A 1.2 m door: the door flow is about 1.3 per second (0.9–1.7) after 40 s.',
          config: door, seconds: 40, metric: 'doorFlow', expect: { min: 0.8, max: 1.8 }, mean: { min: 1.25, max: 1.45 }, seeds: twelve
        },
        {
          id: 'tips/bottleneck/out-40s',
          text: 'A 1.2 m door: about 74 of the 80 people (64–83) are out after 40 s.',
          config: door, seconds: 40, metric: 'evacuated', expect: { min: 58, max: 85 }, mean: { min: 72, max: 75 }, seeds: [...twelve, 923621, 847898, 757706, 387580]
        }
      ]
    },
    {
      text: 'Double the door width w to 2.4 m: about 47 people leave in the first 10 s instead of about 21, and all 80 are out within 30 s.',
      claims: [
        {
          id: 'tips/bottleneck/wide-out-10s',
          text: 'A 2.4 m door: about 47 people (41–53) are out after 10 s.',
          config: wideDoor, seconds: 10, metric: 'evacuated', expect: { min: 40, max: 53 }, mean: { min: 46.5, max: 48 }, seeds: twelve
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
      text: 'Raise v0 from 1 to 5 m/s (panic): faster is slower. After 90 s only about 82 people (64–104) are out instead of about 135 (112–156).',
      claims: [
        panicOut90,
        {
          id: 'tips/evacuation/out-90s',
          text: 'v0 = 1 m/s: about 135 people (112–156) are out after 90 s.',
          config: on('evacuation'), seconds: 90, metric: 'evacuated', expect: { min: 110, max: 156 }, mean: { min: 132, max: 139 }, seeds: six
        }
      ]
    },
    {
      text: 'With v0 = 5 m/s, set column = 1 (a round column just in front of the exit): after 90 s about 91 people (39–135) are out instead of about 82 (64–104). On average the column helps, but not in every run: its outcome swings as much as the room’s without it.',
      claims: [
        {
          id: 'tips/evacuation/column-out-90s',
          text: 'v0 = 5 m/s with the round column (column = 1): about 91 people (39–135) are out after 90 s.',
          config: on('evacuation', { params: { v0: 5, column: 1 } }), seconds: 90, metric: 'evacuated', expect: { min: 35, max: 137 }, mean: { min: 86, max: 96 }, seeds: [...six, 396276, 31905, 288813, 577130]
        },
        panicOut90
      ]
    }
  ],
  'l-corridor': [
    {
      text: 'Switch on the distance-field overlay: the walkers follow it downhill, round the inner corner and not into it. About 13 (7–19) are out after 20 s, and all 24 after 45 s.',
      claims: [lOut20, lAllOut45]
    },
    {
      text: 'Raise v0 to 2 m/s: after 20 s nearly all are out (23–24 of the 24) instead of about 13.',
      claims: [
        {
          id: 'tips/l-corridor/fast-out-20s',
          text: 'v0 = 2 m/s: nearly all walkers (23–24 of the 24) are out after 20 s.',
          config: on('l-corridor', { params: { v0: 2 } }), seconds: 20, metric: 'evacuated', expect: { min: 21, max: 24 }, mean: { min: 23, max: 24 }, seeds: six
        },
        lOut20
      ]
    }
  ],
  'exits-room': [
    {
      text: 'Shut the east exit with its switch (or set eastClosesAt to 0): the people nearest to it turn to the other three, and these are enough: after 40 s all 150 are out, as with four exits.',
      claims: [
        {
          id: 'tips/exits-room/east-shut-out-40s',
          text: 'East exit shut from the start (eastClosesAt = 0): all 150 people are out after 40 s all the same.',
          config: on('exits-room', { params: { eastClosesAt: 0 } }), seconds: 40, metric: 'evacuated', expect: { min: 150, max: 150 }, seeds: six
        },
        roomOut40
      ]
    },
    {
      text: 'Leave only the east exit open (westClosesAt, southClosesAt and northClosesAt at 0): all 150 queue at one door, and after 40 s only about 101 (92–108) are out instead of all 150.',
      claims: [
        {
          id: 'tips/exits-room/only-east-out-40s',
          text: 'Only the east exit open (the other three closing at 0 s): about 101 of the 150 people (92–108) are out after 40 s.',
          config: on('exits-room', { params: { westClosesAt: 0, southClosesAt: 0, northClosesAt: 0 } }), seconds: 40, metric: 'evacuated',
          expect: { min: 90, max: 112 }, mean: { min: 99, max: 103 }, seeds: six
        },
        roomOut40
      ]
    }
  ]
};

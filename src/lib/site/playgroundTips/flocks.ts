/** The playground's things to try in the flock scenarios (see tip.ts: every number a tip states is a claim's, run by the claims test). */
import type { Claim } from '../../claims';
import type { ConfigLayer, ScenarioName } from '../../engine';
import { on, twelve, type Tip } from './tip';

// ── Free flock ──
const freeFlock = on('free-flock');
const flockOrders: Claim = {
  id: 'tips/free-flock/orders',
  text: 'All rules and cruise: the polarization reaches 1 (above 0.99) after 60 s.',
  config: freeFlock, seconds: 60, metric: 'polarization', expect: { min: 0.99 }, seeds: twelve
};
const cruiseOff = on('free-flock', { forces: { cruise: { enabled: false } } });
const alignmentOff = on('free-flock', { forces: { alignment: { enabled: false } } });
const headingNoise = on('free-flock', { forces: { headingNoise: { enabled: true, params: { eta: 0.5 } } } });

// ── Article B's flock ──
const boundedFlock = on('bounded-flock');
const alignmentBOff = on('bounded-flock', { forces: { alignmentB: { enabled: false } } });
const separationBOff = on('bounded-flock', { forces: { separationB: { enabled: false } } });

// ── Vicsek ──
const vicsekEta = (eta: number, params?: ConfigLayer['params']) => on('vicsek', { params, forces: { vicsekAlignment: { params: { eta } } } });

export const flockTips: Record<Extract<ScenarioName, 'free-flock' | 'bounded-flock' | 'vicsek'>, readonly Tip[]> = {
  'free-flock': [
    {
      text: 'Switch Cruise speed off: nothing keeps the boids flying any more. Their mean speed falls from 1 m/s to about 0.09 m/s (0.04–0.14) after 20 s, and they line up more slowly: the polarization is about 0.85 after 60 s instead of 1.',
      claims: [
        {
          id: 'tips/free-flock/cruise-off-speed',
          text: 'Cruise off: the mean speed falls from 1 m/s to about 0.09 m/s (0.04–0.14 m/s) after 20 s.',
          config: cruiseOff, seconds: 20, metric: 'meanSpeed', expect: { min: 0.05, max: 0.13 }, mean: { min: 0.08, max: 0.1 }, seeds: twelve
        },
        {
          id: 'tips/free-flock/cruise-off-orders',
          text: 'Cruise off: the polarization is about 0.85 (0.24–1.00) after 60 s.',
          config: cruiseOff, seconds: 60, metric: 'polarization', expect: { min: 0.4 }, mean: { min: 0.8, max: 0.9 }, seeds: twelve
        },
        flockOrders
      ]
    },
    {
      text: 'Switch Alignment off: the boids keep flying at about 0.95 m/s but never agree on a heading. The polarization stays around 0.06 instead of reaching 1 within a minute.',
      claims: [
        {
          id: 'tips/free-flock/alignment-off-speed',
          text: 'Alignment off: the boids keep flying at about 0.95 m/s after 60 s.',
          config: alignmentOff, seconds: 60, metric: 'meanSpeed', expect: { min: 0.93, max: 0.96 }, mean: { min: 0.94, max: 0.955 }, seeds: twelve
        },
        {
          id: 'tips/free-flock/alignment-off-polarization',
          text: 'Alignment off: from 5 s to 60 s the polarization averages about 0.06 (0.00–0.15).',
          config: alignmentOff, seconds: 60, from: 5, every: 0.5, statistic: 'mean', metric: 'polarization',
          expect: { max: 0.15 }, mean: { min: 0.05, max: 0.07 }, seeds: twelve
        },
        flockOrders
      ]
    },
    {
      text: 'Switch Heading noise on (η = 0.5 rad): the flock still orders, but its polarization levels off near 0.8 instead of 1.',
      claims: [
        {
          id: 'tips/free-flock/heading-noise',
          text: 'Heading noise on (η = 0.5 rad): from 30 s to 60 s the polarization averages about 0.8 (0.47–0.94).',
          config: headingNoise, seconds: 60, from: 30, every: 0.5, statistic: 'mean', metric: 'polarization',
          expect: { min: 0.47, max: 0.94 }, mean: { min: 0.78, max: 0.84 }, seeds: [...twelve, 12380, 860021, 515121, 825020]
        },
        flockOrders
      ]
    }
  ],
  'bounded-flock': [
    {
      text: 'Switch Alignment (article B) off: the headings stay disordered (polarization below 0.2 instead of about 1), and the boids slow from 15 m/s to about 3.6 m/s (2.5–4.8) after 20 s.',
      claims: [
        {
          id: 'tips/bounded-flock/alignment-off-polarization',
          text: 'Alignment (article B) off: from 5 s to 20 s the polarization stays below 0.2 (its peak 0.10–0.21).',
          config: alignmentBOff, seconds: 20, from: 5, every: 0.5, statistic: 'max', metric: 'polarization', expect: { max: 0.2 }, seeds: twelve
        },
        {
          id: 'tips/bounded-flock/orders',
          text: 'All three rules: from 10 s to 20 s the polarization is about 1 (never below 0.97).',
          config: boundedFlock, seconds: 20, from: 10, every: 0.5, statistic: 'min', metric: 'polarization',
          expect: { min: 0.97 }, mean: { min: 0.99 }, seeds: twelve
        },
        {
          id: 'tips/bounded-flock/alignment-off-speed',
          text: 'Alignment (article B) off: the boids slow from 15 m/s to about 3.6 m/s (2.5–4.8 m/s) after 20 s.',
          config: alignmentBOff, seconds: 20, metric: 'meanSpeed', expect: { min: 2.8, max: 4.6 }, mean: { min: 3.5, max: 3.75 }, seeds: twelve
        }
      ]
    },
    {
      text: 'Switch Separation (article B) off: nothing keeps the boids apart. After 20 s they sit on top of each other, the nearest-neighbour distance below 0.02 m, where with separation it is about 0.76 m.',
      claims: [
        {
          id: 'tips/bounded-flock/separation-off-nn',
          text: 'Separation (article B) off: the nearest-neighbour distance is below 0.02 m after 20 s (0.000–0.027 m).',
          config: separationBOff, seconds: 20, metric: 'nearestNeighbour', expect: { max: 0.02 }, seeds: twelve
        },
        {
          id: 'tips/bounded-flock/nn',
          text: 'All three rules: the nearest-neighbour distance is about 0.76 m (0.43–1.36 m) after 20 s.',
          config: boundedFlock, seconds: 20, metric: 'nearestNeighbour', expect: { min: 0.43, max: 1.36 }, mean: { min: 0.73, max: 0.79 }, seeds: [...twelve, 597245, 161779, 104863, 289567]
        }
      ]
    }
  ],
  vicsek: [
    {
      text: 'Open the parameters of Vicsek alignment and raise the noise η from 0.5 to 2 rad: from 30 s to 60 s the polarization averages about 0.68 instead of about 0.97. At η = 4 rad the headings stay disordered (about 0.09).',
      claims: [
        {
          id: 'tips/vicsek/eta-0.5',
          text: 'η = 0.5 rad: from 30 s to 60 s the polarization averages about 0.97 (0.89–1.00).',
          config: vicsekEta(0.5), seconds: 60, from: 30, every: 0.5, statistic: 'mean', metric: 'polarization',
          expect: { min: 0.88 }, mean: { min: 0.96, max: 0.98 }, seeds: twelve
        },
        {
          id: 'tips/vicsek/eta-2',
          text: 'η = 2 rad: from 30 s to 60 s the polarization averages about 0.68 (0.52–0.80).',
          config: vicsekEta(2), seconds: 60, from: 30, every: 0.5, statistic: 'mean', metric: 'polarization',
          expect: { min: 0.5, max: 0.8 }, mean: { min: 0.66, max: 0.7 }, seeds: twelve
        },
        {
          id: 'tips/vicsek/eta-4',
          text: 'η = 4 rad: from 30 s to 60 s the polarization averages about 0.09 (0.05–0.14).',
          config: vicsekEta(4), seconds: 60, from: 30, every: 0.5, statistic: 'mean', metric: 'polarization',
          expect: { max: 0.15 }, mean: { min: 0.08, max: 0.1 }, seeds: twelve
        }
      ]
    },
    {
      text: 'With η = 2 rad, lower the density ρ from 2 to 0.5 per m²: with fewer neighbours the order is lost. The polarization never passes 0.4, and averages about 0.14 from 30 s to 60 s.',
      claims: [
        {
          id: 'tips/vicsek/sparse-max',
          text: 'η = 2 rad, ρ = 0.5 per m² (instead of 2): the polarization never passes 0.4 in 60 s.',
          config: vicsekEta(2, { density: 0.5 }), seconds: 60, every: 0.5, statistic: 'max', metric: 'polarization', expect: { max: 0.4 }, seeds: twelve
        },
        {
          id: 'tips/vicsek/sparse-mean',
          text: 'η = 2 rad, ρ = 0.5 per m²: from 30 s to 60 s the polarization averages about 0.14 (0.03–0.23).',
          config: vicsekEta(2, { density: 0.5 }), seconds: 60, from: 30, every: 0.5, statistic: 'mean', metric: 'polarization',
          expect: { max: 0.25 }, mean: { min: 0.12, max: 0.15 }, seeds: twelve
        }
      ]
    }
  ]
};

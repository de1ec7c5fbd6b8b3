/**
 * The social-forces chapter's fixed charts, computed while the book is built (never in the reader's browser):
 * the two repulsion laws against distance, and one walker relaxing to its desired speed, integrated by the engine
 * with three time steps beside the exact curve.
 */
import { createSimulation, type SimConfig } from '../engine';
import type { ChartSeries } from './chartSeries';

/** Article A's personal-space push and Helbing & Molnár's circular repulsion, as functions of the distance d. */
export function repulsionLaws(): ChartSeries[] {
  const P = 1.5, s = 2;
  const ds = Array.from({ length: 251 }, (_, k) => k * 0.01);
  const lawA: { t: number[]; v: number[] } = { t: [], v: [] };
  for (const d of ds) {
    // The push jumps from s to 0 at d = P: a gap (NaN) keeps the line from drawing a slope there.
    if (Math.abs(d - P) < 1e-9) { lawA.t.push(d, d); lawA.v.push(s, NaN); continue; }
    lawA.t.push(d);
    lawA.v.push(d < P ? s * Math.exp((P - d) / P) : 0);
  }
  // Helbing & Molnár 1995, circular: |f| = (V0/σ) exp(−d/σ), V0 = 2.1 m²/s², σ = 0.3 m.
  const lawHM = { t: ds, v: ds.map((d) => (2.1 / 0.3) * Math.exp(-d / 0.3)) };
  return [
    { name: 'a', label: 'Article A: s·exp((P − d)/P) for d < P (P = 1.5 m, s = 2)', colour: '#D55E00', data: lawA },
    { name: 'hm', label: 'Helbing & Molnár 1995, circular: (V₀/σ)·exp(−d/σ)', colour: '#0072B2', data: lawHM }
  ];
}

const TAU = 0.5, V0 = 1.34, T = 3;

/** One walker from rest, Helbing's driving term alone (τ = 0.5 s, v₀ = 1.34 m/s), steps of dt (the chapter's claims use it too). */
export function relaxationConfig(dt: number): SimConfig {
  return {
    scenario: 'wandering', seed: 2,
    params: { N: 1, spawnRadius: 0.5, targetRadius: 100, obstacles: 0, desiredSpeed: V0 },
    settings: { dt, speedCap: 0 },
    forces: { drivingA: { enabled: false }, personalSpaceA: { enabled: false }, obstacleA: { enabled: false }, drivingHM: { params: { tau: TAU } } }
  };
}

/** The walker's speed over T seconds of steps of dt. */
function relaxation(dt: number): { t: number[]; v: number[] } {
  const sim = createSimulation(relaxationConfig(dt));
  const t = [0], v = [0];
  while (sim.time + dt <= T + 1e-9) {
    sim.step();
    t.push(sim.time);
    v.push(Math.hypot(sim.state.vx[0], sim.state.vy[0]));
  }
  return { t, v };
}

/** The walker's speed against time for three time steps, and the exact v₀(1 − e^(−t/τ)). */
export function relaxationCurves(): ChartSeries[] {
  const exactT = Array.from({ length: 121 }, (_, k) => (k * T) / 120);
  return [
    { name: 'dt005', label: 'engine, Δt = 0.05 s', colour: '#009E73', data: relaxation(0.05) },
    { name: 'dt04', label: 'engine, Δt = 0.4 s', colour: '#E69F00', data: relaxation(0.4) },
    { name: 'dt09', label: 'engine, Δt = 0.9 s', colour: '#CC79A7', data: relaxation(0.9) },
    // Drawn last, on top of the small-step curve it nearly coincides with.
    { name: 'exact', label: 'exact: v₀(1 − e^(−t/τ))', colour: '#999999', data: { t: exactT, v: exactT.map((t) => V0 * (1 - Math.exp(-t / TAU))) } }
  ];
}

/**
 * A blow-up report names the term whose stability limit the step exceeded, with its bound and why, in the words the
 * chapters use; without a declared limit exceeded it gives the general explanation.
 */
import { describe, expect, it } from 'vitest';
import { createSimulation, defaultsOf, FORCES, type SimConfig } from '../../../src/lib/engine';
import { exceededLimits } from '../../../src/lib/engine/blowup';

/** The social-forces chapter's unstable view: Helbing's driving term with τ = 0.1 s, Δt = 0.25 s, no clamp. */
const unstable: SimConfig = {
  scenario: 'wandering', seed: 1, settings: { dt: 0.25, speedCap: 0 },
  // Article A's model, as the chapter shows it: without the contact term (bodyContact), whose own limit this Δt also exceeds.
  forces: { bodyContact: { enabled: false }, drivingA: { enabled: false }, drivingHM: { enabled: true, params: { tau: 0.1 } } }
};

function runToBlowup(config: SimConfig, maxSteps = 5000) {
  const sim = createSimulation(config);
  for (let k = 0; k < maxSteps && sim.step(); k++);
  return sim.blowup;
}

describe('blow-up reports name the violated stability limit', () => {
  it("Δt = 0.25 s with τ = 0.1 s: Helbing's driving term, stable only for Δt < 2τ = 0.2 s", () => {
    const b = runToBlowup(unstable)!;
    expect(b).not.toBeNull();
    expect(b.exceeded.map((l) => l.dt)).toEqual([0.2]);
    expect(b.message).toContain("Helbing's driving term (v₀e − v)/τ is stable only for Δt < 2τ = 0.2 s");
    expect(b.message).toContain('this run steps Δt = 0.25 s');
    expect(b.message).toContain('1 − Δt/τ = −1.5');
    expect(b.message).toContain('Try a smaller Δt (below 0.2 s)');
  });

  it('the same crowd in two sub-steps of 0.125 s exceeds no limit and does not blow up', () => {
    expect(runToBlowup({ ...unstable, settings: { ...unstable.settings, substeps: 2 } }, 200)).toBeNull();
  });

  it('Helbing 2000 at Δt = 0.06 s: the body force k, stable only below √(2m/k) ≈ 0.037 s, and well below √(m/k)', () => {
    const b = runToBlowup({ scenario: 'bottleneck', seed: 1, settings: { dt: 0.06 } })!;
    expect(b).not.toBeNull();
    expect(b.exceeded[0].dt).toBeCloseTo(Math.sqrt((2 * 80) / 1.2e5), 6);
    expect(b.message).toMatch(/The body force k of Helbing, Farkas & Vicsek \(2000\) is stable only for Δt < √\(2m\/k\) = 0\.037 s/);
    expect(b.message).toContain('well below √(m/k) = 0.026 s');
  });

  it('the limits come from the forces: 2τ for a relaxation, √(2m/k) for a contact pair, 2√(m/k) at a wall', () => {
    const ctx = { dt: 0.1, minMass: 80 };
    expect(FORCES.drivingHM.stableDt!({ tau: 0.5 }, ctx)!.dt).toBe(1);
    expect(FORCES.drivingHFV.stableDt!({ tau: 0.3, p: 0, herdingRadius: 2 }, ctx)!.dt).toBeCloseTo(0.6, 12);
    expect(FORCES.drivingA.stableDt!({}, { dt: 0.1, minMass: 1 })!.dt).toBe(2);
    expect(FORCES.contactHFV.stableDt!({ ...defaultsOf(FORCES.contactHFV.params), k: 1.2e5 }, ctx)!.dt).toBeCloseTo(Math.sqrt(160 / 1.2e5), 12);
    expect(FORCES.wallHFV.stableDt!({ ...defaultsOf(FORCES.wallHFV.params), k: 1.2e5 }, ctx)!.dt).toBeCloseTo(2 * Math.sqrt(80 / 1.2e5), 12);
    expect(FORCES.personalSpaceA.stableDt).toBeUndefined();
  });

  it('only enabled forces count, strictest first', () => {
    const sim = createSimulation({ scenario: 'bottleneck', seed: 1, forces: { drivingHFV: { params: { tau: 0.05 } } } });
    expect(exceededLimits(sim, 0.12).map((l) => l.term)).toEqual([
      'the body force k of Helbing, Farkas & Vicsek (2000)',
      'the body force k of Helbing, Farkas & Vicsek (2000) at walls',
      'the driving term (v₀e⁰ − v)/τ of Helbing, Farkas & Vicsek'
    ]);
    expect(exceededLimits(sim, 0.06)).toHaveLength(2); // 2τ = 0.1 s is not exceeded
    sim.setEnabled('contactHFV', false);
    expect(exceededLimits(sim, 0.06)).toHaveLength(1);
  });

  it('a blow-up no declared limit explains gets the general explanation', () => {
    const b = runToBlowup({ scenario: 'wandering', seed: 1, settings: { blowupSpeed: 1 } })!;
    expect(b.exceeded).toEqual([]);
    expect(b.message).toContain('The likely cause is a time step too large for the stiffness of the forces');
  });
});

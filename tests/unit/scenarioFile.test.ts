import { describe, it, expect } from 'vitest';
import { createSimulation, resolveConfig, toSimConfig, docForConfig, GOAL_DIRECTION, GOAL_POINT, type AddedAgent, type SimConfig } from '../../src/lib/engine';
import { saveScenario, readScenarioFile, withEdits } from '../../src/lib/site/scenarioFile';

const agent = (x: number, y: number, over: Partial<AddedAgent> = {}): AddedAgent => ({
  x, y, radius: 0.3, mass: 80, v0: 1.2, kind: 1, goalMode: GOAL_DIRECTION, gx: -1, gy: 0, vx: 0, vy: 0, phase: 0, ...over
});

describe('scenario files in the playground', () => {
  it('saves a crowd set-up with the reader’s parameters, forces and settings, and reads it back to the same run', () => {
    const config: SimConfig = { scenario: 'bottleneck', seed: 6, params: { N: 40, doorWidth: 2 }, settings: { dt: 0.005 }, forces: { wallHFV: { enabled: false } } };
    const saved = saveScenario(config);
    if (!saved.ok) throw new Error(saved.reason);
    expect(saved.fileName).toBe('bottleneck.json');
    const loaded = readScenarioFile(saved.text);
    if (!loaded.ok) throw new Error(loaded.error);
    expect(loaded.doc.settings!.dt).toBe(0.005);
    expect(loaded.doc.forces.find((f) => f.name === 'wallHFV')!.enabled).toBe(false);
    const a = createSimulation(config), b = createSimulation({ scenario: 'custom', file: loaded.doc, seed: 6 });
    for (let k = 0; k < 30; k++) { a.step(); b.step(); }
    expect(Array.from(b.state.x)).toEqual(Array.from(a.state.x));
  });

  it('keeps the scenario’s own forces and those switched on, not the catalogue’s switched-off others', () => {
    const saved = saveScenario({ scenario: 'corridor', forces: { drivingHM: { enabled: false }, wallHM: { enabled: false }, contactHFV: { enabled: true }, panicA: { enabled: false } } });
    if (!saved.ok) throw new Error(saved.reason);
    expect(saved.doc.forces.map((f) => [f.name, f.enabled])).toEqual([['drivingHM', false], ['repulsionHM', true], ['wallHM', false], ['bodyContact', true], ['contactHFV', true]]);
  });

  it('writes moved walls and obstacles where they now are, so the file’s walls are the edited run’s walls', () => {
    const config: SimConfig = { scenario: 'wandering', seed: 2, params: { N: 10 } };
    const sim = createSimulation(config);
    const segs = sim.walls.toArray();
    // Move wall 1 and the column (segments 2–5, its outline) as the canvas does.
    const edited: SimConfig = { ...config, edits: { walls: [{ segments: [1], dx: 0.5, dy: -0.25 }, { segments: [2, 3, 4, 5], dx: -1, dy: 2 }] } };
    expect(segs).toHaveLength(6);
    const saved = saveScenario(edited);
    if (!saved.ok) throw new Error(saved.reason);
    const loaded = readScenarioFile(saved.text);
    if (!loaded.ok) throw new Error(loaded.error);
    const fromFile = createSimulation({ scenario: 'custom', file: loaded.doc, seed: 2 });
    expect(fromFile.walls.toArray()).toEqual(createSimulation(edited).walls.toArray());
  });

  it('writes each added agent as a spawn of one with its goal; one that overlaps the crowd is left out, and said', () => {
    const base: SimConfig = { scenario: 'bottleneck', seed: 3, params: { N: 10 } };
    const free = saveScenario({ ...base, edits: { agents: [agent(1, 5, { goalMode: GOAL_POINT, gx: 3, gy: 5 })] } });
    if (!free.ok) throw new Error(free.reason);
    expect(free.note).toBe('');
    const spawn = free.doc.spawns.at(-1)!;
    expect(spawn).toMatchObject({ count: 1, region: { disc: [1, 5, 0.001] }, goal: { point: [3, 5] }, radius: 0.3, v0: 1.2, kind: 1 });
    const sim = createSimulation({ scenario: 'custom', file: free.doc, seed: 3 });
    expect(sim.state.count).toBe(11);
    // On top of one of the scenario's own agents: the file could not place it.
    const first = createSimulation(base).state;
    const over = saveScenario({ ...base, edits: { agents: [agent(first.x[0], first.y[0])] } });
    if (!over.ok) throw new Error(over.reason);
    expect(over.doc.spawns).toHaveLength(1);
    expect(over.note).toMatch(/1 added agent was left out/);
  });

  it('flocks cannot be saved yet, and say so', () => {
    const saved = saveScenario({ scenario: 'free-flock' });
    expect(saved.ok).toBe(false);
    if (!saved.ok) expect(saved.reason).toMatch(/not available for flocks yet/);
  });

  it('refuses a bad file with a sentence naming the field; JSON errors and rooms too small are named too', () => {
    const good = docForConfig(resolveConfig({ scenario: 'corridor' }))!;
    const bad = structuredClone(good);
    (bad.spawns[0].region as { rect: number[] }).rect = [5, 0, 2, 6];
    const r1 = readScenarioFile(JSON.stringify(bad));
    expect(r1.ok).toBe(false);
    if (!r1.ok) expect(r1.error).toMatch(/spawns\[0\]\.region\.rect/);
    const r2 = readScenarioFile('{ "format": ');
    if (!r2.ok) expect(r2.error).toMatch(/not JSON/);
    else throw new Error('accepted broken JSON');
    const full = docForConfig(resolveConfig({ scenario: 'corridor', params: { N: 900, width: 2, length: 10 } }))!;
    const r3 = readScenarioFile(JSON.stringify(full));
    if (!r3.ok) expect(r3.error).toMatch(/holds at most \d+/);
    else throw new Error('accepted a room too small');
  });

  it('withEdits without edits returns the document itself', () => {
    const d = docForConfig(resolveConfig(toSimConfig(resolveConfig({ scenario: 'corridor' }))))!;
    expect(withEdits(d, undefined)).toBe(d);
  });
});

/** The scenario files the book serves (static/scenarios) load, and the hand-written L-shaped corridor does what its summary says. */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createSimulation, parseScenarioDoc } from '$lib/engine';

const dir = join(process.cwd(), 'static', 'scenarios');
const read = (f: string) => parseScenarioDoc(JSON.parse(readFileSync(join(dir, f), 'utf8')));

describe('static scenario files', () => {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  it('there is at least the L-shaped corridor', () => expect(files).toContain('l-corridor.json'));
  it.each(files)('%s passes the format check and builds', (f) => {
    expect(createSimulation({ scenario: 'custom', file: read(f) }).state.count).toBeGreaterThan(0);
  });

  it.each([1, 2, 3])('l-corridor.json: all 30 go round the corner and out within 40 s, never inside the inner block (seed %i)', (seed) => {
    const sim = createSimulation({ scenario: 'custom', file: read('l-corridor.json'), seed });
    const n = sim.state.count;
    expect(n).toBe(30);
    for (let k = 0; k < 4000 && sim.behaviours.evacuated < n; k++) {
      sim.step();
      for (let i = 0; i < sim.state.count; i++) expect(sim.state.y[i] < 3 || sim.state.x[i] > 9).toBe(true);
    }
    expect(sim.behaviours.evacuated).toBe(n);
    expect(sim.time).toBeLessThan(40);
  });
});

/** Exits the reader shut with the view's switches travel with the canvas edits: in the config, a link and a saved file. */
import { describe, it, expect } from 'vitest';
import { ParamError, createSimulation, resolveConfig, type SimConfig } from '../../src/lib/engine';
import { encodeConfig, decodeConfig } from '../../src/lib/share';
import { saveScenario } from '../../src/lib/site/scenarioFile';

const base: SimConfig = { scenario: 'exits-room', seed: 4, params: { N: 60 } };
const shut: SimConfig = { ...base, edits: { exits: { east: false, north: false } } };

describe('exits in the reader’s edits', () => {
  it('a shut exit is shut from the start: it is a wall, and nobody leaves through it', () => {
    const sim = createSimulation(shut), open = createSimulation(base);
    expect(sim.exits().filter((e) => !e.open).map((e) => e.name).sort()).toEqual(['east', 'north']);
    expect(sim.walls.count).toBe(open.walls.count + 2);
    let eastward = 0;
    for (let k = 0; k < 600; k++) {
      sim.step();
      for (let i = 0; i < sim.state.count; i++) if (sim.state.x[i] > 20) eastward++;
    }
    expect(sim.behaviours.evacuated).toBeGreaterThan(0);
    expect(eastward).toBe(0);
  });

  it('an exit the layout lacks, or a value that is not true or false, is refused naming it', () => {
    expect(() => createSimulation({ ...base, edits: { exits: { gate: false } } })).toThrow(/no exit 'gate'; its exits: west, east, south, north|no exit 'gate'/);
    expect(() => resolveConfig({ ...base, edits: { exits: { east: 'shut' as unknown as boolean } } })).toThrow(ParamError);
  });

  it('a link carries them as exit:NAME=shut and opens to the same run', () => {
    const text = encodeConfig(shut, base);
    expect(text).toContain('exit:east=shut');
    expect(text).toContain('exit:north=shut');
    const { config, ignored } = decodeConfig(text, base);
    expect(ignored).toEqual([]);
    const a = createSimulation(shut), b = createSimulation(config);
    for (let k = 0; k < 100; k++) { a.step(); b.step(); }
    expect(Array.from(b.state.x.subarray(0, b.state.count))).toEqual(Array.from(a.state.x.subarray(0, a.state.count)));
  });

  it('a garbled exit item is ignored with a sentence, the rest of the link kept', () => {
    const { config, ignored } = decodeConfig('scenario:exits-room;seed:7;exit:east=closed;exit:north=shut', base);
    expect(ignored).toHaveLength(1);
    expect(ignored[0]).toContain("exit:east=closed");
    expect(config.seed).toBe(7);
    expect(config.edits?.exits).toEqual({ north: false });
  });

  it("'__proto__' as an exit's name is refused with a sentence, in a link and in a config, not dropped", () => {
    const { config, ignored } = decodeConfig('scenario:exits-room;seed:7;exit:__proto__=shut;exit:north=shut', base);
    expect(ignored).toHaveLength(1);
    expect(ignored[0]).toContain('__proto__');
    expect(config.edits?.exits).toEqual({ north: false });
    const exits = JSON.parse('{"__proto__": false}') as Record<string, boolean>;
    expect(() => resolveConfig({ ...base, edits: { exits } })).toThrow(/'__proto__' is not an exit's name/);
  });

  it('a saved file starts with the exit shut', () => {
    const saved = saveScenario(shut);
    if (!saved.ok) throw new Error(saved.reason);
    const byName = Object.fromEntries((saved.doc.exits ?? []).map((e) => [e.name, e.open !== false]));
    expect(byName).toEqual({ west: true, east: false, south: true, north: false });
  });
});

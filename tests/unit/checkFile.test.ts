import { describe, it, expect } from 'vitest';
import { docForConfig, resolveConfig, type ScenarioDoc } from '../../src/lib/engine';
import { fileSize, readScenarioFile } from '../../src/lib/site/scenarioFile';
import { checkFileInWorker, describeSize } from '../../src/lib/site/checkFileInWorker';

const door = docForConfig(resolveConfig({ scenario: 'bottleneck', params: { N: 10 } }))!;

describe('a scenario file checked off the page (issue 21)', () => {
  it('says a file’s size: people, wall segments with obstacle edges, exits and way-finding goals', () => {
    const doc: ScenarioDoc = { ...structuredClone(door), obstacles: [{ polygon: [[-5, 4], [-3, 4], [-3, 6]] }] };
    doc.spawns.push({ ...structuredClone(doc.spawns[0]), count: undefined, density: 0.5, region: { disc: [-4, 2, 1] } });
    expect(fileSize(doc)).toEqual({ agents: 10 + Math.floor(0.5 * Math.PI), segments: door.walls!.length + 3, exits: 1, goals: 1 });
    expect(describeSize({ agents: 2000, segments: 2000, exits: 100, goals: 16 })).toBe('100 exits, 16 way-finding goals, 2,000 wall segments and 2,000 agents');
    expect(describeSize({ agents: 1, segments: 0, exits: 0, goals: 0 })).toBe('1 agent');
  });

  it('tells the checker the document once its fields are checked, before the build; not when a field is refused', () => {
    const seen: string[] = [];
    expect(readScenarioFile(JSON.stringify(door), 1, (d) => seen.push(d.name)).ok).toBe(true);
    expect(seen).toEqual(['bottleneck']);
    const bad = structuredClone(door);
    bad.world.width = -1;
    expect(readScenarioFile(JSON.stringify(bad), 1, (d) => seen.push(d.name)).ok).toBe(false);
    expect(seen).toEqual(['bottleneck']);
  });

  it('without workers, checks on the page and gives readScenarioFile’s verdict', async () => {
    expect(typeof Worker).toBe('undefined');
    const bad = { ...structuredClone(door), spawns: [{ ...door.spawns[0], region: { rect: [5, 0, 2, 6] } }] };
    const checked = await checkFileInWorker(new Blob([JSON.stringify(bad)])).result;
    expect(checked).toEqual({ ...readScenarioFile(JSON.stringify(bad)), where: 'page', buildMs: 0 });
    expect(checked.ok).toBe(false);
    expect((await checkFileInWorker(new Blob([JSON.stringify(door)])).result).ok).toBe(true);
  });
});

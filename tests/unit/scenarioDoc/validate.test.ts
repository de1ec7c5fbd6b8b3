/** Loading a scenario file: the built-in documents pass, and each kind of mistake is refused naming its field. */
import { describe, expect, it } from 'vitest';
import { DocError, SCENARIOS, hasDoc, parseScenarioDoc, defaultsOf, type Scenario, type ScenarioDoc } from '$lib/engine';

const docScenarios = (SCENARIOS as readonly Scenario[]).filter(hasDoc);
const evacuation = () => JSON.parse(JSON.stringify(docScenarios.find((s) => s.name === 'evacuation')!.doc(defaultsOf(docScenarios.find((s) => s.name === 'evacuation')!.params)))) as ScenarioDoc & Record<string, unknown>;

describe('parseScenarioDoc', () => {
  it('every crowd scenario is written as a document, and each passes the check unchanged', () => {
    expect(docScenarios.map((s) => s.name).sort()).toEqual(SCENARIOS.filter((s) => s.family === 'social').map((s) => s.name).sort());
    for (const s of docScenarios) {
      const doc = JSON.parse(JSON.stringify(s.doc(defaultsOf(s.params))));
      expect(parseScenarioDoc(doc), s.name).toEqual(doc);
    }
  });

  // Each mistake, and the path its message must name.
  const cases: [string, (d: Record<string, any>) => void, string | RegExp][] = [
    ['not an object', () => {}, '(top)'],
    ['wrong format tag', (d) => { d.format = 'crowds/v0'; }, 'format'],
    ['unknown top-level field', (d) => { d.wals = []; }, '(top).wals'],
    ['bad name', (d) => { d.name = 'My Room'; }, 'name'],
    ['world without width', (d) => { delete d.world.width; }, 'world.width'],
    ['wall with three numbers', (d) => { d.walls[1] = [0, 1, 2]; }, 'walls[1]'],
    ['wall of zero length', (d) => { d.walls[0] = [1, 1, 1, 1]; }, 'walls[0]'],
    ['NaN in a wall (as text)', (d) => { d.walls[2][3] = 'NaN'; }, 'walls[2][3]'],
    ['obstacle with two corners', (d) => { d.obstacles = [{ polygon: [[0, 0], [1, 1]] }]; }, 'obstacles[0].polygon'],
    ['spawn with both count and density', (d) => { d.spawns[0].density = 1; }, 'spawns[0]'],
    ['negative count', (d) => { d.spawns[0].count = -3; }, 'spawns[0].count'],
    ['rectangle upside down', (d) => { d.spawns[0].region = { rect: [0, 5, 10, 1] }; }, 'spawns[0].region.rect'],
    ['two region shapes', (d) => { d.spawns[0].region = { rect: [0, 0, 1, 1], disc: [0, 0, 1] }; }, 'spawns[0].region'],
    ['uniform low above high', (d) => { d.spawns[0].radius = { uniform: [0.4, 0.3] }; }, 'spawns[0].radius.uniform'],
    ['normal mean outside bounds', (d) => { d.spawns[0].v0 = { normal: [2, 0.1], max: 1 }; }, 'spawns[0].v0'],
    ['unknown goal', (d) => { d.spawns[0].goal = { home: [0, 0] }; }, 'spawns[0].goal.home'],
    ['zero direction', (d) => { d.spawns[0].goal = { direction: [0, 0] }; }, 'spawns[0].goal.direction'],
    ['exit that does not exist', (d) => { d.spawns[0].goal = { exit: 'north' }; }, 'spawns[0].goal.exit'],
    ['target that does not exist', (d) => { d.spawns[0].goal = { target: 'bar' }; }, 'spawns[0].goal.target'],
    ['two exits of one name', (d) => { d.exits.push({ ...d.exits[0] }); }, 'exits[1].name'],
    ['unknown force', (d) => { d.forces[0].name = 'drivingHMM'; }, 'forces[0].name'],
    ['force listed twice', (d) => { d.forces.push({ name: d.forces[0].name }); }, `forces[3].name`],
    ['enabled not a boolean', (d) => { d.forces[1].enabled = 'yes'; }, 'forces[1].enabled'],
    ['unknown setting', (d) => { d.settings.dtt = 0.1; }, 'settings.dtt'],
    ['unknown metric', (d) => { d.metrics = ['speed']; }, 'metrics[0]'],
    ['way-finding in a periodic world', (d) => { d.world.periodic = ['x']; d.spawns[0].goal = { exit: 'nearest' }; }, 'spawns[0].goal']
  ];
  it.each(cases)('%s is refused, naming %s', (_, mutate, path) => {
    const d = evacuation() as Record<string, any>;
    const raw = _ === 'not an object' ? [d] : d;
    mutate(d);
    let err: unknown;
    try { parseScenarioDoc(raw); } catch (e) { err = e; }
    expect(err).toBeInstanceOf(DocError);
    expect((err as DocError).key).toBe(path);
    expect((err as DocError).message).toContain(`${path}:`);
  });
});

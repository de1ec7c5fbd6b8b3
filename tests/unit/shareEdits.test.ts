import { describe, it, expect } from 'vitest';
import { createSimulation, resolveConfig, GOAL_DIRECTION, GOAL_POINT, GOAL_NONE, type AddedAgent, type SimConfig } from '../../src/lib/engine';
import { encodeConfig, encodeLink, decodeConfig, sanitizeConfig, parseAgent, parseMove, encodeAgent, MAX_LINK_LENGTH } from '../../src/lib/share';

const agent = (x: number, y: number, over: Partial<AddedAgent> = {}): AddedAgent => ({
  x, y, radius: 0.287, mass: 80, v0: 1.213, kind: 0, goalMode: GOAL_DIRECTION, gx: 1, gy: 0, vx: 0, vy: 0, phase: 0, ...over
});
const base: SimConfig = { scenario: 'corridor', seed: 3, params: { N: 20 } };

describe('share links carry the reader’s canvas edits', () => {
  it('encodes moves and agents as readable items and decodes them to the same config', () => {
    const config: SimConfig = {
      ...base,
      edits: {
        walls: [{ segments: [1], dx: 0, dy: -1.25 }, { segments: [0], dx: 0.5, dy: 0.75 }],
        agents: [agent(5.5, 3.25), agent(9, 2, { kind: 1, goalMode: GOAL_POINT, gx: 12, gy: -3, mass: 70, vx: 0.4, vy: -0.2, phase: 1.5 }), agent(1, 1, { goalMode: GOAL_NONE, gx: 0 })]
      }
    };
    const text = encodeConfig(config, base);
    expect(text).toBe(
      'scenario:corridor;move:1@0,-1.25;move:0@0.5,0.75;add:5.5,3.25,r=0.287,v0=1.213,goal=dir/1/0;' +
      'add:9,2,r=0.287,v0=1.213,m=70,k=1,goal=pt/12/-3,v=0.4/-0.2,ph=1.5;add:1,1,r=0.287,v0=1.213'
    );
    const { config: back, ignored } = decodeConfig(text, base);
    expect(ignored).toEqual([]);
    expect(resolveConfig(back)).toEqual(resolveConfig(config));
  });

  it('opening the link rebuilds the same run: same seed, same positions after 50 steps', () => {
    const config: SimConfig = { ...base, edits: { walls: [{ segments: [0], dx: 0, dy: 1 }], agents: [agent(10, 3), agent(12, 4, { gx: -1 })] } };
    const { config: back } = decodeConfig(encodeConfig(config, base), base);
    const a = createSimulation(config), b = createSimulation(back);
    for (let k = 0; k < 50; k++) { a.step(); b.step(); }
    expect(b.state.count).toBe(22);
    expect(Array.from(b.state.x)).toEqual(Array.from(a.state.x));
    expect(b.walls.toArray()).toEqual(a.walls.toArray());
  });

  it('a garbled edit is ignored with a sentence; the rest of the link is kept', () => {
    const text = 'scenario:corridor;seed:9;move:1@x,2;add:3,4,r=0.3,zz=1;add:4,4,r=0.3,goal=dir/1/0;move:0@0,1';
    const { config, ignored } = decodeConfig(text, base);
    expect(config.seed).toBe(9);
    expect(config.edits!.agents).toHaveLength(1);
    expect(config.edits!.walls).toEqual([{ segments: [0], dx: 0, dy: 1 }]);
    expect(ignored).toHaveLength(2);
    expect(ignored[0]).toMatch(/move:1@x,2/);
    expect(ignored[1]).toMatch(/unknown field 'zz'/);
  });

  it('edits that do not fit the world are dropped together, with the engine’s reason; the seed is kept', () => {
    const { config, ignored } = decodeConfig('scenario:corridor;seed:5;add:900,3,r=0.3', base);
    expect(config.seed).toBe(5);
    expect(config.edits).toBeUndefined();
    expect(ignored.join(' ')).toMatch(/changes to the canvas were not used: .*edits\.agents\[0\]\.x/);
  });

  it('parses what it writes, and refuses the rest with a reason', () => {
    const a = agent(1.5, -2, { goalMode: 3, gx: 2, gy: 0 });
    expect(parseAgent(encodeAgent(a).slice('add:'.length))).toEqual(a);
    expect(parseAgent('1,2,r=0.3,r=0.4')).toMatch(/twice/);
    expect(parseAgent('1,2,goal=up/1')).toMatch(/goal=up\/1/);
    expect(parseMove('1,2@0.5,1')).toEqual({ segments: [1, 2], dx: 0.5, dy: 1 });
    expect(parseMove('1.5@0,1')).toMatch(/expected|whole/);
  });

  it('keeps a link within MAX_LINK_LENGTH by leaving out the newest agents, and says how many', () => {
    const agents = Array.from({ length: 150 }, (_, i) => agent(0.5 + (i % 29), 0.5 + 0.03 * i));
    const config: SimConfig = { ...base, edits: { walls: [{ segments: [0], dx: 0, dy: 0.5 }], agents } };
    const { text, omitted } = encodeLink(config, base);
    expect(text.length).toBeLessThanOrEqual(MAX_LINK_LENGTH);
    expect(omitted).toBeGreaterThan(0);
    const { config: back, ignored } = decodeConfig(text, base);
    expect(ignored).toEqual([]);
    expect(back.edits!.walls).toHaveLength(1);
    expect(back.edits!.agents).toEqual(resolveConfig(config).edits!.agents!.slice(0, 150 - omitted));
  });

  it('sanitizeConfig keeps valid edits of a prop and drops invalid ones with a sentence', () => {
    const ok = sanitizeConfig({ ...base, edits: { agents: [agent(2, 2)] } });
    expect(ok.ignored).toEqual([]);
    expect(ok.config.edits!.agents).toHaveLength(1);
    const bad = sanitizeConfig({ ...base, edits: { agents: [{ x: 'a' }] } });
    expect(bad.config.edits).toBeUndefined();
    expect(bad.ignored[0]).toMatch(/edits\.agents\[0\]\.x/);
  });
});

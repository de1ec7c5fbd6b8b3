import { describe, expect, it } from 'vitest';
import { applyAssignment, parseAssignment, scenarioByName, type AssignmentError, type AssignmentScope, type ConfigLayer } from '../../../src/lib/engine';
import { decodeConfig } from '../../../src/lib/share';
import { runCli } from '../../../src/lib/cli';

const corridor = scenarioByName('corridor')!;
const freeFlock = scenarioByName('free-flock')!;

/** The message the CLI prints and the notices a link gives, for one assignment on the corridor. */
async function cliError(key: string, value: string): Promise<string> {
  let err = '';
  const code = await runCli(['--scenario', 'corridor', '--seconds', '0.1', '--set', `${key}=${value}`], { out: () => {}, err: (t) => { err += t; } });
  expect(code, `${key}=${value}`).toBe(2);
  return err;
}
const linkNotices = (key: string, value: string) => decodeConfig(`${key}:${value}`, { scenario: 'corridor' }).ignored.join('\n');

describe('parseAssignment: one grammar for the share link and the command line', () => {
  it('reads the link\'s keys and the command line\'s keys into the same typed target', () => {
    const same: [string[], string, object][] = [
      [['p.N', 'N', 'param.N', 'scenario.N'], '120', { kind: 'param', key: 'N', value: 120 }],
      [['p.flow', 'flow'], 'two-way', { kind: 'param', key: 'flow', value: 'two-way' }],
      [['s.dt', 'dt', 'setting.dt', 'settings.dt'], '0.01', { kind: 'setting', key: 'dt', value: 0.01 }],
      [['s.integrator', 'integrator'], 'heun', { kind: 'setting', key: 'integrator', value: 'heun' }],
      [['f.wallHM', 'wallHM'], 'off', { kind: 'switch', force: 'wallHM', enabled: false }],
      [['f.repulsionHM.V0', 'repulsionHM.V0'], '3', { kind: 'forceParam', force: 'repulsionHM', key: 'V0', value: 3 }],
      // A force the scenario does not have is still a force: adding it is the caller's decision.
      [['f.separation', 'separation'], 'on', { kind: 'switch', force: 'separation', enabled: true }]
    ];
    for (const [keys, value, target] of same) for (const key of keys) expect(parseAssignment(key, value, corridor), key).toEqual(target);
    for (const [text, on] of [['on', true], ['ON', true], ['true', true], ['1', true], ['off', false], ['false', false], ['0', false]] as const) {
      expect(parseAssignment('wallHM', text, corridor)).toMatchObject({ kind: 'switch', enabled: on });
    }
    expect(parseAssignment(' N ', ' 7 ', corridor)).toEqual({ kind: 'param', key: 'N', value: 7 });
  });

  it('a bare key is a scenario parameter before a setting; a prefix picks the other', () => {
    // No built-in scenario has a parameter named like a setting today; a scenario file may.
    const both: AssignmentScope = { name: 'file', forces: [], params: [{ key: 'dt', symbol: 'x', unit: '', default: 1, min: 0, max: 10, step: 1, meaning: 'a parameter named like a setting' }] };
    expect(parseAssignment('dt', '5', both)).toEqual({ kind: 'param', key: 'dt', value: 5 });
    expect(parseAssignment('p.dt', '5', both)).toEqual({ kind: 'param', key: 'dt', value: 5 });
    expect(parseAssignment('s.dt', '0.02', both)).toEqual({ kind: 'setting', key: 'dt', value: 0.02 });
    expect(parseAssignment('settings.dt', '0.02', both)).toEqual({ kind: 'setting', key: 'dt', value: 0.02 });
    expect(parseAssignment('neighbours', 'kd-tree', freeFlock)).toEqual({ kind: 'setting', key: 'neighbours', value: 'kd-tree' });
  });

  it('gives the same message for the same mistake, whichever form the key takes', () => {
    const mistakes: [string[], string, 'key' | 'value', RegExp][] = [
      [['p.N', 'N', 'scenario.N'], 'lots', 'value', /^corridor: N = lots is not a number; it must be/],
      [['p.N', 'N'], '-5', 'value', /^corridor: N = -5 is out of range; it must be an integer 1 … 5000/],
      [['s.integrator', 'integrator'], 'rk4', 'value', /integrator = rk4 is not allowed; it must be one of euler, semi-implicit, heun/],
      [['f.wallHM', 'wallHM'], 'maybe', 'value', /^Force wallHM must be 'on' or 'off', not 'maybe'/],
      [['f.repulsionHM.bogus', 'repulsionHM.bogus'], '1', 'key', /^Unknown parameter 'bogus' for repulsionHM$/],
      [['f.nosuch.V0', 'nosuch.V0', 'f.nosuch', 'f.__proto__', 'constructor.prototype'], '1', 'key', /^Unknown force '(nosuch|__proto__|constructor)'$/],
      [['p.bogus', 'param.bogus', 'scenario.bogus', 'p.__proto__'], '1', 'key', /^Unknown parameter '(bogus|__proto__)' for corridor$/],
      [['s.bogus', 'settings.bogus'], '1', 'key', /^Unknown setting 'bogus'$/]
    ];
    for (const [keys, value, part, re] of mistakes) {
      const errors = keys.map((k) => parseAssignment(k, value, corridor) as AssignmentError);
      for (const [i, e] of errors.entries()) {
        expect(e.kind, keys[i]).toBe('error');
        expect(e.part, keys[i]).toBe(part);
        expect(e.message, keys[i]).toMatch(re);
      }
      const byName = (k: string) => k.replace(/^(f|p|param|scenario|s|setting|settings)\./, '');
      for (const [i, e] of errors.entries()) if (byName(keys[i]) === byName(keys[0])) expect(e.message, keys[i]).toBe(errors[0].message);
    }
    // A bare key that is nothing: the list of what it could have been comes apart from the sentence.
    const bare = parseAssignment('bogus', '1', corridor) as AssignmentError;
    expect(bare).toMatchObject({ kind: 'error', part: 'key', message: "Unknown setting 'bogus'" });
    expect(bare.allowed).toContain('Scenario parameters: N, length, width, flow, v0, v0sd');
    expect(bare.allowed).toMatch(/forces in corridor: .*repulsionHM/);
    expect((parseAssignment('repulsionHM.bogus', '1', corridor) as AssignmentError).allowed).toMatch(/^parameters of repulsionHM: .*V0/);
    // Text from outside is shortened before it is quoted.
    expect((parseAssignment('p.' + 'x'.repeat(500), '1', corridor) as AssignmentError).message.length).toBeLessThan(100);
  });

  it('the link reader and the command line both say it in those words', async () => {
    for (const [key, linkKey, value] of [['N', 'p.N', 'lots'], ['wallHM', 'f.wallHM', 'maybe'], ['repulsionHM.bogus', 'f.repulsionHM.bogus', '1'], ['nosuch.V0', 'f.nosuch.V0', '1'], ['bogus', 'bogus', '1']]) {
      const { message } = parseAssignment(key, value, corridor) as AssignmentError;
      expect(await cliError(key, value), key).toContain(message);
      expect(await cliError(linkKey, value), linkKey).toContain(message);
      expect(linkNotices(linkKey, value), linkKey).toContain(message);
      expect(linkNotices(key, value), key).toContain(message);
    }
  });

  it('applyAssignment writes a target into a config layer', () => {
    const layer: ConfigLayer = {};
    for (const [k, v] of [['N', '80'], ['s.dt', '0.02'], ['repulsionHM.V0', '3'], ['f.repulsionHM', 'off'], ['wallHM', 'on']]) {
      const a = parseAssignment(k, v, corridor);
      if (a.kind === 'error') throw new Error(a.message);
      applyAssignment(layer, a);
    }
    expect(layer).toEqual({ params: { N: 80 }, settings: { dt: 0.02 }, forces: { repulsionHM: { enabled: false, params: { V0: 3 } }, wallHM: { enabled: true } } });
  });

  it('a link in the command line\'s short keys opens the same config as one in its own', () => {
    const a = decodeConfig('p.N:80;s.dt:0.02;f.repulsionHM:off;f.repulsionHM.V0:3', { scenario: 'corridor' });
    const b = decodeConfig('N:80;dt:0.02;repulsionHM:off;repulsionHM.V0:3', { scenario: 'corridor' });
    expect(a.ignored).toEqual([]);
    expect(b).toEqual(a);
  });
});

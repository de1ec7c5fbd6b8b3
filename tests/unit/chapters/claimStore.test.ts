/**
 * The store of measured values (tests/claims) is current: every value a claim or a sweep needs is stored, under its
 * key, by today's measuring code, with its check intact; nothing is stored that no claim asks for. A stale value
 * (measured by other code) or one edited by hand fails here, naming it; `npm run claims:measure` makes the store
 * current again. The values themselves are judged and re-measured in claims-shard-N.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { experimentOf, probeOfClaim } from '../../../src/lib/figures/experiment';
import { openLedger } from '../../claims/ledger';
import { claimValues } from '../../claims/plan';
import { ROOT, sourcesHash } from '../../claims/sources';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkOf, decodeOutcome, encodeOutcome, sameOutcome } from '../../claims/store';
import type { Claim } from '../../../src/lib/claims';
import type { SimConfig } from '../../../src/lib/engine';

const ledger = await openLedger();
const where = (k: number) => {
  const v = ledger.values[k];
  return v.kind === 'claim' ? `${v.store}: ${v.claim.id} seed ${v.seed}` : `sweep ${v.spec.id}: x = ${v.x}, seed ${v.seed}`;
};
const FIX = 'run `npm run claims:measure` (and commit content/claims, content/sweeps)';

describe('the store of measured values', () => {
  it('holds every value the claims and sweeps need, measured by today\'s code', () => {
    const notCurrent = ledger.entries.flatMap((e, k) => (e.status === 'current' ? [] : [`${where(k)}: ${e.status}`]));
    expect(ledger.values.length).toBeGreaterThan(1000);
    expect(notCurrent.slice(0, 20), `${notCurrent.length} of ${ledger.values.length} values are not current: ${FIX}`).toEqual([]);
  });

  it('holds nothing no claim asks for', () => {
    expect(ledger.orphans, FIX).toEqual([]);
  });

  it('every stored claim value passes its check (a value edited by hand does not)', () => {
    const bad: string[] = [];
    for (const [name, file] of ledger.claimStores) for (const v of file.values) if (v.check !== checkOf(v.key, file.sources, v.outcome)) bad.push(`${name}: ${v.claim} seed ${v.seed}`);
    expect(bad, FIX).toEqual([]);
    // The check can fail: the first stored value with its last digit changed, or its key, or the code's hash.
    const [name, file] = [...ledger.claimStores][0];
    const v = file.values.find((x) => 'value' in x.outcome && typeof x.outcome.value === 'number')!;
    const edited = { value: (v.outcome as { value: number }).value + 1e-12 };
    expect(checkOf(v.key, file.sources, edited), `${name}: ${v.claim}`).not.toBe(v.check);
    expect(checkOf(`${v.key}0`, file.sources, v.outcome)).not.toBe(v.check);
    expect(checkOf(v.key, `${file.sources}0`, v.outcome)).not.toBe(v.check);
  });

  it('holds no remembered measurement that no test asks for (content/claims/tests/: its test exists and names its id)', () => {
    const dir = join(ROOT, 'content', 'claims', 'tests');
    const orphans = readdirSync(dir).filter((f) => f.endsWith('.json')).flatMap((f) => {
      const { id, test } = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { id: string; test: string };
      const path = join(ROOT, test);
      return existsSync(path) && readFileSync(path, 'utf8').includes(`'${id}'`) && f === `${id}.json` ? [] : [`${f} (${test})`];
    });
    expect(orphans, 'delete them').toEqual([]);
  });

  it('is read back to the bit: −0, NaN and ±Infinity survive JSON', () => {
    for (const x of [0, -0, NaN, Infinity, -Infinity, 0.1 + 0.2, 5e-324, -1.7976931348623157e308]) {
      const back = decodeOutcome(JSON.parse(JSON.stringify(encodeOutcome({ value: x }))));
      expect(sameOutcome(back, { value: x }), String(x)).toBe(true);
    }
    expect(sameOutcome({ value: 0 }, { value: -0 })).toBe(false);
  });

  it('knows what the values depend on: the engine, the figures\' measures and the planning code', () => {
    const { files } = sourcesHash();
    for (const f of ['src/lib/engine/simulation.ts', 'src/lib/engine/forces/social/drivingHM.ts', 'src/lib/figures/evacuationMeasures.ts', 'src/lib/figures/experiment.ts', 'tests/claims/plan.ts'])
      expect(files, f).toContain(f);
    expect(files.some((f) => f.startsWith('src/lib/components/')), 'no widget code').toBe(false);
  });
});

describe('one run per experiment', () => {
  const flock = { scenario: 'free-flock', params: { N: 20 } } as const satisfies SimConfig;
  const base: Claim = { id: 't', text: '', config: flock, seconds: 2, metric: 'polarization', expect: {} };

  it('a config that lists a force switched off is the same experiment as one without it; a changed parameter is not', () => {
    const a = experimentOf(flock, 1), b = experimentOf({ ...flock, forces: { alignment: { enabled: false } } }, 1);
    expect(a.key).not.toBe(b.key); // alignment is on in free-flock: switching it off is another experiment
    const bare = experimentOf({ scenario: 'free-flock', params: { N: 20 }, forces: { alignment: { enabled: false } } }, 1);
    const listed = experimentOf({ scenario: 'free-flock', params: { N: 20 }, forces: { alignment: { enabled: false }, separationB: { enabled: false } } }, 1);
    expect(listed.key).toBe(bare.key);
    expect(experimentOf({ ...flock, params: { N: 21 } }, 1).key).not.toBe(a.key);
    expect(experimentOf(flock, 2).key).not.toBe(a.key);
  });

  it('two claims reading another time or metric of one run share it, and so does a named measure (it watches the run)', () => {
    const later: Claim = { ...base, id: 't2', seconds: 5, metric: 'milling' };
    const [v1] = claimValues('x', base), [v2] = claimValues('x', later);
    expect(v1.runKey).toBe(v2.runKey);
    expect(v1.key).not.toBe(v2.key);
    const named: Claim = { ...base, id: 't3', metric: 'timeToBlowup' };
    expect(probeOfClaim(named).kind).toBe('named');
    expect(claimValues('x', named)[0].runKey).toBe(v1.runKey);
    expect(claimValues('x', named)[0].key).not.toBe(v1.key);
    expect(claimValues('x', { ...base, config: { ...flock, params: { N: 21 } } })[0].runKey).not.toBe(v1.runKey);
  });
});

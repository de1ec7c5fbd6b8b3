/**
 * Every number a chapter states about what its simulations do is a claim (content/NN-name.ts, `claims`), and so is
 * every number a playground tip states (src/lib/site/playgroundTips.ts). Each runs with the engine, the SAME config
 * as the page, over several seeds (at least 3; most claims 6–12): every seed's value must lie in `expect`, the mean
 * over the seeds in `mean` when the prose says "about", and a range the sentence states is the range the seeds
 * gave. So the text cannot drift from the engine. That is judged in claims-shard-N.test.ts, on values measured once
 * and stored (tests/claims; CLAIMS_REPORT=1 prints them); this file checks that the claims are well formed and that
 * the prose states only what they back.
 */
import { describe, expect, it } from 'vitest';
import { claimSeeds, type Claim, type Range } from '../../../src/lib/claims';
import { FORCES, GOAL_POINT, SCENARIOS, Simulation, makeWorld, mergeConfigs, metricByName } from '../../../src/lib/engine';
import { playgroundConfig } from '../../../src/lib/site/playground';
import { allClaims, chapterModules, chapterSources, playgroundTips, viewIdsOf } from './chapterModules';
import { isKnownMeasure } from '../../../src/lib/figures/measure';
import { statedRange } from '../../claims/verdict';


/** What every claim needs to be tested: a known measure, at least 3 seeds, a range. */
function expectTestable(c: Claim): void {
  expect(isKnownMeasure(c.metric), `metric '${c.metric}'`).toBe(true);
  expect(claimSeeds(c).length).toBeGreaterThanOrEqual(3);
  expect(c.expect.min !== undefined || c.expect.max !== undefined, 'a range to check').toBe(true);
}

describe('claims are well formed', () => {
  it('ids are unique across the book', () => {
    const ids = allClaims().map((c) => c.claim.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });

  for (const { name, module } of chapterModules) {
    for (const c of module.claims ?? []) {
      it(`${c.id}: names a known measure and a view of its chapter, and runs at least 3 seeds`, () => {
        expectTestable(c);
        if (c.view !== undefined) expect([...viewIdsOf(module)], `view '${c.view}' in ${name}`).toContain(c.view);
      });
      if (c.ask) {
        it(`${c.id}: its Prediction can run in the page and has one right answer`, () => {
          expect(c.view, 'a view to run in').toBeDefined();
          expect(metricByName(c.metric), 'a metric the view reports').toBeDefined();
          expect(c.statistic ?? 'at').toBe('at');
          const choices = c.ask!.choices ?? [];
          const contains = (outer: Range, inner: Range) =>
            (outer.min === undefined || (inner.min !== undefined && inner.min >= outer.min)) &&
            (outer.max === undefined || (inner.max !== undefined && inner.max <= outer.max));
          if (choices.length > 0) expect(choices.filter((ch) => contains(ch, c.expect)).length, 'choices holding the claimed range').toBe(1);
        });
      }
    }
  }

  for (const { scenario, tip } of playgroundTips) {
    for (const c of tip.claims) {
      it(`${c.id}: runs the playground's ${scenario} (every other force listed, off) with the tip's change, at least 3 seeds`, () => {
        expectTestable(c);
        expect(c.view, 'no view: the playground has no Prediction').toBeUndefined();
        expect(c.ask).toBeUndefined();
        expect(c.config.scenario).toBe(scenario);
        // The playground's base under the claim's config changes nothing: the claim's config is that base plus a layer.
        expect(mergeConfigs(playgroundConfig(scenario), c.config)).toEqual(c.config);
      });
    }
  }
});

/** Every number a text states (not the digit of a name like v0), as numbers. */
const numbersIn = (text: string): number[] => [...text.matchAll(/(?<![\w.])\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));

describe('stated ranges are read as they are written', () => {
  it('"0.66–0.92 m" reads as 0.66 and 0.92 to the hundredth; "3–3.25 s" as 3 to the unit and 3.25 to the hundredth', () => {
    expect(statedRange('falls to about 0.75 m (0.66–0.92 m) after 20 s')).toEqual({ text: '0.66–0.92', lo: { value: 0.66, unit: 0.01 }, hi: { value: 0.92, unit: 0.01 } });
    expect(statedRange('(3–3.25 s)')?.lo).toEqual({ value: 3, unit: 1 });
    expect(statedRange('about 0.9')).toBeNull();
  });

  it('the numbers of a tip are read as written, and the digit of a name like v0 is none', () => {
    expect(numbersIn('Raise v0 from 1 to 5 m/s: about 0.26 (0.19–0.41), −0.07 per m²')).toEqual([1, 5, 0.26, 0.19, 0.41, 0.07]);
  });
});

describe('a playground tip states only numbers its claims back', () => {
  it('every scenario has two or three tips, each with claims', () => {
    for (const { name } of SCENARIOS) {
      const list = playgroundTips.filter((t) => t.scenario === name);
      expect(list.length, name).toBeGreaterThanOrEqual(2);
      expect(list.length, name).toBeLessThanOrEqual(3);
      for (const { tip } of list) expect(tip.claims.length, tip.text).toBeGreaterThan(0);
    }
  });

  for (const { scenario, tip } of playgroundTips) {
    it(`${scenario}: "${tip.text.slice(0, 60)}…": each number is in one of its claims, each range in full`, () => {
      const texts = tip.claims.map((c) => c.text).join('\n');
      const backed = new Set(numbersIn(texts));
      expect(numbersIn(tip.text).filter((v) => !backed.has(v)), 'numbers no claim states').toEqual([]);
      const ranges = [...tip.text.matchAll(/\d+(?:\.\d+)?\s*–\s*\d+(?:\.\d+)?/g)].map((m) => m[0]);
      expect(ranges.filter((r) => !texts.includes(r)), 'ranges no claim states').toEqual([]);
    });
  }
});

describe('the prose states no range a claim does not back', () => {
  for (const { name, source } of chapterSources) {
    it(`${name}: every range of numbers in the prose (before the references, outside the math) is in one of its claims`, () => {
      const m = chapterModules.find((x) => x.name === name)?.module;
      const texts = [...(m?.claims ?? []), ...(m?.ladderClaims ?? [])].map((c) => c.text).join('\n');
      const body = source.slice(source.indexOf('</script>')).split(/^## References/m)[0].replace(/\$\$[\s\S]*?\$\$/g, '').replace(/\$[^$]*\$/g, '');
      const ranges = [...body.matchAll(/\d+(?:\.\d+)?\s*–\s*\d+(?:\.\d+)?/g)].map((m) => m[0]);
      expect(ranges.length).toBeGreaterThan(0);
      expect(ranges.filter((r) => !texts.includes(r))).toEqual([]);
    });
  }
});

describe('claims no metric can read', () => {
  it('social forces: a walker whose target lies straight behind a wall stops with its centre 2/3 m from it (article A)', () => {
    // The drive v0/m = 2 m/s² against the wall's push 3 (1 − d/2): equal at d = 2/3 m. One walker, one wall, no nudges.
    const sim = new Simulation({
      world: makeWorld(20, 20, false, false, -10, -10),
      walls: [[-5, 2, 5, 2]],
      agents: [{ x: 0, y: 0, radius: 0.5, mass: 1, v0: 2, gx: 0, gy: 6, goalMode: GOAL_POINT }],
      settings: { dt: 0.02, integrator: 'semi-implicit', speedCap: 1.5 }
    });
    sim.add(FORCES.drivingA).add(FORCES.obstacleA);
    expect(sim.run(30)).toBe(true);
    const s = sim.state;
    expect(2 - s.y[0]).toBeCloseTo(2 / 3, 3);
    expect(Math.hypot(s.vx[0], s.vy[0])).toBeLessThan(1e-3);
  });
});

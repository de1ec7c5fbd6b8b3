/** The groups metric: single-linkage clusters within a link distance, against a brute-force count. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AgentState } from '../../../src/lib/engine/state';
import { makeWorld, wrapDelta, type World } from '../../../src/lib/engine/geometry/world';
import { groupCount } from '../../../src/lib/engine/metrics/groups';

function brute(s: AgentState, w: World, link: number): number {
  const n = s.count, label = new Int32Array(n).fill(-1);
  let groups = 0;
  for (let a = 0; a < n; a++) {
    if (label[a] >= 0) continue;
    const stack = [a]; label[a] = groups;
    while (stack.length) {
      const i = stack.pop()!;
      for (let j = 0; j < n; j++) {
        if (label[j] >= 0) continue;
        let dx = s.x[j] - s.x[i], dy = s.y[j] - s.y[i];
        if (w.periodicX) dx = wrapDelta(dx, w.width);
        if (w.periodicY) dy = wrapDelta(dy, w.height);
        if (dx * dx + dy * dy < link * link) { label[j] = groups; stack.push(j); }
      }
    }
    groups++;
  }
  return groups;
}

const stateOf = (pts: { x: number; y: number }[]) => { const s = new AgentState(); for (const p of pts) s.add(p); return s; };

describe('groups', () => {
  it('two clusters and a stray; a chain of short gaps is one group', () => {
    const w = makeWorld(200, 200, false);
    expect(groupCount(stateOf([{ x: 0, y: 0 }, { x: 5, y: 0 }, { x: 50, y: 50 }, { x: 55, y: 52 }, { x: 120, y: 0 }]), w, 10)).toBe(3);
    expect(groupCount(stateOf([0, 9, 18, 27, 36].map((x) => ({ x, y: 0 }))), w, 10)).toBe(1);
    expect(groupCount(stateOf([]), w, 10)).toBe(0);
  });

  it('property: the same count as a brute-force search, open and periodic', () => {
    const pt = fc.record({ x: fc.double({ min: 0, max: 99.9, noNaN: true }), y: fc.double({ min: 0, max: 59.9, noNaN: true }) });
    fc.assert(fc.property(fc.array(pt, { maxLength: 80 }), fc.boolean(), fc.double({ min: 1, max: 30, noNaN: true }), (pts, periodic, link) => {
      const w = makeWorld(100, 60, periodic), s = stateOf(pts);
      expect(groupCount(s, w, link)).toBe(brute(s, w, link));
    }), { numRuns: 300 });
  });
});

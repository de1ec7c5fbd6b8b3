import { describe, it, expect } from 'vitest';
import { describeChanges, encodeConfig } from '../../src/lib/share';
import { readConfig } from '../../src/lib/components/sim/config';

describe('a share link in words ("shared with you: …")', () => {
  const base = { scenario: 'bounded-flock', seed: 1 } as const;

  it('names the seed, a switched force and a parameter the link changes, and nothing it does not', () => {
    const config = { scenario: 'bounded-flock', seed: 7, params: { N: 80 }, forces: { cohesionB: { enabled: false } } } as const;
    expect(describeChanges(config, base)).toEqual(['seed 7', 'N = 80', 'cohesionB off']);
    expect(describeChanges(base, base)).toEqual([]);
  });

  it('a view reads `shared` only from its own key in the hash, and lists only what it applied', () => {
    const text = encodeConfig({ scenario: 'bounded-flock', seed: 7 }, base);
    expect(readConfig(base, `#sim-other=${text}`, 'flock').shared).toBeNull();
    expect(readConfig(base, null, 'flock').shared).toBeNull();
    expect(readConfig(base, `#sim-flock=${text}`, 'flock').shared).toEqual(['seed 7']);
    // A garbled part is ignored (and said so in linkNotices), so it is not claimed as shared.
    const r = readConfig(base, `#sim-flock=${text};p.N:lots`, 'flock');
    expect(r.shared).toEqual(['seed 7']);
    expect(r.linkNotices.length).toBe(1);
  });
});

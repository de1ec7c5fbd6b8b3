/**
 * Following a distance field allocates nothing per agent and step (see tests/unit/engine/allocation.test.ts for why
 * and how this is measured): 800 people in the four-exit room (about as many as it holds) with three exits shut, queueing at the fourth, so
 * every step reads the field for nearly all of them. In a process of its own, as the engine's social-force case.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { SimConfig } from '../../../src/lib/engine';

describe('way-finding allocates nothing per agent and step', () => {
  it('800 walkers following the field to the one open exit (its own process)', () => {
    const config: SimConfig = { scenario: 'exits-room', seed: 3, params: { N: 800, westClosesAt: 0, southClosesAt: 0, northClosesAt: 0 } };
    const probe = fileURLToPath(new URL('../engine/allocationProbe.ts', import.meta.url));
    const out = execFileSync(process.execPath, ['--import', 'tsx', probe, JSON.stringify(config)], { encoding: 'utf8' });
    const { bytesPerAgentStep, agents } = JSON.parse(out.trim().split('\n').pop()!) as { bytesPerAgentStep: number; agents: number };
    // Some have left by the door during the warm-up; most are still in the room.
    expect(agents).toBeGreaterThan(650);
    expect(bytesPerAgentStep).toBeLessThan(8);
  }, 120_000);
});

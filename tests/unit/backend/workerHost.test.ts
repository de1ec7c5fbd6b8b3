/**
 * The worker body (src/lib/worker/host.ts) run in this thread with a fake `self`: the messages a WorkerBackend sends
 * reach the hosted backend, and its snapshots come back with the same boids the backend holds. Both kinds of source
 * go through the one host, so the ladder's worker and the engine's worker differ only in the builder.
 */
import { describe, expect, it } from 'vitest';
import { LadderBackend, LocalBackend } from '../../../src/lib/backend';
import { resolveConfig } from '../../../src/lib/engine';
import type { BuildBackend } from '../../../src/lib/worker/host';
import type { FromWorker } from '../../../src/lib/worker/protocol';
import { useFakeWorker } from './fakeWorker';

const { posted, start: startWith } = useFakeWorker();

const build: BuildBackend = (source, events, metrics) =>
  source.kind === 'engine' ? new LocalBackend(source.config, events, metrics) : new LadderBackend(source.spec, events, metrics);

const start = () => startWith(build);

const snapshots = () => posted.filter((m): m is Extract<FromWorker, { type: 'snapshot' }> => m.type === 'snapshot');

describe('the worker host', () => {
  it('hosts a ladder rung: ready, a first snapshot with stats, then k steps per request, same boids as in this thread', async () => {
    const send = await start();
    const spec = { rung: 'uniform-grid' as const, n: 300, seed: 7 };
    send({ type: 'init', source: { kind: 'ladder', spec }, metrics: ['candidatesPerAgent'] });
    expect(posted[0].type).toBe('ready');
    expect(snapshots()[0].snapshot.stats?.agents).toBe(300);
    send({ type: 'step', k: 5, stats: true });
    const snap = snapshots()[1].snapshot;
    expect(snap.steps).toBe(5);
    expect(snap.stats?.metrics[0].name).toBe('candidatesPerAgent');
    const here = new LadderBackend(spec, { onupdate() {}, onerror() {} });
    here.step(5, Infinity);
    const f = here.frame();
    for (let i = 0; i < 300; i += 37) expect(snap.x[i]).toBeCloseTo(f.x[i], 4);
  });

  it('hosts the engine the same way', async () => {
    const send = await start();
    send({ type: 'init', source: { kind: 'engine', config: resolveConfig({ scenario: 'bounded-flock', seed: 3 }) }, metrics: [] });
    send({ type: 'step', k: 2, stats: false });
    expect(snapshots().at(-1)!.snapshot.steps).toBe(2);
  });

  it('a source the builder refuses comes back as an error message, not a dead worker', async () => {
    const send = await start();
    send({ type: 'init', source: { kind: 'ladder', spec: { rung: 'rung99' as never, n: 10, seed: 1 } }, metrics: [] });
    expect(posted.at(-1)).toEqual({ type: 'error', message: expect.stringContaining("unknown rung 'rung99'") });
  });

  it('a room too small for its population comes back with the most it holds, for the view to run that many', async () => {
    const send = await start();
    send({ type: 'init', source: { kind: 'engine', config: resolveConfig({ scenario: 'evacuation', params: { N: 2000 } }) }, metrics: [] });
    const m = posted.at(-1)!;
    expect(m.type).toBe('error');
    if (m.type !== 'error') return;
    expect(m.message).toMatch(/holds at most (\d+)/);
    expect(m.detail).toEqual({ key: 'N', capacity: Number(/holds at most (\d+)/.exec(m.message)![1]) });
  });
});

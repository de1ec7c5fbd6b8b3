/**
 * Way-finding through the backend seam: a view shuts an exit with setExitOpen, in this thread or through the worker's
 * messages, and the frames carry the exits' states and the rebuilt field (a worker sends the field only when it changed).
 */
import { describe, expect, it } from 'vitest';
import { LocalBackend } from '../../../src/lib/backend';
import { resolveConfig } from '../../../src/lib/engine';
import { useFakeWorker } from '../backend/fakeWorker';

const events = { onupdate() {}, onerror() {} };
const room = () => resolveConfig({ scenario: 'exits-room', seed: 2, params: { N: 40 } });

describe('the page backend', () => {
  it('reports the exits and the field, and a shut exit turns the field', () => {
    const b = new LocalBackend(room(), events);
    const f0 = b.frame().nav!;
    expect(f0.exits.map((e) => e.open)).toEqual([true, true, true, true]);
    const field = f0.field!;
    // A cell near the east door (x = 19, y = 10): walk east while it is open.
    const k = Math.floor((10 - field.y0) / field.h) * field.nx + Math.floor((19 - field.x0) / field.h);
    expect(field.dirX[k]).toBeGreaterThan(0.9);
    expect(b.frame().nav).toBe(f0); // the same frame object while nothing changed
    b.setExitOpen('east', false);
    const f1 = b.frame().nav!;
    expect(f1.version).toBeGreaterThan(f0.version);
    expect(f1.exits.find((e) => e.name === 'east')!.open).toBe(false);
    expect(f1.field!.dirX[k]).toBeLessThan(0.5);
    expect(f1.field!.phi[k]).toBeGreaterThan(field.phi[k] + 5);
  });

  it('a scenario without way-finding has no navigation frame', () => {
    expect(new LocalBackend(resolveConfig({ scenario: 'corridor', seed: 1 }), events).frame().nav ?? null).toBeNull();
    // The evacuation room has an exit (a sink behind a door) but nobody follows a field to it: no doors, no switches.
    expect(new LocalBackend(resolveConfig({ scenario: 'evacuation', seed: 1, params: { N: 20 } }), events).frame().nav ?? null).toBeNull();
  });
});

describe('the worker host', () => {
  const { posted, start } = useFakeWorker();

  it('passes setExitOpen on, and sends the field with the first snapshot and after each rebuild only', async () => {
    const send = await start((source, ev, metrics) => new LocalBackend((source as { config: ReturnType<typeof room> }).config, ev, metrics));
    const snaps = () => posted.flatMap((m) => (m.type === 'snapshot' ? [m.snapshot] : []));
    send({ type: 'init', source: { kind: 'engine', config: room() }, metrics: [] });
    expect(snaps()[0].nav?.exits.length).toBe(4);
    send({ type: 'step', k: 2, stats: false });
    expect(snaps()[1].nav).toBeUndefined();
    send({ type: 'setExitOpen', name: 'west', open: false });
    send({ type: 'step', k: 1, stats: false });
    const nav = snaps()[2].nav!;
    expect(nav.exits.find((e) => e.name === 'west')!.open).toBe(false);
    expect(nav.version).toBeGreaterThan(snaps()[0].nav!.version);
    send({ type: 'setExitOpen', name: 'nowhere', open: false });
    expect(posted.at(-1)).toEqual({ type: 'error', message: expect.stringContaining("unknown exit 'nowhere'") });
  });
});

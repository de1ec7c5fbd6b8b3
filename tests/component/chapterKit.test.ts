// @vitest-environment jsdom
/** The chapter kit's three widgets: a live number (Try), code beside the rule (SourceCode) and a sweep (Sweep). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRawSnippet } from 'svelte';
import { render, screen, fireEvent, waitFor } from '@testing-library/svelte';
import Try from '../../src/lib/components/Try.svelte';
import SourceCode from '../../src/lib/components/SourceCode.svelte';
import Sweep from '../../src/lib/components/Sweep.svelte';
import { SimLink } from '../../src/lib/components/simLink.svelte';
import { forceFile } from '../../src/lib/ladder/sources';
import type { SweepSpec } from '../../src/lib/claims';
import type { ChapterSweepRequest, ChapterSweepReply } from '../../src/lib/worker/chapterSweep.worker';
import { FakeView } from './fakeView.svelte';

const words = createRawSnippet(() => ({ render: () => '<span>d_s = 3 m</span>' }));
const config = { scenario: 'bounded-flock', seed: 1, forces: { separationB: { params: { radius: 3 } } } } as const;

describe('Try', () => {
  it('loads its config into the named view, runs it and brings it into sight', async () => {
    const link = new SimLink(), view = new FakeView();
    link.register('separation', () => {}, view);
    render(Try, { view: 'separation', config, link, children: words });
    await fireEvent.click(screen.getByRole('button', { name: /d_s = 3 m/ }));
    expect(view.configs).toEqual([config]);
    expect(view.running).toBe(true);
    expect(view.revealed).toBe(1);
  });

  it('says so when its view is not on the page, and changes nothing', async () => {
    const link = new SimLink();
    render(Try, { view: 'nowhere', config, link, children: words });
    await fireEvent.click(screen.getByRole('button', { name: /d_s = 3 m/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('“nowhere” is not on this page');
  });

  it('passes on the engine refusing the config', async () => {
    const link = new SimLink(), view = new FakeView();
    view.load = () => { throw new Error('radius must be at least 0.1'); };
    link.register('separation', () => {}, view);
    render(Try, { view: 'separation', config, link, children: words });
    await fireEvent.click(screen.getByRole('button', { name: /d_s = 3 m/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('refused this setting: radius must be at least 0.1');
    expect(view.running).toBe(false);
  });
});

describe('SourceCode', () => {
  it('finds a force’s file by the force’s name', () => {
    expect(forceFile('separationB')).toBe('engine/forces/boids/separationB.ts');
    expect(forceFile('drivingHM')).toBe('engine/forces/social/drivingHM.ts');
    expect(forceFile('noSuchForce')).toBeUndefined();
  });

  it('is collapsed at first, and opens on the real file', async () => {
    render(SourceCode, { force: 'drivingHM' });
    const summary = screen.getByText('The code that runs: src/lib/engine/forces/social/drivingHM.ts');
    expect(document.querySelector('.code-panel')).toBeNull();
    await fireEvent.click(summary);
    await waitFor(() => expect(document.querySelector('.code')?.textContent).toContain('export const drivingHM = defineForce'));
  });

  it('names a force that has no file', () => {
    render(SourceCode, { force: 'noSuchForce' });
    expect(screen.getByRole('alert')).toHaveTextContent('No engine file for the force “noSuchForce”');
  });
});

/** A worker stand-in: answers y = 2x + seed for each run, one message per task, so the test can watch them arrive. */
class FakeWorker {
  static last: FakeWorker | null = null;
  onmessage: ((e: MessageEvent<ChapterSweepReply>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  terminated = false;
  queue: ChapterSweepReply[] = [];
  constructor() { FakeWorker.last = this; }
  postMessage(req: ChapterSweepRequest) {
    req.runs.forEach((r, index) => this.queue.push({ type: 'result', index, x: r.x, seed: r.seed, y: 2 * r.x + r.seed, ms: 1 }));
    this.queue.push({ type: 'done' });
  }
  /** Delivers the next `n` replies. */
  deliver(n: number) {
    for (let k = 0; k < n && !this.terminated; k++) { const m = this.queue.shift(); if (m) this.onmessage?.({ data: m } as MessageEvent<ChapterSweepReply>); }
  }
  terminate() { this.terminated = true; }
}

const spec: SweepSpec = {
  id: 'kit-test-sweep', title: 'A test sweep', xLabel: 'noise', yLabel: 'order',
  points: [1, 2, 3].map((x) => ({ x, config: { scenario: 'vicsek' } })), seeds: [1, 2],
  measure: { kind: 'metric', metric: 'polarization', seconds: 1 },
  reference: [{ label: 'Published', source: 'Someone (2000), Fig. 1', points: [{ x: 1, y: 1 }, { x: 3, y: 0 }] }]
};
const rows = () => document.querySelectorAll('tbody tr');

describe('Sweep', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without a precomputed file, offers to run; runs in a worker, filling in, and shows the published data’s source', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    render(Sweep, { spec });
    await waitFor(() => expect(screen.getByTestId('sweep-label')).toHaveTextContent('Not computed yet'));
    expect(screen.getByText(/Someone \(2000\), Fig\. 1/)).toBeInTheDocument();
    await fireEvent.click(screen.getByRole('button', { name: /Run it live \(6 runs\)/ }));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    FakeWorker.last!.deliver(2);
    await waitFor(() => expect(screen.getByTestId('sweep-label')).toHaveTextContent('2 of 6 runs'));
    await fireEvent.click(screen.getByText('The numbers'));
    expect(rows()).toHaveLength(2);
    FakeWorker.last!.deliver(5);
    await waitFor(() => expect(screen.getByTestId('sweep-label')).toHaveTextContent('Measured live in your browser: 6 of 6 runs'));
    // x = 2: seeds 1 and 2 give 5 and 6, mean 5.5, range 5–6.
    expect([...rows()][1].textContent).toContain('5.5');
    expect(FakeWorker.last!.terminated).toBe(true);
  });

  it('cancels: the worker is stopped and what was measured stays', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    render(Sweep, { spec });
    await waitFor(() => expect(screen.getByRole('button', { name: /Run it live/ })).toBeEnabled());
    await fireEvent.click(screen.getByRole('button', { name: /Run it live/ }));
    FakeWorker.last!.deliver(3);
    await fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(FakeWorker.last!.terminated).toBe(true);
    expect(screen.getByTestId('sweep-label')).toHaveTextContent('Cancelled after 3 of 6 runs');
    expect(document.querySelector('figure.sweep')?.getAttribute('data-results')).toBe('3');
  });
});

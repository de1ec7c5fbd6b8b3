// @vitest-environment jsdom
/**
 * The sweep panel with given points (slopes in the legend, the table, skipped points drawn hollow, the reference
 * labelled) and with a fake Worker (progress, cancel, error, re-run). No real timing happens here.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import SweepPanel from '../../src/lib/components/ladder/SweepPanel.svelte';
import type { SweepPoint } from '../../src/lib/ladder/sweep/plan';
import type { SweepFromWorker, SweepRequest } from '../../src/lib/ladder/sweep/protocol';
import type { SweepReference } from '../../src/lib/ladder/sweep/reference';
import { rungNumber } from '../../src/lib/ladder/order';

const sizes = [1000, 2000, 5000, 10000, 20000];
const measured = (rung: string, n: number, ms: number): SweepPoint => ({ rung, n, status: 'measured', ms, meanMs: ms, steps: 10, estimateMs: null });
const skipped = (rung: string, n: number, est: number): SweepPoint => ({ rung, n, status: 'skipped', ms: null, meanMs: null, steps: 0, estimateMs: est });
/** The naive rung as N² up to 10k then skipped; the uniform grid as N. Their labels are their numbers on the ladder. */
const naive = `rung ${rungNumber('naive')}`, grid = `rung ${rungNumber('uniform-grid')}`;
const points: SweepPoint[] = [
  ...[1000, 2000, 5000, 10000].map((n) => measured('naive', n, 2e-6 * n * n)),
  skipped('naive', 20000, 800),
  ...sizes.map((n) => measured('uniform-grid', n, 3e-5 * n))
];
const reference: SweepReference = { machine: 'Test CPU', date: '2025-01-02', points: [{ rung: 'naive', n: 1000, ms: 1.5 }, { rung: 'naive', n: 10000, ms: 150 }] };

class FakeWorker {
  static last: FakeWorker | null = null;
  onmessage: ((e: MessageEvent<SweepFromWorker>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  sent: SweepRequest[] = [];
  terminated = false;
  constructor() { FakeWorker.last = this; }
  postMessage(m: SweepRequest) { this.sent.push(m); }
  terminate() { this.terminated = true; }
  emit(m: SweepFromWorker) { this.onmessage?.({ data: m } as MessageEvent<SweepFromWorker>); }
}

afterEach(() => { vi.unstubAllGlobals(); FakeWorker.last = null; });

describe('the sweep panel', () => {
  it('shows each rung with its fitted slope, the skipped point at its estimate, and the Node reference labelled', () => {
    const { container } = render(SweepPanel, { rungs: ['naive', 'uniform-grid'], sizes, points, reference });
    const legend = screen.getByRole('list', { name: 'Rungs and their fitted slopes' });
    expect(within(legend).getByText(naive).closest('li')!.textContent).toMatch(/slope 2\.00/);
    expect(within(legend).getByText(grid).closest('li')!.textContent).toMatch(/slope 1\.00/);
    expect(legend.textContent).toContain('Node reference (Test CPU, 2025-01-02)');
    // Skipped: a hollow marker at its estimate, with its words on the chart.
    expect(container.querySelectorAll('path.skipped')).toHaveLength(1);
    expect(container.querySelector('svg[role="img"]')!.textContent).toContain('skipped: est. 800 ms');
    // Direct labels at the lines' ends, so colour is not the only cue.
    expect([...container.querySelectorAll('text.direct')].map((t) => t.textContent)).toEqual([naive, grid]);
    expect(container.querySelectorAll('path.ref')).toHaveLength(1);
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(new RegExp(`${naive} slope 2\\.00, ${grid} slope 1\\.00`));
  });

  it('has the numbers in a table, skipped rows saying so, with the reference beside them', () => {
    const { container } = render(SweepPanel, { rungs: ['naive', 'uniform-grid'], sizes, points, reference });
    const table = container.querySelector('details table')!;
    const rows = [...table.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(points.length);
    const at10k = table.querySelector('tr[data-rung="naive"][data-n="10000"]')!;
    expect([...at10k.children].map((c) => c.textContent)).toEqual([naive, '10,000', '200', '200', '10', '150']);
    expect(table.querySelector('tr[data-rung="naive"][data-n="20000"]')!.textContent).toContain('skipped: est. 800 ms');
    expect(container.querySelector('.slopes li[data-rung="naive"]')!.textContent).toMatch(/slope 2\.00 \(N = 1k … 10k, 4 points\)/);
  });

  it('without Web Workers, says so and cannot start', () => {
    vi.stubGlobal('Worker', undefined);
    render(SweepPanel, { rungs: ['naive'] });
    expect(screen.getByRole('note').textContent).toMatch(/cannot run Web Workers/);
    expect(screen.getByRole('button', { name: 'Run the sweep in this browser' })).toBeDisabled();
  });

  it('runs in a worker: progress, points landing live, cancel keeps them and gives the focus back', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { container } = render(SweepPanel, { rungs: ['naive', 'uniform-grid'], sizes: [200, 100], budgetMs: 50 });
    const section = container.querySelector('section')!;
    await fireEvent.click(screen.getByRole('button', { name: 'Run the sweep in this browser' }));
    const w = FakeWorker.last!;
    expect(w.sent[0]).toMatchObject({ type: 'run', rungs: ['naive', 'uniform-grid'], sizes: [100, 200], budgetMs: 50 });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    w.emit({ type: 'start', rung: 'uniform-grid', n: 100, fraction: 0.25 });
    await waitFor(() => expect(container.querySelector('.now')!.textContent).toBe(`Timing ${grid} at N = 100 · 25 % done`));
    expect(container.querySelector('progress')!.value).toBe(0.25);
    w.emit({ type: 'point', point: measured('uniform-grid', 100, 0.01), fraction: 0.5 });
    await waitFor(() => expect(section).toHaveAttribute('data-points', '1'));
    await fireEvent.click(cancel);
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'cancelled'));
    expect(w.terminated).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Cancelled. The 1 point so far is kept.');
    expect(container.querySelectorAll('path.dot')).toHaveLength(1);
    expect(container.querySelector('progress')).toBeNull();
    const again = screen.getByRole('button', { name: 'Run the sweep again' });
    await waitFor(() => expect(again).toHaveFocus());
    // A late message from the terminated worker changes nothing.
    w.emit({ type: 'point', point: measured('uniform-grid', 200, 0.02), fraction: 1 });
    expect(section).toHaveAttribute('data-points', '1');

    // Re-run: a fresh worker, the old points cleared, then done.
    await fireEvent.click(again);
    const w2 = FakeWorker.last!;
    expect(w2).not.toBe(w);
    expect(section).toHaveAttribute('data-points', '0');
    w2.emit({ type: 'point', point: measured('naive', 100, 0.2), fraction: 0.5 });
    w2.emit({ type: 'done', fraction: 1 });
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'done'));
    expect(screen.getByRole('status').textContent).toMatch(/^Done: 1 point in \d+\.\d s\.$/);
  });

  it('a worker error keeps the points so far and says what went wrong', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { container } = render(SweepPanel, { rungs: ['naive'], sizes: [100, 200] });
    await fireEvent.click(screen.getByRole('button', { name: 'Run the sweep in this browser' }));
    const w = FakeWorker.last!;
    w.emit({ type: 'point', point: measured('naive', 100, 0.2), fraction: 0.5 });
    w.onerror!({ message: 'out of memory', preventDefault: () => {} } as ErrorEvent);
    await waitFor(() => expect(container.querySelector('section')).toHaveAttribute('data-state', 'error'));
    expect(screen.getByRole('alert').textContent).toBe('The sweep stopped with an error: out of memory. The 1 point so far is kept.');
    expect(w.terminated).toBe(true);
    expect(container.querySelectorAll('path.dot')).toHaveLength(1);
  });
});

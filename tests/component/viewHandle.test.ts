// @vitest-environment jsdom
/** A SimulationView hands the page's SimLink a small handle: what a Prediction runs its experiment through. */
import { describe, it, expect, beforeEach } from 'vitest';
import { render, waitFor } from '@testing-library/svelte';
import SimulationView from '../../src/lib/components/SimulationView.svelte';
import { SimLink } from '../../src/lib/components/simLink.svelte';

beforeEach(() => {
  history.replaceState(null, '', '/');
});

describe('a view’s handle', () => {
  it('loads a config (paused at t = 0), sets the speed, reports its numbers, and leaves with the view', async () => {
    const link = new SimLink();
    const { container, unmount } = render(SimulationView, { id: 'lab', config: { scenario: 'corridor', seed: 3, params: { N: 20 } }, autoplay: false, link });
    const fig = container.querySelector('figure')!;
    await waitFor(() => expect(fig).toHaveAttribute('data-ready', 'true'));
    const h = link.handle('lab')!;
    expect(h).toBeDefined();
    expect(link.handle('elsewhere')).toBeUndefined();

    h.load({ scenario: 'wandering', seed: 5, params: { N: 12 } });
    expect(h.stats.agents).toBe(12);
    expect(h.stats.time).toBe(0);
    expect(fig).toHaveAttribute('data-running', 'false');
    await waitFor(() => expect(container.querySelector('input[id$="-seed"]')).toHaveValue('5'));
    expect(h.stats.metrics.map((m) => m.name)).toContain('meanSpeed');

    h.setSpeed(4);
    expect(h.speed).toBe(4);
    h.play();
    await waitFor(() => expect(fig).toHaveAttribute('data-running', 'true'));
    h.pause();
    await waitFor(() => expect(fig).toHaveAttribute('data-running', 'false'));
    expect(h.blowup).toBeNull();
    expect(() => h.reveal()).not.toThrow();

    // An experiment stops at its stated time to the step, not at the next few-times-a-second reading after it.
    h.load({ scenario: 'wandering', seed: 5, params: { N: 12 } });
    h.setSpeed(8);
    h.runUntil(0.5);
    await waitFor(() => expect(fig).toHaveAttribute('data-running', 'true'));
    await waitFor(() => expect(fig).toHaveAttribute('data-running', 'false'), { timeout: 10_000 });
    await waitFor(() => expect(h.stats.time).toBeGreaterThan(0));
    expect(h.stats.time).toBeCloseTo(0.5, 9);

    expect(() => h.load({ scenario: 'wandering', params: { N: 1e9 } })).toThrow(/out of range/);

    unmount();
    expect(link.handle('lab')).toBeUndefined();
  });
});

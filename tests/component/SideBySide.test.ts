// @vitest-environment jsdom
import { describe, it, expect, beforeEach } from 'vitest';
import { render, screen, waitFor, within, fireEvent } from '@testing-library/svelte';
import SideBySide from '../../src/lib/components/SideBySide.svelte';
import { simLink } from '../../src/lib/components/simLink.svelte';

beforeEach(() => {
  history.replaceState(null, '', '/');
});

describe('SideBySide', () => {
  it('puts the metrics table in a named, keyboard-focusable scroll region', async () => {
    render(SideBySide, {
      config: { scenario: 'corridor', seed: 1, params: { N: 12 } },
      left: { settings: { dt: 0.05 } },
      right: { settings: { dt: 0.01 } },
      leftLabel: 'Δt = 0.05 s',
      rightLabel: 'Δt = 0.01 s'
    });
    const region = await waitFor(() => screen.getByRole('region', { name: /Metrics/ }));
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAccessibleName('Metrics: Δt = 0.05 s and Δt = 0.01 s');
    const table = within(region).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Δt = 0.01 s' })).toBeInTheDocument();
  });
});

describe('SideBySide: each side with its own switches', () => {
  it('shows the introduced forces as switches on that side only, and a switch changes that side only', async () => {
    const link = simLink; // the page's link: both views register with it
    render(SideBySide, {
      config: { scenario: 'bounded-flock', seed: 3, params: { N: 12 } },
      right: { forces: { alignmentB: { enabled: false }, alignment: { enabled: true } } },
      rightIntroduced: ['alignment', 'cruise'],
      leftLabel: 'Article B',
      rightLabel: 'Steering',
      id: 'cmp'
    });
    const left = document.getElementById('sv-cmp-left')!;
    const right = document.getElementById('sv-cmp-right')!;
    await waitFor(() => expect(right).toHaveAttribute('data-ready', 'true'));
    // The left side has no switches; the right lists Alignment then Cruise speed (added, off).
    expect(within(left).queryAllByRole('checkbox')).toHaveLength(0);
    const cruise = within(right).getByRole('checkbox', { name: 'Cruise speed' });
    expect(within(right).getAllByRole('checkbox').map((c) => c.closest('li')!.getAttribute('data-force'))).toEqual(['alignment', 'cruise']);
    expect(cruise).not.toBeChecked();
    // Its parameters are there to open (and not rendered before).
    expect([...right.querySelectorAll('li[data-force="cruise"] summary')].map((x) => x.textContent)).toEqual(['Parameters of Cruise speed']);
    expect(within(right).queryAllByRole('slider')).toHaveLength(0);
    // Scenario parameters and settings are not on a side by default.
    expect(within(right).queryByText(/Simulation settings/)).toBeNull();

    await fireEvent.click(cruise);
    expect(link.isEnabled('cruise', 'cmp-right')).toBe(true);
    expect(link.isEnabled('cruise', 'cmp-left')).toBeUndefined();
    // The shared controls stay.
    expect(screen.getByRole('group', { name: 'Controls for both simulations' })).toBeInTheDocument();
  });
});

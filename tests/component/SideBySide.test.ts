// @vitest-environment jsdom
import { describe, it, expect, beforeEach } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import SideBySide from '../../src/lib/components/SideBySide.svelte';

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

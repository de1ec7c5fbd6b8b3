// @vitest-environment jsdom
import { describe, it, expect, beforeEach } from 'vitest';
import { render, screen, waitFor, within, fireEvent } from '@testing-library/svelte';
import MetricsHud from '../../src/lib/components/MetricsHud.svelte';
import SimulationView from '../../src/lib/components/SimulationView.svelte';
import { SimLink } from '../../src/lib/components/simLink.svelte';
import { formatMetric } from '../../src/lib/components/sim/format';

beforeEach(() => history.replaceState(null, '', '/'));

describe('the HUD: the numbers the prose names, on the canvas', () => {
  it('prints counts as integers and other values with their units, each under data-metric', () => {
    const { container } = render(MetricsHud, {
      values: [
        { name: 'evacuated', label: 'Evacuated', unit: '', value: 17.0000001, integer: true },
        { name: 'meanSpeed', label: 'Mean speed', unit: 'm/s', value: 1.23456 },
        { name: 'laneOrder', label: 'Lane order', unit: '', value: 0.73449 }
      ]
    });
    const hud = container.querySelector('dl')!;
    expect(hud).toHaveAccessibleName('Live numbers');
    expect(container.querySelector('[data-metric="evacuated"]')!.textContent).toBe('17');
    expect(container.querySelector('[data-metric="meanSpeed"]')!.textContent).toBe('1.23 m/s');
    expect(container.querySelector('[data-metric="laneOrder"]')!.textContent).toBe('0.734');
    // Each value sits under its name (dt), which is what a screen reader reads with it.
    // The name links to the metric's glossary entry.
    const name = within(hud).getByText('Mean speed');
    expect(name.closest('dt')).not.toBeNull();
    expect(name.closest('a')!.getAttribute('href')).toMatch(/\/glossary\/#metric-meanSpeed$/);
  });

  it('links no name that has no glossary entry: the view’s own speed (ms per step, fps) is not a model’s metric', () => {
    const { container } = render(MetricsHud, {
      values: [
        { name: 'msPerStep', label: 'ms per step (median)', unit: 'ms', value: 2.5, glossary: false },
        { name: 'polarization', label: 'Polarization', unit: '', value: 0.5 }
      ]
    });
    const hud = container.querySelector('dl')!;
    expect(within(hud).getByText('ms per step (median)').closest('a')).toBeNull();
    expect(within(hud).getByText('Polarization').closest('a')!.getAttribute('href')).toMatch(/#metric-polarization$/);
  });

  it('formats: integers without decimals, about three significant digits otherwise, a dash before the first number', () => {
    expect(formatMetric({ value: 1234.4, integer: true })).toBe('1,234');
    expect(formatMetric({ value: 3, integer: true })).toBe('3');
    expect(formatMetric({ value: 14.97 })).toBe('15.0');
    expect(formatMetric({ value: 0.05564 })).toBe('0.056');
    expect(formatMetric({ value: NaN })).toBe('—');
  });

  it('a view shows its named metrics (default: the scenario’s first two) inside the stage, not repeated below', async () => {
    const { container } = render(SimulationView, { config: { scenario: 'bottleneck', seed: 1, params: { N: 20 } }, autoplay: false, link: new SimLink() });
    const fig = container.querySelector('figure')!;
    await waitFor(() => expect(fig).toHaveAttribute('data-ready', 'true'));
    await fireEvent.click(screen.getByRole('button', { name: /Step/ }));
    await waitFor(() => expect(fig).toHaveAttribute('data-steps', '1'));
    const stage = fig.querySelector('.stage')!;
    // bottleneck's metrics: evacuated (a count), doorFlow, meanSpeed.
    const evacuated = stage.querySelector('dd[data-metric="evacuated"]')!;
    expect(evacuated.textContent).toBe('0');
    expect(stage.querySelector('dd[data-metric="doorFlow"]')).not.toBeNull();
    expect(stage.querySelector('[data-metric="meanSpeed"]')).toBeNull();
    // Every metric is on the page once: the stats panel lists the rest.
    for (const name of ['evacuated', 'doorFlow', 'meanSpeed']) expect(fig.querySelectorAll(`[data-metric="${name}"]`)).toHaveLength(1);
    expect(fig.querySelector('.stats [data-metric="meanSpeed"]')!.textContent).toMatch(/^\d\.\d+ m\/s$/);
  });

  it('the metrics prop chooses what the HUD shows, and [] shows none', async () => {
    const { container, unmount } = render(SimulationView, { config: { scenario: 'corridor', seed: 1, params: { N: 10 } }, metrics: ['density'], autoplay: false, link: new SimLink() });
    await waitFor(() => expect(container.querySelector('figure')).toHaveAttribute('data-ready', 'true'));
    const hud = container.querySelector('.stage dl')!;
    expect([...hud.querySelectorAll('dd')].map((d) => d.getAttribute('data-metric'))).toEqual(['density']);
    expect(hud.querySelector('dd')!.textContent).toMatch(/1\/m²$/);
    unmount();
    const bare = render(SimulationView, { config: { scenario: 'corridor', seed: 1, params: { N: 10 } }, metrics: [], controls: [], autoplay: false, link: new SimLink() });
    await waitFor(() => expect(bare.container.querySelector('figure')).toHaveAttribute('data-ready', 'true'));
    expect(bare.container.querySelector('.stage dl')).toBeNull();
  });
});

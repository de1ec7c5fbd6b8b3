// @vitest-environment jsdom
/**
 * The N slider offers only what the room holds (issue 21): it ends at the room's capacity, says so and names what
 * makes the room larger, and follows the room's parameters as the reader changes them.
 */
import { describe, it, expect, vi, beforeEach } from 'vitest';
import { render, screen, fireEvent, waitFor } from '@testing-library/svelte';
import ParamSliders from '../../src/lib/components/ParamSliders.svelte';
import SimulationView from '../../src/lib/components/SimulationView.svelte';
import { SimLink } from '../../src/lib/components/simLink.svelte';
import { defaultsOf, scenarioByName, type ParamSpec, type ParamValues } from '../../src/lib/engine';
import { openDetails } from './details';

beforeEach(() => {
  history.replaceState(null, '', '/');
});

const specs: ParamSpec[] = [
  { key: 'N', symbol: 'N', unit: '', default: 10, min: 1, max: 500, integer: true, step: 1, meaning: 'number of agents' },
  { key: 'width', symbol: 'W', unit: 'm', default: 4, min: 1, max: 20, step: 0.5, meaning: 'width' }
];

describe('ParamSliders with a limit', () => {
  it('ends the slider at the limit, shows its note, and leaves the other sliders as declared', () => {
    render(ParamSliders, { specs, values: { N: 10, width: 4 }, owner: 'test', onchange: () => {}, limits: { N: { max: 42, note: 'This room holds at most 42 agents.' } } });
    expect(screen.getByRole('slider', { name: /N/ })).toHaveAttribute('max', '42');
    expect(screen.getByRole('slider', { name: /width/ })).toHaveAttribute('max', '20');
    const note = document.querySelector('[data-limit]')!;
    expect(note).toHaveAttribute('data-limit', '42');
    expect(note).toHaveTextContent('This room holds at most 42 agents.');
    expect(screen.getByText(/1 … 42/)).toBeInTheDocument();
  });

  it('shows nothing for a limit at or above the declared maximum', () => {
    render(ParamSliders, { specs, values: { N: 10, width: 4 }, owner: 'test', onchange: () => {}, limits: { N: { max: 500, note: 'never shown' } } });
    expect(screen.getByRole('slider', { name: /N/ })).toHaveAttribute('max', '500');
    expect(document.querySelector('[data-limit]')).toBeNull();
  });

  it('passes a larger typed value on (the view runs the most that fits and says so)', async () => {
    const onchange = vi.fn();
    render(ParamSliders, { specs, values: { N: 10, width: 4 }, owner: 'test', onchange, limits: { N: { max: 42, note: 'x' } } });
    await fireEvent.change(screen.getByRole('textbox', { name: /N value/ }), { target: { value: '100' } });
    expect(onchange).toHaveBeenCalledWith('N', 100);
  });
});

describe('SimulationView: the N slider follows the room', () => {
  it('ends at what the bottleneck room holds, and moves when the room is widened', async () => {
    const sc = scenarioByName('bottleneck')!, p = defaultsOf(sc.params) as ParamValues;
    const holds = (roomWidth: number) => sc.room!.capacity({ ...p, roomWidth } as never);
    const { container } = render(SimulationView, { config: { scenario: 'bottleneck', seed: 2, params: { N: 40 } }, autoplay: false, link: new SimLink(), workerThreshold: 100_000 });
    await waitFor(() => expect(container.querySelector('figure')).toHaveAttribute('data-ready', 'true'));
    const section = [...container.querySelectorAll('details')].find((d) => d.querySelector('summary')?.textContent?.includes('Scenario:'))!;
    await openDetails(section as HTMLDetailsElement);
    const slider = () => container.querySelector('input[type="range"][id$="-bottleneck-N"]')!;
    const note = () => container.querySelector('[data-limit]');
    expect(slider()).toHaveAttribute('max', String(holds(10)));
    expect(note()).toHaveTextContent(`at most ${holds(10)} agents`);
    expect(note()).toHaveTextContent(/roomWidth or roomDepth/);

    await fireEvent.change(screen.getByRole('textbox', { name: 'roomWidth value in m' }), { target: { value: '20' } });
    await waitFor(() => expect(slider()).toHaveAttribute('max', String(holds(20))));
    expect(holds(20)).toBeGreaterThan(holds(10));
    expect(note()).toHaveTextContent(`at most ${holds(20)} agents`);
    // The reader's N is kept: it fitted before and fits now.
    expect(screen.getByRole('textbox', { name: 'N value' })).toHaveValue('40');
  });
});

// @vitest-environment jsdom
import { describe, it, expect, vi } from 'vitest';
import { render, screen, fireEvent } from '@testing-library/svelte';
import ParamSliders from '../../src/lib/components/ParamSliders.svelte';
import { FORCES, SETTINGS, scenarioByName, type ParamSpec } from '../../src/lib/engine';

const specs: ParamSpec[] = [
  { key: 'V0', symbol: 'V_0', unit: 'm²/s²', default: 2.1, min: 0, max: 20, step: 0.1, meaning: 'strength' },
  { key: 'N', symbol: 'N', unit: '', default: 10, min: 1, max: 500, integer: true, step: 1, meaning: 'number of agents' },
  { key: 'mode', symbol: 'm', unit: '', default: 'a', options: ['a', 'b'], meaning: 'a choice' }
];

describe('ParamSliders', () => {
  it('makes one labelled slider per numeric spec with min, max and step from the declaration', () => {
    render(ParamSliders, { specs, values: { V0: 2.1, N: 10, mode: 'a' }, owner: 'test', onchange: () => {} });
    const sliders = screen.getAllByRole('slider');
    expect(sliders).toHaveLength(2);
    const v0 = screen.getByRole('slider', { name: /V0/ });
    expect(v0).toHaveAttribute('min', '0');
    expect(v0).toHaveAttribute('max', '20');
    expect(v0).toHaveAttribute('step', '0.1');
    expect(v0).toHaveValue('2.1');
    const n = screen.getByRole('slider', { name: /N/ });
    expect(n).toHaveAttribute('max', '500');
    expect(n).toHaveAttribute('step', '1');
    expect(screen.getByRole('combobox', { name: /mode/ })).toHaveValue('a');
    expect(screen.getByText(/m²\/s²/, { selector: '.unit' })).toBeInTheDocument();
  });

  it('passes valid values on and refuses out-of-range text with a visible message, keeping the value', async () => {
    const onchange = vi.fn();
    render(ParamSliders, { specs, values: { V0: 2.1, N: 10, mode: 'a' }, owner: 'test', onchange });
    const box = screen.getByRole('textbox', { name: /V0 value/ });
    await fireEvent.input(box, { target: { value: '99' } });
    await fireEvent.change(box, { target: { value: '99' } });
    expect(onchange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(/out of range/);
    expect(screen.getByRole('alert')).toHaveTextContent(/Kept 2.1/);

    const nBox = screen.getByRole('textbox', { name: /N value/ });
    await fireEvent.change(nBox, { target: { value: 'abc' } });
    expect(onchange).not.toHaveBeenCalled();

    await fireEvent.change(box, { target: { value: '3.5' } });
    expect(onchange).toHaveBeenCalledWith('V0', 3.5);

    await fireEvent.input(screen.getByRole('slider', { name: /N/ }), { target: { value: '42' } });
    expect(onchange).toHaveBeenCalledWith('N', 42);
    await fireEvent.change(screen.getByRole('combobox', { name: /mode/ }), { target: { value: 'b' } });
    expect(onchange).toHaveBeenCalledWith('mode', 'b');
  });

  it('draws log-scaled sliders for log specs (Δt)', async () => {
    const onchange = vi.fn();
    render(ParamSliders, { specs: SETTINGS, values: { dt: 0.05 }, owner: 'settings', onchange });
    const dt = screen.getByRole('slider', { name: /dt/ });
    expect(dt).toHaveAttribute('aria-valuetext', '0.05 s');
    await fireEvent.input(dt, { target: { value: '1000' } });
    expect(onchange).toHaveBeenCalledWith('dt', 1);
  });

  it("links each force's, scenario's and setting's parameter to its glossary entry; an unknown owner's to none", () => {
    const { unmount } = render(ParamSliders, { specs: FORCES.drivingHM.params, values: { tau: 0.5 }, owner: 'drivingHM', onchange: () => {} });
    expect(screen.getByRole('link', { name: 'tau in the glossary' })).toHaveAttribute('href', expect.stringMatching(/\/glossary\/#param-drivingHM-tau$/));
    unmount();
    const settings = render(ParamSliders, { specs: SETTINGS, values: {}, owner: 'settings', onchange: () => {} });
    expect(screen.getByRole('link', { name: 'dt in the glossary' })).toHaveAttribute('href', expect.stringMatching(/#setting-dt$/));
    settings.unmount();
    const corridor = render(ParamSliders, { specs: scenarioByName('corridor')!.params, values: {}, owner: 'corridor', onchange: () => {} });
    expect(screen.getByRole('link', { name: 'v0 in the glossary' })).toHaveAttribute('href', expect.stringMatching(/#scenario-corridor-v0$/));
    corridor.unmount();
    render(ParamSliders, { specs, values: { V0: 2.1, N: 10, mode: 'a' }, owner: 'test', onchange: () => {} });
    expect(screen.queryByRole('link')).toBeNull();
  });
});

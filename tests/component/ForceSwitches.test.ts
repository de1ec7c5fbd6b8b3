// @vitest-environment jsdom
import { describe, it, expect, vi } from 'vitest';
import { render, screen, fireEvent } from '@testing-library/svelte';
import ForceSwitches from '../../src/lib/components/ForceSwitches.svelte';
import { forceByName } from '../../src/lib/engine';
import { openDetails } from './details';

const item = (name: string, enabled = true) => {
  const f = forceByName(name)!;
  return { name, label: f.label, colour: f.colour, enabled, params: f.params, values: {} };
};

describe('ForceSwitches', () => {
  it('makes a checkbox named after each force, with a swatch in its colour', () => {
    render(ForceSwitches, { forces: [item('drivingHM'), item('repulsionHM', false)], ontoggle: () => {} });
    const driving = screen.getByRole('checkbox', { name: forceByName('drivingHM')!.label });
    const repulsion = screen.getByRole('checkbox', { name: forceByName('repulsionHM')!.label });
    expect(driving).toBeChecked();
    expect(repulsion).not.toBeChecked();
    const swatch = driving.parentElement!.querySelector('.swatch') as HTMLElement;
    expect(swatch.style.background).not.toBe('');
  });

  it('calls back when a switch is toggled', async () => {
    const ontoggle = vi.fn();
    render(ForceSwitches, { forces: [item('repulsionHM')], ontoggle });
    await fireEvent.click(screen.getByRole('checkbox', { name: forceByName('repulsionHM')!.label }));
    expect(ontoggle).toHaveBeenCalledWith('repulsionHM', false);
  });

  it('shows a force’s parameters when asked (only once opened) and reports changes', async () => {
    const onparam = vi.fn();
    const { container } = render(ForceSwitches, { forces: [item('repulsionHM')], ontoggle: () => {}, onparam });
    // Closed: the section is there, its sliders are not rendered at all.
    expect(screen.queryAllByRole('slider')).toHaveLength(0);
    expect(container.querySelectorAll('input')).toHaveLength(1); // the switch alone
    await openDetails(container.querySelector('details')!);
    await fireEvent.input(await screen.findByRole('slider', { name: /V0/ }), { target: { value: '3' } });
    expect(onparam).toHaveBeenCalledWith('repulsionHM', 'V0', 3);
  });

  it('groups the switches by family, each group named, when asked', () => {
    const { container } = render(ForceSwitches, {
      forces: [{ ...item('separation'), family: 'boids' }, { ...item('drivingHM'), family: 'social' }, { ...item('cruise'), family: 'boids' }],
      ontoggle: () => {},
      grouped: true
    });
    const groups = [...container.querySelectorAll('fieldset.family')];
    expect(groups.map((g) => g.querySelector('legend')!.textContent)).toEqual(['Flocks (boids)', 'Crowds (social forces)']);
    const boids = screen.getByRole('group', { name: 'Flocks (boids)' });
    expect([...boids.querySelectorAll('li')].map((li) => li.getAttribute('data-force'))).toEqual(['separation', 'cruise']);
  });

  it('shows a black force’s swatch in the theme’s text colour (visible on the dark theme)', () => {
    render(ForceSwitches, { forces: [item('softBoundaryB')], ontoggle: () => {} });
    const box = screen.getByRole('checkbox', { name: forceByName('softBoundaryB')!.label });
    const swatch = box.parentElement!.querySelector('.swatch') as HTMLElement;
    expect(swatch.getAttribute('style')).toContain('var(--text, #000000)');
  });
});

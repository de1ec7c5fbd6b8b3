// @vitest-environment jsdom
import { describe, it, expect, vi } from 'vitest';
import { render, screen, fireEvent } from '@testing-library/svelte';
import ForceSwitches from '../../src/lib/components/ForceSwitches.svelte';
import { forceByName } from '../../src/lib/engine';

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

  it('shows a force’s parameters when asked and reports changes', async () => {
    const onparam = vi.fn();
    render(ForceSwitches, { forces: [item('repulsionHM')], ontoggle: () => {}, onparam });
    await fireEvent.input(screen.getByRole('slider', { name: /V0/ }), { target: { value: '3' } });
    expect(onparam).toHaveBeenCalledWith('repulsionHM', 'V0', 3);
  });

  it('shows a black force’s swatch in the theme’s text colour (visible on the dark theme)', () => {
    render(ForceSwitches, { forces: [item('softBoundaryB')], ontoggle: () => {} });
    const box = screen.getByRole('checkbox', { name: forceByName('softBoundaryB')!.label });
    const swatch = box.parentElement!.querySelector('.swatch') as HTMLElement;
    expect(swatch.getAttribute('style')).toContain('var(--text, #000000)');
  });
});

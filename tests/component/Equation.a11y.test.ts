// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import Equation from '../../src/lib/components/Equation.svelte';
import { SimLink } from '../../src/lib/components/simLink.svelte';
import { forceByName } from '../../src/lib/engine';

describe('Equation: accessible names of the linked terms', () => {
  const terms = [{ tex: String.raw`\mathbf{f}^0`, force: 'drivingHM' }, { tex: '+' }, { tex: String.raw`\sum_b \mathbf{f}_{ab}`, force: 'repulsionHM' }];

  it('names each term by its content (the force label), with no aria-label to mismatch the visible text', () => {
    const link = new SimLink();
    link.register('v1', () => {});
    link.setEnabled('v1', { drivingHM: true, repulsionHM: false });
    render(Equation, { link, terms });
    for (const name of ['drivingHM', 'repulsionHM']) {
      const label = forceByName(name)!.label;
      const term = screen.getByRole('button', { name: label });
      expect(term).not.toHaveAttribute('aria-label');
      expect(term).toHaveAccessibleName(label);
    }
    expect(screen.getByRole('button', { name: forceByName('repulsionHM')!.label })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a black force colour in the theme’s text colour', () => {
    render(Equation, { link: new SimLink(), terms: [{ tex: 'b', force: 'softBoundaryB' }] });
    expect(forceByName('softBoundaryB')!.colour).toBe('#000000');
    const term = screen.getByRole('button', { name: forceByName('softBoundaryB')!.label });
    expect(term.style.getPropertyValue('--c')).toBe('var(--text, #000000)');
  });
});

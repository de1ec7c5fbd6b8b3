// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import { render, screen, fireEvent } from '@testing-library/svelte';
import Equation from '../../src/lib/components/Equation.svelte';
import { SimLink } from '../../src/lib/components/simLink.svelte';

describe('Equation ↔ force link', () => {
  it('hover highlights the force; click and Enter toggle it in the linked view', async () => {
    const link = new SimLink();
    const toggled: string[] = [];
    link.register('v1', (name) => {
      toggled.push(name);
      link.setEnabled('v1', { repulsionHM: !link.isEnabled('repulsionHM', 'v1') });
    });
    link.setEnabled('v1', { repulsionHM: true });
    render(Equation, {
      link,
      terms: [{ tex: String.raw`\frac{d\mathbf{v}}{dt} =` }, { tex: String.raw`\mathbf{f}^0`, force: 'drivingHM' }, { tex: '+' }, { tex: String.raw`\sum_b \mathbf{f}_{ab}`, force: 'repulsionHM' }]
    });
    const term = screen.getByRole('button', { name: /Repulsion/ });
    expect(term).toHaveAttribute('aria-pressed', 'true');
    expect(term.style.getPropertyValue('--c')).not.toBe('');

    await fireEvent.mouseEnter(term);
    expect(link.highlighted).toEqual({ force: 'repulsionHM', view: 'v1' });
    expect(link.highlightFor('v1')).toBe('repulsionHM');
    await fireEvent.mouseLeave(term);
    expect(link.highlighted).toBeNull();

    await fireEvent.click(term);
    expect(toggled).toEqual(['repulsionHM']);
    expect(term).toHaveAttribute('aria-pressed', 'false');
    await fireEvent.keyDown(term, { key: 'Enter' });
    expect(toggled).toEqual(['repulsionHM', 'repulsionHM']);
    await fireEvent.keyDown(term, { key: ' ' });
    expect(toggled).toHaveLength(3);
    await fireEvent.focus(term);
    expect(link.highlighted?.force).toBe('repulsionHM');
  });

  it('an equation made before its view learns the force states when the view registers', async () => {
    const link = new SimLink();
    render(Equation, { link, view: 'late', terms: [{ tex: String.raw`\mathbf{f}`, force: 'repulsionHM' }] });
    const term = screen.getByRole('button', { name: /Repulsion/ });
    expect(term).not.toHaveAttribute('aria-pressed');
    link.register('late', () => {});
    link.setEnabled('late', { repulsionHM: false });
    await Promise.resolve();
    await new Promise((r) => setTimeout(r));
    expect(term).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows malformed TeX in a visible error box', async () => {
    render(Equation, { link: new SimLink(), terms: [{ tex: String.raw`\frac{1}{` }] });
    expect(await screen.findByRole('note')).toHaveTextContent('\\frac{1}{');
  });
});

// @vitest-environment jsdom
import { describe, it, expect, beforeEach } from 'vitest';
import { render, screen, fireEvent, waitFor } from '@testing-library/svelte';
import SimulationView from '../../src/lib/components/SimulationView.svelte';
import { SimLink } from '../../src/lib/components/simLink.svelte';
import { forceByName } from '../../src/lib/engine';

beforeEach(() => {
  history.replaceState(null, '', '/');
});

describe('SimulationView (jsdom: no 2D canvas)', () => {
  it('renders, copes without a canvas context, steps, and toggles forces', async () => {
    const link = new SimLink();
    const { container } = render(SimulationView, { config: { scenario: 'corridor', seed: 3, params: { N: 20 } }, autoplay: false, link });
    const fig = container.querySelector('figure')!;
    await waitFor(() => expect(fig).toHaveAttribute('data-ready', 'true'));
    expect(screen.getByRole('textbox', { name: 'Seed' })).toHaveValue('3');
    expect(container.querySelector('[data-shared]'), 'no link, nothing marked as shared').toBeNull();
    await fireEvent.click(screen.getByRole('button', { name: /Step/ }));
    await waitFor(() => expect(fig).toHaveAttribute('data-steps', '1'));
    const rep = screen.getByRole('checkbox', { name: forceByName('repulsionHM')!.label });
    await fireEvent.click(rep);
    expect(link.isEnabled('repulsionHM')).toBe(false);
    // The equation path: toggling through the link flips the switch.
    link.toggle('repulsionHM');
    await waitFor(() => expect(rep).toBeChecked());
  });

  it('reads its share link and lists what it ignored, as text', async () => {
    history.replaceState(null, '', '/#sim=scenario:corridor;seed:9;p.N:30;f.repulsionHM:off;p.N:%3Cimg%20src=x%3E');
    const { container } = render(SimulationView, { config: { scenario: 'corridor', seed: 3, params: { N: 20 } }, autoplay: false, link: new SimLink() });
    await waitFor(() => expect(container.querySelector('figure')).toHaveAttribute('data-ready', 'true'));
    expect(screen.getByRole('textbox', { name: 'Seed' })).toHaveValue('9');
    expect(screen.getByRole('checkbox', { name: forceByName('repulsionHM')!.label })).not.toBeChecked();
    const notice = container.querySelector('[data-notice]')!;
    expect(notice).toHaveTextContent('<img src=x>');
    expect(notice.querySelector('img')).toBeNull();
    // Marked as the shared view, with what the link changed (and not what it failed to change); its hash key is an id.
    const shared = container.querySelector('[data-shared]')!;
    expect(shared).toHaveTextContent('Shared with you: seed 9, N = 30, repulsionHM off.');
    expect(container.querySelector('#sim')).not.toBeNull();
    await fireEvent.click(shared.querySelector('button')!);
    await waitFor(() => expect(container.querySelector('[data-shared]')).toBeNull());
  });

  it('round-trips its state through the share button', async () => {
    const { container } = render(SimulationView, { config: { scenario: 'corridor', seed: 3, params: { N: 20 } }, autoplay: false, link: new SimLink() });
    await waitFor(() => expect(container.querySelector('figure')).toHaveAttribute('data-ready', 'true'));
    await fireEvent.click(screen.getByRole('checkbox', { name: forceByName('wallHM')!.label }));
    const seed = screen.getByRole('textbox', { name: 'Seed' });
    await fireEvent.change(seed, { target: { value: '12' } });
    await fireEvent.click(screen.getByRole('button', { name: /Copy link/ }));
    const field = await screen.findByRole('textbox', { name: /Link to this simulation/ });
    const url = (field as HTMLInputElement).value;
    expect(url).toContain('#sim=scenario:corridor;seed:12;f.wallHM:off');
  });

  it('an experiment loaded through its handle can be undone: the reader’s own settings come back', async () => {
    const link = new SimLink();
    const { container } = render(SimulationView, { id: 'exp', config: { scenario: 'corridor', seed: 3, params: { N: 20 } }, autoplay: false, link });
    const fig = container.querySelector('figure')!;
    await waitFor(() => expect(fig).toHaveAttribute('data-ready', 'true'));
    const seed = screen.getByRole('textbox', { name: 'Seed' });
    await fireEvent.change(seed, { target: { value: '12' } }); // the reader's own change
    const h = link.handle('exp')!;
    expect(h.loaded).toBe(false);
    h.load({ scenario: 'corridor', seed: 7, params: { N: 20 } });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Seed' })).toHaveValue('7'));
    expect(h.loaded).toBe(true);
    expect(h.restore()).toBe(true);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Seed' })).toHaveValue('12'));
    expect(h.loaded).toBe(false);
    expect(h.restore()).toBe(false);
  });
});

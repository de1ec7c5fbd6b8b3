// @vitest-environment jsdom
/**
 * The drawing lesson in jsdom (no canvas contexts, no Worker): its controls are there with their labels, they say
 * what they choose, and a choice the browser cannot honour turns into a message, not an exception.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import DrawLesson from '../../src/lib/components/ladder/DrawLesson.svelte';

describe('DrawLesson (jsdom)', () => {
  it('renders labelled controls: play, boids, how to draw, where the step runs', async () => {
    const { container } = render(DrawLesson, { n: 1000, renderer: 'batched', where: 'page', autoplay: false });
    const play = screen.getByRole('button', { name: 'Play' });
    expect(play).toHaveAttribute('aria-pressed', 'false');
    const count = screen.getByRole('combobox', { name: 'Boids' }) as HTMLSelectElement;
    expect([...count.options].map((o) => o.textContent)).toEqual(['1,000', '5,000', '20,000', '50,000', '100,000']);
    expect(count.value).toBe('1000');
    expect(screen.getByRole('group', { name: 'Drawing' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'One path per boid' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Batched paths' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'WebGL instanced' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'WebGL, one draw without instancing' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Where the step runs' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'With the drawing, on the page' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'In a worker, as fast as it can' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'In a worker, 50 steps a second' })).not.toBeChecked();
    const fig = container.querySelector('figure')!;
    expect(fig).toHaveAttribute('data-renderer', 'batched');
    expect(fig).toHaveAttribute('data-where', 'page');
    expect(fig).toHaveAttribute('data-n', '1000');
    expect(container.querySelector('canvas')).not.toBeNull();
    const hud = screen.getByLabelText('Live numbers');
    expect([...hud.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['Frames drawn per second', 'Steps per second', 'Draw call, median', 'Longest task, last 5 s']);
  });

  it('play toggles to pause; the choices reach the figure', async () => {
    const { container } = render(DrawLesson, { n: 1000, renderer: 'path', where: 'page', autoplay: false });
    const fig = container.querySelector('figure')!;
    await fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-pressed', 'true');
    expect(fig).toHaveAttribute('data-playing', 'true');
    await fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(fig).toHaveAttribute('data-playing', 'false');
    await fireEvent.click(screen.getByRole('radio', { name: 'Batched paths' }));
    await waitFor(() => expect(fig).toHaveAttribute('data-renderer', 'batched'));
    await fireEvent.change(screen.getByRole('combobox', { name: 'Boids' }), { target: { value: '5000' } });
    await waitFor(() => expect(fig).toHaveAttribute('data-n', '5000'));
  });

  it('WebGL where there is none: a message on the canvas, no exception', async () => {
    const { container } = render(DrawLesson, { n: 1000, renderer: 'webgl', where: 'page', autoplay: false });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/WebGL2 is not available/));
    expect(container.querySelector('figure')).toHaveAttribute('data-problem');
  });

  it('a worker where there is none (jsdom): the error is shown', async () => {
    render(DrawLesson, { n: 1000, renderer: 'batched', where: 'worker', autoplay: false });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Worker/));
  });
});

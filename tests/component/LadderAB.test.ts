// @vitest-environment jsdom
/**
 * LadderAB (issue 18.4): two rungs of the same model step in lockstep, so after any number of frames — by the Step
 * button or playing — both views are at the same step and the table compares one step of both (the same counts:
 * "the same"), and the verdict starts by warming up. A view that runs alone steps alone, and back to both the two
 * start again together.
 */
import { describe, it, expect, beforeEach } from 'vitest';
import { render, fireEvent, waitFor } from '@testing-library/svelte';
import LadderAB from '../../src/lib/components/ladder/LadderAB.svelte';

beforeEach(() => {
  history.replaceState(null, '', '/');
});

const stepsOf = (c: HTMLElement) => [...c.querySelectorAll('figure.ladder-stage')].map((f) => f.getAttribute('data-steps'));
const cell = (c: HTMLElement, row: string, side: string) => c.querySelector(`tr[data-row="${row}"] td[data-side="${side}"]`)!;
const hud = (c: HTMLElement, metric: string) => [...c.querySelectorAll(`figure.ladder-stage dd[data-metric="${metric}"]`)].map((d) => d.textContent);

describe('LadderAB: a same-model pair in lockstep', () => {
  it('Step steps both to the same frame; the counts of one step agree, in the table and on both views', async () => {
    const { container } = render(LadderAB, {
      rung: 'sorted-grid', n: 100, sizes: [100], id: 'sg', autoplay: false, metrics: ['candidatesPerAgent', 'candidatesPerQuery', 'neighboursPerQuery']
    });
    await waitFor(() => expect(container.querySelectorAll('figure.ladder-stage[data-ready="true"]')).toHaveLength(2));
    expect(container.querySelector('td[data-side="change"][data-verdict]')).toHaveAttribute('data-verdict', 'warming-up');
    const step = container.querySelector('button.btn:not(.primary)') as HTMLButtonElement;
    expect(step).toHaveTextContent('Step');
    for (let k = 1; k <= 7; k++) {
      await fireEvent.click(step);
      await waitFor(() => expect(stepsOf(container)).toEqual([String(k), String(k)]));
      for (const m of ['candidatesPerAgent', 'candidatesPerQuery', 'neighboursPerQuery']) {
        expect(cell(container, m, 'change'), m).toHaveTextContent('the same');
        expect(cell(container, m, 'before').textContent).toBe(cell(container, m, 'after').textContent);
      }
      const h = hud(container, 'candidatesPerAgent');
      expect(h).toHaveLength(2);
      expect(h[0]).toBe(h[1]);
    }
    expect(cell(container, 'msPerStep', 'change')).toHaveTextContent(/warming up \(\d+ of 50 steps\)/);
  });

  it('playing, both views stay at one step and the verdict warms up first', async () => {
    const { container } = render(LadderAB, { rung: 'sorted-grid', n: 100, sizes: [100], id: 'sg2', autoplay: false, metrics: ['candidatesPerAgent'] });
    await waitFor(() => expect(container.querySelectorAll('figure.ladder-stage[data-ready="true"]')).toHaveLength(2));
    expect(container.querySelector('td[data-side="change"]')).toHaveAttribute('data-verdict', 'warming-up');
    await fireEvent.click(container.querySelector('button.btn.primary')!);
    const seen = new Set<string>();
    await waitFor(() => {
      const [a, b] = stepsOf(container);
      expect(a).toBe(b);
      seen.add(a!);
      expect(Number(a)).toBeGreaterThan(20);
    }, { timeout: 10_000, interval: 50 });
    expect(seen.size).toBeGreaterThan(1);
    expect(cell(container, 'candidatesPerAgent', 'change')).toHaveTextContent('the same');
    await fireEvent.click(container.querySelector('button.btn.primary')!);
  });

  it('a view run alone steps alone; back to both, both start again together', async () => {
    const { container, getByLabelText } = render(LadderAB, { rung: 'sorted-grid', n: 100, sizes: [100], id: 'sg3', autoplay: false, solo: true, metrics: ['candidatesPerAgent'] });
    await waitFor(() => expect(container.querySelectorAll('figure.ladder-stage[data-ready="true"]')).toHaveLength(2));
    await fireEvent.click(getByLabelText(/only “Rung 10/));
    const step = container.querySelector('button.btn:not(.primary)') as HTMLButtonElement;
    await fireEvent.click(step);
    await fireEvent.click(step);
    // Step steps both views when one runs alone too, as it always did; the Play of one alone is what parts them.
    await fireEvent.click(container.querySelector('button.btn.primary')!);
    await waitFor(() => expect(Number(stepsOf(container)[1])).toBeGreaterThan(Number(stepsOf(container)[0]) + 5), { timeout: 10_000 });
    await fireEvent.click(getByLabelText('both'));
    await waitFor(() => {
      const [a, b] = stepsOf(container);
      expect(a).toBe(b);
      expect(Number(a)).toBeGreaterThan(3);
    }, { timeout: 10_000, interval: 50 });
    await fireEvent.click(container.querySelector('button.btn.primary')!);
  });
});

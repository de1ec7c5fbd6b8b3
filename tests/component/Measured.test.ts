// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import Measured from '../../src/lib/components/Measured.svelte';
import { SimLink } from '../../src/lib/components/simLink.svelte';
import type { Claim } from '../../src/lib/claims';
import { FakeView } from './fakeView.svelte';

const base = { config: { scenario: 'bounded-flock', seed: 1 }, seconds: 10, metric: 'meanSpeed' } as const;
const claims: Claim[] = [
  { ...base, id: 't/a', view: 'flock', text: 'Slow: about 6.5 m/s (5.5–7.6 m/s) after 10 s.', expect: { min: 5, max: 8 }, seeds: [1, 2, 3] },
  { ...base, id: 't/b', view: 'flock', text: 'Polar: P above 0.9.', metric: 'polarization', expect: { min: 0.9 }, statistic: 'mean', from: 20, seconds: 60 },
  { ...base, id: 't/other', view: 'other', text: 'Another view: 3 m/s.', expect: { min: 2, max: 4 } },
  { ...base, id: 't/asked', view: 'flock', text: 'Asked: 4 m/s.', expect: { min: 3, max: 5 }, ask: { question: 'How fast?' } }
];

describe('Measured', () => {
  it('lists the view’s numbers (not another view’s, not a question’s answer) with the range a run will land in', async () => {
    render(Measured, { claims, view: 'flock', link: new SimLink() });
    expect(screen.getByText(/Measured on this view: 2 numbers/)).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-claim'))).toEqual(['t/a', 't/b']);
    expect(within(rows[0]).getByText('5.5–7.6 m/s')).toBeInTheDocument(); // the sentence's own digits
    expect(within(rows[0]).getByText('3 seeds')).toBeInTheDocument();
    expect(within(rows[1]).getByText('at least 0.900')).toBeInTheDocument(); // no stated range: the tested bound
    expect(within(rows[1]).getByText('mean 20–60 s')).toBeInTheDocument();
    expect(screen.queryByText('Asked: 4 m/s.')).toBeNull();
  });

  it('"Set it up" loads the claim’s experiment into its view and plays it', async () => {
    const link = new SimLink(), view = new FakeView();
    link.register('flock', () => {}, view);
    render(Measured, { claims, view: 'flock', link });
    await fireEvent.click(screen.getAllByRole('button', { name: 'Set it up' })[0]);
    expect(view.configs).toEqual([claims[0].config]);
    expect(view.running).toBe(true);
    expect(view.revealed).toBe(1);
  });

  it('says so when the view is not on the page, and shows nothing for a view without numbers', async () => {
    const { container } = render(Measured, { claims, view: 'flock', link: new SimLink() });
    await fireEvent.click(screen.getAllByRole('button', { name: 'Set it up' })[0]);
    expect(screen.getByRole('status')).toHaveTextContent('is not on this page');
    render(Measured, { claims, view: 'nothing', link: new SimLink() });
    expect(container.ownerDocument.querySelectorAll('details.measured')).toHaveLength(1);
  });
});

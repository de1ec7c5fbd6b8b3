// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import { createRawSnippet, flushSync } from 'svelte';
import { render, screen, fireEvent, waitFor } from '@testing-library/svelte';
import Prediction from '../../src/lib/components/Prediction.svelte';
import { SimLink } from '../../src/lib/components/simLink.svelte';
import type { Claim } from '../../src/lib/claims';
import { FakeView } from './fakeView.svelte';

const claim: Claim = {
  id: 'test/slow-alignment',
  text: 'w_a = 0.9: about 6.5 m/s after 10 s.',
  view: 'alignment',
  config: { scenario: 'bounded-flock', seed: 1, forces: { alignmentB: { params: { weight: 0.9 } } } },
  seconds: 10,
  metric: 'meanSpeed',
  expect: { min: 5, max: 8 },
  seeds: [1, 2, 3],
  ask: {
    question: 'What is the mean speed after 10 s?',
    choices: [
      { label: 'About 15 m/s', min: 13 },
      { label: '3–13 m/s', min: 3, max: 13 },
      { label: 'Below 3 m/s', max: 3 }
    ]
  }
};

function setup(withView = true) {
  const link = new SimLink();
  const view = new FakeView();
  if (withView) link.register('alignment', () => {}, view);
  render(Prediction, { claim, link });
  return { link, view };
}

const run = () => screen.getByRole('button', { name: /Run the experiment/ });
const status = () => screen.getByRole('status');

describe('Prediction', () => {
  it('asks first: the experiment cannot run before an answer is given', async () => {
    const { view } = setup();
    expect(screen.getByRole('group', { name: claim.ask!.question })).toBeInTheDocument();
    expect(run()).toBeDisabled();
    await fireEvent.click(run());
    expect(view.configs).toHaveLength(0);
  });

  it('runs the claim in its view, waits for the stated time, and says whether the reader was right', async () => {
    const { view } = setup();
    await fireEvent.click(screen.getByRole('radio', { name: '3–13 m/s' }));
    await fireEvent.click(run());
    expect(view.configs).toEqual([{ ...claim.config, seed: 1 }]);
    expect(view.running).toBe(true);
    // It asks the view to stop at the claim's time itself (to the step), not to play on until a reading passes it.
    expect(view.until).toBe(claim.seconds);
    expect(view.revealed).toBe(1);
    expect(view.speed).toBe(4);
    expect(screen.getByRole('radio', { name: '3–13 m/s' })).toBeDisabled();
    expect(status()).toHaveTextContent('Running the experiment');
    // The main button keeps focus: it is now Stop.
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();

    view.advance(5, { meanSpeed: 9 });
    flushSync();
    expect(screen.getByRole('progressbar', { name: 'Simulated time' })).toHaveAttribute('value', '5');
    view.advance(8.5, { meanSpeed: 7 });
    flushSync();
    expect(view.speed).toBe(1); // the last two seconds at real time, so the reading lands near 10 s
    view.advance(10.1, { meanSpeed: 6.43 });
    flushSync();
    await waitFor(() => expect(status()).toHaveTextContent('You were right.'));
    expect(status()).toHaveTextContent('6.43 m/s');
    expect(status()).toHaveTextContent('range is 5.00–8.00 m/s');
    expect(view.running).toBe(false);
    expect(view.speed).toBe(1); // the reader's speed is restored

    // Another seed: the next of the tested seeds, the same answer.
    await fireEvent.click(screen.getByRole('button', { name: 'Another seed (2)' }));
    expect(view.configs[1].seed).toBe(2);
    view.advance(10, { meanSpeed: 14 });
    flushSync();
    await waitFor(() => expect(status()).toHaveTextContent('Not this time.'));

    // The reader's own settings can be put back into the view.
    const back = screen.getByRole('button', { name: 'Back to the simulation as it was' });
    await fireEvent.click(back);
    expect(view.restored).toBe(1);
    flushSync();
    expect(screen.queryByRole('button', { name: 'Back to the simulation as it was' })).toBeNull();

    // Try again: the question anew, nothing chosen, focus on the question.
    await fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    flushSync();
    expect(screen.getByRole('radio', { name: 'About 15 m/s' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'About 15 m/s' })).not.toBeChecked();
    expect(run()).toBeDisabled();
  });

  it('judges a run against the range the sentence states, in its own digits, not the wider tested range', async () => {
    const link = new SimLink();
    const view = new FakeView();
    link.register('alignment', () => {}, view);
    render(Prediction, { claim: { ...claim, text: 'w_a = 0.9: about 6.5 m/s (5.5–7.6 m/s) after 10 s.' }, link });
    await fireEvent.click(screen.getByRole('radio', { name: '3–13 m/s' }));
    await fireEvent.click(run());
    view.advance(10, { meanSpeed: 7.8 });
    flushSync();
    await waitFor(() => expect(status()).toHaveTextContent('You were right.'));
    expect(status()).toHaveTextContent('range is 5.5–7.6 m/s');
    // 7.8 is inside the tests' bounds (5–8) but outside what the chapter tells the reader: the page says so.
    expect(screen.getByText(/fell outside the range the chapter states/)).toBeInTheDocument();
  });

  it('keeps the answer’s prose hidden until the experiment has run, or the reader asks for it', async () => {
    const link = new SimLink();
    const view = new FakeView();
    link.register('alignment', () => {}, view);
    const children = createRawSnippet(() => ({ render: () => '<p>It slows to about 6.5 m/s.</p>' }));
    render(Prediction, { claim, link, children });
    const answer = screen.getByText('It slows to about 6.5 m/s.').parentElement!;
    expect(answer).toHaveAttribute('data-answer');
    expect(answer).not.toBeVisible();
    await fireEvent.click(screen.getByRole('radio', { name: '3–13 m/s' }));
    await fireEvent.click(run());
    expect(answer).not.toBeVisible(); // running is not answering
    view.advance(10.1, { meanSpeed: 6.43 });
    flushSync();
    await waitFor(() => expect(answer).toBeVisible());
    await fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    flushSync();
    expect(answer).toBeVisible(); // read once, it stays open
  });

  it('"Show the answer now" opens the answer without running and moves focus to it', async () => {
    const children = createRawSnippet(() => ({ render: () => '<p>It slows to about 6.5 m/s.</p>' }));
    render(Prediction, { claim, link: new SimLink(), children });
    const answer = screen.getByText('It slows to about 6.5 m/s.').parentElement!;
    const show = screen.getByRole('button', { name: 'Show the answer now' });
    expect(show).toHaveAttribute('aria-controls', answer.id);
    await fireEvent.click(show);
    await waitFor(() => expect(answer).toBeVisible());
    expect(answer).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show the answer now' })).toBeNull();
  });

  it('a number in the unit is right when it lies in the claim’s range', async () => {
    const link = new SimLink();
    const view = new FakeView();
    link.register('alignment', () => {}, view);
    render(Prediction, { claim: { ...claim, ask: { question: 'Mean speed after 10 s?' } }, link });
    await fireEvent.input(screen.getByRole('spinbutton', { name: /Your prediction/ }), { target: { value: '6' } });
    await fireEvent.click(run());
    view.advance(10, { meanSpeed: 7.2 });
    flushSync();
    await waitFor(() => expect(status()).toHaveTextContent('You were right.'));
  });

  it('says clearly when its view is not on the page', async () => {
    setup(false);
    await fireEvent.click(screen.getByRole('radio', { name: 'About 15 m/s' }));
    await fireEvent.click(run());
    expect(status()).toHaveTextContent('(“alignment”) is not on this page');
    expect(run()).toBeEnabled();
  });

  it('reports a blow-up instead of waiting for ever', async () => {
    const { view } = setup();
    await fireEvent.click(screen.getByRole('radio', { name: 'Below 3 m/s' }));
    await fireEvent.click(run());
    view.blowup = 'The integration blew up: …';
    flushSync();
    await waitFor(() => expect(status()).toHaveTextContent('blew up before t = 10 s'));
    expect(screen.getByRole('radio', { name: 'Below 3 m/s' })).toBeEnabled();
  });
});

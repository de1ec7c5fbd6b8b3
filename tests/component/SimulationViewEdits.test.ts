// @vitest-environment jsdom
import { describe, it, expect, beforeEach } from 'vitest';
import { render, screen, fireEvent, waitFor } from '@testing-library/svelte';
import SimulationView from '../../src/lib/components/SimulationView.svelte';
import { SimLink } from '../../src/lib/components/simLink.svelte';
import { createSimulation, CapacityError } from '../../src/lib/engine';
import { openDetails } from './details';

/** Opens the view's "Scenario: …" section, where the scenario's parameters are. */
async function openScenario(container: HTMLElement) {
  const d = [...container.querySelectorAll('details')].find((x) => x.querySelector('summary')?.textContent?.includes('Scenario:'))!;
  await openDetails(d as HTMLDetailsElement);
}

beforeEach(() => {
  history.replaceState(null, '', '/');
});

/** The most the evacuation room of this size holds, as the engine says when refusing more. */
function capacityOf(N: number): number {
  try {
    createSimulation({ scenario: 'evacuation', params: { N } });
  } catch (e) {
    if (e instanceof CapacityError) return e.max;
  }
  throw new Error(`N = ${N} was not refused`);
}

describe('SimulationView: a population its region cannot hold', () => {
  it('runs the most that fits, says so with the number, and keeps the other settings', async () => {
    const max = capacityOf(2000);
    const { container } = render(SimulationView, {
      config: { scenario: 'evacuation', seed: 5, params: { N: 2000, v0: 2 } }, autoplay: false, link: new SimLink(), workerThreshold: 100_000
    });
    const fig = container.querySelector('figure')!;
    await waitFor(() => expect(fig).toHaveAttribute('data-ready', 'true'));
    const notice = container.querySelector('[data-capacity]')!;
    expect(notice).toHaveAttribute('data-capacity', String(max));
    expect(notice).toHaveTextContent('2,000 agents do not fit');
    expect(notice).toHaveTextContent(`at most ${max}`);
    expect(notice).toHaveTextContent(`Running with N = ${max}`);
    expect(container.querySelector('[data-stat="agents"]')).toHaveTextContent(String(max));
    await openScenario(container);
    expect(screen.getByRole('textbox', { name: 'N value' })).toHaveValue(String(max));
    expect(screen.getByRole('textbox', { name: 'v0 value in m/s' })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: 'Seed' })).toHaveValue('5');
    // It runs: a step is taken, nothing blank.
    await fireEvent.click(screen.getByRole('button', { name: /Step/ }));
    await waitFor(() => expect(fig).toHaveAttribute('data-steps', '1'));
    expect(container.querySelector('[data-notice]')?.textContent ?? '').not.toMatch(/could not be built/);
  });

  it('a slider asking for too many is mended the same way; a fitting value clears the notice', async () => {
    const max = capacityOf(1000);
    const { container } = render(SimulationView, { config: { scenario: 'evacuation', seed: 5, params: { N: 100 } }, autoplay: false, link: new SimLink(), workerThreshold: 100_000 });
    await waitFor(() => expect(container.querySelector('figure')).toHaveAttribute('data-ready', 'true'));
    expect(container.querySelector('[data-capacity]')).toBeNull();
    await openScenario(container);
    const n = screen.getByRole('textbox', { name: 'N value' });
    await fireEvent.change(n, { target: { value: '1000' } });
    await waitFor(() => expect(container.querySelector('[data-capacity]')).toHaveAttribute('data-capacity', String(max)));
    expect(container.querySelector('[data-stat="agents"]')).toHaveTextContent(String(max));
    await fireEvent.change(n, { target: { value: '50' } });
    await waitFor(() => expect(container.querySelector('[data-capacity]')).toBeNull());
    expect(container.querySelector('[data-stat="agents"]')).toHaveTextContent('50');
  });
});

describe('SimulationView: the reader’s canvas edits in its link', () => {
  it('restores moved walls and added agents from a link, keeps them in a new link, and removes them on request', async () => {
    history.replaceState(null, '', '/#sim=scenario:corridor;seed:4;move:1@0,-1;add:5,3,r=0.3,v0=1.2,goal=dir/1/0;add:6,2,r=0.3,v0=1.2,goal=dir/-1/0,k=1');
    const { container } = render(SimulationView, { config: { scenario: 'corridor', seed: 3, params: { N: 20 } }, autoplay: false, link: new SimLink() });
    await waitFor(() => expect(container.querySelector('figure')).toHaveAttribute('data-ready', 'true'));
    const edits = container.querySelector('[data-edits]')!;
    expect(edits).toHaveTextContent('1 wall move and 2 added agents');
    expect(container.querySelector('[data-stat="agents"]')).toHaveTextContent('22');
    await fireEvent.click(screen.getByRole('button', { name: /Copy link/ }));
    const url = ((await screen.findByRole('textbox', { name: /Link to this simulation/ })) as HTMLInputElement).value;
    expect(url).toContain('#sim=scenario:corridor;seed:4;move:1@0,-1;add:5,3,r=0.3,v0=1.2,goal=dir/1/0;add:6,2,r=0.3,v0=1.2,k=1,goal=dir/-1/0');
    await fireEvent.click(screen.getByRole('button', { name: 'Remove my changes' }));
    await waitFor(() => expect(container.querySelector('[data-edits]')).toBeNull());
    expect(container.querySelector('[data-stat="agents"]')).toHaveTextContent('20');
  });

  it('edits a layout cannot take are removed with a notice; the rest of the link still applies', async () => {
    history.replaceState(null, '', '/#sim=scenario:corridor;seed:4;move:9@0,-1');
    const { container } = render(SimulationView, { config: { scenario: 'corridor', seed: 3, params: { N: 20 } }, autoplay: false, link: new SimLink() });
    await waitFor(() => expect(container.querySelector('figure')).toHaveAttribute('data-ready', 'true'));
    expect(screen.getByRole('textbox', { name: 'Seed' })).toHaveValue('4');
    expect(container.querySelector('[data-edits]')).toBeNull();
    expect(container.textContent).toMatch(/do not fit this layout and were removed: edits\.walls\[0\] moves wall segment 9/);
  });
});

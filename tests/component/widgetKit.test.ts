// @vitest-environment jsdom
/** The widget kit as readers use it: progressive disclosure of forces, closed panels that render nothing, the legend. */
import { describe, it, expect, beforeEach } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import SimulationView from '../../src/lib/components/SimulationView.svelte';
import Legend from '../../src/lib/components/Legend.svelte';
import PhaseBar from '../../src/lib/components/PhaseBar.svelte';
import { SimLink } from '../../src/lib/components/simLink.svelte';
import { legendEntries } from '../../src/lib/components/sim/legend';
import { phaseShares } from '../../src/lib/components/sim/phases';
import { KIND_COLOURS, ZONE_STYLES } from '../../src/lib/components/sim/layers';
import { forceByName, type SimConfig } from '../../src/lib/engine';
import { openDetails } from './details';

beforeEach(() => history.replaceState(null, '', '/'));

async function view(props: Record<string, unknown>) {
  const r = render(SimulationView, { autoplay: false, link: new SimLink(), ...props } as never);
  const fig = r.container.querySelector('figure')!;
  await waitFor(() => expect(fig).toHaveAttribute('data-ready', 'true'));
  return { ...r, fig };
}

const switchNames = (fig: Element) => [...fig.querySelectorAll('fieldset.forces li[data-force]')].map((li) => li.getAttribute('data-force'));

describe('introduced: a chapter view lists only the forces introduced so far, in the prose’s order', () => {
  const flock: SimConfig = { scenario: 'bounded-flock', seed: 1, params: { N: 20 } };

  it('lists every force of the config by default, in the config’s order', async () => {
    const { fig } = await view({ config: flock });
    expect(switchNames(fig)).toEqual(['cohesionB', 'separationB', 'alignmentB', 'softBoundaryB']);
  });

  it('lists only the introduced ones, in the given order; the others still run as configured', async () => {
    const link = new SimLink();
    const { fig } = await view({ config: flock, introduced: ['separationB', 'cohesionB'], link });
    expect(switchNames(fig)).toEqual(['separationB', 'cohesionB']);
    // Not listed, still on: the view publishes every force's state.
    expect(link.isEnabled('alignmentB')).toBe(true);
    expect(link.isEnabled('softBoundaryB')).toBe(true);
    // The arrow toggles list the same forces.
    const overlays = [...fig.querySelectorAll('details')].find((d) => d.querySelector('summary')!.textContent === 'Overlays')!;
    await openDetails(overlays as HTMLDetailsElement);
    const arrows = within(overlays as HTMLElement).getAllByRole('checkbox', { name: /Arrows:/ }).map((c) => /Arrows: (.*)$/.exec(c.parentElement!.textContent!.trim())![1]);
    expect(arrows).toEqual([forceByName('separationB')!.label, forceByName('cohesionB')!.label]);
  });

  it('adds an introduced force the config lacks, switched off', async () => {
    const link = new SimLink();
    const { fig } = await view({ config: { scenario: 'free-flock', seed: 1, params: { N: 20 } }, introduced: ['separation', 'vicsekAlignment'], link });
    expect(switchNames(fig)).toEqual(['separation', 'vicsekAlignment']);
    expect(screen.getByRole('checkbox', { name: forceByName('vicsekAlignment')!.label })).not.toBeChecked();
    expect(link.isEnabled('alignment')).toBe(true);
  });
});

describe('closed panels render nothing', () => {
  it('no slider or select exists until its section is opened', async () => {
    const { fig } = await view({ config: { scenario: 'corridor', seed: 1, params: { N: 10 } } });
    const details = [...fig.querySelectorAll('details')];
    // scenario, settings, overlays and one per force with parameters
    expect(details.map((d) => d.querySelector('summary')!.textContent)).toEqual(
      expect.arrayContaining(['Scenario: Corridor: one-way or two-way flow', 'Simulation settings', 'Overlays'])
    );
    for (const d of details) expect(d.querySelectorAll('input, select')).toHaveLength(0);
    expect(screen.queryAllByRole('slider')).toHaveLength(0);

    const settings = details.find((d) => d.querySelector('summary')!.textContent === 'Simulation settings')!;
    await openDetails(settings);
    expect(within(settings).getByRole('slider', { name: /dt/ })).toBeInTheDocument();
    // Opening one section renders that section only.
    const scenario = details.find((d) => d.querySelector('summary')!.textContent!.startsWith('Scenario'))!;
    expect(scenario.querySelectorAll('input, select')).toHaveLength(0);
  });
});

describe('the legend: every colour that carries meaning, named', () => {
  it('kinds from the scenario, zones from the frame, the force arrows that are on', () => {
    const e = legendEntries({
      family: 'social',
      kinds: ['walking east', 'walking west'],
      groups: false,
      zones: [{ label: 'danger zone, R_d = 8 m', kind: 'danger' }],
      arrows: ['repulsionHM']
    });
    expect(e.map((x) => [x.type, x.label])).toEqual([
      ['kind', 'walking east'],
      ['kind', 'walking west'],
      ['zone', 'danger zone, R_d = 8 m'],
      ['arrow', `${forceByName('repulsionHM')!.label} (arrows)`]
    ]);
    expect(e[0]).toMatchObject({ colour: KIND_COLOURS[0], shape: 'disc' });
    expect(e[2]).toMatchObject({ stroke: ZONE_STYLES.danger.stroke });
  });

  it('names the velocity arrows when they are drawn', () => {
    expect(legendEntries({ family: 'boids', kinds: [], groups: false, zones: [], arrows: [], velocity: true }).map((x) => [x.type, x.label])).toEqual([
      ['velocity', 'velocity (distance in 0.5 s)']
    ]);
  });

  it('groups replace kinds; one kind alone means nothing; nothing meaningful: no legend', () => {
    expect(legendEntries({ family: 'social', kinds: ['a', 'b'], groups: true, zones: [], arrows: [] }).map((x) => x.label)).toEqual(['each group has its own colour']);
    expect(legendEntries({ family: 'boids', kinds: ['only'], groups: false, zones: [], arrows: [] })).toEqual([]);
    const { container } = render(Legend, { entries: [] });
    expect(container.querySelector('ul')).toBeNull();
  });

  it('a view shows its scenario’s kinds and the arrows switched on', async () => {
    const { fig } = await view({ config: { scenario: 'corridor', seed: 1, params: { N: 10 } }, overlays: ['walls', 'force:repulsionHM'] });
    const legend = within(fig).getByRole('list', { name: 'Legend' });
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent!.trim())).toEqual([
      'walking east',
      'walking west',
      `${forceByName('repulsionHM')!.label} (arrows)`
    ]);
  });

  it('a view shows article B’s soft boundary with its label', async () => {
    const { fig } = await view({ config: { scenario: 'bounded-flock', seed: 1, params: { N: 10 } }, overlays: [] });
    const legend = within(fig).getByRole('list', { name: 'Legend' });
    expect(legend.textContent).toContain('soft boundary, R_b = 25 m');
  });

  it('a view whose colours mean nothing has no legend', async () => {
    const { fig } = await view({ config: { scenario: 'free-flock', seed: 1, params: { N: 10 } }, overlays: [] });
    expect(within(fig).queryByRole('list', { name: 'Legend' })).toBeNull();
  });
});

describe('the phase bar: where a step’s time goes', () => {
  const phases = [
    { key: 'index', label: 'neighbour index', ms: 0.1 },
    { key: 'scan', label: 'neighbour scan', ms: 0.7 },
    { key: 'force:separation', label: 'Separation', ms: 0.15 },
    { key: 'integrate', label: 'integration', ms: 0.05 },
    { key: 'walls', label: 'walls and wrap', ms: 0 }
  ];

  it('gives each phase its share, largest first, force phases in the force’s colour', () => {
    const s = phaseShares(phases);
    expect(s.map((p) => p.key)).toEqual(['scan', 'force:separation', 'index', 'integrate']);
    expect(s[0].share).toBeCloseTo(0.7, 9);
    expect(s[1].colour).toBe(forceByName('separation')!.colour);
    expect(phaseShares([])).toEqual([]);
  });

  it('draws one segment per phase and says it in words', () => {
    const { container } = render(PhaseBar, { phases, msPerStep: 1 });
    expect(container.querySelectorAll('.seg')).toHaveLength(4);
    expect((container.querySelector('[data-phase="scan"]') as HTMLElement).style.flexGrow).toBe('0.7');
    expect(container.textContent).toContain('Share of each step’s time: neighbour scan 70 %, Separation 15 %, neighbour index 10 %, integration 5 %.'.replace('’', "'"));
  });
});

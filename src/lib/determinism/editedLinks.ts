/**
 * Share links with canvas edits (issue 21: a reader's edited run reproduced headless), built with the share
 * module's own encoders over the playground's base, as its Copy link makes them. tests/unit/cli/link.test.ts runs
 * them through `npm run sim -- --link` and compares the trajectories with the engine stepped as the page's backend
 * steps it; cases.ts runs them in Node, in Chromium's page and in a Web Worker (tests/e2e/determinism.spec.ts).
 * Imports relatively, so Playwright's Node process can load it without Vite's aliases.
 */
import { GOAL_FIELD, GOAL_POINT, SCENARIOS, mergeLoose, type AddedAgent, type Edits, type LooseConfig, type ScenarioName } from '../engine';
import { decodeConfig, encodeLink, readHash, sanitizeConfig } from '../share';
import { playgroundConfig } from '../site/playground';

/** The address the links are made on; the host and the path before /playground say nothing to the page. */
const PAGE = 'https://example.org/crowds-and-flocks/playground';

const agent = (a: Partial<AddedAgent> & Pick<AddedAgent, 'x' | 'y'>): AddedAgent =>
  ({ radius: 0.3, mass: 80, v0: 1.34, kind: 0, goalMode: GOAL_FIELD, gx: 0, gy: 0, vx: 0, vy: 0, phase: 0, ...a });

/** Each link's scenario, the reader's changes to the playground's set-up, and the edits made on the canvas. */
const EDITED: { name: string; scenario: ScenarioName; layer: Omit<LooseConfig, 'scenario'>; edits: Edits }[] = [
  {
    // Four exits: the west wall's lower part pushed 1.5 m in, two walkers added (one following the way-finding
    // field, one walking to a point and already moving), the east exit shut.
    name: 'exits-room: a wall moved, two agents added, the east exit shut',
    scenario: 'exits-room', layer: { seed: 7, params: { N: 40 } },
    edits: {
      walls: [{ segments: [0], dx: 1.5, dy: 0 }],
      agents: [agent({ x: 5.123, y: 6.5, radius: 0.28, v0: 1.3 }), agent({ x: 15.5, y: 12.25, mass: 70, v0: 1.5, goalMode: GOAL_POINT, gx: 10, gy: 19, vx: 0.2 })],
      exits: { east: false }
    }
  },
  {
    // The evacuation room with its column: the column (segments 5–20, its outline) moved 1 m back from the exit,
    // the north wall 0.4 m down, two walkers added, the one exit shut.
    name: 'evacuation: the column and a wall moved, two agents added, the exit shut',
    scenario: 'evacuation', layer: { seed: 3, params: { N: 40, column: 1 } },
    edits: {
      walls: [{ segments: Array.from({ length: 16 }, (_, k) => 5 + k), dx: -1, dy: 0.25 }, { segments: [1], dx: 0, dy: -0.4 }],
      agents: [agent({ x: 2.5, y: 3.75 }), agent({ x: 11.2, y: 12.6, radius: 0.25, v0: 1.8 })],
      exits: { exit: false }
    }
  }
];

/** The links, as Copy link gives them: `<page>#sim=<text>`. */
export const EDITED_LINKS: { name: string; url: string }[] = EDITED.map(({ name, scenario, layer, edits }) => {
  const base = playgroundConfig(scenario);
  const { text, omitted } = encodeLink(mergeLoose(base, { ...layer, edits }), base);
  if (omitted) throw new Error(`${name}: the link left out ${omitted} edits`);
  return { name, url: `${PAGE}#sim=${text}` };
});

/**
 * The config the playground builds from such a link: it shows the scenario the link names (its followLink), and
 * its view reads the link over that scenario's playground config (components/sim/config.ts readConfig).
 */
export function playgroundLinkConfig(url: string): LooseConfig {
  const text = readHash(url.slice(url.indexOf('#')));
  if (text === null) throw new Error(`not a playground link: ${url}`);
  const scenario = decodeConfig(text, { scenario: SCENARIOS[0].name }).config.scenario;
  const d = decodeConfig(text, sanitizeConfig(playgroundConfig(scenario)).config);
  if (d.ignored.length) throw new Error(`the link's parts were ignored: ${d.ignored.join(' ')}`);
  return d.config;
}

/**
 * `npm run sim -- --link URL` (issue 21: canvas edits reach the command line). A share link with moved walls, a
 * moved obstacle, added agents and a shut exit, made by the share module's own encoders (src/lib/determinism/
 * editedLinks.ts), runs through runCli in-process; its trajectories must equal, byte for byte, those of the config
 * the page reads from the same link (the view's own readConfig over the playground's, or the chapter's, base),
 * built and stepped by the page's backend (LocalBackend, one engine step at a time), and the CLI's config must give
 * the same bits of every position and velocity at every step. The same links are cases of the determinism list,
 * which tests/e2e/determinism.spec.ts also runs in Chromium and a Web Worker. Then hostile links: exit 0 with the
 * page's warnings, or exit 2 with one line, never a stack trace.
 */
import { describe, expect, it } from 'vitest';
import { runCli, TrajectoryWriter, EXIT_OK, EXIT_USAGE, type TrajectorySink, type TrajectoryTarget } from '../../../src/lib/cli';
import { linkConfig, readLink } from '../../../src/lib/cli/link';
import { readConfig } from '../../../src/lib/components/sim/config';
import { LocalBackend } from '../../../src/lib/backend/localBackend';
import { playgroundConfig } from '../../../src/lib/site/playground';
import { EDITED_LINKS, playgroundLinkConfig } from '../../../src/lib/determinism/editedLinks';
import { fingerprint } from '../../../src/lib/determinism/cases';
import { decodeConfig, encodeLink, readHash } from '../../../src/lib/share';
import { GOAL_FIELD, SCENARIOS, createSimulation, mergeLoose, resolveConfig, type LooseConfig, type Simulation } from '../../../src/lib/engine';
import { views as wallsChapter } from '../../../content/07-walls-and-contact';

const STEPS = 100;

/** Trajectory files kept in memory, by path. */
function memoryFiles() {
  const files = new Map<string, Uint8Array[]>();
  const target: TrajectoryTarget = {
    check: () => {},
    open: (path) => {
      const chunks: Uint8Array[] = [];
      files.set(path, chunks);
      const sink: TrajectorySink = { write: (c) => { chunks.push(c.slice()); }, close: () => {} };
      return sink;
    }
  };
  return { target, text: (path: string) => Buffer.concat(files.get(path) ?? []).toString('latin1') };
}

async function cli(argv: string[]) {
  const out: string[] = [], err: string[] = [];
  const files = memoryFiles();
  const code = await runCli(argv, { out: (s) => out.push(s), err: (s) => err.push(s), files: files.target });
  return { code, out: out.join('\n'), err: err.join('\n'), csv: files.text('run.csv') };
}

/**
 * The page's side: the view's readConfig of the link over the page's base (the playground's, or a chapter view's),
 * with the notices the view would show.
 */
function pageRead(url: string, chapterView?: { id: string; config: LooseConfig }): { config: LooseConfig; notices: string[] } {
  const hash = url.slice(url.indexOf('#'));
  if (chapterView) {
    const r = readConfig(chapterView.config, hash, chapterView.id);
    return { config: r.config, notices: [...r.propNotices, ...r.linkNotices] };
  }
  // The playground first shows the scenario the link names (its followLink), then the view reads the link.
  const scenario = decodeConfig(readHash(hash), { scenario: SCENARIOS[0].name }).config.scenario;
  const r = readConfig(playgroundConfig(scenario), hash, undefined);
  return { config: r.config, notices: [...r.propNotices, ...r.linkNotices] };
}

function pageConfig(url: string, chapterView?: { id: string; config: LooseConfig }): LooseConfig {
  const r = pageRead(url, chapterView);
  expect(r.notices).toEqual([]);
  return r.config;
}

/** The page's backend, stepped one engine step at a time; every frame written with the CLI's CSV writer. */
function pageRun(config: LooseConfig, steps: number) {
  const backend = new LocalBackend(resolveConfig(config), { onupdate: () => {}, onerror: () => {} });
  const chunks: Uint8Array[] = [];
  const writer = new TrajectoryWriter({ write: (c) => { chunks.push(c.slice()); }, close: () => {} });
  const prints: string[] = [];
  writer.record(backend.engine);
  prints.push(fingerprint(backend.engine));
  for (let k = 1; k <= steps; k++) {
    expect(backend.step(1, Infinity)).toBe(1);
    writer.record(backend.engine);
    prints.push(fingerprint(backend.engine));
  }
  writer.close();
  return { sim: backend.engine, csv: Buffer.concat(chunks).toString('latin1'), prints };
}

/** The same bits, agent by agent: x, y, vx, vy of every agent. */
function sameBits(a: Simulation, b: Simulation): void {
  expect(b.state.count).toBe(a.state.count);
  for (const key of ['id', 'x', 'y', 'vx', 'vy'] as const) {
    const p = Array.from(a.state[key].subarray(0, a.state.count)), q = Array.from(b.state[key].subarray(0, b.state.count));
    expect(q.every((v, i) => Object.is(v, p[i])), key).toBe(true);
  }
}

/** Runs `url` through the CLI and through the page's path and compares them; returns the CLI's CSV. */
async function compare(url: string, chapterView?: { id: string; config: LooseConfig }) {
  const page = pageConfig(url, chapterView);
  const dt = resolveConfig(page).settings.dt as number;
  const r = await cli(['--link', url, '--seconds', String(STEPS * dt), '--trajectories', 'run.csv', '--every', '1']);
  expect(r.err).toBe('');
  expect(r.code).toBe(EXIT_OK);
  const ref = pageRun(page, STEPS);
  expect(r.csv.split('\n').length).toBe(ref.csv.split('\n').length);
  expect(r.csv).toBe(ref.csv);

  // The floats: the config the CLI runs is the page's, and it gives the same bits at every step.
  const linked = await readLink(url);
  const config = linkConfig(linked, [], undefined, () => {});
  expect(config).toEqual(page);
  const sim = createSimulation(config);
  expect(fingerprint(sim)).toBe(ref.prints[0]);
  for (let k = 1; k <= STEPS; k++) {
    sim.step();
    expect(fingerprint(sim), `step ${k}`).toBe(ref.prints[k]);
  }
  sameBits(ref.sim, sim);
  return { csv: r.csv, page, out: r.out };
}

describe('--link: a share link with canvas edits, run headless as the page runs it', () => {
  it.each(EDITED_LINKS)('$name: the CLI\'s trajectories equal the page backend\'s, bit for bit', async ({ url }) => {
    const { csv, page, out } = await compare(url);
    // The determinism list (run in Chromium too) runs this same config.
    expect(playgroundLinkConfig(url)).toEqual(page);
    // The link's edits are in the run: walls moved, both agents added, the exit shut.
    const edits = page.edits!;
    expect(edits.walls!.length).toBeGreaterThanOrEqual(1);
    expect(edits.agents!.length).toBe(2);
    expect(Object.values(edits.exits!)).toEqual([false]);
    expect(out).toMatch(/Changed {4}link to the playground: .*(1 wall moved|\d wall moves), 2 agents added, 1 exit opened or shut/);
    const sim = createSimulation(page);
    expect(sim.exits().filter((e) => !e.open).length).toBe(1);

    // And they matter: the same link without its shut exit, or with one agent less, runs differently (over 20 s,
    // time for the first walkers to reach the exit).
    const withoutShut = url.replace(/;exit:[^;]*/, '');
    const oneAgentLess = url.replace(/;add:[^;]*/, '');
    expect(withoutShut).not.toBe(url);
    expect(oneAgentLess).not.toBe(url);
    const long = async (link: string) => (await cli(['--link', link, '--seconds', '20', '--trajectories', 'run.csv', '--every', '100'])).csv;
    const reference = await long(url);
    expect(csv.startsWith(reference.slice(0, reference.indexOf('\n1,')))).toBe(true);
    for (const other of [withoutShut, oneAgentLess]) expect(await long(other)).not.toBe(reference);
  });

  it('the link is read over the playground\'s base: a force the reader switched on there is on in the run', async () => {
    const url = `${EDITED_LINKS[0].url};f.noise:on;f.noise.sigma:0.2`;
    const { page } = await compare(url);
    expect(page.forces?.noise).toEqual({ enabled: true, params: { sigma: 0.2 } });
    // Forces the playground lists switched off stay off (they are in the base the link is relative to).
    expect(page.forces?.separation).toEqual({ enabled: false });
  });

  it('a chapter view\'s link (…/chapters/SLUG/#sim-VIEW=…) is read over that view\'s config in the chapter', async () => {
    const base = wallsChapter.exits;
    const edits = {
      walls: [{ segments: [5], dx: 0, dy: 0.75 }],
      agents: [{ x: 10, y: 10, radius: 0.3, mass: 80, v0: 1.34, kind: 0, goalMode: GOAL_FIELD, gx: 0, gy: 0, vx: 0, vy: 0, phase: 0 }],
      exits: { north: false }
    };
    const { text } = encodeLink(mergeLoose(base, { params: { N: 30 }, edits }), base);
    const url = `https://example.org/book/chapters/walls-and-contact/#sim-exits=${text}`;
    const { page, out } = await compare(url, { id: 'exits', config: base });
    expect(page.edits).toEqual(edits);
    expect(out).toMatch(/link to chapter walls-and-contact, view exits: N = 30, 1 wall moved, 1 agent added, 1 exit opened or shut/);
    // Its path alone, and the hash among another view's part of the page, read the same.
    for (const other of [`/chapters/walls-and-contact#sim-exits=${text}`, `/chapters/walls-and-contact/#sim-exits=${text}&ab-x=n:5`]) {
      expect((await readLink(other)).config).toEqual(page);
    }
  });

  it('--set and --seed apply after the link, with a note; the edits stay', async () => {
    const r = await cli(['--link', EDITED_LINKS[0].url, '--seed', '11', '--set', 'v0=1.1', '--seconds', '0.1', '--json']);
    expect(r.code).toBe(EXIT_OK);
    expect(r.err).toMatch(/^note: --set v0=1\.1, --seed 11 applied over the link's set-up/);
    const json = JSON.parse(r.out);
    expect(json.seed).toBe(11);
    expect(json.params.v0).toBe(1.1);
    expect(json.params.N).toBe(40);
    // The two added agents are still there.
    expect(json.agents.initial).toBe(42);
  });
});

/** A playground link's hash with these items after a valid head. */
const hashOf = (items: string) => `#sim=scenario:exits-room;p.N:10;${items}`;

describe('--link: hostile links', () => {
  const refused: [string, string, RegExp][] = [
    ['empty', '', /--link (needs a share link|is empty)/],
    ['blank', '   ', /--link (needs a share link|is empty)/],
    ['not a link', 'hello world', /not a share link: it has no '#…' part/],
    ['another page', 'https://example.org/about#sim=seed:3', /points at '\/about', not at the playground or a chapter/],
    ['a ladder comparison', 'https://example.org/ladder#ab-worker=n:5000', /points at '\/ladder'/],
    ['a hash of another kind', '#ab-worker=n:5000', /holds a ladder comparison/],
    ['a hash with garbage only', '#%%%;;;:::', /holds no simulation's settings/],
    ['two views', '/chapters/walls-and-contact/#sim-exits=seed:2&sim-door=seed:3', /sets up 2 views \(sim-exits, sim-door\)/],
    ['a chapter view without its page', '#sim-exits=seed:2', /is a chapter view's part: give the whole link/],
    ['an unknown chapter', '/chapters/..%2F..%2Fetc%2Fpasswd/#sim-exits=seed:2', /there is no chapter/],
    ['a chapter without that view', '/chapters/walls-and-contact/#sim-__proto__=seed:2', /has no view '__proto__'/],
    ['a chapter view named like Object.prototype', '/chapters/walls-and-contact/#sim-constructor=seed:2', /has no view 'constructor'/],
    ['a wall the layout lacks', hashOf('move:99@1,0'), /cannot be built: edits\.walls\[0\] moves wall segment 99/],
    ['an exit the layout lacks', hashOf('exit:nowhere=shut'), /cannot be built: edits\.exits: this layout has no exit 'nowhere'/],
    ['the playground part under a chapter', '/chapters/walls-and-contact/#sim=seed:2', /is the playground's/]
  ];
  it.each(refused)('%s: exit 2, one line', async (_name, link, reason) => {
    const r = await cli(['--link', link, '--seconds', '0.05']);
    expect(r.code).toBe(EXIT_USAGE);
    const lines = r.err.split('\n');
    expect(lines[0]).toMatch(/^error: /);
    expect(lines[0]).toMatch(reason);
    expect(lines.slice(1).every((l) => l === '(npm run sim -- --help for usage)')).toBe(true);
    expect(r.err).not.toMatch(/\n\s+at /);
    expect(r.out).toBe('');
  });

  // 320 agents 1 m apart (short items, so the link stays under the length limit and over the item limit).
  const huge = Array.from({ length: 320 }, (_, k) => `add:${1 + (k % 19)},${1 + Math.floor(k / 19)}`).join(';');
  const warned: [string, string, RegExp][] = [
    ['garbled items among good ones', hashOf('p.bogus:3;add:1,2,zz=3;%E0%A4%A;move:;exit:east'), /^(?=[\s\S]*Unknown parameter 'bogus')(?=[\s\S]*unknown field 'zz')(?=[\s\S]*Could not read '%E0)(?=[\s\S]*expected segments@dx,dy)(?=[\s\S]*expected NAME=open)/],
    ['__proto__ as an exit, a force and a parameter', hashOf('exit:__proto__=shut;f.__proto__:on;p.__proto__:1;__proto__:1'), /'__proto__' cannot name an exit/],
    ['out-of-range values', hashOf('p.N:1e9;s.dt:-1;seed:99999999999;f.repulsionHM.V0:1e400'), /seed '99999999999' is not an integer/],
    ['a huge edits list', hashOf(huge), /The link has 322 settings; only the first 300 were read/],
    ['a link far too long', hashOf('add:1,1;'.repeat(5000)), /too long/],
    ['an agent outside the world', hashOf('add:500,500'), /changes to the canvas were not used/],
    ['an unknown scenario', '#sim=scenario:nope;seed:4', /Unknown scenario 'nope'/],
    ['a scenario file, which a link cannot carry', '#sim=scenario:custom', /made from a loaded scenario file/]
  ];
  it.each(warned)('%s: exit 0, the page\'s warnings on stderr', async (_name, link, warning) => {
    const r = await cli(['--link', link, '--seconds', '0.05']);
    expect(r.code).toBe(EXIT_OK);
    const lines = r.err.split('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.startsWith('warning: the link: '))).toBe(true);
    expect(r.err).toMatch(warning);
    expect(r.err).not.toMatch(/\n\s+at /);
    // What the page would run and say: the same config, the same sentences.
    const linked = await readLink(link), page = pageRead(link);
    expect(linked.config).toEqual(page.config);
    expect(linked.warnings).toEqual(page.notices);
    expect(lines).toEqual(page.notices.map((n) => `warning: the link: ${n}`));
  });
});

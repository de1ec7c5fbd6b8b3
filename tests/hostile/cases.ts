/**
 * Hostile scenario files (issue 21), generated class by class from one good file, not hand-picked survivors: shared by
 * the command-line suite (tests/unit/cli/hostile.test.ts) and the playground's (tests/e2e/hostile.spec.ts). Each case
 * is a file's text and the reason its class was made to be refused (null: a file that must be read).
 *
 * `base` is article A's door (bottleneck, 10 people) as a scenario document; every generator copies it, so a case
 * spoils one thing only.
 */
import { MAX_DEPTH } from '../../src/lib/engine/scenarios/doc/limits';

export interface FileCase<Verdict = RegExp | null> {
  /** The class the case belongs to (the tally groups by it). */
  group: string;
  name: string;
  text: string;
  /** What the refusal must say; null when the file must be read; 'either' when read or refused are both right. */
  refused: Verdict;
}

/** A file's text with `"@@HOLE@@"` replaced by raw JSON text (for nesting deeper than JSON.stringify can write). */
const withHole = (doc: object, raw: string) => JSON.stringify(doc).replace('"@@HOLE@@"', raw);

/** n lists inside each other, or n objects, or a waypoints goal whose `then` is another, n deep. */
const deepList = (n: number) => '['.repeat(n) + ']'.repeat(n);
const deepObject = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
const deepThen = (n: number) => '{"waypoints":[[-4,5]],"then":'.repeat(n) + '{"exit":"door"}' + '}'.repeat(n);

/** Nesting depths: from just past the format's deepest field to a million levels. */
export const NESTING_DEPTHS = [MAX_DEPTH + 1, 1e3, 1e4, 1e5, 1e6];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = any;

/** The file classes of the command-line suite (73 files in 6 classes, and a byte-order mark). */
export function fileCases(base: object, depths: readonly number[] = NESTING_DEPTHS): FileCase[] {
  const copy = (): Doc => JSON.parse(JSON.stringify(base));
  const cases: FileCase[] = [];
  const add = (group: string, name: string, text: string, refused: RegExp | null) => cases.push({ group, name, text, refused });
  // Nesting, where fields are objects, lists or goals.
  for (const n of depths) {
    add('nesting', `world nested ${n} lists deep`, withHole({ ...copy(), world: '@@HOLE@@' }, deepList(n)), /nest more than 16 deep|must be an object/);
    const s = copy();
    s.spawns[0].goal = '@@HOLE@@';
    add('nesting', `a goal nested ${n} objects deep`, withHole(s, deepObject(n)), /nest more than 16 deep|unknown field/);
    add('nesting', `a waypoints 'then' chain ${n} deep`, withHole(s, deepThen(n)), /nest more than 16 deep|cannot itself be waypoints/);
    const f = copy();
    f.forces[0].params = '@@HOLE@@';
    add('nesting', `force parameters nested ${n} deep`, withHole(f, deepObject(n)), /nest more than 16 deep|must be a number or a text/);
  }
  // Names that live on every object's prototype, wherever a file names something.
  for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
    const g = 'prototype names';
    const m = copy();
    m.metrics = [name];
    add(g, `metric '${name}'`, JSON.stringify(m), /unknown metric/);
    const f = copy();
    f.forces[0].name = name;
    add(g, `force '${name}'`, JSON.stringify(f), /unknown force/);
    add(g, `setting '${name}'`, withHole({ ...copy(), settings: '@@HOLE@@' }, `{"${name}": 1}`), /unknown setting|'__proto__' is not a field/);
    const p = copy();
    p.forces[0].params = '@@HOLE@@';
    add(g, `force parameter '${name}'`, withHole(p, `{"${name}": 1}`), /unknown parameter|'__proto__' is not a field/);
    const e = copy();
    e.exits[0].name = name;
    e.spawns[0].goal = { exit: name };
    add(g, `exit named '${name}'`, JSON.stringify(e), name === '__proto__' ? /'__proto__' cannot be a name/ : null);
    add(g, `top-level field '${name}'`, withHole({ ...copy(), x: '@@HOLE@@' }, '1').replace('"x":', `"${name}":`), /unknown field|'__proto__' is not a field/);
  }
  // Numbers JSON can carry that are not numbers of the format.
  for (const v of ['1e400', '-1e400', '1e-400', '"12"', '"0x1"', 'null', 'true']) {
    const w = copy();
    w.world.width = '@@HOLE@@';
    add('JSON numbers', `world.width = ${v}`, withHole(w, v), v === '1e-400' ? /out of range/ : /world\.width: must be a number/);
  }
  // Goals that name two kinds, and parts of goals without their kind.
  for (const goal of [{ exit: 'door', point: [1, 1] }, { direction: [1, 0], target: 'x' }, { exit: 'door', then: 'none' }, { point: [1, 1], reach: 1 }]) {
    const g = copy();
    g.spawns[0].goal = goal;
    add('two goal kinds', `goal ${JSON.stringify(goal)}`, JSON.stringify(g), /a goal is exactly one of|belongs to waypoints only/);
  }
  // Obstacles that enclose nothing, and exits nobody can reach.
  for (const polygon of [[[-4, 2], [-3, 2], [-2, 2]], [[-4, 2], [-4, 2], [-4, 2]], [[-4, 2], [-3, 3], [-4, 2], [-3, 3]]]) {
    add('zero-area obstacles', `obstacle ${JSON.stringify(polygon)}`, JSON.stringify({ ...copy(), obstacles: [{ polygon }] }), /encloses no area/);
  }
  for (const [what, segment, extra] of [
    ['outside the world', [20, 4.4, 20, 5.6], {}],
    ['inside an obstacle', [-4.2, 5, -3.8, 5], { obstacles: [{ polygon: [[-5, 4], [-3, 4], [-3, 6], [-5, 6]] }] }],
    ['along a wall', [0, 1, 0, 3], {}]
  ] as const) {
    const x = { ...copy(), ...extra };
    x.exits[0].segment = segment;
    add('unreachable exits', `exit ${what}`, JSON.stringify(x), /nobody could reach it|the wall would shut it/);
  }
  // A byte-order mark, as some editors save UTF-8: read, not refused.
  add('byte-order mark', 'a UTF-8 byte-order mark', '\ufeff' + JSON.stringify(copy()), null);
  return cases;
}

/** Two decimals at most, as a person would write a coordinate (keeps the heavy files near the sizes). */
const c = (v: number) => Math.round(v * 100) / 100;

/**
 * The heavy files, each under the playground's 1 MB limit. `exits` exits of 2 cm spread over a 60 m room
 * and 1 000 people, each heading for an exit of their own (a way-finding field each: 17 s to build in Node before
 * the caps); and `walls` wall segments of 2 cm in the strip past the door. The issue measured 10 000 exits (588 KB)
 * and 39 000 segments (745 KB): one main-thread task of 22.5 s and one of 5.4 s when they were checked in the page.
 */
export function heavyFileCases(base: object, exits = 10_000, walls = 39_000, goals = 1_000): FileCase[] {
  const copy = (): Doc => JSON.parse(JSON.stringify(base));
  const W = 60, manyExits = copy();
  const side = Math.ceil(Math.sqrt(exits));
  manyExits.world = { x0: 0, y0: 0, width: W, height: W };
  manyExits.walls = [];
  manyExits.exits = Array.from({ length: exits }, (_, i) => {
    const x = c(0.5 + (W - 1) * ((i % side) / side)), y = c(0.5 + (W - 1) * (Math.floor(i / side) / side));
    return { name: `e${i}`, segment: [x, y, c(x + 0.02), y] };
  });
  manyExits.spawns[0].region = { rect: [0, 0, W, W] };
  manyExits.spawns[0].count = goals;
  delete manyExits.spawns[0].goal;
  manyExits.spawns[0].alternate = manyExits.exits.slice(0, goals).map((e: { name: string }) => ({ goal: { exit: e.name } }));
  delete manyExits.lines;
  manyExits.metrics = ['meanSpeed'];
  const manyWalls = copy();
  const cols = Math.ceil(walls / 190);
  manyWalls.walls = [...manyWalls.walls, ...Array.from({ length: walls }, (_, i) => {
    const x = c(0.5 + 3.4 * ((i % cols) / cols)), y = c(0.05 + 9.9 * (Math.floor(i / cols) / 190));
    return [x, y, c(x + 0.02), y];
  })];
  // A refusal names the count (a cap on exits, goals or segments) or says it was too heavy to build in time.
  const heavy = /exits|walls|segments|goals|too (many|heavy)|would take/i;
  return [
    { group: 'heavy files', name: `${exits.toLocaleString('en')} exits`, text: JSON.stringify(manyExits), refused: heavy },
    { group: 'heavy files', name: `${walls.toLocaleString('en')} wall segments`, text: JSON.stringify(manyWalls), refused: heavy }
  ];
}

/** A small deterministic generator (mulberry32), so the fuzzed files are the same on every run. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Values a fuzzer puts where a field was. */
const SPOILERS: unknown[] = [null, true, -1, 0, 1e308, -1e308, 1e-320, '', 'NaN', '1e400', [], {}, [[]], { __x: 1 }, 'x'.repeat(1000), [1, 2, 3, 4, 5]];

/**
 * `n` files, each the door's file with one to three fields spoiled at random (a value replaced by a spoiler, a field
 * removed, or the text cut short). Nothing is said about the verdict: a fuzzed file is refused with a sentence or
 * read, never anything else.
 */
export function fuzzCases(base: object, n: number, seed = 21): FileCase<'either'>[] {
  const next = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
  const cases: FileCase<'either'>[] = [];
  for (let k = 0; k < n; k++) {
    const doc: Doc = JSON.parse(JSON.stringify(base));
    const edits: string[] = [];
    let cut = false;
    for (let e = 0, count = 1 + Math.floor(next() * 3); e < count; e++) {
      // A random path into the document.
      let parent: Doc = doc, key: string | number = '', path = '';
      for (let depth = 0; depth < 6; depth++) {
        const node = key === '' ? doc : parent[key];
        if (node === null || typeof node !== 'object') break;
        const keys: (string | number)[] = Array.isArray(node) ? node.map((_: unknown, i: number) => i) : Object.keys(node);
        if (keys.length === 0 || (depth > 0 && next() < 0.3)) break;
        parent = node;
        key = pick(keys);
        path += typeof key === 'number' ? `[${key}]` : `.${key}`;
      }
      if (key === '') continue;
      const r = next();
      if (r < 0.7) { parent[key] = pick(SPOILERS); edits.push(`${path} = ${JSON.stringify(parent[key]).slice(0, 20)}`); }
      else if (r < 0.9) { if (Array.isArray(parent)) parent.splice(key as number, 1); else delete parent[key]; edits.push(`${path} removed`); }
      else cut = true;
    }
    let text = JSON.stringify(doc);
    if (cut) { text = text.slice(0, Math.floor(next() * text.length)); edits.push(`cut at ${text.length}`); }
    cases.push({ group: 'fuzz', name: `fuzz #${k} (${edits.join('; ') || 'unchanged'})`, text, refused: 'either' });
  }
  return cases;
}

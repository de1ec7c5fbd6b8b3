/**
 * The take-home code (static/take-home/, served at /take-home/<name>): each model the book teaches as files to paste
 * into a project, in TypeScript and in C# for Unity. This list is the one place a set and its files are named; the
 * TakeHome panel shows a set, and tests/unit/takeHome/catalogue.test.ts checks that every file listed here is in
 * static/take-home/ (so a missing file fails a test, never the build). What each set "matches" is what its tests in
 * tests/unit/takeHome/ check, in the words of the files' header comments.
 */
import type { RungName } from '$lib/ladder/catalogue';

export type TakeHomeId = 'boids-2d' | 'boids-3d' | 'crowd';
export type TakeHomeLanguage = 'TypeScript' | 'C#';
/** A file is the model itself (`core`: no framework, no imports) or the component that puts it on Unity's screen. */
export type TakeHomeRole = 'core' | 'Unity MonoBehaviour';

export interface TakeHomeFile {
  /** The file's name in static/take-home/. */
  name: string;
  language: TakeHomeLanguage;
  role: TakeHomeRole;
  /** One line: what is in it. */
  what: string;
}

export interface TakeHomeSet {
  id: TakeHomeId;
  title: string;
  /** One line: the model. */
  description: string;
  /** How the files stand to the book's own code, as the tests check it. */
  matches: string;
  files: readonly TakeHomeFile[];
}

export const TAKE_HOME: readonly TakeHomeSet[] = [
  {
    id: 'boids-2d',
    title: '2-D boids',
    description: 'Article B’s optimized boid as the optimization ladder ends: the three rules, the soft boundary and a uniform grid, in one file per language.',
    matches:
      'boids-2d.ts is the ladder’s sorted grid bit for bit from the same start. Boids2D.cs is that file in float: within 1 cm of it for the first 2 s, and the same flock over 100 s (compared under Mono).',
    files: [
      { name: 'boids-2d.ts', language: 'TypeScript', role: 'core', what: 'The flock on flat typed arrays and a 9-cell grid, with its own seeded start; no imports.' },
      { name: 'Boids2D.cs', language: 'C#', role: 'core', what: 'The same flock in float, as plain C#: no Unity in it.' },
      { name: 'Boids2DBehaviour.cs', language: 'C#', role: 'Unity MonoBehaviour', what: 'One prefab per boid in the x–y plane (Unity’s 2-D view), stepped in FixedUpdate.' }
    ]
  },
  {
    id: 'boids-3d',
    title: '3-D boids',
    description: 'Article B’s final flock in three dimensions, with its own final values, on a 27-cell uniform grid.',
    matches:
      'boids-3d.ts is the book’s 3-D flock bit for bit for the same seed. Boids3D.cs is that file in float: within 1 mm of it for 20 s, and the same flock over a minute (compared under Mono).',
    files: [
      { name: 'boids-3d.ts', language: 'TypeScript', role: 'core', what: 'The flock on flat typed arrays and a 27-cell grid, with its own seeded start; no imports.' },
      { name: 'Boids3D.cs', language: 'C#', role: 'core', what: 'The same flock in float, as plain C#: no Unity in it.' },
      { name: 'Boids3DBehaviour.cs', language: 'C#', role: 'Unity MonoBehaviour', what: 'One prefab per boid, turned toward its velocity, stepped in FixedUpdate.' }
    ]
  },
  {
    id: 'crowd',
    title: 'Article A’s crowd',
    description: 'Article A’s social force crowd as its last step leaves it: the driving force, the personal-space push and the article’s grid.',
    matches:
      'crowd.ts is the book’s engine bit for bit for the same seed (the wandering crowd without walls or body force: article A exactly). Crowd.cs is that file in float: within 0.1 mm of it for 2 s, and the same crowd over 5 minutes (compared under Mono).',
    files: [
      { name: 'crowd.ts', language: 'TypeScript', role: 'core', what: 'The crowd on flat typed arrays and the article’s 20 × 20 grid, with its own seeded start; no imports.' },
      { name: 'Crowd.cs', language: 'C#', role: 'core', what: 'The same crowd in float, as plain C#: no Unity in it.' },
      { name: 'CrowdBehaviour.cs', language: 'C#', role: 'Unity MonoBehaviour', what: 'One prefab per walker in the x–y plane, stepped in FixedUpdate.' }
    ]
  }
];

/** The set of this id (every id has one: the type says so, and the catalogue test checks it). */
export function takeHomeSet(id: TakeHomeId): TakeHomeSet {
  const set = TAKE_HOME.find((s) => s.id === id);
  if (!set) throw new Error(`No take-home set “${id}”: the sets are ${TAKE_HOME.map((s) => s.id).join(', ')} (src/lib/site/takeHome.ts).`);
  return set;
}

/** A file's path on the site, below the base path: the component passes it to $app/paths' asset(). */
export const takeHomePath = (name: string) => `/take-home/${name}` as const;

/** The id of a set's panel on a page, for links to it (`#take-home-boids-2d`). */
export const takeHomeAnchor = (id: TakeHomeId) => `take-home-${id}`;

/** The rungs whose lesson shows a set's panel: the ladder's code panel of such a rung links to it ("Take this home"). */
export const TAKE_HOME_RUNGS: Partial<Record<RungName, TakeHomeId>> = { 'sorted-grid': 'boids-2d' };

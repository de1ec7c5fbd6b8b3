/**
 * The list of take-home sets (src/lib/site/takeHome.ts) against static/take-home/: every file it lists is there (the
 * panel links to them, and a missing one would be a dead link, not a failed build), every file there is listed, and
 * each entry says truly what the file is — its language by its extension, a core file free of Unity, a MonoBehaviour
 * one that is one.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { TAKE_HOME, TAKE_HOME_RUNGS, takeHomeSet, takeHomeAnchor, takeHomePath } from '../../../src/lib/site/takeHome';
import { rungByName } from '../../../src/lib/ladder/catalogue';

const DIR = 'static/take-home';
const listed = TAKE_HOME.flatMap((s) => s.files.map((f) => ({ set: s.id, ...f })));

describe('the take-home list', () => {
  it('names three sets, each once, each with a TypeScript core, a C# core and a MonoBehaviour', () => {
    expect(TAKE_HOME.map((s) => s.id)).toEqual(['boids-2d', 'boids-3d', 'crowd']);
    for (const s of TAKE_HOME) {
      expect(takeHomeSet(s.id)).toBe(s);
      expect(s.files.map((f) => `${f.language} ${f.role}`).sort(), s.id).toEqual(['C# Unity MonoBehaviour', 'C# core', 'TypeScript core']);
      for (const text of [s.title, s.description, s.matches]) expect(text.trim().length, s.id).toBeGreaterThan(3);
    }
  });

  it.each(listed.map((f) => [f.name, f] as const))('%s is in static/take-home/ and is what the list says', (name, f) => {
    const path = `${DIR}/${name}`;
    expect(existsSync(path), `${path} is listed in src/lib/site/takeHome.ts (set ${f.set}) but missing`).toBe(true);
    const text = readFileSync(path, 'utf8');
    expect(f.language).toBe(name.endsWith('.ts') ? 'TypeScript' : name.endsWith('.cs') ? 'C#' : 'unknown');
    if (f.role === 'Unity MonoBehaviour') expect(text).toMatch(/:\s*MonoBehaviour\b/);
    else expect(text, 'a core file has no Unity in it').not.toMatch(/using UnityEngine|:\s*MonoBehaviour\b/);
    expect(f.what.length).toBeGreaterThan(10);
    expect(takeHomePath(name)).toBe(`/take-home/${name}`);
  });

  it('lists every file in static/take-home/', () => {
    const names = new Set(listed.map((f) => f.name));
    expect(names.size, 'no file listed twice').toBe(listed.length);
    expect(readdirSync(DIR).filter((f) => !names.has(f)), 'add these to src/lib/site/takeHome.ts').toEqual([]);
  });

  it('links a rung’s code panel only to a set its lesson shows', () => {
    for (const [rung, id] of Object.entries(TAKE_HOME_RUNGS)) {
      const lesson = rungByName(rung)?.lesson;
      expect(lesson, rung).toBeTruthy();
      expect(readFileSync(`content/ladder/${lesson}.svx`, 'utf8')).toContain(`<TakeHome set="${id}"`);
      expect(takeHomeAnchor(id!)).toBe(`take-home-${id}`);
    }
  });
});

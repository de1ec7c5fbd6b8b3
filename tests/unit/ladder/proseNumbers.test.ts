/**
 * Every rung number a reader sees is counted from the catalogue's order (src/lib/ladder/order.ts), so inserting a
 * rung is one catalogue entry and one lesson file. Nothing a page shows may type one: not the prose of the lessons
 * and chapters (outside code and math: they write <Rung name=… /> and <Rungs … />), not the lessons' claims and
 * questions (content/ladder/*.ts: rungRef(…)), not the catalogue's own texts, not the strings and markup of the
 * ladder's widgets, the site or the routes. Comments may keep numbers. The finder is first shown to find what it
 * must, on fixtures, so a pass is not a finder that finds nothing.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { entryByName } from '../../../src/lib/ladder/catalogue';
import { proseOf, rungsNamedIn, straightApostrophes, typedInStrings, typedInSvelte, typedRungNumbers, type Found } from './rungNumbers';

const root = resolve(__dirname, '..', '..', '..');

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p, ext) : ext.test(f) ? [p] : [];
  });
}
const read = (p: string) => readFileSync(p, 'utf8');
const rel = (p: string) => relative(root, p);
const report = (found: Found[]) => found.map((f) => `line ${f.line}: …${f.text}…`);

describe('the finder (fixtures)', () => {
  const svx = [
    '---',
    'title: A fixture',
    'summary: What rung 3 changes.',
    '---',
    '',
    '<script>',
    "  const note = 'rung 1';",
    '</script>',
    '',
    'Rung 9 builds it, and rungs 1 and',
    '2 are slower. <Rung name="uniform-grid" />’s grid; `rung 4` in code; $\\text{rung 5}$ in math.',
    '',
    '```ts',
    'const a = rung 6;',
    '```',
    '',
    '<!-- rung 7 in a comment -->',
    '$$',
    '\\text{rung 8}',
    '$$',
    'The last,\u00a0rung\u00a010.'
  ].join('\n');

  it('finds a typed rung number in prose and in the front matter, at any case, singular or plural, across spaces', () => {
    expect(typedRungNumbers(proseOf(svx)).map((f) => f.line)).toEqual([3, 10, 10, 21]);
  });

  it('does not look in code blocks, inline code, math, comments or scripts, nor at <Rung>', () => {
    const text = proseOf(svx);
    for (const hidden of ['rung 1', 'rung 4', 'rung 5', 'rung 6', 'rung 7', 'rung 8']) expect(text).not.toContain(hidden);
    expect(text.split('\n')).toHaveLength(svx.split('\n').length);
  });

  it('finds one in a TypeScript string or template, not in a comment or a module name', () => {
    const source = [
      "import { x } from './rung 1';",
      '// rung 2 in a comment',
      '/** rung 3 in a doc comment */',
      "const a = 'Rung 4 is faster';",
      'const b = `at N = ${n},',
      'rung 5 is slower`;',
      'const c = `${rungRef("naive")} is fine`;'
    ].join('\n');
    expect(typedInStrings(source).map((f) => f.line)).toEqual([4, 6]);
  });

  it('finds one in a Svelte component’s markup and script strings, not in its comments', () => {
    const source = [
      '<!-- rung 1 in the component doc -->',
      '<script lang="ts">',
      '  // rung 2',
      "  const label = 'rung 3';",
      '</script>',
      '',
      '<h2>Rung 4 against {rungRef("naive")}</h2>',
      '<p title="rungs 5 and 6">ok</p>'
    ].join('\n');
    expect(typedInSvelte(source).map((f) => f.line).sort()).toEqual([4, 7, 8]);
  });

  it('reads the rungs a page names, and a straight apostrophe after one', () => {
    const s = 'As <Rung name="naive" cap />\'s, <Rungs names="naive typed-arrays" /> and <Rungs from="naive" to="kd-tree" />’s.';
    expect(rungsNamedIn(s)).toEqual(['naive', 'naive', 'typed-arrays', 'naive', 'kd-tree']);
    expect(straightApostrophes(s)).toHaveLength(1);
  });
});

describe('no rung number typed by hand', () => {
  const pages = [...files(join(root, 'content'), /\.svx$/)];

  it('the pages exist (the scan below is over something)', () => {
    expect(pages.map(rel)).toContain('content/ladder/uniform-grid.svx');
    expect(pages.length).toBeGreaterThan(20);
  });

  for (const p of pages) {
    const source = read(p);
    it(`${rel(p)}: prose outside code and math names rungs through <Rung> and <Rungs>`, () => {
      expect(report(typedRungNumbers(proseOf(source)))).toEqual([]);
      for (const name of rungsNamedIn(source)) expect(entryByName(name), `<Rung name="${name}">: no such rung in the catalogue`).toBeDefined();
      expect(report(straightApostrophes(source)), 'write <Rung … />’s with the typographic apostrophe').toEqual([]);
    });
  }

  const code = [
    ...files(join(root, 'content'), /\.ts$/),
    join(root, 'src', 'lib', 'ladder', 'catalogue.ts'),
    ...files(join(root, 'src', 'lib', 'components', 'ladder'), /\.ts$/),
    ...files(join(root, 'src', 'lib', 'site'), /\.ts$/)
  ];
  it('the lessons’ claims and questions, the catalogue’s texts and the widgets’ strings use rungRef / rungLabel', () => {
    expect(code.map(rel)).toContain('content/ladder/lessons.ts');
    const found = code.flatMap((p) => report(typedInStrings(read(p), p)).map((f) => `${rel(p)} ${f}`));
    expect(found).toEqual([]);
  });

  const components = [
    ...files(join(root, 'src', 'lib', 'components', 'ladder'), /\.svelte$/),
    ...files(join(root, 'src', 'lib', 'site'), /\.svelte$/),
    ...files(join(root, 'src', 'routes'), /\.svelte$/)
  ];
  it('the ladder’s widgets, the site and the routes show no typed rung number', () => {
    expect(components.map(rel)).toContain('src/lib/components/ladder/LessonSweep.svelte');
    const found = components.flatMap((p) => report(typedInSvelte(read(p))).map((f) => `${rel(p)} ${f}`));
    expect(found).toEqual([]);
  });
});

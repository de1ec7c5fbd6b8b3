/**
 * Finding a rung number typed by hand where a reader would see it (tests/unit/ladder/proseNumbers.test.ts). The
 * numbers are counted from the catalogue's order (src/lib/ladder/order.ts); prose writes <Rung name=… /> and code
 * rungRef(…), so a typed "rung 9" is one an inserted rung would leave stale.
 */
import ts from 'typescript';

/** "rung 9", "Rung 9", "rungs 1 and 2", with any white space (a line break, a no-break space) between. */
const TYPED = /\b[Rr]ungs?\s+\d/g;

export interface Found {
  line: number;
  text: string;
}

/** Where `text` holds a typed rung number: its line (from 1) and the words around it. */
export function typedRungNumbers(text: string): Found[] {
  return [...text.matchAll(TYPED)].map((m) => ({
    line: text.slice(0, m.index).split('\n').length,
    text: text.slice(Math.max(0, m.index - 20), m.index + 30).replace(/\s+/g, ' ')
  }));
}

/** `s` with every match of `re` blanked out, line breaks kept (so lines still count from the file's start). */
const blank = (s: string, re: RegExp) => s.replace(re, (m) => m.replace(/[^\n]/g, ' '));

/**
 * What a reader reads of an MDsveX page: everything but its script and style blocks, HTML comments, fenced and inline
 * code, and math (display $$…$$ and inline $…$). The front matter stays: its title and summary are shown.
 */
export function proseOf(svx: string): string {
  let s = blank(svx, /<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g);
  s = blank(s, /<!--[\s\S]*?-->/g);
  s = blank(s, /^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm);
  s = blank(s, /\$\$[\s\S]*?\$\$/g);
  s = blank(s, /`[^`\n]*`/g);
  return blank(s, /\$[^$\n]*\$/g);
}

/** The text of every string and template literal of a TypeScript source (what code can show), with its line. */
export function stringsOf(source: string, fileName = 'file.ts'): Found[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: Found[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      // An import's module name is not text anyone reads.
      if (!ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) {
        found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: node.text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Typed rung numbers in the strings of a TypeScript source; comments are not looked at. */
export function typedInStrings(source: string, fileName?: string): Found[] {
  return stringsOf(source, fileName).flatMap((s) => typedRungNumbers(s.text).map((f) => ({ line: s.line + f.line - 1, text: f.text })));
}

/**
 * Typed rung numbers a Svelte component shows: in its markup (text, attributes, expressions; not its HTML comments)
 * and in the strings of its scripts.
 */
export function typedInSvelte(source: string): Found[] {
  const scripts = [...source.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const offset = source.slice(0, m.index + m[0].indexOf('>') + 1).split('\n').length - 1;
    return typedInStrings(m[1]).map((f) => ({ line: f.line + offset, text: f.text }));
  });
  const markup = blank(blank(source, /<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g), /<!--[\s\S]*?-->/g);
  return [...scripts, ...typedRungNumbers(markup)];
}

/** The rungs a lesson's prose names through <Rung name="…"> and <Rungs names="…" | from="…" to="…">. */
export function rungsNamedIn(svx: string): string[] {
  const names: string[] = [];
  for (const m of svx.matchAll(/<Rungs?\b([^>]*)\/>/g)) {
    for (const a of m[1].matchAll(/\b(name|names|from|to)="([^"]*)"/g)) names.push(...a[2].split(/\s+/).filter(Boolean));
  }
  return names;
}

/**
 * A straight apostrophe right after <Rung … />: MDsveX's smart quotes may turn it into an opening quote (‘s), since
 * the text after a component starts a new text node. The prose writes ’s.
 */
export const straightApostrophes = (svx: string): Found[] =>
  [...proseOf(svx).matchAll(/<Rungs?\b[^>]*\/>'/g)].map((m) => ({ line: svx.slice(0, m.index).split('\n').length, text: m[0] }));

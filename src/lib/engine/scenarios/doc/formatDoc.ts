/**
 * A scenario document as JSON text that people read and edit: two-space indents, but anything that fits on one
 * line of about 90 characters kept on it — a point, a segment, a region, a force with its parameters (plain
 * JSON.stringify with an indent gives every coordinate a line of its own).
 */
import type { ScenarioDoc } from './format';

const WIDTH = 90;

function oneLine(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(oneLine).join(', ')}]`;
  if (typeof v === 'object' && v !== null) {
    const entries = Object.entries(v).filter(([, x]) => x !== undefined);
    return entries.length ? `{ ${entries.map(([k, x]) => `${JSON.stringify(k)}: ${oneLine(x)}`).join(', ')} }` : '{}';
  }
  return JSON.stringify(v);
}

function write(v: unknown, indent: string, keyLength = 0): string {
  const line = oneLine(v);
  if (indent.length + keyLength + line.length <= WIDTH || typeof v !== 'object' || v === null) return line;
  const inner = indent + '  ';
  if (Array.isArray(v)) return `[\n${v.map((x) => inner + write(x, inner)).join(',\n')}\n${indent}]`;
  const entries = Object.entries(v).filter(([, x]) => x !== undefined);
  return `{\n${entries.map(([k, x]) => `${inner}${JSON.stringify(k)}: ${write(x, inner, k.length + 4)}`).join(',\n')}\n${indent}}`;
}

export function formatDoc(doc: ScenarioDoc): string {
  return write(doc, '') + '\n';
}

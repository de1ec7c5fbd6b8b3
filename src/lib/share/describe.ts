/**
 * A share link's changes in words, for the "shared with you" line above a view that a link set up: the reader who
 * opens a teacher's link should see at once what differs from the chapter's own set-up (seed 7, cohesion off, …).
 * Read from the link as the view applied it (re-encoded against the page's base, so what was ignored is not listed).
 */
import type { LooseConfig } from '../engine';
import { encodeConfig } from './shareLink';

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

const count = (n: number, one: string, many: string) => (n ? [`${n} ${n === 1 ? one : many}`] : []);

/** The changes `config` makes to `base`, one short phrase each ("seed 7", "repulsionHM off", "N = 80"). */
export function describeChanges(config: LooseConfig, base: LooseConfig): string[] {
  const items = encodeConfig(config, base).split(';');
  const words: string[] = [];
  let moves = 0, added = 0, exits = 0, cleared = false;
  for (const item of items) {
    const at = item.indexOf(':');
    const key = decode(item.slice(0, at)), value = decode(item.slice(at + 1));
    if (key === 'scenario') {
      if (value !== base.scenario) words.push(`scenario ${value}`);
    } else if (key === 'seed') words.push(`seed ${value}`);
    else if (key === 'move') moves++;
    else if (key === 'add') added++;
    else if (key === 'exit') exits++;
    else if (key === 'edits') cleared = true;
    else if (/^f\.[^.]+$/.test(key)) words.push(`${key.slice(2)} ${value}`);
    else words.push(`${key.replace(/^[psf]\./, '')} = ${value}`);
  }
  return [...words, ...count(moves, 'wall moved', 'wall moves'), ...count(added, 'agent added', 'agents added'), ...count(exits, 'exit opened or shut', 'exits opened or shut'), ...(cleared ? ['the page’s canvas edits removed'] : [])];
}

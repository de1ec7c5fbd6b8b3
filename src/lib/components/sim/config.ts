/** Reading a view's configuration: the `config` prop, sanitised, with this view's share link (if any) on top. */
import type { LooseConfig } from '../../engine';
import { sanitizeConfig, decodeConfig, readHash } from '../../share';
import { describeChanges } from '../../share/describe';

export interface ReadConfig {
  /** The sanitised prop: the base that share links are relative to. */
  base: LooseConfig;
  /** The configuration to build: the base with the link applied. */
  config: LooseConfig;
  /** What was ignored in the prop / in the link. */
  propNotices: string[];
  linkNotices: string[];
  /** A link set this view up: its changes to the page's config in words (empty if it changed nothing); else null. */
  shared: string[] | null;
}

/** `hash`: the location hash to read this view's (`id`) part from, or null not to read a link. */
export function readConfig(raw: LooseConfig, hash: string | null, id: string | undefined): ReadConfig {
  const s = sanitizeConfig(raw);
  const out: ReadConfig = { base: s.config, config: s.config, propNotices: s.ignored, linkNotices: [], shared: null };
  if (hash !== null) {
    const text = readHash(hash, id);
    if (text !== null) {
      const d = decodeConfig(text, out.base);
      out.config = d.config;
      out.linkNotices = d.ignored;
      out.shared = describeChanges(out.config, out.base);
    }
  }
  return out;
}

/**
 * The playground's "Things to try": two or three tips per scenario, shown beside its view. A tip is reader-facing
 * prose, and every number it states about what happens is a claim's (the same `Claim` the chapters use): each claim
 * runs the playground's own config for that scenario (playgroundConfig: every other force listed but off) with the
 * tip's change applied, over several seeds, in the claims' tests (tests/claims/); tests/unit/chapters/claims.test.ts checks that every
 * number a tip's text states appears in one of its claims' sentences, and every "a–b" range in full.
 */
import { mergeConfigs, type ConfigLayer, type ScenarioName, type SimConfig } from '../../engine';
import type { Claim } from '../../claims';
import { playgroundConfig } from '../playground';

export interface Tip {
  /** What the reader sees. */
  text: string;
  /** The claims behind its numbers. */
  claims: readonly Claim[];
}

/** The playground's config for a scenario with a tip's change applied. */
export const on = (scenario: ScenarioName, layer: ConfigLayer = {}): SimConfig => mergeConfigs(playgroundConfig(scenario), layer);

export const six = [1, 2, 3, 4, 5, 6];
export const twelve = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
